"""Supersession planned over an import batch (store/batch_supersession.py) links what turn-by-turn retain links:
each superseding turn against the store's current records and the batch's earlier ones, in file order; the chains
leave out what the batch supersedes and rebuild a series that loses a stored record. The import profile
(memory/import_profiles.py) follows the same turns."""

from __future__ import annotations

import datetime as dt
from typing import Any

from pia_graph.memory.import_profiles import _User
from pia_graph.store.batch_supersession import plan_batch, planned_payload, tracked

TZ = dt.timezone(dt.timedelta(hours=9))
REG, WEIGHT, BP = "drug:amlodipine", "body:weight", "vital:systolic_bp"


def rec(rid: str, rtype: str, coord: str, day: int, hour: int = 9, **more: Any) -> dict[str, Any]:
    at = dt.datetime(2026, 3, day, hour, tzinfo=TZ)
    return {"record_id": rid, "type": rtype, "coordinate": coord, "recorded_at": at, "sort_time": at, **more}


def turn(user: str, tid: str, records: list[dict[str, Any]], *, correction: bool = False,
         ) -> tuple[str, str, bool, list[dict[str, Any]], bool]:
    may = bool(records) and (correction or any(r["type"] == "medication_regimen" for r in records))
    return (user, tid, may, records, correction)


def stored(user: str, r: dict[str, Any]) -> dict[str, Any]:
    return {"user_id": user, **r}


def test_a_regimen_stopped_then_restarted_in_one_batch_chains_its_links_and_rebuilds_the_stored_series() -> None:
    old = rec("a0", "medication_regimen", REG, 1)
    turns = [turn("u", "t1", [rec("a1", "medication_regimen", REG, 5, status="stopped")]),
             turn("u", "t2", [rec("i2", "medication_intake", REG, 6)]),
             turn("u", "t3", [rec("a3", "medication_regimen", REG, 7)])]
    assert tracked([(t[0], t[2], t[3], t[4]) for t in turns]) == {"u": [REG]}
    plan = plan_batch(turns, set(), [stored("u", old)])
    assert plan.links == [[{"newer": "a1", "older": "a0", "reason": "newer_statement"}], [],
                          [{"newer": "a3", "older": "a1", "reason": "newer_statement"}]]
    assert plan.superseded == {"a0", "a1"} and plan.relink == [[REG], [], []] and plan.rebuilt == {("u", REG)}
    payload = {"user_id": "u", "chain": [{"coordinate": REG, "ids": ["a1"]}]}
    # the series lost a stored record: its chain is rebuilt by the statement, not extended
    assert planned_payload(payload, plan, 0) == {**payload, "chain": [], "supersede": plan.links[0],
                                                  "relink": [REG]}


def test_a_correction_of_a_value_said_earlier_in_the_batch_supersedes_it_and_keeps_it_off_the_chain() -> None:
    turns = [turn("u", "t1", [rec("w1", "body_measurement", WEIGHT, 9, 7), rec("b1", "vital_sign", BP, 9, 7)]),
             turn("v", "t1", [rec("x1", "body_measurement", WEIGHT, 9, 7)]),  # another user, the same coordinate
             turn("u", "t2", [rec("w2", "body_measurement", WEIGHT, 9, 8)], correction=True)]
    plan = plan_batch(turns, set(), [stored("u", rec("w0", "body_measurement", WEIGHT, 8))])  # a day before
    assert plan.links == [[], [], [{"newer": "w2", "older": "w1", "reason": "correction"}]]
    assert plan.superseded == {"w1"} and plan.rebuilt == set()
    payload = {"user_id": "u", "chain": [{"coordinate": BP, "ids": ["b1"]}, {"coordinate": WEIGHT, "ids": ["w1"]}]}
    assert planned_payload(payload, plan, 0)["chain"] == [{"coordinate": BP, "ids": ["b1"]}]


def test_a_turn_already_stored_plans_nothing_and_its_records_are_not_the_batch_s() -> None:
    current = [stored("u", rec("a1", "medication_regimen", REG, 5))]
    turns = [turn("u", "t1", [rec("a1", "medication_regimen", REG, 5)]),  # sent again: stored as a1
             turn("u", "t2", [rec("a2", "medication_regimen", REG, 6)])]
    plan = plan_batch(turns, {("u", "t1")}, current)
    assert plan.links == [[], [{"newer": "a2", "older": "a1", "reason": "newer_statement"}]]
    assert plan.rebuilt == {("u", REG)}


def test_a_statement_older_than_the_current_one_is_superseded_in_its_own_turn_and_breaks_no_chain() -> None:
    current = [stored("u", rec("a5", "medication_regimen", REG, 10))]
    plan = plan_batch([turn("u", "t1", [rec("late", "medication_regimen", REG, 2)])], set(), current)
    assert plan.links == [[{"newer": "a5", "older": "late", "reason": "newer_statement"}]]
    assert plan.superseded == {"late"} and plan.rebuilt == set()


def test_the_import_profile_follows_regimens_stopped_and_restarted_and_the_newest_sex() -> None:
    user = _User(sex="female", birth_date="1970-01-01", held=[], turns=set())
    on = dt.date(2026, 3, 8)
    assert user.on(on) == {"sex": "female", "birth_date": "1970-01-01", "active_regimens": []}

    def note(props: dict[str, Any]) -> None:
        user.apply([props], correction=False)

    note(rec("a1", "medication_regimen", REG, 1, start=dt.date(2026, 3, 1)))
    assert user.on(on)["active_regimens"] == [REG]
    note(rec("a2", "medication_regimen", REG, 5, status="stopped"))
    assert user.on(on)["active_regimens"] == []
    note(rec("a3", "medication_regimen", REG, 7, start=dt.datetime(2026, 3, 8, 8, tzinfo=TZ)))
    assert user.on(on)["active_regimens"] == [REG] and user.on(dt.date(2026, 3, 7))["active_regimens"] == []
    note(rec("s1", "sex", "profile:sex", 7, value="male"))
    note(rec("b1", "birth_date", "profile:birth_date", 7, value=1974.0))
    assert user.on(on)["sex"] == "male" and user.on(on)["birth_date"] == "1974.0"  # Cypher's toString of a float


def test_the_keys_a_caller_already_tracked_plan_as_the_ones_computed_here() -> None:
    current = [stored("u", rec("a1", "medication_regimen", REG, 5))]
    turns = [turn("u", "t1", [rec("a2", "medication_regimen", REG, 6)]),
             turn("u", "t2", [rec("a3", "medication_regimen", REG, 7)])]
    keys = tracked([(t[0], t[2], t[3], t[4]) for t in turns])
    given, computed = plan_batch(turns, set(), current, keys), plan_batch(turns, set(), current)
    assert given == computed
    assert given.links[1] == [{"newer": "a3", "older": "a2", "reason": "newer_statement"}]
