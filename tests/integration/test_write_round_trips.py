"""The write path sends one statement per turn; a turn that may supersede adds the supersession's, and only it."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator
from typing import Any

import pytest
from neo4j import Driver

from pia_graph.config import Settings
from pia_graph.memory import MemoryService, TurnIn
from pia_graph.store import write_turn

pytestmark = pytest.mark.integration

KST = dt.timezone(dt.timedelta(hours=9))


@pytest.fixture(scope="module")
def service(ontology_loaded: Driver, neo4j_settings: Settings) -> Iterator[MemoryService]:
    yield MemoryService.create(ontology_loaded, neo4j_settings, embeddings=False)


@pytest.fixture
def statements(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    sent: list[str] = []
    real = write_turn.run_in_tx

    def counting(tx: Any, name: str, **params: Any) -> list[dict[str, Any]]:
        sent.append(name)
        return real(tx, name, **params)

    monkeypatch.setattr(write_turn, "run_in_tx", counting)
    return sent


def test_a_turn_is_one_statement(service: MemoryService, user_id: str, statements: list[str]) -> None:
    first = service.retain(user_id, TurnIn(text="BP 128/84 and fasting glucose 104 this morning",
                                           said_at=dt.datetime(2026, 3, 2, 8, tzinfo=KST)))
    assert first.written and len(first.records) == 3 and statements == ["turns_write"]
    statements.clear()
    service.retain(user_id, TurnIn(text="BP 131/85 this morning", said_at=dt.datetime(2026, 3, 3, 8, tzinfo=KST)))
    assert statements == ["turns_write"]


def test_a_regimen_adds_the_supersession_and_a_resend_reads_the_stored_turn(
    service: MemoryService, user_id: str, statements: list[str]
) -> None:
    said = dt.datetime(2026, 3, 2, 9, tzinfo=KST)
    first = service.retain(user_id, TurnIn(text="Started metformin 500 mg twice a day", said_at=said))
    assert statements == ["turns_write", "records_current_at"]  # nothing to supersede yet
    statements.clear()
    later = service.retain(user_id, TurnIn(text="Doctor increased my metformin to 1000 mg twice a day",
                                           said_at=said + dt.timedelta(days=30)))
    (old,), (new,) = first.records, later.records
    assert later.supersessions == [{"newer": new["record_id"], "older": old["record_id"], "reason": "newer_statement"}]
    assert statements == ["turns_write", "records_current_at", "records_supersede", "record_chain_relink"]
    statements.clear()
    again = service.retain(user_id, TurnIn(text="Started metformin 500 mg twice a day", said_at=said))
    assert again.duplicate and statements == ["turns_write", "turn_get"]
