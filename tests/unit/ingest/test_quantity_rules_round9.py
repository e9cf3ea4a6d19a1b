"""Round 9 rules for quantities and regimens on unseen wording, one test per rule or grammar, English and Korean.
Wording of its own (not the suites'); every positive case fails on main 967219f; the guards (an unspecified drug
alone, a history length, "no more" before another word, 열 inside a word, IU kept, a random sugar) pass on both."""

from __future__ import annotations

from typing import Any

import pytest

SAID = "2026-03-11T09:00:00+09:00"


def _meds(run: Any, text: str, lang: str) -> list[tuple[str, str, str | None, Any, str | None]]:
    got = run(text, SAID, lang)
    return sorted((r.type, r.coordinate, r.status, r.value, r.unit) for r in got.records
                  if r.type in ("medication_regimen", "medication_intake"))


@pytest.mark.parametrize(("text", "lang", "stopped", "started", "dose"), [
    ("doc swapped my amlodipine for losartan 50 last week", "en", "drug:amlodipine", "drug:losartan", 50),
    ("replaced the metformin with sitagliptin 100mg", "en", "drug:metformin", "drug:sitagliptin", 100),
    ("로사르탄 끊고 암로디핀 5mg으로 바꿨어요", "ko", "drug:losartan", "drug:amlodipine", 5),
    ("메트포르민 먹다가 시타글립틴 100mg으로 바꿈", "ko", "drug:metformin", "drug:sitagliptin", 100),
])
def test_switch_stops_one_and_starts_the_other(run: Any, text: str, lang: str, stopped: str, started: str,
                                               dose: int) -> None:
    got = _meds(run, text, lang)
    assert ("medication_regimen", stopped, "stopped", None, None) in got
    assert ("medication_regimen", started, "active", dose, "mg") in got


def test_a_dose_after_the_next_drug_is_not_this_drugs(run: Any) -> None:
    got = _meds(run, "리피토 끊고 크레스토 20mg으로 바꿨어", "ko")
    assert ("medication_regimen", "drug:atorvastatin", "stopped", None, None) in got


@pytest.mark.parametrize(("text", "lang", "expected"), [
    ("took 12 units of insulin glargine tonight", "en", ("drug:insulin_glargine", 12, "units")),
    ("란투스 14단위 맞음", "ko", ("drug:insulin_glargine", 14, "units")),
])
def test_units_as_said(run: Any, text: str, lang: str, expected: tuple[str, int, str]) -> None:
    got = _meds(run, text, lang)
    assert [(c, v, u) for _t, c, _s, v, u in got] == [expected]


def test_vitamin_d_iu_keeps_iu(run: Any) -> None:
    got = _meds(run, "started vitamin d3 2000 IU daily", "en")
    assert [(v, u) for *_x, v, u in got] == [(2000, "IU")]


@pytest.mark.parametrize(("text", "lang", "dose"), [
    ("took my bedtime insulin, 10 units lantus", "en", 10),
    ("인슐린 투제오 20단위 맞았어", "ko", 20),
])
def test_unspecified_drug_yields_to_its_named_member(run: Any, text: str, lang: str, dose: int) -> None:
    got = _meds(run, text, lang)
    assert got == [("medication_intake", "drug:insulin_glargine", "taken", dose, "units")]


def test_unspecified_drug_alone_stays(run: Any) -> None:
    got = _meds(run, "took my insulin after dinner", "en")
    assert [c for _t, c, *_x in got] == ["drug:insulin"]


def test_course_length_right_after_the_dose(run: Any) -> None:
    got = run("amoxicillin 500mg for 7 days, started today", SAID, "en")
    reg = [r for r in got.records if r.type == "medication_regimen"]
    assert [(r.coordinate, str(r.start), str(r.expected_end)) for r in reg] == [
        ("drug:amoxicillin", "2026-03-11", "2026-03-17")]


def test_history_length_is_no_course(run: Any) -> None:
    got = run("been on prednisolone 10mg for 5 days", SAID, "en")
    assert all(r.expected_end is None for r in got.records if r.type == "medication_regimen")


@pytest.mark.parametrize(("text", "status"), [
    ("아목시실린 저녁에 거름", "missed"),
    ("이부프로펜 먹고 두통 좀 나아짐", "taken"),
    ("허리 통증 많이 좋아졌어요 이부프로펜 먹고", "taken"),
])
def test_korean_dose_status_wording(run: Any, text: str, status: str) -> None:
    got = _meds(run, text, "ko")
    assert [(t, s) for t, _c, s, *_x in got] == [("medication_intake", status)]


