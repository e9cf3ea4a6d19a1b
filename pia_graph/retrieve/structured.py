"""Structured recall: one user's records by coordinate, type and window through one named query on the
range indexes (record_user_coordinate_time, record_user_type), which also says whether the user exists.
Records are read by their own `user_id` and `coordinate` properties, never through a shared Term's
relationships. The statement (`recall_records_facts`) also reads the facts (`associative.py`): the recall
sends one round trip for both."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field
from typing import Any

from pia_graph.memory.recall_models import QueryUnderstanding
from pia_graph.retrieve.anchor_window import fence_before_anchor
from pia_graph.retrieve.anchors import EFFECT
from pia_graph.retrieve.day_parts import asked_part, fence
from pia_graph.retrieve.record_quotes import with_turn_texts
from pia_graph.retrieve.records import in_window, timed

_FAR_PAST = dt.datetime(1900, 1, 1, tzinfo=dt.UTC)
_FAR_FUTURE = dt.datetime(2200, 1, 1, tzinfo=dt.UTC)
LIMIT = 300
TYPE_STRENGTH = 0.95  # a record type asked for ("meds", "allergies"): above a concept's members, below a name
RELATED_STEP = 0.002  # between a concept's related terms, in the dictionary's order (see structured_hits)
BOTH_BONUS = 0.05  # at a coordinate the question points to and of the type it asks for
NO_KEY = ""  # no record has this coordinate or type: it keeps the statement's lists typed and sized (see below)
KEYS_SIZE = 10  # the coordinate and type lists are padded with NO_KEY to at least this many (see below)


@dataclass
class StructuredHit:
    record: dict[str, Any]
    reasons: list[str] = field(default_factory=list)
    strength: float = 1.0  # 1.0 named, 0.9 a concept's primary term or a record type, 0.6 a related term


_STRENGTH = {"alias": 1.0, "alias_ambiguous": 0.95, "cue": 0.95, "concept_primary": 0.9, "concept_related": 0.6}


def strength_of(reason: str) -> float:
    if reason.startswith(("anchor:", "visit_context:", "describes_medicine:", "sense_other:", "model_coordinate:")):
        # it dates the question (the records after it answer), or a learned opinion placed it: below a named term
        return _STRENGTH["concept_related"]
    if reason.startswith(("indication:", "drug_class:", "results:", EFFECT)):
        return _STRENGTH["concept_primary"]
    if reason.startswith(("concept:", "widened:")):
        return _STRENGTH["concept_related" if reason.endswith(":related") else "concept_primary"]
    if reason.startswith("alias_ambiguous"):
        return _STRENGTH["alias_ambiguous"]
    if reason.startswith("cue"):
        return _STRENGTH["cue"]
    return _STRENGTH["alias"]


def bounds(u: QueryUnderstanding, tz: dt.tzinfo | None) -> tuple[dt.datetime, dt.datetime]:
    """The window as instants for the index, a day wider on each side; `in_window` then decides exactly on
    the day a record is about (a night's sleep starts the evening before)."""
    w = u.window
    if w is None:
        return _FAR_PAST, _FAR_FUTURE
    since = dt.datetime.combine(w.start - dt.timedelta(days=1), dt.time(0), tz) if w.start else _FAR_PAST
    until = dt.datetime.combine(w.end + dt.timedelta(days=2), dt.time(0), tz) if w.end else _FAR_FUTURE
    return since, until


def record_params(u: QueryUnderstanding | None, said_at: dt.datetime | None) -> dict[str, Any]:
    """The records part of `recall_records_facts`' parameters; with no understanding, a search for no record
    (the lists hold only NO_KEY), so the same statement reads only the user and the facts."""
    # Neo4j caches a plan per parameter *types* and per size bucket of each list (1, 2-9, 10-99 ...: measured, a
    # list of 2 and one of 12 are planned apart), each plan seconds of the server's CPU under load and planned again
    # whenever the store's counts drift. So each list is padded with NO_KEY (which no record has: the seek for it
    # finds nothing) to at least KEYS_SIZE: never empty, and nearly always in one size bucket, so the records add
    # no plan of their own to the facts' (recall_records_facts reads both).
    # The window goes as text (`isoformat`: the instant and its offset), read by `datetime()` once per statement: the
    # driver packs a date-time parameter in Python (~0.06 ms each, two per recall); the index seek is the same.
    since, until = bounds(u, said_at.tzinfo) if u is not None and said_at is not None else (_FAR_PAST, _FAR_FUTURE)
    coordinates = [d.value for d in u.coordinates] if u is not None else []
    types = [d.value for d in u.record_types] if u is not None else []
    return {"coordinates": [NO_KEY] * max(1, KEYS_SIZE - len(coordinates)) + coordinates,
            "types": [NO_KEY] * max(1, KEYS_SIZE - len(types)) + types,
            "since_text": since.isoformat(), "until_text": until.isoformat(), "limit": LIMIT}


def structured_from_row(
    u: QueryUnderstanding, row: dict[str, Any]
) -> tuple[dict[str, Any], list[StructuredHit], dict[str, Any]]:
    """The user (`exists`, `sex`, `birth_date`), every record the understanding points to, superseded ones
    included (for conflicts), newest first, each with its turn's text (`record_quotes.TURN_TEXT`), and the served
    understanding's row (`hu2.store.served_from`), from a row of `recall_records_facts`."""
    user = {k: row.get(k) for k in ("exists", "sex", "birth_date")}
    by_coordinate = [timed(r) for r in row.get("by_coordinate") or []]
    by_type = typed_records(by_coordinate, row.get("by_type") or [])
    if "record_turns" in row:  # each record's turn text, for its quote (retrieve/record_quotes.py)
        with_turn_texts(by_coordinate + by_type, row["record_turns"])
    hits = structured_hits(u, by_coordinate, by_type)
    understanding = {k: row.get(k) for k in ("memory_version", "version", "generated_at", "fields")}
    return user, hits, understanding


def typed_records(by_coordinate: list[dict[str, Any]], by_type: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The records found by type, each whole (pure): the statement sends a record that the coordinate list holds
    as its id and type only, and its copy there stands in for it."""
    held = {r["record_id"]: r for r in by_coordinate}
    return [held[r["record_id"]] if r["record_id"] in held else timed(r) for r in by_type]


def structured_hits(
    u: QueryUnderstanding, by_coordinate: list[dict[str, Any]], by_type: list[dict[str, Any]]
) -> list[StructuredHit]:
    """The records read by coordinate and by type as hits with their reasons and strength (pure): a record of
    an asked type at an asked coordinate is narrowed by both."""
    hits: dict[str, StructuredHit] = {}
    window_reason = f"window:{u.window.expression}" if u.window else None
    by_coord = {d.value: d for d in u.coordinates}
    related_place = {d.value: n for n, d in enumerate(
        [d for d in u.coordinates if d.reason.startswith("concept:") and d.reason.endswith(":related")])}
    for rec in by_coordinate:
        if not in_window(rec, u.window):
            continue
        d = by_coord[rec["coordinate"]]
        reasons = [f"{d.reason}:{d.span}" if d.span else d.reason]
        if window_reason:
            reasons.append(window_reason)
        # A concept's related terms in the dictionary's order (kidney numbers: BUN before uric acid), each a
        # step below the one before, so a related term listed first is not outranked by a newer one listed last.
        strength = strength_of(d.reason) - RELATED_STEP * related_place.get(d.value, 0)
        hits[rec["record_id"]] = StructuredHit(rec, reasons, strength)
    # "내 체중 목표": a goal asked of a quantity the question names is at that quantity in the goal's own namespace
    asked_quantities = {c.partition(":")[2] for c in by_coord}
    for rec in by_type:
        if not in_window(rec, u.window):
            continue
        found = hits.get(rec["record_id"])
        reason = f"type:{rec['type']}"
        if found is None and str(rec.get("coordinate") or "").partition(":")[2] in asked_quantities:
            # ... so it ranks as a record of the type asked at a coordinate asked, above the quantity's readings
            hits[rec["record_id"]] = StructuredHit(rec, [reason, f"quantity_asked:{rec['coordinate']}", *(
                [window_reason] if window_reason else [])], _STRENGTH["alias"] + BOTH_BONUS)
            continue
        if found is not None:
            # The type narrows what the coordinates widen ("diabetes meds": the diabetes drugs first).
            found.reasons.append(reason)
            found.strength = max(found.strength, TYPE_STRENGTH) + BOTH_BONUS
            continue
        reasons = [reason] + ([window_reason] if window_reason else [])
        hits[rec["record_id"]] = StructuredHit(rec, reasons, TYPE_STRENGTH)
    out = list(hits.values())
    fence_before_anchor(u, out)  # "since I started the accutane": the readings from the last one before it on
    part = asked_part(u)  # "저녁 혈압만": the readings of that part of the day
    return fence(out, part) if part is not None else out
