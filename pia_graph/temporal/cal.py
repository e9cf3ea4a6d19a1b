"""Calendar arithmetic (dateutil.relativedelta) shared by the rules."""

from __future__ import annotations

import datetime as dt

from dateutil.relativedelta import relativedelta

EN_WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
KO_WEEKDAYS = ("월", "화", "수", "목", "금", "토", "일")
EN_MONTHS = (
    "january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
    "november", "december",
)


def en_weekday(word: str) -> int:
    """Index (Monday = 0) of an English weekday name or common abbreviation."""
    w = word.lower().rstrip(".")
    for i, name in enumerate(EN_WEEKDAYS):
        if name.startswith(w[:3]):
            return i
    raise ValueError(word)


def ko_weekday(word: str) -> int:
    """Index (Monday = 0) of a Korean weekday (화요일, 화)."""
    return KO_WEEKDAYS.index(word[0])


def en_month(word: str) -> int:
    """Month number of an English month name or abbreviation."""
    w = word.lower().rstrip(".")
    for i, name in enumerate(EN_MONTHS):
        if name.startswith(w[:3]):
            return i + 1
    raise ValueError(word)


def days(d: dt.date, n: int) -> dt.date:
    return d + relativedelta(days=n)


def monday_of(d: dt.date) -> dt.date:
    return d + relativedelta(days=-d.weekday())


def on_or_before(d: dt.date, weekday: int) -> dt.date:
    """The most recent such weekday on or before ``d``."""
    return d + relativedelta(days=-((d.weekday() - weekday) % 7))


def on_or_after(d: dt.date, weekday: int) -> dt.date:
    """The next such weekday on or after ``d``."""
    return d + relativedelta(days=(weekday - d.weekday()) % 7)


def strictly_before(d: dt.date, weekday: int) -> dt.date:
    """The most recent such weekday strictly before ``d``."""
    return on_or_before(d + relativedelta(days=-1), weekday)


def strictly_after(d: dt.date, weekday: int) -> dt.date:
    return d + relativedelta(days=((weekday - d.weekday() - 1) % 7) + 1)


def in_week(d: dt.date, weeks: int, weekday: int) -> dt.date:
    """That weekday in the Monday–Sunday week ``weeks`` weeks from ``d``'s week."""
    return monday_of(d) + relativedelta(weeks=weeks, days=weekday)


def month_shift(d: dt.date, months: int) -> dt.date:
    """The first day of the month ``months`` away from ``d``'s month."""
    return d.replace(day=1) + relativedelta(months=months)


def month_str(d: dt.date) -> str:
    return f"{d.year:04d}-{d.month:02d}"


def valid_date(year: int, month: int, day: int) -> dt.date | None:
    try:
        return dt.date(year, month, day)
    except ValueError:
        return None


def recent_month_day(today: dt.date, month: int, day: int, forward: bool) -> dt.date | None:
    """Most recent month/day not after ``today`` (or the next on or after it when ``forward``)."""
    if not (1 <= month <= 12 and 1 <= day <= 31):
        return None
    step = 1 if forward else -1
    for k in range(9):  # Feb 29 recurs within 8 years
        cand = valid_date(today.year + step * k, month, day)
        if cand is None:
            continue
        if (forward and cand >= today) or (not forward and cand <= today):
            return cand
    return None


def recent_month(today: dt.date, month: int, forward: bool = False) -> dt.date | None:
    """First day of the most recent such month not after ``today`` (next on or after when forward)."""
    if not 1 <= month <= 12:
        return None
    if forward:
        year = today.year if month >= today.month else today.year + 1
    else:
        year = today.year if month <= today.month else today.year - 1
    return dt.date(year, month, 1)


def year_from_two_digits(yy: int, today: dt.date, forward: bool = False) -> int:
    """A two-digit year as the latest such year not after ``today``'s year; when something is expected (a due
    date), the next such year on or after it if that is within twenty years ("due 3/15/27" said in 2026)."""
    century = today.year - today.year % 100
    year = century + yy
    if forward:
        ahead = year if year >= today.year else year + 100
        if ahead - today.year <= 20:
            return ahead
    return year - 100 if year > today.year else year
