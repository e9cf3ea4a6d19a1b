"""An evening gone past midnight: what was had in its small hours took place the next day (pure).

"Had 5 beers at the party last night and a kebab at 1am", "Office christmas party friday, 6 glasses of prosecco and
a kebab at 1am", "크리스마스 이브에 … 와인 두 병 나눠 마시고 새벽 2시까지 치킨 먹었어요": the day said dates the
evening (and the drinks of it); a meal at an hour after midnight said near it, apart from the day (no day of its
own), is on the day after. A day followed right by its dawn ("어제 새벽 2시에 라면") is that day's own small hours.
"""

from __future__ import annotations

import datetime as dt
import re

from pia_graph.ingest.extract.context import Ctx
from pia_graph.temporal import Resolution

#: what an evening out goes on with after midnight (the drinks stay on the evening: every develop gold so reads)
NIGHT_OUT_TYPES = frozenset({"meal"})
#: how far from the record's words its clock may lie
_NEAR = 20
_SMALL_HOURS = {
    "en": re.compile(r"\b(?:at|around|till|until|til|about|by)\s+(?:12|[1-4])(?::[0-5]\d)?\s*a\.?m\.?(?!\w)", re.I),
    "ko": re.compile(r"새벽\s*(?:[1-4]|한|두|세|네)\s*시"),
}


def next_day(ctx: Ctx, res: Resolution | None, start: int, end: int, record_type: str) -> Resolution | None:
    """``res`` moved to the next day when it dates an evening before the turn's day and the record at
    [``start``, ``end``) is had at a small hour said apart from it in its clause."""
    clock = _SMALL_HOURS.get(ctx.lang)
    if clock is None or res is None or record_type not in NIGHT_OUT_TYPES or res.kind != "date" \
            or res.date is None or res.span is None or res.date >= ctx.said_at.date():
        return res
    clause = ctx.clause_of(start)
    low, high = max(clause.start, res.span.end, start - _NEAR), min(clause.end, end + _NEAR)
    hit = clock.search(ctx.text, low, high) if low < high else None
    if hit is None or not ctx.text[res.span.end:hit.start()].strip():
        return res
    return res.model_copy(update={"date": res.date + dt.timedelta(days=1)})
