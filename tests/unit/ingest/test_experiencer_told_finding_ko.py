"""A finding told to the user, in the Korean hearsay copula "N이래(요)" ("고혈압이래요": they say it is
hypertension), is the user's: a noun closed by a final consonant before 이래 (``experiencer._REPORTED_RESULT_KO``),
not only the words ending in 증/염/암/병. A person named in the clause still owns it."""

from __future__ import annotations

from typing import Any

import pytest

from pia_graph.ingest.experiencer import other_person
from tests.unit.ingest.rule_test_helpers import by_coordinate_ko


@pytest.mark.parametrize("clause", ["고혈압이래요", "지방간이래", "검사했는데 대사증후군이래요", "빈혈이래"])
def test_a_finding_named_in_the_hearsay_copula_is_not_someone_elses(clause: str) -> None:
    assert not other_person(clause, "ko")


@pytest.mark.parametrize("clause", ["친구가 고혈압이래요", "걔 술 끊었대"])
def test_someone_named_or_a_verb_reported_stays_someone_elses(clause: str) -> None:
    assert other_person(clause, "ko")


@pytest.mark.parametrize(("text", "key"), [
    ("고혈압이래요", "condition:hypertension"),
    ("건강검진에서 대사증후군이래요", "condition:metabolic_syndrome"),
])
def test_the_user_gets_the_condition_told(run: Any, text: str, key: str) -> None:
    assert by_coordinate_ko(run, text, "condition")[key].status == "active"


def test_a_relative_told_the_finding_keeps_it(run: Any) -> None:
    assert by_coordinate_ko(run, "엄마가 고혈압이래요", "condition") == {}
    assert "condition:hypertension" in by_coordinate_ko(run, "엄마가 고혈압이래요", "family_history")
