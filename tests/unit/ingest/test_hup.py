from __future__ import annotations

import datetime as dt

import pytest
from pydantic import ValidationError

from pia_graph.ingest.hup import ALL_TYPES, RECORD_CLASSES, HupRecord, make_record, validate
from pia_graph.ingest.hup.records import RejectionCode

SAID = dt.datetime(2026, 3, 11, 9, 0, tzinfo=dt.timezone(dt.timedelta(hours=9)))


def test_28_record_types() -> None:
    assert len(ALL_TYPES) == 28 and set(ALL_TYPES) == set(RECORD_CLASSES)


@pytest.mark.parametrize("coordinate,rtype,value", [
    ("vital:systolic_bp", "vital_sign", 300), ("vital:diastolic_bp", "vital_sign", 20),
    ("vital:heart_rate", "vital_sign", 400), ("test:fasting_glucose", "lab_result", 5000),
    ("test:hba1c", "lab_result", 45), ("body:weight", "body_measurement", 900),
    ("vital:body_temperature", "vital_sign", 60), ("sleep:night", "sleep", 2000),
    ("symptom:headache", "symptom", 12),
])
def test_out_of_bounds_is_a_rejection(coordinate: str, rtype: str, value: float) -> None:
    rec = make_record(rtype, coordinate=coordinate, value=value, date=SAID.date(), span="x")
    rej = validate(rec, SAID)
    assert rej is not None and rej.reason.startswith("out_of_bounds") and rej.coordinate == coordinate


def test_future_events_rejected_but_plans_kept() -> None:
    tomorrow = SAID.date() + dt.timedelta(days=1)
    lab = make_record("lab_result", coordinate="test:hba1c", value=6.1, date=tomorrow)
    rej = validate(lab, SAID)
    assert rej is not None and (rej.code, rej.coordinate) == (RejectionCode.DATED_AFTER_SAID_AT, "test:hba1c")
    regimen = make_record("medication_regimen", coordinate="drug:metformin", start=tomorrow, status="active")
    assert validate(regimen, SAID) is None
    preg = make_record("pregnancy_status", coordinate="profile:pregnancy", expected_end=tomorrow, status="active")
    assert validate(preg, SAID) is None


def test_family_history_needs_first_degree_relation() -> None:
    with pytest.raises(ValidationError, match=r"relation\n.*'mother', 'father'"):
        make_record("family_history", coordinate="condition:stroke", relation="uncle")


def test_a_rejection_carries_its_code_and_evidence_span() -> None:
    text = "BP 400/84 this morning"
    rec = make_record("vital_sign", coordinate="vital:systolic_bp", value=400, date=SAID.date(), span="400/84",
                      span_start=3, span_end=9, rule_id="measure.term_value")
    rej = validate(rec, SAID)
    assert rej is not None and rej.code == RejectionCode.OUT_OF_BOUNDS and rej.reason == "out_of_bounds:50-260"
    assert (rej.rule_id, rej.value) == ("measure.term_value", 400)
    assert text[rej.span_start:rej.span_end] == rej.span == "400/84"


def test_the_other_part_of_a_rejected_reading_is_left_out_with_its_own_code() -> None:
    from pia_graph.ingest.hup import parts_of_rejected

    def bp(coordinate: str, value: float, start: int, end: int) -> HupRecord:
        return make_record("vital_sign", coordinate=coordinate, value=value, date=SAID.date(), span="x" * (end - start),
                           span_start=start, span_end=end, rule_id="measure.term_value")

    systolic, diastolic = bp("vital:systolic_bp", 400, 3, 9), bp("vital:diastolic_bp", 84, 3, 9)
    other = bp("vital:systolic_bp", 128, 20, 26)  # another reading of the same turn stays
    rej = validate(systolic, SAID)
    assert rej is not None
    parts = parts_of_rejected([diastolic, other], [rej])
    assert list(parts) == [0]
    assert (parts[0].code, parts[0].coordinate, parts[0].value) == (RejectionCode.PART_OF_REJECTED,
                                                                    "vital:diastolic_bp", 84)
    assert parts_of_rejected([diastolic, other], []) == {}


def test_only_the_per_turn_limits_refuse_a_whole_turn() -> None:
    assert {c for c in RejectionCode if c.refuses_turn} == {RejectionCode.TOO_MANY_RECORDS,
                                                              RejectionCode.TOO_MANY_FACTS}
