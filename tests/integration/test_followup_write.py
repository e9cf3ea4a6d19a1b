"""A turn that corrects an earlier turn's record, through MemoryService on a real Neo4j: the corrected record is
stored with its rule and span, it SUPERSEDES the earlier record (which stays, marked superseded), the series' NEXT
chain holds only the current records, and recall answers with the corrected value, the earlier one beside it."""

from __future__ import annotations

import datetime as dt

import pytest

from pia_graph.db.queries import run_read
from pia_graph.memory import MemoryService, TurnIn
from pia_graph.memory.recall_models import QueryIn
from pia_graph.retrieve.records import props

pytestmark = pytest.mark.integration

EST = dt.timezone(dt.timedelta(hours=-5))
SAID = dt.datetime(2026, 2, 9, 8, 20, tzinfo=EST)


def _say(service: MemoryService, user_id: str, text: str, minutes: int) -> list[dict[str, str]]:
    turn = service.retain(user_id, TurnIn(text=text, said_at=SAID + dt.timedelta(minutes=minutes), lang="en"))  # type: ignore[arg-type]
    return turn.supersessions


def _records(service: MemoryService, user_id: str, coordinate: str) -> list[dict[str, object]]:
    rows = run_read(service.driver, "records_list", database=service.database, user_id=user_id, types=[],
                    coordinates=[coordinate], since=None, until=None, include_superseded=True, limit=100)
    return [props(dict(r["record"])) for r in rows]


def test_a_value_fixed_in_a_later_turn_supersedes_the_earlier_record(service: MemoryService, user_id: str) -> None:
    _say(service, user_id, "weight today 187", 0)
    links = _say(service, user_id, "oops meant 178 not 187 lol fat fingers", 6)
    assert len(links) == 1 and links[0]["reason"] == "correction"
    weights = sorted(_records(service, user_id, "body:weight"), key=lambda r: str(r.get("recorded_at")))
    assert [(round(float(r["value"]), 1), bool(r.get("superseded_by"))) for r in weights] == [  # type: ignore[arg-type]
        (84.8, True), (80.7, False)]
    new = weights[1]
    assert new["rule_id"] == "earlier_turn.value" and new["span"] == "178" and str(new["date"]) == "2026-02-09"
    assert weights[0]["superseded_by"] == new["record_id"]
    chain = run_read(service.driver, "trajectory_get", database=service.database, user_id=user_id,
                     coordinate="body:weight")
    assert [round(float(p["value"]), 1) for p in chain] == [80.7]  # the superseded record left the NEXT chain
    out = service.recall(user_id, QueryIn(text="what was my weight on feb 9", said_at=SAID + dt.timedelta(days=1),  # type: ignore[arg-type]
                                          lang="en"))
    weight = [i for i in out.items if i.coordinate == "body:weight"]
    assert weight and "80.7" in weight[0].text


def test_a_day_moved_in_a_later_turn_moves_the_event(service: MemoryService, user_id: str) -> None:
    _say(service, user_id, "took my amlodipine today", 0)
    assert len(_say(service, user_id, "wait no, that was yesterday. haven't taken today's yet", 5)) == 1
    intakes = [r for r in _records(service, user_id, "drug:amlodipine") if r.get("type") == "medication_intake"]
    assert sorted((str(r["date"]), bool(r.get("superseded_by"))) for r in intakes) == [
        ("2026-02-08", False), ("2026-02-09", True)]


def test_an_ordinary_turn_supersedes_nothing_it_did_not_before(service: MemoryService, user_id: str) -> None:
    _say(service, user_id, "weight today 187", 0)
    assert _say(service, user_id, "weight 185 this evening", 600) == []
    assert not any(r.get("superseded_by") for r in _records(service, user_id, "body:weight"))


def test_a_profile_record_denied_later_is_superseded_by_its_negation(service: MemoryService, user_id: str) -> None:
    _say(service, user_id, "I'm allergic to penicillin, I get hives", 0)
    # said ten days later: older than the follow-up window of the other rules, still the user's current allergy
    links = _say(service, user_id, "my penicillin allergy is not true, that was my mom", 60 * 24 * 10)
    assert len(links) == 1 and links[0]["reason"] == "status"
    allergies = sorted(_records(service, user_id, "drug:penicillin"), key=lambda r: str(r.get("recorded_at")))
    assert [(bool(r.get("negated")), bool(r.get("superseded_by"))) for r in allergies] == [
        (False, True), (True, False)]
    assert allergies[0]["superseded_by"] == allergies[1]["record_id"]
    rows = run_read(service.driver, "records_list", database=service.database, user_id=user_id, types=["allergy"],
                    coordinates=[], since=None, until=None, include_superseded=False, limit=100)
    assert [bool(dict(r["record"]).get("negated")) for r in rows] == [True]  # the current allergy record: denied


