"""Korean said in ways fresh text brings (session 44, ko44): American units in Korean (5피트 7인치, a fever of 101도),
blood pressure said by its upper and lower number (위가 118 아래가 76), 열 before a fever's reading, a list of
drugs and doses told by one predicate, doses missed over a span of days or on days listed in a later clause, minutes
said in Sino-Korean words (여섯시 사십분), a goal weight said bare (목표체중 58) and a drink only the dictionary names
(소맥 다섯잔). Sentences of their own."""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest

from pia_graph.ingest.analysed_text import analysed_form
from pia_graph.ingest.extract.listed_times import days_of_span
from pia_graph.ingest.extract.numbers import find_quantities
from pia_graph.ontology import AliasIndex, Dictionary
from tests.unit.ingest.rule_test_helpers import dumped_records, fields_at

SAID = "2026-07-17T20:00:00+09:00"  # a Friday


def _records(run: Any, text: str) -> list[tuple[str, str, dict[str, Any]]]:
    return dumped_records(run, analysed_form(text), "ko", said=SAID)


def _coords(run: Any, text: str) -> set[str]:
    return {c for _t, c, _f in _records(run, text)}


@pytest.mark.parametrize(("text", "cm"), [("키는 5피트 4인치에요", 162.56), ("오늘 재보니 5피트 7인치", 170.18)])
def test_feet_and_inches_said_in_korean_are_a_height(run: Any, text: str, cm: float) -> None:
    assert [f["value"] for f in fields_at(_records(run, text), "profile:height")] == [cm]


def test_a_korean_degree_in_the_body_range_of_fahrenheit_is_fahrenheit(run: Any) -> None:
    got = _records(run, "오늘 아침엔 열이 101도 (미국이라 화씨)")
    assert [round(f["value"], 1) for f in fields_at(got, "vital:body_temperature")] == [38.3]
    assert fields_at(got, "symptom:fever")


def test_a_celsius_degree_stays_celsius() -> None:
    assert [(q.value, q.unit) for q in find_quantities("열이 38.5도", "ko")] == [(38.5, "Cel")]


@pytest.mark.parametrize("text", ["혈압 재봤는데 위가 118 아래가 76", "혈압 수축기 118 이완기 76 나왔어요"])
def test_blood_pressure_said_by_its_upper_and_lower_number(run: Any, text: str) -> None:
    got = _records(run, text)
    assert [f["value"] for f in fields_at(got, "vital:systolic_bp")] == [118.0]
    assert [f["value"] for f in fields_at(got, "vital:diastolic_bp")] == [76.0]


@pytest.mark.parametrize("text", ["열이 38.4도예요 목도 아프고", "열이 39도까지 올라갔어요", "열이 38.6 몸살기"])
def test_the_fever_word_before_a_fevers_reading_is_the_fever(run: Any, text: str) -> None:
    assert "symptom:fever" in _coords(run, text)


@pytest.mark.parametrize("text", ["체온 38.2도 나왔어요", "열이 37.2도"])
def test_a_temperature_without_the_fever_word_or_below_fever_is_no_fever(run: Any, text: str) -> None:
    assert "symptom:fever" not in _coords(run, text)


@pytest.mark.parametrize(("text", "kind", "keys"), [
    ("메트포르민 1000, 로사르탄 50 먹어요", "medication_regimen", {"drug:metformin", "drug:losartan"}),
    ("요즘 먹는 약 정리하면 아침에 메트포르민 1000, 로사르탄 50, 자기전에 아토르바스타틴 20이요", "medication_regimen",
     {"drug:metformin", "drug:losartan", "drug:atorvastatin"}),
    ("아까 메트포르민 500, 로사르탄 50 먹었어", "medication_intake", {"drug:metformin", "drug:losartan"}),
])
def test_a_list_of_drugs_and_doses_is_read_by_its_one_predicate(run: Any, text: str, kind: str,
                                                                 keys: set[str]) -> None:
    got = _records(run, text)
    assert {c for t, c, _f in got if t == kind} == keys
    assert {c: f["value"] for t, c, f in got if c == "drug:losartan"} == {"drug:losartan": 50.0}


def test_a_drug_beside_a_reading_is_no_list_item(run: Any) -> None:
    assert not {c for _t, c, _f in _records(run, "메트포르민 500, 혈당 140 나왔어") if c.startswith("drug:")}


