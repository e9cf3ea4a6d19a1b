"""Follow-up questions read with the conversation (pure): "and before that?", "what about the month before?", 그럼
작년엔?, "did I take it this morning?" (it: the drug of the turn before), 그 약 언제부터 먹었지?

A turn is a follow-up when it names no coordinate of its own and holds a cue of the conversation
(curators' data, the ``thread_*`` rows of ``ontology/read/query_cues.tsv``): an opener that continues
the last question ("and", "what about", 그럼), an anaphor that points back to the last turn's thing (it,
"the last one", 그 약, 그거), a time said relative to the last window ("before that", "the month before", 그
전엔), or a bare time with nothing else after a question (지난달 체중 몇이었지 → 작년엔?). It inherits the coordinates
and record types of the newest turn of the thread that has any, and its window is its own, or shifted
from that turn's: "before that" ends where the previous window began (or the day before that turn was
said), "the month before" is the period of the same length before it, and with no time of its own the
previous question's window stands (a statement's time is not a window asked: "146/92 this morning" then
"is that higher than usual?"). Every inherited decision carries the reason ``inherited_from_thread``. A
turn that names its own coordinate inherits nothing; one that names only a record type inherits only
through an anaphor (그 약: the drug of the turn before, not every medicine). No database, no clock: the
thread and ``said_at`` are passed in.
"""

from __future__ import annotations

import calendar
import datetime as dt
import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Literal

from pia_graph.ingest.read_gate import ReadDecision
from pia_graph.memory.recall_models import Decided, QueryUnderstanding, ThreadTurn, TimeWindow
from pia_graph.retrieve.cues import Cue, cues_for

THREAD_REASON = "inherited_from_thread"
THREAD_TURNS = 3  # the user's last turns a follow-up reads (newest last): the newest question wins (source_of)
TOPIC_WORDS = 4  # a question this short that names nothing continues the conversation's topic ("dose now?", 산소는?)
_SENTENCE_FIELDS = frozenset({"said", "advice", "name", "reason"})  # asks for a sentence, not a measure
_SENTENCE_MARKS = ("provider", "said_mark", "name_mark", "thread_sentence")  # a clinician, speech, a name, an app
_DAY = dt.timedelta(days=1)
_STEPS = {"day": (0, 1), "week": (0, 7), "month": (1, 0), "year": (12, 0)}  # a unit of shift: (months, days)
Shift = Literal["before", "prior"]


@dataclass(frozen=True, slots=True)
class FollowUp:
    """Why a turn reads as a follow-up: the kind of cue (opener, anaphor, before, prior, bare), its words, and the
    shift of the window it asks (None: its own window, or the previous one)."""

    kind: str
    cue: str
    anaphor: bool
    shift: Shift | None
    bare: bool  # a time (or a shift) and words of no topic alone
    unit: str | None = None  # the unit of shift the turn names ("the year before", 그 전 해): thread_prior:<unit>


@cache
def target_cues(lang: str, target: str) -> tuple[Cue, ...]:
    """The rows of ``target`` and of its refinements in ``cues_for(lang)``, in the table's order: kept per language
    and target (every turn retain keeps asks `mentions_thread`'s four targets; a scan of the table each was 1 % of
    a turn's client CPU)."""
    return tuple(c for c in cues_for(lang) if c.target == target or c.target.startswith(target + ":"))


def _hits(text: str, lang: str, target: str) -> Iterator[tuple[str, re.Match[str]]]:
    """Matches of the rows of ``target`` and of its refinements (``thread_prior`` holds ``thread_prior:year``)."""
    return ((c.target, m) for c in target_cues(lang, target) for m in c.pattern.finditer(text))


def _first(text: str, lang: str, target: str) -> re.Match[str] | None:
    return next((m for _, m in _hits(text, lang, target)), None)


def mentions_thread(text: str, lang: str) -> bool:
    """Whether the turn holds a cue of the conversation at all (a cheap check before a thread is read)."""
    return any(_first(text, lang, t) is not None
               for t in ("thread_opener", "thread_anaphor", "thread_before", "thread_prior"))


def shifts(text: str, lang: str) -> bool:
    """Whether the turn shifts the last window ("before that", "the month before", 그 전엔): it asks by itself."""
    return any(_first(text, lang, t) is not None for t in ("thread_before", "thread_prior"))


def _filler(word: str, lang: str) -> bool:
    return any(c.pattern.fullmatch(word) for c in cues_for(lang) if c.target == "thread_filler")


