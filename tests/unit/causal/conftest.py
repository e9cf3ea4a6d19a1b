"""Builders of causal inputs for the unit tests: records by coordinate, day and numbers."""

from __future__ import annotations

import dataclasses
import datetime as dt
import itertools

import pytest

from pia_graph.causal.model import CausalRecord
from pia_graph.causal.params import CausalParams, load_params
from pia_graph.ontology.model import Mechanism

_ids = itertools.count()


def day(month: int, d: int, year: int = 2026) -> dt.date:
    return dt.date(year, month, d)


def rec(coordinate: str, when: dt.date, value: float | None = None, *, type: str | None = None,
        status: str | None = None, negated: bool = False, superseded: bool = False, assumed: bool = False,
        start: dt.date | None = None, end: dt.date | None = None, field: str = "value", text: str | None = None,
        **numbers: float) -> CausalRecord:
    kind = coordinate.split(":", 1)[0]
    default_type = {"vital": "vital_sign", "test": "lab_result", "body": "body_measurement", "symptom": "symptom",
                    "drug": "medication_intake", "sleep": "sleep", "activity": "exercise", "mood": "mood",
                    "substance": "substance_use", "meal": "meal", "vaccine": "vaccination"}.get(kind, "condition")
    nums = dict(numbers)
    if value is not None:
        nums[field] = value
    return CausalRecord(
        record_id=f"r{next(_ids)}", coordinate=coordinate, type=type or default_type, day=when, start=start, end=end,
        status=status, negated=negated, superseded=superseded, time_assumed=assumed,
        numbers=tuple(sorted(nums.items())), text=text,
    )


def mech(cause: str, effect: str, direction: str, min_lag: str, max_lag: str, state: str = "") -> Mechanism:
    return Mechanism(cause, effect, direction, min_lag, max_lag, "test", state)  # type: ignore[arg-type]


@pytest.fixture
def params() -> CausalParams:
    """The repository's parameters with a small, explicit set of mechanisms."""
    mechanisms = (
        mech("drug:amlodipine", "vital:systolic_bp", "up", "P0D", "P3D", "missed"),
        mech("drug:amlodipine", "vital:systolic_bp", "down", "P1D", "P28D", "taken"),
        mech("drug:ibuprofen", "vital:systolic_bp", "up", "P3D", "P28D", "taken"),
        mech("drug:atorvastatin", "symptom:muscle_pain", "worse", "P7D", "P180D", "taken"),
        mech("substance:alcohol", "symptom:headache", "worse", "P0D", "P1D"),
        mech("substance:alcohol", "test:ggt", "up", "P1D", "P30D"),
        mech("mood:stress", "sleep:night", "worse", "P0D", "P1D", "high"),
        mech("sleep:night", "symptom:headache", "worse", "P0D", "P2D", "short"),
        mech("mood:stress", "symptom:headache", "worse", "P0D", "P1D", "high"),
    )
    return dataclasses.replace(load_params(), mechanisms=mechanisms)
