"""A turn that completes an earlier turn's record (a qualifier, a unit, a day, a dose of a drug named by reference):
detection and the pure resolver, and the whole turn as the offline twin runs it after its history."""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest

from pia_graph.ingest.correction_cues import refers_back
from pia_graph.ingest.earlier_records import Prior
from pia_graph.ingest.followup_resolve import resolve
from pia_graph.ingest.hup import make_record
from pia_graph.ingest.turn_flow import offline_scenario
from pia_graph.ontology import AliasIndex, Dictionary

KST = dt.timezone(dt.timedelta(hours=9))
EST = dt.timezone(dt.timedelta(hours=-5))
BEFORE = dt.datetime(2026, 3, 12, 8, 0, tzinfo=KST)  # a Thursday
LATER = BEFORE + dt.timedelta(minutes=20)


def glucose(coordinate: str, value: float, said: str, rid: str = "r_g", at: dt.datetime = BEFORE,
            **more: Any) -> Prior:
    return Prior({"record_id": rid, "negated": False, "type": "lab_result", "coordinate": coordinate,
                  "value": value, "unit": "mg/dL", "value_as_said": said, "date": at.date(), "span": said,
                  "span_start": 3, "span_end": 3 + len(said), **more}, at)


def complete(dictionary: Dictionary, text: str, priors: list[Prior], lang: str = "en",
             at: dt.datetime = LATER) -> Any:
    return resolve(text, lang, at, [], priors, dictionary, "t_key")


@pytest.mark.parametrize(("text", "hit"), [
    ("oh and that was fasting", True),
    ("아 공복이었어요", True),
    ("the 98 was after breakfast not fasting", True),
    ("단위 mmol이었어요", True),
    ("that was in lbs", True),
    ("검사 날짜 지난주 수요일", True),
    ("그 약 10mg으로 올렸어요", True),
    ("인슐린 18단위 맞음", False),  # a dose in units, no unit named for an earlier reading
    ("란투스 20 단위 아침에", False),
    ("fasting 98 this morning", False),
    ("공복혈당 98", False),
])
def test_a_turn_that_completes_an_earlier_one_reads_the_store(dictionary: Dictionary, text: str, hit: bool) -> None:
    assert refers_back(text, dictionary) is hit


@pytest.mark.parametrize(("text", "lang", "coordinate"), [
    ("oh and that was fasting", "en", "test:fasting_glucose"),
    ("아 공복이었어요", "ko", "test:fasting_glucose"),
    ("oh and that was 2 hrs after lunch", "en", "test:postprandial_glucose"),
])
def test_a_qualifier_moves_the_last_glucose_reading_to_its_coordinate(dictionary: Dictionary, text: str, lang: str,
                                                                      coordinate: str) -> None:
    got = complete(dictionary, text, [glucose("test:random_glucose", 98.0, "98")], lang)
    (new,) = got.records
    assert (new.coordinate, new.value, new.date, new.rule_id) == (coordinate, 98.0, BEFORE.date(),
                                                                  "earlier_turn.qualifier")
    assert got.supersedes == [(new.record_id, "r_g")]


def test_a_quoted_value_takes_the_qualifier_of_its_own_sentence(dictionary: Dictionary) -> None:
    """ "the 98 was my post-breakfast reading, not fasting. fasting was 112": the 98 moves; the 112 is news."""
    got = complete(dictionary, "the 98 was my post-breakfast reading, not fasting. fasting was 112",
                   [glucose("test:fasting_glucose", 98.0, "98")])
    assert [(r.coordinate, r.value) for r in got.records] == [("test:postprandial_glucose", 98.0)]


