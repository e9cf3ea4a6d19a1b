"""What the strict-round tests read of an extraction: its records of one type by coordinate, and a record's day."""

from __future__ import annotations

import datetime as dt
from typing import Any

SAID_EN = "2026-08-20T10:00:00-04:00"  # a Thursday morning
SAID_KO = "2026-10-20T10:00:00+09:00"


def of_type(run: Any, text: str, rtype: str, lang: str = "en", said: str = SAID_EN) -> dict[str, Any]:
    """The records of type ``rtype`` that ``run`` extracts from ``text``, by coordinate."""
    return {r.coordinate: r for r in run(text, said, lang).records if r.type == rtype}


def day(value: Any) -> str | None:
    """A record's date or date-time as its ISO day."""
    return None if value is None else (value.date() if isinstance(value, dt.datetime) else value).isoformat()
