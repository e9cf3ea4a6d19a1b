"""English rules for dates, weeks, months and years (relative and written)."""

from __future__ import annotations

import datetime as dt
from functools import cache

from dateutil.relativedelta import relativedelta

from pia_graph.temporal import cal
from pia_graph.temporal.base import (
    Ctx,
    Groups,
    Handler,
    Rule,
    en_pattern,
    in_month,
    in_year,
    interval,
    on_date,
    unresolved,
)
from pia_graph.temporal.numbers import EN_INT, EN_VAGUE, en_number
from pia_graph.temporal.types import Resolution

WD = (
    r"(?:mon(?:day)?|tue(?:s(?:day)?)?|wed(?:nesday)?|thu(?:rs?(?:day)?)?|fri(?:day)?|sat(?:urday)?"
    r"|sun(?:day)?)"
)
#: month names; "May" only capitalised (it is also a verb)
MONTH = (
    r"(?:jan(?:uary|\.)?|feb(?:ruary|\.)?|mar(?:ch|\.)?|apr(?:il|\.)?|(?-i:May|MAY)|june?|july?"
    r"|aug(?:ust|\.)?|sep(?:t(?:ember|\.)?|\.)?|oct(?:ober|\.)?|nov(?:ember|\.)?|dec(?:ember|\.)?)"
)
_ORD = r"(?:st|nd|rd|th)"
_MORNING = r"(?:morning|afternoon|evening|night|noon)"


def _n(m: Groups, group: str = "n") -> int | None:
    value = en_number(m[group])
    return int(value) if value is not None and value.denominator == 1 else None


def _today(m: Groups, c: Ctx) -> Resolution | None:
    return on_date(c.today)


def _offset(days: int) -> Handler:
    def handler(m: Groups, c: Ctx) -> Resolution | None:
        return on_date(cal.days(c.today, days))
    return handler


def _days_ago(m: Groups, c: Ctx) -> Resolution | None:
    n = _n(m)
    if n is None:
        return None
    unit = m["u"].lower()
    step = 14 if unit.startswith("fortnight") else 7 if unit.startswith("week") else 1
    sign = 1 if m["dir"].lower() in ("later", "from now", "after") else -1
    return on_date(cal.days(c.today, sign * n * step))


def _in_days(m: Groups, c: Ctx) -> Resolution | None:
    n = _n(m)
    if n is None:
        return None
    step = 7 if m["u"].lower().startswith("week") else 1
    return on_date(cal.days(c.today, n * step))


def _months_ago(m: Groups, c: Ctx) -> Resolution | None:
    n = _n(m)
    if n is None:
        return None
    if m["u"].lower().startswith(("year", "yr")):
        return in_year(c.today.year - n)
    return in_month(cal.month_shift(c.today, -n))


def _weekday(m: Groups) -> int:
    return cal.en_weekday(m["wd"])


def _last_weekday(m: Groups, c: Ctx) -> Resolution | None:
    return on_date(cal.strictly_before(c.today, _weekday(m)))


def _next_weekday(m: Groups, c: Ctx) -> Resolution | None:
    return on_date(cal.strictly_after(c.today, _weekday(m)))


def _on_weekday(m: Groups, c: Ctx) -> Resolution | None:
    return on_date(cal.on_or_before(c.today, _weekday(m)))


def _week_weekday(weeks: int) -> Handler:
    def handler(m: Groups, c: Ctx) -> Resolution | None:
        return on_date(cal.in_week(c.today, weeks, _weekday(m)))
    return handler


def _last_week(m: Groups, c: Ctx) -> Resolution | None:
    mon = cal.in_week(c.today, -1, 0)
    return interval(mon, cal.days(mon, 6), "week")


def _this_week(m: Groups, c: Ctx) -> Resolution | None:
    return interval(cal.monday_of(c.today), c.today, "week")


def _next_week(m: Groups, c: Ctx) -> Resolution | None:
    mon = cal.in_week(c.today, 1, 0)
    return interval(mon, cal.days(mon, 6), "week")


def _last_weekend(m: Groups, c: Ctx) -> Resolution | None:
    sat = cal.in_week(c.today, -1, 5)
    return interval(sat, cal.days(sat, 1), "day")


