"""English rules for dates, weeks, months and years (relative and written)."""

from __future__ import annotations

import datetime as dt
import re
from functools import cache

from dateutil.relativedelta import relativedelta

from pia_graph.temporal import cal, compose
from pia_graph.temporal.base import (
    Ctx,
    Groups,
    Handler,
    Rule,
    en_pattern,
    in_month,
    interval,
    month_to_date,
    on_date,
    recurring,
    triggered,
    unresolved,
    weekend,
)
from pia_graph.temporal.numbers import EN_INT, EN_ORDINAL, EN_VAGUE, MOS, WKS, YRS, en_day, en_number
from pia_graph.temporal.types import Resolution

WD = (
    r"(?:mon(?:day)?|tue(?:s(?:day)?)?|wed(?:nesday)?|thu(?:rs?(?:day)?)?|fri(?:day)?|sat(?:urday)?"
    r"|sun(?:day)?)"
)
#: weekday names that are rarely other words ("sat", "sun" and "mon" are)
WD_FULL = r"(?:monday|tuesday|tues?|wednesday|weds?|thursday|thu(?:rs?)?|friday|fri|saturday|sunday)"
#: month names; "May" capitalised, or lower-case before a day number, after "of" or after a preposition of time ("in
#: may", "since may", "during may", "last may"; not before a verb: "in may be"), else it is a verb
MONTH = (
    r"(?:jan(?:uary|\.)?|feb(?:ruary|\.)?|mar(?:ch|\.)?|apr(?:il|\.)?|(?-i:May|MAY)"
    r"|(?-i:may)(?=\s+\d{1,2}(?:st|nd|rd|th)?(?![\d.:/%]|\s*(?:x|mg|times|pills?|tabs?)\b))|(?<=of\s)(?-i:may)"
    r"|(?:(?<=\bin\s)|(?<=since\s)|(?<=during\s)|(?<=\blast\s)|(?<=until\s)|(?<=early\s)|(?<=\blate\s))(?-i:may)"
    r"(?!\s+(?:be|been|have|not|need|help|cause|take|get|want|also|affect)\b)"
    r"|june?|july?"
    r"|aug(?:ust|\.)?|sep(?:t(?:ember|\.)?|\.)?|oct(?:ober|\.)?|nov(?:ember|\.)?|dec(?:ember|\.)?)"
)
_ORD = r"(?:st|nd|rd|th)"
_MORNING = r"(?:morning|afternoon|evening|night|noon)"


def _n(m: Groups, group: str = "n") -> int | None:
    value = en_number(m[group])
    return int(value) if value is not None and value.denominator == 1 else None


def _today(m: Groups, c: Ctx) -> Resolution | None:
    return on_date(c.today)


# The hour a meal or a part of the day begins, to tell "since dinner" said the next morning from today's
_PART_HOUR = {"breakfast": 7, "brunch": 10, "noon": 12, "midday": 12, "lunch": 12, "lunchtime": 12,
              "dinner": 18, "dinnertime": 18, "supper": 18}


def _since_part(m: Groups, c: Ctx) -> Resolution | None:
    """ "since lunch", "since about noon", "since 4am": an onset earlier on the day said, or on the day
    before when that hour has not come yet ("since 10pm" said at 2 a.m.)."""
    part = m.get("part")
    if part is not None:
        hour = _PART_HOUR[part.lower()]
    else:
        hour = int(m["h"] or 0) % 12 + (12 if (m.get("ap") or "").lower().startswith("p") else 0)
    day = c.today if hour <= c.said_at.hour else cal.days(c.today, -1)
    return interval(day, None, "day")


def _offset(days: int) -> Handler:
    def handler(m: Groups, c: Ctx) -> Resolution | None:
        return on_date(cal.days(c.today, days))
    return handler


def _days_ago(m: Groups, c: Ctx) -> Resolution | None:
    """"N days ago", "N weeks later", "N days from now": an offset on today."""
    n = _n(m)
    if n is None:
        return None
    sign = 1 if m["dir"].lower() in ("later", "from now", "after", "hence") else -1
    return compose.shift(c.today, sign * n, compose.unit_of(m["u"]))


