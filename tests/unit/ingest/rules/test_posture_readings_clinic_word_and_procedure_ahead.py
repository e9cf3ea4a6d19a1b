"""Mechanisms extract46 (blind until session 64) showed missing, in sentences of our own: a vital sign's second
reading told by the body position it was taken in (cue list ``reading_posture``, rule ``followup.next_reading``); the
Korean 클리닉 as a place of care (visit:clinic); a tilt-table test as a diagnostic procedure; a procedure with a day
ahead said right beside its name, with no booking word (rule ``visit.procedure_booked``); a Korean blood draw said
as 피 뽑았어요 naming a batch of results whose later results carry its day (cue list ``result_batch``, rule
``earlier_turn.drawn_results``)."""

from __future__ import annotations

from typing import Any

import pytest

SAID = "2026-05-14T10:00:00+09:00"  # a Thursday


def _rates(run: Any, text: str, lang: str) -> list[float]:
    return sorted(float(r.value) for r in run(text, SAID, lang).records if r.coordinate == "vital:heart_rate")


def _visits(run: Any, text: str, lang: str) -> list[tuple[str, str]]:
    return [(r.coordinate, str(r.date)) for r in run(text, SAID, lang).records if r.type == "medical_visit"]


@pytest.mark.parametrize(("text", "lang", "rates"), [
    ("누워서 맥박 70인데 일어서니까 125 ㅠ 어지러워서 다시 누웠어요", "ko", [70.0, 125.0]),
    ("오늘 서 있을 때 맥박 108, 누워서 66. 좋아지는 중", "ko", [66.0, 108.0]),
    ("기립 맥박 누워서 68 서서 10분 후 118.", "ko", [68.0, 118.0]),  # the wait between is no reading
    ("Pulse 70 lying, 118 standing.", "en", [70.0, 118.0]),
    ("HR 64 sitting and 101 on standing", "en", [64.0, 101.0]),
])
def test_a_second_reading_told_by_its_posture_is_a_reading(run: Any, text: str, lang: str,
                                                          rates: list[float]) -> None:
    assert _rates(run, text, lang) == rates


@pytest.mark.parametrize(("text", "lang", "rates"), [
    ("맥박 100에서 서서히 떨어졌어요 2시간 걸림", "ko", [100.0]),  # 서서히 is slowly, no standing
    ("HR 72 sitting, walked 20 min", "en", [72.0]),  # a duration, no reading
    ("pulse 80 sitting on the couch, 3 beers", "en", [80.0]),  # counts drinks
])
def test_a_posture_word_does_not_make_another_number_a_reading(run: Any, text: str, lang: str,
                                                                rates: list[float]) -> None:
    assert _rates(run, text, lang) == rates


@pytest.mark.parametrize("text", [
    "오늘 아침 와파린 클리닉에서 INR 2.3 나왔어요.",
    "오늘 클리닉 가서 잰 INR은 3.1이었고",
    "기립경사검사 오늘 했어요.",
])
def test_a_korean_clinic_or_a_tilt_test_had_today_is_a_visit(run: Any, text: str) -> None:
    assert _visits(run, text, "ko") == [("visit:clinic", "2026-05-14")]


@pytest.mark.parametrize("text", ["클리닉 가면 물어봐야지", "다이어트 클리닉 다닐까 고민중"])
def test_a_clinic_named_without_going_is_no_visit(run: Any, text: str) -> None:
    assert _visits(run, text, "ko") == []


@pytest.mark.parametrize(("text", "lang"), [
    ("Held my eliquis yesterday and today for the colonoscopy tomorrow.", "en"),
    ("내일 대장내시경이라 오늘 아침부터 자렐토 끊었어요.", "ko"),
])
def test_a_procedure_with_a_day_ahead_beside_it_is_a_visit_booked_for_that_day(run: Any, text: str,
                                                                               lang: str) -> None:
    assert _visits(run, text, lang) == [("visit:clinic", "2026-05-15")]


@pytest.mark.parametrize(("text", "lang"), [
    ("I might need a colonoscopy next week", "en"),  # a wish, a week
    ("Sister has a colonoscopy tomorrow", "en"),  # another person's
    ("Colonoscopy tomorrow?", "en"),  # a question
    ("colonoscopy prep is awful, 3 days of it", "en"),  # no day ahead
])
def test_a_procedure_without_its_own_day_ahead_is_no_booked_visit(run: Any, text: str, lang: str) -> None:
    assert _visits(run, text, lang) == []


def _meal_values(run: Any, text: str, lang: str) -> list[str]:
    return [str(r.value) for r in run(text, SAID, lang).records if r.type == "meal"]


@pytest.mark.parametrize(("text", "lang", "value"), [
    ("와인 두 잔 마셨어요. 저녁은 파스타", "ko", "파스타"),  # the meal word and its particle are no food
    ("오늘 수영 40분 했어요. 저녁은 연어 샐러드", "ko", "연어 샐러드"),
    ("오늘 저녁은 현미밥, 된장국, 고등어구이. 시금치는 조금만", "ko", "현미밥, 된장국, 고등어구이"),  # a list
    ("오늘 저녁 삼겹살에 소주 반 병.", "ko", "삼겹살"),  # the drink is the substance record's
    ("Today: salad and soup for dinner.", "en", "salad and soup"),
])
def test_a_meal_value_is_the_food_not_the_clause(run: Any, text: str, lang: str, value: str) -> None:
    assert _meal_values(run, text, lang) == [value]


@pytest.mark.parametrize("text", ["놀이공원에서 만보 넘게 걸었어요. 저녁에 완전 뻗음", "하루종일 일해서 녹초가 됐어요"])
def test_worn_out_in_korean_words_is_fatigue(run: Any, text: str) -> None:
    assert "symptom:fatigue" in {r.coordinate for r in run(text, SAID, "ko").records}


def test_a_procedure_counted_weeks_ahead_is_no_booked_visit(run: Any) -> None:
    assert _visits(run, "Colonoscopy in two weeks, dreading the prep.", "en") == []
