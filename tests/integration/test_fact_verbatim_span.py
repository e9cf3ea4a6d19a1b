"""A fact keeps the user's own words (its verbatim span) beside its third-person text, and the full-text index
`fact_words_user` holds both: a word only the user's wording has ("my") finds the fact; `pia db init`
(apply_schema) migrates a database that still has the older `fact_text_user` index."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator
from typing import Any

import pytest
from neo4j import Driver

from pia_graph.config import Settings
from pia_graph.db.queries import run_read
from pia_graph.db.schema import apply_schema
from pia_graph.memory import MemoryService, TurnIn
from pia_graph.memory.recall_models import QueryIn
from pia_graph.retrieve.associative import fulltext_search

pytestmark = pytest.mark.integration

SAID = "pretty sure red wine is my trigger, going to skip it"
AT = dt.datetime(2026, 3, 10, 20, 0, tzinfo=dt.UTC)


@pytest.fixture(scope="module")
def service(ontology_loaded: Driver, neo4j_settings: Settings) -> Iterator[MemoryService]:
    yield MemoryService.create(ontology_loaded, neo4j_settings, embeddings=False)


@pytest.fixture
def told(service: MemoryService, user_id: str) -> str:
    service.retain(user_id, TurnIn(text="migraine again today, 6/10", said_at=AT - dt.timedelta(days=2)))
    service.retain(user_id, TurnIn(text=SAID, said_at=AT))
    return user_id


def _facts(service: MemoryService, user_id: str) -> list[dict[str, Any]]:
    return [dict(r["fact"]) for r in run_read(service.driver, "user_export_facts", database=service.database,
                                              user_id=user_id)]


def _hits(service: MemoryService, user_id: str, lucene: str) -> list[str]:
    rows = run_read(service.driver, "recall_facts_fulltext", database=service.database, user_id=user_id,
                    lucenes=[f'{lucene} AND user_id:"{user_id}"'], candidates=100, k=10)
    return [str(r["span"]) for r in rows]


def test_the_fact_stores_the_users_words_beside_its_text(service: MemoryService, told: str) -> None:
    fact = next(f for f in _facts(service, told) if "red wine" in f["text"])
    assert fact["text"] == "pretty sure red wine is User's trigger, going to skip it"  # not overwritten
    assert fact["span"] == SAID


def test_the_full_text_index_holds_the_span(service: MemoryService, told: str) -> None:
    index = next(r for r in run_read(service.driver, "schema_indexes", database=service.database)
                 if r["name"] == "fact_words_user")
    assert index["type"] == "FULLTEXT" and index["state"] == "ONLINE"
    assert index["properties"] == ["text", "span", "user_id"]
    assert "fact_text_user" not in {r["name"] for r in run_read(service.driver, "schema_indexes",
                                                                 database=service.database)}
    assert _hits(service, told, "span:(my)") == [SAID]  # only the user's own words say "my"
    assert _hits(service, told, "text:(my)") == []
    assert [f["span"] for f in fulltext_search(service.driver, service.database, told, "red wine trigger", 5)] \
        == [SAID]


def test_a_fact_item_quotes_the_span(service: MemoryService, told: str) -> None:
    out = service.recall(told, QueryIn(text="what did I say my migraine trigger was?", said_at=AT))
    fact = next(i for i in out.items if i.kind == "fact" and "red wine" in i.text)
    assert fact.provenance.span == SAID


def test_db_init_replaces_the_older_index_and_the_stored_facts_are_found(
    service: MemoryService, told: str, neo4j_driver: Driver, neo4j_settings: Settings,
) -> None:
    # a database made before this change: the older index over text and owner only
    neo4j_driver.execute_query("CREATE FULLTEXT INDEX fact_text_user IF NOT EXISTS FOR (f:Fact) "
                               "ON EACH [f.text, f.user_id]", database_=neo4j_settings.neo4j_database)
    report = apply_schema(neo4j_driver, neo4j_settings)
    assert "fact_text_user" in report.dropped_indexes
    assert _hits(service, told, "span:(my)") == [SAID]
    again = apply_schema(neo4j_driver, neo4j_settings)  # idempotent: nothing dropped or made the second time
    assert not again.dropped_indexes and not again.created_indexes


KO_SAID = "비뇨기과 선생님이 PSA를 매년 하재요"


def test_a_short_latin_word_finds_it_with_a_korean_particle_glued_on(service: MemoryService, user_id: str) -> None:
    """The analyser keeps "PSA를" as one token: the word alone never matched it; the question's clause does."""
    service.retain(user_id, TurnIn(text=KO_SAID, said_at=AT, lang="ko"))
    assert any("PSA를" in str(f.get("span") or f["text"]) for f in _facts(service, user_id))
    assert _hits(service, user_id, "text:(psa) OR span:(psa)") == []
    found = fulltext_search(service.driver, service.database, user_id, "PSA 검사 언제부터 하라고 했지?", 5)
    assert any("PSA를" in str(f.get("span") or f["text"]) for f in found)
