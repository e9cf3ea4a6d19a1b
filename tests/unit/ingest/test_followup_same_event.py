"""A value told of the event an earlier turn told, dated by that turn (``ingest/followup_same_event.py``): "and my a1c
from that same draw was 5.9", "혈압 거기서 잰건 130/80". Alone and through the offline twin."""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest

from pia_graph.ingest.earlier_records import Prior
from pia_graph.ingest.followup_same_event import dated_by_earlier, results_of_earlier_visit
from pia_graph.ingest.hup import make_record
from pia_graph.ingest.turn_flow import offline_scenario
from pia_graph.ontology import AliasIndex, Dictionary

UTC = dt.UTC
DRAW = dt.datetime(2026, 12, 2, 10, 0, tzinfo=UTC)
LATER = dt.datetime(2026, 12, 3, 13, 20, tzinfo=UTC)


def scenario(history: str, text: str, lang: str = "en", days: int = 1) -> dict[str, Any]:
    return {"id": "t", "kind": "storage", "lang": lang, "said_at": LATER.isoformat(), "text": text,
            "history": [{"said_at": (LATER - dt.timedelta(days=days)).isoformat(), "text": history}]}


@pytest.mark.parametrize(("history", "text", "lang", "coordinate"), [
    ("bloodwork this morning, fasting sugar 104", "and my a1c from that same draw was 5.9", "en", "test:hba1c"),
    ("cbc back today, hgb 12.3, plt 210", "forgot: the rbc on that panel was 4.1", "en", "test:rbc"),
    ("오늘 심장내과 다녀왔어요", "아 그 병원 이름은 서울아산병원이고 혈압 거기서 잰건 130/80", "ko",
     "vital:systolic_bp"),
    ("오늘 피검사 결과 AST 30, ALT 40이래요.", "그 간수치 말한 거 감마지티피도 있었어요. 58이요.", "ko", "test:ggt"),
])
def test_a_value_of_the_earlier_event_takes_its_day(dictionary: Dictionary, index: AliasIndex, history: str,
                                                    text: str, lang: str, coordinate: str) -> None:
    got = offline_scenario(scenario(history, text, lang), index, dictionary)
    assert got["retain"] is True
    dated = {r["coordinate"]: r["date"] for r in got["records"]}
    assert dated[coordinate] == (LATER - dt.timedelta(days=1)).date().isoformat()


def test_without_the_pointer_the_turns_own_day_stays(dictionary: Dictionary, index: AliasIndex) -> None:
    got = offline_scenario(scenario("bloodwork this morning, fasting sugar 104", "my a1c was 5.9"), index, dictionary)
    assert [r["date"] for r in got["records"]] == [LATER.date().isoformat()]


def earlier(at: dt.datetime = DRAW) -> list[Prior]:
    return [Prior({"record_id": "r_1", "negated": False, "type": "lab_result", "coordinate": "test:fasting_glucose",
                   "value": 104.0, "date": at.date().isoformat(), "span": "x", "span_start": 0, "span_end": 1}, at)]


def a1c(**fields: Any) -> Any:
    return make_record("lab_result", rule_id="measure.term_value", coordinate="test:hba1c", value=5.9, unit="%",
                       span="a1c", span_start=0, span_end=3, **fields)


def test_a_day_said_is_kept(dictionary: Dictionary) -> None:
    said = a1c(date=LATER.date(), time_assumed=False)
    assert dated_by_earlier("the a1c from that same draw, today", "en", LATER, [said], earlier(), dictionary) is None


def test_an_event_older_than_the_recent_window_dates_nothing(dictionary: Dictionary) -> None:
    assumed = a1c(date=LATER.date(), time_assumed=True)
    old = earlier(LATER - dt.timedelta(days=30))
    assert dated_by_earlier("the a1c from that same draw", "en", LATER, [assumed], old, dictionary) is None


def test_the_moved_record_says_which_rule_dated_it(dictionary: Dictionary) -> None:
    assumed = a1c(date=LATER.date(), time_assumed=True)
    got = dated_by_earlier("and my a1c from that same draw was 5.9", "en", LATER, [assumed], earlier(), dictionary)
    assert got is not None
    assert [(r.date, r.time_assumed, r.time_rule, r.time_expression) for r in got] == [
        (DRAW.date(), False, "earlier_turn.same_event", "same draw")]


# results_of_earlier_visit: results told with no day after a turn that told the visit (done or booked) were drawn there


def two_turns(history: str, text: str, lang: str, days: int) -> dict[str, Any]:
    return scenario(history, text, lang, days)


@pytest.mark.parametrize(("history", "text", "lang", "days", "coordinates"), [
    ("오늘 종합검진 받았어요", "검사 결과 나왔네요. 중성지방 180, LDL 145", "ko", 3,
     {"test:triglycerides", "test:ldl_cholesterol"}),
    ("다음주 월요일 건강검진이에요", "건강검진 결과 받았어요 공복혈당 99", "ko", 9,
     {"test:fasting_glucose", "visit:checkup"}),
    ("had my annual physical today", "results are in: ldl 131, a1c 5.6", "en", 4,
     {"test:ldl_cholesterol", "test:hba1c"}),
])
def test_results_told_later_take_the_day_of_the_visit_told_before(
        dictionary: Dictionary, index: AliasIndex, history: str, text: str, lang: str, days: int,
        coordinates: set[str]) -> None:
    got = offline_scenario(two_turns(history, text, lang, days), index, dictionary)
    visit = min(r["date"] for r in got["records"])
    assert visit < LATER.date().isoformat()
    assert {r["coordinate"]: r["date"] for r in got["records"] if r["coordinate"] in coordinates} == \
        dict.fromkeys(coordinates, visit)


