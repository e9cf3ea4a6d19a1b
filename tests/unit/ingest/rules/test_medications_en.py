"""Extraction rules of the medications family, English: names, doses, intake status, supply, switches."""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest

from tests.unit.ingest.rule_test_helpers import (
    SAID_KST_AM,
    SAID_KST_PM,
    by_coordinate,
    dumped_records,
    fields_at,
    medication_rows,
    record_rows,
    record_rows_pm,
    records_of_type,
    regimens_of,
    rows_of_type,
)
from tests.unit.ingest.strict_helpers import SAID_EN, SAID_KO, day
from tests.unit.ingest.strict_helpers import day as _day
from tests.unit.ingest.strict_helpers import of_type as _of


# rule symptom.treated_body_part: a drug taken for a body part is taken for its pain
def test_a_drug_taken_for_a_body_part_gives_its_pain(run: Any) -> None:
    records = dumped_records(run, "had an ibuprofen for my knees after the hike")
    pain = fields_at(records, "symptom:knee_pain")
    assert pain and pain[0]["rule_id"] == "symptom.treated_body_part"
    assert fields_at(records, "drug:ibuprofen")


def test_vitamin_d_iu_keeps_iu(run: Any) -> None:
    got = medication_rows(run, "started vitamin d3 2000 IU daily", "en")
    assert [(v, u) for *_x, v, u in got] == [(2000, "IU")]


def test_unspecified_drug_alone_stays(run: Any) -> None:
    got = medication_rows(run, "took my insulin after dinner", "en")
    assert [c for _t, c, *_x in got] == ["drug:insulin"]


def test_course_length_right_after_the_dose(run: Any) -> None:
    got = run("amoxicillin 500mg for 7 days, started today", SAID_KST_AM, "en")
    reg = [r for r in got.records if r.type == "medication_regimen"]
    assert [(r.coordinate, str(r.start), str(r.expected_end)) for r in reg] == [
        ("drug:amoxicillin", "2026-03-11", "2026-03-17")]


def test_history_length_is_no_course(run: Any) -> None:
    got = run("been on prednisolone 10mg for 5 days", SAID_KST_AM, "en")
    assert all(r.expected_end is None for r in got.records if r.type == "medication_regimen")


def test_strength_of_before_the_drug(run: Any) -> None:
    got = medication_rows(run, "took 200 of ibuprofen at noon", "en")
    assert got == [("medication_intake", "drug:ibuprofen", "taken", 200, "mg")]

# --- listed days: one record per day for intakes and activities ---------------------------------------------------


def test_missed_on_either_day_is_missed_on_both(run: Any) -> None:
    got = record_rows(run, "didn't take my lisinopril on Monday or Tuesday", "en")
    days = sorted(d for t, _c, _v, s, d in got if t == "medication_intake" and s == "missed")
    assert days == [dt.date(2026, 3, 9), dt.date(2026, 3, 10)]


def test_taken_on_either_day_stays_one(run: Any) -> None:
    got = record_rows(run, "took my lisinopril on Monday or Tuesday, can't remember", "en")
    assert len([1 for t, *_ in got if t == "medication_intake"]) <= 1

# --- med.dose_at_moment: a drug and its dose with no verb, said of one moment, is a dose taken ---------------------


@pytest.mark.parametrize(("text", "drug", "value"), [
    ("levemir 14 units before bed", "drug:insulin_detemir", 14.0),
    ("melatonin 3mg just now, cant sleep", "drug:melatonin", 3.0),
    ("ibuprofen 200 at 7:30, cramps", "drug:ibuprofen", 200.0),
    ("naproxen 250 mg this afternoon", "drug:naproxen", 250.0),
])
def test_a_dose_said_at_a_moment_is_taken(run: Any, text: str, drug: str, value: float) -> None:
    intakes = rows_of_type(record_rows_pm(run, text, "en"), "medication_intake")
    assert [(c, v, s) for _t, c, v, s, _d in intakes] == [(drug, value, "taken")]


def test_a_dose_alone_in_its_clause_on_a_day_said_today_is_taken(run: Any) -> None:
    intakes = rows_of_type(record_rows_pm(run, "loratadine 10mg, eyes streaming today", "en"), "medication_intake")
    assert [(c, s) for _t, c, _v, s, _d in intakes] == [("drug:loratadine", "taken")]


@pytest.mark.parametrize("text", ["metformin 1000 every night", "levemir 14 units at night",
                                  "metformin 1000 daily since march"])
def test_a_regimen_cue_still_makes_a_regimen(run: Any, text: str) -> None:
    records = record_rows_pm(run, text, "en")
    assert not rows_of_type(records, "medication_intake") and rows_of_type(records, "medication_regimen")

# --- timing: a reading or a dose is one moment; an open interval ("since X") never dates it -----------------------


