"""Round 15 rules for strict records on unseen wording, one test per mechanism, English and Korean.
Wording of its own (not the suites'); the positive cases fail on main 65e449e, the guards pass on both."""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest

from pia_graph.temporal import resolve_in_text
from tests.unit.ingest.strict_helpers import day as _day

SAID = "2026-03-11T21:00:00+09:00"  # a Wednesday evening


def _of(run: Any, text: str, rtype: str, lang: str = "en", said: str = SAID) -> dict[str, Any]:
    return {r.coordinate: r for r in run(text, said, lang).records if r.type == rtype}


# --- a dose said as pills and a strength ------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "lang", "key", "value"), [
    ("took 2 extra strength advil (200 each) at lunch", "en", "drug:ibuprofen", 400),
    ("took 2 aleve (220mg each) this morning", "en", "drug:naproxen", 440),
    ("타이레놀 500짜리 두 알 먹었어요", "ko", "drug:acetaminophen", 1000),
])
def test_a_count_of_pills_of_a_strength_each_is_their_total(run: Any, text: str, lang: str, key: str,
                                                           value: float) -> None:
    assert _of(run, text, "medication_intake", lang)[key].value == pytest.approx(value)


@pytest.mark.parametrize(("text", "key", "value"), [
    ("took half a melatonin (3mg) before bed", "drug:melatonin", 3),
    ("took half a 10mg zolpidem", "drug:zolpidem", 5),  # guard: the strength of the whole pill, halved
    ("took 2 advil 200mg", "drug:ibuprofen", 400),  # guard
])
def test_a_strength_in_parentheses_is_what_was_taken(run: Any, text: str, key: str, value: float) -> None:
    assert _of(run, text, "medication_intake")[key].value == pytest.approx(value)


def test_a_dose_in_grams_is_kept_in_mg(run: Any) -> None:
    rec = _of(run, "took 1g of paracetamol at noon", "medication_intake")["drug:acetaminophen"]
    assert (rec.value, rec.unit) == (1000, "mg")


# --- units said the British or IFCC way --------------------------------------------------------------------------

def test_hba1c_in_mmol_per_mol_is_converted_to_percent(run: Any) -> None:
    rec = _of(run, "my hba1c was 48 mmol/mol at the review", "lab_result")["test:hba1c"]
    assert (round(rec.value, 1), rec.unit) == (6.5, "%")


def test_haemoglobin_in_g_per_l_is_converted_to_g_per_dl(run: Any) -> None:
    labs = _of(run, "haemoglobin 124 g/L and ferritin 30", "lab_result")
    assert (labs["test:hemoglobin"].value, labs["test:hemoglobin"].unit) == (pytest.approx(12.4), "g/dL")
    assert "test:ferritin" in labs


# --- a glucose named by its time after a meal ---------------------------------------------------------------------

@pytest.mark.parametrize(("text", "value"), [
    ("2 hours after lunch i was at 172", 172),
    ("fasting 102 this morning, pp 165 after dinner", 165),
    ("blood sugar 190 two hrs after the burger", 190),
])
def test_a_reading_after_a_meal_is_the_postprandial_glucose(run: Any, text: str, value: float) -> None:
    labs = _of(run, text, "lab_result")
    assert labs["test:postprandial_glucose"].value == pytest.approx(value)


def test_a_clock_time_after_a_meal_is_no_reading(run: Any) -> None:
    assert "test:postprandial_glucose" not in _of(run, "we ate 2 hrs after dinner at 9 again", "lab_result")


# --- a day's sleep is on the day said ---------------------------------------------------------------------------

def test_a_sleep_in_the_day_is_on_the_day_said(run: Any) -> None:
    rec = _of(run, "worked nights, slept 9am to 3pm yesterday", "sleep")["sleep:night"]
    assert (rec.start.isoformat()[:16], rec.end.isoformat()[:16]) == ("2026-03-10T09:00", "2026-03-10T15:00")


def test_a_night_said_with_yesterday_keeps_its_night(run: Any) -> None:  # guard
    rec = _of(run, "어제 12시에 자서 7시에 일어났어", "sleep", "ko")["sleep:night"]
    assert rec.end.isoformat()[:16] == "2026-03-11T07:00"


# --- a distance and the time it took ----------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "minutes"), [
    ("10k this morning in 55:30, legs ok", 55.5),
    ("5k run today, 27:45", 27.75),
])
def test_the_time_a_distance_took_counts_its_seconds(run: Any, text: str, minutes: float) -> None:
    rec = _of(run, text, "exercise")["activity:running"]
    assert rec.duration_min == pytest.approx(minutes)


def test_a_run_keeps_its_time_when_another_activity_has_minutes(run: Any) -> None:
    ex = _of(run, "ran 5k monday in 29:10, then 30 min pilates tuesday", "exercise")
    assert ex["activity:running"].duration_min == pytest.approx(29.17)
    assert ex["activity:pilates"].value == 30


# --- weekday names that are other words -----------------------------------------------------------------------

@pytest.mark.parametrize("text", ["o2 sat was 95% this morning", "sat down after the walk, dizzy", "sun allergy again"])
def test_sat_and_sun_are_no_weekdays_without_on(text: str) -> None:
    got = resolve_in_text(text, dt.datetime.fromisoformat(SAID), "en")
    assert not any(r.rule_id == "en.on_weekday" for r in got)


@pytest.mark.parametrize(("text", "day"), [
    ("on sat i had a fever", "2026-03-07"),
    ("saturday, 10k in 58 minutes", "2026-03-07"),
    ("sunday 5 miles", "2026-03-08"),
])
def test_a_weekday_is_still_read(text: str, day: str) -> None:
    got = [r for r in resolve_in_text(text, dt.datetime.fromisoformat(SAID), "en") if r.rule_id == "en.on_weekday"]
    assert got and _day(got[0].date) == day


# --- more ways to start a regimen -------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "key", "value"), [
    ("restarted metformin 500mg today", "drug:metformin", 500),
    ("my gp has me on amlodipine 5 now", "drug:amlodipine", 5),
    ("bp better since adding losartan 25mg", "drug:losartan", 25),
])
def test_more_ways_to_start_a_regimen(run: Any, text: str, key: str, value: float) -> None:
    rec = _of(run, text, "medication_regimen")[key]
    assert (rec.status, rec.value) == ("active", value)
