"""A value told of the event an earlier turn told, dated by that turn (pure).

"bloodwork this morning, fasting sugar 104" then, the next day, "and my a1c from that same draw was 5.9"; "saw dr
nguyen today for my physical" then "and my weight at the same appt was 181 lb"; "오늘 심장내과 다녀왔어요" then "혈압
거기서 잰건 130/80"; "AST 삼십, ALT 사십이래요" then "그 간수치 말한 거 감마지티피도 있었어요. 오십팔이요". The later
turn names no day of its own (its records' day is only assumed: the day it is said) and points at the earlier event
(cue list ``same_event_ref``): its records took place on the day of the user's last earlier turn that told a dated
record, within ``followup_resolve.RECENT_DAYS``. Only the assumed day moves (a day said stays); nothing earlier is
superseded (the records are the turn's own, completed with the earlier turn's day).
"""

from __future__ import annotations

import datetime as dt
import itertools
import re
from collections.abc import Callable, Sequence

from pia_graph.ingest.cue_words import cue_pattern
from pia_graph.ingest.earlier_records import Prior
from pia_graph.ingest.followup_resolve import READING_DAYS, RECENT_DAYS
from pia_graph.ingest.hup import HupRecord
from pia_graph.ingest.hup.types import types_where
from pia_graph.ontology import Dictionary

#: the time rule a record dated by the earlier turn carries
RULE = "earlier_turn.same_event"
#: the time rule of results told after the visit an earlier turn told ("오늘 건강검진 받고 옴", then "결과 문자 옴.
#: 공복혈당 98"): they were drawn at that visit
VISIT_RULE = "earlier_turn.visit_results"
_RESULT_TYPES = types_where(result=True)


def points_at_event(text: str, lang: str, dictionary: Dictionary) -> bool:
    """The turn points at an event an earlier turn told ("from that same draw", "거기서 잰건")."""
    return lang in ("en", "ko") and cue_pattern(dictionary, "same_event_ref", lang).search(text) is not None


def dated_by_earlier(text: str, lang: str, said_at: dt.datetime, own: list[HupRecord], earlier: list[Prior],
                     dictionary: Dictionary) -> list[HupRecord] | None:
    """The turn's records with an assumed day moved to the earlier event's day (``earlier``: the user's recent
    records, any order); None when nothing moves."""
    hit = cue_pattern(dictionary, "same_event_ref", lang).search(text) if lang in ("en", "ko") else None
    assumed = [r for r in own if r.time_assumed and r.date is not None]
    if hit is None or not assumed:
        return None
    day = _event_day(said_at, earlier)
    if day is None or all(r.date == day for r in assumed):
        return None
    out: list[HupRecord] = []
    for r in own:
        if r in assumed:
            r = r.model_copy(update={"date": day, "time_assumed": False, "time_rule": RULE,
                                     "time_expression": hit.group(0).strip()})
        out.append(r)
    return out


def tells_undated_results(text: str, lang: str, own: list[HupRecord],
                          dictionary: Dictionary) -> re.Match[str] | None:
    """Where the turn names a batch of results (cue list ``result_batch``), when it tells a result with no day of
    its own; None otherwise: the wording first, so that no store read is made for other turns. The match is
    handed to ``results_of_earlier_visit`` (``named``), which would search for it again."""
    if lang not in ("en", "ko") or not any(r.time_assumed and r.type in _RESULT_TYPES for r in own):
        return None
    return cue_pattern(dictionary, "result_batch", lang).search(text)


