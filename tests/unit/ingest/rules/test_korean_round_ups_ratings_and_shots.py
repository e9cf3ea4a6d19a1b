"""Korean on unseen wording (session 50, ko50): a weekday label opening each clause of a one-line round-up dates its
clause; a device's day said with a colon dates the night's window after it; a rating said after the symptom's
predicate ending (허리 아파요 7, 배아픈건 2정도로); a fever told over in the note ending (열 내림); a dose in
units then 맞고 is a shot given; numbers typed in a hurry (1o5, 12 8/84); a food eaten, then the glucose measured
a few words on, is after a meal. Sentences of their own."""

from __future__ import annotations

import datetime as dt
from typing import Any

from pia_graph.ingest.analysed_text import analysed_form
from pia_graph.ingest.extract.day_labels import CLAUSE_RULE, label_days
from pia_graph.ingest.ko_typing import typing_slips_fixed
from tests.unit.ingest.rule_test_helpers import dumped_records, fields_at

SAT = "2026-05-16T21:00:00+09:00"  # a Saturday evening in Seoul


def _records(run: Any, text: str, said: str = SAT) -> list[tuple[str, str, dict[str, Any]]]:
    return dumped_records(run, analysed_form(text), "ko", said=said)


def _dates(run: Any, text: str, coordinate: str) -> list[str]:
    return sorted(str(f.get("date")) for f in fields_at(_records(run, text), coordinate))


# --- the clause labels of a one-line round-up -------------------------------------------------------------------

def test_each_clause_of_a_korean_round_up_takes_its_weekday(run: Any) -> None:
    text = "이번주 요약: 화 혈압 126/79, 목 수영 40분, 금 허리 아픔 5"
    assert _dates(run, text, "vital:systolic_bp") == ["2026-05-12"]
    assert _dates(run, text, "activity:swimming") == ["2026-05-14"]
    assert _dates(run, text, "symptom:back_pain") == ["2026-05-15"]


def test_one_label_or_a_label_not_opening_a_clause_is_no_day() -> None:
    said = dt.datetime.fromisoformat(SAT)
    assert label_days("오늘 일 끝나고 헬스 1시간", "ko", said, []) == []
    assert label_days("할 수 있는 만큼 걸었어, 월 목표는 20만보", "ko", said, []) == []
    two = label_days("정리: 월 걷기 30분, 수 공복 101", "ko", said, [])
    assert [(r.rule_id, r.date) for r in two] == [(CLAUSE_RULE, dt.date(2026, 5, 11)),
                                                   (CLAUSE_RULE, dt.date(2026, 5, 13))]


# --- a device's day with a colon --------------------------------------------------------------------------------

def test_a_devices_day_with_a_colon_dates_the_night_after_it(run: Any) -> None:
    [night] = fields_at(_records(run, "갤럭시워치 그저께꺼: 수면 23:50~06:10, 걸음 6,400"), "sleep:night")
    assert (night["start"].isoformat(), night["end"].isoformat()) == ("2026-05-13T23:50:00+09:00",
                                                                      "2026-05-14T06:10:00+09:00")
    [plain] = fields_at(_records(run, "어제 12시에 자서 7시에 일어남"), "sleep:night")
    assert plain["end"].isoformat() == "2026-05-16T07:00:00+09:00"


# --- ratings after the predicate's ending -----------------------------------------------------------------------

def test_a_rating_after_the_symptoms_ending_is_its_severity(run: Any) -> None:
    [back] = fields_at(_records(run, "이사짐 나르느라 허리 아파요 6"), "symptom:back_pain")
    assert back["value"] == 6
    [belly] = fields_at(_records(run, "어제부터 배아픈건 3정도로 좀 나아졌어요"), "symptom:abdominal_pain")
    assert belly["value"] == 3


def test_a_count_after_the_symptom_is_no_rating(run: Any) -> None:
    [head] = fields_at(_records(run, "머리 아파서 2 번 깼어"), "symptom:headache")
    assert "value" not in head or head["value"] is None


# --- a fever told over ------------------------------------------------------------------------------------------

def test_a_fever_told_over_in_the_note_ending_is_resolved(run: Any) -> None:
    [fever] = fields_at(_records(run, "사흘 앓다가 오늘 드디어 열 내림 36.9"), "symptom:fever")
    assert fever["status"] == "resolved"


# --- a shot said with 맞고 --------------------------------------------------------------------------------------

def test_units_then_matgo_is_a_shot_given(run: Any) -> None:
    [shot] = fields_at(_records(run, "저녁에 트레시바 12단위 맞고 산책함"), "drug:insulin_degludec")
    assert shot["status"] == "taken" and shot["value"] == 12
    got = _records(run, "다음주부터 트레시바 12단위 맞고 혈당 보재요")
    assert not [f for t, c, f in got if t == "medication_intake"]


# --- numbers typed in a hurry -----------------------------------------------------------------------------------

def test_a_letter_o_between_digits_and_a_split_systolic_are_read_as_meant() -> None:
    assert typing_slips_fixed("공복 1o5 혈압 12 8/84") == "공복 105 혈압  128/84"
    assert typing_slips_fixed("오늘 12 5번 버스") == "오늘 12 5번 버스"
    assert typing_slips_fixed("혈압 128/84") == "혈압 128/84"


def test_a_split_pressure_is_one_reading(run: Any) -> None:
    got = _records(run, "아침 혈압 13 1/86")
    assert [f["value"] for f in fields_at(got, "vital:systolic_bp")] == [131]


# --- a food eaten, then the glucose -----------------------------------------------------------------------------

def test_a_food_eaten_then_the_glucose_measured_is_after_a_meal(run: Any) -> None:
    got = _records(run, "빙수 하나 다 먹고 한참 있다가 혈당 재보니 201")
    assert [f["value"] for f in fields_at(got, "test:postprandial_glucose")] == [201]
    pill = _records(run, "약 먹고 혈당 재보니 133")
    assert not fields_at(pill, "test:postprandial_glucose")


# --- weekdays listed for one thing done on each -----------------------------------------------------------------

def test_weekdays_listed_in_order_give_one_record_a_day(run: Any) -> None:
    assert _dates(run, "이번주 화 목 토 요가 50분씩 했어요", "activity:yoga") == ["2026-05-12", "2026-05-14",
                                                                            "2026-05-16"]


def test_weekdays_out_of_order_are_no_list() -> None:
    said = dt.datetime.fromisoformat(SAT)
    assert label_days("일월 헬스", "ko", said, []) == []

