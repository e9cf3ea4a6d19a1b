"""Two value forms of strict misses (issue 12): a fever word with a temperature read right after it is today's fever
symptom (not the condition), and a Korean dose change said across 다가 ("100 먹다가 300으로") is the regimen at the new
dose from the day said. Sentences of our own."""

from __future__ import annotations

from typing import Any

import pytest

SAID = "2026-05-14T10:00:00+09:00"  # a Thursday


@pytest.mark.parametrize(("text", "lang"), [
    ("sore throat and a cough, fever 38.6 this afternoon", "en"),
    ("chills, fever of 101 and a headache", "en"),
    ("목 아프고 기침 나고 열이 38.1", "ko"),  # the subject form: a fever said (열 38.1 alone is a reading)
])
def test_a_fever_word_with_a_temperature_after_it_is_the_symptom(run: Any, text: str, lang: str) -> None:
    got = run(text, SAID, lang).records
    assert "symptom:fever" in [r.coordinate for r in got if r.type == "symptom"]
    assert not [r for r in got if r.coordinate == "condition:fever"]


def test_a_fever_word_without_a_reading_keeps_its_own_reading(run: Any) -> None:
    got = run("diagnosed with familial mediterranean fever as a kid", SAID, "en").records
    assert not [r for r in got if r.coordinate == "symptom:fever"]


@pytest.mark.parametrize(("text", "coordinate", "value", "unit", "start"), [
    ("알로퓨리놀 100 먹다가 300으로 늘렸어요 그저께부터", "drug:allopurinol", 300, "mg", "2026-05-12"),
    ("씬지로이드 50 먹다가 75로 바뀜", "drug:levothyroxine", 75, "mcg", "2026-05-14"),
    ("메트포르민 500에서 1000으로 늘렸어요", "drug:metformin", 1000, "mg", "2026-05-14"),
])
def test_a_korean_dose_change_is_the_regimen_at_the_new_dose(run: Any, text: str, coordinate: str, value: float,
                                                             unit: str, start: str) -> None:
    got = [(r.coordinate, r.value, r.unit, r.status, str(r.start)) for r in run(text, SAID, "ko").records
           if r.type == "medication_regimen"]
    assert got == [(coordinate, value, unit, "active", start)]


def test_a_korean_dose_without_a_change_keeps_its_dose(run: Any) -> None:
    got = [(r.coordinate, r.value) for r in run("메트포르민 500 먹다가 속이 안 좋아서 끊었어요", SAID, "ko").records
           if r.type == "medication_regimen"]
    assert got == [("drug:metformin", 500)]
