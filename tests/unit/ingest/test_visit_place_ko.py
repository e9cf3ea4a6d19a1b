"""Rule visit.term in Korean: a place of care is a visit with its going said (내과 갔다왔는데, 응급실 갔었어요);
named only as where something else was done (-에서: a test, a prescription) it is no visit of its own."""

from __future__ import annotations

from typing import Any

import pytest

from tests.unit.ingest.rule_test_helpers import by_coordinate_ko


@pytest.mark.parametrize("text", [
    "피부과에서 프레드니솔론 5mg 5일치 받았어요 오늘부터 먹어요",
    "산부인과에서 오늘 피검사 했는데 헤모글로빈 11.2 헤마토크릿 34% 페리틴 15래요",
    "PSA 수치 5.2라서 비뇨기과에서 조직검사 하재요",
])
def test_a_place_where_something_else_was_done_is_no_visit(run: Any, text: str) -> None:
    assert not by_coordinate_ko(run, text, "medical_visit")


def test_the_going_said_is_a_visit(run: Any) -> None:
    assert "visit:clinic" in by_coordinate_ko(run, "오늘 내과 갔다왔는데 혈압약 바꿨어요", "medical_visit")


def test_the_prescription_made_there_is_kept(run: Any) -> None:
    got = by_coordinate_ko(run, "피부과에서 프레드니솔론 5mg 5일치 받았어요 오늘부터 먹어요", "medication_regimen")
    assert got["drug:prednisolone"].value == 5.0