def topicless(text: str, lang: str, u: QueryUnderstanding) -> bool:
    """A short question with no topic and no window of its own that asks for no sentence ("dose now?", "lowest day",
    "is it working?", "so is it better?", 젤 많이 나갔을 때): it asks about what the conversation is about. Not one
    that names a record type or a concept, asks what someone said, a name or why, names a clinician, or says a time
    (지난주는 어땠어? after a reading told asks about that week in general)."""
    if u.record_types or u.concepts or u.window is not None or any(f.value in _SENTENCE_FIELDS for f in u.fields):
        return False
    if any(_first(text, lang, t) is not None for t in _SENTENCE_MARKS):
        return False
    return 0 < len(text.split()) <= TOPIC_WORDS


def follow_up(text: str, lang: str, u: QueryUnderstanding) -> FollowUp | None:
    """The turn's follow-up cue, or None when it names a coordinate of its own or holds no cue of the thread."""
    if u.entities or u.coordinates:
        return None
    anaphor = _first(text, lang, "thread_anaphor")
    if u.record_types and anaphor is None:
        return None  # "what about my meds?" asks its own type
    prior_hit = next(_hits(text, lang, "thread_prior"), None)
    prior = prior_hit[1] if prior_hit is not None else None
    unit = (prior_hit[0].partition(":")[2] or None) if prior_hit is not None else None
    before = None if prior is not None else _first(text, lang, "thread_before")
    shift: Shift | None = "prior" if prior is not None else "before" if before is not None else None
    opener = _first(text, lang, "thread_opener")
    bare = (u.window is not None or shift is not None) and all(_filler(w, lang) for w in u.residual_words)
    for kind, found in (("prior", prior), ("before", before), ("anaphor", anaphor), ("opener", opener)):
        if found is not None:
            return FollowUp(kind, found.group(0).strip(), anaphor is not None, shift, bare, unit)
    if bare and u.window is not None:
        return FollowUp("bare", u.window.expression, False, None, True)
    if topicless(text, lang, u):
        return FollowUp("topic", "", False, None, False)
    return None


def topic_of(thread: Sequence[ThreadTurn]) -> ThreadTurn | None:
    """What a topicless question ("is it working?", "lowest day") is about: everything the last turns asked or told
    of, newest first (a reading, the drug started, the goal set are told in turns of their own: "did I hit it?"
    after the steps and the goal; "so is it better?" after the iron labs asked and the ferritin and haemoglobin
    told)."""
    recent = [t for t in thread[-THREAD_TURNS:] if t.coordinates or t.record_types]
    if not recent:
        return None
    coords = list(dict.fromkeys(c for t in reversed(recent) for c in t.coordinates))
    types = list(dict.fromkeys(r for t in reversed(recent) for r in t.record_types))
    return recent[-1].model_copy(update={"coordinates": coords, "record_types": types})


def source_of(thread: Sequence[ThreadTurn], f: FollowUp | None = None) -> ThreadTurn | None:
    """The turn of the thread's last ones that the follow-up continues. An anaphor points to the newest thing said,
    asked or told ("took my metformin" → "did I take it yesterday too?"). Any other follow-up ("and before that?",
    그 전엔?, "what about last year?") continues the newest question that asked of a coordinate or a record type: a
    statement said between ("ran 8k this morning", 약 먹음) does not capture it. With no such question it continues
    the newest statement that told of one, except a bare time with no word of the conversation (작년엔?): after a
    statement that asks about that time in general ("지난주는 어땠어?" after a reading told), so it inherits nothing."""
    if f is not None and f.kind == "topic":
        return topic_of(thread)
    recent = [t for t in thread[-THREAD_TURNS:] if t.coordinates or t.record_types]
    if not recent:
        return None
    if f is not None and not f.anaphor:
        asked = [t for t in recent if t.asked]
        if asked:
            return asked[-1]
        if f.kind == "bare":
            return None
    return recent[-1]


def _months_back(day: dt.date, months: int) -> dt.date:
    index = day.year * 12 + day.month - 1 - months
    year, month = index // 12, index % 12 + 1
    return dt.date(year, month, min(day.day, calendar.monthrange(year, month)[1]))


def shifted_by(start: dt.date, end: dt.date, unit: str) -> tuple[dt.date, dt.date] | None:
    """[start, end] moved back by one ``unit`` (day, week, month, year), its length kept: March 2026 a year back is
    March 2025, a week a month back is the same days of the month before; whole calendar months stay whole (February
    2024 a year back ends on the 28th). None for a unit that is not one."""
    if unit not in _STEPS:
        return None
    months, days = _STEPS[unit]
    if not months:
        return start - dt.timedelta(days=days), end - dt.timedelta(days=days)
    first = _months_back(start, months)
    if start.day == 1 and (end + _DAY).day == 1:
        last_month = _months_back(end.replace(day=1), months)
        return first, last_month.replace(day=calendar.monthrange(last_month.year, last_month.month)[1])
    return first, _months_back(end, months)


