"""Holidays as dates: "on Christmas", "over Thanksgiving", "New Year's Eve", 어린이날, 추석, 설 연휴.

A holiday resolves like a written date without a year: the most recent one not after ``said_at``, the next one
on or after it when something is expected. Fixed days and the rules for movable feasts are data here; the
lunar holidays (Seollal, Chuseok) follow the Korea Astronomy and Space Science Institute's calendar, listed per
year (a year outside the table gives no resolution rather than a guess). "설 연휴" / "추석 연휴" is the
three-day holiday: the day before to the day after.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import re
from collections.abc import Callable
from functools import cache

from dateutil.relativedelta import relativedelta

from pia_graph.ontology.reference_lists import read_tsv_records
from pia_graph.ontology.word_lists import words_alternation
from pia_graph.paths import ontology_dir
from pia_graph.temporal import cal
from pia_graph.temporal.base import Ctx, Groups, Handler, Rule, en_pattern, interval, ko_pattern, on_date, triggered
from pia_graph.temporal.types import Resolution

#: (month, day) of fixed-date holidays, by the words that name them
_FIXED_EN = {
    r"christmas\s+eve|xmas\s+eve": (12, 24),
    r"christmas(?:\s+day)?|xmas(?:\s+day)?": (12, 25),
    r"new\s+year'?s\s+eve|nye": (12, 31),
    r"new\s+year'?s(?:\s+day)?|(?<!the\s)new\s+year(?!'|\s+(?:resolution|goal|plan)s?\b)": (1, 1),
    r"valentine'?s(?:\s+day)?": (2, 14),
    r"hallowe'?en": (10, 31),
    r"boxing\s+day": (12, 26),
    r"st\.?\s+patrick'?s(?:\s+day)?|st\.?\s+paddy'?s(?:\s+day)?|paddy'?s\s+day": (3, 17),
}
_FIXED_KO = {
    r"크리스마스\s?이브|성탄절\s?전날": (12, 24),
    r"크리스마스|성탄절|성탄": (12, 25),
    r"신정|새해\s?첫날|새해\s?첫\s?날": (1, 1),
    r"삼일절|3\.1절": (3, 1),
    r"어린이날": (5, 5),
    r"어버이날": (5, 8),
    r"현충일": (6, 6),
    r"광복절": (8, 15),
    r"개천절": (10, 3),
    r"한글날": (10, 9),
    r"[발밸]렌타인\s?데이": (2, 14),
    r"[할핼]로윈|[할핼]러윈": (10, 31),
}
#: the first day of the lunar year (설날) and the 15th of the 8th lunar month (추석), per year (KASI)
_SEOLLAL = {
    2015: (2, 19), 2016: (2, 8), 2017: (1, 28), 2018: (2, 16), 2019: (2, 5), 2020: (1, 25), 2021: (2, 12),
    2022: (2, 1), 2023: (1, 22), 2024: (2, 10), 2025: (1, 29), 2026: (2, 17), 2027: (2, 7), 2028: (1, 27),
    2029: (2, 13), 2030: (2, 3), 2031: (1, 23), 2032: (2, 11), 2033: (1, 31), 2034: (2, 19), 2035: (2, 8),
}
_CHUSEOK = {
    2015: (9, 27), 2016: (9, 15), 2017: (10, 4), 2018: (9, 24), 2019: (9, 13), 2020: (10, 1), 2021: (9, 21),
    2022: (9, 10), 2023: (9, 29), 2024: (9, 17), 2025: (10, 6), 2026: (9, 25), 2027: (9, 15), 2028: (10, 3),
    2029: (9, 22), 2030: (9, 12), 2031: (10, 1), 2032: (9, 19), 2033: (9, 8), 2034: (9, 27), 2035: (9, 16),
}

YearDay = Callable[[int], dt.date | None]
#: how near a holiday must be for "before it" to mean the coming one
_SOON_DAYS = 45
#: a holiday's 연휴 that begins within these days is the one the user is in now
_HOLIDAY_EVE_DAYS = 3
#: a holiday this near ahead, named in a sentence with no past in it, is the coming one ("Thanksgiving prep all
#: day" said the day before, "valentines dinner at 9:30" said on the 13th), not last year's
_UPCOMING_DAYS = 14


def _ko_ahead() -> str:
    """Said right after a Korean holiday, before it (``holiday_before``: "추석 전에", "설 앞두고"), read by
    look-ahead: the span stays the holiday's name."""
    return rf"(?=(?P<ahead>\s*(?:{words_alternation('holiday_before', 'ko')}))?)"


