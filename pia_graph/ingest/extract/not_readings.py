"""Values a turn says that are no reading of their own (issue 12).

A summary of others: "bp 3x this morning: 141/89, 137/87, 135/86. avg ~138/87" (the mean of readings the turn
lists), "biked 22 miles in 1h40, hr max 171", "10.5 km in 58 min, HR avg 158" (a workout's heart rate, part of the
workout). A summary word (word list ``summary_value``, 84_rule_words) in the reading's own words or right before its
number makes it a summary; it is a record only when it stands for readings the turn does not give ("bp 3 readings
this morning avg 128 over 82", as the develop suites keep it).

A bound: "eGFR >60", "eGFR >90" (a lab's report of a value past what it measures, or the user's "above"): no value,
no record (the develop suites keep none). An arrow ("7.4 -> 6.9") is no bound.
"""

from __future__ import annotations

import re
from functools import cache

from pia_graph.ingest.extract.context import Ctx, Draft
from pia_graph.ingest.hup.types import types_where
from pia_graph.ontology.word_lists import words_alternation

_RESULT_TYPES = types_where(result=True)
_GROUP = "summary_value"
_STEPS = "activity:steps"
# what may stand between the summary word and the number it qualifies: "avg ~138/87", "average of 128", "max: 171"
_TO_NUMBER = re.compile(r"[\s~:=≈]*(?:of\s+|was\s+|is\s+)?(?:about\s+|around\s+)?[\s~≈]*", re.IGNORECASE)
_LOOK_BACK = 24
_BOUND = re.compile(r"(?<![-=<>])[<>≤≥]=?\s*\d")


@cache
def _summary_word() -> re.Pattern[str]:
    return re.compile(rf"\b(?:{words_alternation(_GROUP, 'en')})\b", re.IGNORECASE)


def _summary(ctx: Ctx, draft: Draft) -> bool:
    pattern = _summary_word()
    for m in pattern.finditer(ctx.text, max(0, draft.start - _LOOK_BACK), draft.end):
        if m.start() >= draft.start:
            return True  # "heart rate avg 142": the word inside the reading's own words
        gap = _TO_NUMBER.fullmatch(ctx.text, m.end(), draft.start)
        if gap is not None:
            return True
    return False


def summaries(ctx: Ctx, drafts: list[Draft]) -> list[Draft]:
    """The drafts less the summaries that stand for nothing new: the mean or maximum of readings of the same
    coordinate the turn gives, or a vital sign of a workout the turn records."""
    if ctx.lang != "en":
        return drafts
    said = [d for d in drafts if d.type in _RESULT_TYPES and _summary(ctx, d)]
    if not said:
        return drafts
    ids = {id(d) for d in said}
    # a step count is a day's tally, not a workout: "avg HR 62, 8,000 steps" keeps the heart rate
    workout = any(d.type == "exercise" and d.coordinate != _STEPS for d in drafts)
    drop = {id(d) for d in said
            if (workout and d.type == "vital_sign")
            or any(o.coordinate == d.coordinate and o.type == d.type and id(o) not in ids for o in drafts)}
    return [d for d in drafts if id(d) not in drop]


def bounds(ctx: Ctx, drafts: list[Draft]) -> list[Draft]:
    """The drafts less the results said only as a bound ("eGFR >60")."""
    return [d for d in drafts if d.type not in _RESULT_TYPES or _BOUND.search(ctx.text, d.start, d.end) is None]
