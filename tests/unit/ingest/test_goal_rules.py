"""Rules ``goal.statement`` and ``preference.statement``, and the aim guards of ``exercise.activity`` and
``sleep.duration``: an aim is a goal record, never a logged run or night; a one-syllable Korean count unit does
not swallow the word it starts ("130 정상"). One test per rule."""

from __future__ import annotations

from typing import Any

import pytest

SAID = "2026-03-11T09:00:00+09:00"


def _kinds(run: Any, text: str, lang: str = "en") -> list[tuple[str, str, Any]]:
    got = run(text, SAID, lang)
    return sorted((r.rule_id, r.coordinate, r.value) for r in got.records)


@pytest.mark.parametrize(("text", "lang", "coordinate"), [
    ("goal: sub-2h half marathon in october", "en", "goal:exercise"),
    ("my goal is to run a half marathon", "en", "goal:exercise"),
    ("I want to take up swimming this year", "en", "goal:exercise"),
    ("올해 목표는 마라톤 완주", "ko", "goal:exercise"),
    ("잠 좀 일찍 자고 싶어", "ko", "goal:sleep"),
    ("I want to lose some weight before the wedding", "en", "goal:weight"),
])
def test_goal_without_a_number(run: Any, text: str, lang: str, coordinate: str) -> None:
    assert _kinds(run, text, lang) == [("goal.statement", coordinate, None)]


def test_a_wish_to_sleep_is_a_sleep_goal_not_a_night(run: Any) -> None:
    assert _kinds(run, "want to sleep 7 hours a night") == [("goal.statement", "goal:sleep", 420.0)]


@pytest.mark.parametrize("text", ["I plan to go for a run tomorrow", "didn't get to the gym today",
                                  "치킨 먹고 싶다"])
def test_no_goal_without_a_clear_aim(run: Any, text: str) -> None:
    lang = "ko" if any("가" <= ch <= "힣" for ch in text) else "en"
    assert [k for k in _kinds(run, text, lang) if k[1].startswith("goal:")] == []


def test_a_run_done_beside_an_aim_is_still_logged(run: Any) -> None:
    got = _kinds(run, "ran 5k today, want to do 10k next month")
    assert ("exercise.activity", "activity:running", 5.0) in got
    assert ("goal.statement", "goal:exercise", None) in got


def test_a_goal_expected_today_has_no_expected_end(run: Any) -> None:
    got = run("ran 5k today, want to do 10k next month", SAID, "en")
    goal = next(r for r in got.records if r.coordinate == "goal:exercise")
    assert goal.expected_end is None


def test_exercise_preference_by_a_dictionary_activity(run: Any) -> None:
    got = run("I hate the gym but love dancing", SAID, "en")
    prefs = [r for r in got.records if r.coordinate == "preference:exercise"]
    assert len(prefs) == 1 and "love dancing" in str(prefs[0].value) and "hate the gym" in str(prefs[0].value)


@pytest.mark.parametrize(("text", "coordinate", "value"), [
    ("LDL 130 정상", "test:ldl_cholesterol", 130.0),
    ("TSH 4.8 정상 범위래", "test:tsh", 4.8),
])
def test_korean_count_unit_does_not_start_a_word(run: Any, text: str, coordinate: str, value: float) -> None:
    got = run(text, SAID, "ko")
    assert [(r.coordinate, r.value) for r in got.records] == [(coordinate, value)]


@pytest.mark.parametrize(("text", "lang", "said"), [
    ("weight 176 lb, want to get to 160 to help my knees", "en", "160"),
    ("weighed 209 lb. want to get to 195 by spring", "en", "195"),
    ("몸무게 68kg 목표는 62", "ko", "62"),
    # the reading said without a unit: its unit as the weight word implies it (by magnitude)
    ("몸무게 78.1 목표는 72", "ko", "72"),
    ("weight 178, goal is 165 by christmas", "en", "165"),
])
def test_a_bare_target_beside_a_weight_is_a_weight_goal_in_its_unit(run: Any, text: str, lang: str,
                                                                    said: str) -> None:
    got = run(text, SAID, lang)
    goals = [r for r in got.records if r.coordinate == "goal:weight"]
    weights = [r for r in got.records if r.coordinate == "body:weight"]
    assert len(goals) == 1 and len(weights) == 1
    ratio = float(said) / float(weights[0].value_as_said)
    assert goals[0].value == pytest.approx(weights[0].value * ratio, rel=0.01)


def test_a_bare_target_after_another_reading_is_no_weight_goal(run: Any) -> None:
    got = run("weight 180 lb, bp 150/95, goal is under 140", SAID, "en")
    assert [r for r in got.records if r.coordinate == "goal:weight"] == []


@pytest.mark.parametrize(("text", "minutes"), [
    ("goal: 8 hours of sleep a night, been averaging 6", 480.0),
    ("winter goal: 7.5 hrs of sleep a night, no screens after 10", 450.0),
])
def test_hours_of_sleep_after_a_goal_label_are_the_goal(run: Any, text: str, minutes: float) -> None:
    """``sleep_windows.after_goal_label``: the hours after "goal:" are the sleep goal's value, no night slept."""
    got = run(text, SAID, "en")
    assert [(r.type, r.coordinate, r.value) for r in got.records] == [("goal", "goal:sleep", minutes)]


def test_hours_slept_with_no_goal_label_are_a_night(run: Any) -> None:
    assert [r.type for r in run("slept 8 hours, my goal is more", SAID, "en").records][:1] == ["sleep"]
