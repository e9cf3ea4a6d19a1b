"""A reply that rates or ends the one open symptom of the recent turns (rules ``earlier_turn.grade`` and
``earlier_turn.symptom_resolved``, ``ingest/followup_symptom.py``): the pure rules, and whole turns as the offline
twin runs them after their history."""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest

from pia_graph.ingest.earlier_records import Prior
from pia_graph.ingest.followup_resolve import resolve
from pia_graph.ingest.followup_symptom import by_grade, by_resolved, open_symptom
from pia_graph.ingest.turn_flow import offline_scenario
from pia_graph.ontology import AliasIndex, Dictionary

KST = dt.timezone(dt.timedelta(hours=9))
BEFORE = dt.datetime(2026, 4, 22, 22, 0, tzinfo=KST)
LATER = dt.datetime(2026, 4, 23, 22, 0, tzinfo=KST)


def symptom(rid: str, coordinate: str, value: float | None = None, at: dt.datetime = BEFORE,
            **props: Any) -> Prior:
    return Prior({"record_id": rid, "negated": False, "type": "symptom", "coordinate": coordinate, "value": value,
                  "status": "active", "date": at.date(), "span": "x", "span_start": 0, "span_end": 1, **props}, at)


def scenario(history: str, text: str, lang: str, later: dt.datetime = LATER) -> dict[str, Any]:
    return {"id": "t", "kind": "storage", "lang": lang, "said_at": later.isoformat(), "text": text,
            "history": [{"said_at": BEFORE.isoformat(), "text": history}]}


def told(got: dict[str, Any], coordinate: str) -> list[tuple[Any, Any, Any]]:
    return [(r.get("value"), r.get("status"), r.get("date")) for r in got["records"] if r["coordinate"] == coordinate]


@pytest.mark.parametrize(("history", "text", "lang", "coordinate", "value"), [
    ("허리 통증 7점", "오늘은 좀 나아져서 4점이요. 물리치료 받고 왔어요", "ko", "symptom:back_pain", 4.0),
    ("pain 8 out of 10 in my right knee after soccer",
     "ortho saw me today, MRI booked for Friday. Still about 6 of 10.", "en", "symptom:knee_pain", 6.0),
    ("두통이 계속돼요", "지금은 3/10 정도", "ko", "symptom:headache", 3.0),
    ("knee's hurting again after the run", "left knee, like 6/10", "en", "symptom:knee_pain", 6.0),  # no June 10
])
def test_a_rating_alone_rates_the_open_symptom_on_the_turns_day(dictionary: Dictionary, index: AliasIndex,
                                                                history: str, text: str, lang: str,
                                                                coordinate: str, value: float) -> None:
    got = offline_scenario(scenario(history, text, lang), index, dictionary)
    assert got["retain"] is True
    assert (value, "active", LATER.date().isoformat()) in told(got, coordinate)


@pytest.mark.parametrize(("history", "text", "lang"), [
    ("허리 통증 7점", "종양표지자 CA15-3 정상", "ko"),  # a digit inside a test's name is no rating
    ("허리 통증 7점", "오늘 혈당 104", "ko"),  # a reading of something else, no rating
    ("두통이랑 복통 있어요", "오늘은 4점이요", "ko"),  # two symptoms open: which one is rated is not said
    ("feeling sick after the shot, threw up twice", "all gone now", "en"),  # two open (nausea, vomiting)
    ("허리 통증 7점", "남편은 오늘 4점이래요", "ko"),  # someone else's
    ("허리 통증 7점", "두통 4점이요", "ko"),  # a symptom of its own, rated by the extractor
])
def test_no_rating_of_the_open_symptom(dictionary: Dictionary, index: AliasIndex, history: str, text: str,
                                       lang: str) -> None:
    got = offline_scenario(scenario(history, text, lang), index, dictionary)
    assert told(got, "symptom:back_pain") == []
    assert all(r.get("status") != "resolved" for r in got["records"])


