"""Every named query and every schema statement is valid Cypher on the real database."""

from __future__ import annotations

from typing import LiteralString, cast

import pytest
from neo4j import Driver

from pia_graph.config import Settings
from pia_graph.db.queries import query, query_names
from pia_graph.db.schema import schema_statements

pytestmark = pytest.mark.integration


@pytest.mark.parametrize("name", query_names())
def test_every_query_file_explains(neo4j_driver: Driver, neo4j_settings: Settings, name: str) -> None:
    statement = cast(LiteralString, "EXPLAIN " + query(name))
    with neo4j_driver.session(database=neo4j_settings.neo4j_database) as session:
        summary = session.run(statement).consume()
    assert summary.plan is not None, name


def test_schema_statements_are_idempotent(neo4j_driver: Driver, neo4j_settings: Settings) -> None:
    from pia_graph.db.schema import apply_schema

    assert schema_statements(), "no schema statements found"
    report = apply_schema(neo4j_driver, neo4j_settings)
    assert not report.changed  # the session fixture applied them already
