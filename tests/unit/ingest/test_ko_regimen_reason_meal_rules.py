"""Korean regimen wording right after a drug (a start, a present-tense taking verb, a course length, a dose change
in the nominal ending), a condition named as the reason for a drug taken, an ㅂ-irregular symptom predicate in any
ending, and a late snack held back. One test per rule, each with the case it must leave alone."""

from __future__ import annotations

from typing import Any

import pytest

from pia_graph.ontology.alias_variants import _ko_b_stem

SAID = "2026-03-11T09:00:00+09:00"


def _by_coordinate(run: Any, text: str, lang: str = "ko") -> dict[str, Any]:
    return {r.coordinate: r for r in run(text, SAID, lang).records}


@pytest.mark.parametrize(("text", "drug", "dose"), [
    ("알로푸리놀 100mg 시작함", "drug:allopurinol", 100.0),
    ("노바스크 5mg (암로디핀) 먹는데 발목이 자꾸 부어요", "drug:amlodipine", 5.0),
    ("오메프라졸 20mg 아침 공복에 4주", "drug:omeprazole", 20.0),
    ("요산 8.1 로 떨어짐. 알로푸리놀 200으로 올림", "drug:allopurinol", 200.0),
])
def test_a_start_a_taking_verb_or_a_course_after_the_drug_is_an_active_regimen(run: Any, text: str, drug: str,
                                                                                 dose: float) -> None:
    got = _by_coordinate(run, text)
    assert got[drug].type == "medication_regimen" and got[drug].status == "active" and got[drug].value == dose


def test_a_dose_taken_once_stays_an_intake(run: Any) -> None:
    got = _by_coordinate(run, "두통 시작해서 타이레놀 먹음")
    assert got["drug:acetaminophen"].type == "medication_intake"


def test_a_condition_a_drug_is_taken_for_is_held_and_one_it_was_stopped_for_is_a_reason(run: Any) -> None:
    got = _by_coordinate(run, "불면증 땜에 스틸녹스(졸피뎀) 10mg 먹고 있어요")
    assert "condition:insomnia_disorder" in got and got["drug:zolpidem"].status == "active"
    stopped = _by_coordinate(run, "설사 때문에 메트포르민 끊었어")
    assert "symptom:diarrhea" not in stopped and stopped["drug:metformin"].status == "stopped"


def test_an_irregular_symptom_predicate_matches_in_any_ending(run: Any) -> None:
    assert "symptom:dizziness" in _by_coordinate(run, "요즘 계속 어지럽고 피곤함 5/10")
    assert "symptom:itching" in _by_coordinate(run, "팔이 가렵고 빨개요")
    assert _ko_b_stem("어지러워") == "어지럽" and _ko_b_stem("메스꺼워") == "메스껍"
    assert _ko_b_stem("안피워") is None and _ko_b_stem("싸워") is None  # 피우-, 싸우- are no ㅂ stems


def test_a_late_snack_held_back_is_a_negated_late_eating_record(run: Any) -> None:
    held = _by_coordinate(run, "야식 참았다 속쓰림 3")["meal:late_night_eating"]
    assert held.negated and held.status == "skipped"
    eaten = _by_coordinate(run, "친구들이랑 야식 족발 먹음")["meal:late_night_eating"]
    assert not eaten.negated
    en = _by_coordinate(run, "resisted the late-night snack tonight", "en")["meal:late_night_eating"]
    assert en.negated and en.status == "skipped"  # held back in English as in Korean


def test_a_disease_the_stopped_drug_treated_is_held_not_a_reason(run: Any) -> None:
    got = _by_coordinate(run, "통풍때문에 알로푸리놀 먹다가 지난주에 끊었어요")
    assert got["condition:gout"].type == "condition" and got["drug:allopurinol"].status == "stopped"
    stopped = _by_coordinate(run, "간수치 때문에 리피토 끊었어요")  # no indication of the drug: a reason
    assert set(stopped) == {"drug:atorvastatin"}
