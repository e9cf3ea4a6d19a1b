"""A record superseded in `turns_write` leaves its series' NEXT chain spliced out: the chain is the series' current
records in time order, with their gaps, and the statement deletes the superseded record's links only, not every NEXT
of the series (a drug's series holds every intake told; a regimen change supersedes its first record)."""

from __future__ import annotations

import datetime as dt
import itertools
from typing import Any

import pytest
from neo4j import Driver

from pia_graph.config import Settings
from pia_graph.db.queries import query
from pia_graph.memory import MemoryService, TurnIn
from pia_graph.store.write_turn import turn_payload

pytestmark = pytest.mark.integration

KST = dt.timezone(dt.timedelta(hours=9))

# a probe of the test, not of the service: the series' chain from HEAD to TAIL, with its links' gaps
CHAIN = """
MATCH (s:Series {user_id: $user_id, coordinate: $coordinate})-[:HEAD]->(head:Record)
MATCH (s)-[:TAIL]->(tail:Record)
MATCH path = (head)-[:NEXT*0..]->(tail)
RETURN [r IN nodes(path) | r.record_id] AS ids, [e IN relationships(path) | e.gap_days] AS gaps
"""
CURRENT = """
MATCH (:Series {user_id: $user_id, coordinate: $coordinate})<-[:IN_SERIES]-(r:Record)
WHERE r.superseded_by IS NULL
RETURN r.record_id AS id ORDER BY r.sort_time, r.recorded_at, r.record_id
"""


@pytest.fixture(scope="module")
def service(ontology_loaded: Driver, neo4j_settings: Settings) -> MemoryService:
    return MemoryService.create(ontology_loaded, neo4j_settings, embeddings=False)


def at(day: int) -> dt.datetime:
    return dt.datetime(2026, 3, day, 8, 0, tzinfo=KST)


def chain(service: MemoryService, user_id: str, coordinate: str) -> dict[str, Any]:
    with service.driver.session(database=service.database) as session:
        (row,) = [r.data() for r in session.run(CHAIN, user_id=user_id, coordinate=coordinate)]
        current = [r["id"] for r in session.run(CURRENT, user_id=user_id, coordinate=coordinate)]
    assert row["ids"] == current  # HEAD to TAIL: every current record, in time order, nothing else
    return row


@pytest.mark.parametrize("intakes", [[2, 3, 4, 5, 6, 7], [11]])
def test_a_regimen_change_splices_the_superseded_first_record_out_of_the_drug_series(
        service: MemoryService, user_id: str, intakes: list[int]) -> None:
    first = service.retain(user_id, TurnIn(text="Started metformin 500 mg twice a day", said_at=at(1)))
    (regimen,) = first.records
    for day in intakes:
        service.retain(user_id, TurnIn(text="took my metformin with breakfast", said_at=at(day)))
    before = chain(service, user_id, regimen["coordinate"])
    assert before["ids"][0] == regimen["record_id"] and len(before["ids"]) == 1 + len(intakes)
    change = service.checked_turn(TurnIn(text="Doctor increased my metformin to 1000 mg twice a day", said_at=at(10)))
    prepared = service.prepare(user_id, change)
    assert prepared.write is not None
    payload, _ = turn_payload(prepared.write)
    with service.driver.session(database=service.database) as session:  # the write retain sends, its counters read
        result = session.run(query("turns_write"), turns=[payload], debounce_s=2.0, max_wait_s=60.0)
        (row,) = [r.data() for r in result]
        deleted = result.consume().counters.relationships_deleted
    (new,) = prepared.write.records
    assert row["links"] == [{"newer": new.record_id, "older": regimen["record_id"], "reason": "newer_statement"}]
    if intakes[0] < 10:  # the new regimen goes to the tail (TAIL moved); the old one's NEXT and HEAD go: 3 links
        assert deleted == 3, deleted
    after = chain(service, user_id, regimen["coordinate"])
    assert sorted(after["ids"]) == sorted([*before["ids"][1:], new.record_id])  # in time order: chain()
    days = sorted([*intakes, 10])
    assert after["gaps"] == [b - a for a, b in itertools.pairwise(days)]
