"""The vector index `fact_embedding` is opt-in (PIA_FACT_VECTOR_INDEX): made with the setting on, dropped by the
schema with it off, and `vector_mode="index"` says how to turn it on when it is missing."""

from __future__ import annotations

import logging
import uuid
from collections.abc import Iterator

import pytest
from neo4j import Driver

from pia_graph.config import Settings
from pia_graph.db.schema import VECTOR_INDEX, apply_schema, fact_vector_index, has_vector_index
from pia_graph.demo.population import erase_users, make_users, template_vectors, write_users
from pia_graph.retrieve.associative import VectorIndexMissingError, VectorMode, vector_search

pytestmark = pytest.mark.integration


@pytest.fixture
def off_again(neo4j_driver: Driver, neo4j_settings: Settings) -> Iterator[None]:
    """Whatever a test does, the session's database leaves it as the default schema has it: no vector index."""
    yield
    apply_schema(neo4j_driver, neo4j_settings.model_copy(update={"fact_vector_index": False}))
    assert not has_vector_index(neo4j_driver, neo4j_settings)


@pytest.fixture
def one_user(neo4j_driver: Driver, neo4j_settings: Settings) -> Iterator[tuple[str, str, list[float]]]:
    """A synthetic user's facts with seeded vectors: (user id, one fact's id, its vector)."""
    user = make_users(f"vix-{uuid.uuid4().hex[:8]}", 0, 1, template_vectors(None), records_per_series=1)[0]
    write_users(neo4j_driver, neo4j_settings.neo4j_database, [user])
    fact_id, vector = next(iter(user.fact_vectors.items()))
    yield user.user_id, fact_id, vector
    erase_users(neo4j_driver, neo4j_settings.neo4j_database, [user.user_id])


def _top(driver: Driver, settings: Settings, user: tuple[str, str, list[float]], mode: VectorMode) -> str:
    found = vector_search(driver, settings.neo4j_database, user[0], user[2], 5, mode, oversample=100)
    return str(found[0]["fact_id"])


def test_the_default_schema_has_no_vector_index_and_the_index_mode_says_how_to_make_it(
    neo4j_driver: Driver, neo4j_settings: Settings, one_user: tuple[str, str, list[float]], off_again: None
) -> None:
    assert not neo4j_settings.fact_vector_index
    assert not has_vector_index(neo4j_driver, neo4j_settings)
    assert _top(neo4j_driver, neo4j_settings, one_user, "exact") == one_user[1]  # recall's default needs no index
    with pytest.raises(VectorIndexMissingError, match="PIA_FACT_VECTOR_INDEX=1"):
        _top(neo4j_driver, neo4j_settings, one_user, "index")


def test_the_setting_on_makes_the_index_and_off_drops_it_again_with_a_log_line(
    neo4j_driver: Driver, neo4j_settings: Settings, one_user: tuple[str, str, list[float]], off_again: None,
    caplog: pytest.LogCaptureFixture,
) -> None:
    on = neo4j_settings.model_copy(update={"fact_vector_index": True})
    report = apply_schema(neo4j_driver, on)
    assert report.created_indexes == [VECTOR_INDEX] and not report.dropped_indexes
    assert not apply_schema(neo4j_driver, on).changed  # idempotent with the setting on too
    # the index mode's query run for real (test_queries_explain's EXPLAIN plans it with or without the index:
    # the procedure looks the index up only when it runs)
    assert _top(neo4j_driver, neo4j_settings, one_user, "index") == one_user[1]
    with caplog.at_level(logging.WARNING, logger="pia_graph.db.schema"):
        report = apply_schema(neo4j_driver, neo4j_settings)
    assert report.dropped_indexes == [VECTOR_INDEX] and report.changed
    assert any(VECTOR_INDEX in r.getMessage() and "PIA_FACT_VECTOR_INDEX is off" in r.getMessage()
               for r in caplog.records)
    assert not has_vector_index(neo4j_driver, neo4j_settings)
    assert not apply_schema(neo4j_driver, neo4j_settings).changed


def test_a_measurement_makes_the_index_for_itself_and_drops_it_after(
    neo4j_driver: Driver, neo4j_settings: Settings, one_user: tuple[str, str, list[float]], off_again: None
) -> None:
    with fact_vector_index(neo4j_driver, neo4j_settings) as made:
        assert made and has_vector_index(neo4j_driver, neo4j_settings)
        assert _top(neo4j_driver, neo4j_settings, one_user, "index") == one_user[1]
    assert not has_vector_index(neo4j_driver, neo4j_settings)
    on = neo4j_settings.model_copy(update={"fact_vector_index": True})
    apply_schema(neo4j_driver, on)
    with fact_vector_index(neo4j_driver, on) as made:  # present already: left as it is
        assert not made
    assert has_vector_index(neo4j_driver, on)
