"""A bare value after an earlier turn's reading (rule ``earlier_turn.reading``): the pure rule, and the whole turn
as the offline twin runs it after its history (the RETAIN gate keeps it for the record it makes)."""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest

from pia_graph.ingest import retain_model
from pia_graph.ingest.earlier_records import Prior, Term
from pia_graph.ingest.followup_reading import by_reading
from pia_graph.ingest.followup_resolve import resolve
from pia_graph.ingest.retain_model import use_retain_model
from pia_graph.ingest.turn_flow import offline_scenario
from pia_graph.ontology import AliasIndex, Dictionary

KST = dt.timezone(dt.timedelta(hours=9))
BEFORE = dt.datetime(2026, 3, 4, 8, 0, tzinfo=KST)
LATER = dt.datetime(2026, 3, 5, 9, 0, tzinfo=KST)


def reading(rid: str, kind: str, coordinate: str, value: float, unit: str, said: str, span: str,
            at: dt.datetime = BEFORE) -> Prior:
    return Prior({"record_id": rid, "negated": False, "type": kind, "coordinate": coordinate, "value": value,
                  "unit": unit, "value_as_said": said, "date": at.date(), "span": span, "span_start": 0,
                  "span_end": len(span)}, at)


def bp(at: dt.datetime = BEFORE) -> list[Prior]:
    return [reading("r_s", "vital_sign", "vital:systolic_bp", 150.0, "mmHg", "150", "150 over 95", at),
            reading("r_d", "vital_sign", "vital:diastolic_bp", 95.0, "mmHg", "95", "150 over 95", at)]


def a1c() -> list[Prior]:
    return [reading("r_a", "lab_result", "test:hba1c", 7.2, "%", "7.2", "A1c 7.2")]


def scenario(history: str, text: str, lang: str = "en") -> dict[str, Any]:
    return {"id": "t", "kind": "storage", "lang": lang, "said_at": LATER.isoformat(), "text": text,
            "history": [{"said_at": BEFORE.isoformat(), "text": history}]}


@pytest.mark.parametrize(("text", "lang", "priors", "coordinate", "value", "assumed"), [
    ("And today it's 140, so it's coming down.", "en", bp(), "vital:systolic_bp", 140.0, False),
    ("오늘은 120이요.", "ko", bp(), "vital:systolic_bp", 120.0, False),
    ("and 90 now", "en", bp(), "vital:diastolic_bp", 90.0, True),  # the member it lies nearest; the day of saying
    ("It went up again, 7.9 now", "en", a1c(), "test:hba1c", 7.9, True),
])
def test_a_bare_value_is_the_next_reading_of_the_last_one(dictionary: Dictionary, text: str, lang: str,
                                                          priors: list[Prior], coordinate: str, value: float,
                                                          assumed: bool) -> None:
    got = resolve(text, lang, LATER, [], priors, dictionary, "t_key")
    assert got.rule == "earlier_turn.reading" and got.supersedes == []  # nothing earlier is taken back
    assert [(r.coordinate, r.value, r.date, r.time_assumed) for r in got.records] == [
        (coordinate, value, LATER.date(), assumed)]


def test_a_pair_continues_both_members_and_a_day_named_dates_it(dictionary: Dictionary) -> None:
    got = by_reading("yesterday evening 138/88", "en", LATER, [], bp(BEFORE - dt.timedelta(days=1)), dictionary, [])
    assert got is not None
    assert [(r.coordinate, r.value, r.date, r.time_assumed) for r, _ in got] == [
        ("vital:systolic_bp", 138.0, LATER.date() - dt.timedelta(days=1), False),
        ("vital:diastolic_bp", 88.0, LATER.date() - dt.timedelta(days=1), False)]


@pytest.mark.parametrize(("text", "priors", "terms"), [
    ("had 8 glasses of water today", a1c(), []),  # a count of something else said right after the value
    ("3 walks today", bp(), []),  # out of reach of the last reading
    ("room 140 today", bp(), []),  # a word right before the value makes it something else
    ("and today it's 40", a1c(), []),  # beyond the coordinate's bounds and far from the last value
    ("140 and 7 hours of sleep", bp(), []),  # two values: the turn says more than one reading
    ("pulse 72 today", bp(), [Term("vital:heart_rate", 0, 5)]),  # the turn names its own measure
])
def test_a_value_that_could_be_something_else_makes_no_reading(dictionary: Dictionary, text: str,
                                                               priors: list[Prior], terms: list[Term]) -> None:
    assert by_reading(text, "en", LATER, [], priors, dictionary, terms) is None