#: "haven't had a drink in 6 months": after a negation "in N units" is a span up to now, not the future
_NEGATED_BEFORE = re.compile(r"(?i)(?:n't|\bnot\b|\bnever\b|\bno\b|\bfirst\s+time\b|\bwithout\b)[^.,;:!?]*$")


@cache
def _ended_before() -> re.Pattern[str]:
    """"aches gone in a week", "cleared up within 3 days": after a change that ended (the dictionary's `resolved`
    cues, ontology/80_cues.cypher), "in N units" is how long it took, not a day ahead."""
    from pia_graph.ingest.cue_words import cue_pattern
    from pia_graph.ontology import load_default_dictionary

    return re.compile(rf"(?:{cue_pattern(load_default_dictionary(), 'resolved', 'en').pattern})\s*$", re.I)


def _in_days(m: Groups, c: Ctx) -> Resolution | None:
    """"in N days", "in a month", "in two weeks' time": an offset forward from today."""
    n = _n(m)
    if n is None or _NEGATED_BEFORE.search(c.text, 0, m.start) or _ended_before().search(c.text, 0, m.start):
        return None
    return compose.shift(c.today, n, compose.unit_of(m["u"]))


def _months_ago(m: Groups, c: Ctx) -> Resolution | None:
    n = _n(m)
    if n is None:
        return None
    later = " ".join(m["dir"].lower().split()) in ("later", "from now", "hence")
    return compose.shift(c.today, n if later else -n, compose.unit_of(m["u"]))


def _weekday(m: Groups) -> int:
    return cal.en_weekday(m["wd"])


def _last_weekday(m: Groups, c: Ctx) -> Resolution | None:
    return on_date(cal.strictly_before(c.today, _weekday(m)))


def _next_weekday(m: Groups, c: Ctx) -> Resolution | None:
    return on_date(cal.strictly_after(c.today, _weekday(m)))


def _on_weekday(m: Groups, c: Ctx) -> Resolution | None:
    """"on Friday": the most recent Friday on or before the date; the next one on or after it when
    something is expected ("my appointment is on Friday"), as for written dates; none for "every Friday"."""
    if recurring(m, c):
        return None
    if c.expected:
        return on_date(cal.on_or_after(c.today, _weekday(m)))
    return on_date(cal.on_or_before(c.today, _weekday(m)))


def _week_weekday(weeks: int) -> Handler:
    def handler(m: Groups, c: Ctx) -> Resolution | None:
        return compose.week_of(c.today, weeks, _weekday(m))
    return handler


def _week(weeks: int) -> Handler:
    def handler(m: Groups, c: Ctx) -> Resolution | None:
        return compose.week_of(c.today, weeks)
    return handler


def _weekend(weeks: int) -> Handler:
    def handler(m: Groups, c: Ctx) -> Resolution | None:
        sat = cal.in_week(c.today, weeks, 5)
        return interval(sat, cal.days(sat, 1), "day")
    return handler


def _weekends_ago(m: Groups, c: Ctx) -> Resolution | None:
    """"two weekends ago": last weekend, then N − 1 weeks further back."""
    n = _n(m)
    return None if n is None or not 1 <= n <= 520 else _weekend(-n)(m, c)


def _this_time_year(m: Groups, c: Ctx) -> Resolution | None:
    """"this time last year" (작년 이맘때): the same month a year back, the day unknown."""
    return in_month(cal.month_shift(c.today, -12))


def _this_weekend(m: Groups, c: Ctx) -> Resolution | None:
    return weekend(c, this=True, to_date=True)


def _the_weekend(m: Groups, c: Ctx) -> Resolution | None:
    return weekend(c, this=False, to_date=True)


def _coming_weekend(m: Groups, c: Ctx) -> Resolution | None:
    """"this coming weekend": this week's, whatever the tense."""
    return weekend(Ctx(c.said_at, c.text, forward=True), this=True, to_date=False)


def _past_weekend(m: Groups, c: Ctx) -> Resolution | None:
    """"this past weekend": the most recent one, whatever the tense."""
    return weekend(Ctx(c.said_at, c.text, forward=False), this=False, to_date=True)


