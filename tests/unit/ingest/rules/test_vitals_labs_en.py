"""Extraction rules of the vitals and labs family, English: values, units, bands, the time of a result."""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest

from pia_graph.ingest.extract.numbers import find_quantities
from tests.unit.ingest.rule_test_helpers import (
    SAID_KST_AM,
    SAID_KST_PM,
    by_coordinate,
    dumped_records,
    fields_at,
    measured_values,
    own_at,
    record_dicts,
    record_rows_pm,
    records_of_type,
    rows_of_type,
)
from tests.unit.ingest.strict_helpers import SAID_EN, SAID_KO, day
from tests.unit.ingest.strict_helpers import of_type as _of


def test_an_unrelated_number_in_the_next_sentence_is_not_a_reading(run: Any) -> None:
    readings = fields_at(dumped_records(run, "ldl 96 today. walked 3 miles after"), "test:ldl_cholesterol")
    assert [r["value"] for r in readings] == [96.0]


def test_hours_after_a_meal_is_the_wait_and_the_next_reading_keeps_its_own_qualifier(run: Any) -> None:
    got = measured_values(run, "sugar 1hr after dinner: 172. random one before bed was 133", "en")
    assert got == [("test:postprandial_glucose", 172.0, "mg/dL"), ("test:random_glucose", 133.0, "mg/dL")]


def test_a_quoted_value_without_a_correction_marker_stays(run: Any) -> None:
    """ "I said 82 kg yesterday and today 81.2 kg": two weighings, nothing withdrawn."""
    weighings = own_at(record_dicts(run, "I said 84 kg last week and today 83.1 kg"), "body:weight")
    got = sorted(r["value"] for r in weighings)
    assert got == [83.1, 84.0]

# --- time of results: an earlier value's time, a visit said after its results, a cause's time --------------------


def test_earlier_value_keeps_its_time(run: Any) -> None:
    got = run("labs were drawn tuesday. LDL 128 (was 141 in january)", SAID_KST_AM, "en").records
    ldl = sorted((r.value, r.date, r.month) for r in got if r.coordinate == "test:ldl_cholesterol")
    assert ldl == [(128, dt.date(2026, 3, 10), None), (141, None, "2026-01")]


def test_results_before_their_visit_take_its_day(run: Any) -> None:
    got = run("HDL 52, LDL 131 at my physical on the 3rd", SAID_KST_AM, "en").records
    days = {r.coordinate: r.date for r in got if r.type == "lab_result"}
    assert days == {"test:hdl_cholesterol": dt.date(2026, 3, 3), "test:ldl_cholesterol": dt.date(2026, 3, 3)}

# --- timing: a reading or a dose is one moment; an open interval ("since X") never dates it -----------------------


def test_a_reading_said_with_since_is_dated_the_day_said(run: Any) -> None:
    temps = rows_of_type(record_rows_pm(run, "temp 38.9 since this morning, chills", "en"), "vital_sign")
    assert [(v, str(d)) for _t, _c, v, _s, d in temps] == [(38.9, "2026-03-11")]

# --- dictionary and vaccine wording ----------------------------------------------------------------------------


def test_a_random_finger_stick_is_a_random_glucose(run: Any) -> None:
    got = run("random fingerstick 171 at work", SAID_KST_PM, "en").records
    assert [(r.coordinate, r.value) for r in got if r.type == "lab_result"] == [("test:random_glucose", 171.0)]

# --- units said the British or IFCC way --------------------------------------------------------------------------


def test_hba1c_in_mmol_per_mol_is_converted_to_percent(run: Any) -> None:
    rec = by_coordinate(run, "my hba1c was 48 mmol/mol at the review", "lab_result")["test:hba1c"]
    assert (round(rec.value, 1), rec.unit) == (6.5, "%")


def test_haemoglobin_in_g_per_l_is_converted_to_g_per_dl(run: Any) -> None:
    labs = by_coordinate(run, "haemoglobin 124 g/L and ferritin 30", "lab_result")
    assert (labs["test:hemoglobin"].value, labs["test:hemoglobin"].unit) == (pytest.approx(12.4), "g/dL")
    assert "test:ferritin" in labs

# --- a glucose named by its time after a meal ---------------------------------------------------------------------


@pytest.mark.parametrize(("text", "value"), [
    ("2 hours after lunch i was at 172", 172),
    ("fasting 102 this morning, pp 165 after dinner", 165),
    ("blood sugar 190 two hrs after the burger", 190),
    ("after breakfast 1 hr 152", 152),  # the meal first, its hours after ("1 hr" is no heart rate)
    ("after lunch, 2 hrs later 168", 168),
])
def test_a_reading_after_a_meal_is_the_postprandial_glucose(run: Any, text: str, value: float) -> None:
    labs = by_coordinate(run, text, "lab_result")
    assert labs["test:postprandial_glucose"].value == pytest.approx(value)