def test_a_qualifier_fixes_nothing_without_a_fitting_reading(dictionary: Dictionary) -> None:
    # the same coordinate already; two glucose readings in the last turn; a last turn said before the recent window
    # (a day before is still the last reading told: test_a_qualifier_the_next_morning_completes_the_last_reading_told)
    assert complete(dictionary, "oh and that was fasting",
                    [glucose("test:fasting_glucose", 98.0, "98")]).supersedes == []
    two = [glucose("test:random_glucose", 98.0, "98"), glucose("test:random_glucose", 140.0, "140", rid="r_2")]
    assert complete(dictionary, "oh and that was fasting", two).supersedes == []
    assert complete(dictionary, "oh and that was fasting", [glucose("test:random_glucose", 98.0, "98")],
                    at=BEFORE + dt.timedelta(days=8)).supersedes == []


def test_a_value_the_turn_reads_as_its_own_is_news(dictionary: Dictionary) -> None:
    """ "공복 98 나왔어요 (아까 그거)": the turn's own fasting reading of 98 stands; the earlier random one stays."""
    own = make_record("lab_result", coordinate="test:fasting_glucose", value=98.0, unit="mg/dL", value_as_said="98",
                      date=LATER.date(), rule_id="measure.term_value")
    got = resolve("아까 그거 공복 98 나왔어요", "ko", LATER, [own], [glucose("test:random_glucose", 98.0, "98")],
                  dictionary, "t_key")
    assert got.supersedes == [] and got.records == [own]


def test_a_unit_named_reads_the_last_value_in_it(dictionary: Dictionary) -> None:
    got = complete(dictionary, "단위 mmol이었어요", [glucose("test:random_glucose", 6.1, "6.1")], "ko")
    (new,) = got.records
    assert (new.coordinate, round(float(new.value or 0), 1), new.unit, new.rule_id) == (
        "test:random_glucose", 109.9, "mg/dL", "earlier_turn.unit")
    weight = Prior({"record_id": "r_w", "negated": False, "type": "body_measurement", "coordinate": "body:weight",
                    "value": 82.0, "unit": "kg", "value_as_said": "82", "date": BEFORE.date(), "span": "82",
                    "span_start": 7, "span_end": 9}, BEFORE)
    (lbs,) = complete(dictionary, "that was in lbs", [weight]).records
    assert round(float(lbs.value or 0), 1) == 37.2


def test_a_unit_named_the_next_day_reads_the_last_reading_told(dictionary: Dictionary) -> None:
    """ "the unit was nmol/L btw" a day and a half after "vitamin D 62": the last turn that told a reading, not
    only one of the last 12 hours; the value named again ("sorry, 6.1 is mmol") or another record's number beside
    it is no new reading."""
    later = BEFORE + dt.timedelta(hours=34)
    vit = Prior({"record_id": "r_v", "negated": False, "type": "lab_result", "coordinate": "test:vitamin_d",
                 "value": 62.0, "unit": "ng/mL", "value_as_said": "62", "date": BEFORE.date(), "span": "62",
                 "span_start": 10, "span_end": 12}, BEFORE)
    (new,) = complete(dictionary, "the unit was nmol/L btw", [vit], at=later).records
    assert (round(float(new.value or 0), 2), new.date, new.rule_id) == (24.84, BEFORE.date(), "earlier_turn.unit")
    # a value with no unit and no health word: the gate drops the turn, which then leans on its context
    (again,) = resolve("sorry, 6.1 is mmol", "en", later, [], [glucose("test:random_glucose", 6.1, "6.1")],
                       dictionary, "t_key", leans=True).records
    assert (again.rule_id, round(float(again.value or 0), 1)) == ("earlier_turn.unit", 109.9)
    assert complete(dictionary, "the unit was nmol/L, today 70", [vit], at=later).rule != "earlier_turn.unit"  # a value
    old = BEFORE - dt.timedelta(days=10)
    stale = Prior({**vit.props, "date": old.date()}, old)
    assert complete(dictionary, "the unit was nmol/L btw", [stale], at=later).rule is None  # past the window


