"""Korean told the way users type or dictate it (issue 12, session 45): a drug stopped in a later clause with the
object dropped, or told to be stopped (``drug_stop.stopped_later``, ``med_cues.STOP``); a holiday said with
전에 / 앞두고 / 연휴 when the coming one is near (``temporal/holidays.py``); numbers said in Hangul and the
않 misspelling of 안 in a missed dose."""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest

from pia_graph.temporal import resolve_in_text

SAID = "2026-06-15T20:00:00+09:00"


def _of(run: Any, text: str, coordinate: str, said: str = SAID) -> list[Any]:
    return [r for r in run(text, said, "ko").records if r.coordinate == coordinate]


# --- a drug stopped later in its sentence, or told to be stopped -------------------------------------------------

@pytest.mark.parametrize(("text", "drug"), [
    ("졸피뎀 5mg 먹고 있었는데 이번달부터 끊었어요", "drug:zolpidem"),
    ("자디앙 먹고 요로감염 와서 의사가 중단하자고 했어요", "drug:empagliflozin"),
    ("부정맥 때문에 메토프롤롤 먹다가 오늘부로 끊으래요", "drug:metoprolol"),
    ("프레드니솔론 30mg 5일치 다 먹고 끝났어요", "drug:prednisolone"),
    ("혈압약 바꿨어요 암로디핀 먹다가 다리가 부어서 로사르탄 50으로", "drug:amlodipine"),
])
def test_a_drug_stopped_with_its_object_dropped(run: Any, text: str, drug: str) -> None:
    got = _of(run, text, drug)
    assert got and all(r.type == "medication_regimen" and r.status == "stopped" for r in got)


def test_a_substance_stopped_later_is_not_the_drug(run: Any) -> None:
    got = _of(run, "메트포르민 먹고 있는데 담배 끊었어요", "drug:metformin")
    assert [r.status for r in got] == ["active"]


# --- misspelt negation and Hangul numbers, as typed or dictated ----------------------------------------------------

def test_the_an_misspelt_as_anh_is_a_missed_dose(run: Any) -> None:
    got = _of(run, "어제 메트포르민 않먹었어", "drug:metformin")
    assert [(r.type, r.status) for r in got] == [("medication_intake", "missed")]


@pytest.mark.parametrize(("text", "values"), [
    ("공복혈당 백사 나왔어", {104.0}),
    ("혈압 백이십팔에 팔십이", {128.0, 82.0}),
])
def test_numbers_said_in_hangul(run: Any, text: str, values: set[float]) -> None:
    assert {r.value for r in run(text, SAID, "ko").records} == values


# --- holidays: before the coming one, in its 연휴 now ----------------------------------------------------------------

def _dates(text: str, said: str) -> list[Any]:
    return [(r.rule_id, r.date) for r in resolve_in_text(text, dt.datetime.fromisoformat(said), "ko")]


@pytest.mark.parametrize("text", ["추석 앞두고 미리 독감주사 맞았어요", "추석 전에 건강검진 받았어요"])
def test_before_a_near_holiday_is_no_day_of_last_year(text: str) -> None:
    got = _dates(text, "2026-09-06T16:45:00+09:00")  # 추석 2026-09-25
    assert all(rule != "ko.holiday" for rule, _d in got)


def test_in_the_holiday_now(run: Any) -> None:
    assert all(rule != "ko.holiday" for rule, _d in _dates("어린이날 연휴라 푹 잤어요", "2026-05-04T08:10:00+09:00"))


def test_a_holiday_said_bare_is_the_last_one() -> None:
    assert _dates("추석에 과식했어", "2026-09-06T16:45:00+09:00") == [("ko.holiday", dt.date(2025, 10, 6))]
    assert _dates("설날 연휴 전에 독감주사", "2027-01-10T09:00:00+09:00")[0][0] != "ko.holiday"  # 설 2027-02-07


# --- 유산균 (probiotics) and 유산소 (aerobic) hold 유산 (a miscarriage) ---------------------------------------------

@pytest.mark.parametrize("text", ["아침에 유산균이랑 비타민 먹었어", "오늘 유산소 운동 30분 했어요"])
def test_probiotics_and_aerobics_end_no_pregnancy(run: Any, text: str) -> None:
    assert not [r for r in run(text, SAID, "ko").records if r.type == "pregnancy_status"]


def test_a_miscarriage_ends_a_pregnancy(run: Any) -> None:
    got = run("지난달에 유산했어요", SAID, "ko").records
    assert [r.status for r in got if r.type == "pregnancy_status"] == ["ended"]