@pytest.mark.parametrize("text", ["이번주 화요일부터 목요일까지 암로디핀 3일 연속 빼먹었어요",
                                  "missed my amlodipine tuesday through thursday"])
def test_a_dose_missed_over_a_span_of_days_is_missed_each_day(run: Any, text: str) -> None:
    got = run(text, SAID, "en" if text.isascii() else "ko").records
    assert sorted(str(r.date) for r in got if r.type == "medication_intake" and r.status == "missed") == \
        ["2026-07-14", "2026-07-15", "2026-07-16"]


def test_days_listed_in_the_clause_after_the_regimen_each_miss_a_dose(run: Any) -> None:
    got = run("혈압약 로사르탄 50 먹는데 이번주 월요일이랑 화요일 두번 까먹었어요", SAID, "ko").records
    assert sorted(str(r.date) for r in got if r.type == "medication_intake" and r.status == "missed") == \
        ["2026-07-13", "2026-07-14"]


def test_only_a_short_closed_span_of_whole_days_said_by_its_ends_is_split() -> None:
    d, rng = dt.date(2026, 7, 14), "ko.range/ko.on_weekday/ko.on_weekday"
    assert days_of_span({"start": d, "end": d + dt.timedelta(days=2), "time_rule": rng}) == \
        [d, d + dt.timedelta(days=1), d + dt.timedelta(days=2)]
    assert days_of_span({"start": d, "end": d + dt.timedelta(days=2), "time_rule": "ko.nth_day"}) == []  # 3일째
    assert days_of_span({"start": d, "time_rule": rng}) == []
    assert days_of_span({"start": d, "end": d + dt.timedelta(days=30), "time_rule": rng}) == []
    assert days_of_span({"start": dt.datetime(2026, 7, 14, 23), "end": dt.datetime(2026, 7, 15, 7),
                         "time_rule": rng}) == []


def test_a_dose_on_the_third_day_of_a_headache_is_one_dose(run: Any) -> None:
    got = run("두통 3일째에요ㅠ 타이레놀 하나 먹었어요", SAID, "ko").records
    assert [str(r.date) for r in got if r.type == "medication_intake"] == ["2026-07-17"]  # today's, no span


def test_minutes_said_in_sino_korean_words(run: Any) -> None:
    got = fields_at(_records(run, "어젯밤 열한시 반 취침 여섯시 사십분 기상"), "sleep:night")
    assert [(f["start"].hour, f["start"].minute, f["end"].hour, f["end"].minute) for f in got] == [(23, 30, 6, 40)]


@pytest.mark.parametrize(("text", "kg"), [("오늘부터 다이어트 시작!! 목표체중 58", 58.0), ("목표 몸무게는 65", 65.0)])
def test_a_korean_goal_weight_said_bare_is_in_kg(run: Any, text: str, kg: float) -> None:
    assert [(f["value"], f["unit"]) for f in fields_at(_records(run, text), "goal:weight")] == [(kg, "kg")]


@pytest.mark.parametrize(("text", "drinks"), [("어제 저녁에 삼겹살에 소맥 다섯잔.. 오늘 속이 안좋네요", 5.0),
                                              ("오늘 회식 소맥 6잔 마심", 6.0), ("어제 회식에서 폭탄주 3잔", 3.0)])
def test_a_korean_drink_named_by_the_dictionary_is_alcohol(run: Any, text: str, drinks: float) -> None:
    assert [f["value"] for f in fields_at(_records(run, text), "substance:alcohol")] == [drinks]


def test_wheat_flour_is_no_drink(run: Any) -> None:
    assert not fields_at(_records(run, "밀가루 소맥분 알레르기 있어요"), "substance:alcohol")


def test_a_korean_value_told_before_a_request_is_kept(index: AliasIndex, dictionary: Dictionary) -> None:
    """The told clause holds the records, the request clause none: kept with its records (retain_for_records)."""
    from pia_graph.ingest.turn_flow import offline_turn

    at = dt.datetime.fromisoformat(SAID)
    told = "오늘 재보니 5피트 7인치, 165lb 나왔어요 ㅋㅋ 한국 단위로 바꿔주세요"
    got = offline_turn(told, at, "ko", index, dictionary, {"active_regimens": []})
    assert got["retain"] and {r["coordinate"] for r in got["records"]} == {"profile:height", "body:weight"}
    asked = offline_turn("오늘 저녁 메뉴 추천좀", at, "ko", index, dictionary, {"active_regimens": []})
    assert not asked["retain"]
