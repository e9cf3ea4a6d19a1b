"""Sleep: a night's window ("in bed at 11, up at 6:30", "slept 1am to 10am"), its duration, a day's nap (split
out of ``sleep_exercise``, which runs it)."""

from __future__ import annotations

import datetime as dt
import re
from typing import Any

from pia_graph.ingest.cue_words import aim_pattern
from pia_graph.ingest.extract.context import Ctx, Draft
from pia_graph.ingest.extract.day_labels import CLAUSE_RULE, LINE_RULE
from pia_graph.ingest.extract.ko_bed_and_wake import bed_and_wake
from pia_graph.ingest.extract.time_scope import block_time
from pia_graph.temporal.sleep import night_date
from pia_graph.temporal.types import Resolution

_DAY_SLEEP_FROM = 5  # a window starting at 05:00 or later and ending the same day is a day's sleep
_NIGHT_WORD = re.compile(r"night|tonight|밤", re.I)
_SLEEP = re.compile(r"\b(?:slept|sleep|asleep|nap\w*)\b|잤|자서|잠|수면", re.I)
_ONSET = re.compile(
    r"\b(?:fell|fall|get|got|falling)\s+asleep\s+(?:until|till|til|at|around|by)\s+"
    r"(?P<h>\d{1,2})(?::(?P<m>\d{2}))?\s*(?P<ap>am|pm|a\.m\.|p\.m\.)?"
    r"|\b(?:went\s+to\s+bed|crashed|passed\s+out|conked\s+out|went\s+to\s+sleep|hit\s+the\s+(?:hay|sack|pillow)"
    r"|lights\s+out|in\s+bed)\s+(?:at|around|by|about)\s+(?P<h2>\d{1,2})(?::(?P<m2>\d{2}))?\s*(?P<ap2>am|pm)?",
    re.I,
)
_WAKE = re.compile(
    r"\b(?:up|awake|woke(?:\s+up)?|got\s+up|wake\s+up|alarm(?:\s+went\s+off)?|alarm\s+rang)\s+(?:at|around)\s+(?P<h>\d{1,2})(?::(?P<m>\d{2}))?\s*"
    r"(?P<ap>am|pm|a\.m\.|p\.m\.)?",
    re.I,
)
# after an aim word, a colon or a topic ending labels what follows: "goal: 8 hours of sleep", "목표는"
# "goal:", "goal for 2026:", "goal this week:", "목표:", "목표는", "목표가"; a Korean label with no particle
# ("이번주 운동 목표 주 3회 30분 걷기") unless what follows says it was met ("목표 달성")
_AFTER_LABEL = re.compile(r"\s*(?:(?:for|this|next)\s+\w+\s*)?[:：]|\s*[은는가]"
                          r"|\s+(?![0-9]*\s*(?:달성|완료|성공|채웠|채움))(?=[가-힣0-9])", re.I)


def after_goal_label(ctx: Ctx, sentence_start: int, pos: int) -> bool:
    """Whether ``pos`` follows a goal label ("goal:", "winter goal:", "목표:") earlier in its sentence: what
    is said after it is an aim, not a log."""
    head = ctx.text[sentence_start:pos]
    return any(_AFTER_LABEL.match(head, hit.end())
               for hit in aim_pattern(ctx.dictionary, ctx.lang, wish=False).finditer(head))


# "want to sleep 7 hours a night", "7시간은 자고 싶어": a wish about sleep, not a night slept
_SLEEP_WISH_ALSO = (r"\b(?:want|wish|hop(?:e|ing)|plan(?:ning)?|trying|try|should|need\s+to|supposed\s+to)\b"
                    r"|싶|려고|해야")


def _clock(h: str, m: str | None, ap: str | None, is_start: bool) -> tuple[int, int]:
    hour, minute = int(h), int(m or 0)
    ap = (ap or "").lower().replace(".", "")
    if ap == "pm" and hour < 12:
        hour += 12
    elif ap == "am" and hour == 12:
        hour = 0
    elif not ap and is_start:
        hour = hour + 12 if 7 <= hour <= 11 else 0 if hour == 12 else hour
    return hour, minute


