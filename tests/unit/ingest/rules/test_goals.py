"""Extraction rules of the goals family: a target with its coordinate, value and unit."""

from __future__ import annotations

from typing import Any

import pytest

from tests.unit.ingest.rule_test_helpers import by_coordinate_ko, measured_values
from tests.unit.ingest.strict_helpers import SAID_EN, SAID_KO
from tests.unit.ingest.strict_helpers import of_type as _of


@pytest.mark.parametrize(("text", "expected"), [
    ("당화혈색소 목표 7 이하", ("goal:glucose", 7.0, "%")),
    ("공복혈당 목표 110 미만으로", ("goal:glucose", 110.0, "mg/dL")),
    ("목표는 매일 40분 걷기", ("goal:exercise", 40.0, "min")),
])
def test_goal_values(run: Any, text: str, expected: tuple[str, float, str]) -> None:
    assert measured_values(run, text, "ko") == [expected]

# --- a value set as the condition of a plan, and a Korean wish toward a value -----------------------------------


def test_a_korean_wish_toward_a_value_is_a_goal_not_a_reading(run: Any) -> None:
    text = "당화혈색소 6.0 아래로 내리고 싶어요"
    assert not by_coordinate_ko(run, text, "lab_result")
    assert "goal:glucose" in by_coordinate_ko(run, text, "goal")

# --- the current value said beside a goal -------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "lang", "kg"), [
    ("목표는 58kg! 지금 63", "ko", 63.0),
    ("goal weight 150 lbs, currently 163", "en", 73.94),
])
def test_the_value_now_beside_a_goal_is_a_reading_in_the_goals_unit(run: Any, text: str, lang: str,
                                                                    kg: float) -> None:
    said = SAID_KO if lang == "ko" else SAID_EN
    assert "goal:weight" in _of(run, text, "goal", lang, said)
    rec = _of(run, text, "body_measurement", lang, said)["body:weight"]
    assert rec.value == pytest.approx(kg, rel=0.01) and rec.unit == "kg"

# --- a goal named as one of steps before a bare number; "from now on" is no offset of a day --------------------------


@pytest.mark.parametrize(("text", "lang"), [
    ("step goal 8,000 a day from now on. office is on level 14 so I'm taking the stairs too", "en"),
    ("step goal is 8000 a day", "en"),
    ("new daily step target: 8k", "en"),
    ("걸음 목표 하루 8000으로 잡았어요", "ko"),
])
def test_a_step_goal_takes_its_bare_number(run: Any, text: str, lang: str) -> None:
    goal = _of(run, text, "goal", lang, SAID_KO if lang == "ko" else SAID_EN)["goal:exercise"]
    assert (goal.value, goal.unit) == (8000, "steps")
    assert goal.expected_end is None  # "a day from now on" is no day from now


def test_the_steps_told_after_a_step_goal_hit_are_no_goal(run: Any) -> None:
    assert not _of(run, "hit my step goal today, 9,214", "goal")
