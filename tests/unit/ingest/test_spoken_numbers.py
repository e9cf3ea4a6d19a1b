"""``spoken_numbers.digit_twin`` reads thousands said in words; rule ``exercise.steps`` takes a count said after
its word ("steps today 12,480")."""

from __future__ import annotations

from typing import Any

import pytest

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
