"""Session 59's read-path rows (pure): a low blood sugar asked by its days ("on which days did I go low?") asks the
glucose readings, where a low is a number, before the condition; "readings after meals" asks the post-meal glucose
even though the meal word is also the meal type's cue; "skip the pharmacy one" excludes a reading, it asks no
missed dose."""

from __future__ import annotations

import datetime as dt

import pytest

from pia_graph.memory.recall_models import QueryUnderstanding
from pia_graph.ontology import AliasIndex, Dictionary
from pia_graph.retrieve.understand import understand

SAID = dt.datetime(2026, 10, 4, 19, 0, tzinfo=dt.timezone(dt.timedelta(hours=-4)))
GLUCOSE = "test:random_glucose"


def coordinates(u: QueryUnderstanding) -> list[str]:
    return [d.value for d in u.coordinates]


@pytest.mark.parametrize("text", ["on which days did I go low?", "how often did I go low last week",
                                  "how many lows did I have in september?", "how many hypos did I have this month?"])
def test_lows_asked_by_their_days_are_the_glucose_readings(
        text: str, index: AliasIndex, dictionary: Dictionary) -> None:
    got = coordinates(understand(text, SAID, "en", index, dictionary))
    assert GLUCOSE in got, got
    assert got.index(GLUCOSE) < got.index("condition:hypoglycemia"), got  # the condition stays, after the readings


@pytest.mark.parametrize("text", ["how often did my blood pressure go low?", "I went low on energy, why?",
                                  "did my sugar go lower after the dose change?"])
def test_low_said_of_something_else_is_no_hypo(text: str, index: AliasIndex, dictionary: Dictionary) -> None:
    assert "condition:hypoglycemia" not in coordinates(understand(text, SAID, "en", index, dictionary))


def test_a_low_blood_sugar_asked_without_its_days_stays_the_condition(
        index: AliasIndex, dictionary: Dictionary) -> None:
    assert coordinates(understand("have I been going low at night?", SAID, "en", index, dictionary)) == [
        "condition:hypoglycemia"]


@pytest.mark.parametrize("text", ["what were my readings after meals?", "what were my numbers after eating?"])
def test_readings_after_meals_are_the_post_meal_glucose(
        text: str, index: AliasIndex, dictionary: Dictionary) -> None:
    u = understand(text, SAID, "en", index, dictionary)
    assert coordinates(u) == ["test:postprandial_glucose"]
    assert not u.record_types  # the meal word named when the reading was taken; no meal is asked


@pytest.mark.parametrize("text", ["what were my readings after meals and what did I eat?",
                                  "how many meals did I skip"])
def test_a_meal_asked_as_a_meal_stays(text: str, index: AliasIndex, dictionary: Dictionary) -> None:
    u = understand(text, SAID, "en", index, dictionary)
    assert "test:postprandial_glucose" not in coordinates(u)
    assert [t.value for t in u.record_types] == ["meal"]


@pytest.mark.parametrize(("text", "missed"), [
    ("list my home blood pressure readings this month, skip the pharmacy one", False),
    ("bp readings since may, skip the clinic ones", False),
    ("how many doses did I skip this month", True), ("did I skip the evening one yesterday?", True),
    ("skipped the morning one again?", True)])
def test_skip_the_one_excludes_a_reading(text: str, missed: bool, index: AliasIndex, dictionary: Dictionary) -> None:
    u = understand(text, SAID, "en", index, dictionary)
    assert any(f.value == "status:missed" for f in u.fields) is missed, u.fields
