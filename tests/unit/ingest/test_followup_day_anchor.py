"""A day counted from the event an earlier turn told (``ingest/followup_day_anchor.py``): "그 다음 날부터 목 아프고"
days after "보건소에서 매독 검사했어요", "그날 저녁에 죽 먹었어요" after a colonoscopy booked for Wednesday, "three days
after that I had a fever"; and "Three days after it" counted inside the turn (``temporal/anchored.py``)."""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest

from pia_graph.ingest.earlier_records import Prior
from pia_graph.ingest.followup_day_anchor import dated_from_earlier, pointed_offset
from pia_graph.ingest.hup import make_record
from pia_graph.ingest.turn_flow import offline_scenario
from pia_graph.ontology import AliasIndex, Dictionary
from pia_graph.temporal.resolve import resolve_in_text

KST = dt.timezone(dt.timedelta(hours=9))
NOW = dt.datetime(2026, 5, 24, 9, 30, tzinfo=KST)
TEST_DAY = dt.datetime(2026, 5, 20, 11, 0, tzinfo=KST)


def scenario(history: str, history_at: dt.datetime, text: str, lang: str = "ko",
             at: dt.datetime = NOW) -> dict[str, Any]:
    return {"id": "t", "kind": "storage", "lang": lang, "said_at": at.isoformat(), "text": text,
            "history": [{"said_at": history_at.isoformat(), "text": history}]}


def dates(got: dict[str, Any]) -> dict[str, str]:
    return {r["coordinate"]: r.get("date") for r in got["records"]}


def test_the_next_day_counts_from_the_earlier_turns_event(dictionary: Dictionary, index: AliasIndex) -> None:
    text = "결과 음성. 근데 그 다음 날부터 목 아프고 기침해요"
    got = offline_scenario(scenario("보건소에서 매독 검사했어요", TEST_DAY, text), index, dictionary)
    assert dates(got)["symptom:sore_throat"] == "2026-05-21"
    assert dates(got)["symptom:cough"] == "2026-05-21"


def test_that_day_takes_the_booked_days_event_told_again(dictionary: Dictionary, index: AliasIndex) -> None:
    booked = dt.datetime(2026, 12, 1, 10, 0, tzinfo=KST)  # a Tuesday: 수요일 is 12-02
    got = offline_scenario(scenario("수요일에 대장내시경 예약했어요", booked,
                                    "대장내시경 잘 끝났어요 용종 하나 뗐어요. 그날 저녁에 죽 먹었어요",
                                    at=dt.datetime(2026, 12, 7, 15, 0, tzinfo=KST)), index, dictionary)
    assert dates(got)["meal:meal"] == "2026-12-02"
    assert dates(got)["visit:clinic"] == "2026-12-02"


def test_without_the_pointer_the_turns_own_day_stays(dictionary: Dictionary, index: AliasIndex) -> None:
    got = offline_scenario(scenario("보건소에서 매독 검사했어요", TEST_DAY, "결과 음성. 근데 목 아프고 기침해요"),
                           index, dictionary)
    assert dates(got)["symptom:sore_throat"] == "2026-05-24"


def test_a_day_the_turn_tells_before_the_pointer_is_counted_from_instead(dictionary: Dictionary,
                                                                         index: AliasIndex) -> None:
    text = "어제 병원 갔는데 그 다음 날부터 목 아파요"
    got = offline_scenario(scenario("보건소에서 매독 검사했어요", TEST_DAY, text), index, dictionary)
    assert dates(got).get("symptom:sore_throat") != "2026-05-21"


def prior(day: dt.date, said: dt.datetime) -> list[Prior]:
    return [Prior({"record_id": "r_1", "negated": False, "type": "medical_visit", "coordinate": "visit:clinic",
                   "date": day.isoformat(), "span": "x", "span_start": 0, "span_end": 1}, said)]


def fever(day: dt.date) -> Any:
    return make_record("symptom", rule_id="symptom.term", coordinate="symptom:fever", status="active", date=day,
                       time_assumed=True, span="fever", span_start=30, span_end=35)


@pytest.mark.parametrize(("text", "lang", "days"), [
    ("and three days after that I had a fever", "en", 3),
    ("the next day I had a fever", "en", 1),
    ("that evening I had a fever", "en", 0),
    ("그 이튿날 열이 났어요", "ko", 1),
    ("그날 밤에 열이 났어요", "ko", 0),
    ("이틀 뒤에 열이 났어요", "ko", 2),
])
def test_the_pointers_and_their_counts(text: str, lang: str, days: int) -> None:
    found = pointed_offset(text, lang, resolve_in_text(text, NOW, lang))
    assert found is not None and found[1] == days


def dated(text: str, own: list[Any], told: list[Prior]) -> Any:
    """`dated_from_earlier` as the turn flow asks it: the turn's pointer read first."""
    pointed = pointed_offset(text, "en", resolve_in_text(text, NOW, "en"))
    assert pointed is not None
    return dated_from_earlier(text, NOW, own, told, pointed)


def test_a_day_counted_past_today_moves_nothing() -> None:
    told = prior(dt.date(2026, 5, 23), NOW - dt.timedelta(days=1))
    text = "and three days after that I had a fever"
    own = [fever(NOW.date())]
    assert dated(text, own, told) is None


def test_an_event_told_past_the_recent_window_moves_nothing() -> None:
    told = prior(dt.date(2026, 5, 1), dt.datetime(2026, 5, 1, 9, 0, tzinfo=KST))
    text = "the next day I had a fever"
    own = [fever(NOW.date())]
    assert dated(text, own, told) is None


def test_the_day_counted_from_a_recent_event() -> None:
    told = prior(TEST_DAY.date(), TEST_DAY)
    text = "and three days after that I had a fever"
    moved = dated(text, [fever(NOW.date())], told)
    assert moved is not None and moved[0].date == dt.date(2026, 5, 23) and not moved[0].time_assumed


def test_three_days_after_it_counts_from_the_day_told_in_the_turn(dictionary: Dictionary,
                                                                  index: AliasIndex) -> None:
    got = offline_scenario({"id": "t", "kind": "storage", "lang": "en", "said_at": "2026-03-21T21:00:00+04:00",
                            "text": "Had my booster shot, it was Monday. Three days after it I got a fever, 37.9"},
                           index, dictionary)
    assert dates(got)["vital:body_temperature"] == "2026-03-19"
