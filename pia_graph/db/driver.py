"""The one Neo4j driver of a process: opened at start-up, closed at exit, never at import time."""

from __future__ import annotations

import logging
from collections.abc import Iterator
from contextlib import contextmanager

from neo4j import Driver, GraphDatabase

from pia_graph.config import Settings

log = logging.getLogger(__name__)


def open_driver(settings: Settings) -> Driver:
    driver = GraphDatabase.driver(
        settings.bolt_uri,
        auth=(settings.neo4j_user, settings.neo4j_password.get_secret_value()),
        max_connection_pool_size=32,
        connection_acquisition_timeout=30.0,
        connection_timeout=settings.neo4j_connect_timeout_s,
        max_transaction_retry_time=settings.neo4j_retry_s,
        # "property key does not exist" is normal on a fresh database; keep every other notification.
        notifications_disabled_classifications=["UNRECOGNIZED"],
    )
    log.debug("opened driver for %s", settings.bolt_uri)
    return driver


@contextmanager
def driver_session(settings: Settings) -> Iterator[Driver]:
    """A driver for the length of a command; checks that Neo4j answers before handing it out."""
    driver = open_driver(settings)
    try:
        driver.verify_connectivity()
        yield driver
    finally:
        driver.close()
