"""A bare number said a meal's hours after it, with no glucose word, is the post-meal glucose in the unit whose range
holds it (``ontology/81_unit_inference.cypher``: mg/dL 40-600, mmol/L 3-25, ranges that do not meet); a reading in
mmol/L is told with its decimal, so a whole number there, and a number a Korean counter follows, count things (rule
``measure.implied_by_word``). Sentences of our own (session 66)."""

from __future__ import annotations

from typing import Any

import pytest

SAID = "2026-05-14T13:30:00+09:00"


@pytest.mark.parametrize(("text", "mg_dl"), [
    ("점심 먹고 2시간 7.9", 142.3),
    ("점심 먹고 2시간 뒤 7.9 나왔어요", 142.3),
    ("점심 먹고 2시간 128", 128.0),
])
def test_a_number_hours_after_a_meal_is_the_post_meal_glucose(run: Any, text: str, mg_dl: float) -> None:
    got = [(r.coordinate, round(float(r.value), 1)) for r in run(text, SAID, "ko").records if r.type == "lab_result"]
    assert got == [("test:postprandial_glucose", mg_dl)]


@pytest.mark.parametrize("text", ["점심 먹고 2시간 지나서 5번 화장실 갔어요", "점심 먹고 2시간 뒤에 손님 6 명 왔어요",
                                  "점심 먹고 2시간 뒤에 7 정도 걸었어요"])
def test_a_counted_or_whole_number_after_a_meal_is_no_reading(run: Any, text: str) -> None:
    assert [r for r in run(text, SAID, "ko").records if r.type == "lab_result"] == []
