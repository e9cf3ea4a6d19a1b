"""Every named query and every schema statement is valid Cypher on the real database."""

from __future__ import annotations

from typing import Any, LiteralString, cast

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


def _operators(plan: dict[str, Any]) -> list[str]:
    """Each operator of a plan as "Name details" (the driver's operator types end in "@<database>")."""
    got = [f"{plan['operatorType'].split('@')[0]} {plan.get('args', {}).get('Details', '')}"]
    for child in plan.get("children", []):
        got += _operators(child)
    return got


@pytest.mark.parametrize("name", ["user_profile_on", "user_profile_get", "turns_write"])
def test_the_write_paths_reads_seek_the_users_records(neo4j_driver: Driver, neo4j_settings: Settings,
                                                      name: str) -> None:
    """Read before every extraction (the profile) and inside the write of a turn that may supersede (the current
    records at its coordinates): one user's records by coordinate through the composite index, never a scan of
    every user's records (which grows with the store), even planned on this near-empty store."""
    statement = cast(LiteralString, "EXPLAIN " + query(name))
    with neo4j_driver.session(database=neo4j_settings.neo4j_database) as session:
        plan = session.run(statement).consume().plan
    assert plan is not None
    operators = _operators(plan)
    assert not [op for op in operators if "Scan" in op.split()[0]], operators
    assert any(op.startswith("NodeIndexSeek") and "Record(user_id, coordinate, sort_time)" in op for op in operators)