def test_a_clock_time_after_a_meal_is_no_reading(run: Any) -> None:
    assert "test:postprandial_glucose" not in by_coordinate(run, "we ate 2 hrs after dinner at 9 again", "lab_result")
    assert "test:postprandial_glucose" not in by_coordinate(run, "after dinner 2 hrs at 9pm", "lab_result")

# --- a value set as the condition of a plan, and a Korean wish toward a value -----------------------------------


def test_a_reading_beside_a_conditional_without_a_bound_stays(run: Any) -> None:
    labs = by_coordinate(run, "ldl was 162 today, if it stays high they'll talk statins", "lab_result", "en")  # guard
    assert labs["test:ldl_cholesterol"].value == 162

# --- a name that is a test or a supplement, read with a value in its own clause, is the test ----------------------


@pytest.mark.parametrize("text", ["vitamin d came in at 21, so starting 1000 IU a day",
                                  "vit d was 16, gp wants me taking 4000 IU daily"])
def test_a_level_read_beside_a_supplement_started_is_both(run: Any, text: str) -> None:
    labs = _of(run, text, "lab_result")
    regimens = _of(run, text, "medication_regimen")
    assert "test:vitamin_d" in labs
    assert "drug:vitamin_d_supplement" in regimens

# --- a name that is a lab test and a supplement, with a reading after it, is the test (vitals_labs.reading_after) ---


@pytest.mark.parametrize(("text", "lang"), [
    ("vitamin d came out 17 so now taking vitamin d 1000 iu a day", "en"),
    ("vit d was only 19, on 4000 IU of vit d daily now", "en"),
])
def test_the_level_and_the_supplement_are_both_kept(run: Any, text: str, lang: str) -> None:
    said = SAID_KO if lang == "ko" else SAID_EN
    labs = _of(run, text, "lab_result", lang, said)
    regs = _of(run, text, "medication_regimen", lang, said)
    assert labs["test:vitamin_d"].value in (17.0, 19.0)
    assert regs["drug:vitamin_d_supplement"].value in (1000.0, 4000.0)

# --- a run of results takes the one time said after its last item -----------------------------------------------


def test_a_list_of_results_takes_its_trailing_time(run: Any) -> None:
    got = _of(run, "wbc 6.1, hgb 14.2, plt 250 from last monday", "lab_result")
    assert {day(r.date) for r in got.values()} == {"2026-08-17"}


def test_readings_with_their_own_times_keep_them(run: Any) -> None:  # guard
    got = [r for r in run("temp 38.4 last night, 37.2 this morning", SAID_EN).records if r.type == "vital_sign"]
    assert sorted(day(r.date) for r in got) == ["2026-08-19", "2026-08-20"]

# --- temporal: "since" is a word of its own, a gerund's event, a rate before "from today", "X's been … for" -------


def test_a_time_after_an_earlier_value_is_not_the_runs(run: Any) -> None:  # guard
    got = [r for r in run("weight 80.1 kg, down from 83 kg a month ago", SAID_EN).records
           if r.type == "body_measurement"]
    assert sorted((r.value, day(r.date) or r.month) for r in got) == [(80.1, "2026-08-20"), (83.0, "2026-07")]

# --- a blood group read out to the user ("B형 Rh+ 래요") is the user's, a relative's stays theirs ---


def test_a_number_said_in_words_spans_all_its_words(run: Any) -> None:

    q = find_quantities("hba1c six point six, ok")[0]
    assert (q.value, q.raw) == (6.6, "six point six")
    found = records_of_type(run, "newest hba1c six point four, doc happy", "en", "lab_result")
    assert [(r.coordinate, r.value) for r in found] == [("test:hba1c", 6.4)]


# a reading said in words, and a reading after an evaluative word ("high, 11.2"), names the concept's value term
def test_a_glucose_said_in_words_is_a_reading(run: Any) -> None:
    got = measured_values(run, "my blood sugar was one hundred and forty two fasting", "en")
    assert got == [("test:fasting_glucose", 142.0, "mg/dL")]


def test_a_reading_after_high_and_a_comma_is_the_value(run: Any) -> None:
    got = measured_values(run, "the nurse said my sugar was high, 12.4", "en")
    assert [(k, u) for k, _v, u in got] == [("test:random_glucose", "mg/dL")]


def test_oxygen_alone_names_the_saturation(run: Any) -> None:
    assert measured_values(run, "my oxygen was 96 at the surgery", "en") == [("vital:spo2", 96.0, "%")]


def test_no_number_after_the_concept_word_gives_no_reading(run: Any) -> None:
    assert measured_values(run, "my sugar was high again", "en") == []
