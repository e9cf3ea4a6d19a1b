"""A user's trajectory of one coordinate as pandas DataFrames: the points (superseded ones included), the
reference range that applies to the user, and the medication events that matter to it."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from typing import Any

import pandas as pd
from neo4j import Driver

from pia_graph.db.queries import run_read
from pia_graph.db.values import native
from pia_graph.ontology.model import Dictionary, RangeDef
from pia_graph.ontology.ranges import select_range

POINT_COLUMNS = ["time", "value", "unit", "band", "record_id", "superseded_by", "turn_id", "span"]
EVENT_COLUMNS = ["time", "kind", "coordinate", "status", "record_id"]


@dataclass
class Trajectory:
    user_id: str
    coordinate: str
    points: pd.DataFrame  # one row per record, oldest first; `superseded_by` set on a replaced value
    range: RangeDef | None  # the reference range for this user's sex and age, when the term has one
    events: pd.DataFrame  # regimen starts and stops and missed doses of drugs that act on the coordinate

    @property
    def current(self) -> pd.DataFrame:
        return self.points[self.points["superseded_by"].isna()]

    @property
    def superseded(self) -> pd.DataFrame:
        return self.points[self.points["superseded_by"].notna()]


def points_frame(rows: list[dict[str, Any]]) -> pd.DataFrame:
    """Records as a DataFrame with a UTC time column; numeric values only (a trajectory is a number)."""
    data = [
        {
            "time": native(r["sort_time"]),
            "value": float(r["value"]) if isinstance(r.get("value"), int | float) else None,
            "unit": r.get("unit"),
            "band": r.get("band"),
            "record_id": r.get("record_id"),
            "superseded_by": r.get("superseded_by"),
            "turn_id": r.get("turn_id"),
            "span": r.get("span"),
        }
        for r in rows
    ]
    frame = pd.DataFrame(data, columns=POINT_COLUMNS)
    frame["time"] = pd.to_datetime(frame["time"], utc=True)
    return frame[frame["value"].notna()].reset_index(drop=True)


def acting_drugs(dictionary: Dictionary, coordinate: str) -> set[str]:
    """Drugs that the dictionary says act on the coordinate (a mechanism, or an indication for a condition
    that the coordinate measures is not inferred here: only explicit mechanisms)."""
    return {m.cause for m in dictionary.mechanisms if m.effect == coordinate and m.cause.startswith("drug:")}


def events_frame(rows: list[dict[str, Any]], drugs: set[str] | None) -> pd.DataFrame:
    """Regimen starts, stops and ends, and missed doses, for the given drugs (all drugs when None)."""
    events: list[dict[str, Any]] = []
    for r in rows:
        if drugs is not None and r["coordinate"] not in drugs:
            continue
        if r["type"] == "medication_regimen":
            start = native(r.get("start")) or native(r["sort_time"])
            events.append({"time": start, "kind": "regimen_start", "coordinate": r["coordinate"],
                           "status": r.get("status"), "record_id": r["record_id"]})
            end = native(r.get("end"))
            if end is not None or r.get("status") == "stopped":
                events.append({"time": end or native(r["sort_time"]), "kind": "regimen_stop",
                               "coordinate": r["coordinate"], "status": r.get("status"),
                               "record_id": r["record_id"]})
        elif r["type"] == "medication_intake" and r.get("status") == "missed" and not r.get("negated"):
            events.append({"time": native(r["sort_time"]), "kind": "missed_dose", "coordinate": r["coordinate"],
                           "status": "missed", "record_id": r["record_id"]})
    frame = pd.DataFrame(events, columns=EVENT_COLUMNS)
    frame["time"] = pd.to_datetime(
        [t if isinstance(t, dt.datetime) else dt.datetime.combine(t, dt.time(12), dt.UTC) for t in frame["time"]],
        utc=True,
    )
    return frame.sort_values("time").reset_index(drop=True)


def _age(birth_date: str | None, on: dt.date) -> float | None:
    if not birth_date:
        return None
    year = int(birth_date[:4])
    return on.year - year - (0.5 if len(birth_date) == 4 else 0.0)


def load_trajectory(
    driver: Driver, database: str, dictionary: Dictionary, user_id: str, coordinate: str, *, all_drugs: bool = False
) -> Trajectory:
    rows = run_read(driver, "trajectory_points", database=database, user_id=user_id, coordinate=coordinate)
    profile = run_read(driver, "user_profile_get", database=database, user_id=user_id)
    person = profile[0] if profile else {}
    points = points_frame(rows)
    on = points["time"].iloc[-1].date() if len(points) else dt.date.today()
    rng = select_range(dictionary, coordinate, person.get("sex"), _age(person.get("birth_date"), on))
    meds = run_read(driver, "user_medication_events", database=database, user_id=user_id)
    drugs = None if all_drugs else acting_drugs(dictionary, coordinate)
    return Trajectory(user_id, coordinate, points, rng, events_frame(meds, drugs))
