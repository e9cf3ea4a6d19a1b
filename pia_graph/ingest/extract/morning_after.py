"""A reading of the morning after an evening told with a past day: the reading is the next day's (pure).

"어제 저녁 치킨 먹고 밤 11시에 라면까지 먹었어요 ㅠ 아침 공복 128", "huge dinner last night, fasting sugar this
am-ish 141": the day said dates the evening (cue list ``evening_part``, in the expression or after it); a reading
said after the evening, right behind a morning word (cue list ``morning_reading``: 아침, 공복, "fasting") and with no
day of its own, was taken the morning after. A morning word before the evening ("어제 아침 공복 110, 저녁 식후 180")
leaves the day as said, and so does a morning word right after the evening's ("어제 저녁 공복 95").
"""

from __future__ import annotations

import datetime as dt

from pia_graph.ingest.cue_words import cue_pattern
from pia_graph.ingest.extract.context import Ctx
from pia_graph.ingest.hup.types import types_where
from pia_graph.temporal import Resolution

_READING_TYPES = types_where(result=True)
#: how far before the reading its morning word may stand ("아침 공복 128"); it may be the reading's own ("fasting")
_NEAR = 16


def next_morning(ctx: Ctx, res: Resolution | None, start: int, end: int, record_type: str) -> Resolution | None:
    """``res`` moved to the next day when it dates an evening before the turn's day and the reading at
    [``start``, ``end``) is the morning after it; else ``res``."""
    if res is None or record_type not in _READING_TYPES or res.kind != "date" or res.date is None \
            or res.span is None or res.span.start >= start or res.date >= ctx.said_at.date():
        return res
    evenings = list(cue_pattern(ctx.dictionary, "evening_part", ctx.lang).finditer(ctx.text, res.span.start, start))
    if not evenings:
        return res
    last = evenings[-1].end()
    morning = cue_pattern(ctx.dictionary, "morning_reading", ctx.lang).search(ctx.text, max(last, start - _NEAR), end)
    if morning is None or not ctx.text[last:morning.start()].strip():
        return res  # "어제 저녁 공복 혈당 95": the evening's own fasting reading
    return res.model_copy(update={"date": res.date + dt.timedelta(days=1)})
