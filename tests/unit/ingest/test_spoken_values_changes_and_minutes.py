"""English storage on unseen wording (session 48, en48): a three-digit number said as "one" and a teen ("one
eighteen"), a reading the same as an earlier day's, an eating said to excess with no meal word, the weight a change
led to said with "now", drugs listed after a head with a time between, Fahrenheit spelled out, and minutes left
unsaid after a duration in the same sentence."""

from __future__ import annotations

from typing import Any

import pytest

from pia_graph.ingest.extract.spoken_numbers import digit_twin

SAID = "2026-03-05T09:00:00+00:00"  # a Thursday
TODAY, YESTERDAY = "2026-03-05", "2026-03-04"


def _records(run: Any, text: str) -> list[tuple[str, str, Any, Any]]:
    got = run(text, SAID, "en")
    return [(r.type, r.coordinate, r.value, str(r.date) if r.date else None) for r in got.records]


@pytest.mark.parametrize(("words", "digits"), [("one eighteen", "118"), ("one twelve", "112"),
                                               ("one twenty four", "124"), ("one oh six", "106")])
def test_a_hundreds_digit_then_the_rest_said_as_one_number(words: str, digits: str) -> None:
    assert digit_twin(f"sugar {words} today").split()[1] == digits


@pytest.mark.parametrize(("text", "value"), [("uh fasting glucose like one eighteen i think this morning", 118.0),
                                             ("fasting glucose one twenty", 120.0),
                                             ("the glucose this morning was one twelve, fasting", 112.0)])
def test_a_glucose_said_in_words_after_one_is_a_reading_not_a_pill(run: Any, text: str, value: float) -> None:
    got = _records(run, text)
    assert [(c, v) for _t, c, v, _d in got] == [("test:fasting_glucose", value)]


def test_a_reading_said_in_words_then_corrected_keeps_the_last(run: Any) -> None:
    got = _records(run, "glucose one twenty four fasting wait no one fourteen sorry")
    assert [(c, v) for _t, c, v, _d in got] == [("test:fasting_glucose", 114.0)]


def test_a_reading_the_same_as_yesterdays_is_todays(run: Any) -> None:
    got = _records(run, "same as yesterday, one forty over ninety, pulse eighty")
    assert {(c, v, d) for _t, c, v, d in got} == {("vital:systolic_bp", 140.0, TODAY),
                                                  ("vital:diastolic_bp", 90.0, TODAY),
                                                  ("vital:heart_rate", 80.0, TODAY)}


def test_a_reading_said_of_yesterday_keeps_yesterday(run: Any) -> None:
    got = _records(run, "bp 130/85 yesterday")
    assert {d for _t, _c, _v, d in got} == {YESTERDAY}


@pytest.mark.parametrize("text", ["mooncake festival lol I ate way too many mooncakes tonight",
                                  "thanksgiving dinner done, I ate so much"])
def test_eating_said_to_excess_is_a_meal(run: Any, text: str) -> None:
    assert [c for t, c, _v, _d in _records(run, text) if t == "meal"] == ["meal:meal"]


@pytest.mark.parametrize("text", ["my dog ate too much", "I eat too much sugar", "do you think I ate too much?"])
def test_excess_said_of_another_a_habit_or_a_question_is_no_meal(run: Any, text: str) -> None:
    assert not [c for t, c, _v, _d in _records(run, text) if t == "meal"]


@pytest.mark.parametrize("text", ["lost 10 pounds since the wedding!! now 189",
                                  "lost 10 pounds since the wedding, now 189",
                                  "down 10 lbs since the wedding ugh. 189 this morning"])
def test_the_weight_a_change_led_to_said_with_now(run: Any, text: str) -> None:
    got = _records(run, text)
    assert got == [("body_measurement", "body:weight", pytest.approx(85.73, abs=0.01), TODAY)]


def test_the_weight_now_is_the_turns_not_the_changes_time(run: Any) -> None:
    got = _records(run, "lost 3 lbs over christmas somehow, at 181 now")
    assert got == [("body_measurement", "body:weight", pytest.approx(82.1, abs=0.01), TODAY)]


@pytest.mark.parametrize("text", ["lost 10 pounds", "lost 10 pounds. no idea why"])
def test_a_change_alone_is_no_weight(run: Any, text: str) -> None:
    assert not _records(run, text)


def test_drugs_listed_after_a_head_and_its_time(run: Any) -> None:
    got = _records(run, "forgot both my meds yesterday, the lisinopril and the metformin")
    assert {(t, c, d) for t, c, _v, d in got} == {("medication_intake", "drug:lisinopril", YESTERDAY),
                                                  ("medication_intake", "drug:metformin", YESTERDAY)}
    assert {r.status for r in run("forgot both my meds yesterday, the lisinopril and the metformin", SAID,
                                  "en").records} == {"missed"}


def test_fahrenheit_spelled_out_is_a_body_temperature(run: Any) -> None:
    got = _records(run, "one hundred and two point two fahrenheit hmm is that bad")
    assert [(c, v) for _t, c, v, _d in got] == [("vital:body_temperature", 39.0)]


def test_minutes_left_unsaid_after_a_duration(run: Any) -> None:
    got = {c: v for t, c, v, _d in _records(run, "yoga class 60 min, then swam for 30") if t == "exercise"}
    assert got == {"activity:yoga": 60.0, "activity:swimming": 30.0}


def test_a_count_after_a_distance_is_no_minutes(run: Any) -> None:
    got = run("ran 5k, then 10 pushups", SAID, "en").records
    assert [r.model_dump().get("duration_min") for r in got if r.coordinate == "activity:running"] == [None]


def test_a_meal_named_heads_a_later_clause(run: Any) -> None:
    got = _records(run, "ok so: fasting 5.6 this morning, lunch was a big pasta")
    assert [c for t, c, _v, _d in got if t == "meal"] == ["meal:meal"]


def test_a_change_still_to_make_leaves_the_goal_its_number(run: Any) -> None:
    got = _records(run, "I'd like to lose 10 lb before the wedding, currently 168")
    assert {c for _t, c, _v, _d in got} == {"goal:weight", "body:weight"}
    assert [v for _t, c, v, _d in got if c == "body:weight"] == [pytest.approx(76.2, abs=0.01)]


@pytest.mark.parametrize(("text", "food"), [("lunch was grilled chicken salad and a diet coke",
                                             "grilled chicken salad and a diet coke"),
                                            ("ok so: fasting 5.6 this morning, lunch was a big pasta, 2hr after 9.2",
                                             "big pasta"),
                                            ("dinner: pizza and wings", "pizza and wings")])
def test_a_meal_headers_value_is_the_food_said_after_it(run: Any, text: str, food: str) -> None:
    assert [r.value for r in run(text, SAID, "en").records if r.type == "meal"] == [food]
