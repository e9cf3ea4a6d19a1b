"""Extraction rules of the lifestyle family: drinks, smoking, meals, mood."""

from __future__ import annotations

from typing import Any

import pytest

from tests.unit.ingest.strict_helpers import SAID_EN, SAID_KO
from tests.unit.ingest.strict_helpers import of_type as _of

# --- late-night eating: more eating verbs, the small hours ------------------------------------------------------


@pytest.mark.parametrize("text", [
    "wolfed down a whole pizza at 2am, zero regrets",
    "demolished a pint of ice cream at 11pm",
])
def test_eating_in_the_small_hours_is_late_night_eating(run: Any, text: str) -> None:
    assert "meal:late_night_eating" in _of(run, text, "meal")


def test_a_dose_in_the_small_hours_is_no_meal(run: Any) -> None:
    assert not _of(run, "took my meds at 1am", "meal")  # guard


def test_someone_elses_eating_at_night_is_no_meal(run: Any) -> None:
    assert not _of(run, "my cat ate a hair tie and we were at the emergency vet til 1am", "meal")  # guard

# --- stress said strongly without a number is high -------------------------------------------------------------


@pytest.mark.parametrize(("text", "lang", "said"), [
    ("stressed af about the move", "en", SAID_EN),
    ("오늘 스트레스 진짜 심했음 마감 때문에", "ko", SAID_KO),
])
def test_strong_stress_words_are_high(run: Any, text: str, lang: str, said: str) -> None:
    assert _of(run, text, "mood", lang, said)["mood:stress"].value == "high"

# --- a count of cigarettes is a smoking episode, verb or none; "should quit" is no habit ------------------------


@pytest.mark.parametrize(("text", "lang", "value"), [
    ("one beer and a cigarette at the barbecue", "en", 1.0),
    ("담배 3개피 폈어", "ko", 3.0),
    ("담배 2개비 피움 끊어야 하는데", "ko", 2.0),
])
def test_a_count_of_cigarettes_is_an_episode(run: Any, text: str, lang: str, value: float) -> None:
    got = _of(run, text, "substance_use", lang, SAID_KO if lang == "ko" else SAID_EN)
    assert got["substance:smoking"].value == value


def test_quitting_is_no_episode(run: Any) -> None:  # guard
    assert "substance:smoking" not in _of(run, "담배 끊었어 3년 됐어", "substance_use", "ko", SAID_KO)

# --- a drug stopped by a pronoun later on: "… so i stopped it", "… stopped it today" --------------------------


def test_a_count_restated_after_the_episode_is_no_second_one(run: Any) -> None:  # guard
    got = run("어제 담배 한 갑 다 폈음.. 20개비", SAID_KO, "ko").records
    assert [r.value for r in got if r.coordinate == "substance:smoking"] == [20.0]

# --- in a sentence naming a vaccine a shot is a dose of it, not a drink ----------------------------------------


def test_drinks_beside_a_vaccine_are_counted(run: Any) -> None:  # guard
    got = _of(run, "flu shot this morning, then 2 beers tonight", "substance_use")
    assert got["substance:alcohol"].value == 2.0


def test_shots_of_a_spirit_are_drinks(run: Any) -> None:  # guard
    got = _of(run, "3 tequila shots at the party last night", "substance_use")
    assert got["substance:alcohol"].value == 3.0
