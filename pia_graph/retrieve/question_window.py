"""The window a question asks about (pure): the resolver's primary time, or the time a comparison starts from, or the
times a question joins; the part of a month asked. `understand` calls `window_of`; no database, no clock."""

from __future__ import annotations

import calendar
import datetime as dt
import re
from collections.abc import Sequence

from pia_graph.memory.recall_models import TimeWindow
from pia_graph.retrieve.cues import cues_for
from pia_graph.temporal import resolve_in_text
from pia_graph.temporal.resolve import primary
from pia_graph.temporal.types import Resolution

_WINDOW_KINDS = frozenset({"date", "interval", "month", "year"})


def _after(text: str, end: int) -> int:
    """The first character after `end` that is not a space (a cue said after a time starts there)."""
    while end < len(text) and text[end].isspace():
        end += 1
    return end


def _cue_at(text: str, start: int, lang: str, target: str) -> bool:
    """Whether a cue of ``target`` matches the text at ``start`` (pure)."""
    return any(c.pattern.match(text, start) for c in cues_for(lang) if c.target == target)


def _cue_before(text: str, start: int, lang: str, target: str) -> bool:
    """Whether a cue of ``target`` ends right before ``start``, spaces aside (pure): "after" in "after thanksgiving"."""
    before = text[:start].rstrip()
    return any(m.end() == len(before) for c in cues_for(lang) if c.target == target
               for m in c.pattern.finditer(before))


def reference_of(text: str, span: tuple[int, int], lang: str) -> str | None:
    """How the question uses a time it names as a point of comparison (pure): `reference_from` ("better than in
    september", "LDL 3월보다", 지난주랑 비교): what is asked runs from that time to the moment asked; `reference_around`
    ("what did thanksgiving do to my sugar", 설날 전이랑 비교하면): the time is an event the readings before and after
    it answer, so no window; None when the time is the window asked."""
    before = text[:span[0]].rstrip()
    at = _after(text, span[1])
    for c in cues_for(lang):
        if c.target == "reference_before" and any(m.end() == len(before) for m in c.pattern.finditer(before)):
            return "reference_from"
        if c.target == "around_before" and any(m.end() == len(before) for m in c.pattern.finditer(before)):
            return "reference_around"  # "how much did I gain over thanksgiving": the readings either side
        if c.target in ("reference_from", "reference_around") and c.pattern.match(text, at):
            return c.target
    return None


def _plain_possessives(text: str, lang: str) -> str:
    """The question with a time's possessive blanked ("and last year's?" -> "and last year  ?"), the same length, so
    that spans stay where they were: the resolver leaves "last year's" alone (a statement's "last year's flu shot"
    is no year-long date), but a question asking of last year's readings asks that year (pure)."""
    for c in cues_for(lang):
        if c.target == "window_possessive":
            text = c.pattern.sub(lambda m: m.group(0)[:-2] + "  " if m.group(0).endswith("'s") else m.group(0), text)
    return text


def window_of(text: str, said_at: dt.datetime, lang: str,
              apart: Sequence[tuple[int, int]] = ()) -> TimeWindow | None:
    """The one window the question asks about (the resolver's primary expression), or None. A time said as the
    point a comparison starts from (`reference_of`) outranks the primary expression: "설날인데 혈압 지난주보다
    나아졌어" asks from last week on, not the holiday. ``apart``: the spans of the times the question sets apart
    (`apart_time.py`: "이번 주 말고 지난주"), which are no window."""
    text = _plain_possessives(text, lang)
    # a time used as a unit ("in a day"), or a stage of the user's own course counted in weeks ("금연 4주째 몸무게가
    # 얼마였지": the fourth week since quitting, `stage_days.py`), is no window back from the moment asked
    found = [r for r in resolve_in_text(text, said_at, lang, asking=True) if r.kind in _WINDOW_KINDS
             and not (r.span is not None and (_cue_at(text, r.span.start, lang, "not_window")
                                              or _cue_at(text, r.span.start, lang, "field:stage")
                                              or (r.span.start, r.span.end) in apart))]
    referenced = [(r, ref) for r in found if r.span is not None
                  and (ref := reference_of(text, (r.span.start, r.span.end), lang)) is not None]
    res = referenced[0][0] if referenced else primary(found)
    if res is None:
        return None
    if referenced and referenced[0][1] == "reference_around":
        return None
    if res.span is not None and any(c.pattern.match(text, res.span.start) for c in cues_for(lang)
                                    if c.target == "event_relative"):
        return None  # "the night before the colonoscopy": the event dates it, not the moment asked
    start, end = _days(res, text, said_at, lang)
    if start is None and end is None:
        return None
    if referenced and start is not None:
        end = max(end or start, said_at.date())  # compared with now: from the time said to the moment asked
    elif not referenced:
        for other_start, other_end in joined_windows(text, res, found, said_at, lang):
            # "this week and last", 3월이랑 4월: both times are asked; the window spans them
            start = None if start is None or other_start is None else min(start, other_start)
            end = None if end is None or other_end is None else max(end, other_end)
    return TimeWindow(start=start, end=end, expression=res.expression, rule_id=res.rule_id)