@pytest.mark.parametrize("text", ["씬지로이드 75마이크로그램 먹는중", "로사르탄 50mg 다음주부터"])
def test_korean_regimen_wording(run: Any, text: str) -> None:
    got = _meds(run, text, "ko")
    assert [(t, s) for t, _c, s, *_x in got] == [("medication_regimen", "active")]


@pytest.mark.parametrize(("text", "lang"), [("no more omeprazole for me, finished the box", "en"),
                                            ("오메프라졸 끊은지 2주 됐어", "ko")])
def test_stop_wording(run: Any, text: str, lang: str) -> None:
    got = _meds(run, text, lang)
    assert [(c, s) for _t, c, s, *_x in got] == [("drug:omeprazole", "stopped")]


def test_no_more_before_another_word_stops_nothing(run: Any) -> None:
    got = _meds(run, "no more migraines since I started propranolol", "en")
    assert [s for _t, _c, s, *_x in got] == ["active"]


def test_a_start_said_as_one_wins_over_an_earlier_day(run: Any) -> None:
    got = run("오늘 병원에서 당뇨 진단 받음 메트포르민 500mg 모레부터", SAID, "ko")
    assert [str(r.start) for r in got.records if r.type == "medication_regimen"] == ["2026-03-13"]


def test_regimen_then_todays_dose(run: Any) -> None:
    got = _meds(run, "메트포르민 500mg 매일 먹는중인데 오늘 아침에도 먹었어", "ko")
    assert ("medication_intake", "drug:metformin", "taken", 500, "mg") in got
    assert ("medication_regimen", "drug:metformin", "active", 500, "mg") in got


def test_count_of_doses_taken(run: Any) -> None:
    got = _meds(run, "오늘 메트포르민 1000 아침저녁 두번 먹음", "ko")
    assert got == [("medication_intake", "drug:metformin", "taken", 1000, "mg")] * 2


def test_strength_of_before_the_drug(run: Any) -> None:
    got = _meds(run, "took 200 of ibuprofen at noon", "en")
    assert got == [("medication_intake", "drug:ibuprofen", "taken", 200, "mg")]


def _values(run: Any, text: str, lang: str) -> list[tuple[str, Any, str | None]]:
    got = run(text, SAID, lang)
    return sorted((r.coordinate, round(r.value, 1) if isinstance(r.value, float) else r.value, r.unit)
                  for r in got.records if r.type in ("vital_sign", "lab_result", "goal"))


@pytest.mark.parametrize(("text", "lang"), [("cuff 128/79 hr 64 after coffee", "en"), ("bp 128/79 p 64", "en"),
                                            ("혈압 128/79 맥 64", "ko")])
def test_pulse_after_a_pressure_pair(run: Any, text: str, lang: str) -> None:
    assert ("vital:heart_rate", 64.0, "/min") in _values(run, text, lang)


def test_korean_fever_word_before_a_number(run: Any) -> None:
    got = run("아침에 열 38.3 이었는데 저녁엔 37.1", SAID, "ko")
    temps = sorted(round(float(r.value), 1) for r in got.records if r.coordinate == "vital:body_temperature")
    assert temps == [37.1, 38.3]


def test_korean_fever_syllable_inside_a_word_is_no_temperature(run: Any) -> None:
    got = run("열심히 걸었어 36분", SAID, "ko")
    assert not [r for r in got.records if r.coordinate == "vital:body_temperature"]


@pytest.mark.parametrize(("text", "expected"), [
    ("당화혈색소 목표 7 이하", ("goal:glucose", 7.0, "%")),
    ("공복혈당 목표 110 미만으로", ("goal:glucose", 110.0, "mg/dL")),
    ("목표는 매일 40분 걷기", ("goal:exercise", 40.0, "min")),
])
def test_goal_values(run: Any, text: str, expected: tuple[str, float, str]) -> None:
    assert _values(run, text, "ko") == [expected]


def test_reading_is_not_dated_on_the_next_check(run: Any) -> None:
    got = run("ALT 65 나왔고 2달뒤에 다시 검사하재", SAID, "ko")
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
    assert [c for c, *_x in _values(run, text, lang)] == [expected]


def test_hours_after_a_meal_is_the_wait_and_the_next_reading_keeps_its_own_qualifier(run: Any) -> None:
    got = _values(run, "sugar 1hr after dinner: 172. random one before bed was 133", "en")
    assert got == [("test:postprandial_glucose", 172.0, "mg/dL"), ("test:random_glucose", 133.0, "mg/dL")]
