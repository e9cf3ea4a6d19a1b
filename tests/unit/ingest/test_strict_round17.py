"""Round 17 rules for strict records on unseen wording (Korean morphology, places of care, doses taken), one
test per mechanism. Wording of its own (not the suites'); the positive cases fail on main dc47950, the guards
pass on both."""

from __future__ import annotations

from typing import Any

import pytest

from pia_graph.ingest.retain_gate import decide_retain
from pia_graph.ontology import AliasIndex
from tests.unit.ingest.strict_helpers import day as _day

SAID = "2026-03-11T21:00:00+09:00"  # a Wednesday evening


def _of(run: Any, text: str, rtype: str, lang: str = "ko", said: str = SAID) -> dict[str, Any]:
    return {r.coordinate: r for r in run(text, said, lang).records if r.type == rtype}


# --- a mimetic root made a predicate by -거리-/-대- -------------------------------------------------------------

@pytest.mark.parametrize(("text", "key"), [
    ("어제부터 손목이 시큰거려서 타자 치기 힘듦", "symptom:wrist_pain"),
    ("월요일부터 무릎이 시큰거리고 붓는 느낌", "symptom:knee_pain"),
    ("아침부터 가슴이 두근거려요", "symptom:palpitations"),
])
def test_a_mimetic_root_with_its_derivation_is_the_symptom(run: Any, text: str, key: str) -> None:
    assert key in _of(run, text, "symptom")


# --- a body part given as the reason for a drug or a visit -------------------------------------------------------

@pytest.mark.parametrize(("text", "key"), [
    ("허리 땜에 이부프로펜 두 알 먹었음", "symptom:back_pain"),
    ("어제 정형외과 갔었어요 어깨 때문에", "symptom:shoulder_pain"),
])
def test_a_part_named_as_the_reason_for_a_drug_or_visit_is_its_pain(run: Any, text: str, key: str) -> None:
    assert key in _of(run, text, "symptom")


def test_a_part_as_a_reason_without_a_drug_or_visit_is_no_symptom(run: Any) -> None:
    assert "symptom:knee_pain" not in _of(run, "무릎 때문에 등산은 못 갔어", "symptom")  # guard


# --- a Korean place of care is a visit only when the going is said -----------------------------------------------

@pytest.mark.parametrize("text", [
    "콜레스테롤 5.1 mmol/L 래요 영국 병원이라 단위가 달라요",
    "약 알레르기 있으니까 병원 가면 꼭 얘기해야 함",
    "석 달째 한의원 다니는 중인데 허리가 좀 나아짐",
    "크레아티닌 1.1 오늘 신장내과",
])
def test_a_place_of_care_named_without_going_is_no_visit(run: Any, text: str) -> None:
    assert not _of(run, text, "medical_visit")


@pytest.mark.parametrize(("text", "key"), [
    ("오늘 동네 내과 다녀옴", "visit:clinic"),
    ("병원에서 잰 혈압이 150/95", "visit:clinic"),
    ("어젯밤 응급실 갔었어요 복통 때문에", "visit:emergency"),
    ("지난달 검진 때 간수치가 높게 나왔어요", "visit:checkup"),  # a checkup is an event by itself
])
def test_a_place_of_care_with_its_going_is_a_visit(run: Any, text: str, key: str) -> None:
    assert key in _of(run, text, "medical_visit")


# --- a dose taken, Korean -------------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "key"), [
    ("아침에 메트포르민 먹고 출근함", "drug:metformin"),
    ("자기 전에 투제오 맞았음", "drug:insulin_glargine"),  # 맞다 of a drug whose own names say 인슐린
    ("점심에 타이레놀 500mg 복용 완료", "drug:acetaminophen"),
])
def test_a_korean_dose_taken_is_an_intake(run: Any, text: str, key: str) -> None:
    rec = _of(run, text, "medication_intake")[key]
    assert rec.status == "taken"


@pytest.mark.parametrize("text", [
    "메트포르민 500 맞음",  # guard: 맞다 is "be right" of a tablet
    "메트포르민 먹고 싶음",  # guard: a wish
])
def test_no_dose_taken_without_its_grammar(run: Any, text: str) -> None:
    assert "drug:metformin" not in _of(run, text, "medication_intake")


# --- values told with a request to keep them ---------------------------------------------------------------------

def test_values_told_with_a_request_to_log_them_are_kept(run: Any, index: AliasIndex) -> None:
    text = "아침 공복혈당 102 몸무게 64.5 적어줘"
    assert decide_retain(text, "ko", index.match(text, "ko")).retain
    assert {r.coordinate for r in run(text, SAID, "ko").records} >= {"test:fasting_glucose", "body:weight"}


def test_a_request_without_values_still_asks(index: AliasIndex) -> None:
    text = "지난주 혈압 기록 보여줘"
    assert not decide_retain(text, "ko", index.match(text, "ko")).retain  # guard


# --- Korean smoking habit and blood type -----------------------------------------------------------------------

