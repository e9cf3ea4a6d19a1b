"""Trajectory frames and plots, from rows as the named queries return them (no database)."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

from pia_graph.analysis.plot import _band_spans, plot_trajectory
from pia_graph.analysis.trajectory import Trajectory, acting_drugs, events_frame, points_frame
from pia_graph.ontology import load_default_dictionary
from pia_graph.ontology.ranges import select_range

UTC = dt.UTC


def _t(day: int) -> dt.datetime:
    return dt.datetime(2026, 3, day, 8, tzinfo=UTC)


ROWS = [
    {"record_id": "a", "value": 131, "unit": "mmHg", "sort_time": _t(1), "band": "stage 1", "superseded_by": "b"},
    {"record_id": "b", "value": 121.0, "unit": "mmHg", "sort_time": _t(1), "band": "elevated", "superseded_by": None},
    {"record_id": "c", "value": 138.0, "unit": "mmHg", "sort_time": _t(9), "band": "stage 1", "superseded_by": None},
    {"record_id": "d", "value": "high", "unit": None, "sort_time": _t(10), "band": None, "superseded_by": None},
]


def test_points_keep_superseded_values_apart_and_drop_non_numbers() -> None:
    frame = points_frame(ROWS)
    assert list(frame["record_id"]) == ["a", "b", "c"]
    traj = Trajectory("u", "vital:systolic_bp", frame, None, events_frame([], None))
    assert list(traj.current["record_id"]) == ["b", "c"]
    assert list(traj.superseded["superseded_by"]) == ["b"]
    assert str(frame["time"].dt.tz) == "UTC"


def test_events_are_regimen_starts_stops_and_missed_doses_of_the_acting_drugs() -> None:
    rows = [
        {"record_id": "r1", "type": "medication_regimen", "coordinate": "drug:amlodipine", "status": "active",
         "sort_time": _t(2), "start": dt.date(2026, 3, 2), "end": None},
        {"record_id": "r2", "type": "medication_regimen", "coordinate": "drug:atorvastatin", "status": "stopped",
         "sort_time": _t(5), "start": None, "end": None},
        {"record_id": "i1", "type": "medication_intake", "coordinate": "drug:amlodipine", "status": "missed",
         "sort_time": _t(6), "negated": False},
        {"record_id": "i2", "type": "medication_intake", "coordinate": "drug:amlodipine", "status": "taken",
         "sort_time": _t(7), "negated": False},
    ]
    all_events = events_frame(rows, None)
    assert list(all_events["kind"]) == ["regimen_start", "regimen_start", "regimen_stop", "missed_dose"]
    only = events_frame(rows, {"drug:amlodipine"})
    assert set(only["coordinate"]) == {"drug:amlodipine"} and len(only) == 2


def test_acting_drugs_come_from_the_dictionary_mechanisms() -> None:
    dictionary = load_default_dictionary()
    drugs = acting_drugs(dictionary, "vital:systolic_bp")
    assert drugs and all(d.startswith("drug:") for d in drugs)
    assert any(m.cause in drugs and m.effect == "vital:systolic_bp" for m in dictionary.mechanisms)


def test_band_spans_follow_the_users_range(tmp_path: Path) -> None:
    dictionary = load_default_dictionary()
    rng = select_range(dictionary, "test:fasting_glucose", "female", 45)
    assert rng is not None and rng.id == "range:fasting_glucose:ada"
    frame = points_frame([{**r, "unit": "mg/dL"} for r in ROWS[1:3]])
    traj = Trajectory("u", "test:fasting_glucose", frame, rng, events_frame([], None))
    spans = _band_spans(traj, 60.0, 200.0)
    assert spans[0][0] == 60.0 and spans[-1][1] == 200.0
    assert [s[2] for s in spans].count("normal") == 1
    assert all(a < b for a, b, _, _ in spans)
    path = plot_trajectory(traj, tmp_path / "fg.png")
    assert path.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and path.stat().st_size > 5_000
