"""A value the user wishes for is no reading (``extract.wished_values``, cue list ``wish_value``): the wish covers
only its own clause, so the reading told after it ("but it was 130", "지금 68이에요") is kept, and a wish with no
reading after it keeps nothing."""

from __future__ import annotations

from typing import Any

import pytest

SAID = "2026-03-10T09:00:00+09:00"


@pytest.mark.parametrize(("text", "lang", "coordinate", "value"), [
    ("I wish my sugar was under 100 but it was 130 this morning", "en", "test:random_glucose", 130.0),
    ("I'd love my a1c to be under 6, it came back 7.2", "en", "test:hba1c", 7.2),
    ("I wish my weight was 150, it's 172 now", "en", "body:weight", 78.018),
    ("몸무게 60이면 좋겠는데 지금 68이에요", "ko", "body:weight", 68.0),
    ("혈당이 100 아래였으면 좋겠는데 오늘 아침에 130 나왔어요", "ko", "test:random_glucose", 130.0),
])
def test_the_wish_covers_its_own_clause_and_the_reading_after_it_is_kept(run: Any, text: str, lang: str,
                                                                         coordinate: str, value: float) -> None:
    recs = run(text, said_at=SAID, lang=lang).records
    assert [(r.coordinate, r.value) for r in recs if r.type in ("lab_result", "body_measurement")] == [
        (coordinate, value)], recs


def test_a_wished_pair_is_no_blood_pressure_reading(run: Any) -> None:
    recs = run("wish my bp was 120/80 but it was 145/92 today", said_at=SAID, lang="en").records
    assert sorted(r.value for r in recs if r.type == "vital_sign") == [92.0, 145.0]


@pytest.mark.parametrize("text", ["I wish I could sleep 8 hours", "I wish my a1c was under 6"])
def test_a_wish_alone_keeps_no_reading(run: Any, text: str) -> None:
    recs = run(text, said_at=SAID, lang="en").records
    assert not [r for r in recs if r.type in ("lab_result", "body_measurement", "sleep")], recs


def test_a_wish_to_know_is_no_wish_for_the_value(run: Any) -> None:
    recs = run("I wish I knew why my glucose was 250", said_at=SAID, lang="en").records
    assert [(r.coordinate, r.value) for r in recs if r.type == "lab_result"] == [("test:random_glucose", 250.0)]
