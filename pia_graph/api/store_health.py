"""Whether Neo4j answers, watched off the request path: a ping every half second. While it fails, requests get
a 503 at once instead of waiting out the driver's retries; the first ping that succeeds serves them again,
without a restart. The driver keeps retrying transient errors (deadlocks) for as long as it is configured to."""

from __future__ import annotations

import logging
import threading

from neo4j import Driver
from neo4j.exceptions import Neo4jError, ServiceUnavailable, SessionExpired

from pia_graph.db.queries import query
from pia_graph.errors import StoreUnavailable

log = logging.getLogger(__name__)


class StoreMonitor:
    def __init__(self, driver: Driver, database: str, interval_s: float = 0.5) -> None:
        self._driver = driver
        self._database = database
        self._interval = interval_s
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._loop, name="pia-store-monitor", daemon=True)
        self.available = True

    def start(self) -> None:
        self._thread.start()

    def stop(self) -> None:
        self._stop.set()
        self._thread.join(timeout=5)

    def ping(self) -> bool:
        """One auto-commit query, which the driver does not retry: a stopped server fails it at once."""
        try:
            with self._driver.session(database=self._database) as session:
                session.run(query("health_ping")).consume()
            return True
        except (ServiceUnavailable, SessionExpired, Neo4jError, OSError):
            return False
        except Exception:  # any other driver failure (a full pool, a closed driver): the thread must live on
            log.exception("Neo4j ping failed")
            return False

    def _loop(self) -> None:
        while not self._stop.wait(self._interval):
            up = self.ping()
            if up != self.available:
                log.warning("Neo4j %s", "answers again" if up else "does not answer; requests get 503")
            self.available = up

    def check(self) -> None:
        if not self.available:
            raise StoreUnavailable("Neo4j does not answer; retry shortly")
