"""Extraction rules of the vitals and labs family, Korean: values, units, bands, the time of a result."""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest

from pia_graph.ingest.hup.records import RejectionCode
from pia_graph.ingest.retain_gate import decide_retain
from pia_graph.ontology import AliasIndex
from tests.unit.ingest.rule_test_helpers import (
    SAID_KST_AM,
    SAID_KST_PM,
    by_coordinate_ko,
    dumped_records,
    fields_at,
    measured_values,
    own_at,
    record_dicts,
    records_of_type,
)
from tests.unit.ingest.strict_helpers import SAID_KO
from tests.unit.ingest.strict_helpers import day as _day
from tests.unit.ingest.strict_helpers import of_type as _of


# rule followup.next_reading: an earlier reading said after the current one, also in the next sentence
@pytest.mark.parametrize(("text", "lang", "coordinate", "values", "month"), [
    ("ldl 96 now!! was 131 in january", "en", "test:ldl_cholesterol", [96.0, 131.0], "2026-01"),
    ("my a1c is 6.1, down from 6.6 in april", "en", "test:hba1c", [6.1, 6.6], "2026-04"),
    ("공복혈당 104 나왔어.. 2월엔 121이었는데", "ko", "test:fasting_glucose", [104.0, 121.0], "2026-02"),
])
def test_an_earlier_reading_after_the_current_one(run: Any, text: str, lang: str, coordinate: str,
                                                  values: list[float], month: str) -> None:
    readings = fields_at(dumped_records(run, text, lang), coordinate)
    assert sorted(r["value"] for r in readings) == sorted(values)
    earlier = next(r for r in readings if r["value"] == values[1])
    assert (earlier.get("month"), earlier.get("date")) == (month, None)  # the month said, before SAID (2026-07)
    assert earlier["rule_id"] in ("followup.next_reading", "measure.term_value")


@pytest.mark.parametrize(("text", "lang"), [("cuff 128/79 hr 64 after coffee", "en"), ("bp 128/79 p 64", "en"),
                                            ("혈압 128/79 맥 64", "ko")])
def test_pulse_after_a_pressure_pair(run: Any, text: str, lang: str) -> None:
    assert ("vital:heart_rate", 64.0, "/min") in measured_values(run, text, lang)


def test_korean_fever_word_before_a_number(run: Any) -> None:
    got = run("아침에 열 38.3 이었는데 저녁엔 37.1", SAID_KST_AM, "ko")
    temps = sorted(round(float(r.value), 1) for r in got.records if r.coordinate == "vital:body_temperature")
    assert temps == [37.1, 38.3]


def test_korean_fever_syllable_inside_a_word_is_no_temperature(run: Any) -> None:
    got = run("열심히 걸었어 36분", SAID_KST_AM, "ko")
    assert not [r for r in got.records if r.coordinate == "vital:body_temperature"]


def test_reading_is_not_dated_on_the_next_check(run: Any) -> None:
    got = run("ALT 65 나왔고 2달뒤에 다시 검사하재", SAID_KST_AM, "ko")
    assert [(r.coordinate, str(r.date)) for r in got.records if r.type == "lab_result"] == [
        ("test:alt", "2026-03-11")]
    assert not got.rejections


@pytest.mark.parametrize(("text", "lang", "expected"), [
    ("공복 5.9mmol/L", "ko", "test:fasting_glucose"),
    ("아침에 잰 혈당 7.1 mmol/L 공복이었음", "ko", "test:fasting_glucose"),
    ("혈당 150 밥 먹은지 얼마나 됐는지 모름", "ko", "test:random_glucose"),
    ("random sugar check 155", "en", "test:random_glucose"),  # a guard: main reads it so too
])
def test_glucose_qualifier(run: Any, text: str, lang: str, expected: str) -> None:
    assert [c for c, *_x in measured_values(run, text, lang)] == [expected]


# extract/corrections.py: a value withdrawn in the same turn makes no record
@pytest.mark.parametrize(("text", "lang", "coordinate", "kept", "gone"), [
    ("pressure was 131/79 not 173/79, fat fingers", "en", "vital:systolic_bp", 131.0, 173.0),
    ("fasting sugar 102 rather than 120", "en", "test:fasting_glucose", 102.0, 120.0),
    ("공복혈당 150이라고 했는데 잘못 봤어요 105예요", "ko", "test:fasting_glucose", 105.0, 150.0),
    ("I said 91 kg this morning but I misread the scale, it was 89.6", "en", "body:weight", 89.6, 91.0),
])
def test_a_withdrawn_value_makes_no_record(run: Any, text: str, lang: str, coordinate: str, kept: float,
                                           gone: float) -> None:
    values = sorted(r["value"] for r in own_at(record_dicts(run, text, lang), coordinate))
    assert values == [kept], (text, values)
    assert gone not in values

