"""Rule meal.late_clock (``extract/late_meals.py``, cue list ``late_meal_food``): food had at a clock time late at
night with no eating verb is late-night eating; a daytime hour, drinks alone, a drug, a negation are not."""

from __future__ import annotations

from typing import Any

import pytest

SAID = "2026-05-02T08:30:00+09:00"
_LATE = ("meal", "meal:late_night_eating")


def _got(run: Any, text: str, lang: str) -> set[tuple[str, str]]:
    return {(r.type, r.coordinate) for r in run(text, SAID, lang).records}


@pytest.mark.parametrize(("text", "lang"), [
    ("kebab on the way home at 1am, regret it", "en"),
    ("leftover curry at 10:30pm after the late shift", "en"),
    ("새벽 2시에 라면 끓여서 먹는중", "ko"),
])
def test_food_at_a_late_hour_is_late_night_eating(run: Any, text: str, lang: str) -> None:
    assert _LATE in _got(run, text, lang)


@pytest.mark.parametrize(("text", "lang"), [
    ("sandwich at 1pm at my desk", "en"),
    ("three pints at 11pm with the lads", "en"),
    ("took my statin with supper at 9pm", "en"),
    ("밤 10시에 혈압약 먹음", "ko"),
])
def test_a_day_hour_drinks_or_a_drug_are_not(run: Any, text: str, lang: str) -> None:
    assert _LATE not in _got(run, text, lang)


def test_one_late_meal_a_turn(run: Any) -> None:
    got = run("late night snack again: crisps and a sandwich at 11pm", SAID, "en").records
    assert [r.coordinate for r in got if r.type == "meal"] == ["meal:late_night_eating"]


@pytest.mark.parametrize("text", [
    "ate a whole pizza around 11:30 last night. again.",
    "last night around 11 i ate leftover curry in front of the tv",
    "walked 30 min at lunch, and dinner was takeout pad thai at like 9:45 which i know i know",
])
def test_a_bare_hour_with_an_evening_word_is_late(run: Any, text: str) -> None:
    assert _LATE in _got(run, text, "en")


@pytest.mark.parametrize("text", [
    "had cereal at 9:30 before work",  # a bare hour with no evening word is the morning
    "ate a whole bag of chips around 3 last night",  # 3 is no evening hour said bare
])
def test_a_bare_hour_without_the_evening_is_not(run: Any, text: str) -> None:
    assert _LATE not in _got(run, text, "en")
