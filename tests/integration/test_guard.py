from __future__ import annotations

import pytest
from neo4j import Driver

from pia_graph.config import Settings
from pia_graph.db.queries import run_read, run_write
from pia_graph.db.test_guard import NotATestDatabaseError, is_test_database, wipe_test_database

pytestmark = pytest.mark.integration


def test_the_session_database_is_marked(neo4j_driver: Driver, neo4j_settings: Settings) -> None:
    if not neo4j_settings.uses_embedded:
        pytest.skip("external database: the tests never mark or wipe it")
    assert is_test_database(neo4j_driver, neo4j_settings.neo4j_database)


def test_wipe_refuses_an_unmarked_database(neo4j_driver: Driver, neo4j_settings: Settings, user_id: str) -> None:
    db = neo4j_settings.neo4j_database
    # something the refused wipe must leave in place: a user of this test's own (erased by the fixture)
    run_write(neo4j_driver, "user_merge", database=db, user_id=user_id, sex=None, birth_date=None)
    was_marked = is_test_database(neo4j_driver, db)
    if was_marked:
        # Remove the marker for the length of the test, then put it back.
        run_write(neo4j_driver, "test_db_unmark", database=db)
    try:
        before = run_read(neo4j_driver, "db_node_count", database=db)[0]["nodes"]
        with pytest.raises(NotATestDatabaseError):
            wipe_test_database(neo4j_driver, db)
        assert run_read(neo4j_driver, "db_node_count", database=db)[0]["nodes"] == before
        assert run_read(neo4j_driver, "user_nodes_count", database=db, user_id=user_id) == [
            {"label": "User", "nodes": 1}
        ]
    finally:
        if was_marked:
            run_write(neo4j_driver, "test_db_mark", database=db)
