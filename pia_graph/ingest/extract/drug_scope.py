"""The part of a clause that tells of one drug when the clause names two or more lists of drugs (pure).

"cut the amlodipine to 5 and stop the zolpidem", "암로디핀 5로 줄이고 졸피뎀은 끊었어": one clause, two changes.
The medications rule reads its stop, start and dose-level cues in the drug's own part (the clause up to where
the next list's part begins), so the stop of the second drug does not stop the first. Drugs joined only by a
list joiner ("metformin and lisinopril", "메트포르민이랑 리시노프릴") are one list and share their predicate.
Between two lists, English says the verb before its object (the words after the last joiner in the gap belong
to the next list: "… to 5 and | stop the zolpidem"), Korean after it (the whole gap belongs to the list before:
"암로디핀 5로 줄이고 | 졸피뎀은 끊었어"). Also the cue lists of a new dose level (``dose_new_level``) and of a
habit of these days (``regimen_now`` with ``regimen_now_verb``).
"""

from __future__ import annotations

import re

from pia_graph.ingest.clauses import Segment
from pia_graph.ingest.cue_words import cue_pattern
from pia_graph.ingest.extract.context import Ctx
from pia_graph.ingest.negation import is_negated
from pia_graph.ontology import TermMatch

_LIST_EN = re.compile(r"(?:\s*[\d.,/]+\s*(?:mg|mcg|µg|iu|units?|g|ml)?)?\s*(?:,|&|\band\b|\bor\b|\bplus\b)?\s*"
                      r"(?:(?:and|or)\s+)?(?:(?:my|the)\s+)?", re.I)
_LIST_KO = re.compile(r"(?:\s*[\d.,/]+\s*(?:mg|mcg|µg|iu|units?|g|ml|짜리)?)?\s*(?:이랑|랑|하고|과|와|및|,|&|/)?\s*",
                      re.I)
_JOINER_EN = re.compile(r",|;|\b(?:and|but|then|plus)\b", re.I)


def _lists(ctx: Ctx, inside: list[TermMatch]) -> list[tuple[int, int]]:
    """The drugs of a clause grouped into lists: (first start, last end) of each."""
    joined = _LIST_KO if ctx.lang == "ko" else _LIST_EN
    out: list[tuple[int, int]] = []
    for m in inside:
        if out and joined.fullmatch(ctx.text[out[-1][1]:m.start]):
            out[-1] = (out[-1][0], m.end)
        else:
            out.append((m.start, m.end))
    return out


def _cut(ctx: Ctx, end: int, start: int) -> int:
    """Where the gap between two lists is split: in Korean at the next list; in English after the last joiner."""
    if ctx.lang == "ko":
        return start
    joiners = list(_JOINER_EN.finditer(ctx.text, end, start))
    return joiners[-1].end() if joiners else start


def own_part(ctx: Ctx, m: TermMatch, clause: Segment, drugs: list[TermMatch]) -> tuple[int, int]:
    """The span of ``clause`` that tells of the drug ``m``: from the clause's start to where the next list's part
    begins (the whole clause when it names one list, or for the last list)."""
    seen: set[int] = set()
    inside = []
    for d in sorted(drugs, key=lambda d: d.start):
        if clause.start <= d.start < clause.end and d.start not in seen:
            seen.add(d.start)
            inside.append(d)
    lists = _lists(ctx, inside)
    if len(lists) < 2:
        return clause.start, clause.end
    i = next((k for k, (s, e) in enumerate(lists) if s <= m.start < e), None)
    if i is None:
        return clause.start, clause.end
    # what comes before is kept: a verb heading the clause governs the lists after it ("put me on amlodipine 5
    # for bp and atorvastatin 40 for cholesterol"), and a later drug's own head cue is read first by the rule
    finish = clause.end if i == len(lists) - 1 else _cut(ctx, lists[i][1], lists[i + 1][0])
    return clause.start, finish


def new_level(ctx: Ctx, text: str) -> bool:
    """A dose set to a new level: "cut the amlodipine to 5", "5로 줄이고"."""
    return cue_pattern(ctx.dictionary, "dose_new_level", "ko" if ctx.lang == "ko" else "en").search(text) is not None


def taking_now_ko(ctx: Ctx, text: str) -> bool:
    """A Korean habit of these days: "요즘 메트포르민이랑 리시노프릴 먹어" (not a denied one: "요즘 … 안 먹어")."""
    if ctx.lang != "ko" or cue_pattern(ctx.dictionary, "regimen_now", "ko").search(text) is None:
        return False
    return any(not is_negated(text, v.start(), v.end(), "ko")
               for v in cue_pattern(ctx.dictionary, "regimen_now_verb", "ko").finditer(text))