def test_swapped_readings_and_a_completion_give_their_reasons(service: MemoryService, user_id: str) -> None:
    _say(service, user_id, "fasting sugar 140 this morning, 104 after lunch", 0)
    links = _say(service, user_id, "oops I swapped them", 5)
    assert len(links) == 2 and {link["reason"] for link in links} == {"correction"}
    current = {r["coordinate"]: round(float(r["value"])) for c in ("test:fasting_glucose", "test:postprandial_glucose")  # type: ignore[arg-type]
               for r in _records(service, user_id, c) if not r.get("superseded_by")}
    assert current == {"test:fasting_glucose": 104, "test:postprandial_glucose": 140}
    _say(service, user_id, "took my lantus tonight", 600)
    links = _say(service, user_id, "20 units", 605)  # no wording points back: the dose the last turn left open
    assert len(links) == 1 and links[0]["reason"] == "completion"
    doses = [r for r in _records(service, user_id, "drug:insulin_glargine") if not r.get("superseded_by")]
    assert [(r.get("type"), r.get("value")) for r in doses] == [("medication_intake", 20)]


def test_a_terse_reply_is_stored_with_what_its_conversation_fixes(service: MemoryService, user_id: str) -> None:
    # the live path keeps a reply that names no term of its own, as the offline twin does (ingest/followup_context.py)
    _say(service, user_id, "started sertraline 50mg last month", 0)
    turn = service.retain(user_id, TurnIn(text="nope stopped it", said_at=SAID + dt.timedelta(minutes=5), lang="en"))  # type: ignore[arg-type]
    assert turn.retained
    stopped = [r for r in _records(service, user_id, "drug:sertraline")
               if r.get("rule_id") == "earlier_turn.regimen_status"]
    assert [r.get("status") for r in stopped] == ["stopped"]
    # a reply that moves the topic to someone else stays dropped
    _say(service, user_id, "bp 150/95 this morning", 10)
    other = service.retain(user_id, TurnIn(text="my husband's was 140", said_at=SAID + dt.timedelta(minutes=15),  # type: ignore[arg-type]
                                           lang="en"))
    assert not other.retained


def test_a_rating_and_an_end_of_the_open_symptom_are_new_points_not_corrections(service: MemoryService,
                                                                                  user_id: str) -> None:
    _say(service, user_id, "pain in my lower back 8/10 after moving boxes", 0)
    assert _say(service, user_id, "down to 3/10 today with ice", 60 * 24 * 2) == []
    assert _say(service, user_id, "all gone now", 60 * 24 * 3) == []
    pains = sorted(_records(service, user_id, "symptom:back_pain"), key=lambda r: str(r.get("recorded_at")))
    assert [(r.get("value"), r.get("status"), r.get("rule_id"), bool(r.get("superseded_by"))) for r in pains] == [
        (8.0, "active", "symptom.term", False), (3.0, "active", "earlier_turn.grade", False),
        (None, "resolved", "earlier_turn.symptom_resolved", False)]
    chain = run_read(service.driver, "trajectory_get", database=service.database, user_id=user_id,
                     coordinate="symptom:back_pain")
    assert [p.get("value") for p in chain][:2] == [8.0, 3.0]  # the earlier rating stays on the NEXT chain


def test_results_told_days_after_a_stored_draw_carry_the_draw_day(service: MemoryService, user_id: str) -> None:
    # the draw turn is stored with its words (turns_write); the results' turn reads it back (user_thread)
    _say(service, user_id, "had blood drawn for thyroid today", 0)
    _say(service, user_id, "free T4 came back 1.1, normal", 3 * 24 * 60)
    (t4,) = _records(service, user_id, "test:free_t4")
    assert (str(t4["date"]), t4["time_rule"]) == ("2026-02-09", "earlier_turn.drawn_results")
    assert not t4.get("superseded_by")


def test_results_after_a_referral_keep_the_day_they_are_told(service: MemoryService, user_id: str) -> None:
    _say(service, user_id, "GP sent me for bloods, my liver numbers were a bit off last year", 0)
    _say(service, user_id, "That blood test came back. ALT 68, GGT 90", 3 * 24 * 60)
    (alt,) = _records(service, user_id, "test:alt")
    assert str(alt["date"]) == "2026-02-12" and alt.get("time_rule") != "earlier_turn.drawn_results"

@pytest.mark.parametrize(("reply", "grade"), [
    ("down to a 3 today with ice", 3.0), ("pain about 5 today", 5.0), ("maybe a 6 out of 10", 6.0),
    ("took 2 this morning", None),  # a count of pills, no rating
])
def test_a_rating_said_as_a_bare_number_grades_the_open_symptom(service: MemoryService, user_id: str, reply: str,
                                                                grade: float | None) -> None:
    _say(service, user_id, "pain in my lower back 8/10 after moving boxes", 0)
    _say(service, user_id, reply, 60 * 24 * 2)
    pains = sorted(_records(service, user_id, "symptom:back_pain"), key=lambda r: str(r.get("recorded_at")))
    assert [(r.get("value"), r.get("rule_id")) for r in pains] == [(8.0, "symptom.term")] + (
        [(grade, "earlier_turn.grade")] if grade is not None else [])
    assert _records(service, user_id, "condition:pain") == []  # the pain word is the open symptom's