def results_of_earlier_visit(text: str, lang: str, said_at: dt.datetime, own: list[HupRecord],
                             earlier: list[Prior], dictionary: Dictionary,
                             named: re.Match[str] | None = None,
                             said_before: Callable[[], Sequence[tuple[dt.datetime, str]]] | None = None
                             ) -> list[HupRecord] | None:
    """Results told with no day of their own in a turn that names their batch (cue list ``result_batch``: 결과,
    검진, "results", "labs") after an earlier turn told a visit on a day before this one ("오늘 건강검진 받고 옴",
    "회사 건강검진 다음주 화요일이에요"): the results, and the visit the turn names again, took place on the visit's
    day. None when nothing moves. ``named``: the batch's word as ``tells_undated_results`` found it in ``text``.
    ``said_before``: the user's earlier turns (when, words), asked only when a visit was found; a visit whose turn
    handed a test to have done later (cue list ``draw_later``: "콜레스테롤 검사지 줬어요") drew nothing, and its day
    dates no results."""
    hit = named if named is not None else \
        cue_pattern(dictionary, "result_batch", lang).search(text) if lang in ("en", "ko") else None
    results = [r for r in own if r.time_assumed and r.date is not None and r.type in _RESULT_TYPES]
    if hit is None or not results or any(r.type == "medical_visit" and not r.time_assumed for r in own):
        return None  # "saw the GP today, results: …": a visit of the turn's own, with its day, holds them
    # "그 특검 결과 왔는데 … 혈압 132/84" two weeks after "회사에서 특수건강검진 받았어요": a checkup's results come
    # weeks later; the turn that points back at it (cue list ``earlier_event_pointer``) reaches a month back
    pointed = cue_pattern(dictionary, "earlier_event_pointer", lang).search(text) is not None
    found = _visit_day(said_at, earlier, checkup_reach=READING_DAYS if pointed else RECENT_DAYS)
    if found is None:
        return None
    day, told_at = found
    later = cue_pattern(dictionary, "draw_later", lang)
    if said_before is not None and any(at == told_at and later.search(words) for at, words in said_before()):
        return None
    moved = [*results, *(r for r in own if r.time_assumed and r.date is not None and r.type == "medical_visit")]
    return [r.model_copy(update={"date": day, "time_assumed": False, "time_rule": VISIT_RULE,
                                 "time_expression": hit.group(0).strip()}) if r in moved else r for r in own]


def _visit_day(said_at: dt.datetime, earlier: list[Prior],
               checkup_reach: int = RECENT_DAYS) -> tuple[dt.date, dt.datetime] | None:
    """The one day of the visits the user's last earlier turn that told one told, when it lies within
    ``RECENT_DAYS`` before the turn's day (a checkup's within ``checkup_reach``), and when that turn was said."""
    today = said_at.date()
    visits = sorted((p for p in earlier if p.props.get("type") == "medical_visit" and p.props.get("date")
                     and p.said_at < said_at), key=lambda p: p.said_at, reverse=True)
    for told_at, group in itertools.groupby(visits, key=lambda p: p.said_at):
        group_list = list(group)
        try:
            days = {dt.date.fromisoformat(str(p.props["date"])[:10]) for p in group_list}
        except ValueError:
            return None
        if len(days) != 1:
            return None
        day = days.pop()
        reach = checkup_reach if all(p.props.get("coordinate") == "visit:checkup" for p in group_list) \
            else RECENT_DAYS
        return (day, told_at) if today - dt.timedelta(days=reach) <= day < today else None
    return None


def _event_day(said_at: dt.datetime, earlier: list[Prior]) -> dt.date | None:
    """The one day the records of the user's last earlier turn with a dated record took place on."""
    found = earlier_event(said_at, earlier)
    return found[0] if found is not None else None


def earlier_event(said_at: dt.datetime, earlier: list[Prior]) -> tuple[dt.date, frozenset[str]] | None:
    """The one day the records of the user's last earlier turn with a dated record took place on, and the
    coordinates of those records (within ``RECENT_DAYS``)."""
    since = said_at - dt.timedelta(days=RECENT_DAYS)
    recent = sorted((p for p in earlier if since <= p.said_at < said_at), key=lambda p: p.said_at, reverse=True)
    for _, group in itertools.groupby(recent, key=lambda p: p.said_at):
        dated = [p for p in group if p.props.get("date")]
        days = {str(p.props["date"]) for p in dated}
        if not days:
            continue
        if len(days) != 1:
            return None
        try:
            day = dt.date.fromisoformat(days.pop()[:10])
        except ValueError:
            return None
        return day, frozenset(str(p.props.get("coordinate")) for p in dated)
    return None
