"""The grammar of composition: an anchor moved by an offset, and a range made of two resolved ends.

- An **anchor** is any point the atomic rules resolve (today, tomorrow, a weekday, a written date).
- An **offset** is N units before or after it: ``shift`` is the one function every "N days ago", "in N
  weeks", "three weeks from tomorrow", "이틀 뒤" goes through (days and weeks give a date, months a month,
  years a year).
- A **period** is a calendar week, month or year ``n`` steps from the anchor's (``week_of``).
- A **range** ("from A to B", "A - B", "between A and B", "A부터 B까지") is two resolved ends: start of A,
  last day of B, both inclusive. A year written only on B applies to A; a year-less end follows its start
  (the first such date on or after it), and a range with no year at all is the most recent one whose end
  is not after the date (the next one when something is expected); a start after its end is no range.
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Sequence
from fractions import Fraction
from functools import cache

from dateutil.relativedelta import relativedelta

from pia_graph.temporal import cal
from pia_graph.temporal.base import Ctx, end_of, in_month, in_year, interval, on_date, start_of
from pia_graph.temporal.numbers import EN_INT, KO_DAY_WORD, KO_NUM, MOS, WKS, YRS, en_number, ko_number
from pia_graph.temporal.supply import Cand
from pia_graph.temporal.types import Resolution

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
    rf"(?<![\w-])(?:(?P<n>{EN_INT})\s+|the\s+)(?P<u>days?|{WKS}|fortnights?|{MOS}|{YRS})\s+"
    r"(?P<dir>before|after|from|following|prior\s+to|past)\s+(?:the\s+)?$",
    re.IGNORECASE,
)
_KO_OFFSET = re.compile(
    rf"\s*(?:으로부터|로부터|에서부터|에서|부터|기준으로|기준|보다)\s*(?:(?P<n>{KO_NUM})\s*(?P<u>일|주일|주|개월|달|년)"
    rf"|(?P<w>{KO_DAY_WORD}|일주일))\s*(?P<dir>전|후|뒤|이후|이전)"
    r"(?=$|[^가-힣]|에|엔|가|로|쯤|께|까지|의|이|은|는|도|만|부터|인|예요|입니다)"
)


def _forward_anchor(a: Cand, sign: int, ctx: Ctx | None) -> dt.date | None:
    """The anchor of an offset; a bare weekday counted forward from ("a week from Friday") is the coming one."""
    if a.res.date is None or ctx is None or sign < 0 or a.rule_id not in _WEEKLY:
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
        if m is not None:
            sign = -1 if m.group("dir").lower().startswith(("before", "prior")) else 1
            n = en_number(m.group("n")) if m.group("n") else Fraction(1)  # "the day after", "the week before"
            res = _shifted(_forward_anchor(a, sign, ctx), n, sign, unit_of(m.group("u")))
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


# Ranges --------------------------------------------------------------------------------------------

#: rules whose result recurs (a year-less written date each year, a bare weekday each week, a bare day
#: of the month each month): a range may move such an end to the occurrence that fits the other end
_YEARLY = ("date.md", "date.md_dotted", "en.month_day", "en.day_month", "en.in_month", "ko.month_day", "ko.month",
           "en.month")
_WEEKLY = ("en.on_weekday", "ko.on_weekday")
_MONTHLY = ("en.day_of_month", "ko.day_of_month", "en.day", "ko.day")


def _recurrence(c: Cand, text: str) -> str | None:
    rule = re.sub(r"^(?:en|ko)\.part/", "", c.rule_id)  # "early March" recurs as March does
    if re.search(r"\d{4}|'\d\d", text[c.start:c.end]):
        return None
    if rule in _YEARLY:
        return "yearly"
    if rule in _WEEKLY:
        return "weekly"
    if rule in _MONTHLY:
        return "monthly"
    return None


def _at(first: dt.date, period: str, pivot: dt.date, k: int) -> dt.date | None:
    """The occurrence of ``first``'s recurring day ``k`` periods from ``pivot``'s week, month or year
    (None where that month lacks the day: Feb 29, the 31st)."""
    if period == "weekly":
        try:
            return cal.monday_of(pivot) + dt.timedelta(days=first.weekday() + 7 * k)
        except (OverflowError, ValueError):
            return None  # beyond the calendar
    if period == "yearly":
        return cal.valid_date(pivot.year + k, first.month, first.day)
    months = pivot.month - 1 + k
    return cal.valid_date(pivot.year + months // 12, months % 12 + 1, first.day)


def _span_at(kind: str, first: dt.date) -> tuple[dt.date, dt.date]:
    if kind == "month":
        return first, first.replace(day=1) + relativedelta(months=1, days=-1)
    return first, first


def _first_ending_on_or_after(
    kind: str, first: dt.date, period: str, pivot: dt.date
) -> tuple[dt.date, dt.date] | None:
    """The earliest occurrence of a recurring end whose last day is on or after ``pivot``."""
    for k in range(-1, 14):
        x = _at(first, period, pivot, k)
        if x is not None and _span_at(kind, x)[1] >= pivot:
            return _span_at(kind, x)
    return None


def _last_starting_by(
    kind: str, first: dt.date, period: str, pivot: dt.date, strict: bool = False
) -> tuple[dt.date, dt.date] | None:
    """The latest occurrence of a recurring start that begins on or before ``pivot`` (before, if strict)."""
    for k in range(1, -14, -1):
        x = _at(first, period, pivot, k)
        if x is not None and (x < pivot or (x == pivot and not strict)):
            return _span_at(kind, x)
    return None


def _span(res: Resolution) -> tuple[dt.date, dt.date] | None:
    first, last = start_of(res), end_of(res)
    if first is None or last is None:
        return None
    return first, last


def _place(a: Cand, b: Cand, text: str, ctx: Ctx) -> tuple[dt.date, dt.date] | None:
    """Start of A and last day of B, after moving a recurring end next to the other; None if reversed."""
    sa, sb = _span(a.res), _span(b.res)
    if sa is None or sb is None:
        return None
    ra, rb = _recurrence(a, text), _recurrence(b, text)
    if ra is not None and rb is None and (re.search(r"\d{4}", text[b.start:b.end]) or sa[0] > sb[1]):
        # a year written only on B applies to A: the latest occurrence of A that begins by B's end
        sa = _last_starting_by(a.res.kind, sa[0], ra, sb[1])
    elif rb is not None:
        # a year-less end follows its start: the first occurrence of B that ends on or after A's start
        b_first = sb[0]
        sb = _first_ending_on_or_after(b.res.kind, b_first, rb, sa[0])
        if ra is not None and sb is not None and sb[1] > ctx.today and not ctx.expected:
            # a range with no year at all is the most recent one whose end is not after the date
            earlier = _last_starting_by(a.res.kind, sa[0], ra, sa[0], strict=True)
            if earlier is not None:
                sa = earlier
                sb = _first_ending_on_or_after(b.res.kind, b_first, rb, sa[0])
        elif ra is not None and sb is not None and ctx.expected and sa[0] > ctx.today:
            # expected: the first such range whose end is not before the date, so one under way stays this one
            earlier = _last_starting_by(a.res.kind, sa[0], ra, sa[0], strict=True)
            under_way = _first_ending_on_or_after(b.res.kind, b_first, rb, earlier[0]) if earlier else None
            sa, sb = (earlier, under_way) if under_way is not None and under_way[1] >= ctx.today else (sa, sb)
    if sa is None or sb is None or sa[0] > sb[1]:
        return None
    return sa[0], sb[1]


_MIDDLE_EN = re.compile(r"\s*(?:-|–|—|~|\bto\b|\btill\b|\btil\b|\buntil\b|\bthrough\b|\bthru\b)\s*", re.I)
_MIDDLE_BETWEEN = re.compile(r"\s*\band\b\s*", re.I)
_LEAD_EN = re.compile(r"(?<![\w-])(?:from|between)\s+$", re.I)
_MIDDLE_KO = re.compile(r"\s*(?:(?P<buteo>에서부터|서부터|부터|에서|서)|[~∼〜–—-]|(?P<and>와|과|하고|이랑|랑))\s*")
_TAIL_KO = re.compile(r"\s*(?:까지|사이)")
_BARE_YEAR = re.compile(
    r"(?<![\w/.$€£₩])(?<![A-Za-z]-)(?P<y>(?:1[89]|2[01])\d\d)(?P<nyeon>\s*년도?)?(?![\w/%]|[.,:]\d)"
)
_BARE_DAY_KO = re.compile(r"(?P<d>[12]\d|3[01]|0?[1-9])\s*일(?!\s*(?:동안|간|째|전|후|뒤|치|분))")
#: written dates with a day: a bare day number after them may end a range in the same month
_DAY_RULES = ("en.month_day", "en.day_month", "en.day_of_month", "ko.month_day", "ko.ymd", "ko.day_of_month",
              "ko.month_rel_day", "ko.year_rel_month")
_SCORE = re.compile(r"\d{1,2}\s*/\s*10$")
#: a bare day number ends a range unless a unit or "of" follows it (3-9 days, 3-4 mg, 3-5 of them)
_BARE_DAY = re.compile(
    r"(?P<d>[12]\d|3[01]|0?[1-9])(?:st|nd|rd|th)?(?![\d/:.]|\s*(?:[ap]\.?m\b|%|(?:[a-z]{2,}\s+)?of\b"
    r"|(?:days?|d|wks?|weeks?|months?|mos?|years?|yrs?|hours?|hrs?|h|mins?|minutes?|times|x|mg|mcg|g|ml|kg|lbs?"
    r"|pills?|tabs?|tablets?|capsules?|caps?|units?|iu|doses?|puffs?|drops?|sets?|reps?|cups?|glasses|drinks?"
    r"|beers?|cigs?|cigarettes?|miles?|mi|km|k|steps?|servings?|meals?|people|points?|pts?)\b))",
    re.I,
)


@cache
def _bare_month() -> re.Pattern[str]:
    from pia_graph.temporal.rules_en import MONTH

    return re.compile(rf"(?<![\w/.-])(?P<mon>{MONTH})(?![\w/]|\s*\d)", re.IGNORECASE)


#: the end of a range that runs until the moment it is said: "from 7/1 till now", "3월부터 지금까지"
_NOW = re.compile(r"(?<![\w-])(?:now|(?:the\s+)?present|date)(?![\w-])|(?<![가-힣])(?:지금|현재)", re.IGNORECASE)


def _range_ends(text: str, ctx: Ctx, atoms: Sequence[Cand]) -> list[Cand]:
    """Points that only a range makes into a time: a bare year, a bare month name, now (from 2015 to 2017,
    from March to May, from 7/1 till now)."""
    taken = [(a.start, a.end) for a in atoms]
    out: list[Cand] = []

    def free(s: int, e: int) -> bool:
        return all(e <= a or s >= b for a, b in taken)

    for m in _BARE_YEAR.finditer(text):
        res = in_year(int(m.group("y")))
        if res is not None and free(m.start(), m.end()):
            out.append(Cand(m.start(), m.end(), "ko.year" if m.group("nyeon") else "en.year", res, 999))
    for m in _NOW.finditer(text):
        if free(m.start(), m.end()):
            rule = "ko.now" if re.match(r"[가-힣]", m.group(0)) else "en.now"
            out.append(Cand(m.start(), m.end(), rule, Resolution(kind="date", expression="", rule_id="",
                                                                 date=ctx.today), 999))
    for m in _bare_month().finditer(text):
        month = cal.en_month(m.group("mon"))
        try:
            res = in_month(cal.recent_month(ctx.today, month, ctx.expected))
        except (ValueError, OverflowError):
            continue  # beyond the calendar
        if res is not None and free(m.start(), m.end()):
            out.append(Cand(m.start(), m.end(), "en.month", res, 999))
    return out


def ranges(text: str, ctx: Ctx, atoms: Sequence[Cand]) -> list[Cand]:
    """Explicit ranges: each pair of resolved points joined by "to", "-", "and" (after "between"), 부터 …
    까지, ~."""
    points = [a for a in atoms if a.res.kind in ("date", "month", "year", "interval")]
    points += _range_ends(text, ctx, points)
    by_start: dict[int, list[Cand]] = {}
    for p in points:
        by_start.setdefault(p.start, []).append(p)
    out: list[Cand] = []
    for a in points:
        lead = _LEAD_EN.search(text, max(0, a.start - 10), a.start)
        begin = lead.start() if lead is not None else a.start
        if lead is not None and lead.group(0).lower().startswith("between"):
            middles = [_MIDDLE_BETWEEN.match(text, a.end)]
        else:
            middles = [_MIDDLE_EN.match(text, a.end), _MIDDLE_KO.match(text, a.end)]
        for mid in middles:
            if mid is None or mid.end() == a.end:
                continue
            is_ko = mid.re is _MIDDLE_KO
            ends = by_start.get(mid.end(), [])
            if not ends and a.res.kind == "date" and a.rule_id in _DAY_RULES:
                ends = _same_month_day(text, mid.end(), a, _BARE_DAY_KO if is_ko else _BARE_DAY)
            for b in ends:
                if _SCORE.match(text, a.start, a.end) and _SCORE.match(text, b.start, b.end):
                    continue  # "pain went from 7/10 to 3/10": two scores out of ten, not dates
                end = b.end
                if is_ko:
                    tail = _TAIL_KO.match(text, b.end)
                    needs_tail = mid.group("buteo") is not None or mid.group("and") is not None
                    if tail is None and needs_tail:
                        continue
                    end = tail.end() if tail is not None else b.end
                try:
                    placed = _place(a, b, text, ctx)
                except (ValueError, OverflowError):
                    placed = None  # beyond the calendar
                if placed is None:
                    continue
                lang = "ko" if is_ko else "en"
                out.append(Cand(begin, end, f"{lang}.range/{a.rule_id}/{b.rule_id}",
                                interval(placed[0], placed[1], "day", a.res.assumed or b.res.assumed), a.order))
    return out


def _same_month_day(text: str, pos: int, a: Cand, pattern: re.Pattern[str]) -> list[Cand]:
    """"March 3-9", "from the 3rd to the 9th", 3월 3일~9일: a bare day number after a dated start, in its
    month."""
    m = pattern.match(text, pos)
    if m is None or a.res.date is None:
        return []
    d = cal.valid_date(a.res.date.year, a.res.date.month, int(m.group("d")))
    if d is None:
        return []
    rule = "ko.day" if pattern is _BARE_DAY_KO else "en.day"
    return [Cand(m.start(), m.end(), rule, Resolution(kind="date", expression="", rule_id="", date=d), 999)]
