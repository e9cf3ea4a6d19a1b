"""English round-ups and device days (issue 12, en49): a weekday label opening each clause of a one-line round-up
dates its clause; a night's window after a device's day ends on that day; readings beside an earlier value or said
as now; a rating said apart from its symptom; a symptom asked and answered no; a strength said before the drug."""

from __future__ import annotations

import datetime as dt
from typing import Any

from pia_graph.ingest.extract.day_labels import CLAUSE_RULE, label_days

THU = "2026-02-26T20:00:00-05:00"  # a Thursday evening
SUN = "2026-09-20T20:30:00-04:00"  # a Sunday evening


def _records(run: Any, text: str, said: str) -> list[tuple[str, str, Any]]:
    got = run(text, said, "en")
    return [(r.type, r.coordinate, r.date.isoformat() if r.date else None) for r in got.records]


def _night(run: Any, text: str, said: str) -> tuple[str, str]:
    [sleep] = [r for r in run(text, said, "en").records if r.type == "sleep"]
    return sleep.start.isoformat(), sleep.end.isoformat()


# --- the clause labels ------------------------------------------------------------------------------------------

def test_each_clause_of_a_round_up_takes_its_weekday(run: Any) -> None:
    got = _records(run, "weekly: sun walked 50 min along the beach, tue took the kids to the dentist, "
                        "wed my knee pain came back 5/10, thu saw the physio", THU)
    assert ("exercise", "activity:walking", "2026-02-22") in got
    assert ("symptom", "symptom:knee_pain", "2026-02-25") in got


def test_a_week_said_before_the_labels_places_them(run: Any) -> None:
    got = _records(run, "ok so this week: mon fbs 109, thurs 2 glasses of wine, sat weight 173 lb", SUN)
    assert ("substance_use", "substance:alcohol", "2026-09-17") in got
    assert ("body_measurement", "body:weight", "2026-09-19") in got


def test_a_lone_label_is_a_day_only_with_its_colon() -> None:
    said = dt.datetime.fromisoformat(THU)
    with_colon = label_days("Apple Health summary Mon: Steps 10,212, Resting HR 58", "en", said, [])
    assert [(r.rule_id, r.date) for r in with_colon] == [(CLAUSE_RULE, dt.date(2026, 2, 23))]
    assert label_days("o2 sat: 97, pulse 80", "en", said, []) == []
    assert label_days("I sat down, then felt dizzy", "en", said, []) == []
    assert label_days("walked mon to fri, 30 min each", "en", said, []) == []


def test_sat_and_sun_open_a_clause_as_days_only_beside_another_label() -> None:
    said = dt.datetime.fromisoformat(THU)
    assert label_days("sat down for a bit, sun was out", "en", said, []) == []
    days = label_days("weekend recap: sat 14k steps at the fair, mon 2 margaritas", "en", said, [])
    assert sorted(r.date for r in days if r.rule_id == CLAUSE_RULE) == [dt.date(2026, 2, 21), dt.date(2026, 2, 23)]


# --- a night's window dated apart from it ------------------------------------------------------------------------

def test_a_devices_day_with_a_colon_ends_the_night_on_that_day(run: Any) -> None:
    start, end = _night(run, "Apple Health summary Mon: Steps 10,212, Resting HR 58, Sleep 10:55 PM–6:25 AM", THU)
    assert (start[:16], end[:16]) == ("2026-02-22T22:55", "2026-02-23T06:25")
    start, end = _night(run, "Fitbit yesterday: steps 7,915, resting HR 63, sleep 10:52pm-6:20am", THU)
    assert end[:10] == "2026-02-25"


def test_a_closing_sentence_dates_the_readings_and_the_night_before_it(run: Any) -> None:
    text = "from my watch: Sleep 11:48 PM - 6:00 AM, Steps 8,402, Resting HR 61. that was for yesterday"
    got = _records(run, text, THU)
    assert ("exercise", "activity:steps", "2026-02-25") in got
    assert ("vital_sign", "vital:heart_rate", "2026-02-25") in got
    assert _night(run, text, THU)[1][:10] == "2026-02-25"


