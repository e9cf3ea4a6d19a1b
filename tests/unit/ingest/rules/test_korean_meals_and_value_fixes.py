"""Korean said in ways fresh text brings (session 48, ko48): a meal told by its food and a finished eating verb with
no meal word (rule meal.ko_food_eaten), a late meal at an hour said in native numerals (밤 아홉시, 저녁 열시), a
blood-pressure pair with one member said again after a correction word ("130에 85 아 아니 83"), and a relative
named with 랑 / 하고 as the user's company ("부모님이랑 외식"), smoking given up said with 금연 ("금연한지 한달").
Sentences of their own."""

from __future__ import annotations

from typing import Any

import pytest

from pia_graph.ingest.analysed_text import analysed_form
from pia_graph.ingest.experiencer import Experiencer, experiencer_of
from tests.unit.ingest.rule_test_helpers import dumped_records, fields_at

SAID = "2026-07-17T12:00:00+09:00"


def _records(run: Any, text: str, said: str = SAID) -> list[tuple[str, str, dict[str, Any]]]:
    return dumped_records(run, analysed_form(text), "ko", said=said)


def _meals(run: Any, text: str) -> list[tuple[str, Any]]:
    return [(c, f.get("value")) for t, c, f in _records(run, text) if t == "meal"]


@pytest.mark.parametrize(("text", "food"), [
    ("복날이라 삼계탕 먹었어요", "삼계탕"),
    ("발렌타인이라고 초콜릿 엄청 먹음", "초콜릿"),
    ("가족들이랑 고기 구워먹음. 소주 3잔", "고기"),
    ("동짓날 팥죽 먹음 ㅎㅎ 할머니랑", "팥죽"),
    ("라면먹음", "라면"),
])
def test_a_food_and_a_finished_eating_verb_is_a_meal(run: Any, text: str, food: str) -> None:
    assert _meals(run, text) == [("meal:meal", food)]


@pytest.mark.parametrize("text", [
    "오늘 먹었어",  # a time, no food
    "뭐 먹었어",  # a pronoun
    "설날에 떡국 엄청 먹었더니 식후 혈당 210 나왔어요",  # the meal told for a reading: the reading is the record
    "떡볶이 먹었는데 배아파요",  # told for a symptom
    "우리 애가 사탕 먹었어",  # someone else ate
    "떡볶이 안 먹었어",  # none had
    "떡볶이 먹었어?",  # a question
    "매일 고구마 먹어요",  # a habit, and no finished verb
    "약 먹었어",  # medicine, not food
    "맥주 3캔 먹었어",  # drinks: the substance record's
    "아니다 먹었네 ㅋㅋ 약통 보니까 어제 칸 비어있음",  # a verb before the eating verb, no food
])
def test_what_is_no_meal_by_food_and_verb(run: Any, text: str) -> None:
    assert not [r for r in run(analysed_form(text), SAID, "ko").records if r.rule_id == "meal.ko_food_eaten"]


@pytest.mark.parametrize(("text", "food"), [
    ("오늘 저녁 열시에 떡볶이", "떡볶이"),
    ("오늘 저녁 밤 아홉시 반에 삼겹살에 맥주 두캔", "삼겹살"),
    ("새벽 두시에 라면", "라면"),
])
def test_a_late_hour_in_native_numerals_makes_the_meal_late(run: Any, text: str, food: str) -> None:
    assert _meals(run, text) == [("meal:late_night_eating", food)]


@pytest.mark.parametrize("text", ["새벽 두시에 잠들었어요", "밤 열한시에 누워서 잤어"])
def test_a_native_late_hour_of_sleep_is_no_meal(run: Any, text: str) -> None:
    assert _meals(run, text) == []


@pytest.mark.parametrize(("text", "systolic", "diastolic"), [
    ("어 백삼십오에 팔십칠 어 아니다 백이십오", 125, 87),  # the top number said again
    ("백삼십에 팔십오 아 아니 팔십삼", 130, 83),  # the bottom one
    ("혈압 128/84 아니 82", 128, 82),
    ("혈압 130/85 맥박 72", 130, 85),  # no correction: the pair stands
])
def test_one_member_of_a_pair_said_again_replaces_the_nearer_one(run: Any, text: str, systolic: int,
                                                                  diastolic: int) -> None:
    recs = _records(run, text)
    assert [f["value"] for f in fields_at(recs, "vital:systolic_bp")] == [systolic]
    assert [f["value"] for f in fields_at(recs, "vital:diastolic_bp")] == [diastolic]


def test_a_number_after_a_correction_and_another_measure_is_that_measure() -> None:
    # "아니 맥박 85": a measure word between, no correction of the pair (the gap is not correction wording only)
    from pia_graph.ingest.correction_cues import replaces_previous
    from pia_graph.ontology import load_default_dictionary

    assert not replaces_previous(" 아니 맥박 ", "ko", load_default_dictionary())


@pytest.mark.parametrize(("clause", "who"), [
    ("어버이날이라 부모님이랑 외식 갈비 먹음", Experiencer.SELF),  # the parents are company
    ("엄마랑 같이 산책했어요", Experiencer.SELF),
    ("엄마랑 아빠 둘다 고혈압", Experiencer.FAMILY),  # two subjects joined: still the relatives'
    ("아빠랑 엄마가 당뇨 있어요", Experiencer.FAMILY),
])
def test_a_relative_with_rang_is_company_unless_another_person_is_left(clause: str, who: Experiencer) -> None:
    assert experiencer_of(clause, "ko") == who


@pytest.mark.parametrize(("text", "status"), [
    ("이제 금연한지 한달 됐는데 담배 생각 거의 안나요", "former"),
    ("금연 3년째예요", "former"),
])
def test_smoking_given_up_said_with_geumyeon_is_former(run: Any, text: str, status: str) -> None:
    assert [f["value"] for f in fields_at(_records(run, text), "profile:smoking")] == [status]


def test_an_aim_to_give_up_smoking_is_no_former_smoker(run: Any) -> None:
    assert fields_at(_records(run, "금연해야 하는데 힘들어"), "profile:smoking") == []
