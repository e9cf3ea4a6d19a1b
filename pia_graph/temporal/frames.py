"""A year said beside a year-less date: "작년 10/5", "last year on 10/5", "March 3 last year", "2019년에 10/5",
"back in 2019, on March 3", "10/5 of last year".

The year frame (a year alone, or a relative year: last year, 작년, this year, 2 years ago) gives the year the
written date lacks, when only a connector stands between them (on, in, of, a comma, 에, 의). The date keeps its
month and day (a month name keeps its month); the frame alone would have said only the year, the date alone
the most recent such day.
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Sequence

from pia_graph.temporal import cal
from pia_graph.temporal.base import in_month, on_date
from pia_graph.temporal.supply import Cand
from pia_graph.temporal.types import Resolution

#: rules whose date or month is read without a year (a written date, a month name)
_YEARLESS = ("date.md", "en.month_day", "en.day_month", "ko.month_day", "en.in_month", "ko.month", "en.month")
#: rules that name a whole year, relatively or not
_YEAR_RULES = ("en.year_rel", "ko.year_rel", "en.in_year", "ko.year", "en.years_ago", "ko.years_ago")
#: what may stand between the frame and the date
_GAP = re.compile(r"(?i)\s*,?\s*(?:(?:on|in|of|during|back\s+in|around)\s+)?(?:the\s+)?|\s*(?:에는|에|의|,)?\s*")
_GAP_AFTER = re.compile(r"(?i)\s*,?\s*(?:(?:of|in|during)\s+)?|\s*(?:,)?\s*")


def _frame_year(c: Cand) -> int | None:
    """The calendar year a candidate names as a whole (None when it names something else)."""
    res = c.res
    if res.kind == "year":
        return res.year
    if res.kind == "interval" and (c.rule_id in _YEAR_RULES or res.granularity == "year"):
        start = res.start
        if isinstance(start, dt.date) and not isinstance(start, dt.datetime) and (start.month, start.day) == (1, 1):
            return start.year
    return None


def _yearless(c: Cand, text: str) -> bool:
    return c.rule_id in _YEARLESS and re.search(r"\d{4}|'\d\d", text[c.start:c.end]) is None


def _in_year(res: Resolution, year: int) -> Resolution | None:
    if res.kind == "date" and res.date is not None:
        return on_date(cal.valid_date(year, res.date.month, res.date.day))
    if res.kind == "month" and res.month is not None:
        return in_month(dt.date(year, int(res.month[5:7]), 1)) if 1 <= year <= 9999 else None
    return None


def compose(text: str, atoms: Sequence[Cand]) -> list[Cand]:
    """A year-less date or month with a year frame just before or after it, placed in that year."""
    frames = [(a, y) for a in atoms if (y := _frame_year(a)) is not None]
    if not frames:
        return []
    out: list[Cand] = []
    for d in atoms:
        if not _yearless(d, text):
            continue
        for f, year in frames:
            if f.end <= d.start:
                gap, pattern = text[f.end:d.start], _GAP
            elif d.end <= f.start:
                gap, pattern = text[d.end:f.start], _GAP_AFTER
            else:
                continue
            if pattern.fullmatch(gap) is None:
                continue
            res = _in_year(d.res, year)
            if res is not None:
                lang = "ko" if re.search(r"[가-힣]", text[min(f.start, d.start):max(f.end, d.end)]) else "en"
                out.append(Cand(min(f.start, d.start), max(f.end, d.end), f"{lang}.year_frame/{d.rule_id}/{f.rule_id}",
                                res, d.order))
    return out
