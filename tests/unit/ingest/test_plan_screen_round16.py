"""Round 16 rules: a plan not carried out is no regimen (med.named_drug with ``not_started``), a screening
passed or negative is no condition had (condition.term with ``screen_clear``). Wording of its own (not the
suites'); most positive cases fail on main 71b6396 (a plan weighed in other words was already no record there),
the guards pass on both."""

from __future__ import annotations

from typing import Any

import pytest

SAID = "2026-03-11T21:00:00+09:00"


def _types(run: Any, text: str, lang: str, key: str) -> dict[str, Any]:
    return {r.type: r for r in run(text, SAID, lang).records if r.coordinate == key}


# --- a plan not carried out: no regimen, no intake ------------------------------------------------------------

@pytest.mark.parametrize(("text", "lang", "key"), [
    ("dr patel says if my a1c stays over 7 i'll need metformin at night, not yet tho", "en", "drug:metformin"),
    ("i'll need metformin at night", "en", "drug:metformin"),
    ("might need to go on atorvastatin if ldl doesn't drop", "en", "drug:atorvastatin"),
    ("haven't started the sertraline they gave me", "en", "drug:sertraline"),
    ("수치 안 떨어지면 메트포르민 먹어야 할 수도 있대요", "ko", "drug:metformin"),
])
def test_a_plan_not_carried_out_is_no_regimen(run: Any, text: str, lang: str, key: str) -> None:
    assert _types(run, text, lang, key) == {}


@pytest.mark.parametrize(("text", "lang", "key", "rtype", "status"), [
    ("losartan 50mg starting tomorrow", "en", "drug:losartan", "medication_regimen", "active"),  # a start given a day
    ("started metformin 500mg, not yet seeing results", "en", "drug:metformin", "medication_regimen", "active"),
    ("haven't taken my metformin yet", "en", "drug:metformin", "medication_intake", "missed"),
    ("아토르바스타틴 10mg 내일부터 먹기로", "ko", "drug:atorvastatin", "medication_regimen", "active"),
])
def test_guard_a_start_or_a_dose_is_still_recorded(run: Any, text: str, lang: str, key: str, rtype: str,
                                                  status: str) -> None:
    assert _types(run, text, lang, key)[rtype].status == status


# --- a screening passed or negative: a negated condition ------------------------------------------------------

@pytest.mark.parametrize(("text", "lang", "key"), [
    ("gestational diabetes screen came back negative, phew", "en", "condition:gestational_diabetes"),
    ("the biopsy ruled out celiac disease", "en", "condition:celiac_disease"),
    ("임신성 당뇨 재검 통과했어요", "ko", "condition:gestational_diabetes"),
    ("결핵 검사 음성 나왔어요", "ko", "condition:tuberculosis"),
])
def test_a_screening_passed_is_a_negated_condition(run: Any, text: str, lang: str, key: str) -> None:
    assert _types(run, text, lang, key)["condition"].negated is True


@pytest.mark.parametrize(("text", "lang", "key"), [
    ("diagnosed with gestational diabetes today, failed the glucose test", "en", "condition:gestational_diabetes"),
    ("임신성 당뇨 진단 받았어요", "ko", "condition:gestational_diabetes"),
])
def test_guard_a_diagnosis_stays_active(run: Any, text: str, lang: str, key: str) -> None:
    record = _types(run, text, lang, key)["condition"]
    assert record.negated is False
    assert record.status == "active"
