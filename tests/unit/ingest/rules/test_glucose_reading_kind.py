"""Which glucose a reading is, from its own words: a meal before it (said with the hours, or as a food eaten), a
later meal not yet eaten, and a reading named by the device that took it (``concept_values``)."""

from __future__ import annotations

from typing import Any

import pytest

from tests.unit.ingest.rule_test_helpers import measured_values


@pytest.mark.parametrize(("text", "lang", "want"), [
    # the hours later than a meal said in the clause before
    ("had curry rice at noon, sugar 3 hours later was 176", "en", [("test:postprandial_glucose", 176.0)]),
    # the meal the reading is timed by, between the word and its value
    ("blood sugar after dinner 151 tonight", "en", [("test:postprandial_glucose", 151.0)]),
    # before a later meal: neither fasting nor after a meal
    ("glucose before supper 117", "en", [("test:random_glucose", 117.0)]),
    # a qualifier said before the value is that value's, the next reading's words are the next reading's
    ("sugar before lunch 109, 2 hrs after 163", "en",
     [("test:postprandial_glucose", 163.0), ("test:random_glucose", 109.0)]),
    # a food eaten, then the glucose read off (no verb of measuring)
    ("냉면 먹고 혈당 172", "ko", [("test:postprandial_glucose", 172.0)]),
    ("혈당 저녁 먹고 최고 203까지 올라감", "ko", [("test:postprandial_glucose", 203.0)]),
    # a pill taken before the reading is no meal
    ("약 먹고 혈당 131", "ko", [("test:random_glucose", 131.0)]),
    ("점심 먹기 전 혈당 104", "ko", [("test:random_glucose", 104.0)]),
])
def test_a_glucose_reading_is_named_by_its_meal(run: Any, text: str, lang: str, want: list[tuple[str, float]]) -> None:
    got = [(c, v) for c, v, _unit in measured_values(run, text, lang) if "glucose" in c]
    assert got == want


@pytest.mark.parametrize(("text", "lang", "want"), [
    ("dexcom reading 188 two hours after breakfast", "en", "test:postprandial_glucose"),
    ("cgm reading 74 at 3am, woke up sweaty", "en", "test:random_glucose"),
    ("리브레 기준 점심 먹고 2시간 166", "ko", "test:postprandial_glucose"),
])
def test_a_device_reading_is_the_glucose_its_words_name(run: Any, text: str, lang: str, want: str) -> None:
    """The format has no key for the device: its reading is fasting, after a meal or random by the words."""
    got = [c for c, _v, _unit in measured_values(run, text, lang) if "glucose" in c]
    assert got == [want]


@pytest.mark.parametrize(("text", "want"), [
    # a meal of the fast (rule words reading_meal), with no glucose word
    ("2 hrs after iftar 182, too many dates", [("test:postprandial_glucose", 182.0)]),
    ("after iftar 2hr 151", [("test:postprandial_glucose", 151.0)]),
    # before the day's first meal of the fast (rule words first_meal), as before breakfast: fasting
    ("Suhoor done. Sugar before suhoor was 112. Taking the metformin with iftar", [("test:fasting_glucose", 112.0)]),
    # a device named by a word that is no alias (cue list glucose_device), a reading verb, then the value
    ("libre showed 212 an hour after a bagel", [("test:postprandial_glucose", 212.0)]),
    ("Libre says 212 two hours after lunch. I bolused for 60g carbs", [("test:postprandial_glucose", 212.0)]),
    ("woke up sweaty at 4ish, fingerstick 54. ate three glucose tabs", [("test:random_glucose", 54.0)]),
    ("sensor reading 148 right before the site change", [("test:random_glucose", 148.0)]),
])
def test_a_reading_after_a_meal_of_the_fast_or_off_a_device(run: Any, text: str,
                                                            want: list[tuple[str, float]]) -> None:
    assert [(c, v) for c, v, _unit in measured_values(run, text, "en")] == want


@pytest.mark.parametrize("text", ["my libre sensor fell off, need a new one", "ordered a new dexcom transmitter",
                                  "dexcom alarm went off at 2:50am"])
def test_a_device_with_no_number_after_it_is_no_reading(run: Any, text: str) -> None:
    assert measured_values(run, text, "en") == []
