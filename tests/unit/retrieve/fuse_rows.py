"""Rows as the recall statements return them, for the fusion's unit tests: a record and a fact said on a day, in
Korea's time zone (the structured and associative rows `fuse` reads)."""

from __future__ import annotations

import datetime as dt
from typing import Any

TZ = dt.timezone(dt.timedelta(hours=9))
SAID = dt.datetime(2026, 10, 15, 20, 0, tzinfo=TZ)


def record_row(rid: str, coord: str, day: dt.date, turn: str, *, kind: str, **extra: Any) -> dict[str, Any]:
    """A record of type ``kind`` dated ``day`` (noon), said that morning in ``turn``."""
    return {"record_id": rid, "coordinate": coord, "type": extra.pop("type", kind),
            "value": extra.pop("value", None), "date": day, "sort_time": dt.datetime.combine(day, dt.time(12), TZ),
            "turn_id": turn, "recorded_at": dt.datetime.combine(day, dt.time(9), TZ), **extra}


def fact_row(fid: str, turn: str, text: str, day: dt.date) -> dict[str, Any]:
    """A sentence of ``turn`` dated and said on ``day``."""
    return {"fact_id": fid, "turn_id": turn, "text": text, "date": day,
            "said_at": dt.datetime.combine(day, dt.time(9), TZ)}
