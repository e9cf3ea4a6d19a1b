"""Round 35 rules for strict records: fields read by a general mechanism (a switch between two drugs read from the
dictionary's drug classes and indications; a sentence's one dose given to its one drug). Wording of its own, not the
suites'; the positive cases fail on b7eb54d (but the 끊고 … 변경 switch, which the surface pattern already read),
the guards pass on both."""

from __future__ import annotations

from typing import Any

import pytest

from tests.unit.ingest.strict_helpers import SAID_EN, SAID_KO
from tests.unit.ingest.strict_helpers import of_type as _of

# --- a switch: the drug taken on replaces the nearest earlier drug that does the same job ------------------------


@pytest.mark.parametrize(("text", "lang", "old", "new"), [
    ("my gp moved me off the amlodipine onto losartan 50 this week", "en", "drug:amlodipine", "drug:losartan"),
    ("메트포르민 먹다가 이번주부터 자누비아 100mg으로 바꿨어", "ko", "drug:metformin", "drug:sitagliptin"),
    ("리피토 간수치 때문에 끊고 크레스토 5mg으로 변경함", "ko", "drug:atorvastatin", "drug:rosuvastatin"),
    ("오메프라졸 2년 먹었는데 이번에 파모티딘으로 바꿈", "ko", "drug:omeprazole", "drug:famotidine"),
])
def test_a_switch_stops_the_drug_replaced(run: Any, text: str, lang: str, old: str, new: str) -> None:
    got = _of(run, text, "medication_regimen", lang, SAID_KO if lang == "ko" else SAID_EN)
    assert got[old].status == "stopped"
    assert got[new].status == "active"


@pytest.mark.parametrize(("text", "lang"), [
    ("on metformin twice a day, and last week the doctor switched me to crestor", "en"),
    ("메트포르민은 계속 먹고 있고 콜레스테롤약은 크레스토로 바꿨어", "ko"),
])
def test_a_drug_for_another_problem_is_not_replaced(run: Any, text: str, lang: str) -> None:  # guard
    got = _of(run, text, "medication_regimen", lang, SAID_KO if lang == "ko" else SAID_EN)
    assert got["drug:metformin"].status == "active"


# --- a sentence's one dose, said apart from its one drug, is that drug's dose -------------------------------------


@pytest.mark.parametrize(("text", "lang", "key", "value", "unit"), [
    ("taking a low dose aspirin each morning since the stent, 81 mg", "en", "drug:aspirin", 81.0, "mg"),
    ("prescribed amoxicillin for the ear infection, 875mg twice a day", "en", "drug:amoxicillin", 875.0, "mg"),
])
def test_the_sentences_one_dose_is_its_drugs(run: Any, text: str, lang: str, key: str, value: float,
                                             unit: str) -> None:
    got = _of(run, text, "medication_regimen", lang, SAID_KO if lang == "ko" else SAID_EN)
    assert got[key].value == value
    assert got[key].unit == unit


def test_a_dose_beside_two_drugs_is_left_unsaid(run: Any) -> None:  # guard
    got = _of(run, "on aspirin daily and atorvastatin at night, the 40 mg one", "medication_regimen")
    assert got["drug:aspirin"].value is None


# --- an activity said skipped is no record and owns no duration said beside another -------------------------------


@pytest.mark.parametrize(("text", "lang", "done", "skipped", "minutes"), [
    ("skipped my run this morning, but i got 35 min of pilates in", "en", "activity:pilates", "activity:running", 35.0),
    ("오늘 운동 안하고 저녁에 20분 산책만 했어", "ko", "activity:walking", "activity:workout", 20.0),
    ("헬스 안 가고 대신 40분 걸었어", "ko", "activity:walking", "activity:strength_training", 40.0),
])
def test_a_skipped_activity_gives_its_duration_to_the_one_done(run: Any, text: str, lang: str, done: str,
                                                               skipped: str, minutes: float) -> None:
    got = _of(run, text, "exercise", lang, SAID_KO if lang == "ko" else SAID_EN)
    assert skipped not in got
    assert got[done].value == minutes


def test_an_activity_done_after_another_is_kept(run: Any) -> None:  # guard
    got = _of(run, "헬스 1시간 하고 30분 걸었어", "exercise", "ko", SAID_KO)
    assert got["activity:strength_training"].value == 60.0
    assert got["activity:walking"].value == 30.0
