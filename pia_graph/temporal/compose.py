"""The grammar of composition: an anchor moved by an offset (a range of two resolved ends is in ``ranges``).

- An **anchor** is any point the atomic rules resolve (today, tomorrow, a weekday, a written date).
- An **offset** is N units before or after it: ``shift`` is the one function every "N days ago", "in N
  weeks", "three weeks from tomorrow", "이틀 뒤" goes through (days and weeks give a date, months a month,
  years a year).
- A **period** is a calendar week, month or year ``n`` steps from the anchor's (``week_of``).
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Sequence
from fractions import Fraction
from functools import cache

from pia_graph.temporal import cal
from pia_graph.temporal.base import Ctx, in_month, in_year, interval, on_date
from pia_graph.temporal.numbers import EN_INT, KO_DAY_WORD, KO_NUM, MOS, WKS, YRS, en_number, ko_number
from pia_graph.temporal.supply import Cand
from pia_graph.temporal.types import Resolution

#: rules that resolve a bare weekday, which recurs each week: an offset counts forward from the coming one,
#: and a range may move it (``ranges``)
WEEKDAY_RULES = ("en.on_weekday", "ko.on_weekday")
_UNITS = {"d": "day", "w": "week", "f": "fortnight", "m": "month", "y": "year", "일": "day", "주": "week",
          "개": "month", "달": "month", "년": "year", "해": "year"}


def unit_of(word: str) -> str:
    """The calendar unit a word names (days, wk, 주일, 개월, 달, 년 …)."""
    w = word.strip().lower()
    return _UNITS.get(w[:1], "day")


def shift(anchor: dt.date, n: int, unit: str) -> Resolution | None:
    """``anchor`` moved by ``n`` units (negative: before): a date for days and weeks, else a month or year."""
    if unit == "month":
        return in_month(cal.month_shift(anchor, n))
    if unit == "year":
        return in_year(anchor.year + n)
    per = {"week": 7, "fortnight": 14}.get(unit, 1)
    return on_date(cal.days(anchor, n * per))


def week_of(today: dt.date, weeks: int, weekday: int | None = None) -> Resolution | None:
    """The Monday–Sunday week ``weeks`` from today's (or that weekday in it); this week ends today."""
    if weekday is not None:
        return on_date(cal.in_week(today, weeks, weekday))
    monday = cal.in_week(today, weeks, 0)
    return interval(monday, today if weeks == 0 else cal.days(monday, 6), "week")


def months_around(c: Ctx) -> list[dt.date]:
    """First days of this month and the 13 before it (after it when something is expected), in the order
    a bare day of the month is tried."""
    step = 1 if c.expected else -1
    return [cal.month_shift(c.today, step * k) for k in range(14)]


def bare_day(day: int | None, c: Ctx) -> Resolution | None:
    """A day of the month said alone ("the 15th", "the first of the month"): the most recent such day not after
    the date, or the next on or after it when something is expected; None when none falls within 3 months."""
    if day is None:
        return None
    for first in months_around(c)[:3]:
        cand = cal.valid_date(first.year, first.month, day)
        if cand is not None and ((cand >= c.today) if c.expected else (cand <= c.today)):
            return on_date(cand)
    return None


def day_with_weekday(day: int, weekday: int, c: Ctx) -> Resolution | None:
    """"Friday the 15th", 15일 금요일: the nearest such day (back, or forward when expected) that falls on
    that weekday; None when none does within 14 months."""
    for first in months_around(c):
        cand = cal.valid_date(first.year, first.month, day)
        if cand is None or cand.weekday() != weekday:
            continue
        if (cand >= c.today) if c.expected else (cand <= c.today):
            return on_date(cand)
    return None


# Offsets on an anchor -----------------------------------------------------------------------------

