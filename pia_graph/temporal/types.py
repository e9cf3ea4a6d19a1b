"""Typed results of the temporal resolver: verbatim spans and resolutions."""

from __future__ import annotations

import datetime as dt
from fractions import Fraction
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict

Kind = Literal[
    "date", "interval", "month", "year", "duration", "sleep_window", "supply", "implicit", "unresolved"
]
Granularity = Literal["minute", "day", "week", "month", "year", "none"]


class TimeSpan(BaseModel):
    """A verbatim time expression inside a text: ``text == source[start:end]``."""

    model_config = ConfigDict(frozen=True)

    text: str
    start: int
    end: int


def minutes_value(value: Fraction | float | int) -> int | float:
    """A minute count as an int when whole, else a float (fractional minutes are allowed)."""
    frac = Fraction(value)
    if frac.denominator == 1:
        return int(frac)
    return float(frac)


def _iso(value: dt.date | dt.datetime) -> str:
    return value.isoformat()


class Resolution(BaseModel):
    """One resolved (or explicitly unresolved) time expression."""

    model_config = ConfigDict(frozen=True)

    kind: Kind
    expression: str
    rule_id: str
    granularity: Granularity = "day"
    assumed: bool = False
    date: dt.date | None = None
    start: dt.datetime | dt.date | None = None
    end: dt.datetime | dt.date | None = None
    month: str | None = None
    year: int | None = None
    duration_min: int | float | None = None
    expected_end: dt.date | None = None
    span: TimeSpan | None = None
    note: str | None = None

    def to_expect(self) -> dict[str, Any]:
        """The FORMAT.md ``resolution`` shape for this result."""
        out: dict[str, Any] = {}
        if self.kind in ("date", "implicit") and self.date is not None:
            out["date"] = _iso(self.date)
        elif self.kind == "interval":
            if self.start is not None:
                out["start"] = _iso(self.start)
            if self.end is not None:
                out["end"] = _iso(self.end)
        elif self.kind == "month" and self.month is not None:
            out["month"] = self.month
        elif self.kind == "year" and self.year is not None:  # a year alone: Jan 1 to Dec 31
            out["start"] = _iso(dt.date(self.year, 1, 1))
            out["end"] = _iso(dt.date(self.year, 12, 31))
        elif self.kind == "duration" and self.duration_min is not None:
            out["duration_min"] = self.duration_min
        elif self.kind == "sleep_window" and self.start is not None and self.end is not None:
            out["start"] = _iso(self.start)
            out["end"] = _iso(self.end)
            out["duration_min"] = self.duration_min
        elif self.kind == "supply" and self.start is not None:
            out["start"] = _iso(self.start)
            if self.expected_end is not None:
                out["expected_end"] = _iso(self.expected_end)
        return out