def period_before(start: dt.date, end: dt.date, unit: str | None = None) -> tuple[dt.date, dt.date]:
    """The period the follow-up shifts to. With a unit of its own ("the year before", 그 전 해) at least as long as
    the window, the window moved back by that unit, its length kept ("the year before" March is last year's March).
    Otherwise the period of the same length just before [start, end] ("the month before" March is February; "the
    week before" a month is the month before): whole calendar months (a month, a year) stay whole, any other span
    moves back by its length in days."""
    moved = shifted_by(start, end, unit) if unit is not None else None
    if moved is not None and moved[1] < start:
        return moved
    last = start - _DAY
    if start.day == 1 and (end + _DAY).day == 1:
        months = (end.year - start.year) * 12 + end.month - start.month + 1
        index = last.year * 12 + last.month - 1 - (months - 1)
        return dt.date(index // 12, index % 12 + 1, 1), last
    return start - (end - start) - _DAY, last


def shifted_window(f: FollowUp, own: TimeWindow | None, source: ThreadTurn) -> TimeWindow | None:
    """The window the follow-up asks: its own, or the source's shifted (before / prior), or the source's."""
    start, end = source.window_start, source.window_end
    if f.shift == "prior" and start is not None and end is not None:
        before, last = period_before(start, end, f.unit)
        return TimeWindow(start=before, end=last, expression=f.cue, rule_id="thread.prior")
    if f.shift is not None:
        began = start or end or source.said_at.date()
        return TimeWindow(start=None, end=began - _DAY, expression=f.cue, rule_id="thread.before")
    if own is not None:
        return own
    if source.asked and (start is not None or end is not None):
        return TimeWindow(start=start, end=end, expression="", rule_id=THREAD_REASON)
    return None


def inherit(u: QueryUnderstanding, text: str, thread: Sequence[ThreadTurn]) -> QueryUnderstanding:
    """The understanding of a follow-up with what it inherits from the thread (unchanged when it is none)."""
    f = follow_up(text, u.lang, u)
    source = source_of(thread, f) if f is not None else None
    if f is None or source is None:
        return u
    out = u.model_copy(deep=True)
    # the inherited things are the ones asked, a hard boundary as if named ("did I take it": that drug, no other);
    # a topicless question's are only what it is about (everything the last turns told), no boundary
    inherited = [Decided(value=c, reason=THREAD_REASON, span=f.cue) for c in source.coordinates]
    out.entities = [] if f.kind == "topic" else inherited
    out.coordinates = inherited
    own = {d.value for d in out.record_types}
    out.record_types += [Decided(value=t, reason=THREAD_REASON, span=f.cue) for t in source.record_types
                         if t not in own]
    out.window = shifted_window(f, u.window, source)
    return out


def thread_read(decision: ReadDecision, text: str, u: QueryUnderstanding, thread: Sequence[ThreadTurn],
                asks: bool) -> ReadDecision:
    """The READ decision with the thread: a follow-up question the rules did not read ("and before the trip?",
    그럼 그 전엔?) reads the records of the thing it inherits (structured). ``asks``: the turn asks (a mark or a
    question's grammar); a shift of the last window ("and the month before") asks by itself, a bare time does not
    (a reply to the agent: "since tuesday", 화요일부터요)."""
    if decision.read:
        return decision
    f = follow_up(text, u.lang, u)
    if f is None or f.kind == "topic" or not (asks or f.shift is not None) or source_of(thread, f) is None:
        return decision  # a topicless question is read by the rules or not: the thread only gives it its topic
    return ReadDecision(True, "structured", [*decision.reasons, f"{THREAD_REASON}:{f.kind}"])


def entry_of(u: QueryUnderstanding, text: str, said_at: dt.datetime, *, asked: bool) -> ThreadTurn:
    """What a later follow-up reads of this turn (its understanding, inherited parts included); ``asked``: the turn
    was read (a question)."""
    window = u.window
    return ThreadTurn(
        said_at=said_at, text=text, lang=u.lang, asked=asked, coordinates=[d.value for d in u.coordinates],
        record_types=[d.value for d in u.record_types],
        window_start=window.start if window is not None else None,
        window_end=window.end if window is not None else None,
    )
