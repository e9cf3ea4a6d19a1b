"""Korean said tersely, in a hurry (session 43, ko43b): chat letters between a term and its number, a steps count
said in words with no other verb ("오늘 만보 걸음"), one step count a day in a sentence of two days, a drug and its
dose logged with no verb, the plain present 먹어, shortened drug names (메포, 로수바), and a dose corrected in the
same turn ("10mg 아 아니 5mg이요", "50 말고 5"). Sentences of their own, not a suite's."""

from __future__ import annotations

from typing import Any

import pytest

from pia_graph.ingest.analysed_text import analysed_form
from pia_graph.ingest.retain_gate import retain_decision
from pia_graph.ingest.utterance import analyse
from pia_graph.ontology import AliasIndex, Dictionary
from tests.unit.ingest.rule_test_helpers import dumped_records, fields_at

SAID = "2026-07-10T21:00:00+09:00"


def _records(run: Any, text: str) -> list[tuple[str, str, dict[str, Any]]]:
    return dumped_records(run, analysed_form(text), "ko", said=SAID)


@pytest.mark.parametrize(("text", "key", "value"), [
    ("혈당 ㅋㅋ 130 나옴", "test:random_glucose", 130.0),
    ("공복혈당 ㅠㅠ 145", "test:fasting_glucose", 145.0),
    ("혈당ㅋㅋ130", "test:random_glucose", 130.0),
])
def test_chat_letters_between_a_term_and_its_number(run: Any, text: str, key: str, value: float) -> None:
    assert [f["value"] for f in fields_at(_records(run, text), key)] == [value]


def test_chat_letters_before_a_number_become_spaces_of_their_length() -> None:
    assert analysed_form("혈당 ㅋㅋ 130") == "혈당    130"
    assert analysed_form("머리 아파 ㅠㅠ") == "머리 아파 ㅠㅠ"  # no number after: kept as typed
    assert analysed_form("ㅋㅋ 130") == "ㅋㅋ 130"  # no word before


@pytest.mark.parametrize("text", ["오늘 만보 걸음", "어제 오천보 걸음", "만보 걸음 ㅋㅋ"])
def test_a_steps_count_in_words_is_a_value_told(index: AliasIndex, dictionary: Dictionary, text: str) -> None:
    """걸음 after 만보 is the walk told, not a look-up of the steps record."""
    assert retain_decision(analyse(text, "ko", index=index, dictionary=dictionary)).retain


@pytest.mark.parametrize("text", ["오늘 걸음수", "만보기 기록"])
def test_a_steps_look_up_with_no_count_is_not_kept(index: AliasIndex, dictionary: Dictionary, text: str) -> None:
    assert not retain_decision(analyse(text, "ko", index=index, dictionary=dictionary)).retain


@pytest.mark.parametrize("text", ["어제 8천보 걸었고 오늘은 만이천보", "어제는 8천보 오늘은 만이천보"])
def test_one_step_count_a_day(run: Any, text: str) -> None:
    got = fields_at(_records(run, text), "activity:steps")
    assert sorted((str(f["date"]), f["value"]) for f in got) == [("2026-07-09", 8000.0), ("2026-07-10", 12000.0)]


def test_a_round_and_an_exact_count_of_one_day_stay_one(run: Any) -> None:
    got = fields_at(_records(run, "오늘 만보 넘게 걸음 11,200보"), "activity:steps")
    assert [f["value"] for f in got] == [11200.0]


@pytest.mark.parametrize(("text", "day", "value"), [
    ("오늘 아침 란투스 12유닛", "2026-07-10", 12.0),
    ("란투스 어젯밤 20유닛", "2026-07-09", 20.0),
    ("방금 란투스 12유닛", "2026-07-10", 12.0),
])
def test_a_drug_and_its_dose_logged_with_no_verb(run: Any, text: str, day: str, value: float) -> None:
    got = [(t, f) for t, k, f in _records(run, text) if k == "drug:insulin_glargine"]
    assert [(t, f["status"], str(f["date"]), f["value"]) for t, f in got] == \
        [("medication_intake", "taken", day, value)]


@pytest.mark.parametrize("text", ["란투스 12유닛", "내일부터 란투스 12유닛"])
def test_a_drug_and_dose_with_no_day_or_a_coming_day_is_no_dose_logged(run: Any, text: str) -> None:
    assert not [r for r in _records(run, text) if r[0] == "medication_intake"]


def test_the_plain_present_is_a_habit(run: Any) -> None:
    got = [(t, f) for t, k, f in _records(run, "메트포르민 500mg 먹어") if k == "drug:metformin"]
    assert [(t, f["status"], f["value"]) for t, f in got] == [("medication_regimen", "active", 500.0)]
    assert not [r for r in _records(run, "메트포르민 안 먹어") if r[0] == "medication_regimen" and
                r[2].get("status") == "active" and not r[2].get("negated")]


@pytest.mark.parametrize(("text", "key"), [
    ("메포 500 먹음", "drug:metformin"),
    ("메포민 아침저녁으로 먹어요", "drug:metformin"),
    ("로수바 10mg 먹어요", "drug:rosuvastatin"),
    ("아토르바 20 먹는 중", "drug:atorvastatin"),
])
def test_shortened_drug_names(run: Any, text: str, key: str) -> None:
    assert fields_at(_records(run, text), key)


