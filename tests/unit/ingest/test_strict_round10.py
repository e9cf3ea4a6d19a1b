"""Round 10 rules for strict records and Korean RETAIN recall, one test per rule or grammar, English and Korean.
Wording of its own (not the suites'); each positive case fails on main a167d4c, the guards pass on both."""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest

from pia_graph.ingest.hup.records import RejectionCode
from pia_graph.ingest.retain_gate import decide_retain
from pia_graph.ontology import AliasIndex

SAID = "2026-03-11T09:00:00+09:00"  # a Wednesday


def _records(run: Any, text: str, lang: str, said: str = SAID) -> list[tuple[Any, ...]]:
    got = run(text, said, lang)
    return [(r.type, r.coordinate, r.value, r.status, r.date) for r in got.records]


# --- sleep.window: a window longer than a sleep is read on the other half of the clock, or refused ---------------

def test_implausible_window_is_refused_with_a_reason(run: Any) -> None:
    got = run("slept from 4 to 2, wrecked", SAID, "en")
    assert not [r for r in got.records if r.type == "sleep"]  # 04:00 to 02:00 would be 22 hours
    assert [j.code for j in got.rejections] == [RejectionCode.OUT_OF_BOUNDS]


def test_implausible_window_read_on_the_other_half_when_only_one_fits(run: Any) -> None:
    got = run("night shift, slept from 8 to 7:30pm", SAID, "en")
    sleep = [r for r in got.records if r.type == "sleep"]
    assert len(sleep) == 1 and sleep[0].duration_min == 690  # 08:00 to 19:30, not 20:00 to 19:30
    assert sleep[0].start is not None and sleep[0].start.hour == 8


def test_a_night_window_is_unchanged(run: Any) -> None:
    sleep = [r for r in run("slept from 11 to 6:30", SAID, "en").records if r.type == "sleep"]
    assert len(sleep) == 1 and sleep[0].duration_min == 450


# --- numbers: a number that names a stage, grade or type is never a reading -------------------------------------

@pytest.mark.parametrize(("text", "lang", "value"), [
    ("my egfr is 41 now, stage 3b they said", "en", 41),
    ("신장 3기래요 eGFR 41 나왔어", "ko", 41),
])
def test_stage_digit_is_not_an_egfr(run: Any, text: str, lang: str, value: int) -> None:
    egfr = [r.value for r in run(text, SAID, lang).records if r.coordinate == "test:egfr"]
    assert egfr == [value]


# --- allergy: "pollen allergy" names the allergen, whatever drug is said beside it -------------------------------

@pytest.mark.parametrize(("text", "lang"), [
    ("pollen allergy is brutal this week, took a cetirizine", "en"),
    ("꽃가루 알러지 때문에 지르텍 먹음", "ko"),
])
def test_pollen_allergy_beside_an_antihistamine(run: Any, text: str, lang: str) -> None:
    got = _records(run, text, lang)
    assert any(t == "allergy" and c == "substance:pollen" for t, c, *_ in got)
    assert not any(c == "condition:allergic_rhinitis" for _t, c, *_ in got)


# --- dose_status: Korean 맞다 is a shot only beside an injection word ----------------------------------------------

def test_majeum_after_a_pill_confirms_it(run: Any) -> None:
    got = _records(run, "메트포르민 500 맞음", "ko")
    assert not any(t == "medication_intake" and s == "taken" for t, _c, _v, s, _d in got)


def test_majeum_after_insulin_units_is_a_shot(run: Any) -> None:
    got = _records(run, "인슐린 10단위 맞음", "ko")
    assert any(t == "medication_intake" and s == "taken" for t, _c, _v, s, _d in got)


# --- clauses (RETAIN): a Korean reading or statement before what the user asks about it -------------------------

@pytest.mark.parametrize("text", [
    "공복혈당 118 지난주보다 올랐어?",
    "혈압 141/90 평소보다 높은거야?",
    "허리 또 도짐 병원에서 뭐라고 했더라",
    "누나도 고혈압 진단 받았대 유전인가",
])
def test_korean_statement_before_a_question_is_kept(index: AliasIndex, text: str) -> None:
    assert decide_retain(text, "ko", index.match(text, "ko")).retain


@pytest.mark.parametrize("text", [
    "혈압 130 넘으면 위험해?",
    "비타민D 수치 20 아래면 부족한거야?",
    "콜레스테롤 200 맞지?",
])
def test_a_number_inside_the_question_is_not_kept(index: AliasIndex, text: str) -> None:
    assert not decide_retain(text, "ko", index.match(text, "ko")).retain


def test_korean_rating_said_unsure_is_not_a_question(index: AliasIndex) -> None:
    text = "무릎 통증 좀 나아짐 4정도?"
    assert decide_retain(text, "ko", index.match(text, "ko")).retain


