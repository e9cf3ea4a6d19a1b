"""Seasons: "last summer", "this winter", "in the spring", "summer of 2019", 작년 겨울, 올 여름, 봄에.

A season is three calendar months (meteorological, northern hemisphere: spring March–May, summer June–August,
autumn September–November, winter December–February) and resolves to `start` its first day and `end` its last.
Which one:
- "last <season>" (지난/저번 <season>): the most recent one that has ended;
- "this <season>" (이번/올 <season>): this year's (a winter: the one that began last December until June, then
  the one that begins this December);
- "next <season>" (다음 <season>): the next one that has not begun;
- a bare season ("in the summer", 여름에, "this past summer"): the most recent one that has begun; the next one
  when something is expected;
- with a year ("summer 2019", 2019년 여름, 작년 겨울, 내년 봄): the one that begins in that year.
"""

from __future__ import annotations

import datetime as dt
from functools import cache

from dateutil.relativedelta import relativedelta

from pia_graph.temporal.base import Ctx, Groups, Rule, en_pattern, interval, ko_pattern, triggered
from pia_graph.temporal.rules_common import YEAR4
from pia_graph.temporal.types import Resolution

#: the month each season begins in
_FIRST_MONTH = {"spring": 3, "summer": 6, "fall": 9, "autumn": 9, "winter": 12,
                "봄": 3, "여름": 6, "가을": 9, "겨울": 12}
_EN = r"(?P<s>spring|summer|fall|autumn|winter)"
_KO = r"(?P<s>봄|여름|가을|겨울)"


def _span(season: str, year: int) -> tuple[dt.date, dt.date]:
    start = dt.date(year, _FIRST_MONTH[season.lower()], 1)
    return start, start + relativedelta(months=3, days=-1)


def _resolve(season: str, rel: str, c: Ctx, year: int | None = None) -> Resolution | None:
    today = c.today
    if year is not None:
        start, end = _span(season, year)
    elif rel == "last":
        start, end = _span(season, today.year)
        while end >= today:
            start, end = _span(season, start.year - 1)
    elif rel == "next":
        start, end = _span(season, today.year)
        while start <= today:
            start, end = _span(season, start.year + 1)
    elif rel == "this":
        winter = _FIRST_MONTH[season.lower()] == 12
        start, end = _span(season, today.year - 1 if winter and today.month <= 6 else today.year)
    else:  # bare: the most recent that has begun (the next when expected)
        start, end = _span(season, today.year + 1)
        while start > today:
            start, end = _span(season, start.year - 1)
        if c.expected and end < today:
            start, end = _span(season, start.year + 1)
    return interval(start, end, "month")


_EN_REL = {"last": "last", "past": "last", "previous": "last", "this": "this", "next": "next", "coming": "next",
           "this past": "bare", "this coming": "next"}
_KO_REL = {"지난": "last", "저번": "last", "지난해": "last_year", "작년": "last_year", "이번": "this", "올": "this",
           "올해": "this", "금년": "this", "다음": "next", "내년": "next_year", "재작년": "year_before_last"}


def _en(m: Groups, c: Ctx) -> Resolution | None:
    y = m.get("y")
    rel = " ".join((m.get("rel") or "").lower().split())
    return _resolve(m["s"], _EN_REL.get(rel, "bare"), c, int(y) if y is not None else None)


def _ko(m: Groups, c: Ctx) -> Resolution | None:
    y = m.get("y")
    rel = (m.get("rel") or "").replace(" ", "")
    kind = _KO_REL.get(rel, "bare")
    offsets = {"last_year": -1, "next_year": 1, "year_before_last": -2}
    if y is not None:
        return _resolve(m["s"], "bare", c, int(y))
    if kind in offsets:
        return _resolve(m["s"], "bare", c, c.today.year + offsets[kind])
    return _resolve(m["s"], kind, c)


@cache
def rules() -> tuple[Rule, ...]:
    en = (
        # "my last fall was in May": a fall, not autumn
        r"(?<!\bmy\s)(?<!\bher\s)(?<!\bhis\s)(?<!\bour\s)(?<!\btheir\s)"
        rf"(?:(?:in|during|over|since)\s+)?(?:the\s+)?(?P<rel>this\s+past|this\s+coming|last|past|previous|this|next"
        rf"|coming)\s+{_EN}(?!\s+(?:of\s+)?{YEAR4})"
        rf"|(?:(?:in|during|over)\s+the\s+){_EN.replace('<s>', '<s2>')}(?!\s+(?:of\s+)?{YEAR4})"
        rf"|(?:(?:in|during|over)\s+(?:the\s+)?)?{_EN.replace('<s>', '<s3>')}\s+(?:of\s+)?(?P<y>{YEAR4})"
    )
    ko = (
        rf"(?:(?P<y>{YEAR4})\s*년\s*|(?P<rel>재작년|작년|지난\s?해|지난|저번|이번|올해|올|금년|다음|내년)\s?)"
        rf"{_KO}(?:철)?(?=에|부터|까지|엔|은|는|이|내내|동안|\s|$|[,.!?])"
        # a bare season needs its particle: 봄에, 여름 내내 ("봄" alone is also "seeing")
        rf"|{_KO.replace('<s>', '<s2>')}(?:철)?(?=에|부터|까지|엔|\s?내내|\s?동안)"
    )
    return (triggered(Rule("en.season", en_pattern(en), _en), r"spring|summer|fall|autumn|winter"),
            triggered(Rule("ko.season", ko_pattern(ko), _ko), r"봄|여름|가을|겨울"))