# --- numbers: a number that names a stage, grade or type is never a reading -------------------------------------


@pytest.mark.parametrize(("text", "lang", "value"), [
    ("my egfr is 41 now, stage 3b they said", "en", 41),
    ("신장 3기래요 eGFR 41 나왔어", "ko", 41),
])
def test_stage_digit_is_not_an_egfr(run: Any, text: str, lang: str, value: int) -> None:
    egfr = [r.value for r in run(text, SAID_KST_AM, lang).records if r.coordinate == "test:egfr"]
    assert egfr == [value]

# --- time of results: an earlier value's time, a visit said after its results, a cause's time --------------------


@pytest.mark.parametrize(("text", "lang"), [
    ("혈압 150/95 어제 야근해서 그런가", "ko"),
    ("bp 150/95 this am, prob bc I worked late yesterday", "en"),
])
def test_the_time_of_a_cause_does_not_date_the_reading(run: Any, text: str, lang: str) -> None:
    got = run(text, SAID_KST_AM, lang).records
    assert {r.date for r in got if r.type == "vital_sign"} == {dt.date(2026, 3, 11)}


@pytest.mark.parametrize(("text", "lang"), [
    ("공복혈당 121 저번달보다 올랐어?", "ko"),
    ("fasting 121, higher than last month", "en"),
])
def test_the_time_compared_with_does_not_date_the_reading(run: Any, text: str, lang: str) -> None:
    got = run(text, SAID_KST_AM, lang).records
    assert [(r.coordinate, r.date) for r in got] == [("test:fasting_glucose", dt.date(2026, 3, 11))]

# --- hup.parts_of_rejected: a reading said as one span is one observation ----------------------------------------


@pytest.mark.parametrize(("text", "lang"), [("BP 400/84 this morning, weight 80 kg", "en"),
                                            ("혈압 300/90 나왔어 몸무게 80kg", "ko")])
def test_a_blood_pressure_whose_systolic_cannot_be_true_is_left_out_whole(run: Any, text: str, lang: str) -> None:
    got = run(text, SAID_KST_AM, lang)
    assert [r.coordinate for r in got.records] == ["body:weight"]  # no diastolic kept on its own
    assert [(j.coordinate, j.code) for j in got.rejections] == [
        ("vital:systolic_bp", RejectionCode.OUT_OF_BOUNDS), ("vital:diastolic_bp", RejectionCode.PART_OF_REJECTED)]
    assert len({(j.span_start, j.span_end) for j in got.rejections}) == 1

# --- numbers said in words (a voice transcript) ----------------------------------------------------------------


@pytest.mark.parametrize(("text", "lang", "expected"), [
    ("bp one thirty eight over eighty six, pulse seventy one", "en",
     {("vital:systolic_bp", 138.0), ("vital:diastolic_bp", 86.0), ("vital:heart_rate", 71.0)}),
    ("혈압 백이십팔에 칠십구 맥박 육십팔", "ko",
     {("vital:systolic_bp", 128.0), ("vital:diastolic_bp", 79.0), ("vital:heart_rate", 68.0)}),
    ("몸무게 육십사점오 키로", "ko", {("body:weight", 64.5)}),
])
def test_numbers_said_in_words_are_readings(run: Any, text: str, lang: str, expected: set[Any]) -> None:
    got = run(text, SAID_KST_PM, lang).records
    assert {(r.coordinate, r.value) for r in got if r.type in ("vital_sign", "body_measurement")} == expected

# --- values told with a request to keep them ---------------------------------------------------------------------


def test_values_told_with_a_request_to_log_them_are_kept(run: Any, index: AliasIndex) -> None:
    text = "아침 공복혈당 102 몸무게 64.5 적어줘"
    assert decide_retain(text, "ko", index.match(text, "ko")).retain
    assert {r.coordinate for r in run(text, SAID_KST_PM, "ko").records} >= {"test:fasting_glucose", "body:weight"}

# --- Korean ten thousands (만), and counts per microlitre read in the coordinate's unit ------------------------


