"""The guard that keeps tests from wiping a database that is not theirs."""

from __future__ import annotations

from neo4j import Driver

from pia_graph.db.queries import query, run_read, run_write


class NotATestDatabaseError(RuntimeError):
    """Refused: the database carries no test marker."""


def mark_test_database(driver: Driver, database: str | None = None) -> None:
    """Mark a database the tests created themselves (a fresh embedded one or a container)."""
    run_write(driver, "test_db_mark", database=database)


def is_test_database(driver: Driver, database: str | None = None) -> bool:
    return bool(run_read(driver, "test_db_is_marked", database=database)[0]["marked"])


def wipe_test_database(driver: Driver, database: str | None = None) -> None:
    if not is_test_database(driver, database):
        raise NotATestDatabaseError(
            "refusing to wipe a database that is not marked as a test database "
            "(tests clean up by user id on any other database)"
        )
    with driver.session(database=database) as session:
        session.run(query("test_db_wipe")).consume()
