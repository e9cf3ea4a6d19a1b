"""Property: whatever the records and statements, no pruned candidate reaches a Depth3 (or a Recall)."""

from __future__ import annotations

import dataclasses
import datetime as dt

from hypothesis import given, settings
from hypothesis import strategies as st

from pia_graph.causal.candidates import generate
from pia_graph.causal.depth3 import links_from_decisions, select_paths, to_out
from pia_graph.causal.model import CausalRecord, PruneReason, Statement
from pia_graph.causal.params import load_params
from pia_graph.causal.prune import prune
from pia_graph.memory.recall_models import Depth3

COORDS = ["vital:systolic_bp", "drug:amlodipine", "profile:blood_type", "vaccine:influenza", "mood:stress",
          "sleep:night", "symptom:headache", "substance:alcohol", "test:ggt", "body:weight", "activity:running",
          "symptom:knee_pain", "meal:late_night_eating", "test:triglycerides"]
TYPES = {"vital": "vital_sign", "drug": "medication_intake", "profile": "blood_type", "vaccine": "vaccination",
         "mood": "mood", "sleep": "sleep", "symptom": "symptom", "substance": "substance_use", "test": "lab_result",
         "body": "body_measurement", "activity": "exercise", "meal": "meal"}
START = dt.date(2026, 1, 1)
PARAMS = load_params()


@st.composite
def records(draw: st.DrawFn) -> list[CausalRecord]:
    out = []
    for n in range(draw(st.integers(0, 30))):
        coordinate = draw(st.sampled_from(COORDS))
        kind = coordinate.split(":")[0]
        rtype = TYPES[kind]
        if kind == "drug" and draw(st.booleans()):
            rtype = "medication_regimen"
        status = draw(st.sampled_from([None, "active", "missed", "taken", "stopped", "resolved"]))
        value = draw(st.one_of(st.none(), st.floats(0, 300, allow_nan=False)))
        numbers = {} if value is None else {"value": value, "duration_min": value * 2, "drinks": value / 30,
                                            "distance_km": value / 10}
        out.append(CausalRecord(
            record_id=f"r{n}", coordinate=coordinate, type=rtype,
            day=START + dt.timedelta(days=draw(st.integers(0, 180))), status=status,
            negated=draw(st.booleans()), superseded=draw(st.booleans()), time_assumed=draw(st.booleans()),
            numbers=tuple(sorted(numbers.items())),
        ))
    return out


@st.composite
def statements(draw: st.DrawFn) -> list[Statement]:
    return [
        Statement(f"f{n}", f"t{n}", START + dt.timedelta(days=draw(st.integers(0, 180))), "because", "because",
                  tuple(sorted(set(draw(st.lists(st.sampled_from(COORDS), min_size=2, max_size=3))))))
        for n in range(draw(st.integers(0, 4)))
    ]


@settings(max_examples=150, deadline=None)
@given(records(), statements(), st.lists(st.sampled_from(COORDS), max_size=3))
def test_no_pruned_candidate_reaches_depth3(recs: list[CausalRecord], stated: list[Statement],
                                            outcomes: list[str]) -> None:
    decisions = prune(generate(recs, stated, PARAMS), PARAMS, START + dt.timedelta(days=200))
    pruned = {(d.cause, d.effect) for d in decisions if not d.kept}
    kept = {(d.cause, d.effect) for d in decisions if d.kept}
    assert not pruned & kept
    for d in decisions:
        assert d.kept == (d.reason is None)
        assert d.kept or d.reasons[0] is d.reason
    depth3 = Depth3(causal=[to_out(x) for x in select_paths(links_from_decisions(decisions, {}), outcomes)])
    shown = {(c.cause, c.effect) for c in depth3.causal}
    assert shown <= kept
    assert not shown & pruned


def test_the_property_sees_pruned_candidates() -> None:
    """The generator above does reach pruned candidates (else the property would be empty)."""
    recs = [dataclasses.replace(r, day=START + dt.timedelta(days=i)) for i, r in enumerate([
        CausalRecord("a", "profile:blood_type", "blood_type", START), CausalRecord("b", "vital:systolic_bp",
        "vital_sign", START, numbers=(("value", 130.0),))])]
    decisions = prune(generate(recs, [], PARAMS), PARAMS, START + dt.timedelta(days=30))
    # a blood type does not change, so it is no exposure that could have moved the blood pressure
    assert [(d.cause, d.effect, d.kept, d.reason) for d in decisions] == [
        ("profile:blood_type", "vital:systolic_bp", False, PruneReason.STATIC_ATTRIBUTE)]
