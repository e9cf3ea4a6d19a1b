"""Record fields that the strict measure checks (round 6): one test per mechanism, wording of its own."""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest

from pia_graph.ingest.extract.dose_status import dose_status
from pia_graph.ingest.extract.numbers import Quantity
from pia_graph.ingest.extract.sleep_exercise import precise_count
from pia_graph.ingest.extract.timing import expected_day
from pia_graph.ingest.hup import Extraction
from pia_graph.ontology import Dictionary

SAID = "2026-07-16T19:00:00+00:00"  # a Thursday


def _recs(run: Any, text: str, lang: str = "en", said: str = SAID) -> list[dict[str, Any]]:
    got: Extraction = run(text, said, lang)
    return [r.model_dump() for r in got.records]


def _of(records: list[dict[str, Any]], coordinate: str, rtype: str | None = None) -> list[dict[str, Any]]:
    return [r for r in records if r["coordinate"] == coordinate and (rtype is None or r["type"] == rtype)]


# listed_times.listed_days: a dose missed on each day of a list is one intake per day
@pytest.mark.parametrize(("text", "lang", "drug", "days"), [
    ("didn't take my lisinopril monday and tuesday", "en", "drug:lisinopril", ["2026-07-13", "2026-07-14"]),
    ("skipped the metformin yesterday and the day before", "en", "drug:metformin", ["2026-07-14", "2026-07-15"]),
    ("missed my rosuvastatin last night and the night before", "en", "drug:rosuvastatin",
     ["2026-07-14", "2026-07-15"]),
    ("그저께랑 어제 메트포르민 못 먹었어", "ko", "drug:metformin", ["2026-07-14", "2026-07-15"]),
])
def test_one_intake_per_listed_day(run: Any, text: str, lang: str, drug: str, days: list[str]) -> None:
    intakes = [r for r in _recs(run, text, lang) if r["type"] == "medication_intake"]
    got = sorted(str(r["date"]) for r in intakes if r["coordinate"] == drug)
    assert got == days
    assert all(r["status"] == "missed" and r["rule_id"] and r["span"] for r in intakes)


def test_one_day_said_is_one_intake(run: Any) -> None:
    intakes = [r for r in _recs(run, "forgot my metformin yesterday") if r["type"] == "medication_intake"]
    assert [str(r["date"]) for r in intakes] == ["2026-07-15"]


# listed_times.listed_years: a history item followed by bare years happened once in each
def test_one_surgery_per_listed_year(run: Any) -> None:
    got = _of(_recs(run, "I had two caesareans, 2012 and 2016"), "procedure:cesarean_section", "surgery")
    assert sorted(str(r["year"]) for r in got) == ["2012", "2016"]


def test_a_future_year_in_the_list_lists_nothing(run: Any) -> None:
    got = _of(_recs(run, "knee arthroscopy 2019 and 2031"), "procedure:knee_arthroscopy", "surgery")
    assert len(got) <= 1


# listed_times.item_weekday: a reading whose list item is led by a day of the week
def test_a_list_of_readings_led_by_weekdays(run: Any) -> None:
    got = _of(_recs(run, "bp this week: mon 131/84, wed 127/80, today 122/79"), "vital:systolic_bp")
    assert sorted((str(r["date"]), r["value"]) for r in got) == \
        [("2026-07-13", 131.0), ("2026-07-15", 127.0), ("2026-07-16", 122.0)]


# sleep_exercise.precise_count: a step count said round and exact
def test_precise_count_prefers_the_exact_figure() -> None:
    round_, exact = Quantity(10000, "steps", 0, 2, "만보"), Quantity(10873, "steps", 8, 14, "10873보")
    assert precise_count([round_, exact]) is exact
    assert precise_count([exact, round_]) is exact
    assert precise_count([Quantity(8000, "steps", 0, 4, "8000"), Quantity(9000, "steps", 6, 9, "9k")]).value == 8000


def test_steps_said_twice_keep_the_exact_count(run: Any) -> None:
    got = _of(_recs(run, "오늘 만보 넘었다 정확히 10873보", "ko"), "activity:steps")
    assert [r["value"] for r in got] == [10873.0]


# distance_in_time._DISTANCE_IN_TIME: hours and minutes
def test_a_distance_in_hours_and_minutes(run: Any) -> None:
    got = _of(_recs(run, "marathon done: 42.2 km in 3 hours 41 min"), "activity:running")
    assert [r["duration_min"] for r in got] == [221.0]