def test_two_measures_in_the_last_turn_leave_the_value_unplaced(dictionary: Dictionary) -> None:
    # both lie near the value (session 58: a value near only one of them goes on from that one)
    priors = [reading("r_x", "body_measurement", "body:waist", 90.0, "cm", "90", "waist 90"),
              reading("r_w", "body_measurement", "body:weight", 82.0, "kg", "82", "weight 82")]
    assert by_reading("85 now", "en", LATER, [], priors, dictionary, []) is None


@pytest.mark.parametrize(("history", "text", "lang", "coordinate", "value"), [
    ("My blood pressure was 150 over 95 yesterday morning.", "And today it's 140, so it's coming down.", "en",
     "vital:systolic_bp", 140.0),
    ("혈압이 어제 150에 95 나왔어요.", "오늘은 120이요.", "ko", "vital:systolic_bp", 120.0),
])
def test_the_whole_turn_is_kept_with_its_reading(dictionary: Dictionary, index: AliasIndex, history: str, text: str,
                                                 lang: str, coordinate: str, value: float) -> None:
    got = offline_scenario(scenario(history, text, lang), index, dictionary)
    assert got["retain"] is True
    assert [(r["coordinate"], r["value"], r["date"]) for r in got["records"]] == [
        (coordinate, value, LATER.date().isoformat())]


def test_without_an_earlier_reading_the_bare_value_stays_dropped(dictionary: Dictionary, index: AliasIndex) -> None:
    turn = scenario("I had a nice walk yesterday", "And today it's 140, so it's coming down.")
    got = offline_scenario(turn, index, dictionary)
    assert got["records"] == []  # nothing to say what the 140 is: no record, whoever keeps the turn
    use_retain_model(None)  # the rules alone drop it; the learned RETAIN opinion may keep its text (retain_model.py)
    try:
        assert offline_scenario(turn, index, dictionary)["retain"] is False
    finally:
        retain_model.RETAIN_FILE.clear()  # the packaged file answers again


def test_a_value_about_someone_else_makes_no_reading_of_the_user(dictionary: Dictionary, index: AliasIndex) -> None:
    got = offline_scenario(scenario("My blood pressure was 150 over 95 yesterday morning.", "mom had 140 today"),
                           index, dictionary)
    assert got["records"] == []


def weight_and_waist(at: dt.datetime = BEFORE) -> list[Prior]:
    """ "weight 264 lb, waist 48": two measures in one turn, each a span of its own."""
    return [Prior({**reading("r_w", "body_measurement", "body:weight", 119.75, "kg", "264", "weight 264 lb", at).props,
                   "unit_as_said": "lb"}, at),
            Prior({**reading("r_x", "body_measurement", "body:waist", 48.0, "cm", "48", "waist 48", at).props,
                   "span_start": 20, "span_end": 28}, at)]


def test_of_two_measures_the_one_the_value_lies_near_goes_on(dictionary: Dictionary) -> None:
    got = by_reading("255", "en", LATER, [], weight_and_waist(), dictionary, [])
    assert got is not None
    assert [(r.coordinate, round(float(r.value or 0), 1), r.date) for r, _ in got] == [
        ("body:weight", 115.7, LATER.date())]  # 255 lb, as the earlier weight was said


def test_a_goal_is_no_reading_to_go_on_from(dictionary: Dictionary) -> None:
    goal = Prior({**reading("r_g", "goal", "goal:weight", 99.8, "kg", "220", "goal is 220", LATER).props,
                  "unit_as_said": "lb"}, LATER)
    got = by_reading("243.8", "en", LATER + dt.timedelta(days=1), [], [goal, *weight_and_waist()], dictionary, [])
    assert got is not None and [r.coordinate for r, _ in got] == ["body:weight"]


def test_a_value_said_alone_before_the_turns_own_records_goes_on(dictionary: Dictionary, index: AliasIndex) -> None:
    got = offline_scenario(scenario("starting weight 264 lb, waist 48", "249, waist 46"), index, dictionary)
    assert sorted((r["coordinate"], round(r["value"], 1)) for r in got["records"]) == [
        ("body:waist", 46.0), ("body:weight", 112.9)]
    # a value inside the turn's own clause is not said alone: "waist 46, 249" leaves it
    got = offline_scenario(scenario("starting weight 264 lb, waist 48", "waist 46 and 249"), index, dictionary)
    assert [r["coordinate"] for r in got["records"]] == ["body:waist"]
