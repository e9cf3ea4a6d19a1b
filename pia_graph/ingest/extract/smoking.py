"""Smoking episodes: "smoked 2 cigs at the party last night", "담배 반갑 정도 핌" (habits are the profile's)."""

from __future__ import annotations

import re
from typing import Any

from pia_graph.ingest.clauses import Segment
from pia_graph.ingest.extract.context import Ctx, Draft
from pia_graph.ingest.extract.number_words import word_count
from pia_graph.ingest.negation import is_negated

_SMOKED = re.compile(r"\b(?:smoked|had\s+(?:a|an|one|two|\d+)\s+(?:cig\w*|smokes?)|lit\s+up|bummed)\b"
                     r"|피웠|폈어|폈다|폈음|피움|핌(?![가-힣])", re.I)
_SMOKE_BASELINE = re.compile(r"\b(?:quit|stopped|gave\s+up|never|used\s+to|a\s+day|per\s+day|daily|a\s+pack\s+a"
                             r"|every\s+day|since)\b|끊(?!어야|고\s*싶|을\s*거)|하루에?|매일|안\s*피|평생", re.I)


def smoking(ctx: Ctx) -> list[Draft]:
    """A smoking episode ("smoked 2 cigs at the party last night"); habits are the profile's."""
    out: list[Draft] = []
    for sentence, parts in ctx.sentences:
        hit = _SMOKED.search(sentence.text)
        # a count with no verb after an episode restates it ("담배 반갑 정도 핌.. 10개비"), no second one
        said = (hit.start(), hit.end()) if hit is not None else None if out else _counted_cigarettes(ctx, sentence)
        if said is None or (_SMOKE_BASELINE.search(sentence.text) and not _lapse(ctx, sentence, parts, said)):
            continue
        if is_negated(sentence.text, said[0], said[1], ctx.lang):
            continue
        fields: dict[str, Any] = {"unit": "cigarettes"}
        s, e = sentence.start + said[0], sentence.start + said[1]
        for q in ctx.quantities_in(sentence.start, sentence.end):
            if q.unit == "cigarette" and ctx.free(q):
                fields["value"] = q.value
                ctx.take(q)
                s, e = min(s, q.start), max(e, q.end)
                break
        else:
            packs = _packs(sentence.text)
            sticks = _sticks(sentence.text) if packs is None else None
            if packs is not None:
                fields["value"] = packs * 20
            elif sticks is not None:
                fields["value"] = sticks
        out.append(Draft("substance.smoking", "substance_use", "substance:smoking", s, e, fields,
                         confidence=0.9))
    return out


def _lapse(ctx: Ctx, sentence: Segment, parts: list[Segment], said: tuple[int, int]) -> bool:
    """ "quit smoking in 2019 but had 3 cigarettes at the party", "담배 끊었는데 어제 3개비 피웠어요": the stop (or
    the habit) is said in another clause of the sentence than the episode, whose clause counts the cigarettes
    smoked and says no habit itself; that clause is an episode (the stop's clause is the status,
    ``baseline_habits``). "smoked for 15 yrs but quit in 2019" counts no cigarettes: no episode."""
    at = sentence.start + said[0]
    clause = next((c for c in parts if c.start <= at < c.end), None)
    if clause is None or _SMOKE_BASELINE.search(clause.text):
        return False
    return _sticks(clause.text) is not None or any(q.unit == "cigarette" and ctx.free(q)
                                                   for q in ctx.quantities_in(clause.start, clause.end))


def _counted_cigarettes(ctx: Ctx, sentence: Segment) -> tuple[int, int] | None:
    """ "2 glasses of wine and a cigarette on the balcony": a count of cigarettes says a smoking episode with no
    verb; the count's span (in the sentence) stands for the verb's."""
    for q in ctx.quantities_in(sentence.start, sentence.end):
        if q.unit == "cigarette" and ctx.free(q):
            return q.start - sentence.start, q.end - sentence.start
    return None


# "담배 반 갑", "한 갑 반", "2갑": packs of twenty (not 갑상선, 갑각류)
_PACKS_KO = re.compile(r"(?<![가-힣\d.])(\d+(?:\.\d+)?|[가-힣]{1,2})\s*갑(?![상각가-힣])(\s*반(?![가-힣]))?"
                       r"|(?<![가-힣\d.])(\d+(?:\.\d+)?|[가-힣]{1,2})\s*갑(?=씩|을|이나|이|도|은|만)(\s*반)?")


def _packs(text: str) -> float | None:
    m = _PACKS_KO.search(text)
    if m is None:
        return None
    half = 0.5 if (m.group(2) or m.group(4)) else 0.0
    n = _count(m.group(1) or m.group(3))
    return None if n is None else n + half


# "어제 한 대 피웠어요", "두 대 폈음": 대 counts cigarettes only right before the verb of smoking (not 20대, 1대)
_STICKS_KO = re.compile(r"(?<![가-힣\d.])(\d+|[가-힣]{1,2})\s*대\s*(?:만|정도|나|씩)?\s*(?=피웠|폈|피움|핌)")


def _sticks(text: str) -> float | None:
    m = _STICKS_KO.search(text)
    return None if m is None else _count(m.group(1))


def _count(word: str) -> float | None:
    """A count said in digits ("2", "1.5") or in Korean words (두, 한)."""
    return float(word) if word[0].isdigit() else word_count(word)
