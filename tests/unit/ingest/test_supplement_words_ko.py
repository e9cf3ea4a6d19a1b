"""Dictionary data (ontology/70_ambiguity, 95_curated_aliases): 비타민D glued, with a start or IU, is the
supplement, with a level it stays the lab test; 오메드 is omeprazole."""

from __future__ import annotations

from typing import Any

import pytest

SAID = "2026-05-02T08:30:00+09:00"


def _got(run: Any, text: str) -> set[tuple[str, str]]:
    return {(r.type, r.coordinate) for r in run(text, SAID, "ko").records}


@pytest.mark.parametrize("text", ["비타민D 800IU 오늘부터 시작", "비타민D 매일 한알"])
def test_glued_vitamin_d_taken_is_the_supplement(run: Any, text: str) -> None:
    assert ("medication_regimen", "drug:vitamin_d_supplement") in _got(run, text)


def test_glued_vitamin_d_with_a_level_is_the_test(run: Any) -> None:
    got = _got(run, "비타민D 수치 18 나왔어요")
    assert ("lab_result", "test:vitamin_d") in got
    assert ("medication_regimen", "drug:vitamin_d_supplement") not in got


def test_omed_is_omeprazole(run: Any) -> None:
    assert ("medication_regimen", "drug:omeprazole") in _got(run, "속쓰려서 오메드 20 아침마다 먹어요")
