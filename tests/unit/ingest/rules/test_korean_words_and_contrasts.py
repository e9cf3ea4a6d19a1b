"""Korean on unseen wording (issue 12, ko46): a term set aside for another (말고 / 아니고), a type's
letter said in Hangul, numbers and ages in words, a unit said before its number, meal-timed glucose, the waist
after 허리, goals after a reading, insomnia with a degree adverb, misspelt drug names, a reading dated by a word
that points back, an adverb that is no meal item. The sentences are my own."""

from __future__ import annotations

from typing import Any

import pytest

from pia_graph.ingest.extract.ko_age import age_in_words
from pia_graph.ontology.alias_variants import spelled_letters

SAID = "2026-06-15T20:00:00+09:00"


def _coords(run: Any, text: str) -> dict[str, Any]:
    return {r.coordinate: r for r in run(text, SAID, "ko").records}


# --- a term set aside -----------------------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "kept", "gone"), [
    ("수영 말고 자전거 40분 탔어요", "activity:cycling", "activity:swimming"),
    ("편두통은 아니고 그냥 두통이래요", "symptom:headache", "symptom:migraine"),
    ("대상포진 주사 말고 독감 주사 맞았어요", "vaccine:influenza", "vaccine:zoster"),
])
def test_a_term_set_aside_gives_no_record(run: Any, text: str, kept: str, gone: str) -> None:
    got = _coords(run, text)
    assert kept in got and gone not in got


def test_a_reason_clause_is_no_contrast(run: Any) -> None:
    got = _coords(run, "두통이 아니라서 다행이에요")
    assert "symptom:headache" in got


# --- letters, numbers and ages in words -----------------------------------------------------------------------------

def test_a_type_letter_said_in_hangul() -> None:
    assert spelled_letters("b형 간염") == ["비형 간염", "비형간염"]
    assert spelled_letters("독감") == []


def test_hangul_letters_name_the_vaccine_and_the_blood_group(run: Any) -> None:
    assert "vaccine:hepatitis_b" in _coords(run, "오늘 비형간염 주사 2차 맞았어요")
    assert _coords(run, "제 혈액형은 에이비형이에요")["profile:blood_type"].value == "AB"


@pytest.mark.parametrize(("text", "value"), [("당화혈색소 오점구", 5.9), ("당화혈색소 칠 점 일", 7.1)])
def test_one_digit_word_with_a_decimal(run: Any, text: str, value: float) -> None:
    assert _coords(run, text)["test:hba1c"].value == value


@pytest.mark.parametrize(("text", "age"), [
    ("제가 나이가 예순 셋이라", 63), ("팔십 하나 먹은 노인이에요", 81), ("나이가 마흔이에요", 40),
    ("쉰두 살이에요", 52), ("스물 다섯 번 했어요", None), ("나이가 칠십이에요", 70),
])
def test_an_age_in_words(text: str, age: int | None) -> None:
    got = age_in_words(text)
    assert (got[0] if got else None) == age


def test_an_age_in_words_gives_the_birth_year(run: Any) -> None:
    assert _coords(run, "저는 나이가 일흔 둘이라 눈이 침침해요")["profile:birth_date"].value == "1954"


# --- units, glucose by meal, waist, temperature, goals --------------------------------------------------------------

def test_a_unit_said_before_its_number(run: Any) -> None:
    weight = _coords(run, "체중 파운드로 180 나왔어요")["body:weight"]
    assert weight.unit == "kg" and round(weight.value, 1) == 81.6


@pytest.mark.parametrize(("text", "coordinate", "value"), [
    ("혈당 식후 1시간 201", "test:postprandial_glucose", 201.0),
    ("점심 먹고 혈당 165", "test:postprandial_glucose", 165.0),
    ("빈속에 혈당 97", "test:fasting_glucose", 97.0),
])
def test_glucose_by_its_meal(run: Any, text: str, coordinate: str, value: float) -> None:
    assert _coords(run, text)[coordinate].value == value


def test_a_bare_number_after_the_waist(run: Any) -> None:
    got = _coords(run, "체중 71.3 허리 88 나왔어요")
    assert got["body:waist"].value == 88.0 and got["body:weight"].value == 71.3
    assert "body:waist" not in _coords(run, "허리 아파서 3일째")


def test_a_temperature_after_a_fever_verb(run: Any) -> None:
    assert _coords(run, "아침부터 열났어요 38.9")["vital:body_temperature"].value == 38.9


def test_a_reading_before_the_aim_word_and_a_glucose_goal(run: Any) -> None:
    got = _coords(run, "체중 80.4 목표 75키로까지 화이팅")
    assert got["body:weight"].value == 80.4 and got["goal:weight"].value == 75.0
    assert _coords(run, "혈당 목표는 식전 110 이하로 정했어요")["goal:glucose"].value == 110.0


# --- insomnia, misspelt drugs, a time pointed back to, an adverb no meal --------------------------------------------

def test_insomnia_with_a_degree_adverb(run: Any) -> None:
    assert "symptom:insomnia" in _coords(run, "요즘 잠이 통 안 와요")


@pytest.mark.parametrize(("text", "drug"), [
    ("로수바스타딘 10mg 먹어요", "drug:rosuvastatin"), ("아토바스타틴을 먹기 시작했어요", "drug:atorvastatin"),
])
def test_a_misspelt_korean_drug(run: Any, text: str, drug: str) -> None:
    assert drug in _coords(run, text)


def test_no_misspelt_drug_without_medicine_in_the_clause(run: Any) -> None:
    got = run("로수바스타딘 이야기를 들었어요", SAID, "ko").records
    assert not [r for r in got if r.coordinate.startswith("drug:")]


def test_a_reading_dated_by_a_word_pointing_back(run: Any) -> None:
    got = _coords(run, "그저께 약국 옆 보건소 갔다가 거기서 혈압 쟀는데 130에 85였어요")
    assert got["vital:systolic_bp"].date.isoformat() == "2026-06-13"


def test_an_adverb_is_no_meal(run: Any) -> None:
    got = run("혈압약은 아침 저녁으로 잘 챙겨 먹고 있어요", SAID, "ko").records
    assert not [r for r in got if r.type == "meal"]


# --- a copula after a number in words, a count after a number -------------------------------------------------------

def test_a_copula_after_a_number_in_words(run: Any) -> None:
    got = _coords(run, "혈압 백삼십에 구십이요")
    assert (got["vital:systolic_bp"].value, got["vital:diastolic_bp"].value) == (130.0, 90.0)


def test_a_count_after_a_number_is_no_next_reading(run: Any) -> None:
    got = [r for r in run("공복 102 나왔어요 지금 임신 30주", SAID, "ko").records if r.type == "lab_result"]
    assert [r.value for r in got] == [102.0]