# --- symptoms: a denied symptom/condition word is the symptom, denied --------------------------------------------

def test_denied_fever_is_a_negated_symptom(run: Any) -> None:
    got = run("sore throat for 4 days now, no fever", SAID, "en").records
    fever = [r for r in got if r.coordinate.endswith(":fever")]
    assert [(r.type, r.negated) for r in fever] == [("symptom", True)]


# --- listed days: one record per day for intakes and activities ---------------------------------------------------

def test_missed_on_either_day_is_missed_on_both(run: Any) -> None:
    got = _records(run, "didn't take my lisinopril on Monday or Tuesday", "en")
    days = sorted(d for t, _c, _v, s, d in got if t == "medication_intake" and s == "missed")
    assert days == [dt.date(2026, 3, 9), dt.date(2026, 3, 10)]


def test_taken_on_either_day_stays_one(run: Any) -> None:
    got = _records(run, "took my lisinopril on Monday or Tuesday, can't remember", "en")
    assert len([1 for t, *_ in got if t == "medication_intake"]) <= 1


@pytest.mark.parametrize(("text", "lang"), [
    ("swam 20 min on Monday and Tuesday", "en"),
    ("수영 20분 월요일 화요일에 했어", "ko"),
])
def test_activity_on_each_day_listed(run: Any, text: str, lang: str) -> None:
    got = _records(run, text, lang)
    assert sorted(d for t, *_rest, d in got if t == "exercise") == [dt.date(2026, 3, 9), dt.date(2026, 3, 10)]


# --- time of results: an earlier value's time, a visit said after its results, a cause's time --------------------

def test_earlier_value_keeps_its_time(run: Any) -> None:
    got = run("labs were drawn tuesday. LDL 128 (was 141 in january)", SAID, "en").records
    ldl = sorted((r.value, r.date, r.month) for r in got if r.coordinate == "test:ldl_cholesterol")
    assert ldl == [(128, dt.date(2026, 3, 10), None), (141, None, "2026-01")]


def test_results_before_their_visit_take_its_day(run: Any) -> None:
    got = run("HDL 52, LDL 131 at my physical on the 3rd", SAID, "en").records
    days = {r.coordinate: r.date for r in got if r.type == "lab_result"}
    assert days == {"test:hdl_cholesterol": dt.date(2026, 3, 3), "test:ldl_cholesterol": dt.date(2026, 3, 3)}


@pytest.mark.parametrize(("text", "lang"), [
    ("혈압 150/95 어제 야근해서 그런가", "ko"),
    ("bp 150/95 this am, prob bc I worked late yesterday", "en"),
])
def test_the_time_of_a_cause_does_not_date_the_reading(run: Any, text: str, lang: str) -> None:
    got = run(text, SAID, lang).records
    assert {r.date for r in got if r.type == "vital_sign"} == {dt.date(2026, 3, 11)}


def test_a_digit_of_a_name_is_not_a_reading_before_a_question(index: AliasIndex) -> None:
    text = "오메가3 언제 먹는 게 좋아요?"
    assert not decide_retain(text, "ko", index.match(text, "ko")).retain


def test_a_reading_going_on_with_a_connective_keeps_its_verb(run: Any) -> None:
    got = _records(run, "방금 나프록센 250 먹었는데 전에 언제 먹었더라", "ko")
    assert [(t, c, s) for t, c, _v, s, _d in got] == [("medication_intake", "drug:naproxen", "taken")]


@pytest.mark.parametrize(("text", "lang"), [
    ("공복혈당 121 저번달보다 올랐어?", "ko"),
    ("fasting 121, higher than last month", "en"),
])
def test_the_time_compared_with_does_not_date_the_reading(run: Any, text: str, lang: str) -> None:
    got = run(text, SAID, lang).records
    assert [(r.coordinate, r.date) for r in got] == [("test:fasting_glucose", dt.date(2026, 3, 11))]


# --- hup.parts_of_rejected: a reading said as one span is one observation ----------------------------------------

@pytest.mark.parametrize(("text", "lang"), [("BP 400/84 this morning, weight 80 kg", "en"),
                                            ("혈압 300/90 나왔어 몸무게 80kg", "ko")])
def test_a_blood_pressure_whose_systolic_cannot_be_true_is_left_out_whole(run: Any, text: str, lang: str) -> None:
    got = run(text, SAID, lang)
    assert [r.coordinate for r in got.records] == ["body:weight"]  # no diastolic kept on its own
    assert [(j.coordinate, j.code) for j in got.rejections] == [
        ("vital:systolic_bp", RejectionCode.OUT_OF_BOUNDS), ("vital:diastolic_bp", RejectionCode.PART_OF_REJECTED)]
    assert len({(j.span_start, j.span_end) for j in got.rejections}) == 1
