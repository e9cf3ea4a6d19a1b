"""Reliability of the write path (issue 10): bad input, races and limits, against the real Neo4j."""

from __future__ import annotations

import dataclasses
import datetime as dt
import threading
import time
from collections.abc import Iterator
from typing import Any

import pytest
from neo4j import Driver

from pia_graph.config import Settings
from pia_graph.db.queries import run_read
from pia_graph.errors import InvalidInputError, InvalidUserError, TextTooLongError, TurnConflictError
from pia_graph.memory import MemoryService, TurnIn

pytestmark = pytest.mark.integration

KST = dt.timezone(dt.timedelta(hours=9))
AT = dt.datetime(2026, 3, 11, 9, 0, tzinfo=KST)


@pytest.fixture(scope="module")
def service(ontology_loaded: Driver, neo4j_settings: Settings) -> Iterator[MemoryService]:
    yield MemoryService.create(ontology_loaded, neo4j_settings, embeddings=False)


def node_counts(service: MemoryService, user_id: str) -> dict[str, int]:
    rows = run_read(service.driver, "user_nodes_count", database=service.database, user_id=user_id)
    return {r["label"]: r["nodes"] for r in rows}


def stored_turn(service: MemoryService, user_id: str, turn_id: str) -> dict[str, Any]:
    (row,) = run_read(service.driver, "turn_get", database=service.database, user_id=user_id, turn_id=turn_id)
    return row


@pytest.mark.parametrize("bad", ["ok-user\n", None, 42])
def test_a_bad_user_id_is_refused_with_the_projects_error(service: MemoryService, bad: Any) -> None:
    with pytest.raises(InvalidUserError):
        service.retain(bad, TurnIn(text="BP 120/80", said_at=AT))


def test_racing_writers_of_one_turn_id_are_told_the_truth(service: MemoryService, user_id: str) -> None:
    texts = [f"Weight {70 + n}.5 kg this morning" for n in range(8)]
    barrier = threading.Barrier(len(texts))
    outcomes: dict[str, str] = {}

    def send(text: str) -> None:
        barrier.wait()
        try:
            result = service.retain(user_id, TurnIn(text=text, said_at=AT, turn_id="race-1"))
            outcomes[text] = "duplicate" if result.duplicate else "written"
        except TurnConflictError:
            outcomes[text] = "conflict"

    threads = [threading.Thread(target=send, args=(t,)) for t in texts]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    (winner,) = [t for t, o in outcomes.items() if o == "written"]
    assert sorted(outcomes.values()) == ["conflict"] * 7 + ["written"]  # nobody is told a lie
    assert stored_turn(service, user_id, "race-1")["turn"]["text"] == winner


def test_same_instant_with_two_offsets_is_one_turn(service: MemoryService, user_id: str) -> None:
    first = service.retain(user_id, TurnIn(text="Weight 80.1 kg today", said_at=AT))
    again = service.retain(user_id, TurnIn(text="Weight 80.1 kg today", said_at=AT.astimezone(dt.UTC)))
    assert first.written and again.duplicate and again.turn_id == first.turn_id
    assert node_counts(service, user_id)["Turn"] == 1


@pytest.mark.parametrize("year", [1, 1900, 2999, 9999])
def test_an_implausible_said_at_is_refused_even_unvalidated(service: MemoryService, user_id: str, year: int) -> None:
    turn = TurnIn.model_construct(text="Fasting glucose 99 yesterday", said_at=dt.datetime(year, 1, 1, tzinfo=dt.UTC),
                                  turn_id=None, lang=None)
    with pytest.raises(InvalidInputError, match="said_at"):
        service.retain(user_id, turn)
    assert node_counts(service, user_id) == {}


def test_an_offset_with_seconds_is_the_projects_error(service: MemoryService, user_id: str) -> None:
    odd = dt.timezone(dt.timedelta(hours=9, seconds=30))
    turn = TurnIn.model_construct(text="BP 120/80", said_at=dt.datetime(2026, 3, 1, 8, tzinfo=odd),
                                  turn_id=None, lang=None)
    with pytest.raises(InvalidInputError, match="whole minutes"):
        service.retain(user_id, turn)


def test_the_service_bounds_the_text_itself(service: MemoryService, user_id: str) -> None:
    text = "weight 80 kg. " * 7500  # 105 KB, built without TurnIn's validation
    turn = TurnIn.model_construct(text=text, said_at=AT, turn_id=None, lang=None)
    began = time.perf_counter()
    with pytest.raises(TextTooLongError):
        service.retain(user_id, turn)
    assert time.perf_counter() - began < 5  # refused before any rule runs (a generous bound, not a benchmark)
    with pytest.raises(InvalidInputError):
        service.retain(user_id, TurnIn.model_construct(text=None, said_at=AT, turn_id=None, lang=None))
    assert node_counts(service, user_id) == {}


def test_records_per_turn_are_bounded(service: MemoryService, user_id: str) -> None:
    tight = dataclasses.replace(service, settings=service.settings.model_copy(update={"max_records_per_turn": 2}))
    result = tight.retain(user_id, TurnIn(text="BP 120/80 and weight 80 kg this morning", said_at=AT))
    assert [r.reason for r in result.rejections] == ["too_many_records:2"] and not result.written
    assert node_counts(service, user_id) == {}


def test_a_huge_intake_is_stored_flagged_for_the_agent(service: MemoryService, user_id: str) -> None:
    result = service.retain(user_id, TurnIn(text="I took 500 tablets of ibuprofen an hour ago", said_at=AT))
    (rec,) = result.records
    assert rec["quantity"] == 500 and rec["flag"] == "possible_overdose"
    assert result.flags == [{"record_id": rec["record_id"], "coordinate": "drug:ibuprofen", "flag": "possible_overdose"}]


def test_the_verbatim_text_is_kept_and_spans_index_the_analysed_form(service: MemoryService, user_id: str) -> None:
    raw = "I weigh 7\u200d5 kg \x1b[31mtoday\x1b[0m"
    result = service.retain(user_id, TurnIn(text=raw, said_at=AT, turn_id="zwj-1"))
    (rec,) = result.records
    assert rec["value"] == 75.0
    turn = stored_turn(service, user_id, "zwj-1")["turn"]
    assert turn["text"] == raw and turn["text_analysed"] == "I weigh 75 kg today"
    assert turn["text_analysed"][rec["span_start"]:rec["span_end"]] == rec["span"]


def test_a_minus_sign_is_not_dropped(service: MemoryService, user_id: str) -> None:
    for text in ("I weigh -5 kg", "fasting glucose was -90"):
        result = service.retain(user_id, TurnIn(text=text, said_at=AT))
        assert result.rejections and not result.written
    assert node_counts(service, user_id) == {}