@pytest.mark.parametrize(("text", "value"), [
    ("하루에 다섯 개비 정도 핌", "current"),  # a rate per day, the Korean "a pack a day"
    ("저는 담배 한 번도 안 펴요", "never"),  # the contracted form of 피우다
    ("담배는 10년 전에 끊었어요", "former"),  # guard
])
def test_a_korean_smoking_habit(run: Any, text: str, value: str) -> None:
    assert _of(run, text, "baseline_habit")["profile:smoking"].value == value


@pytest.mark.parametrize(("text", "value"), [
    ("전 O형 rh플러스예요", "O+"),
    ("A형이고 Rh-입니다", "A-"),
])
def test_a_korean_blood_group_with_its_rh(run: Any, text: str, value: str) -> None:
    assert _of(run, text, "blood_type")["profile:blood_type"].value == value


def test_a_disease_named_by_its_type_letter_is_no_blood_type(run: Any) -> None:
    assert not _of(run, "B형 간염 예방접종 맞았어요", "blood_type")  # guard


# --- Korean ten thousands (만), and counts per microlitre read in the coordinate's unit ------------------------

@pytest.mark.parametrize(("text", "value"), [
    ("오늘 만 삼천 보 걸었어", 13000),
    ("어제 만칠천보 찍음", 17000),
    ("1만 2천 걸음 걸었다", 12000),  # guard
])
def test_korean_steps_in_ten_thousands(run: Any, text: str, value: float) -> None:
    assert _of(run, text, "exercise")["activity:steps"].value == value


def test_cell_counts_said_per_microlitre_are_kept_in_the_coordinates_unit(run: Any) -> None:
    labs = _of(run, "피검사 백혈구 7200 혈소판 18만 적혈구 450만 나왔어요", "lab_result")
    assert (labs["test:wbc"].value, labs["test:wbc"].unit) == (7.2, "10^3/uL")
    assert (labs["test:platelets"].value, labs["test:platelets"].unit) == (180, "10^3/uL")
    assert (labs["test:rbc"].value, labs["test:rbc"].unit) == (4.5, "10^6/uL")


def test_a_cell_count_already_in_thousands_is_left_alone(run: Any) -> None:
    labs = _of(run, "백혈구 6.8 혈소판 250", "lab_result")  # guard
    assert (labs["test:wbc"].value, labs["test:platelets"].value) == (6.8, 250)


# --- a score said "outta 10" --------------------------------------------------------------------------------

def test_a_score_said_outta_ten_rates_the_symptom_and_leaves_the_weekday_a_start(run: Any) -> None:
    rec = _of(run, "my lower back has been aching since monday, 6 outta 10", "symptom", "en")["symptom:back_pain"]
    assert rec.value == 6
    assert rec.start is not None and _day(rec.start) == "2026-03-09"


# --- a value set as the condition of a plan, and a Korean wish toward a value -----------------------------------

@pytest.mark.parametrize(("text", "lang", "key"), [
    ("the nurse said to call if my sugar goes over 300 tonight", "en", "test:random_glucose"),
    ("gp will add a statin if my ldl is above 190 next time", "en", "test:ldl_cholesterol"),
    ("혈압 160 넘으면 응급실 가라고 했어요", "ko", "vital:systolic_bp"),
])
def test_a_bound_in_a_conditional_clause_is_no_reading(run: Any, text: str, lang: str, key: str) -> None:
    records = run(text, SAID, lang).records
    assert not [r for r in records if r.coordinate == key and r.type in ("lab_result", "vital_sign")]


def test_a_reading_beside_a_conditional_without_a_bound_stays(run: Any) -> None:
    labs = _of(run, "ldl was 162 today, if it stays high they'll talk statins", "lab_result", "en")  # guard
    assert labs["test:ldl_cholesterol"].value == 162


def test_a_plan_the_doctor_wants_started_is_no_regimen(run: Any) -> None:
    assert not _of(run, "dr wants me to start metformin next month", "medication_regimen", "en")


def test_a_korean_wish_toward_a_value_is_a_goal_not_a_reading(run: Any) -> None:
    text = "당화혈색소 6.0 아래로 내리고 싶어요"
    assert not _of(run, text, "lab_result")
    assert "goal:glucose" in _of(run, text, "goal")


def test_a_reading_said_before_the_aim_word_and_its_number_is_kept(run: Any) -> None:
    text = "오늘 체중 82.3kg 목표는 75키로"
    assert _of(run, text, "body_measurement")["body:weight"].value == pytest.approx(82.3)
    assert _of(run, text, "goal")["goal:weight"].value == pytest.approx(75)


def test_a_number_after_the_aim_word_alone_is_the_aim(run: Any) -> None:
    assert not _of(run, "목표 체중 75kg", "body_measurement")  # guard


# --- a dose in the drug's own unit ----------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "lang", "value", "unit"), [
    ("레보티록신 0.075mg 매일 먹고 있어요", "ko", 75, "mcg"),  # a mcg-dosed drug said in mg
    ("on levothyroxine 88 every morning", "en", 88, "mcg"),  # a bare number in the drug's unit
    ("on atorvastatin 20 every night", "en", 20, "mg"),  # guard
])
def test_a_dose_is_kept_in_the_drugs_own_unit(run: Any, text: str, lang: str, value: float, unit: str) -> None:
    rec = next(iter(_of(run, text, "medication_regimen", lang).values()))
    assert (rec.value, rec.unit) == (value, unit)