def _past_n(m: Groups, c: Ctx) -> Resolution | None:
    n = 1 if m.get("n") is None else _n(m)
    if n is None or n < 1:
        return None
    unit = compose.unit_of(m["u"])
    if unit == "month":
        start = c.today + relativedelta(months=-n, days=1)
    elif unit == "year":
        start = c.today + relativedelta(years=-n, days=1)
    else:
        start = cal.days(c.today, -(n * {"week": 7, "fortnight": 14}.get(unit, 1) - 1))
    return interval(start, c.today, "day")


def _month_rel(m: Groups, c: Ctx) -> Resolution | None:
    rel = m["rel"].lower()
    shift = -1 if rel in ("last", "previous", "past", "the previous") else 1 if rel == "next" else 0
    if shift == 0:  # this month, month to date
        return month_to_date(c.today)
    return in_month(cal.month_shift(c.today, shift))


def _nth_of_month_rel(m: Groups, c: Ctx) -> Resolution | None:
    rel = m["rel"].lower()
    shift = -1 if rel in ("last", "previous") else 1 if rel == "next" else 0
    first = cal.month_shift(c.today, shift)
    day = en_day(m["d"])
    return None if day is None else on_date(cal.valid_date(first.year, first.month, day))


def _nth_of_the_month(m: Groups, c: Ctx) -> Resolution | None:
    """"the first of the month": a bare day of the month (the most recent one; the next when expected)."""
    return compose.bare_day(en_day(m["d"]), c)


def _weekdays_ago_n(n: int) -> Handler:
    """"the Friday before last": two Fridays ago."""
    def handler(m: Groups, c: Ctx) -> Resolution | None:
        return on_date(cal.days(cal.strictly_before(c.today, _weekday(m)), -7 * (n - 1)))
    return handler


def _weekdays_ago(m: Groups, c: Ctx) -> Resolution | None:
    """"two Mondays ago": the last Monday before the date, then N − 1 weeks further back."""
    n = _n(m)
    if n is None or n < 1:
        return None
    return on_date(cal.days(cal.strictly_before(c.today, _weekday(m)), -7 * (n - 1)))


def _year_rel(m: Groups, c: Ctx) -> Resolution | None:
    rel = " ".join(m["rel"].lower().split())
    if rel in ("this", "current"):
        return interval(c.today.replace(month=1, day=1), c.today, "year")
    year = c.today.year + {"next": 1, "after next": 2, "before last": -2}.get(rel.split("year ")[-1], -1)
    return interval(cal.valid_date(year, 1, 1) or c.today, cal.valid_date(year, 12, 31), "year")


def _time_ago(m: Groups, c: Ctx) -> Resolution | None:
    text = m["n"].lower()
    n = 30 if text.startswith("half") else _n(m)
    if n is None:
        return None
    unit = m["u"].lower()
    minutes = n if unit.startswith("m") or text.startswith("half") else n * 60
    return on_date((c.said_at - dt.timedelta(minutes=minutes)).date())


def _vague(m: Groups, c: Ctx) -> Resolution | None:
    return unresolved("vague: no rule gives a definite time")


