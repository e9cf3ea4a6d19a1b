"""A drug and its dose after a word that says the dose is kept the same (cue list ``regimen_kept``) is the regimen
going on (``dose_moment.kept_before``, rule ``med.schedule_said``)."""

from __future__ import annotations

from typing import Any

import pytest


@pytest.mark.parametrize(("text", "lang", "coordinate", "value"), [
    ("Same dose as before on the lisinopril, 20 mg, the GP just moved it to the evening.", "en", "drug:lisinopril",
     20.0),
    ("Same dose as before, metformin 500.", "en", "drug:metformin", 500.0),
    ("같은 용량이에요, 로사르탄 50.", "ko", "drug:losartan", 50.0),
    ("혈압약은 그대로 암로디핀 5.", "ko", "drug:amlodipine", 5.0),
])
def test_a_dose_kept_the_same_is_the_regimen(run: Any, text: str, lang: str, coordinate: str, value: float) -> None:
    got = [r for r in run(text, lang=lang).records if r.coordinate == coordinate]
    assert [(r.type, r.status, r.value, r.rule_id) for r in got] == [
        ("medication_regimen", "active", value, "med.schedule_said")]


@pytest.mark.parametrize(("text", "lang", "coordinate"), [
    ("Same as before, took my lisinopril 20 mg this morning.", "en", "drug:lisinopril"),  # a dose taken
    ("같은 용량으로 로사르탄 50 어제 빼먹었어요.", "ko", "drug:losartan"),  # a dose missed, on a day
])
def test_a_dose_taken_or_missed_stays_an_intake(run: Any, text: str, lang: str, coordinate: str) -> None:
    got = [r for r in run(text, lang=lang).records if r.coordinate == coordinate]
    assert got and all(r.type == "medication_intake" for r in got)