@pytest.mark.parametrize(("history", "text"), [
    ("had my annual physical today", "results are in: ldl 131, a1c 5.6 from this morning's draw"),  # a day said
    ("saw the dentist this morning", "my fasting sugar was 104"),  # no batch of results named
    ("had my annual physical today", "went to the GP today, results: a1c 5.6"),  # a visit of its own, dated
])
def test_results_with_a_day_or_no_batch_keep_their_day(dictionary: Dictionary, index: AliasIndex, history: str,
                                                       text: str) -> None:
    got = offline_scenario(two_turns(history, text, "en", 2), index, dictionary)
    assert {r["date"] for r in got["records"] if r["type"] == "lab_result"} == {LATER.date().isoformat()}


# cue list draw_later: a visit that handed the user a test to have done later drew nothing; its results take the day
# they were told (eval/LABEL_CONVENTIONS.md: a referral or plan for a test is no draw)
@pytest.mark.parametrize(("history", "text", "lang"), [
    ("닥터 김한테 오늘 처음 진료 봤어요. 혈압 136/84이고 콜레스테롤 검사지 줬어요",
     "결과 나왔어요. LDL 3.9 mmol/L, 총콜레스테롤 6.1", "ko"),
    ("saw the new GP today, bp 134/82, she gave me a lab slip for cholesterol", "results are in: ldl 131", "en"),
])
def test_results_after_a_visit_that_handed_a_test_for_later_keep_the_day_told(
        dictionary: Dictionary, index: AliasIndex, history: str, text: str, lang: str) -> None:
    got = offline_scenario(two_turns(history, text, lang, 4), index, dictionary)
    assert {r["date"] for r in got["records"] if r["type"] == "lab_result"} == {LATER.date().isoformat()}


def test_a_visit_older_than_the_recent_window_dates_no_results(dictionary: Dictionary) -> None:
    assumed = a1c(date=LATER.date(), time_assumed=True)
    visit = Prior({"record_id": "v_1", "negated": False, "type": "medical_visit", "coordinate": "visit:checkup",
                   "date": (LATER - dt.timedelta(days=20)).date().isoformat()}, LATER - dt.timedelta(days=20))
    assert results_of_earlier_visit("results: a1c 5.9", "en", LATER, [assumed], [visit], dictionary) is None
    near = Prior({**visit.props, "date": (LATER - dt.timedelta(days=2)).date().isoformat()},
                 LATER - dt.timedelta(days=2))
    got = results_of_earlier_visit("results: a1c 5.9", "en", LATER, [assumed], [near], dictionary)
    assert got is not None
    assert [(r.date, r.time_rule) for r in got] == [((LATER - dt.timedelta(days=2)).date(),
                                                     "earlier_turn.visit_results")]


def test_a_checkup_pointed_back_at_dates_its_results_up_to_a_month_later(dictionary: Dictionary) -> None:
    """A checkup's results come weeks later: a turn that points back at it (cue list ``earlier_event_pointer``: "그
    특검 결과", "those results") reaches a month; a turn that does not, or a clinic visit, a week."""
    assumed = a1c(date=LATER.date(), time_assumed=True)
    day = (LATER - dt.timedelta(days=14)).date()
    checkup = Prior({"record_id": "v_1", "negated": False, "type": "medical_visit", "coordinate": "visit:checkup",
                     "date": day.isoformat()}, LATER - dt.timedelta(days=14))
    got = results_of_earlier_visit("그 특검 결과 왔는데 당화혈색소 5.9", "ko", LATER, [assumed], [checkup], dictionary)
    assert got is not None and [r.date for r in got] == [day]
    assert results_of_earlier_visit("검사 결과 당화혈색소 5.9", "ko", LATER, [assumed], [checkup], dictionary) is None
    clinic = Prior({**checkup.props, "coordinate": "visit:clinic"}, checkup.said_at)
    assert results_of_earlier_visit("그 검사 결과 당화혈색소 5.9", "ko", LATER, [assumed], [clinic], dictionary) is None
    old = Prior({**checkup.props, "date": (LATER - dt.timedelta(days=40)).date().isoformat()},
                LATER - dt.timedelta(days=40))
    assert results_of_earlier_visit("그 특검 결과 당화혈색소 5.9", "ko", LATER, [assumed], [old], dictionary) is None


def test_a_checkup_told_two_weeks_before_dates_the_readings_of_then(dictionary: Dictionary, index: AliasIndex) -> None:
    text = "그 특검 결과 왔는데 청력 정상, 혈압 132/84, 공복혈당 99"
    got = offline_scenario(two_turns("회사에서 특수건강검진 받았어요", text, "ko", 14), index, dictionary)
    day = (LATER - dt.timedelta(days=14)).date().isoformat()
    assert {r["coordinate"]: r["date"] for r in got["records"]} == {
        "vital:systolic_bp": day, "vital:diastolic_bp": day, "test:fasting_glucose": day}
