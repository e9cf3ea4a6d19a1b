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