def test_a_dose_after_a_state_since_yesterday_is_dated_today(run: Any) -> None:
    records = record_rows_pm(run, "stomach cramps since yesterday morning, took a buscopan", "en")
    intakes = rows_of_type(records, "medication_intake")
    assert intakes and all(str(d) == "2026-03-11" for *_rest, d in intakes)

# --- regimens: stops and starts said by their time -------------------------------------------------------------


def test_a_drug_and_dose_since_a_day_is_a_regimen(run: Any) -> None:
    rec = regimens_of(run, "escitalopram 10 since feb 3, sleeping better", "en")["drug:escitalopram"]
    assert (rec.status, rec.value, _day(rec.start)) == ("active", 10.0, "2026-02-03")


def test_a_dose_taken_since_a_time_is_still_a_dose(run: Any) -> None:
    got = run("took ibuprofen 400 this morning, sore since yesterday", SAID_KST_PM, "en").records
    assert [(r.type, r.status) for r in got if r.coordinate == "drug:ibuprofen"] == [("medication_intake", "taken")]

# --- numbers said in words (a voice transcript) ----------------------------------------------------------------


def test_an_alias_that_ends_in_a_strength_and_unit_gives_the_dose(run: Any) -> None:
    rec = regimens_of(run, "on vitamin D 1000 IU every morning", "en")["drug:vitamin_d_supplement"]
    assert (rec.value, rec.unit) == (1000.0, "IU")

# --- a dose said as pills and a strength ------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "key", "value"), [
    ("took half a melatonin (3mg) before bed", "drug:melatonin", 3),
    ("took half a 10mg zolpidem", "drug:zolpidem", 5),  # guard: the strength of the whole pill, halved
    ("took 2 advil 200mg", "drug:ibuprofen", 400),  # guard
])
def test_a_strength_in_parentheses_is_what_was_taken(run: Any, text: str, key: str, value: float) -> None:
    assert by_coordinate(run, text, "medication_intake")[key].value == pytest.approx(value)


def test_a_dose_in_grams_is_kept_in_mg(run: Any) -> None:
    rec = by_coordinate(run, "took 1g of paracetamol at noon", "medication_intake")["drug:acetaminophen"]
    assert (rec.value, rec.unit) == (1000, "mg")

# --- more ways to start a regimen -------------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "key", "value"), [
    ("restarted metformin 500mg today", "drug:metformin", 500),
    ("my gp has me on amlodipine 5 now", "drug:amlodipine", 5),
    ("bp better since adding losartan 25mg", "drug:losartan", 25),
])
def test_more_ways_to_start_a_regimen(run: Any, text: str, key: str, value: float) -> None:
    rec = by_coordinate(run, text, "medication_regimen")[key]
    assert (rec.status, rec.value) == ("active", value)

# --- a value set as the condition of a plan, and a Korean wish toward a value -----------------------------------


def test_a_plan_the_doctor_wants_started_is_no_regimen(run: Any) -> None:
    assert not by_coordinate(run, "dr wants me to start metformin next month", "medication_regimen", "en")

# --- a dose taken said without the drug's name after a dose missed ---------------------------------------------------


@pytest.mark.parametrize("text", [
    "skipped my metformin last night, took this morning's tho",
    "forgot my amlodipine yesterday 🙈 took it today with breakfast",
])
def test_a_dose_taken_by_reference_after_a_missed_one(run: Any, text: str) -> None:
    statuses = sorted(r.status for r in run(text, SAID_EN, "en").records if r.type == "medication_intake")
    assert statuses == ["missed", "taken"]

# --- a name that is a test or a supplement, read with a value in its own clause, is the test ----------------------


def test_a_supplement_dose_alone_stays_the_supplement(run: Any) -> None:  # guard
    text = "taking vit d 1000 iu every morning"
    assert "drug:vitamin_d_supplement" in _of(run, text, "medication_regimen")
    assert not _of(run, text, "lab_result")


def test_d3_names_the_supplement(run: Any) -> None:
    assert "drug:vitamin_d_supplement" in _of(run, "started D3 1000 IU daily", "medication_regimen")

# --- a sentence's one dose, said apart from its one drug, is that drug's dose -------------------------------------


@pytest.mark.parametrize(("text", "lang", "key", "value", "unit"), [
    ("taking a low dose aspirin each morning since the stent, 81 mg", "en", "drug:aspirin", 81.0, "mg"),
    ("prescribed amoxicillin for the ear infection, 875mg twice a day", "en", "drug:amoxicillin", 875.0, "mg"),
])
def test_the_sentences_one_dose_is_its_drugs(run: Any, text: str, lang: str, key: str, value: float,
                                             unit: str) -> None:
    got = _of(run, text, "medication_regimen", lang, SAID_KO if lang == "ko" else SAID_EN)
    assert got[key].value == value
    assert got[key].unit == unit


