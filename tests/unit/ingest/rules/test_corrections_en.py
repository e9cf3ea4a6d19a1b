"""Corrections inside one turn (``extract/corrections.py``): the value said last wins, for a dose as for a reading,
and nothing is recorded twice. Own wording; each shape with a guard."""

from __future__ import annotations

from typing import Any

import pytest

from tests.unit.ingest.rule_test_helpers import SAID_UTC_JUL9

Row = tuple[str, str, float | None, str | None]


def _rows(run: Any, text: str) -> list[Row]:
    got = run(text, SAID_UTC_JUL9, "en").records
    return sorted((r.type, r.coordinate, r.value, r.unit) for r in got
                  if r.type in ("medication_intake", "medication_regimen", "lab_result", "vital_sign",
                                "body_measurement"))


@pytest.mark.parametrize(("text", "want"), [
    ("took 100 mg of zoloft, sorry I meant 50 mg", [("medication_intake", "drug:sertraline", 50.0, "mg")]),
    ("started lisinopril 20mg, whoops 10mg once a day", [("medication_regimen", "drug:lisinopril", 10.0, "mg")]),
    ("sugar 190 no 170 before lunch", [("lab_result", "test:random_glucose", 170.0, "mg/dL")]),
    ("a1c 8.1 actually no 7.9", [("lab_result", "test:hba1c", 7.9, "%")]),
])
def test_the_value_said_after_a_correction_word_replaces_the_one_before(run: Any, text: str,
                                                                         want: list[Row]) -> None:
    assert _rows(run, text) == want


def test_a_correction_word_not_between_two_values_withdraws_nothing(run: Any) -> None:
    """ "no change" after a value is no correction: the value stays."""
    assert _rows(run, "hdl 52, no change from march") == [("lab_result", "test:hdl_cholesterol", 52.0, "mg/dL")]


def test_values_of_different_kinds_around_a_correction_word_both_stay(run: Any) -> None:
    """A blood pressure and a weight: "no" between them replaces neither."""
    rows = _rows(run, "bp 128/80 no 81 kg")
    assert ("vital_sign", "vital:systolic_bp", 128.0, "mmHg") in rows
