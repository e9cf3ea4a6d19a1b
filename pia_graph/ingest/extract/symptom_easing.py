"""A symptom said only as easing ("Less short of breath climbing the stairs", "feeling less tired already", "the
fatigue is lifting a bit"): a comparison with an earlier state, no episode of its own and not over; the suites
label no record (x35-sto-318, x49-sto-035, x50-sto-047). A rating in its sentence ("less dizzy but still 4/10")
keeps the record, as does a symptom said over ("it eased": status resolved)."""

from __future__ import annotations

import re

from pia_graph.ingest.cue_words import cue_pattern
from pia_graph.ingest.extract.context import Ctx
from pia_graph.ontology import TermMatch

_DIGIT = re.compile(r"\d")
_LEAD = re.compile(r"[ \t]+")


def said_easing(ctx: Ctx, m: TermMatch) -> bool:
    """A word of ``symptom_less`` right before the symptom's words, or one of ``symptom_lifting`` right after
    them, in a sentence that rates nothing (English; rule ``symptom.term``)."""
    if ctx.lang != "en":
        return False
    if _DIGIT.search(ctx.sentence_of(m.start).text):
        return False
    clause = ctx.clause_of(m.start)
    head = ctx.text[clause.start:m.start]
    less = any(not head[b.end():].strip() for b in cue_pattern(ctx.dictionary, "symptom_less", "en").finditer(head))
    gap = _LEAD.match(ctx.text, m.end)
    after = m.end if gap is None else gap.end()
    return less or cue_pattern(ctx.dictionary, "symptom_lifting", "en").match(ctx.text, after) is not None
