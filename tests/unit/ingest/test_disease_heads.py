"""Rule med.disease_head_condition: a Korean medicine noun headed by a disease's name (고혈압약, 우울증 약) puts the
disease on record; one headed by a measure (혈압약), a symptom's name (편두통 약), asked about or said of someone
else puts none."""

from __future__ import annotations

from typing import Any

import pytest

from tests.unit.ingest.rule_test_helpers import by_coordinate_ko


@pytest.mark.parametrize(("text", "condition"), [
    ("오늘 내과 가서 고혈압약 처방 받았어요 로사르탄 50mg", "condition:hypertension"),
    ("고혈압 약 먹은지 10년 됐어요", "condition:hypertension"),
    ("우울증약 설트랄린 50에서 100mg으로 올렸어요 오늘부터", "condition:depression"),
    ("고지혈증약 먹어요 아침마다", "condition:dyslipidemia"),
])
def test_a_disease_named_as_the_head_of_a_medicine_is_on_record(run: Any, text: str, condition: str) -> None:
    got = by_coordinate_ko(run, text, "condition")
    assert condition in got and got[condition].status == "active"


def test_the_named_drug_is_kept_beside_the_disease(run: Any) -> None:
    got = by_coordinate_ko(run, "우울증약 설트랄린 50에서 100mg으로 올렸어요 오늘부터", "medication_regimen")
    assert got["drug:sertraline"].value == 100.0


@pytest.mark.parametrize("text", [
    "혈압약 하이드로클로로티아지드 12.5mg 아침에 먹었음",  # a measure heads it: the medicine alone
    "편두통 약 먹어도 안들음 8점",  # a symptom's name: today's episode, not the standing disease
    "시어머니 고혈압약 챙겨드리느라 바빠요",  # someone else's medicine
    "고혈압약 먹어도 돼요?",  # asked
])
def test_no_disease_from_a_measure_a_symptom_someone_else_or_a_question(run: Any, text: str) -> None:
    assert not by_coordinate_ko(run, text, "condition")