def test_a_rating_a_week_later_opens_nothing(dictionary: Dictionary, index: AliasIndex) -> None:
    got = offline_scenario(scenario("허리 통증 7점", "오늘은 4점이요", "ko", BEFORE + dt.timedelta(days=9)), index,
                           dictionary)
    assert told(got, "symptom:back_pain") == []


@pytest.mark.parametrize(("history", "text", "lang", "coordinate"), [
    ("두통이 계속돼요 3일째", "이제 다 나았어요", "ko", "symptom:headache"),
    ("bad headache since this morning", "it's gone now, thanks", "en", "symptom:headache"),
])
def test_a_reply_that_it_is_over_resolves_the_open_symptom(dictionary: Dictionary, index: AliasIndex, history: str,
                                                           text: str, lang: str, coordinate: str) -> None:
    got = offline_scenario(scenario(history, text, lang), index, dictionary)
    assert got["retain"] is True
    assert (None, "resolved", LATER.date().isoformat()) in told(got, coordinate)


def test_the_earlier_rating_stays_a_new_point_is_added(dictionary: Dictionary) -> None:
    earlier = [symptom("r_1", "symptom:back_pain", 7.0)]
    for text, rule in (("오늘은 4점이요", "earlier_turn.grade"), ("이제 다 나았어요", "earlier_turn.symptom_resolved")):
        got = resolve(text, "ko", LATER, [], earlier, dictionary, "k", [], leans=True)
        assert got.rule == rule
        assert got.supersedes == []  # a new point on the trajectory, never a correction
        assert [(r.coordinate, r.rule_id, r.date) for r in got.records] == [
            ("symptom:back_pain", rule, LATER.date())]


def test_the_open_symptom_is_the_last_turns_one_active_symptom() -> None:
    later = BEFORE + dt.timedelta(hours=3)
    assert open_symptom([symptom("b", "symptom:back_pain", at=later), symptom("a", "symptom:headache")]) is not None
    assert open_symptom([symptom("b", "symptom:back_pain", at=later),
                         symptom("c", "symptom:headache", at=later)]) is None
    assert open_symptom([symptom("b", "symptom:back_pain", status="resolved")]) is None
    assert open_symptom([symptom("b", "symptom:back_pain", negated=True)]) is None


def test_the_rules_ask_for_what_they_read(dictionary: Dictionary) -> None:
    earlier = [symptom("r_1", "symptom:back_pain", 7.0)]
    assert by_grade("오늘은 4점이요", "ko", LATER, [], [], dictionary, []) is None  # nothing open
    assert by_resolved("이제 다 나았어요", "ko", LATER, [], [], dictionary, []) is None
    assert by_resolved("오늘은 괜찮아요 120이요", "ko", LATER, [], earlier, dictionary, []) is None  # a value told
    assert by_grade("오늘은 7점, 어제는 4점", "ko", LATER, [], earlier, dictionary, []) is None  # two ratings


@pytest.mark.parametrize(("history", "text", "lang", "open_coordinate"), [
    ("can't sleep again", "finally fell asleep around 3, up at 6:45 for work. stress through the roof, like 9/10", "en",
     "symptom:insomnia"),
    ("허리 통증 7점", "오늘 스트레스 8점", "ko", "symptom:back_pain"),
])
def test_a_rating_beside_its_own_subject_is_not_the_open_symptoms(dictionary: Dictionary, index: AliasIndex,
                                                                   history: str, text: str, lang: str,
                                                                   open_coordinate: str) -> None:
    """A mood the turn rates itself takes its rating; the open symptom gets no new point."""
    got = offline_scenario(scenario(history, text, lang), index, dictionary)
    assert [r.get("value") for r in got["records"] if r["coordinate"] == open_coordinate
            and r.get("date") == LATER.date().isoformat()] == []
    assert [r.get("value") for r in got["records"] if r["coordinate"] == "mood:stress"] in ([9.0], [8.0], [9], [8])
