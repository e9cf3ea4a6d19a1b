"""The part of the day a question asks of its readings (pure): "저녁 혈압만", "morning readings", "evening BP".

A cue row `day_part:<first hour>-<last hour>` (ontology/read/query_cues.tsv) gives the hours; a reading's hour is the
time it was said to be taken at when it holds one, else the hour its turn was said. Readings (the type table's
measured types: vital signs, lab results, body measurements) outside the part are fenced out, but only when some
reading is inside it: the part narrows what answers, never empties it. No database, no clock.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from typing import TYPE_CHECKING

from pia_graph.memory.recall_models import QueryUnderstanding
from pia_graph.ontology.model import MEASUREMENT_RECORD_TYPES

if TYPE_CHECKING:
    from pia_graph.retrieve.structured import StructuredHit

READINGS = MEASUREMENT_RECORD_TYPES  # the record types that hold a measured value (the type table's `measured`)
FIELD = "day_part:"


def asked_part(u: QueryUnderstanding) -> tuple[int, int] | None:
    """The hours asked (first, last; last may be smaller: a night across midnight), or None."""
    for d in u.fields:
        if d.value.startswith(FIELD):
            first, _, last = d.value[len(FIELD):].partition("-")
            return int(first), int(last)
    return None


def hour_of(rec: dict[str, object]) -> int | None:
    """The hour a reading was taken: its own time when a rule resolved one finer than a day (not the noon a day's
    record sorts at), else the hour its turn was said."""
    rule = str(rec.get("time_rule") or "")
    at = rec.get("sort_time")
    if rule and not rule.startswith("implicit") and isinstance(at, dt.datetime) and (at.hour, at.minute) != (12, 0):
        return at.hour
    said = rec.get("recorded_at")
    return said.hour if isinstance(said, dt.datetime) else None


def within(hour: int, part: tuple[int, int]) -> bool:
    first, last = part
    return first <= hour <= last if first <= last else hour >= first or hour <= last


def fence(hits: Sequence[StructuredHit], part: tuple[int, int]) -> list[StructuredHit]:
    """The hits without the readings taken outside the part asked, when any reading is inside it."""
    outside: set[str] = set()
    inside = False
    for h in hits:
        if h.record.get("type") not in READINGS:
            continue
        hour = hour_of(h.record)
        if hour is None:
            continue
        if within(hour, part):
            inside = True
        else:
            outside.add(str(h.record["record_id"]))
    return [h for h in hits if str(h.record["record_id"]) not in outside] if inside else list(hits)
