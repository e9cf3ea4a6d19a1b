"""What a recall sends to Neo4j (session 26): one statement reads the user, the records, the served understanding
and the facts; a structured question that no current record answers reads its facts a second time, with the
question's embedding, by meaning alone (session 27): the first statement's reading by words is fused with it. Since
session 64 every ranked record carries the sentence it was written from (its quote); since session 65 the same
statement reads it (each record's span offsets and its turn's text), so no second statement is sent after fusion."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator
from typing import Any

import pytest
from neo4j import Driver

import pia_graph.retrieve.associative as associative
import pia_graph.retrieve.recall as recall_module
from pia_graph.config import Settings
from pia_graph.memory import MemoryService, TurnIn
from pia_graph.memory.recall_models import QueryIn
from pia_graph.retrieve.vector_cache import fact_vectors

pytestmark = pytest.mark.integration

KST = dt.timezone(dt.timedelta(hours=9))
ASKED = dt.datetime(2026, 4, 20, 20, 0, tzinfo=KST)
HISTORY = [
    (dt.datetime(2026, 2, 15, 10, tzinfo=KST), "LDL came back 130 and HDL 45 from this morning's blood draw."),
    (dt.datetime(2026, 3, 10, 18, tzinfo=KST), "Saw a dermatologist in Busan, Dr. Kang, about the rash on my arm."),
]


@pytest.fixture(scope="module")
def service(ontology_loaded: Driver, neo4j_settings: Settings) -> Iterator[MemoryService]:
    yield MemoryService.create(ontology_loaded, neo4j_settings, embeddings=True)


@pytest.fixture
def sent(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, dict[str, Any]]]:
    """Every statement the recall path sends through `run_read_once`, with its parameters."""
    calls: list[tuple[str, dict[str, Any]]] = []
    real = recall_module.run_read_once

    def spy(driver: Any, name: str, database: str | None = None, **params: Any) -> list[dict[str, Any]]:
        calls.append((name, params))
        return real(driver, name, database=database, **params)

    monkeypatch.setattr(recall_module, "run_read_once", spy)
    monkeypatch.setattr(associative, "run_read_once", spy)
    return calls


def test_one_statement_reads_records_and_facts(
    service: MemoryService, user_id: str, sent: list[tuple[str, dict[str, Any]]]
) -> None:
    for said_at, text in HISTORY:
        service.retain(user_id, TurnIn(text=text, said_at=said_at))
    fact_vectors().clear()
    # answered by a current record: one statement, the facts read by words only (no embedding), and the ranked
    # records' own sentences read by it too (no statement after fusion)
    out = service.recall(user_id, QueryIn(text="What was my last LDL?", said_at=ASKED))
    assert out.items[0].coordinate == "test:ldl_cholesterol" and out.items[0].value == 130
    assert [name for name, _ in sent] == ["recall_records_facts"]
    assert out.items[0].quote and "LDL came back 130" in out.items[0].quote
    params = sent[0][1]
    assert params["vector"] == [] and "test:ldl_cholesterol" in params["coordinates"]
    # the lists keep one size bucket: padded with the key no record has
    assert len(params["coordinates"]) >= 10 and len(params["types"]) >= 10
    sent.clear()
    # an associative question: one statement, with the embedding
    out = service.recall(user_id, QueryIn(text="what was the name of the dermatologist in Busan?", said_at=ASKED))
    assert out.items[0].kind == "fact" and "Kang" in out.items[0].text
    assert [name for name, _ in sent if name == "recall_records_facts"] == ["recall_records_facts"]
    assert len(sent[0][1]["vector"]) == 384
    sent.clear()
    # structured, but no current record in the window: the facts are read again with the embedding
    out = service.recall(user_id, QueryIn(text="What was my LDL in January?", said_at=ASKED))
    reads = [params for name, params in sent if name == "recall_records_facts"]
    assert len(reads) == 2 and reads[0]["vector"] == [] and len(reads[1]["vector"]) == 384
    assert reads[1]["coordinates"] == [""] * 10  # the second reading asks for no record
    # ... and for the facts by meaning alone: the words' reading of the first is fused with it
    assert reads[0]["lucenes"] and reads[1]["lucenes"] == [] and reads[1]["terms"] == []
