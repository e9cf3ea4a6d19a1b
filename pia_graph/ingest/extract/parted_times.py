"""A time said in the same sentence as a record that is not the record's, for what stands between (pure).

``timing.governing`` sets these aside before it picks the nearest time: a change of topic between the time and the
record, and an aim's deadline in another clause beside a reading.
"""

from __future__ import annotations

from pia_graph.ingest.cue_words import aim_pattern, cue_pattern
from pia_graph.ingest.extract.context import Ctx
from pia_graph.temporal import Resolution


def shifted_off(ctx: Ctx, r: Resolution, start: int, end: int) -> bool:
    """ "어제 전 부치다가 손 데였어요 ㅠ 그건 그렇고 아침 혈압 138/88", "fell off my bike yesterday lol, anyway bp 128":
    a change of topic (cue list ``topic_shift``) between a time and the record at [``start``, ``end``) parts them."""
    assert r.span is not None
    low, high = (r.span.end, start) if r.span.end <= start else (end, r.span.start)
    return low < high and cue_pattern(ctx.dictionary, "topic_shift", ctx.lang).search(ctx.text, low, high) is not None


#: an aim said as what must be reached ("need to make 63 by the 25th"), beside the aim wording of the cue lists
_MUST_REACH = r"\bneed\s+to\s+(?:make|get|hit|reach|be|lose|drop)\b"


def of_an_aim(ctx: Ctx, r: Resolution, start: int) -> bool:
    """ "Weighed in at 64.8 kg, need to make 63 by the 25th": a time in another clause that states an aim is the
    aim's deadline, not the day of a reading said beside it."""
    assert r.span is not None
    clause = ctx.clause_of(r.span.start)
    return not clause.start <= start < clause.end and \
        aim_pattern(ctx.dictionary, ctx.lang, also=_MUST_REACH).search(clause.text) is not None
