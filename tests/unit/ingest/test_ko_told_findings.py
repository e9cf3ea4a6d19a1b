"""Korean hearsay read by its ending (experiencer): the copula told (-(이)래) after a noun is a finding read out to
the user ("대사증후군이래요", "전당뇨래요"), and results still to come ("나머진 다음주에 나온대요") keep the
readings of their clause the user's; a person named keeps it theirs, -대 after a predicate stays hearsay."""

from __future__ import annotations

from typing import Any

import pytest

from pia_graph.ingest.experiencer import other_person
from tests.unit.ingest.rule_test_helpers import by_coordinate_ko, records_of_type


@pytest.mark.parametrize(("text", "condition"), [
    ("대사증후군이래요.. 오늘 잰 허리둘레 92에 중성지방도 높다고", "condition:metabolic_syndrome"),
    ("지난달 건강검진에서 공복혈당 105 나왔어요 전당뇨래요", "condition:prediabetes"),
])
def test_a_diagnosis_told_is_the_users_condition(run: Any, text: str, condition: str) -> None:
    assert condition in by_coordinate_ko(run, text, "condition")


def test_results_still_to_come_leave_the_readings_of_the_clause(run: Any) -> None:
    text = "오늘 건강검진 받았어요. 혈압 128/82 공복혈당 99 나왔고 나머진 다음주에 나온대요"
    assert {r.coordinate for r in records_of_type(run, text, "ko", "vital_sign")} == {
        "vital:systolic_bp", "vital:diastolic_bp"}
    assert by_coordinate_ko(run, text, "lab_result")["test:fasting_glucose"].value == 99.0


@pytest.mark.parametrize(("clause", "other"), [
    ("전당뇨래요", False),
    ("대사증후군이래요", False),
    ("나머진 다음주에 나온대요", False),
    ("삼촌이 고혈압이래", True),  # a person named
    ("걔 요즘 많이 아프대", True),  # -대 after a predicate: someone's state reported
])
def test_whose_a_told_clause_is(clause: str, other: bool) -> None:
    assert other_person(clause, "ko") is other
