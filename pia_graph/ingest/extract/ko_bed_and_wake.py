"""A Korean night told by its bedtime and its waking as two statements, in either order (pure).

"새벽 3시쯤 깼다가 다시 못잤음. 12시에 누웠어", "새벽 4시에 깸. 잠은 10시에 잠", "새벽 2시에 깨서 못잠 ㅠ 11시에
잤는데", "새벽 2시까지 과제하다 잠, 8시 기상": the temporal rules read a window said as one phrase ("12시에 자서 7시에
일어남"); these say the waking first, or the bedtime as the hour until which the user stayed up. The night is the one
that ends at the waking hour on the turn's day (the day before when that hour is still to come), begun at the bedtime
before it. Asked by ``sleep_windows.sleep_drafts`` only when no window was read; rule ``sleep.onset_wake``.
"""

from __future__ import annotations

import datetime as dt
import re

from pia_graph.ingest.extract.context import Ctx, Draft
from pia_graph.temporal.base import KO_LEFT
from pia_graph.temporal.sleep import ko_time_of_day, ko_time_pattern, night_date

# the temporal sleep rules' Korean clock (one reading of 밤, 새벽, a bare hour: ``ko_time_of_day``), then 쯤 / 경
_HOUR = rf"{KO_LEFT}{ko_time_pattern('t')}\s*(?:쯤|경|정도)?\s*"
# "12시에 누웠어", "10시에 잠", "11시에 잤는데", "2시까지 과제하다 잠": a bedtime (a sleep verb, not 못 잤)
_BED = re.compile(_HOUR + r"(?:에|까지\s*(?:[가-힣]+(?:하다가?|하고)\s*)?)\s*"
                  r"(?:누웠|누움|누워|잤|잠(?![가-힣])|자서|잠들|잠듦|취침)")
# "새벽 3시쯤 깼다가", "새벽 4시에 깸", "8시 기상", "8시에 일어남": a waking
_WAKE = re.compile(_HOUR + r"(?:에\s*)?(?:깼|깸|깨서|깨고|깨다|일어남|일어났|일어나서|기상)")


def bed_and_wake(ctx: Ctx) -> list[Draft]:
    """The night of a Korean turn that says its bedtime and its waking apart (module doc); else []."""
    if ctx.lang != "ko":
        return []
    bed, wake = _BED.search(ctx.text), _WAKE.search(ctx.text)
    if bed is None or wake is None or (bed.start() < wake.end() and wake.start() < bed.end()):
        return []
    onset, woke = ko_time_of_day(bed, "t", "start"), ko_time_of_day(wake, "t", "end")
    if onset is None or woke is None:
        return []
    tz = ctx.said_at.tzinfo
    end = dt.datetime.combine(ctx.said_at.date(), woke, tz)
    if end > ctx.said_at:
        end -= dt.timedelta(days=1)
    start = dt.datetime.combine(end.date(), onset, tz)
    if start >= end:
        start -= dt.timedelta(days=1)
    minutes = int((end - start).total_seconds() // 60)
    if not 0 < minutes <= 16 * 60:
        return []
    first, last = min(bed.start(), wake.start()), max(bed.end(), wake.end())
    fields = {"start": start, "end": end, "value": minutes, "unit": "min", "duration_min": minutes,
              "date": night_date(start), "time_expression": f"{bed.group(0)} … {wake.group(0)}",
              "time_rule": "ingest.sleep_bed_and_wake_ko", "time_granularity": "minute"}
    return [Draft("sleep.onset_wake", "sleep", "sleep:night", first, last, fields, time="own")]
