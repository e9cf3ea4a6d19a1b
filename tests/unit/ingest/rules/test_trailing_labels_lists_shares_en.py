"""English rules: day labels said after each reading (``day_labels``), drug lists with one verb
(``drug_lists``), the user's share after someone else's (``own_share``, the clause break and the gate), a dose
corrected against the profile's regimen (``corrections`` + ``dose_level``), and "in" before a determiner."""

from __future__ import annotations

from typing import Any

import pytest

from pia_graph.ingest.extract.numbers import find_quantities
from pia_graph.ontology import AliasIndex, Dictionary
from tests.unit.ingest.rule_test_helpers import SAID_KST_PM, medication_rows, retained

# SAID_KST_PM is a Wednesday (2026-03-11) evening in Seoul: mon 03-09, tue 03-10, fri 03-06, sat 03-07, sun 03-08


def _dated(run: Any, text: str) -> list[tuple[str, float, str]]:
    got = run(text, SAID_KST_PM, "en")
    return [(r.coordinate, r.value, r.date.isoformat() if r.date else "") for r in got.records
            if r.type in ("vital_sign", "lab_result", "body_measurement")]


# --- a day label after each reading ---------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "want"), [
    ("glucose 131 on mon, 124 tue", [("test:random_glucose", 131.0, "2026-03-09"),
                                     ("test:random_glucose", 124.0, "2026-03-10")]),
    ("pulse 66 fri and 71 mon", [("vital:heart_rate", 66.0, "2026-03-06"), ("vital:heart_rate", 71.0, "2026-03-09")]),
    # the resolver reads "on monday" alone, but not before the next reading: the run dates both
    ("scale said 91.3 kg on monday, 90.8 kg tues", [("body:weight", 91.3, "2026-03-09"),
                                                    ("body:weight", 90.8, "2026-03-10")]),
])
def test_a_label_after_each_reading_dates_it(run: Any, text: str, want: list[Any]) -> None:
    assert _dated(run, text) == want


def test_sat_and_sun_after_readings_are_days_only_with_on(run: Any) -> None:
    got = _dated(run, "bp 141/90 on sat, 135/86 on sun")
    assert [d for _c, _v, d in got] == ["2026-03-07"] * 2 + ["2026-03-08"] * 2
    # guard: "o2 sat 95, sun 94" names a saturation, no run of days
    assert all(d == "2026-03-11" for _c, _v, d in _dated(run, "o2 sat 95, sun 94"))


def test_a_leading_run_stays_led_by_its_labels(run: Any) -> None:
    # guard: "mon 128 tue 119 wed 135" has a number after "tue" too; the labels lead
    assert [d for _c, _v, d in _dated(run, "sugar mon 128 tue 119 wed 135")] == \
        ["2026-03-09", "2026-03-10", "2026-03-11"]


def test_one_reading_with_a_label_after_is_left_to_the_resolver(run: Any) -> None:
    # guard: no run, no new reading
    assert len(_dated(run, "weight 90.2 on friday")) == 1


# --- a list of drugs told with one verb ----------------------------------------------------------------------


@pytest.mark.parametrize(("text", "want"), [
    ("I'm on ramipril 5, bisoprolol 2.5 and simvastatin 40", [
        ("medication_regimen", "drug:bisoprolol", "active", 2.5, "mg"),
        ("medication_regimen", "drug:ramipril", "active", 5.0, "mg"),
        ("medication_regimen", "drug:simvastatin", "active", 40.0, "mg")]),
    ("still on losartan 50 + amlodipine 10", [
        ("medication_regimen", "drug:amlodipine", "active", 10.0, "mg"),
        ("medication_regimen", "drug:losartan", "active", 50.0, "mg")]),
    ("gp put me on sertraline 50 daily, plus omeprazole 20 before breakfast", [
        ("medication_regimen", "drug:omeprazole", "active", 20.0, "mg"),
        ("medication_regimen", "drug:sertraline", "active", 50.0, "mg")]),
])
def test_each_item_of_a_drug_list_takes_the_lists_verb(run: Any, text: str, want: list[Any]) -> None:
    assert medication_rows(run, text, "en") == want


def test_an_item_with_words_of_its_own_is_no_list_item(run: Any) -> None:
    # guard: "my wife takes metformin 500" is her own clause, not an item of the user's list
    rows = medication_rows(run, "I'm on lisinopril 10, my wife takes metformin 500", "en")
    assert [r[1] for r in rows] == ["drug:lisinopril"]


@pytest.mark.parametrize("text", ["already on valsartan 80", "bp still 150/95 even on valsartan 80"])
def test_already_and_even_on_a_drug_are_a_regimen(run: Any, text: str) -> None:
    rows = medication_rows(run, text, "en")
    assert ("medication_regimen", "drug:valsartan", "active", 80.0, "mg") in rows


def test_in_before_a_determiner_or_part_of_day_is_no_inch() -> None:
    assert find_quantities("januvia 50 in the evening", "en")[0].unit is None
    assert find_quantities("lost 2 in a week", "en")[0].unit is None
    # guard: a waist said in inches stays in inches
    assert find_quantities("waist 36 in", "en")[0].unit == "in"
    assert find_quantities("waist 36 in this morning", "en")[0].unit == "in"


# --- the user's share after someone else's ----------------------------------------------------------------------