def _nth_weekday(month: int, weekday: int, nth: int) -> YearDay:
    """The ``nth`` such weekday of the month (Thanksgiving: the 4th Thursday of November)."""
    def day(year: int) -> dt.date:
        first = dt.date(year, month, 1)
        return cal.on_or_after(first, weekday) + dt.timedelta(weeks=nth - 1)
    return day


def _last_weekday(month: int, weekday: int) -> YearDay:
    """The last such weekday of the month (Memorial Day: the last Monday of May)."""
    def day(year: int) -> dt.date:
        last = dt.date(year, month, 1) + relativedelta(months=1, days=-1)
        return last - dt.timedelta(days=(last.weekday() - weekday) % 7)
    return day


def _easter(year: int) -> dt.date:
    """Western Easter Sunday (the anonymous Gregorian computus)."""
    a, b, c = year % 19, year // 100, year % 100
    d, e = divmod(b, 4)
    f = (b + 8) // 25
    g = (b - f + 1) // 3
    h = (19 * a + b - d - g + 15) % 30
    i, k = divmod(c, 4)
    ell = (32 + 2 * e + 2 * i - h - k) % 7
    m = (a + 11 * h + 22 * ell) // 451
    month, day = divmod(h + ell - 7 * m + 114, 31)
    return dt.date(year, month, day + 1)


def _table(table: dict[int, tuple[int, int]]) -> YearDay:
    def day(year: int) -> dt.date | None:
        md = table.get(year)
        return None if md is None else dt.date(year, *md)
    return day


def _fixed(month: int, day: int) -> YearDay:
    return lambda year: cal.valid_date(year, month, day)


@dataclasses.dataclass(frozen=True)
class Localised:
    """A holiday whose day depends on where the user is (``ontology/holidays_by_locale.tsv``, by the locale of
    ``said_at``'s offset, ``ontology/locale_offsets.tsv``): Thanksgiving is October's second Monday in Canada."""

    holiday: str


def _rule_day(rule: str, month: int, weekday: int, nth: int) -> YearDay:
    if rule == "nth_weekday":
        return _nth_weekday(month, weekday, nth)
    if rule == "last_weekday":
        return _last_weekday(month, weekday)
    if rule == "easter":
        return lambda year: cal.days(_easter(year), nth)
    raise ValueError(f"holidays_by_locale.tsv: unknown rule {rule!r}")


@cache
def _by_locale() -> dict[tuple[str, str], YearDay]:
    """(holiday, locale) -> its day in a year (``ontology/holidays_by_locale.tsv``)."""
    out: dict[tuple[str, str], YearDay] = {}
    for row in read_tsv_records(ontology_dir() / "holidays_by_locale.tsv"):
        out[(row["holiday"], row["locale"])] = _rule_day(row["rule"], int(row["month"]), int(row["weekday"]),
                                                         int(row["nth"]))
    return out


@cache
def _offset_locales() -> dict[str, str]:
    """A UTC offset ("-03:30") -> the locale an English speaker there is in (``ontology/locale_offsets.tsv``)."""
    return {row["offset"]: row["locale"] for row in read_tsv_records(ontology_dir() / "locale_offsets.tsv")}