@pytest.mark.parametrize(("text", "minutes"), [
    ("pb!! 8 km in 44:10", 44.17),  # mm:ss: minutes and seconds (x9, x11, x14 gold keep the seconds)
    ("pb!! 42 km in 3:05", 185.0),  # h:mm: 3 minutes for 42 km is faster than anyone moves
])
def test_a_clock_time_is_hours_when_minutes_are_impossible(run: Any, text: str, minutes: float) -> None:
    got = [r for r in _recs(run, text) if r["type"] == "exercise"]
    assert [r["duration_min"] for r in got] == [minutes]


# med_doses.times_pills: a strength and a pill count
@pytest.mark.parametrize(("text", "lang", "drug", "value"), [
    ("아테놀올 50 반알로 줄였어요", "ko", "drug:atenolol", 25.0),
    ("부루펜 200 두알 먹음", "ko", "drug:ibuprofen", 400.0),
    ("took half a 50mg sertraline tonight", "en", "drug:sertraline", 25.0),
    ("took 2 aleve 220mg", "en", "drug:naproxen", 440.0),
    ("took my sertraline 50mg", "en", "drug:sertraline", 50.0),
])
def test_strength_times_pills(run: Any, text: str, lang: str, drug: str, value: float) -> None:
    got = _of(_recs(run, text, lang), drug)
    assert [r["value"] for r in got] == [value]


# dose_status: a dose missed, then taken late, is taken (one source for named and unnamed drugs)
def test_missed_then_taken_late(dictionary: Dictionary) -> None:
    assert dose_status(dictionary, "ko", "저녁약 깜빡했다가 방금 먹었어") == "taken"
    assert dose_status(dictionary, "en", "forgot my pill this morning, then remembered and took it") == "taken"
    assert dose_status(dictionary, "en", "haven't taken my metformin today") == "missed"
    assert dose_status(dictionary, "ko", "혈압약 깜빡했어") == "missed"
    assert dose_status(dictionary, "en", "forgot it, then went to bed") == "missed"


def test_missed_then_taken_late_named_drug(run: Any) -> None:
    got = _of(_recs(run, "아침에 메트포르민 까먹었다가 점심에 먹음", "ko"), "drug:metformin", "medication_intake")
    assert [r["status"] for r in got] == ["taken"]


# profile.expected_day: a due date without a year is the next such day
def test_expected_day() -> None:
    today = dt.date(2026, 8, 10)
    assert expected_day(dt.date(2026, 2, 3), "3 February", today) == dt.date(2027, 2, 3)
    assert expected_day(dt.date(2026, 2, 3), "Feb 3 2026", today) == dt.date(2026, 2, 3)
    assert expected_day(dt.date(2026, 9, 3), "Sept 3", today) == dt.date(2026, 9, 3)


def test_a_due_date_without_a_year_lies_ahead(run: Any) -> None:
    got = _of(_recs(run, "pregnant! due 2 March", said="2026-09-01T10:00:00+00:00"), "profile:pregnancy")
    assert [str(r["expected_end"]) for r in got] == ["2027-03-02"]


# profile habits: non smoker (spaced), the odd glass, Korean 술 담배 안 해요
@pytest.mark.parametrize(("text", "lang", "smoking", "alcohol"), [
    ("non smoker, I have the odd beer", "en", "never", "occasional"),
    ("담배 술 둘 다 안 해요", "ko", "never", "none"),
    ("담배는 끊었고 술은 안 해요", "ko", "former", "none"),
])
def test_habits(run: Any, text: str, lang: str, smoking: str, alcohol: str) -> None:
    recs = _recs(run, text, lang)
    assert [r["value"] for r in _of(recs, "profile:smoking")] == [smoking]
    assert [r["value"] for r in _of(recs, "profile:alcohol")] == [alcohol]


# dictionary reports_as: a narrower symptom is reported under its core coordinate
@pytest.mark.parametrize(("text", "lang", "coordinate"), [
    ("bad period pain today", "en", "symptom:abdominal_pain"),
    ("다리에 두드러기 올라왔어", "ko", "symptom:rash"),
])
def test_narrow_symptoms_report_under_core(run: Any, text: str, lang: str, coordinate: str) -> None:
    got = [r for r in _recs(run, text, lang) if r["type"] == "symptom"]
    assert [r["coordinate"] for r in got] == [coordinate]
    assert got[0]["note"]  # the narrower term's name is kept


# symptom_reasons.is_reason: a reason with an adjective beside a drug changed
def test_reason_for_a_switch_is_not_an_episode(run: Any) -> None:
    recs = _recs(run, "GP moved me off ramipril onto candesartan because of the tickly cough")
    assert not [r for r in recs if r["type"] == "symptom"]
    assert [r for r in _recs(run, "tickly cough since monday") if r["type"] == "symptom"]
