"""A value told of the event an earlier turn told, dated by that turn (``ingest/followup_same_event.py``): "and my a1c
from that same draw was 5.9", "혈압 거기서 잰건 130/80". Alone and through the offline twin."""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest

from pia_graph.ingest.earlier_records import Prior
from pia_graph.ingest.followup_same_event import dated_by_earlier
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
