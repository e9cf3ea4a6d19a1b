"""``spoken_numbers.digit_twin`` reads thousands said in words; rule ``exercise.steps`` takes a count said after
its word ("steps today 12,480")."""

from __future__ import annotations

from typing import Any

import pytest

from pia_graph.ingest.extract.numbers import find_quantities
from pia_graph.ingest.extract.spoken_numbers import digit_twin
from tests.unit.ingest.strict_helpers import of_type


@pytest.mark.parametrize(("words", "digits"), [
    ("eight thousand four hundred", "8400"), ("twelve thousand five hundred and ten", "12510"),
    ("ten thousand", "10000"), ("two thousand twenty four", "2024"),
])
def test_thousands_in_words(words: str, digits: str) -> None:
    twin = digit_twin(f"{words} steps")
    assert twin.split() == [digits, "steps"] and len(twin) == len(f"{words} steps")


def test_a_lone_thousand_word_is_left_alone() -> None:
    assert digit_twin("a thousand thanks") == "a thousand thanks"


@pytest.mark.parametrize(("text", "steps"), [
    ("eight thousand four hundred steps today and a 20 min walk at lunch", 8400.0),
    ("steps today 12,480", 12480.0),
    ("step count: 9800", 9800.0),
])
def test_a_day_of_steps(run: Any, text: str, steps: float) -> None:
    assert of_type(run, text, "exercise")["activity:steps"].value == steps


@pytest.mark.parametrize(("words", "digits"), [
    ("one oh six", "106"), ("two oh five", "205"), ("one forty two over ninety", "142 over 90"),
    ("130 over seventy five", "130 over 75"),
])
def test_spoken_readings(words: str, digits: str) -> None:
    twin = digit_twin(words)
    assert twin.split() == digits.split() and len(twin) == len(words)


def test_a_lone_word_after_over_needs_a_number_before() -> None:
    assert digit_twin("thought it over ten times") == "thought it over ten times"


def test_a_blood_pressure_said_in_words(run: Any) -> None:
    got = of_type(run, "just took my pressure one forty two over ninety and heart rate was eighty eight",
                  "vital_sign")
    assert {k: r.value for k, r in got.items()} == {"vital:systolic_bp": 142.0, "vital:diastolic_bp": 90.0,
                                                    "vital:heart_rate": 88.0}


@pytest.mark.parametrize(("text", "twin"), [
    ("bp 130/85 this morning, took my metformin", "bp 130/85 this morning, took my metformin"),
    ("혈당 백이십 나왔어", "혈당 120 나왔어"),
    ("36 점 오", "36 점 오"),
])
def test_a_text_without_korean_number_words_is_left_as_it_is(text: str, twin: str) -> None:
    assert digit_twin(text) == twin


@pytest.mark.parametrize(("text", "values"), [
    # the 이 before 아니 is the particle of a negated copula (a number ending in 이 takes 가)
    ("아 그게 백사십이 아니고 백사십칠이었어요", [140.0, 147.0]),
    ("칠십이 아니라 칠십오", [70.0, 75.0]),
    ("백사십이 나왔어요", [142.0]),  # elsewhere the 이 is the digit
])
def test_a_korean_number_before_a_negated_copula(text: str, values: list[float]) -> None:
    assert [q.value for q in find_quantities(text, "ko")] == values
