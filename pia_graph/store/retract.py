"""Writes a dropped reply's retraction of the user's earlier records (ingest/followup_retract.py): one statement,
`records_retract`, in one round trip (an auto-commit transaction), only for a turn that retracts something; a turn
that retracts nothing writes nothing here."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass

from neo4j import Driver

from pia_graph.db.queries import run_alone


@dataclass(frozen=True)
class RetractionWrite:
    """The retracting turn (stored as a turn not retained, the retraction's provenance) and what it retracts."""

    user_id: str
    turn_id: str
    text: str
    text_analysed: str
    said_at: dt.datetime
    lang: str
    retain_reasons: tuple[str, ...]
    record_ids: tuple[str, ...]
    reason: str  # followup_retract.RetractReason's value
    hu2_debounce_s: float = 2.0
    hu2_max_wait_s: float = 60.0


def write_retraction(driver: Driver, database: str, w: RetractionWrite) -> list[str]:
    """The ids of the records retracted now (none: a resent turn, or records retracted or superseded already)."""
    turn = {"text": w.text, "text_analysed": w.text_analysed, "lang": w.lang, "retain_reasons": list(w.retain_reasons)}
    with driver.session(database=database) as session:
        rows = run_alone(session, "records_retract", user_id=w.user_id, turn_id=w.turn_id, turn=turn,
                         said_at=w.said_at.isoformat(), record_ids=list(w.record_ids), reason=w.reason,
                         debounce_s=w.hu2_debounce_s, max_wait_s=w.hu2_max_wait_s)
    return [str(x) for x in rows[0]["retracted"]] if rows else []