def test_a_clause_label_tells_the_night_begun_that_evening(run: Any) -> None:
    start, end = _night(run, "this week: tues missed my jardiance, fri slept 10:45 to 6:15", SUN)
    assert (start[:16], end[:16]) == ("2026-09-18T22:45", "2026-09-19T06:15")


def test_a_night_named_with_a_colon_keeps_its_own_night(run: Any) -> None:
    start, end = _night(run, "last night: slept 11 to 6", THU)
    assert (start[:10], end[:10]) == ("2026-02-25", "2026-02-26")


def test_a_window_in_brackets_after_the_length(run: Any) -> None:
    start, end = _night(run, "Oura: Total sleep 5h 55m (00:40-06:35). Resting HR 61", THU)
    assert (start[11:16], end[11:16]) == ("00:40", "06:35")


def test_staying_up_late_is_no_end_ahead(run: Any) -> None:
    got = _records(run, "july 4th damage: 5 beers, 2 hot dogs, up til 2. bp this morning 139/90",
                   "2026-07-05T10:30:00-07:00")
    assert ("substance_use", "substance:alcohol", "2026-07-04") in got


# --- readings beside an earlier value -----------------------------------------------------------------------------

def test_a_change_from_an_earlier_time_leaves_the_reading_today(run: Any) -> None:
    assert _records(run, "weigh in 187.4 lb, down 2 from last week", THU) == [
        ("body_measurement", "body:weight", "2026-02-26")]


def test_a_reading_said_as_now_is_todays(run: Any) -> None:
    got = _records(run, "so my A1c was 7.2 in march and now 6.6!! doc is thrilled", "2026-07-20T09:00:00-04:00")
    assert ("lab_result", "test:hba1c", "2026-07-20") in got


def test_an_earlier_value_in_brackets_dates_only_itself(run: Any) -> None:
    got = _records(run, "Ferritin 45 now (was 11 in march), Hgb 12.8", "2026-08-24T09:00:00-04:00")
    assert ("lab_result", "test:hemoglobin", "2026-08-24") in got


def test_a_time_opening_the_next_clause_is_no_earlier_values(run: Any) -> None:
    got = _records(run, "my a1c on 3/14 was 7.4 and today it's 6.8", "2026-09-15T08:00:00-05:00")
    assert ("lab_result", "test:hba1c", "2026-09-15") in got
    took = _records(run, "temp was 101.3 last night so I took 400mg advil before bed", "2026-09-15T08:00:00-05:00")
    assert ("medication_intake", "drug:ibuprofen", "2026-09-14") in took


# --- symptoms and doses ------------------------------------------------------------------------------------------

def _symptoms(run: Any, text: str) -> dict[str, dict[str, Any]]:
    return {r.coordinate: {"value": r.value, "negated": r.negated}
            for r in run(text, THU, "en").records if r.type == "symptom"}


def test_a_rating_is_the_nearest_symptoms(run: Any) -> None:
    got = _symptoms(run, "my daughter had a fever of 101 today and now I've got a headache too, like a 6")
    assert got["symptom:headache"]["value"] == 6.0


def test_a_rating_set_off_as_its_own_clause(run: Any) -> None:
    got = _symptoms(run, "I had a migraine all afternoon, an 8, and missed my sertraline")
    assert got["symptom:migraine"]["value"] == 8.0


def test_a_symptom_asked_and_answered_no_is_negated(run: Any) -> None:
    got = _symptoms(run, "chest pain? no. short of breath? no. just tired")
    assert got["symptom:chest_pain"]["negated"] and got["symptom:shortness_of_breath"]["negated"]
    assert not got["symptom:fatigue"]["negated"]


def test_a_strength_said_before_the_drug(run: Any) -> None:
    [reg] = [r for r in run("oh and the 81 aspirin I stopped last week", THU, "en").records
             if r.coordinate == "drug:aspirin"]
    assert (reg.value, reg.unit) == (81.0, "mg")
    took = [r for r in run("took 2 advil", THU, "en").records if r.coordinate == "drug:ibuprofen"]
    assert took and took[0].value is None
