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

from pia_graph.ingest.cue_words import cue_pattern
from pia_graph.ingest.earlier_records import Prior
from pia_graph.ingest.followup_resolve import RECENT_DAYS
from pia_graph.ingest.hup import HupRecord
from pia_graph.ontology import Dictionary

#: the time rule a record dated by the earlier turn carries
RULE = "earlier_turn.same_event"


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


def _event_day(said_at: dt.datetime, earlier: list[Prior]) -> dt.date | None:
    """The one day the records of the user's last earlier turn with a dated record took place on."""
    since = said_at - dt.timedelta(days=RECENT_DAYS)
    recent = sorted((p for p in earlier if since <= p.said_at < said_at), key=lambda p: p.said_at, reverse=True)
    for _, group in itertools.groupby(recent, key=lambda p: p.said_at):
        days = {str(p.props["date"]) for p in group if p.props.get("date")}
        if not days:
            continue
        if len(days) != 1:
            return None
        try:
            return dt.date.fromisoformat(days.pop()[:10])
        except ValueError:
            return None
    return None
