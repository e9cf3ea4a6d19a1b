"""Korean relatives and their diseases: 형 after a number or a letter is a type (제2형 당뇨, 1형), no brother; a
disease glued to the honorific copula (엄마가 당뇨시고, 아빠가 고혈압이셔서) is the relative's."""

from __future__ import annotations

from typing import Any

from tests.unit.ingest.rule_test_helpers import by_coordinate_ko


def test_a_type_number_is_no_brother(run: Any) -> None:
    text = "제2형 당뇨랑 고지혈증 있고 자누비아 100mg 먹어요"
    assert not by_coordinate_ko(run, text, "family_history")
    assert {"condition:type_2_diabetes", "condition:dyslipidemia"} <= set(by_coordinate_ko(run, text, "condition"))


def test_the_brother_word_alone_is_still_a_brother(run: Any) -> None:
    got = by_coordinate_ko(run, "형이 고혈압 있어요", "family_history")
    assert got["condition:hypertension"].relation == "brother"


def test_a_disease_glued_to_the_honorific_copula_is_the_relatives(run: Any) -> None:
    got = by_coordinate_ko(run, "저희 엄마가 당뇨시고 아빠는 고혈압이에요", "family_history")
    assert got["condition:type_2_diabetes"].relation == "mother"
    assert got["condition:hypertension"].relation == "father"