def test_a_unit_it_was_read_in_already_changes_nothing(dictionary: Dictionary) -> None:
    said = glucose("test:random_glucose", 110.0, "6.1 mmol", unit_as_said="mmol/L")
    assert complete(dictionary, "단위 mmol이었어요", [said], "ko").supersedes == []


def test_a_day_completes_only_a_day_the_earlier_turn_assumed(dictionary: Dictionary) -> None:
    assumed = glucose("test:ldl_cholesterol", 160.0, "160", time_assumed=True)
    (new,) = complete(dictionary, "검사 날짜 지난주 수요일", [assumed], "ko").records
    assert (new.date, new.rule_id) == (dt.date(2026, 3, 4), "earlier_turn.date")
    told = glucose("test:ldl_cholesterol", 160.0, "160", time_assumed=False)
    assert complete(dictionary, "검사 날짜 지난주 수요일", [told], "ko").supersedes == []


@pytest.mark.parametrize(("history", "text", "lang", "want"), [
    ("sugar 98 this morning", "oh and that was fasting", "en", ("test:fasting_glucose", 98.0, "2026-03-12")),
    ("혈당 98", "아 공복이었어요", "ko", ("test:fasting_glucose", 98.0, "2026-03-12")),
    ("a1c came back 7.1", "that was tuesday's", "en", ("test:hba1c", 7.1, "2026-03-10")),
    ("LDL 160 나왔어요", "검사 날짜 지난주 수요일", "ko", ("test:ldl_cholesterol", 160.0, "2026-03-04")),
    ("started lisinopril 10mg today", "the pill I mentioned, dr upped it to 20mg", "en",
     ("drug:lisinopril", 20.0, "2026-03-12")),
    ("암로디핀 5mg 먹어요", "그 약 10mg으로 올렸어요", "ko", ("drug:amlodipine", 10.0, "2026-03-12")),
])
def test_the_turn_after_its_history_stores_the_completed_record(dictionary: Dictionary, index: AliasIndex,
                                                                history: str, text: str, lang: str,
                                                                want: tuple[str, float, str]) -> None:
    scenario = {"id": "t", "kind": "storage", "lang": lang, "said_at": "2026-03-12T10:00:00+09:00", "text": text,
                "history": [{"said_at": "2026-03-12T08:00:00+09:00", "text": history}]}
    got = offline_scenario(scenario, index, dictionary)
    assert got["retain"]
    assert [(r["coordinate"], r.get("value"), r.get("date") or r.get("start")) for r in got["records"]] == [want]


@pytest.mark.parametrize(("text", "coordinate"), [
    ("아 그거 식후 아니고 공복이었어요", "test:fasting_glucose"),  # the qualifier set aside is not the one named
    ("oh and that was fasting", "test:fasting_glucose"),
])
def test_a_qualifier_the_next_morning_completes_the_last_reading_told(dictionary: Dictionary, text: str,
                                                                      coordinate: str) -> None:
    lang = "ko" if "그거" in text else "en"
    earlier = [glucose("test:postprandial_glucose", 132.0, "132")]
    got = complete(dictionary, text, earlier, lang, at=BEFORE + dt.timedelta(hours=25))
    assert [(r.coordinate, r.value, r.date) for r in got.records] == [(coordinate, 132.0, BEFORE.date())]


def test_a_qualifier_after_a_later_turn_completes_nothing(dictionary: Dictionary) -> None:
    # something else told since: the reading is no longer what "그거" points at
    other = Prior({"record_id": "r_w", "negated": False, "type": "body_measurement", "coordinate": "body:weight",
                   "value": 70.0, "unit": "kg", "span": "70", "span_start": 0, "span_end": 2},
                  BEFORE + dt.timedelta(hours=3))
    got = complete(dictionary, "아 그거 공복이었어요", [glucose("test:random_glucose", 132.0, "132"), other], "ko",
                   at=BEFORE + dt.timedelta(hours=25))
    assert got.rule is None
