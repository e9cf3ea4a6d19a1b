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
