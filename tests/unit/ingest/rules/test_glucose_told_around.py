"""Glucose readings told around their value: a low named as such with its number (cue list ``glucose_low``), the
value said before the device that read it, the clock time or the bedtime between the word and its value
(``concept_values``), 식전 after a later meal's name, and a second reading told at its own clock time or on the
measure's return in the next sentence (``followups``)."""

from __future__ import annotations

from typing import Any

import pytest

from tests.unit.ingest.rule_test_helpers import measured_values

RANDOM, FASTING = "test:random_glucose", "test:fasting_glucose"


def glucose(run: Any, text: str, lang: str) -> list[tuple[str, float]]:
    return [(c, v) for c, v, _unit in measured_values(run, text, lang) if "glucose" in c]


@pytest.mark.parametrize(("text", "lang", "want"), [
    # rule context:glucose_low: a hypo with its number is the reading it was
    ("hypo at dinner, 58, ate a handful of jelly beans", "en", [(RANDOM, 58.0)]),
    ("Hypo at 2am this morning, 3.4, had jelly beans", "en", [(RANDOM, 61.3)]),
    ("저혈당 와서 재보니 62", "ko", [(RANDOM, 62.0)]),
    # a glucose word of its own between the low and the number reads that number, once
    ("저혈당 와서 혈당 재보니 62", "ko", [(RANDOM, 62.0)]),
    # a count of lows is no reading
    ("had 3 hypos this week", "en", []),
    ("저혈당 3번 왔어요", "ko", []),
])
def test_a_low_with_its_number_is_a_glucose_reading(run: Any, text: str, lang: str,
                                                    want: list[tuple[str, float]]) -> None:
    assert glucose(run, text, lang) == want


@pytest.mark.parametrize(("text", "want"), [
    # rule context:glucose_device_value_before: the value said before the device that read it
    ("dropped to 74 on the Libre afterwards so had a banana", [(RANDOM, 74.0)]),
    ("went down to 74 on my libre", [(RANDOM, 74.0)]),
    ("put a new sensor on the libre", []),
])
def test_a_value_said_before_its_device(run: Any, text: str, want: list[tuple[str, float]]) -> None:
    assert glucose(run, text, "en") == want


@pytest.mark.parametrize(("text", "lang", "want"), [
    # the device's alarm and the clock time it went off at lie between the device and the value
    ("dexcom alarm went off at 2:50am, 61", "en", [(RANDOM, 61.0)]),
    ("BG 3am 49!! Dexcom was screaming", "en", [(RANDOM, 49.0)]),
    ("sugar at 3am 54", "en", [(RANDOM, 54.0)]),
    ("혈당 3시에 재보니 98", "ko", [(RANDOM, 98.0)]),
    # the hours after a meal are still no clock time
    ("혈당 식후 2시간 186", "ko", [("test:postprandial_glucose", 186.0)]),
    # the hours or minutes later than a meal told before ("an hour", "30 min")
    ("and again tonight. 3 slices. sugar an hour later 201", "en", [("test:postprandial_glucose", 201.0)]),
    ("ate crackers at 11pm. sugar 30 min later 189", "en", [("test:postprandial_glucose", 189.0)]),
    # the bedtime it was read at
    ("10 000 steps today. BG before bed 118", "en", [(RANDOM, 118.0)]),
])
def test_a_clock_time_or_bedtime_between_the_word_and_its_value(run: Any, text: str, lang: str,
                                                               want: list[tuple[str, float]]) -> None:
    assert glucose(run, text, lang) == want


@pytest.mark.parametrize(("text", "want"), [
    # before a later meal of the day is neither fasting nor after a meal; before breakfast, or 식전 alone, is fasting
    ("저녁 식전 혈당 131", [(RANDOM, 131.0)]),
    ("점심식전 혈당 120", [(RANDOM, 120.0)]),
    ("아침 식전 혈당 95", [(FASTING, 95.0)]),
    ("식전 혈당 110", [(FASTING, 110.0)]),
])
def test_before_a_later_meal_is_no_fasting_reading(run: Any, text: str, want: list[tuple[str, float]]) -> None:
    assert glucose(run, text, "ko") == want


@pytest.mark.parametrize(("text", "lang", "want"), [
    # rule followup.next_reading: a run of readings each told at its clock time
    ("오늘 오후에 혈당 두 번 재봤는데 3시 98, 5시 102", "ko", [(RANDOM, 98.0), (RANDOM, 102.0)]),
    ("sugar 61 at 2am, 88 at 4am", "en", [(RANDOM, 61.0), (RANDOM, 88.0)]),
    # "it came back up to" in the next sentence, past an amount of what was had
    ("dexcom alarm went off at 2:50am, 61. had 4 oz of apple juice and it came back up to 104 by 3:30", "en",
     [(RANDOM, 61.0), (RANDOM, 104.0)]),
    # the measure's return opening the next sentence, past its device named, with its own words (fasting)
    ("BG peaked 276 according to the Libre. back to 138 this morning fasting", "en",
     [(FASTING, 138.0), (RANDOM, 276.0)]),
])
def test_a_second_reading_told_at_its_time(run: Any, text: str, lang: str, want: list[tuple[str, float]]) -> None:
    assert glucose(run, text, lang) == want
