"""Korean value grammar: a spoken decimal with its point spaced apart (칠십사 점 오 = 74.5) and the mile said in
Hangul (3마일 = 4.83 km); session 43: hundreds said in fewer syllables than their digits (백오 = 105),
glucose named in Konglish or by a panel word (슈가, 당수치), a pressure pair after 혈압 with a space
between, 열 before a counter, and a round floor of steps beside the exact count."""

from __future__ import annotations

from typing import Any

import pytest

from pia_graph.ingest.extract.spoken_numbers import digit_twin
from tests.unit.ingest.rule_test_helpers import dumped_records, fields_at


@pytest.mark.parametrize(("text", "digits"), [
    ("체중 칠십사 점 오 키로", "74.5"),
    ("체중 칠십사점오 키로", "74.5"),
    ("체온 삼십칠 점 이 도", "37.2"),
])
def test_spoken_decimal_with_a_spaced_point(text: str, digits: str) -> None:
    twin = digit_twin(text)
    assert len(twin) == len(text) and digits in twin


def test_spaced_point_needs_a_digit_word_after_it() -> None:
    """ "칠 점 만점": 점 followed by no digit word is a score's counter, not a decimal point."""
    assert "." not in digit_twin("십 점 만점에 칠 점")


def test_korean_weight_said_in_words_with_a_spaced_point(run: Any) -> None:
    got = fields_at(dumped_records(run, "오늘 체중 칠십사 점 오 키로", "ko"), "body:weight")
    assert [(f["value"], f["unit"]) for f in got] == [(74.5, "kg")]


def test_korean_mile_is_a_distance(run: Any) -> None:
    got = fields_at(dumped_records(run, "출장중 아침에 3마일 뛰었음", "ko"), "activity:running")
    assert len(got) == 1 and got[0]["unit"] == "km" and abs(got[0]["value"] - 4.83) < 0.05


@pytest.mark.parametrize(("text", "value"), [
    ("공복혈당 백오 나왔어", 105.0),
    ("공복혈당 백 나왔어", 100.0),
    ("공복 당수치 백십", 110.0),
])
def test_hundreds_said_in_fewer_syllables_than_digits(run: Any, text: str, value: float) -> None:
    got = fields_at(dumped_records(run, text, "ko"), "test:fasting_glucose")
    assert [f["value"] for f in got] == [value]


def test_thousands_after_man_stay_with_the_steps_pattern() -> None:
    """ "만 이천 보" is 12,000 steps: 이천 after 만 is no number of its own."""
    from pia_graph.ingest.extract.numbers import find_quantities
    assert [(q.value, q.unit) for q in find_quantities("오늘 만 이천 보 넘음", "ko")] == [(12000.0, "steps")]


@pytest.mark.parametrize(("text", "systolic", "diastolic"), [
    ("혈압 백십에 칠십", 110.0, 70.0),
    ("혈압 118 76 맥박 62 아침에 잼", 118.0, 76.0),
    ("혈압은 135 88", 135.0, 88.0),
])
def test_korean_pressure_pairs(run: Any, text: str, systolic: float, diastolic: float) -> None:
    recs = dumped_records(run, text, "ko")
    assert [f["value"] for f in fields_at(recs, "vital:systolic_bp")] == [systolic]
    assert [f["value"] for f in fields_at(recs, "vital:diastolic_bp")] == [diastolic]


def test_a_year_of_birth_after_a_height_is_no_pressure(run: Any) -> None:
    recs = dumped_records(run, "키 172에 94년생이에요", "ko")
    assert fields_at(recs, "vital:systolic_bp") == [] and fields_at(recs, "vital:diastolic_bp") == []
    assert [f["value"] for f in fields_at(recs, "profile:height")] == [172.0]


def test_a_pressure_word_then_two_numbers_and_a_count_is_no_pair(run: Any) -> None:
    assert fields_at(dumped_records(run, "혈압 140 2번 쟀어", "ko"), "vital:diastolic_bp") == []


@pytest.mark.parametrize(("text", "coordinate", "value"), [
    ("슈가 180 나옴", "test:random_glucose", 180.0),
    ("당수치 140 나옴", "test:random_glucose", 140.0),
    ("혈당 백이십", "test:random_glucose", 120.0),
    # a panel's word with a number below 20 and no mmol/L: the HbA1c (no glucose in mg/dL is that low)
    ("당뇨 수치 7.2 나왔어", "test:hba1c", 7.2),
    ("당수치 6.5래요", "test:hba1c", 6.5),
])
def test_glucose_named_in_konglish_or_by_the_panel_word(run: Any, text: str, coordinate: str, value: float) -> None:
    assert [f["value"] for f in fields_at(dumped_records(run, text, "ko"), coordinate)] == [value]


@pytest.mark.parametrize("text", ["오늘 담배 열 개비 피웠네요", "오늘 담배 열개비 폈어"])
def test_ten_before_a_counter_is_no_fever(run: Any, text: str) -> None:
    recs = dumped_records(run, text, "ko")
    assert fields_at(recs, "symptom:fever") == []
    assert [f["value"] for f in fields_at(recs, "substance:smoking")] == [10.0]


def test_fever_word_still_a_fever(run: Any) -> None:
    assert len(fields_at(dumped_records(run, "열이 나고 머리 아파", "ko"), "symptom:fever")) == 1


def test_round_floor_of_steps_beside_the_exact_count(run: Any) -> None:
    got = fields_at(dumped_records(run, "오늘 만보 넘게 걸었다 ㅋㅋ 12,340보", "ko"), "activity:steps")
    assert [f["value"] for f in got] == [12340.0]


def test_round_steps_alone_are_kept(run: Any) -> None:
    got = fields_at(dumped_records(run, "오늘 만보 걸었다", "ko"), "activity:steps")
    assert [f["value"] for f in got] == [10000.0]


@pytest.mark.parametrize(("text", "lang", "key"), [
    ("오늘 아침 공복 98 점심 먹고 두시간 후 160 저녁엔 산책 30분", "ko", "activity:walking"),
    ("점심먹고 2시간 뒤 혈당 187 그리고 30분 걸었어", "ko", "activity:walking"),
])
def test_a_time_counted_from_a_meal_is_no_activity_duration(run: Any, text: str, lang: str, key: str) -> None:
    """In a turn of several facts, "두시간 후" dates the glucose reading; the walk lasted 30 minutes."""
    assert [f["value"] for f in fields_at(dumped_records(run, text, lang), key)] == [30.0]
