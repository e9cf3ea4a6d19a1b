"""A time the question sets apart (pure; session 68): "이번 주 말고 지난주 걸음수", "작년 말고 올해 검진", "my steps
except last week", 오늘 아침 거 빼고 그 전 체온, 주말 빼고 평일에만 잰 체중, "without the weekend ones". The exclusion
words are `excluded.py`'s (the cue table's `excluded` rows), said of a time expression the resolver read as they are
said of a term: right after the word in English, right before it in Korean. Such a time is no window
(`question_window.window_of` takes the question's next time, or none), and what falls inside it ranks after every
other item (`excluded.apart_last`, a demotion with its reason, never a deletion). A time said as a kind of day (an
`apart_weekdays:<days>` cue row that covers the whole expression: "the weekend", 주말) sets those weekdays apart over
the whole record, not the one weekend the resolver dates ("last weekend" stays that weekend). The time just before
one set apart ("어젯밤 말고 그 전날 밤") is the window asked (`before_apart`). No database, no clock."""

from __future__ import annotations

import calendar
import datetime as dt
from collections.abc import Sequence

from pia_graph.memory.recall_models import ApartTime, TimeWindow
from pia_graph.retrieve.cues import cues_for
from pia_graph.retrieve.excluded import excluded
from pia_graph.temporal import resolve_in_text
from pia_graph.temporal.types import Resolution

Span = tuple[int, int]
WEEKDAYS = "apart_weekdays:"  # the cue rows of a kind of day: apart_weekdays:5,6 (Monday 0)
_KINDS = frozenset({"date", "interval", "month", "year"})  # what a window is made of (`question_window`)


def _weekdays(expression: str, lang: str) -> list[int]:
    """The weekdays a time names as a kind of day, when a cue row covers the whole expression (pure)."""
    for c in cues_for(lang):
        if c.target.startswith(WEEKDAYS) and c.pattern.fullmatch(expression.strip()):
            return [int(d) for d in c.target[len(WEEKDAYS):].split(",")]
    return []


def _days(r: Resolution) -> tuple[dt.date | None, dt.date | None]:
    if r.kind == "date" and r.date is not None:
        return r.date, r.date
    if r.kind == "month" and r.month is not None:
        y, m = (int(x) for x in r.month.split("-"))
        return dt.date(y, m, 1), dt.date(y, m, calendar.monthrange(y, m)[1])
    if r.kind == "year" and r.year is not None:
        return dt.date(r.year, 1, 1), dt.date(r.year, 12, 31)
    start = r.start.date() if isinstance(r.start, dt.datetime) else r.start
    end = r.end.date() if isinstance(r.end, dt.datetime) else r.end
    return start, end


def apart_times(text: str, said_at: dt.datetime, lang: str, cues: Sequence[Span]) -> list[tuple[Span, ApartTime]]:
    """Each time the question sets apart, with where it says it (pure). ``cues``: the spans of its exclusion words
    (`excluded.exclusions`, less those a place took: 지난번 말고 그 전 is a place, not a time)."""
    if not cues:
        return []
    out: list[tuple[Span, ApartTime]] = []
    for r in resolve_in_text(text, said_at, lang, asking=True):
        if r.kind not in _KINDS or r.span is None or not excluded((r.span.start, r.span.end), list(cues), text, lang):
            continue
        weekdays = _weekdays(r.expression, lang)
        start, end = (None, None) if weekdays else _days(r)
        if not weekdays and start is None and end is None:
            continue
        out.append(((r.span.start, r.span.end), ApartTime(start=start, end=end, weekdays=weekdays,
                                                          expression=r.expression, rule_id=r.rule_id)))
    return out



def _shifted(t: ApartTime, unit: str) -> tuple[dt.date, dt.date] | None:
    """The day, week (Monday to Sunday), month or year just before a time set apart (pure)."""
    if t.start is None:
        return None
    if unit == "day":
        day = t.start - dt.timedelta(days=1)
        return day, day
    if unit == "week":
        monday = t.start - dt.timedelta(days=t.start.weekday() + 7)
        return monday, monday + dt.timedelta(days=6)
    if unit == "month":
        last = t.start.replace(day=1) - dt.timedelta(days=1)
        return last.replace(day=1), last
    return dt.date(t.start.year - 1, 1, 1), dt.date(t.start.year - 1, 12, 31)


def before_apart(text: str, lang: str, apart: Sequence[tuple[Span, ApartTime]]) -> tuple[Span, TimeWindow] | None:
    """The time just before a time set apart, when the question asks it after setting that one apart (pure):
    "어젯밤 말고 그 전날 밤" (the night before last night), 이번 주 말고 그 전 주, "not last week, the week before". The
    unit is the `apart_before` cue row's (a named group `unit`: day / night, week, month, year; 날, 주, 달, 해)."""
    if not apart:
        return None
    (_, end), t = apart[0]
    for c in cues_for(lang):
        if c.target != "apart_before":
            continue
        m = c.pattern.search(text, end)
        unit = _UNITS.get((m.group("unit") or "").lower()) if m is not None else None
        days = _shifted(t, unit) if unit is not None else None
        if m is not None and days is not None:
            return (m.start(), m.end()), TimeWindow(start=days[0], end=days[1], expression=m.group(0),
                                                    rule_id=f"apart_before:{unit}")
    return None


_UNITS = {"day": "day", "night": "day", "날": "day", "week": "week", "주": "week", "month": "month", "달": "month",
          "year": "year", "해": "year"}