def _days(res: Resolution, text: str, said_at: dt.datetime, lang: str) -> tuple[dt.date | None, dt.date | None]:
    """The first and last day a resolved time covers (pure)."""
    start: dt.date | None
    end: dt.date | None
    if res.kind == "date" and res.date is not None:
        start = end = res.date
        after = res.span.end if res.span is not None else -1
        if (after > 0 and any(c.pattern.match(text, after) for c in cues_for(lang) if c.target == "after_day")) \
                or (res.span is not None and _cue_before(text, res.span.start, lang, "after_day_before")):
            # "추석 지나고 공복혈당 어땠어", "did my sugar settle back after the fourth of july": from the day on, not
            # the day itself
            end = max(res.date, said_at.date())
        elif res.span is not None and any(c.pattern.match(text, res.span.start) for c in cues_for(lang)
                                          if c.target == "holiday_during"):
            # "추석 때 응급실 간 게 며칠이었지": the three-day holiday, the day before to the day after (as 추석 연휴)
            start, end = res.date - dt.timedelta(days=1), res.date + dt.timedelta(days=1)
    elif res.kind == "month" and res.month is not None:
        y, m = (int(x) for x in res.month.split("-"))
        start, end = month_part(res.expression, lang, y, m)
    elif res.kind == "year" and res.year is not None:
        start, end = dt.date(res.year, 1, 1), dt.date(res.year, 12, 31)
    else:
        start = res.start.date() if isinstance(res.start, dt.datetime) else res.start
        end = res.end.date() if isinstance(res.end, dt.datetime) else res.end
        if start is not None and end is None:
            end = said_at.date()  # "since March": open, but never past the moment asked
        elif end is not None and res.span is not None and any(
                c.pattern.match(text, res.span.end) for c in cues_for(lang) if c.target == "after_day"):
            # "설 연휴 끝나고 몸무게 다시 빠지고 있어": from the span's last day on, as after a day said (session 55)
            start, end = end, max(end, said_at.date())
    return start, end


_NEXT_WORD = re.compile(r"\s*([^\W\d_]+)")


def joined_windows(text: str, res: Resolution, found: list[Resolution], said_at: dt.datetime,
                   lang: str) -> list[tuple[dt.date | None, dt.date | None]]:
    """The other times a `window_join` cue ties to the window's expression (pure): another time the resolver found
    right after the joining word ("this week and last week", 이번주랑 지난주, 3월이랑 4월), or a word that repeats the
    expression's unit elided ("this week and last": last week; "in march and april": april)."""
    if res.span is None:
        return []
    joins = [c for c in cues_for(lang) if c.target == "window_join"]
    out: list[tuple[dt.date | None, dt.date | None]] = []
    for other in found:
        if other is res or other.span is None or other.span.start < res.span.end:
            continue
        between = text[res.span.end:other.span.start].strip()
        if between and any(c.pattern.fullmatch(between) for c in joins):
            out.append(_days(other, text, said_at, lang))
    if out:
        return out
    at = _after(text, res.span.end)
    for c in joins:
        m = c.pattern.match(text, at)
        word = _NEXT_WORD.match(text, m.end()) if m is not None else None
        if word is None:
            continue
        unit = res.expression.split()[-1]
        for said in (word.group(1), f"{word.group(1)} {unit}"):
            elided = [r for r in resolve_in_text(said, said_at, lang, asking=True) if r.kind in _WINDOW_KINDS]
            if elided and elided[0].span is not None and elided[0].span.end == len(said):
                return [_days(elided[0], said, said_at, lang)]
    return []


_PART_DAYS = {"early": (1, 10), "mid": (11, 20), "late": (21, 31)}


def month_part(expression: str, lang: str, year: int, month: int) -> tuple[dt.date, dt.date]:
    """The days of a month the expression asks (pure): the whole month, or its early, middle or late part when a
    `month_part:` cue names one ("at the start of september", 이번달 초에, 지난달 말)."""
    last = calendar.monthrange(year, month)[1]
    for c in cues_for(lang):
        if c.target.startswith("month_part:") and c.pattern.search(expression):
            lo, hi = _PART_DAYS[c.target.partition(":")[2]]
            return dt.date(year, month, lo), dt.date(year, month, min(hi, last))
    return dt.date(year, month, 1), dt.date(year, month, last)
