"""Record validation: plausibility bounds and "no event dated after said_at"."""

from __future__ import annotations

import datetime as dt
import hashlib
from collections.abc import Container

from pia_graph.ingest.hup.bounds import INTAKE_FLAG_ABOVE, MAX_QUANTITY, bound_for
from pia_graph.ingest.hup.records import HupRecord, Rejection, RejectionCode
from pia_graph.ingest.hup.types import types_where

# Types whose start may lie ahead of said_at ("starting tomorrow"): a plan, not an event.
FUTURE_START_OK = types_where(future_start_ok=True)
_SEVERITY_TYPES = types_where(severity_scale=True)


def _reject(record: HupRecord, code: RejectionCode, detail: str = "",
            value: float | str | None = None) -> Rejection:
    return Rejection(code=code, reason=f"{code.value}:{detail}" if detail else code.value, rule_id=record.rule_id,
                     span=record.span, span_start=record.span_start, span_end=record.span_end,
                     coordinate=record.coordinate, value=value)


def validate(record: HupRecord, said_at: dt.datetime) -> Rejection | None:
    """A Rejection, with its reason code, when the record cannot be true as stated, else None."""
    if isinstance(record.value, (int, float)) and not isinstance(record.value, bool):
        bound = bound_for(record.coordinate, record.type)
        check = bound is not None and (
            record.type not in _SEVERITY_TYPES or record.coordinate.startswith(("mood:", "symptom:"))
        )
        if bound is not None and check and not bound.low <= float(record.value) <= bound.high:
            return _reject(record, RejectionCode.OUT_OF_BOUNDS, f"{bound.low:g}-{bound.high:g}", record.value)
    duration = getattr(record, "duration_min", None)
    if isinstance(duration, (int, float)) and not 0 <= duration <= 24 * 60:
        return _reject(record, RejectionCode.OUT_OF_BOUNDS, "duration", duration)
    quantity = getattr(record, "quantity", None)
    if isinstance(quantity, (int, float)) and not 0 < quantity <= MAX_QUANTITY:
        return _reject(record, RejectionCode.OUT_OF_BOUNDS, f"quantity:0-{MAX_QUANTITY:g}", quantity)
    today = said_at.date()
    late = RejectionCode.DATED_AFTER_SAID_AT
    booked = record.type == "medical_visit" and record.status == "scheduled"  # a visit booked ahead
    if record.date is not None and record.date > today and not booked:
        return _reject(record, late)
    if record.month is not None and record.month > today.strftime("%Y-%m") and not booked:
        return _reject(record, late)
    if record.year is not None and record.year > today.year:
        return _reject(record, late)
    if record.start is not None and record.type not in FUTURE_START_OK:
        start_day = record.start.date() if isinstance(record.start, dt.datetime) else record.start
        if start_day > today:
            return _reject(record, late)
    return None


def parts_of_rejected(records: list[HupRecord], rejections: list[Rejection]) -> dict[int, Rejection]:
    """The records (by position) that are another part of a reading rejected as a whole: one evidence span that
    gave several records ("BP 400/84" gave a systolic and a diastolic) is one observation, so when one part
    cannot be true the other is not kept on its own; each carries its own rejection, coded part_of_rejected."""
    spans = {(r.span_start, r.span_end) for r in rejections if r.span_end > r.span_start}
    return {n: _reject(record, RejectionCode.PART_OF_REJECTED, value=record.value)
            for n, record in enumerate(records) if (record.span_start, record.span_end) in spans}


def without_parts_of_rejected(records: list[HupRecord], rejections: list[Rejection],
                              index_map: dict[int, int]) -> tuple[list[HupRecord], dict[int, int]]:
    """The records less the other parts of a rejected reading (``parts_of_rejected``), whose rejections are
    added to ``rejections``, and the draft-to-record map (visit links) renumbered to match."""
    dropped = parts_of_rejected(records, rejections)
    if not dropped:
        return records, index_map
    rejections.extend(dropped[n] for n in sorted(dropped))
    return without_indices(records, dropped, index_map)


def without_indices(records: list[HupRecord], dropped: Container[int],
                    index_map: dict[int, int]) -> tuple[list[HupRecord], dict[int, int]]:
    """The records less those at the indices ``dropped``, and the draft-to-record map (visit links) renumbered to
    match: a draft whose record is dropped leaves the map."""
    kept = [n for n in range(len(records)) if n not in dropped]
    new_place = {old: new for new, old in enumerate(kept)}
    return [records[n] for n in kept], {i: new_place[n] for i, n in index_map.items() if n in new_place}


POSSIBLE_OVERDOSE = "possible_overdose"


def safety_flag(record: HupRecord) -> str | None:
    """A flag for the agent on a record that is possible but alarming: an intake larger than any usual single
    dose ("took 500 tablets of ibuprofen") is kept, since it may be an overdose the agent must act on, and
    flagged, never stored as a normal intake."""
    if record.type != "medication_intake" or record.negated:
        return None
    quantity = getattr(record, "quantity", None)
    if isinstance(quantity, (int, float)) and quantity > INTAKE_FLAG_ABOVE["pill"]:
        return POSSIBLE_OVERDOSE
    limit = INTAKE_FLAG_ABOVE.get(record.unit or "")
    if limit is not None and isinstance(record.value, (int, float)) and float(record.value) > limit:
        return POSSIBLE_OVERDOSE
    return None


def record_id(turn_id: str, index: int, coordinate: str) -> str:
    """Deterministic id from the (user-independent) turn id and the record's place in the extraction."""
    digest = hashlib.sha256(f"{turn_id}\x1f{index}\x1f{coordinate}".encode()).hexdigest()
    return f"r_{digest[:24]}"


def turn_key(text: str, said_at: dt.datetime, lang: str) -> str:
    """A stand-in turn id when the caller has none: the utterance and the instant it was said, in UTC, so that
    one instant spelled with two offsets (+09:00 and Z) is one turn. A naive time is taken as UTC."""
    instant = said_at.astimezone(dt.UTC) if said_at.tzinfo is not None else said_at.replace(tzinfo=dt.UTC)
    digest = hashlib.sha256(f"{instant.isoformat()}\x1f{lang}\x1f{text}".encode()).hexdigest()
    return f"t_{digest[:24]}"
