from __future__ import annotations

import pytest

from pia_graph.ontology import fuzzy_jamo
from pia_graph.ontology.fuzzy_jamo import FuzzyJamo, keys, one_slip


def _jamo() -> FuzzyJamo:
    return FuzzyJamo({"혈당": ("test:glucose",), "혈압": ("vital:bp",), "체중": ("body:weight",)})


def test_a_slipped_word_reads_as_its_one_term() -> None:
    assert one_slip(keys("혈딩"), keys("혈당"))
    assert _jamo().best("혈딩") == ("test:glucose", "혈당")
    assert _jamo().best("혈당") is None  # an alias itself is no slip
    assert _jamo().best("사과") is None


def test_a_word_asked_again_gets_the_answer_it_got_first() -> None:
    jamo = _jamo()
    first = [jamo.best(w) for w in ("혈딩", "체즁", "사과", "혈딩")]
    assert first == [("test:glucose", "혈당"), ("body:weight", "체중"), None, ("test:glucose", "혈당")]
    assert [jamo.best(w) for w in ("혈딩", "체즁", "사과")] == first[:3]


def test_the_kept_answers_are_bounded(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(fuzzy_jamo, "BEST_KEPT", 2)
    jamo = _jamo()
    assert [jamo.best(w) for w in ("혈딩", "사과", "체즁", "혈딩")] == [
        ("test:glucose", "혈당"), None, ("body:weight", "체중"), ("test:glucose", "혈당")]
    assert len(jamo._best) <= 2