def _this_weekend(m: Groups, c: Ctx) -> Resolution | None:
    sat = cal.on_or_before(c.today, 5) if c.today.weekday() >= 5 else cal.in_week(c.today, -1, 5)
    return interval(sat, min(cal.days(sat, 1), c.today) if c.today >= sat else cal.days(sat, 1), "day")


def _past_n(m: Groups, c: Ctx) -> Resolution | None:
    n = 1 if m.get("n") is None else _n(m)
    if n is None or n < 1:
        return None
    unit = m["u"].lower()
    if unit.startswith("month"):
        start = c.today + relativedelta(months=-n, days=1)
    elif unit.startswith("year"):
        start = c.today + relativedelta(years=-n, days=1)
    else:
        start = cal.days(c.today, -(n * (7 if unit.startswith("week") else 1) - 1))
    return interval(start, c.today, "day")


def _month_rel(m: Groups, c: Ctx) -> Resolution | None:
    rel = m["rel"].lower()
    shift = -1 if rel in ("last", "previous", "past", "the previous") else 1 if rel == "next" else 0
    return in_month(cal.month_shift(c.today, shift))


def _nth_of_month_rel(m: Groups, c: Ctx) -> Resolution | None:
    rel = m["rel"].lower()
    shift = -1 if rel in ("last", "previous") else 1 if rel == "next" else 0
    first = cal.month_shift(c.today, shift)
    return on_date(cal.valid_date(first.year, first.month, int(m["d"])))


def _year_rel(m: Groups, c: Ctx) -> Resolution | None:
    rel = m["rel"].lower()
    if rel in ("this", "current"):
        return interval(c.today.replace(month=1, day=1), c.today, "year")
    year = c.today.year + (1 if rel == "next" else -1)
    return interval(cal.valid_date(year, 1, 1) or c.today, cal.valid_date(year, 12, 31), "year")


def _in_month(m: Groups, c: Ctx) -> Resolution | None:
    month = cal.en_month(m["mon"])
    if m.get("y"):
        return in_month(cal.valid_date(int(m["y"]), month, 1))
    return in_month(cal.recent_month(c.today, month))


def _last_month_name(m: Groups, c: Ctx) -> Resolution | None:
    month = cal.en_month(m["mon"])
    year = c.today.year if month < c.today.month else c.today.year - 1
    return in_month(cal.valid_date(year, month, 1))


def _in_year(m: Groups, c: Ctx) -> Resolution | None:
    return in_year(int(m["y"]))


def _month_day(m: Groups, c: Ctx) -> Resolution | None:
    month = cal.en_month(m["mon"])
    day = int(m["d"])
    if m.get("y"):
        year = int(m["y"])
        if year < 100:
            year = cal.year_from_two_digits(year, c.today)
        return on_date(cal.valid_date(year, month, day))
    return on_date(cal.recent_month_day(c.today, month, day, c.expected))


def _since_year(m: Groups, c: Ctx) -> Resolution | None:
    year = int(m["y"])
    start = cal.valid_date(year, 1, 1)
    return None if start is None else interval(start, None, "year")


def _since_month(m: Groups, c: Ctx) -> Resolution | None:
    month = cal.en_month(m["mon"])
    y = m.get("y")
    start = cal.valid_date(int(y), month, 1) if y is not None else cal.recent_month(c.today, month)
    return None if start is None else interval(start, None, "month")


def _time_ago(m: Groups, c: Ctx) -> Resolution | None:
    text = m["n"].lower()
    n = 30 if text.startswith("half") else _n(m)
    if n is None:
        return None
    unit = m["u"].lower()
    minutes = n if unit.startswith("m") or text.startswith("half") else n * 60
    return on_date((c.said_at - dt.timedelta(minutes=minutes)).date())


def _day_of_month(m: Groups, c: Ctx) -> Resolution | None:
    day = int(m["d"])
    for k in range(3):
        first = cal.month_shift(c.today, k if c.expected else -k)
        cand = cal.valid_date(first.year, first.month, day)
        if cand is not None and ((cand >= c.today) if c.expected else (cand <= c.today)):
            return on_date(cand)
    return None


