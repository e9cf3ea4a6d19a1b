"""Windows that end or begin today: "for the next 3 days" (앞으로 3일 동안) mirrors "for the past 3 days", and
"day 3 of a cold" (기침 3일째) is the same window as "for the past 3 days".

- "the next N days/weeks/months" = `start` the date, `end` the date + (N days − 1) (the mirror of "for the
  past N days" = `start` the date − (N − 1), `end` the date); "over the next week" is the next 7 days.
- "day N (of …)", "the Nth day of …", "N일째", "사흘째", "N주째" = the ongoing window that began N days (weeks)
  back counting today as the last: `start` the date − (N − 1), `end` the date.
- A run of weekdays written short ("mon-wed", "Mon–Fri", 월~수, 월요일~금요일) = the most recent such run whose last
  day is not after the date (the next one when something is expected), as "from Monday to Wednesday" is.
- A weekday in a week counted by an offset ("2 weeks ago Friday", "Friday 2 weeks ago", 2주 전 금요일, 3주 후
  월요일) = that weekday in the Monday–Sunday week N weeks away.
"""

from __future__ import annotations

import datetime as dt
from functools import cache

from dateutil.relativedelta import relativedelta

from pia_graph.temporal import cal, compose
from pia_graph.temporal.base import (
    Ctx,
    Groups,
    Handler,
    Rule,
    en_pattern,
    interval,
    ko_pattern,
    perfect_before,
    triggered,
)
from pia_graph.temporal.numbers import (
    EN_INT,
    EN_ORDINAL,
    KO_DAY_WORD,
    KO_NUM,
    MOS,
    WKS,
    en_day,
    en_number,
    ko_number,
)
from pia_graph.temporal.types import Resolution


def _days_in(n: int, unit: str, today: dt.date) -> int:
    """How many days N units cover counting from today (months by the calendar)."""
    u = unit.lower()
    if u.startswith(("mo", "mth", "개월", "달")):
        return ((today + relativedelta(months=n)) - today).days
    if u.startswith(("w", "주")):
        return 7 * n
    if u.startswith("fortnight"):  # British: two weeks
        return 14 * n
    return n


def _count(m: Groups, group: str = "n") -> int | None:
    text = m.get(group)
    if text is None:
        return 1
    value = en_number(text) if not any("가" <= ch <= "힣" for ch in text) else ko_number(text)
    if value is None:
        value = ko_number(text)
    return int(value) if value is not None and value.denominator == 1 and value >= 1 else None


def _next_n(m: Groups, c: Ctx) -> Resolution | None:
    """"for the next 3 days", 앞으로 2주 동안: today and the N − 1 days after it."""
    word = m.get("w")
    if word is not None:
        n, unit = (1, "week") if word == "일주일" else (_count(m, "w"), "day")
    else:
        n, unit = _count(m), m["u"]
    if n is None or n > 3650:
        return None
    return interval(c.today, cal.days(c.today, _days_in(n, unit, c.today) - 1), "day")


def _nth_day(m: Groups, c: Ctx) -> Resolution | None:
    """"day 3 of the flu", 기침 3일째: a window that began N − 1 days before today and is still going on."""
    word = m.get("w")
    ordinal = m.get("o")
    n: int | None
    if word is not None:
        n, unit = _count(m, "w"), "day"
    elif ordinal is not None:
        n, unit = en_day(ordinal), m.get("u") or "day"
    else:
        n, unit = _count(m), m.get("u") or "day"
    if n is None or not (2 if unit == "day" or ordinal is not None else 1) <= n <= 3650:
        return None  # "the first day of my last period" names an event's start, not today (일주일째 is a week)
    return interval(cal.days(c.today, -(_days_in(n, unit, c.today) - 1)), c.today, "day")


def _so_far(m: Groups, c: Ctx) -> Resolution | None:
    """"for two weeks now", "I've been dizzy for 3 days": a stretch that runs up to today, read as "for the past
    N days" (`start` the date − (N − 1), `end` the date); days, weeks and months (years of a condition are no
    window: "I've had asthma for 10 years" keeps no time). (Korean 한 지 N일 됐어 names the day the event began:
    `ko.since_elapsed`.)"""
    now = m.get("now") is not None
    if not now and not perfect_before(c.text, m.start):
        return None  # "napped for 2 days" (no perfect, no "now"): a length of time, `en.duration`
    n, unit = _count(m), m["u"]
    if n is None or n > 3650:
        return None
    if unit.lower().startswith(("mo", "mth")):
        start = c.today + relativedelta(months=-n, days=1)
    else:
        start = cal.days(c.today, -(_days_in(n, unit, c.today) - 1))
    return interval(start, c.today, "day")


def _weekday_of(word: str) -> int:
    return cal.ko_weekday(word) if "가" <= word[0] <= "힣" else cal.en_weekday(word)


def _weekday_run(m: Groups, c: Ctx) -> Resolution | None:
    """"mon-wed", 월~수: the latest run of those days ending by the date (the next one when expected)."""
    a, b = _weekday_of(m["a"]), _weekday_of(m["b"])
    if a == b:
        return None
    length = (b - a) % 7
    if c.expected:
        start = cal.on_or_after(c.today, a)
        return interval(start, cal.days(start, length), "day")
    end = cal.on_or_before(c.today, b)
    return interval(cal.days(end, -length), end, "day")