def test_cell_counts_said_per_microlitre_are_kept_in_the_coordinates_unit(run: Any) -> None:
    labs = by_coordinate_ko(run, "피검사 백혈구 7200 혈소판 18만 적혈구 450만 나왔어요", "lab_result")
    assert (labs["test:wbc"].value, labs["test:wbc"].unit) == (7.2, "10^3/uL")
    assert (labs["test:platelets"].value, labs["test:platelets"].unit) == (180, "10^3/uL")
    assert (labs["test:rbc"].value, labs["test:rbc"].unit) == (4.5, "10^6/uL")


def test_a_cell_count_already_in_thousands_is_left_alone(run: Any) -> None:
    labs = by_coordinate_ko(run, "백혈구 6.8 혈소판 250", "lab_result")  # guard
    assert (labs["test:wbc"].value, labs["test:platelets"].value) == (6.8, 250)

# --- a value set as the condition of a plan, and a Korean wish toward a value -----------------------------------


@pytest.mark.parametrize(("text", "lang", "key"), [
    ("the nurse said to call if my sugar goes over 300 tonight", "en", "test:random_glucose"),
    ("gp will add a statin if my ldl is above 190 next time", "en", "test:ldl_cholesterol"),
    ("혈압 160 넘으면 응급실 가라고 했어요", "ko", "vital:systolic_bp"),
])
def test_a_bound_in_a_conditional_clause_is_no_reading(run: Any, text: str, lang: str, key: str) -> None:
    records = run(text, SAID_KST_PM, lang).records
    assert not [r for r in records if r.coordinate == key and r.type in ("lab_result", "vital_sign")]


def test_a_reading_said_before_the_aim_word_and_its_number_is_kept(run: Any) -> None:
    text = "오늘 체중 82.3kg 목표는 75키로"
    assert by_coordinate_ko(run, text, "body_measurement")["body:weight"].value == pytest.approx(82.3)
    assert by_coordinate_ko(run, text, "goal")["goal:weight"].value == pytest.approx(75)


def test_a_number_after_the_aim_word_alone_is_the_aim(run: Any) -> None:
    assert not by_coordinate_ko(run, "목표 체중 75kg", "body_measurement")  # guard

# --- the current value said beside a goal -------------------------------------------------------------------------


def test_a_number_now_that_is_no_weight_is_no_reading(run: Any) -> None:
    assert not _of(run, "목표 60kg 지금 3kg 더 빼야함", "body_measurement", "ko", SAID_KO)  # guard

# --- Korean 열 with a reading right after it, said alone, is the temperature ----------------------------------------


@pytest.mark.parametrize("text", ["열 38.1도 ㅠ 출근해야 되는데", "열 재보니까 37.8 약간 미열",
                                  "아까 열 101F 였는데 지금은 37.0"])
def test_yeol_with_a_reading_alone_is_the_temperature_not_a_fever(run: Any, text: str) -> None:
    res = run(text, SAID_KO, "ko")
    assert any(r.coordinate == "vital:body_temperature" for r in res.records)
    assert not any(r.coordinate.endswith(":fever") for r in res.records)

# --- Korean: a time said after one reading and before the next is the next one's ------------------------------------


def test_korean_two_readings_each_take_the_time_said_before_them(run: Any) -> None:
    recs = [r for r in run("어제 밤 혈압 147/95 오늘 아침 128/82", SAID_KO, "ko").records
            if r.coordinate == "vital:systolic_bp"]
    assert sorted((r.value, _day(r.date)) for r in recs) == [(128.0, "2026-10-20"), (147.0, "2026-10-19")]

# --- a value after a meal with no glucose word (unit inference `implied_by`) -------------------------------------


@pytest.mark.parametrize(("text", "lang", "value"), [
    ("저녁 식후 142", "ko", 142.0),
    ("아침먹고 2시간 131 나옴", "ko", 131.0),
    ("post-meal 156 tonight", "en", 156.0),
])
def test_a_number_after_a_meal_is_a_post_meal_glucose(run: Any, text: str, lang: str, value: float) -> None:
    found = [r for r in records_of_type(run, text, lang, "lab_result") if r.coordinate == "test:postprandial_glucose"]
    assert [(r.value, r.unit) for r in found] == [(value, "mg/dL")]


def test_a_walk_after_a_meal_is_no_glucose(run: Any) -> None:
    assert not records_of_type(run, "식후 산책 30분 했어", "ko", "lab_result")
