"""The most of a drug to take in a day (``extract.dose_cap``, cue list ``frequency_cap``): "Tylenol up to 4 a day",
"하루 최대 3번" is the regimen's frequency cap, never a dose of 4 mg, a count of pills or a dose taken."""

from __future__ import annotations

from typing import Any

import pytest

SAID = "2026-03-10T09:00:00+09:00"


@pytest.mark.parametrize(("text", "lang", "coordinate", "cap"), [
    ("Tylenol up to 4 a day for my knee, doctor said", "en", "drug:acetaminophen", "up to 4 a day"),
    ("advil up to 6 a day", "en", "drug:ibuprofen", "up to 6 a day"),
    ("can take motrin max 3 times a day", "en", "drug:ibuprofen", "up to 3 a day"),
    ("타이레놀 하루 최대 3번까지 먹어도 된대요", "ko", "drug:acetaminophen", "up to 3 a day"),
    ("타이레놀은 하루 최대 4알까지만 먹으래요", "ko", "drug:acetaminophen", "up to 4 a day"),
])
def test_a_most_a_day_is_the_regimens_cap_not_a_dose(run: Any, text: str, lang: str, coordinate: str,
                                                       cap: str) -> None:
    recs = run(text, said_at=SAID, lang=lang).records
    meds = [r for r in recs if r.type.startswith("medication")]
    assert [(r.type, r.coordinate, r.value, r.status, r.frequency) for r in meds] == [
        ("medication_regimen", coordinate, None, "active", cap)], meds


def test_a_dose_said_with_its_unit_beside_a_cap_stays_the_dose(run: Any) -> None:
    recs = run("ibuprofen 400 up to 3x a day", said_at=SAID, lang="en").records
    assert [(r.coordinate, r.value, r.unit, r.frequency) for r in recs if r.type == "medication_regimen"] == [
        ("drug:ibuprofen", 400.0, "mg", "up to 3 a day")]