@cache
def rules() -> tuple[Rule, ...]:
    """The English rules, in tie-break order."""
    spec: list[tuple[str, str, Handler]] = [
        ("en.day_before_yesterday", r"(?:the\s+)?day\s+before\s+yesterday|the\s+night\s+before\s+last",
         _offset(-2)),
        ("en.day_after_tomorrow", r"(?:the\s+)?day\s+after\s+tomorrow", _offset(2)),
        ("en.last_night", rf"(?:late\s+|early\s+)?(?:last\s+(?:night|evening|nite)|the\s+night\s+before"
                          rf"|yesterday\s+{_MORNING})", _offset(-1)),
        ("en.yesterday", r"yesterday|yday", _offset(-1)),
        ("en.today", rf"(?:late\s+|early\s+|earlier\s+|later\s+)?(?:today|tonight|tonite)"
                     rf"(?:\s+{_MORNING})?|this\s+(?:morning|morn|afternoon|arvo|evening|am(?![\w.])|a\.m\.)|(?:at\s+)?noon\s+today",
         _today),
        ("en.part_since", r"since\s+(?:about\s+|around\s+|like\s+|roughly\s+|~\s*)?(?:(?P<part>noon|midday"
                          r"|lunch(?:time)?|breakfast|brunch|dinner(?:time)?|supper)(?![\w-])"
                          r"|(?P<h>1[0-2]|0?[1-9])(?::[0-5]\d)?\s*(?P<ap>[ap]\.?m\.?)(?!\w))", _since_part),
        ("en.tomorrow", rf"(?:tomorrow|tmrw|tmrow|tmr|tmw|2morrow|2moro|tommorow|tommorrow|tomorow)"
                        rf"(?:\s+{_MORNING})?", _offset(1)),
        ("en.weekdays_ago", rf"(?P<n>{EN_INT})\s+(?P<wd>{WD_FULL})s?\s+ago",
         _weekdays_ago),
        ("en.days_ago", rf"(?P<n>{EN_INT})(?:\s+|(?<=\d))(?P<u>days?|nights?|{WKS}|fortnights?)\s+"
                        # "8,000 a day from now on": from now on is a start, no offset of a day
                        r"(?P<dir>ago|back|before|earlier|later|from\s+now(?!\s+on\b)|hence"
                        # "three days after it": after the moment told before (temporal/anchored.py counts it)
                        r"|after(?=\s+(?:it|that|this)\b))"
                        r"|(?P<n2>a)\s+(?P<u2>fortnight)\s+(?P<dir2>ago)", _days_ago),
        ("en.in_days", rf"(?:in|within)\s+(?:another\s+|(?:about|around)\s+)?(?P<n>{EN_INT})(?:\s+|(?<=\d))"
                       rf"(?P<u>days?|{WKS}|fortnights?)(?:'?\s*time)?(?!\s+(?:ago|time\s+ago|old|later))", _in_days),
        ("en.in_months", rf"in\s+(?:another\s+|(?:about|around)\s+)?(?P<n>{EN_INT})(?:\s+|(?<=\d))(?P<u>{MOS}|{YRS})"
                         r"(?:'?\s*time)?(?!\s+(?:ago|old|later))", _in_days),
        ("en.months_ago", rf"(?P<n>{EN_INT})(?:\s+|(?<=\d))(?P<u>{MOS}|{YRS})\s+(?P<dir>ago|back|earlier|later"
                          r"|from\s+now(?!\s+on\b)|hence)",
         _months_ago),
        ("en.vague_ago", rf"{EN_VAGUE}\s+(?:days?|{WKS}|{MOS}|{YRS}|nights?)\s+(?:ago|back|earlier)"
                         r"|the\s+other\s+(?:day|night|week)|a\s+while\s+(?:ago|back)|recently|lately"
                         r"|some\s+time\s+ago"
                         rf"|(?:{EN_INT})\s+(?:days?|{WKS}|{MOS}|{YRS})\s+and\s+a\s+half\s+ago"
                         # "2-3 days ago", "3 or 4 weeks back": a count that was not settled
                         rf"|(?=[\w-]+\s*(?:-|–|or\b|to\b))(?:{EN_INT})\s*(?:-|–|or|to)\s*(?:{EN_INT})\s+"
                         rf"(?:days?|nights?|{WKS}|{MOS}|{YRS})\s+"
                         r"(?:ago|back|earlier)", _vague),
        ("en.weekday_last_week", rf"(?P<wd>{WD})\s+(?:from|of)\s+(?:the\s+)?(?:last|previous|past)\s+week"
                                 rf"|(?P<wd3>{WD_FULL})\s+(?:the\s+)?(?:last|previous|past)\s+week"
                                 rf"|(?:last|previous)\s+week(?:'?s|,)?\s+(?:on\s+)?(?P<wd2>{WD})",
         _week_weekday(-1)),
        ("en.weekday_this_week", rf"(?P<wd>{WD})\s+(?:of|from)\s+(?:this|the\s+current)\s+week"
                                 rf"|(?P<wd3>{WD_FULL})\s+(?:this|the\s+current)\s+week"
                                 rf"|this\s+week(?:'?s|,)?\s+(?:on\s+)?(?P<wd2>{WD})", _week_weekday(0)),
        ("en.weekday_next_week", rf"(?P<wd>{WD})\s+(?:of|from)\s+(?:the\s+)?(?:next|following|coming)\s+week"
                                 rf"|(?P<wd3>{WD_FULL})\s+(?:the\s+)?(?:next|following|coming)\s+week"
                                 rf"|(?:next|the\s+following)\s+week(?:'?s|,)?\s+(?:on\s+)?(?P<wd2>{WD})",
         _week_weekday(1)),
        ("en.weekday_week_after_next", rf"(?P<wd>{WD})\s+(?:of\s+)?the\s+week\s+after\s+next"
                                       rf"|the\s+week\s+after\s+next,?\s+(?:on\s+)?(?P<wd2>{WD})",
         _week_weekday(2)),
        ("en.last_weekday", rf"(?:last|past|previous|this\s+past)\s+(?P<wd>{WD})", _last_weekday),
        ("en.next_weekday", rf"(?:next|this\s+coming|coming|the\s+following|the\s+next)\s+(?P<wd>{WD})",
         _next_weekday),
        ("en.this_weekday", rf"this\s+(?P<wd>{WD})", _week_weekday(0)),
        # "sat", "sun" and "mon" are other words ("o2 sat was 91%", "sat down", "sun allergy"): a weekday
        # only after "on" or before a part of the day
        ("en.on_weekday", rf"(?:on\s+(?:the\s+)?(?P<wd>{WD})"
                          rf"|(?:the\s+)?(?P<wd2>{WD_FULL})"
                          # ... or before a part of the day: "sat morning", "sun night" name no other word
                          rf"|(?<!o2\s)(?P<wd3>sat|sun|mon)(?=\s+{_MORNING}\b)"
                          # ... or "mon" opening a clause or a line of a round-up ("mon bp 138/86, wed 112",
                          # "mon: 7.2"), and any of the three as a line's label ("sat - 9k steps")
                          r"|(?:(?<![^\n,;:(.])|(?<=[\n,;:(.]\s))(?:(?P<wd4>mon)(?!\s*-\s*(?:fri|sun|sat)\b)"
                          r"|(?P<wd5>sat|sun)(?=\s*[:\-\u2013]\s)))"
                          # not before a day of the month ("Saturday, 5 July", "Sunday the 3rd", "Fri 6/12"); a
                          # score may follow ("since saturday, 5/10 on stairs"), and any other number, a distance
                          # or a count ("parkrun saturday, 5k in 31:12", "party friday, 6 glasses", "fever
                          # saturday, 100.1")
                          r"(?!\s*,?\s*(?:(?:the\s+)?\d{1,2}(?:st|nd|rd|th)\b|\d{1,2}\s+(?:of\s+)?(?:" + MONTH + r")"
                          r"|\d(?!\d?\s*(?:/|out\s+of|outta)\s*10\b)\d?\s*[/-]\s*\d{1,2}(?![\d.])|" + MONTH + r"))",
         _on_weekday),
        ("en.week_before_last", r"(?:the\s+)?week\s+before\s+last", _week(-2)),
        ("en.weekday_before_last", rf"(?:the\s+)?(?P<wd>{WD_FULL})\s+before\s+last", _weekdays_ago_n(2)),
        ("en.last_week", r"(?:last|previous|the\s+previous)\s+(?:week|wk)|the\s+week\s+before(?!\s+last)", _week(-1)),
        ("en.this_week", r"(?:earlier\s+|so\s+far\s+|later\s+)?this\s+(?:week|wk)|(?:the\s+)?current\s+week",
         _week(0)),
        ("en.next_week", r"next\s+(?:week|wk)|the\s+following\s+week", _week(1)),
        ("en.week_after_next", r"the\s+week\s+after\s+next", _week(2)),
        ("en.weekend_before_last", r"(?:the\s+)?weekend\s+before\s+last", _weekend(-2)),
        ("en.last_weekend", r"(?:last|previous)\s+weekend", _weekend(-1)),
        ("en.weekends_ago", rf"(?P<n>{EN_INT}|a)\s+weekends?\s+(?:ago|back)", _weekends_ago),
        ("en.next_weekend", r"next\s+weekend|the\s+following\s+weekend", _weekend(1)),
        ("en.this_time_last_year", r"(?:(?:around|about)\s+)?(?:this|the\s+same)\s+time\s+last\s+year",
         _this_time_year),
        ("en.past_weekend", r"(?:this|the)\s+past\s+weekend", _past_weekend),
        ("en.coming_weekend", r"(?:this|the)\s+(?:coming|upcoming)\s+weekend", _coming_weekend),
        ("en.weekend_after_next", r"the\s+weekend\s+after\s+next", _weekend(2)),
        ("en.this_weekend", r"this\s+weekend", _this_weekend),
        ("en.the_weekend", r"(?:over\s+)?the\s+weekend", _the_weekend),
        ("en.past_n", rf"(?:(?:for|over|in|during|within)\s+)?(?:the\s+)?(?:past|last)\s+(?P<n>{EN_INT})(?:\s+|(?<=\d))"
                      rf"(?P<u>days?|{WKS}|{MOS}|{YRS})"
                      r"|(?:(?:for|over|in|during|within)\s+)?(?:the\s+)?past\s+(?P<u2>day|week|fortnight|month|year)"
                      r"|(?:for|over|in|during|within)\s+the\s+last\s+(?P<u3>day|week|fortnight|month|year)",
         _past_n),
        ("en.nth_of_month_rel", rf"(?:the\s+)?(?P<d>\d{{1,2}}{_ORD}?|{EN_ORDINAL})\s+of\s+(?:the\s+)?"
                                r"(?P<rel>previous|last|this|current|next)\s+month", _nth_of_month_rel),
        ("en.nth_of_the_month", rf"(?:the\s+)?(?P<d>\d{{1,2}}{_ORD}|{EN_ORDINAL})\s+of\s+the\s+month",
         _nth_of_the_month),
        ("en.month_rel", r"(?P<rel>last|previous|the\s+previous|this|current|the\s+current|next)\s+month"
                         r"(?:'s(?:\s+(?:check-?ups?|visits?|appointments?|exams?|physicals?|labs?|blood\s*work"
                         r"|tests?|results?|scans?|panels?|bill|reading|session|cycle|period))?)?"
                         r"|(?P<rel2>month)[\s-]+to[\s-]+date|(?P<rel3>mtd)",
         _month_rel),
        ("en.year_rel", r"(?P<rel>last|previous|this|current|next)\s+(?:year|yr)(?!'s)"
                        r"|(?P<rel2>the\s+year\s+(?:after\s+next|before\s+last))", _year_rel),
        ("en.time_ago", rf"(?P<n>{EN_INT}|half\s+an|an)\s+(?P<u>hours?|hrs?|minutes?|mins?)\s+"
                        r"(?:ago|back|earlier)",
         _time_ago),
    ]
    rules = (Rule(rule_id, en_pattern(body), handler) for rule_id, body, handler in spec)
    return tuple(triggered(r, _TRIGGERS[r.rule_id]) if r.rule_id in _TRIGGERS else r for r in rules)


#: words without which a rule cannot match: the rule is not run on texts that lack them
_TRIGGERS = {
    "en.weekdays_ago": r"ago", "en.week_before_last": r"before\s+last", "en.weekday_before_last": r"before\s+last",
    "en.weekend_before_last": r"before\s+last",
    "en.next_weekend": r"weekend", "en.this_weekend": r"weekend", "en.the_weekend": r"weekend",
    "en.coming_weekend": r"weekend", "en.weekend_after_next": r"weekend",
    "en.past_weekend": r"weekend", "en.weekends_ago": r"weekends?\s+(?:ago|back)",
    "en.this_time_last_year": r"last\s+year", "en.nth_of_the_month": r"month",
    "en.nth_of_month_rel": r"month", "en.month_rel": r"month|mtd", "en.year_rel": r"year|yr",
}
