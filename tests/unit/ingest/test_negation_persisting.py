"""Korean 안 before a verb of going away (cue list ``persisting``) says the symptom goes on, not that it is absent;
안 before any other verb still negates it."""

from __future__ import annotations

from typing import Any

import pytest

from pia_graph.ingest.negation import is_negated

SAID = "2026-03-11T09:00:00+09:00"


@pytest.mark.parametrize(("clause", "term"), [
    ("기침 3일째 안 멈춰", "기침"),
    ("두통 안 나아", "두통"),
    ("기침 2주일째 안 떨어져", "기침"),
    ("콧물 계속 안 그쳐요", "콧물"),
])
def test_a_symptom_that_does_not_go_away_is_not_negated(clause: str, term: str) -> None:
    start = clause.index(term)
    assert not is_negated(clause, start, start + len(term), "ko")


@pytest.mark.parametrize(("clause", "term"), [
    ("두통 안 났어", "두통"),
    ("기침 안 해", "기침"),
    ("두통 없어", "두통"),
])
def test_other_negations_still_negate(clause: str, term: str) -> None:
    start = clause.index(term)
    assert is_negated(clause, start, start + len(term), "ko")


def test_the_persisting_symptom_is_kept_active(run: Any) -> None:
    got = [r for r in run("기침 3일째 안 멈춰", SAID, "ko").records if r.type == "symptom"]
    assert [(r.coordinate, r.negated, r.status) for r in got] == [("symptom:cough", False, "active")]
