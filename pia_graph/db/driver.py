"""The one Neo4j driver of a process: opened at start-up, closed at exit, never at import time."""

from __future__ import annotations

import logging
from collections.abc import Iterator
from contextlib import contextmanager

from neo4j import Driver, GraphDatabase
from neo4j.exceptions import ConnectionAcquisitionTimeoutError, ServiceUnavailable, SessionExpired

from pia_graph.config import Settings
from pia_graph.errors import StoreUnavailable

log = logging.getLogger(__name__)


def open_driver(settings: Settings) -> Driver:
    driver = GraphDatabase.driver(
        settings.bolt_uri,
        auth=(settings.neo4j_user, settings.neo4j_password.get_secret_value()),
        max_connection_pool_size=32,
        # Fail fast when Neo4j is down: the driver's defaults (30 s to acquire, 30 s of retries with
        # back-off) held a request for over a minute.
        connection_timeout=settings.neo4j_connection_timeout_s,
        connection_acquisition_timeout=settings.neo4j_acquisition_timeout_s,
        max_transaction_retry_time=settings.neo4j_max_retry_time_s,
        initial_retry_delay=settings.neo4j_retry_delay_s,
        # "property key does not exist" is normal on a fresh database; keep every other notification.
        notifications_disabled_classifications=["UNRECOGNIZED"],
    )
    log.debug("opened driver for %s", settings.bolt_uri)
    return driver


@contextmanager
def store_errors() -> Iterator[None]:
    """Neo4j not answering (refused, dropped, no connection in time) becomes the project's StoreUnavailable."""
    try:
        yield
    except (ServiceUnavailable, SessionExpired, ConnectionAcquisitionTimeoutError) as exc:
        raise StoreUnavailable(f"Neo4j does not answer: {exc.__class__.__name__}") from exc


@contextmanager
def driver_session(settings: Settings) -> Iterator[Driver]:
    """A driver for the length of a command; checks that Neo4j answers before handing it out."""
    driver = open_driver(settings)
    try:
        driver.verify_connectivity()
        yield driver
    finally:
        driver.close()
