"""English shapes of unseen text (session 44, en44): a drug with its dose and a schedule and no verb (the
clinicians' and the pharmacy label's shorthand: bid, qhs, prn), a dose logged with a past day and no verb, and
several glucose readings in one turn, each qualified by its own words. Sentences of their own, not a suite's."""

from __future__ import annotations

from typing import Any

import pytest

from tests.unit.ingest.rule_test_helpers import SAID_UTC_JUL9, dumped_records


def _rows(run: Any, text: str) -> list[tuple[str, str, Any, Any]]:
    return [(t, c, f.get("value"), f.get("status")) for t, c, f in dumped_records(run, text, "en", said=SAID_UTC_JUL9)]


@pytest.mark.parametrize(("text", "key", "value"), [
    ("metformin 500mg bid", "drug:metformin", 500.0),
    ("Metformin 500 mg PO BID", "drug:metformin", 500.0),
    ("atorvastatin 20 qhs", "drug:atorvastatin", 20.0),
    ("amoxicillin 500 every 8 hours", "drug:amoxicillin", 500.0),
])
def test_a_schedule_after_a_drug_and_its_dose_is_the_regimen(run: Any, text: str, key: str, value: float) -> None:
    assert ("medication_regimen", key, value, "active") in _rows(run, text)
    assert not [r for r in _rows(run, text) if r[0] == "medication_intake"]


# with a dose it is one: "ibuprofen 400 prn" (rule med.as_needed_dose, test_regimen_schedules_and_as_needed.py)
@pytest.mark.parametrize("text", ["ibuprofen prn for my back", "use albuterol as needed"])
def test_a_drug_kept_for_when_needed_is_no_regimen(run: Any, text: str) -> None:
    assert not [r for r in _rows(run, text) if r[0] == "medication_regimen"]


def test_each_drug_of_a_list_reads_its_own_schedule(run: Any) -> None:
    rows = _rows(run, "lisinopril 10mg qd, atorvastatin 20 qhs")
    assert ("medication_regimen", "drug:lisinopril", 10.0, "active") in rows
    assert ("medication_regimen", "drug:atorvastatin", 20.0, "active") in rows


def test_at_bedtime_is_the_schedule_when_a_later_clause_tells_a_dose_of_it(run: Any) -> None:
    rows = _rows(run, "lantus 20 units at bedtime, skipped it last night tho")
    assert ("medication_regimen", "drug:insulin_glargine", 20.0, "active") in rows
    assert ("medication_intake", "drug:insulin_glargine", 20.0, "missed") in rows
    assert not [r for r in rows if r[3] == "taken"]


@pytest.mark.parametrize("text", ["lantus 22 units at bedtime tonight", "Lantus 18 units at bedtime"])
def test_a_moment_alone_stays_one_dose_logged(run: Any, text: str) -> None:
    assert [r[0] for r in _rows(run, text)] == ["medication_intake"]


def test_a_dose_with_a_past_day_and_no_verb_is_one_dose_taken_that_day(run: Any) -> None:
    got = dumped_records(run, "lantus 20 units last night", "en", said=SAID_UTC_JUL9)
    assert [(t, f["status"], str(f["date"])) for t, _c, f in got] == [("medication_intake", "taken", "2026-07-08")]


def test_a_dose_with_a_day_ahead_is_no_dose(run: Any) -> None:
    assert _rows(run, "metformin 500 tomorrow") == []


def test_a_schedule_with_a_taking_verb_stays_the_dose_taken(run: Any) -> None:
    assert [r[0] for r in _rows(run, "took 2 tylenol before bed")] == ["medication_intake"]


def _readings(run: Any, text: str) -> list[tuple[str, Any, str]]:
    got = dumped_records(run, text, "en", said=SAID_UTC_JUL9)
    return [(c, f["value"], str(f["date"])) for t, c, f in got if t == "lab_result"]


def test_each_glucose_of_a_run_reads_its_own_words_and_time(run: Any) -> None:
    got = _readings(run, "sugar 98 fasting, 142 two hrs after breakfast, and a random 121 yesterday afternoon")
    assert got == [("test:fasting_glucose", 98.0, "2026-07-09"), ("test:postprandial_glucose", 142.0, "2026-07-09"),
                   ("test:random_glucose", 121.0, "2026-07-08")]


def test_a_later_glucose_qualified_after_its_number(run: Any) -> None:
    assert _readings(run, "fasting 97 today, then 162 two hrs after lunch") == [
        ("test:fasting_glucose", 97.0, "2026-07-09"), ("test:postprandial_glucose", 162.0, "2026-07-09")]


def test_a_panel_of_different_tests_still_takes_the_time_after_its_last_item(run: Any) -> None:
    got = _readings(run, "ldl 142, hdl 38, tg 190 from last thursday")
    assert {d for _c, _v, d in got} == {"2026-07-02"}


@pytest.mark.parametrize(("text", "key", "value"), [
    ("last friday my sugar hit 210 two hours after pizza", "test:postprandial_glucose", 210.0),
    ("sugar shot up to 250 after dinner", "test:postprandial_glucose", 250.0),
    ("my sugar dropped to 62 before lunch", "test:random_glucose", 62.0),
])
def test_a_verb_of_reaching_a_level_before_the_number(run: Any, text: str, key: str, value: float) -> None:
    assert [(c, v) for c, v, _d in _readings(run, text)] == [(key, value)]


@pytest.mark.parametrize("text", ["feeling pretty down today tbh", "feeling down today, like 3/10"])
def test_a_mood_said_by_how_the_user_feels(run: Any, text: str) -> None:
    assert [t for t, _c, _v, _s in _rows(run, text)] == ["mood"]


def test_feeling_low_on_something_is_no_mood(run: Any) -> None:
    assert not [r for r in _rows(run, "feeling low on energy today") if r[0] == "mood"]


@pytest.mark.parametrize(("text", "celsius"), [("had a temperature of 38.5 last night", 38.5),
                                               ("got a temp of 100.8 this morning", 38.222)])
def test_a_temperature_had_with_its_number_is_also_the_reading(run: Any, text: str, celsius: float) -> None:
    rows = _rows(run, text)
    assert ("vital_sign", "vital:body_temperature", celsius, None) in rows
    assert any(c == "symptom:fever" for _t, c, _v, _s in rows)


def test_half_a_stone_is_seven_pounds_and_no_age(run: Any) -> None:
    rows = _rows(run, "I'm 13 and a half stone")
    assert [(t, c, v) for t, c, v, _s in rows] == [("body_measurement", "body:weight", 85.729)]


@pytest.mark.parametrize("text", ["on metformin ER 500mg", "diltiazem ER 120 daily"])
def test_a_release_form_after_a_drug_is_no_emergency_visit(run: Any, text: str) -> None:
    assert [t for t, _c, _v, _s in _rows(run, text)] == ["medication_regimen"]


def test_the_er_as_a_place_is_still_a_visit(run: Any) -> None:
    assert ("medical_visit", "visit:emergency") in [(t, c) for t, c, _v, _s in
                                                     _rows(run, "ended up in the ER last night with chest pain")]
