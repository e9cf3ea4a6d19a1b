"""A reading typed glued to the Latin abbreviation of the measure ("AST52 ALT78", "ldl130") is its value
(``ingest.extract.glued_values``); a digit that is part of a name (D3, hba1c) is not."""

from __future__ import annotations

from typing import Any

import pytest

from tests.unit.ingest.rule_test_helpers import by_coordinate


@pytest.mark.parametrize(("text", "lang", "key", "value"), [
    ("간수치 AST52 ALT78 감마지티피112", "ko", "test:ast", 52),
    ("간수치 AST52 ALT78 감마지티피112", "ko", "test:alt", 78),
    ("ldl130 today", "en", "test:ldl_cholesterol", 130),
    ("tsh5.2 나옴", "ko", "test:tsh", 5.2),
])
def test_a_number_glued_to_a_lab_abbreviation_is_its_value(run: Any, text: str, lang: str, key: str,
                                                          value: float) -> None:
    assert by_coordinate(run, text, "lab_result", lang)[key].value == pytest.approx(value)


def test_a_digit_that_is_part_of_a_name_is_no_reading(run: Any) -> None:
    assert by_coordinate(run, "비타민D3 2000IU 먹음", "lab_result", "ko") == {}
    intake = by_coordinate(run, "비타민D3 2000IU 먹음", "medication_intake", "ko")["drug:vitamin_d_supplement"]
    assert intake.value == pytest.approx(2000)


def test_a_number_running_on_into_letters_is_not_read_glued(run: Any) -> None:
    assert "test:ldl_cholesterol" not in by_coordinate(run, "ldl130x", "lab_result", "en")