_EN_OFFSET = re.compile(
    # "the day after", "2 days before", and the day with no article, as chat drops it ("day after thanksgiving")
    # "the morning after Thanksgiving", "the night before Christmas": a part of the day next to the anchor's
    rf"(?<![\w-])(?:(?P<n>{EN_INT})\s+|the\s+|(?=day\s))(?:(?P<u>days?|{WKS}|fortnights?|{MOS}|{YRS})"
    r"|(?<=the\s)(?P<pd>morning|evening|night|afternoon)(?=\s+(?:before|after|following)\b))\s+"
    r"(?P<dir>before|after|from|following|prior\s+to|past)\s+(?:the\s+)?$",
    re.IGNORECASE,
)
#: "once a week", "twice a day", "3 times a week": "a week" there is a rate, not a length to shift by
_FREQUENCY_BEFORE = re.compile(r"\b(?:once|twice|thrice|times|x)\s+$", re.IGNORECASE)
_KO_OFFSET = re.compile(
    rf"\s*(?:으로부터|로부터|에서부터|에서|부터|기준으로|기준|보다)\s*(?:(?P<n>{KO_NUM})\s*(?P<u>일|주일|주|개월|달|년)"
    rf"|(?P<w>{KO_DAY_WORD}|일주일))\s*(?P<dir>전|후|뒤|이후|이전)"
    r"(?=$|[^가-힣]|에|엔|가|로|쯤|께|까지|의|이|은|는|도|만|부터|인|예요|입니다)"
)


def _forward_anchor(a: Cand, sign: int, ctx: Ctx | None) -> dt.date | None:
    """The anchor of an offset; a bare weekday counted forward from ("a week from Friday") is the coming one."""
    if a.res.date is None or ctx is None or sign < 0 or a.rule_id not in WEEKDAY_RULES:
        return a.res.date
    try:
        return cal.on_or_after(ctx.today, a.res.date.weekday())
    except (ValueError, OverflowError):
        return None  # beyond the calendar


@cache
def _weekday_offset() -> re.Pattern[str]:
    from pia_graph.temporal.rules_en import WD_FULL

    return re.compile(rf"(?<![\w-])(?:the\s+)?(?P<wd>{WD_FULL})\s+(?P<dir>after|before|following)\s+(?:the\s+)?$",
                      re.IGNORECASE)


def _weekday_around(a: Cand, text: str) -> Cand | None:
    """"the Monday after Thanksgiving", "the Friday before Christmas": the first such weekday past the anchor."""
    m = _weekday_offset().search(text, max(0, a.start - 30), a.start)
    if m is None or a.res.date is None:
        return None
    weekday = cal.en_weekday(m.group("wd"))
    try:
        if m.group("dir").lower() == "before":
            day = cal.strictly_before(a.res.date, weekday)
        else:
            day = cal.strictly_after(a.res.date, weekday)
    except (ValueError, OverflowError):
        return None  # beyond the calendar
    res = on_date(day)
    return None if res is None else Cand(m.start(), a.end, f"en.weekday_offset/{a.rule_id}", res, a.order)


def offsets(text: str, atoms: Sequence[Cand], ctx: Ctx | None = None) -> list[Cand]:
    """"three weeks from tomorrow", "two days before yesterday", 내일로부터 사흘 뒤, "the Monday after
    Thanksgiving": the anchor shifted."""
    out: list[Cand] = []
    n: Fraction | None
    for a in atoms:
        if a.res.kind != "date" or a.res.date is None:
            continue
        around = _weekday_around(a, text)
        if around is not None:
            out.append(around)
        window = max(0, a.start - 40)
        m = _EN_OFFSET.search(text, window, a.start)
        if m is not None and _FREQUENCY_BEFORE.search(text, window, m.start()):
            m = None  # "50,000 IU once a week from today": a rate, then the start
        if m is not None:
            sign = -1 if m.group("dir").lower().startswith(("before", "prior")) else 1
            n = en_number(m.group("n")) if m.group("n") else Fraction(1)  # "the day after", "the week before"
            unit = "day" if m.group("pd") else unit_of(m.group("u"))
            res = _shifted(_forward_anchor(a, sign, ctx), n, sign, unit)
            if res is not None:
                out.append(Cand(m.start(), a.end, f"en.offset/{a.rule_id}", res, a.order))
        k = _KO_OFFSET.match(text, a.end)
        if k is not None:
            word = k.group("w")
            if word == "일주일":
                n, unit = Fraction(1), "week"
            elif word is not None:
                n, unit = ko_number(word), "day"
            else:
                n, unit = ko_number(k.group("n")), unit_of(k.group("u"))
            sign = -1 if k.group("dir") in ("전", "이전") else 1
            res = _shifted(_forward_anchor(a, sign, ctx), n, sign, unit)
            if res is not None:
                out.append(Cand(a.start, k.end(), f"ko.offset/{a.rule_id}", res, a.order))
    return out


def _shifted(anchor: dt.date | None, n: Fraction | None, sign: int, unit: str) -> Resolution | None:
    if anchor is None or n is None or n.denominator != 1:
        return None
    try:
        return shift(anchor, sign * int(n), unit)
    except (ValueError, OverflowError):
        return None  # beyond the calendar
