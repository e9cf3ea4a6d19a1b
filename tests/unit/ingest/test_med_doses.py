"""``extract/med_doses.dose_near``: the dose said beside a drug; a clock hour after it ("at 10pm") is the time of
the dose, not its size, so the dose said before the drug is read."""

from __future__ import annotations

from typing import Any

import pytest

from tests.unit.ingest.strict_helpers import of_type


@pytest.mark.parametrize(("text", "key", "value", "unit"), [
    ("took 18 units of lantus at 10pm", "drug:insulin_glargine", 18.0, "units"),
    ("metformin 500 at 8am", "drug:metformin", 500.0, "mg"),
])
def test_a_clock_hour_is_no_dose(run: Any, text: str, key: str, value: float, unit: str) -> None:
    got = of_type(run, text, "medication_intake")[key]
    assert (got.value, got.unit) == (value, unit)


def test_no_dose_from_the_hour_alone(run: Any) -> None:
    got = of_type(run, "took my tylenol at 9pm", "medication_intake")["drug:acetaminophen"]
    assert got.value is None
