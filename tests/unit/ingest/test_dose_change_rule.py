"""Rule ``med.dose_change``: the old dose and the new one after the drug make the regimen at the new dose."""

from __future__ import annotations

from typing import Any

import pytest

SAID = "2026-03-11T09:00:00+09:00"


@pytest.mark.parametrize(("text", "lang", "coordinate", "value", "unit"), [
    ("lisinopril 10 -> 20mg starting today", "en", "drug:lisinopril", 20, "mg"),
    ("doc bumped my sertraline from 25 to 50", "en", "drug:sertraline", 50, "mg"),
    ("levothyroxine went from 112 to 125 mcg", "en", "drug:levothyroxine", 125, "mcg"),  # the drug's unit
    ("암로디핀 5에서 10으로 늘렸어요", "ko", "drug:amlodipine", 10, "mg"),
    ("씬지로이드 100 먹다가 88로 줄었어", "ko", "drug:levothyroxine", 88, "mcg"),
])
def test_a_dose_change_is_the_regimen_at_the_new_dose(run: Any, text: str, lang: str, coordinate: str,
                                                      value: float, unit: str) -> None:
    got = [r for r in run(text, SAID, lang).records if r.type == "medication_regimen"]
    assert [(r.coordinate, r.value, r.unit, r.status) for r in got] == [(coordinate, value, unit, "active")]


@pytest.mark.parametrize(("text", "lang"), [
    ("zyrtec 5 → 10 mg", "en"),
    ("levothyroxine went from 112 to 125 mcg", "en"),
    ("씬지로이드 100 먹다가 88로", "ko"),
])
def test_verbless_changes_are_the_dose_change_rule(run: Any, text: str, lang: str) -> None:
    got = [r.rule_id for r in run(text, SAID, lang).records if r.type == "medication_regimen"]
    assert got == ["med.dose_change"]


def test_a_range_is_no_change(run: Any) -> None:
    got = run("metformin 500 to 1000 is a normal starting range right", SAID, "en").records
    assert not any(r.rule_id == "med.dose_change" for r in got)


@pytest.mark.parametrize(("text", "lang", "coordinate", "value", "unit"), [
    ("씬지로이드 50 → 75로 증량.", "ko", "drug:levothyroxine", 75, "mcg"),  # not 75 mg read as 75000 mcg
    ("doc upped my synthroid 50 -> 75", "en", "drug:levothyroxine", 75, "mcg"),
    ("란투스 18 → 20으로 증량", "ko", "drug:insulin_glargine", 20, "units"),
    ("암로디핀 5 → 10으로 증량", "ko", "drug:amlodipine", 10, "mg"),
])
def test_a_bare_arrow_change_keeps_the_drugs_own_unit(run: Any, text: str, lang: str, coordinate: str,
                                                      value: float, unit: str) -> None:
    got = [r for r in run(text, SAID, lang).records if r.type == "medication_regimen"]
    assert [(r.coordinate, r.value, r.unit) for r in got] == [(coordinate, value, unit)]


def test_a_change_after_a_time_is_the_new_dose(run: Any) -> None:
    got = [r for r in run("프레드니솔론 오늘부터 20mg → 15mg로 감량", SAID, "ko").records
           if r.type == "medication_regimen"]
    assert [(r.coordinate, r.value, r.unit) for r in got] == [("drug:prednisolone", 15, "mg")]


@pytest.mark.parametrize(("text", "value"), [
    ("Took 400 mg ibuprofen at 10.", 400),  # the hour after the drug is no dose
    ("took 400 ibuprofen at 9", 400),
    ("still on ibuprofen at 10", 10),  # no strength before the drug: the level it stays at
])
def test_an_hour_after_a_drug_with_its_strength_before_is_no_dose(run: Any, text: str, value: float) -> None:
    got = [r.value for r in run(text, "2026-07-20T20:20:00-04:00", "en").records if r.coordinate == "drug:ibuprofen"]
    assert got == [value]


@pytest.mark.parametrize(("text", "coordinate", "value", "unit"), [
    ("메트포민을 천 밀리에서 오백으로 반으로 줄였어요.", "drug:metformin", 500, "mg"),  # not the old 1000
    ("씬지로이드 오십에서 칠십오로 올렸어요", "drug:levothyroxine", 75, "mcg"),
])
def test_a_change_said_in_number_words_is_the_new_dose(run: Any, text: str, coordinate: str, value: float,
                                                       unit: str) -> None:
    got = [r for r in run(text, SAID, "ko").records if r.type == "medication_regimen"]
    assert [(r.coordinate, r.value, r.unit) for r in got] == [(coordinate, value, unit)]