def _weeks_weekday(m: Groups, c: Ctx) -> Resolution | None:
    """"2 weeks ago Friday", 2주 전 금요일: that weekday in the week N weeks away."""
    n = _count(m)
    if n is None or n > 520:
        return None
    back = m["dir"].lower() in ("ago", "전", "back", "earlier", "before")
    return compose.week_of(c.today, -n if back else n, _weekday_of(m["wd"]))


@cache
def rules() -> tuple[Rule, ...]:
    from pia_graph.temporal.rules_en import WD, WD_FULL

    wd_en = WD
    ago = rf"(?P<n>{EN_INT}|a)\s+{WKS}\s+(?P<dir>ago|back|from\s+now|later)"
    en_unit = rf"(?P<u>days?|{WKS}|{MOS})"
    spec_en: list[tuple[str, str, Handler]] = [
        ("en.next_n", rf"(?:(?:for|over|in|during|within)\s+)?(?:the\s+)?(?:next|coming)\s+(?P<n>{EN_INT})"
                      rf"(?:\s+|(?<=\d)){en_unit}|(?:for|over|during|within)\s+the\s+(?:next|coming)\s+(?P<u2>day|week|month)",
         _next_n),
        ("en.weekday_run", rf"(?P<a>{wd_en})\.?\s*(?:-|–|—|~|to|thru|through|till|until)\s*(?P<b>{wd_en})\.?",
         _weekday_run),
        ("en.weeks_weekday", rf"{ago}\s+(?:on\s+)?(?P<wd>{WD_FULL})"
                             rf"|(?:the\s+|on\s+)?(?P<wd2>{WD_FULL})\s+(?P<n2>{EN_INT}|a)\s+{WKS}\s+(?P<dir2>ago|back)",
         _weeks_weekday),
        ("en.so_far", rf"for\s+(?:about\s+|around\s+|almost\s+|nearly\s+|over\s+|like\s+)?(?P<n>{EN_INT}|a)"
                      rf"(?:\s+|-|(?<=\d))(?P<u>days?|{WKS}|fortnights?|{MOS})(?P<now>\s+now)?"
                      r"(?!\s+(?:ago|back|before|later))",
         _so_far),
        ("en.nth_day", rf"day\s+(?P<n>\d{{1,3}}|{EN_INT})\s+(?:of|since|on|into)\b"
                       rf"|(?:the\s+|my\s+|our\s+)?(?P<o>\d{{1,2}}(?:st|nd|rd|th)|{EN_ORDINAL})\s+(?P<u>day|week)"
                       r"\s+(?:of|since|on|in\s+a\s+row|straight|running)\b", _nth_day),
    ]
    ko_unit = r"(?P<u>일|주일|주|개월|달)"
    spec_ko: list[tuple[str, str, Handler]] = [
        ("ko.next_n", rf"(?:앞으로|향후)\s?(?:(?P<n>{KO_NUM})\s*{ko_unit}|(?P<w>{KO_DAY_WORD}|일주일))"
                      r"\s*(?:동안|간)?", _next_n),
        ("ko.weekday_run", r"(?P<a>[월화수목금토일])(?:요일|욜)\s*(?:(?:~|-|–)\s*(?P<b>[월화수목금토일])"
                           r"(?:요일|욜|(?=\s*까지)|(?:에는|에|엔|은|는)?(?![가-힣]))"
                           r"|부터\s*(?P<b3>[월화수목금토일])(?:요일|욜|(?=\s*까지)))"
                           r"(?:\s*까지)?|(?P<a2>[월화수목금토일])\s*[~-]\s*(?P<b2>[월화수목금토일])(?:요일|욜)?"
                           r"(?:\s*까지|에는|에|엔|은|는)?(?![가-힣])", _weekday_run),
        ("ko.weeks_weekday",
         rf"(?P<n>{KO_NUM})\s*주\s*(?P<dir>전|후|뒤)\s*(?:의\s*)?(?P<wd>[월화수목금토일])(?:요일|욜)", _weeks_weekday),
        # (기침 3일째, 2주째, 일주일째: the week also as 주일)
        # "오늘로 3일째", "오늘이 사흘째": today named as the window's last day is part of the expression
        ("ko.nth_day", rf"(?:오늘\s*(?:로|이|까지|로써)\s*)?"
                       rf"(?:(?P<n>{KO_NUM})\s*(?P<u>일|주일|주)|(?P<w>{KO_DAY_WORD}))\s*(?:이\s*|가\s*)?째", _nth_day),
    ]
    words = {"en.so_far": r"\bfor\b", "en.next_n": r"next|coming", "en.nth_day": r"day|week",
             "ko.next_n": r"앞으로|향후", "ko.nth_day": r"째",
             "en.weekday_run": r"mon|tue|wed|thu|fri|sat|sun",
             "en.weeks_weekday": r"w(?:ee)?ks?\b.*day|day.*w(?:ee)?ks?\b",
             "ko.weekday_run": r"[월화수목금토일]\s*(?:요일|욜)?\s*(?:~|-|–|부터)",
             "ko.weeks_weekday": r"주\s*(?:전|후|뒤)"}
    out = [triggered(Rule(rid, en_pattern(body), h), words[rid]) for rid, body, h in spec_en]
    out += [triggered(Rule(rid, ko_pattern(body), h), words[rid]) for rid, body, h in spec_ko]
    return tuple(out)
