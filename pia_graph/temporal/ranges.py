"""The grammar of ranges: two resolved ends made into one interval.

A **range** ("from A to B", "A - B", "between A and B", "A부터 B까지") is two resolved ends: start of A,
last day of B, both inclusive. A year written only on B applies to A; a year-less end follows its start
(the first such date on or after it), and a range with no year at all is the most recent one whose end
is not after the date (the next one when something is expected); a start after its end is no range.
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Sequence
from functools import cache

from dateutil.relativedelta import relativedelta

from pia_graph.temporal import cal
from pia_graph.temporal.base import Ctx, end_of, in_month, in_year, interval, start_of
from pia_graph.temporal.compose import WEEKDAY_RULES
from pia_graph.temporal.supply import Cand
from pia_graph.temporal.types import Resolution

#: rules whose result recurs (a year-less written date each year, a bare weekday each week, a bare day
#: of the month each month): a range may move such an end to the occurrence that fits the other end
_YEARLY = ("date.md", "date.md_dotted", "en.month_day", "en.day_month", "en.in_month", "ko.month_day", "ko.month",
           "en.month")
_WEEKLY = WEEKDAY_RULES
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
_SCORE = re.compile(r"\d{1,2}\s*(?:/|out\s+of|outta)\s*10$")
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
