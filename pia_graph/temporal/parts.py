"""Parts of a period: "early March", "the end of last month", "late 2019", 3월 초순, 지난달 말, 월말, 연말.

A part of a period resolves to the period it is part of, at the period's granularity: "early March" is
`month` March, "the end of last month" is last month, "late last year" is last year, 3월 하순 is March. A
record dated "early March" happened on some day of March that was not said; storing the 1st–10th as
`start`/`end` would read as an episode lasting ten days.

A part said without its period ("the end of the month", 월말, 연말, "mid-month") is a part of the current
month or year, or of the one before when that part has not begun yet (a month's end begins on the 21st, its
middle on the 11th, a year's end in December): the most recent such part that has begun by ``said_at``, as
for a written date; the current (or next) one when something is expected.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import re
from collections.abc import Sequence
from functools import cache

from dateutil.relativedelta import relativedelta

from pia_graph.ontology.word_lists import words_alternation
from pia_graph.temporal import cal
from pia_graph.temporal.base import (
    Ctx,
    Groups,
    Handler,
    Rule,
    en_pattern,
    end_of,
    in_month,
    in_year,
    interval,
    ko_pattern,
    triggered,
    whole_period,
)
from pia_graph.temporal.rules_common import YEAR4
from pia_graph.temporal.supply import Cand
from pia_graph.temporal.types import Resolution

#: the parts of a period, English, said before it ("early", "the end of", "mid-")
EN_PART = (
    r"(?:very\s+)?(?:early|earlier|mid|middle|late|later|beginning|start|end|tail\s+end|first\s+half"
    r"|second\s+half|latter\s+part|last\s+days|first\s+days|first\s+part|last\s+part)"
)
_EN_PREFIX = re.compile(
    rf"(?<![\w-])(?:(?:at|in|by|around|towards?|until|till|during|from)\s+)?(?:the\s+)?{EN_PART}"
    r"(?:\s*-\s*|\s+of\s+(?:the\s+)?|\s+in\s+|\s+)$",
    re.IGNORECASE,
)
_EN_PART_LEAD = re.compile(rf"(?<![\w-])(?:the\s+)?{EN_PART}(?:\s*-\s*|\s+of\s+|\s+in\s+|\s+)", re.IGNORECASE)


@cache
def _ko_suffix() -> re.Pattern[str]:
    """The parts of a period, Korean, said after it (3월 초, 지난달 말, 작년 하반기: the dictionary's ``period_part``),
    then the end of the word or a particle."""
    return re.compile(
        rf"\s?(?:{words_alternation('period_part', 'ko')})"
        r"(?=$|[^가-힣]|에|쯤|경|께|부터|까지|이|의|엔|은|는|도|으로|로|정도)"
    )


_NTH = {"first": 1, "1st": 1, "second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4, "4th": 4,
        "첫째": 1, "첫": 1, "둘째": 2, "두째": 2, "셋째": 3, "넷째": 4}
#: "the first week of March", "the last week of February", 3월 첫째 주: days 1–7, 8–14 … or the month's last 7
_EN_WEEK_OF = re.compile(
    r"(?<![\w-])(?:the\s+)?(?P<nth>first|1st|second|2nd|third|3rd|fourth|4th|last|final)\s+week\s+(?:of|in)\s+"
    r"(?:the\s+month\s+of\s+)?",
    re.IGNORECASE,
)
#: "the week of the 4th", "the week of March 3": the Monday–Sunday week that holds that day
_EN_WEEK_HOLDING = re.compile(r"(?<![\w-])(?:the\s+)?week\s+of\s+(?:the\s+)?$", re.IGNORECASE)
_KO_WEEK_OF = re.compile(
    r"\s?(?P<nth>첫째|첫|둘째|두째|셋째|넷째|마지막)\s?주(?:차)?(?=$|[^가-힣]|에|부터|까지|의|는|엔|동안|내내)"
)


def _week_of_month(res: Resolution, nth: str) -> Resolution | None:
    if res.kind != "month" or res.month is None:
        return None
    y, m = (int(x) for x in res.month.split("-"))
    first = dt.date(y, m, 1)
    try:
        last = first + relativedelta(months=1, days=-1)
    except (ValueError, OverflowError):
        return None  # beyond the calendar
    k = _NTH.get(nth.lower())
    if k is None:  # the last week: the month's last seven days
        return interval(last - dt.timedelta(days=6), last, "day")
    start = first + dt.timedelta(days=7 * (k - 1))
    return interval(start, min(last, start + dt.timedelta(days=6)), "day")


#: 이번 달 말일, 3월 말일: the month's last day
_KO_LAST_DAY = re.compile(r"\s?말일")
#: the days on which the part of a month begins (its end on the 21st), and the month of a year's part
_MONTH_PART_BEGINS = {"start": 1, "mid": 11, "end": 21}
_YEAR_PART_BEGINS = {"start": 1, "mid": 6, "end": 12}


def _part(word: str) -> str:
    w = word.lower()
    if w.startswith(("mid", "중", "월중", "연중")):
        return "mid"
    if w.startswith(("end", "late", "말", "월말", "연말", "년말", "하", "후")) or "말" in w:
        return "end"
    return "start"


def _month_part(m: Groups, c: Ctx) -> Resolution | None:
    """The end (or start, middle) of the month: this month once that part has begun, else the last one."""
    begun = c.today.day >= _MONTH_PART_BEGINS[_part(m["p"])]
    shift = 0 if begun or c.expected or m.get("by") else -1
    return in_month(cal.month_shift(c.today, shift))


def _year_part(m: Groups, c: Ctx) -> Resolution | None:
    """The end (or start, middle) of the year: this year once that part has begun, else the last one."""
    begun = c.today.month >= _YEAR_PART_BEGINS[_part(m["p"])]
    return in_year(c.today.year if begun or c.expected or m.get("by") else c.today.year - 1)


def _week_part(m: Groups, c: Ctx) -> Resolution | None:
    """"the end of the week": this week (Monday to the date, as "this week")."""
    return interval(cal.monday_of(c.today), c.today, "week")


def _part_of_year(m: Groups, c: Ctx) -> Resolution | None:
    """"late 2019", "early-2020": the year."""
    return in_year(int(m["y"]))


@cache
def rules() -> tuple[Rule, ...]:
    """Parts of the current month or year said alone, and parts of a written year."""
    by = r"(?:(?P<by>by|until|till|before)\s+)?"
    en_month = by + (r"(?:the\s+)?(?P<p>end|beginning|start|middle|mid|first\s+half|second\s+half|first\s+part"
                     r"|last\s+part)(?:\s+of\s+the\s+|-)month")
    en_week = by + r"(?:the\s+)?(?P<p>end|beginning|start|middle|rest)\s+of\s+the\s+week(?!end)"
    en_year = by + r"(?:the\s+)?(?P<p>end|beginning|start|middle|first\s+half|second\s+half)\s+of\s+the\s+year" \
              r"|year[-\s](?P<p2>end)"
    spec_en: list[tuple[str, str, Handler]] = [
        ("en.part_of_the_month", en_month, _month_part),
        ("en.part_of_the_year", en_year, _year_part),
        ("en.part_of_the_week", en_week, _week_part),
        ("en.part_of_year", rf"(?:(?:in|during|by)\s+)?(?:the\s+)?{EN_PART}(?:\s*-\s*|\s+of\s+|\s+)(?P<y>{YEAR4})"
                            r"(?![\d/-]|\.\d|\s*(?:mg|mcg|ml|steps|calories|kcal|units?|iu))", _part_of_year),
    ]
    spec_ko: list[tuple[str, str, Handler]] = [
        ("ko.part_of_the_month", r"(?P<p>월말|월초|월중)(?:경|쯤|께)?", _month_part),
        ("ko.part_of_the_year", r"(?P<p>연말|연초|년말|년초)(?:경|쯤|께)?(?![가-힣]{0,1}정산)", _year_part),
    ]
    words = {"en.part_of_the_month": r"month", "en.part_of_the_year": r"year", "en.part_of_year": r"\d{4}",
             "en.part_of_the_week": r"week",
             "ko.part_of_the_month": r"월[말초중]", "ko.part_of_the_year": r"[연년][말초]"}
    out = [triggered(Rule(rid, en_pattern(body), h), words[rid]) for rid, body, h in spec_en]
    out += [triggered(Rule(rid, ko_pattern(body), h), words[rid]) for rid, body, h in spec_ko]
    return tuple(out)


def _is_period(c: Cand) -> bool:
    if c.res.kind in ("month", "year"):
        return True
    return c.res.kind == "interval" and c.res.granularity in ("week", "month", "year")


@cache
def _en_week_of_month_name() -> re.Pattern[str]:
    from pia_graph.temporal.rules_en import MONTH

    return re.compile(rf"(?P<mon>{MONTH})(?:\s*,?\s*(?:of\s+)?(?P<y>{YEAR4}))?(?![\w/]|\s*\d)", re.IGNORECASE)


def _month_names(text: str, ctx: Ctx) -> list[Cand]:
    """"the first week of March", "the end of March": the month a part names (a bare month is no time alone)."""
    out: list[Cand] = []
    leads = [*_EN_WEEK_OF.finditer(text), *_EN_PART_LEAD.finditer(text)]
    for week in leads:
        m = _en_week_of_month_name().match(text, week.end())
        if m is None:
            continue
        month = cal.en_month(m.group("mon"))
        y = m.group("y")
        try:
            first = cal.valid_date(int(y), month, 1) if y else cal.recent_month(ctx.today, month, ctx.expected)
        except (ValueError, OverflowError):
            continue  # beyond the calendar
        res = in_month(first)
        if res is not None:
            out.append(Cand(m.start(), m.end(), "en.month", res, 999))
    return out


def compose(text: str, ctx: Ctx, atoms: Sequence[Cand]) -> list[Cand]:
    """A period with its part: "early March", "the end of last month", 3월 초순, 지난달 말: the period."""
    out: list[Cand] = []
    atoms = [*atoms, *_month_names(text, ctx)]
    for a in atoms:
        holding = _EN_WEEK_HOLDING.search(text, max(0, a.start - 20), a.start)
        if holding is not None and a.res.kind == "date" and a.res.date is not None \
                and not a.rule_id.startswith("ko."):
            monday = cal.days(a.res.date, -a.res.date.weekday())
            out.append(Cand(holding.start(), a.end, f"en.week_holding/{a.rule_id}",
                            interval(monday, cal.days(monday, 6), "week"), a.order))
        if not _is_period(a):
            continue
        a = dataclasses.replace(a, res=whole_period(a.res))
        week = next((w for w in _EN_WEEK_OF.finditer(text, max(0, a.start - 30), a.start) if w.end() == a.start),
                    None)
        res = _week_of_month(a.res, week.group("nth")) if week is not None else None
        if week is not None and res is not None and not a.rule_id.startswith("ko."):
            out.append(Cand(week.start(), a.end, f"en.week_of/{a.rule_id}", res, a.order))
        kweek = _KO_WEEK_OF.match(text, a.end)
        res = _week_of_month(a.res, kweek.group("nth") or kweek.group("nth2")) if kweek is not None else None
        if kweek is not None and res is not None and a.rule_id.startswith("ko."):
            out.append(Cand(a.start, kweek.end(), f"ko.week_of/{a.rule_id}", res, a.order))
            continue
        before = _EN_PREFIX.search(text, max(0, a.start - 40), a.start)
        if before is not None and not a.rule_id.startswith("ko."):
            out.append(Cand(before.start(), a.end, f"en.part/{a.rule_id}", a.res, a.order))
        last_day = _KO_LAST_DAY.match(text, a.end)
        if last_day is not None and a.rule_id.startswith("ko.") and a.res.kind == "month":
            end = end_of(a.res)
            if end is not None:
                out.append(Cand(a.start, last_day.end(), f"ko.last_day/{a.rule_id}",
                                Resolution(kind="date", expression="", rule_id="", date=end), a.order))
                continue
        after = _ko_suffix().match(text, a.end)
        if after is not None and a.rule_id.startswith("ko."):
            out.append(Cand(a.start, after.end(), f"ko.part/{a.rule_id}", a.res, a.order))
    return out
