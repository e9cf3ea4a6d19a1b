"""The snapshot's latest record per measured coordinate (`recall_snapshot`, depth 2 and 3). Since session 55 the
statement finds each coordinate's newest time first and then seeks only the records at that time: the record it
returns must be the one the whole sort gave before (newest, then the latest said, then the value, then the id),
never a superseded one, never one of a type that is not measured, and nothing older than a year."""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest
from neo4j import Driver

from pia_graph.config import Settings
from pia_graph.db.queries import run_read_once, run_write
from pia_graph.retrieve.snapshot import MEASURED_TYPES, snapshot_params

pytestmark = pytest.mark.integration

KST = dt.timezone(dt.timedelta(hours=9))
ASKED = dt.datetime(2026, 4, 20, 20, 0, tzinfo=KST)
DAY = dt.datetime(2026, 4, 1, 8, 0, tzinfo=KST)


def _record(user_id: str, rid: str, coordinate: str, rtype: str, label: str, value: float, sort_time: dt.datetime,
            recorded_at: dt.datetime, **extra: Any) -> dict[str, Any]:
    return {"label": label, "props": {
        "record_id": f"{user_id}-{rid}", "user_id": user_id, "type": rtype, "coordinate": coordinate,
        "value": value, "sort_time": sort_time, "recorded_at": recorded_at, "date": sort_time.date(), **extra}}


def _write(driver: Driver, database: str, user_id: str, records: list[dict[str, Any]]) -> None:
    turns = [{"user_id": user_id, "props": {"user_id": user_id, "turn_id": f"t{n}", "text": "synthetic",
                                            "said_at": r["props"]["recorded_at"], "lang": "en", "retain": True,
                                            "extractor": "synthetic"},
              "records": [r], "facts": []} for n, r in enumerate(records)]
    run_write(driver, "population_write", database=database, turns=turns)


def _latest(driver: Driver, database: str, user_id: str) -> list[tuple[str, Any]]:
    row = run_read_once(driver, "recall_snapshot", database=database, user_id=user_id, **snapshot_params(ASKED),
                        with_stamp=False)[0]
    return [(str(r["record_id"]).rsplit("-", 1)[1], r["value"]) for r in row["latest"]]


def test_the_latest_per_coordinate_breaks_ties_as_the_whole_sort_did(
    ontology_loaded: Driver, neo4j_settings: Settings, user_id: str
) -> None:
    db = neo4j_settings.neo4j_database
    hour = dt.timedelta(hours=1)
    assert {"lab_result", "vital_sign"} <= set(MEASURED_TYPES) and "medication_intake" not in MEASURED_TYPES
    _write(ontology_loaded, db, user_id, [
        # LDL: two readings of one time, the later said wins; a newer one superseded, a newer one of an
        # unmeasured type at the same coordinate: neither counts
        _record(user_id, "ldl1", "test:ldl_cholesterol", "lab_result", "LabResult", 100, DAY, DAY + hour),
        _record(user_id, "ldl2", "test:ldl_cholesterol", "lab_result", "LabResult", 120, DAY, DAY + 2 * hour),
        _record(user_id, "ldl3", "test:ldl_cholesterol", "lab_result", "LabResult", 90, DAY + 24 * hour,
                DAY + 25 * hour, superseded_by="x"),
        _record(user_id, "ldl4", "test:ldl_cholesterol", "medication_intake", "MedicationIntake", 1,
                DAY + 48 * hour, DAY + 48 * hour),
        # blood pressure: a tie on time and on when it was said, the smaller value first; an older reading
        _record(user_id, "bp1", "vital:systolic_bp", "vital_sign", "VitalSign", 130, DAY - 48 * hour,
                DAY - 47 * hour),
        _record(user_id, "bp2", "vital:systolic_bp", "vital_sign", "VitalSign", 125, DAY - 48 * hour,
                DAY - 47 * hour),
        _record(user_id, "bp0", "vital:systolic_bp", "vital_sign", "VitalSign", 140, DAY - 96 * hour,
                DAY - 96 * hour),
        # measured more than a year before the question: not active
        _record(user_id, "hba1c", "test:hba1c", "lab_result", "LabResult", 6.1, DAY - dt.timedelta(days=400),
                DAY - dt.timedelta(days=400)),
    ])
    assert _latest(ontology_loaded, db, user_id) == [("ldl2", 120), ("bp2", 125)]
