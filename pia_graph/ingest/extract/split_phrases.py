"""A phrase alias said with a time expression inside it: "열이 일요일부터 수요일까지 났고", "열이 어제부터 났어요".

The dictionary names some terms only by a phrase (fever in Korean is "열이 나" / "열이 났어": the bare one-syllable
"열" with a particle is a number or a word of many senses, so the alias gate does not read "열이" alone). A speaker
puts the time of the episode between the phrase's words, where Korean puts it, and the phrase is no longer
contiguous: the alias gate finds nothing and the episode is lost. Here the words on both sides of a time expression
are joined, the joined words matched against the dictionary, and a match that reaches across the join (it begins in
the word before the time expression and ends in the word after it) is kept as a match of the whole stretch. Only
the extractor's matches get it (``utterance.analyse``'s ``full``): the gates read the exact alias matches as before.
Pure function of the text, its time-expression spans and the alias index.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import replace

from pia_graph.ontology.alias_gate import AliasIndex, TermMatch

SPLIT_RULE = "split:time"
_STOPS = " \t\n.,!?;:()"
# a phrase's head marked as the topic ("열은 … 났어요") is the phrase the dictionary keeps with the subject particle
_TOPIC_TO_SUBJECT = (("은", "이"), ("는", "가"))


def _word_before(text: str, at: int) -> int | None:
    """The start of the word that ends just before ``at`` (one space between), None when none does."""
    end = at
    while end > 0 and text[end - 1] == " ":
        end -= 1
    if end == at or end == 0 or text[end - 1] in _STOPS:
        return None
    start = end
    while start > 0 and text[start - 1] not in _STOPS:
        start -= 1
    return start


def _word_after(text: str, at: int) -> tuple[int, int] | None:
    """The word that starts just after ``at`` (one space between): its start and end, None when none does."""
    start = at
    while start < len(text) and text[start] == " ":
        start += 1
    if start == at or start == len(text) or text[start] in _STOPS:
        return None
    end = start
    while end < len(text) and text[end] not in _STOPS:
        end += 1
    return start, end


def _heads(word: str) -> list[str]:
    """The word before the time expression as said, and with a topic particle read as the subject particle."""
    out = [word]
    for topic, subject in _TOPIC_TO_SUBJECT:
        if len(word) > 1 and word.endswith(topic):
            out.append(word[: -len(topic)] + subject)
    return out


def _merged(spans: Iterable[tuple[int, int]], text: str) -> list[tuple[int, int]]:
    """Time spans, those with only spaces between them made one ("어제 저녁부터 | 오늘까지")."""
    out: list[tuple[int, int]] = []
    for a, b in sorted(spans):
        if out and not text[out[-1][1]:a].strip():
            out[-1] = (out[-1][0], max(out[-1][1], b))
        else:
            out.append((a, b))
    return out


def _across(index: AliasIndex, left: str, right: str) -> tuple[TermMatch, int] | None:
    """The match that begins at ``left`` and ends inside ``right`` once the two are joined, and how far into
    ``right`` it reaches; None when no phrase alias spans the join."""
    for head in _heads(left):
        cut = len(head) + 1
        for m in index.match(head + " " + right):
            if m.term_key is not None and m.start == 0 and m.end > cut:
                return m, m.end - cut
    return None


def with_split_phrases(text: str, matches: Sequence[TermMatch], index: AliasIndex,
                       time_spans: Iterable[tuple[int, int]]) -> list[TermMatch]:
    """``matches`` plus each phrase alias read across a time expression inside it (module docstring)."""
    out = list(matches)
    for a, b in _merged(time_spans, text):
        first = _word_before(text, a)
        after = _word_after(text, b)
        if first is None or after is None:
            continue
        found = _across(index, text[first:a].rstrip(), text[after[0]:after[1]])
        if found is None:
            continue
        m, reach = found
        end = after[0] + reach
        if any(o.start < end and first < o.end for o in out):
            continue  # a word of the stretch is read already: the exact match stands
        out.append(replace(m, start=first, end=end, surface=text[first:end], rule=f"{m.rule};{SPLIT_RULE}"))
    return sorted(out, key=lambda m: m.start)