def locale_of(said_at: dt.datetime) -> str:
    """The user's locale as its offset says it, else ``default`` (a Korean holiday is Korea's in any locale: 추석
    said abroad is still the lunar date)."""
    offset = said_at.utcoffset()
    if offset is None:
        return "default"
    minutes = int(offset.total_seconds() // 60)
    key = f"{'-' if minutes < 0 else '+'}{abs(minutes) // 60:02d}:{abs(minutes) % 60:02d}"
    return _offset_locales().get(key, "default")


def localised_day(holiday: str, said_at: dt.datetime) -> YearDay:
    table = _by_locale()
    return table.get((holiday, locale_of(said_at))) or table[(holiday, "default")]


_MOVABLE_EN: dict[str, YearDay | Localised] = {
    r"thanksgiving(?:\s+day)?": Localised("thanksgiving"),
    r"labou?r\s+day": Localised("labour_day"),
    r"memorial\s+day": Localised("memorial_day"),
    r"independence\s+day": _fixed(7, 4),
    # the days of Easter that are not its Sunday, before it: "Easter Monday run" is the Monday after
    r"good\s+friday": lambda year: cal.days(_easter(year), -2),
    r"holy\s+saturday|easter\s+saturday": lambda year: cal.days(_easter(year), -1),
    r"easter\s+monday": lambda year: cal.days(_easter(year), 1),
    r"easter(?:\s+sunday)?": _easter,
    r"mother'?s\s+day": Localised("mothers_day"),
    r"father'?s\s+day": Localised("fathers_day"),
    r"(?:lunar|chinese)\s+new\s+year|seollal": _table(_SEOLLAL),
    r"chuseok": _table(_CHUSEOK),
}
_LUNAR_KO: dict[str, YearDay] = {
    r"설날|설\s?명절|구정|음력\s?설": _table(_SEOLLAL),
    r"추석|한가위": _table(_CHUSEOK),
}


def _occurrence(day_of: YearDay, c: Ctx) -> dt.date | None:
    """The most recent occurrence not after the date (the next on or after it when expected)."""
    step = 1 if c.expected else -1
    for k in range(3):
        d = day_of(c.today.year + step * k)
        if d is not None and ((d >= c.today) if c.expected else (d <= c.today)):
            return d
    return None


def _coming_soon(day_of: YearDay, today: dt.date, within: int | None = None) -> bool:
    """The holiday's next occurrence is at most ``_SOON_DAYS`` ahead: "추석 앞두고", "추석 전에" said three weeks
    before it mean this year's, not last year's; what was done before it happened on no day said."""
    for year in (today.year, today.year + 1):
        d = day_of(year)
        if d is not None and d >= today:
            return (d - today).days <= (_SOON_DAYS if within is None else within)
    return False


#: what ends a clause: the past of another clause ("…prep all day, ate dinner at 9:30") is not the holiday's
_CLAUSE_END = re.compile(r"(?<!\d)[,.](?!\d)|[;!?\n]")
_WORD = re.compile(r"[^\W\d_]")


def _said_as_now(m: Groups, c: Ctx) -> bool:
    """The holiday's clause says something of it and nothing in the past ("Thanksgiving prep all day, ate dinner at
    9:30": the past is another clause's); a holiday named alone ("추석", a reply) keeps the last one (pure)."""
    start = max((e.end() for e in _CLAUSE_END.finditer(c.text, 0, m.start)), default=0)
    end = _CLAUSE_END.search(c.text, m.start + len(m.text))
    rest = c.text[start:m.start] + " " + c.text[m.start + len(m.text):end.start() if end is not None else len(c.text)]
    return _WORD.search(rest) is not None and not dataclasses.replace(c, text=rest, scope=None).past


def _handler(day_of: YearDay, span_days: int = 0) -> Handler:
    def handler(m: Groups, c: Ctx) -> Resolution | None:
        if m.get("ahead") and not c.expected and _coming_soon(day_of, c.today):
            return None  # "추석 앞두고 독감주사 맞았어요" (said on 9/6, 추석 9/25): before the coming one
        eve = bool(m.get("long")) and not c.expected and _coming_soon(day_of, c.today, _HOLIDAY_EVE_DAYS)
        if eve and not span_days:
            return None  # "어린이날 연휴라 푹 잤어요" said on 5/4: in the holiday now, the night just past
        # "설 연휴" on its eve; a holiday days ahead said with no past ("Thanksgiving prep all day"): the coming one
        upcoming = eve or (not c.expected and not c.asking and _coming_soon(day_of, c.today, _UPCOMING_DAYS)
                           and _said_as_now(m, c))
        d = _occurrence(day_of, dataclasses.replace(c, forward=True) if upcoming else c)
        if d is None:
            return None
        if span_days and m.get("long"):
            return interval(cal.days(d, -span_days), cal.days(d, span_days), "day")
        if m.get("wkend"):
            # "labor day weekend", "thanksgiving weekend": the holiday with the weekend it joins, from the Saturday
            # before a Monday or Tuesday holiday, else to the Sunday after it
            wd = d.weekday()
            if wd <= 1:
                return interval(cal.days(d, -(wd + 2)), d, "day")
            return interval(cal.days(d, -1) if wd == 6 else d, cal.days(d, 6 - wd), "day")
        return on_date(d)
    return handler


def _named(table: dict[str, YearDay | Localised], span_days: int = 0) -> Handler:
    """One handler for a table of holidays: the day of the one whose words the match names (of a ``Localised`` one,
    its day in the user's locale)."""
    compiled = [(re.compile(rf"(?:{words})", re.IGNORECASE), day_of) for words, day_of in table.items()]

    def handler(m: Groups, c: Ctx) -> Resolution | None:
        name = m["h"]
        for pattern, day_of in compiled:
            if pattern.fullmatch(name):
                day = localised_day(day_of.holiday, c.said_at) if isinstance(day_of, Localised) else day_of
                return _handler(day, span_days)(m, c)
        return None
    return handler


@cache
def rules() -> tuple[Rule, ...]:
    """One pattern per language (a holiday names its day; the handler finds which)."""
    en: dict[str, YearDay | Localised] = {**{w: _fixed(*md) for w, md in _FIXED_EN.items()}, **_MOVABLE_EN}
    ko: dict[str, YearDay | Localised] = {w: _fixed(*md) for w, md in _FIXED_KO.items()}
    alt_en = "|".join(f"(?:{w})" for w in en)
    alt_ko = "|".join(f"(?:{w})" for w in ko)
    lunar = "|".join(f"(?:{w})" for w in _LUNAR_KO)
    ahead = _ko_ahead()
    en_words = r"christmas|xmas|new\s+year|nye|valentine|hallowe|boxing|thanksgiving|easter|mother|father|lunar" \
               r"|chinese|seollal|chuseok|labou?r|memorial|independence|patrick|paddy|good\s+friday|holy\s+saturday"
    return (
        triggered(Rule("en.holiday", en_pattern(rf"(?:on\s+)?(?P<h>{alt_en})(?P<wkend>\s+weekend)?"), _named(en)),
                  en_words),
        triggered(Rule("ko.holiday", ko_pattern(rf"(?P<h>{alt_ko})(?:\s?날)?(?=(?P<long>\s?연휴)?){ahead}"),
                       _named(ko)),
                  r"크리스마스|성탄|신정|새해|삼일절|3\.1절|어린이날|어버이날|현충일|광복절|개천절|한글날|렌타인|[로러]윈"),
        triggered(Rule("ko.holiday", ko_pattern(rf"(?:(?P<h>{lunar})(?P<long>\s?연휴)?|(?P<h2>설)(?P<long2>\s?연휴))"
                                                rf"{ahead}"),
                       _named({**_LUNAR_KO, "설": _table(_SEOLLAL)}, span_days=1)), r"설|추석|한가위|구정"),
    )
