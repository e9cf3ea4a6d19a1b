"""Rule ``med.dose_at_moment`` and what it yields to: a named drug with its dose at a moment ("at bedtime
tonight") is a dose taken; the same words in a sentence that says when the drug started (cue list ``onset``) or
the dose it replaced ("up from 12") are a regimen."""

from __future__ import annotations

from typing import Any

import pytest

from tests.unit.ingest.strict_helpers import of_type


@pytest.mark.parametrize(("text", "units"), [
    ("lantus 18 units at bedtime, started friday", 18.0),
    ("insulin glargine 14 units at bedtime now, up from 12", 14.0),
])
def test_a_dose_at_a_moment_with_its_start_or_change_is_a_regimen(run: Any, text: str, units: float) -> None:
    assert of_type(run, text, "medication_intake") == {}
    rec = of_type(run, text, "medication_regimen")["drug:insulin_glargine"]
    assert (rec.status, rec.value, rec.unit) == ("active", units, "units")


@pytest.mark.parametrize("text", ["lantus 22 units at bedtime tonight", "cetirizine 10 at 9pm, pollen is brutal"])
def test_a_dose_at_a_moment_alone_is_taken(run: Any, text: str) -> None:
    recs = run(text, "2026-08-20T21:00:00-04:00", "en").records
    assert [(r.type, r.status, r.rule_id) for r in recs if r.type.startswith("medication")] == [
        ("medication_intake", "taken", "med.dose_at_moment")]