def test_an_echo_after_a_relatives_condition_is_the_users_condition_too(run: Any) -> None:
    got = run("my daughter has eczema and so do I", SAID_KST_PM, "en")
    kinds = {(r.type, r.coordinate) for r in got.records}
    assert ("condition", "condition:eczema") in kinds and ("family_history", "condition:eczema") in kinds


def test_an_echo_of_someone_elses_episode_is_the_users_episode(run: Any) -> None:
    got = run("my flatmate has a migraine today and me too", SAID_KST_PM, "en")
    assert [(r.type, r.coordinate) for r in got.records] == [("symptom", "symptom:migraine")]


def test_mine_with_a_value_is_the_users_reading_and_the_relatives_is_not(run: Any) -> None:
    assert _dated(run, "my husband's pulse was 88 and mine was 64") == [("vital:heart_rate", 64.0, "2026-03-11")]


@pytest.mark.parametrize("text", ["my son has asthma and so does my wife", "my brother has gout and I don't"])
def test_no_echo_of_the_users_own_no_condition(run: Any, text: str) -> None:
    # guard: someone else's echo, or a denial, gives the user nothing
    got = run(text, SAID_KST_PM, "en")
    assert not [r for r in got.records if r.type == "condition"]


def test_the_gate_keeps_a_turn_whose_only_user_part_is_an_echo(index: AliasIndex, dictionary: Dictionary) -> None:
    assert retained(index, dictionary, "my coworker has shingles and so do I")
    assert retained(index, dictionary, "my dad's sugar was 160 and mine was 98")
    # guard: someone else's health with no share of the user's is not kept
    assert not retained(index, dictionary, "my coworker has shingles, poor guy")


# --- a dose corrected against the profile's one regimen ---------------------------------------------------------


def test_a_dose_corrected_with_not_sets_the_active_regimens_level(run: Any) -> None:
    got = run("oops its 25 mg not 50", SAID_KST_PM, "en", profile={"active_regimens": ["drug:sertraline"]})
    regimens = [(r.coordinate, r.value, r.unit) for r in got.records if r.type == "medication_regimen"]
    assert regimens == [("drug:sertraline", 25.0, "mg")]
    # guard: with two regimens whose unit fits, the dose speaks of neither
    two = run("oops its 25 mg not 50", SAID_KST_PM, "en",
              profile={"active_regimens": ["drug:sertraline", "drug:atorvastatin"]})
    assert not [r for r in two.records if r.type == "medication_regimen"]


# --- decimal commas, a count of doses -----------------------------------------------------------------------------


def test_a_decimal_comma_is_a_decimal_point_in_english() -> None:
    assert [q.value for q in find_quantities("weight 92,6 kg, waist 101,5 cm", "en")] == [92.6, 101.5]
    # guards: thousands, a list of numbers, and Korean "3,4일" (three or four days)
    assert [q.value for q in find_quantities("12,400 steps", "en")] == [12400.0]
    assert [q.value for q in find_quantities("scores 7,6,8", "en")] == [7.0, 6.0, 8.0]
    assert 3.4 not in [q.value for q in find_quantities("3,4일 동안", "ko")]


def test_an_ordinal_before_a_vaccine_dose_is_no_day_and_the_earlier_dose_keeps_its_month(run: Any) -> None:
    got = run("had the 3rd hep b jab today, the first one was in january", SAID_KST_PM, "en")
    shots = sorted((r.date.isoformat() if r.date else "", r.month or "") for r in got.records
                   if r.type == "vaccination")
    assert shots == [("", "2026-01"), ("2026-03-11", "")]
    # guard: "on the 3rd" alone is still a day
    visit = run("saw my gp on the 3rd", SAID_KST_PM, "en").records
    assert [r.date.isoformat() for r in visit if r.date] == ["2026-03-03"]
    # guard: a verb between the ordinal and the dose word keeps the day
    booster = run("on the 5th got my flu shot", SAID_KST_PM, "en").records
    assert [r.date.isoformat() for r in booster if r.type == "vaccination" and r.date] == ["2026-03-05"]


# --- voice dictation ------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "want"), [
    ("heart rate was a hundred and six after the stairs", ("vital:heart_rate", 106.0)),
    ("my a one c came back at seven point three", ("test:hba1c", 7.3)),
])
def test_dictated_values_and_names(run: Any, text: str, want: tuple[str, float]) -> None:
    got = run(text, SAID_KST_PM, "en")
    assert [(r.coordinate, r.value) for r in got.records] == [want]


def test_a_hundred_as_a_count_is_no_reading(run: Any) -> None:
    # guard: "a hundred" with no measure named makes no reading
    got = run("told my kids a hundred times to tidy up", SAID_KST_PM, "en")
    assert not [r for r in got.records if r.type in ("vital_sign", "lab_result")]


def test_fasting_with_the_morning_before_its_value(run: Any) -> None:
    got = run("fasting this morning was 112, lunch after", SAID_KST_PM, "en")
    assert [(r.coordinate, r.value) for r in got.records if r.type == "lab_result"] == [("test:fasting_glucose", 112.0)]
    # guard: a fast's length is no reading
    fast = run("fasting this morning, 14 hours so far", SAID_KST_PM, "en")
    assert [r for r in fast.records if r.type == "lab_result"] == []