def _window_fallback(ctx: Ctx) -> list[Draft]:
    """ "Couldn't fall asleep until 2am, then up at 7:15" (an onset and a wake time, no "from ... to")."""
    onset, wake = _ONSET.search(ctx.text), _WAKE.search(ctx.text)
    if not onset or not wake:
        return []
    g = onset.groupdict()
    sh, sm = _clock(g["h"] or g["h2"], g["m"] or g["m2"], g["ap"] or g["ap2"], True)
    eh, em = _clock(wake.group("h"), wake.group("m"), wake.group("ap"), False)
    day = ctx.said_at.date()
    tz = ctx.said_at.tzinfo
    end = dt.datetime.combine(day, dt.time(eh, em), tz)
    start = dt.datetime.combine(day, dt.time(sh, sm), tz)
    if start >= end:
        start -= dt.timedelta(days=1)
    minutes = int((end - start).total_seconds() // 60)
    fields = {"start": start, "end": end, "value": minutes, "unit": "min", "duration_min": minutes,
              "date": night_date(start), "time_expression": ctx.text[onset.start():wake.end()],
              "time_rule": "ingest.sleep_onset_wake", "time_granularity": "minute"}
    return [Draft("sleep.onset_wake", "sleep", "sleep:night", onset.start(), wake.end(), fields, time="own")]


def _on_day_said(ctx: Ctx, r: Resolution) -> tuple[Any, Any]:
    """A window of the day (a day sleep after a night shift: "slept 8am to 2pm yesterday") is on the day
    said in its clause; a night's window keeps the night that ends on the day of the turn."""
    start, end = r.start, r.end
    if not isinstance(start, dt.datetime) or not isinstance(end, dt.datetime) or start.date() != end.date() \
            or start.hour < _DAY_SLEEP_FROM or r.span is None:  # "어제 12시에 자서 6시반에": last night's
        return start, end
    clause = ctx.clause_of(r.span.start)
    days = [o.date for o in ctx.resolutions
            if o.kind == "date" and o.span is not None and o.date is not None and o is not r
            and clause.start <= o.span.start < clause.end and not _NIGHT_WORD.search(o.expression)]
    if len(days) != 1 or days[0] == end.date():
        return start, end
    shift = days[0] - end.date()
    return start + shift, end + shift


# Korean dates the small hours by their own day: "어제 새벽 1시부터 아침 7시까지", "어제 새벽 2시쯤 잠들어서 아침 7시
# 반에 일어났어요" began after midnight on the day said (어젯밤 새벽 3시 is the night just gone: a night word)
_DAWN_KO = re.compile(r"\s*새벽")


def _on_dawn_of_day(ctx: Ctx, r: Resolution, start: Any, end: Any) -> tuple[Any, Any]:
    """A Korean window begun after midnight whose 새벽 follows a day said right before it is on that day."""
    if ctx.lang != "ko" or r.span is None or not isinstance(start, dt.datetime) \
            or not isinstance(end, dt.datetime) or start.date() != end.date() or start.hour >= _DAY_SLEEP_FROM:
        return start, end
    day = next((o.date for o in ctx.resolutions if o.kind == "date" and o.span is not None and o.date is not None
                and not _NIGHT_WORD.search(o.expression) and o.span.end <= r.span.start
                and _DAWN_KO.match(ctx.text, o.span.end)), None)
    if day is None or day == end.date():
        return start, end
    shift = day - end.date()
    return start + shift, end + shift


# the weekday labels that may date a night's window said after them (a round-up's day, "fri slept 10:45 to 6")
_LABEL_RULES = frozenset({CLAUSE_RULE, LINE_RULE, "extract.day_label", "en.on_weekday"})
_COLON_AFTER = re.compile(r"\.?[ \t]*:")
# Korean heads a device's day the same way, the day's thing glued on or one short word at most ("워치 어제꺼:
# 수면 23:10~06:05", "Fitbit 그저께 기록: … 수면 00:20~07:00")
_COLON_AFTER_KO = re.compile(r"(?:꺼|거|것)?(?:[ \t]+[가-힣A-Za-z]{1,4})?[ \t]*:")


def _on_label_day(ctx: Ctx, r: Resolution, start: Any, end: Any) -> tuple[Any, Any]:
    """A night's window dated by a day said apart from it (English). A day with a colon heads a device's day ("Mon:
    Sleep 10:55 PM-6:25 AM", "Fitbit yesterday: steps 7,915, sleep 10:52pm-6:20am"), as does a closing line or
    sentence ("… Sleep 6h 42m (23:48 - 06:30)\nthat's yesterday from my garmin"): the night ends on that day. A
    weekday label opening the window's own clause tells the night begun that evening ("thurs 2 glasses of wine, fri
    slept 10:45 to 6:15"). Korean reads the day with a colon only ("워치 그저께: … 수면 00:20-07:00")."""
    if r.span is None or not isinstance(start, dt.datetime) or not isinstance(end, dt.datetime):
        return start, end
    ko = ctx.lang == "ko"
    sentence, clause = ctx.sentence_of(r.span.start), ctx.clause_of(r.span.start)
    before = [o for o in ctx.resolutions if o.kind == "date" and o.span is not None and o.date is not None
              and sentence.start <= o.span.start and o.span.end <= r.span.start]
    last = max(before, key=lambda o: o.span.start if o.span is not None else -1) if before else None
    day: dt.date | None = None
    if last is not None and last.span is not None and last.date is not None \
            and (_COLON_AFTER_KO if ko else _COLON_AFTER).match(ctx.text, last.span.end) \
            and not _NIGHT_WORD.search(last.expression):
        day = last.date
    elif ko:
        return start, end
    elif last is not None and last.span is not None and last.date is not None and last.rule_id in _LABEL_RULES \
            and clause.start <= last.span.start:
        evening = start if start.hour >= 12 else start - dt.timedelta(days=1)
        shift = last.date - evening.date()
        return (start, end) if end + shift > ctx.said_at else (start + shift, end + shift)
    elif last is None:
        scope = block_time(ctx, r.span.start, [])
        day = scope.date if scope is not None and scope.kind == "date" else None
    if day is None:
        return start, end
    shift = day - end.date()
    return (start, end) if end + shift > ctx.said_at else (start + shift, end + shift)


def sleep_drafts(ctx: Ctx) -> list[Draft]:
    out: list[Draft] = []
    for r in ctx.resolutions:
        if r.kind != "sleep_window" or r.span is None or r.start is None or r.end is None:
            continue
        start_at, end_at = _on_day_said(ctx, r)
        if (start_at, end_at) == (r.start, r.end):
            start_at, end_at = _on_dawn_of_day(ctx, r, start_at, end_at)
        if (start_at, end_at) == (r.start, r.end):
            start_at, end_at = _on_label_day(ctx, r, start_at, end_at)
        fields: dict[str, Any] = {
            "start": start_at, "end": end_at, "value": r.duration_min, "unit": "min",
            "duration_min": r.duration_min, "date": night_date(start_at), "time_expression": r.expression,
            "time_rule": r.rule_id, "time_granularity": r.granularity,
        }
        out.append(Draft("sleep.window", "sleep", "sleep:night", r.span.start, r.span.end, fields, time="own",
                         confidence=0.9))
    if out:
        return out
    out = _window_fallback(ctx) or bed_and_wake(ctx)
    if out:
        return out
    for r in ctx.resolutions:
        if r.kind != "duration" or r.span is None or r.duration_min is None:
            continue
        clause = ctx.clause_of(r.span.start)
        if not _SLEEP.search(clause.text) or re.search(r"\bnap", clause.text, re.I) \
                or aim_pattern(ctx.dictionary, ctx.lang, also=_SLEEP_WISH_ALSO).search(clause.text) \
                or after_goal_label(ctx, ctx.sentence_of(r.span.start).start, r.span.start):
            continue  # "goal: 8 hours of sleep a night": the goal's value (goals), no night slept
        day = ctx.said_at.date()
        for other in ctx.resolutions:
            if other.kind == "date" and other.span is not None and other.date is not None \
                    and clause.start <= other.span.start < clause.end:
                day = other.date  # "slept 5 hours last night": the night that began on date − 1
        fields = {"value": r.duration_min, "unit": "min", "duration_min": r.duration_min, "date": night_date(day),
                  "time_expression": r.expression, "time_rule": r.rule_id}
        out.append(Draft("sleep.duration", "sleep", "sleep:night", r.span.start, r.span.end, fields, time="own",
                         confidence=0.9))
        for q in ctx.quantities:
            if r.span.start <= q.start < r.span.end:
                ctx.take(q)
        break
    return out
