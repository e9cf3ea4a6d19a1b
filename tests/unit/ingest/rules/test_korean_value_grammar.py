"""Korean value grammar: a spoken decimal with its point spaced apart (칠십사 점 오 = 74.5) and the mile said in
Hangul (3마일 = 4.83 km)."""

from __future__ import annotations

from typing import Any

import pytest

from pia_graph.ingest.extract.spoken_numbers import digit_twin
from tests.unit.ingest.rule_test_helpers import dumped_records, fields_at


@pytest.mark.parametrize(("text", "digits"), [
    ("체중 칠십사 점 오 키로", "74.5"),
    ("체중 칠십사점오 키로", "74.5"),
    ("체온 삼십칠 점 이 도", "37.2"),
])
def test_spoken_decimal_with_a_spaced_point(text: str, digits: str) -> None:
    twin = digit_twin(text)
    assert len(twin) == len(text) and digits in twin


def test_spaced_point_needs_a_digit_word_after_it() -> None:
    """ "칠 점 만점": 점 followed by no digit word is a score's counter, not a decimal point."""
    assert "." not in digit_twin("십 점 만점에 칠 점")


def test_korean_weight_said_in_words_with_a_spaced_point(run: Any) -> None:
    got = fields_at(dumped_records(run, "오늘 체중 칠십사 점 오 키로", "ko"), "body:weight")
    assert [(f["value"], f["unit"]) for f in got] == [(74.5, "kg")]


def test_korean_mile_is_a_distance(run: Any) -> None:
    got = fields_at(dumped_records(run, "출장중 아침에 3마일 뛰었음", "ko"), "activity:running")
    assert len(got) == 1 and got[0]["unit"] == "km" and abs(got[0]["value"] - 4.83) < 0.05
