"""Rule condition.measure_said (``extract/condition_said.py``): a condition said by its measure word and "have"
("혈압도 있어요", "blood pressure as well", "the doctor said my cholesterol is too high"), from the dictionary's
``measure_condition.*`` cue lists; and what it leaves alone: a reading, a device or a drug named with the measure
word, a negation, another condition's prefix (저혈압), a relative's."""

from __future__ import annotations

from typing import Any

import pytest

SAID = "2026-05-02T08:30:00+09:00"


def _got(run: Any, text: str, lang: str) -> set[tuple[str, str]]:
    return {(r.type, r.coordinate) for r in run(text, SAID, lang).records}


@pytest.mark.parametrize(("text", "lang", "coordinate"), [
    ("갑상선 저하증 있고 혈압도 있어요", "ko", "condition:hypertension"),
    ("혈압이 있어서 병원 다녀요", "ko", "condition:hypertension"),
    ("콜레스테롤도 있음", "ko", "condition:dyslipidemia"),
    ("asthma since i was a kid, blood pressure as well", "en", "condition:hypertension"),
    ("I have blood pressure and a bad hip", "en", "condition:hypertension"),
    ("the doctor said my cholesterol is too high", "en", "condition:dyslipidemia"),
])
def test_a_condition_said_by_its_measure_word(run: Any, text: str, lang: str, coordinate: str) -> None:
    assert ("condition", coordinate) in _got(run, text, lang)


@pytest.mark.parametrize(("text", "lang"), [
    ("혈압 128/79 아침에 잼", "ko"),
    ("혈압계 새로 샀어요", "ko"),
    ("혈압약 집에 있어요", "ko"),
    ("혈압은 없어요 당뇨만", "ko"),
    ("bp 141/88 after coffee", "en"),
    ("my blood pressure is high this morning, 151/92", "en"),  # a reading, no clinician's word
    ("I have a blood pressure cuff now", "en"),
    ("blood pressure as well", "en"),  # no condition named before it: nothing to continue
])
def test_a_reading_or_a_device_is_no_condition(run: Any, text: str, lang: str) -> None:
    got = _got(run, text, lang)
    assert ("condition", "condition:hypertension") not in got


def test_low_blood_pressure_is_not_hypertension(run: Any) -> None:
    got = _got(run, "어지러워요 저혈압이 있어서", "ko")
    assert ("condition", "condition:hypertension") not in got