def _vague(m: Groups, c: Ctx) -> Resolution | None:
    return unresolved("vague: no rule gives a definite time")


@cache
def rules() -> tuple[Rule, ...]:
    """The English rules, in tie-break order."""
    year4 = r"(?P<y>(?:19|20)\d\d)"
    spec: list[tuple[str, str, Handler]] = [
        ("en.day_before_yesterday", r"(?:the\s+)?day\s+before\s+yesterday", _offset(-2)),
        ("en.day_after_tomorrow", r"(?:the\s+)?day\s+after\s+tomorrow", _offset(2)),
        ("en.last_night", rf"(?:late\s+|early\s+)?(?:last\s+(?:night|evening|nite)|the\s+night\s+before"
                          rf"|yesterday\s+{_MORNING})", _offset(-1)),
        ("en.yesterday", r"yesterday|yday", _offset(-1)),
        ("en.today", rf"(?:late\s+|early\s+|earlier\s+|later\s+)?(?:today|tonight|tonite)"
                     rf"(?:\s+{_MORNING})?|this\s+(?:morning|afternoon|evening)|(?:at\s+)?noon\s+today",
         _today),
        ("en.tomorrow", rf"tomorrow(?:\s+{_MORNING})?", _offset(1)),
        ("en.days_ago", rf"(?P<n>{EN_INT})\s+(?P<u>days?|weeks?|fortnights?)\s+"
                        r"(?P<dir>ago|back|before|earlier|later|from\s+now)"
                        r"|(?P<n2>a)\s+(?P<u2>fortnight)\s+(?P<dir2>ago)", _days_ago),
        ("en.in_days", rf"in\s+(?P<n>{EN_INT})\s+(?P<u>days?|weeks?)(?!\s+(?:ago|time\s+ago))", _in_days),
        ("en.months_ago", rf"(?P<n>{EN_INT})\s+(?P<u>months?|years?|yrs?)\s+(?:ago|back|earlier)",
         _months_ago),
        ("en.vague_ago", rf"{EN_VAGUE}\s+(?:days?|weeks?|months?|years?|nights?)\s+(?:ago|back|earlier)"
                         r"|the\s+other\s+(?:day|night|week)|a\s+while\s+(?:ago|back)|recently|lately"
                         r"|some\s+time\s+ago"
                         rf"|(?:{EN_INT})\s+(?:days?|weeks?|months?|years?)\s+and\s+a\s+half\s+ago", _vague),
        ("en.weekday_last_week", rf"(?P<wd>{WD})\s+(?:from|of)\s+(?:the\s+)?(?:last|previous|past)\s+week"
                                 rf"|(?:last|previous)\s+week'?s\s+(?P<wd2>{WD})", _week_weekday(-1)),
        ("en.weekday_this_week", rf"(?P<wd>{WD})\s+(?:of|from)\s+(?:this|the\s+current)\s+week"
                                 rf"|this\s+week'?s\s+(?P<wd2>{WD})", _week_weekday(0)),
        ("en.weekday_next_week", rf"(?P<wd>{WD})\s+(?:of|from)\s+next\s+week|next\s+week'?s\s+(?P<wd2>{WD})",
         _week_weekday(1)),
        ("en.last_weekday", rf"(?:last|past|previous|this\s+past)\s+(?P<wd>{WD})", _last_weekday),
        ("en.next_weekday", rf"(?:next|this\s+coming|coming)\s+(?P<wd>{WD})", _next_weekday),
        ("en.this_weekday", rf"this\s+(?P<wd>{WD})", _week_weekday(0)),
        ("en.on_weekday", rf"(?:on\s+)?(?:the\s+)?(?P<wd>{WD.replace('mon(?:day)?', 'monday')})"
                          r"(?!\s*,?\s*(?:\d|" + MONTH + r"))", _on_weekday),
        ("en.last_week", r"(?:last|previous|the\s+previous)\s+week|the\s+week\s+before(?:\s+last)?",
         _last_week),
        ("en.this_week", r"(?:earlier\s+|so\s+far\s+|later\s+)?this\s+week|(?:the\s+)?current\s+week",
         _this_week),
        ("en.next_week", r"next\s+week|the\s+following\s+week", _next_week),
        ("en.last_weekend", r"(?:last|previous)\s+weekend", _last_weekend),
        ("en.this_weekend", r"(?:this\s+past|over\s+the|this|the\s+past)\s+weekend", _this_weekend),
        ("en.past_n", rf"(?:(?:for|over|in|during|within)\s+)?(?:the\s+)?(?:past|last)\s+(?P<n>{EN_INT})\s+"
                      r"(?P<u>days?|weeks?|months?|years?)"
                      r"|(?:(?:for|over|in|during|within)\s+)?the\s+past\s+(?P<u2>day|week|month|year)",
         _past_n),
        ("en.nth_of_month_rel", rf"(?:the\s+)?(?P<d>\d{{1,2}}){_ORD}?\s+of\s+(?:the\s+)?"
                                r"(?P<rel>previous|last|this|current|next)\s+month", _nth_of_month_rel),
        ("en.month_rel", r"(?P<rel>last|previous|the\s+previous|this|current|the\s+current|next)\s+month"
                         r"(?:'s(?:\s+(?:check-?ups?|visits?|appointments?|exams?|physicals?|labs?|blood\s*work"
                         r"|tests?|results?|scans?|panels?|bill|reading|session|cycle|period))?)?",
         _month_rel),
        ("en.year_rel", r"(?P<rel>last|previous|this|current|next)\s+(?:year|yr)(?!'s)", _year_rel),
        ("en.last_month_name", rf"last\s+(?P<mon>{MONTH})(?!\s*\d)", _last_month_name),
        ("en.in_month", r"(?:(?:(?:back\s+)?in|during|throughout)\s+(?:(?:early|late|mid)-?\s*)?"
                        r"|(?:early|late|mid)(?:\s*-\s*|\s+(?:in\s+)?))"
                        rf"(?P<mon>{MONTH})(?:\s*,?\s*{year4})?(?!\s*\d)",
         _in_month),
        ("en.month_year", rf"(?P<mon>{MONTH})\s*,?\s*(?P<y>(?:19|20)\d\d)(?!\d)", _in_month),
        ("en.in_year", rf"(?:(?:back\s+)?in|during|throughout)\s+(?:the\s+year\s+)?{year4}(?![\d/-]|\.\d)",
         _in_year),
        ("en.since_year", rf"(?:ever\s+)?since\s+{year4}(?![\d/-]|\.\d)", _since_year),
        ("en.since_month", rf"(?:ever\s+)?since\s+(?:(?:early|late|mid)-?\s*)?(?P<mon>{MONTH})"
                           rf"(?:\s*,?\s*{year4})?(?!\s*\d)", _since_month),
        ("en.time_ago", rf"(?P<n>{EN_INT}|half\s+an|an)\s+(?P<u>hours?|hrs?|minutes?|mins?)\s+"
                        r"(?:ago|back|earlier)",
         _time_ago),
        ("en.day_of_month", rf"the\s+(?P<d>\d{{1,2}}){_ORD}(?!\s+(?:of|day|time|week|dose|month|year|floor))",
         _day_of_month),
        ("en.month_day", rf"(?:{WD},?\s+)?(?:the\s+)?(?P<mon>{MONTH})\s*(?P<d>\d{{1,2}}){_ORD}?"
                         r"(?!\s*(?:[:.]\d|am\b|pm\b|a\.m|p\.m|hours?|mins?|minutes?|days?|weeks?|kg|lbs?))"
                         rf"(?:\s*,?\s*(?P<y>(?:19|20)\d\d))?", _month_day),
        ("en.day_month", rf"(?:{WD},?\s+)?(?:the\s+)?(?P<d>\d{{1,2}}){_ORD}?\s*(?:of\s+|[/-]\s*)?"
                         rf"(?P<mon>{MONTH})"
                         rf"(?:\s*[/,-]?\s*(?P<y>(?:19|20)\d\d))?", _month_day),
    ]
    return tuple(Rule(rule_id, en_pattern(body), handler) for rule_id, body, handler in spec)
