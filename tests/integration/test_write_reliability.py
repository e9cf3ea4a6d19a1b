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
from pia_graph.db.queries import run_read, run_write
from pia_graph.errors import InvalidInputError, InvalidUserError, TextTooLongError, TurnConflictError
from pia_graph.memory import MemoryService, TurnIn
from tests.integration.store_counts import node_counts

pytestmark = pytest.mark.integration

KST = dt.timezone(dt.timedelta(hours=9))
AT = dt.datetime(2026, 3, 11, 9, 0, tzinfo=KST)


@pytest.fixture(scope="module")
def service(ontology_loaded: Driver, neo4j_settings: Settings) -> Iterator[MemoryService]:
    yield MemoryService.create(ontology_loaded, neo4j_settings, embeddings=False)


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
    flag = {"record_id": rec["record_id"], "coordinate": "drug:ibuprofen", "flag": "possible_overdose"}
    assert result.flags == [flag]


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
        # the reading is left out (never stored as positive); the turn is kept
        assert result.rejections and result.written and result.records == []
    assert "Record" not in node_counts(service, user_id)


def candidates_named(service: MemoryService, norm: str) -> list[dict[str, Any]]:
    # by the word itself: the queue may hold many more candidates than any list limit (other tests, the API fuzz)
    return run_read(service.driver, "candidate_get", database=service.database, norm=norm)


def test_a_turn_not_retained_leaves_no_words(service: MemoryService, user_id: str) -> None:
    word = f"zqxword{user_id[-8:]}"
    try:
        result = service.retain(user_id, TurnIn(text=f"Is my {word} test normal?", said_at=AT))
        assert not result.retained and result.candidates == []
        assert candidates_named(service, word) == [] and node_counts(service, user_id) == {}
    finally:
        run_write(service.driver, "candidate_delete", database=service.database, prefix=word)


def test_erasure_takes_the_users_words_out_of_the_candidate_queue(service: MemoryService, user_id: str) -> None:
    word = f"zqxword{user_id[-8:]}"
    other = f"{user_id}-b"
    try:
        for uid, when in ((user_id, 1), (other, 2)):
            text = f"Took {word} 20 mg this morning, said {uid}"
            service.retain(uid, TurnIn(text=text, said_at=AT.replace(hour=when)))
        (both,) = candidates_named(service, word)
        assert both["count"] == 2 and other in both["context"]
        run_write(service.driver, "user_erase", database=service.database, user_id=other)
        (left,) = candidates_named(service, word)
        assert left["count"] == 1 and user_id in left["context"] and other not in left["context"]
        run_write(service.driver, "user_erase", database=service.database, user_id=user_id)
        assert candidates_named(service, word) == []  # no text, norm or count of an erased user's word
    finally:
        run_write(service.driver, "user_erase", database=service.database, user_id=other)
        run_write(service.driver, "candidate_delete", database=service.database, prefix=word)


def series(service: MemoryService, user_id: str) -> dict[str, dict[str, Any]]:
    rows = run_read(service.driver, "series_list", database=service.database, user_id=user_id)
    return {r["coordinate"]: r for r in rows}


def test_records_hang_on_the_users_own_series_not_the_shared_term(service: MemoryService, user_id: str) -> None:
    other = f"{user_id}-s"
    try:
        for uid in (user_id, other):
            for day, kg in ((9, 80.5), (11, 80.1), (10, 80.3)):
                service.retain(uid, TurnIn(text=f"Weight {kg} kg this morning", said_at=AT.replace(day=day)))
        mine, theirs = series(service, user_id), series(service, other)
        weight = mine["body:weight"]
        assert weight["terms"] == ["body:weight"] and weight["records"] == 3 and weight["records_on_terms"] == 0
        values = run_read(service.driver, "trajectory_get", database=service.database, user_id=user_id,
                          coordinate="body:weight")
        assert [v["value"] for v in values] == [80.5, 80.3, 80.1]
        assert (weight["head"], weight["tail"]) == (values[0]["record_id"], values[-1]["record_id"])
        assert theirs["body:weight"]["records"] == 3 and theirs["body:weight"]["head"] != weight["head"]
        for uid in (user_id, other):
            audit = run_read(service.driver, "user_scope_audit", database=service.database, user_id=uid)
            assert audit[0]["foreign_nodes"] == 0
        run_write(service.driver, "user_erase", database=service.database, user_id=other)
        assert series(service, other) == {} and node_counts(service, other) == {}
        assert series(service, user_id)["body:weight"]["records"] == 3
    finally:
        run_write(service.driver, "user_erase", database=service.database, user_id=other)
