"""Rules ``profile.alcohol_status`` and ``profile.smoking_status``: a weekly drinking rate said with its number
decides regular or occasional; quitting aimed at ("trying to quit") is no former smoker."""

from __future__ import annotations

from typing import Any

import pytest

from tests.unit.ingest.strict_helpers import of_type


@pytest.mark.parametrize(("text", "value"), [
    ("I drink maybe 2-3 times a week, couple beers each time", "regular"),
    ("I drink maybe 10-12 beers a week, more on game days", "regular"),
    ("drink maybe 2 beers a week", "occasional"),
    ("drink maybe 2-3 times a month socially", "occasional"),
    ("honestly I drink most nights, 2-3 beers with dinner", "regular"),
])
def test_a_weekly_drinking_rate(run: Any, text: str, value: str) -> None:
    assert of_type(run, text, "baseline_habit")["profile:alcohol"].value == value


@pytest.mark.parametrize(("text", "value"), [
    ("down to 5 cigs a day, trying to quit", "current"),
    ("i smoke but i want to quit", "current"),
    ("quit smoking 3 years ago", "former"),
    ("smoked a pack a day, quit in 2019", "former"),
])
def test_quitting_aimed_at_is_not_done(run: Any, text: str, value: str) -> None:
    assert of_type(run, text, "baseline_habit")["profile:smoking"].value == value