@pytest.mark.parametrize("text", ["암로디핀 10mg 먹어요 아 아니 5mg이요", "암로디핀 50 말고 5 먹어요"])
def test_a_dose_corrected_in_the_turn(run: Any, text: str) -> None:
    got = fields_at(_records(run, text), "drug:amlodipine")
    assert [(f["value"], f["unit"]) for f in got] == [(5.0, "mg")]


def test_a_quoted_value_is_still_replaced_where_the_new_one_stands(run: Any) -> None:
    text = "아까 혈당 180이라고 했는데 잘못봄 118이었어 식후 2시간"
    got = fields_at(_records(run, text), "test:postprandial_glucose")
    assert [f["value"] for f in got] == [118.0]


@pytest.mark.parametrize(("text", "key", "value"), [
    ("메포 500 아침 저녁", "drug:metformin", 500.0),
    ("메트포르민 500mg 아침저녁", "drug:metformin", 500.0),
    ("란투스 14유닛 자기전", "drug:insulin_glargine", 14.0),
])
def test_a_dose_and_when_in_the_day_with_no_verb_is_the_schedule(run: Any, text: str, key: str,
                                                                 value: float) -> None:
    got = [(t, f) for t, k, f in _records(run, text) if k == key]
    assert [(t, f["status"], f["value"]) for t, f in got] == [("medication_regimen", "active", value)]


def test_a_dose_taken_then_told_when_stays_an_intake(run: Any) -> None:
    got = [t for t, k, _f in _records(run, "란투스 16단위 맞음 자기전에") if k == "drug:insulin_glargine"]
    assert got == ["medication_intake"]


def test_a_weight_said_after_its_change(run: Any) -> None:
    got = fields_at(_records(run, "체중 어제보다 0.5 빠짐 71.9"), "body:weight")
    assert [(f["value"], f["unit"]) for f in got] == [(71.9, "kg")]


def test_a_change_alone_is_no_weight(run: Any) -> None:
    assert not fields_at(_records(run, "체중 2키로 빠짐 ㅎㅎ"), "body:weight")


def test_the_plain_present_before_a_correction(run: Any) -> None:
    got = fields_at(_records(run, "암로디핀 5mg 먹어 아니 10mg"), "drug:amlodipine")
    assert [(f["status"], f["value"]) for f in got] == [("active", 10.0)]


@pytest.mark.parametrize("text", ["오늘 피티 1시간", "피티 받음 50분"])
def test_personal_training_in_konglish(run: Any, text: str) -> None:
    assert fields_at(_records(run, text), "activity:strength_training")


def test_ptsd_in_konglish_stays_a_condition(run: Any) -> None:
    records = _records(run, "피티에스디 진단 받음")
    assert fields_at(records, "condition:ptsd") and not fields_at(records, "activity:strength_training")


@pytest.mark.parametrize(("text", "key", "value"), [
    ("혈당 230 헐 오타 130", "test:random_glucose", 130.0),
    ("체중 82.1 오타임 81.2", "body:weight", 81.2),
])
def test_a_typo_said_between_two_values(run: Any, text: str, key: str, value: float) -> None:
    """오타 says a correction by itself, as "typo" does in English (cue list correction)."""
    assert [f["value"] for f in fields_at(_records(run, text), key)] == [value]


def test_a_dose_corrected_of_the_drug_spoken_of_before(run: Any) -> None:
    """The turn names no drug; the one active regimen whose unit fits takes the corrected dose."""
    got = run(analysed_form("아 그거 500 아니고 850mg이었어 잘못 말함"), SAID, "ko",
              {"active_regimens": ["drug:metformin"]})
    assert [(r.type, r.coordinate, r.model_dump()["value"]) for r in got.records] == \
        [("medication_regimen", "drug:metformin", 850.0)]


def test_a_reading_corrected_with_no_drug_is_no_dose(run: Any) -> None:
    got = run(analysed_form("혈당 150 아니 140"), SAID, "ko", {"active_regimens": ["drug:metformin"]})
    assert [r.coordinate for r in got.records] == ["test:random_glucose"]


@pytest.mark.parametrize(("text", "key"), [
    ("신지 50 먹는중", "drug:levothyroxine"),
    ("솔론도 5mg 5일치 오늘부터", "drug:prednisolone"),
    ("로잘탄 50 먹어요", "drug:losartan"),
])
def test_more_shortened_and_misspelt_drug_names(run: Any, text: str, key: str) -> None:
    assert fields_at(_records(run, text), key)


def test_a_decision_to_take_a_drug_is_its_regimen(run: Any) -> None:
    """ "X 끊고 Y만 먹기로 했어요": X stopped, Y active from now (먹기로, 복용하기로, 맞기로)."""
    text = "혈압약 하이드로클로로치아지드 12.5mg 끊고 로사르탄만 먹기로 했어요"
    got = {k: f["status"] for t, k, f in _records(run, text) if t == "medication_regimen"}
    assert got == {"drug:hydrochlorothiazide": "stopped", "drug:losartan": "active"}


def test_a_bare_present_without_a_strength_is_no_regimen(run: Any) -> None:
    # one pill, or advice: the bare 먹어 is a habit only after a strength ("메트포르민 500mg 먹어")
    assert not [r for r in _records(run, "타이레놀 하나 먹어") if r[0] == "medication_regimen"]
    assert [r for r in _records(run, "메트포르민 500mg 먹어") if r[0] == "medication_regimen"]