def test_a_dose_beside_two_drugs_is_left_unsaid(run: Any) -> None:  # guard
    got = _of(run, "on aspirin daily and atorvastatin at night, the 40 mg one", "medication_regimen")
    assert got["drug:aspirin"].value is None

# --- a name that is a lab test and a supplement, with a reading after it, is the test (vitals_labs.reading_after) ---


@pytest.mark.parametrize("text", ["taking vitamin d 1000 daily", "started vitamin d 50000 weekly"])
def test_a_dose_no_level_could_be_stays_the_supplements(run: Any, text: str) -> None:  # guard
    assert "test:vitamin_d" not in _of(run, text, "lab_result")
    assert _of(run, text, "medication_regimen")["drug:vitamin_d_supplement"].value is not None

# --- a drug stopped by a pronoun later on: "… so i stopped it", "… stopped it today" --------------------------


@pytest.mark.parametrize(("text", "key", "end"), [
    ("naproxen upsets my stomach every time so i quit it two weeks ago", "drug:naproxen", "2026-08-06"),
    ("began doxycycline on monday. the rash got worse, stopped it today", "drug:doxycycline", "2026-08-20"),
])
def test_a_drug_stopped_by_a_pronoun(run: Any, text: str, key: str, end: str) -> None:
    got = _of(run, text, "medication_regimen")
    assert got[key].status == "stopped"
    assert day(got[key].end) == end


def test_a_pronoun_after_another_drug_stops_that_one(run: Any) -> None:  # guard
    got = _of(run, "on metformin 500 twice a day, they added sitagliptin but i stopped it", "medication_regimen")
    assert got["drug:metformin"].status == "active"

# --- an everyday word is never a misspelt drug: a plural, a calendar word, a name after a title ---------------


@pytest.mark.parametrize(("text", "kept"), [
    ("started me on lipitor 10mg in the mornings", {"drug:atorvastatin"}),
    ("Dr Patel started me on lipitor 10mg", {"drug:atorvastatin"}),
    ("gallbladder removed april 2019, on metformin since", {"drug:metformin"}),
])
def test_an_everyday_word_is_no_drug(run: Any, text: str, kept: set[str]) -> None:
    got = {r.coordinate for r in run(text, SAID_EN).records if r.type.startswith("medication")}
    assert got == kept


def test_a_misspelt_drug_is_still_read(run: Any) -> None:  # guard
    got = _of(run, "started lisinipril 10mg today", "medication_regimen")
    assert "drug:lisinopril" in got

# --- a new dose said as "up to" / "down to", a number in words before a unit ------------------------------------


@pytest.mark.parametrize(("text", "value", "unit"), [
    ("lantus up to twenty units now", 20.0, "units"),
    ("metformin down to 500mg since the stomach stuff", 500.0, "mg"),
])
def test_a_dose_up_to_or_down_to_is_the_regimen_now(run: Any, text: str, value: float, unit: str) -> None:
    found = records_of_type(run, text, "en", "medication_regimen")
    assert [(r.value, r.unit, r.status) for r in found] == [(value, unit, "active")]


# a dose told of a generic head ("took my tablets, the X and the Y") is a dose of each drug listed under it
def test_a_dose_told_of_the_pills_head_is_a_dose_of_each_listed_drug(run: Any) -> None:
    got = run("took my evening tablets, the atorvastatin and the amlodipine", "2026-07-09T12:00:00+00:00",
              "en").records
    assert sorted((r.type, r.coordinate, r.status) for r in got) == [
        ("medication_intake", "drug:amlodipine", "taken"), ("medication_intake", "drug:atorvastatin", "taken")]


def test_a_class_head_with_no_dose_told_stays_a_regimen(run: Any) -> None:
    got = run("my cholesterol pills: the atorvastatin 20", "2026-07-09T12:00:00+00:00", "en").records
    assert [(r.type, r.status) for r in got if r.coordinate == "drug:atorvastatin"] == [
        ("medication_regimen", "active")]


# a regimen with no time in its clause borrows its sentence's, up to a later clause on a subject of its own
def test_a_later_clause_on_its_own_subject_keeps_its_since_time(run: Any) -> None:
    got = run("the gp upped my ramipril to 10mg, and my hip has been aching since easter", "2026-07-09T12:00:00+00:00",
              "en").records
    assert [str(r.start) for r in got if r.coordinate == "drug:ramipril"] == ["2026-07-09"]


def test_a_later_since_clause_with_no_subject_of_its_own_still_dates_the_regimen(run: Any) -> None:
    got = run("started metformin 500, since monday", "2026-07-09T12:00:00+00:00", "en").records
    assert [str(r.start) for r in got if r.coordinate == "drug:metformin"] == ["2026-07-06"]
