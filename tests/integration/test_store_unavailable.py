"""Neo4j down (issue 10, defect 10): the write path answers with the project's StoreUnavailable at once,
not after the driver's default minute of back-off. Runs its own embedded server, so that it can stop it."""

from __future__ import annotations

import datetime as dt
import logging
import socket
import time
from pathlib import Path

import pytest
from pydantic import SecretStr

from pia_graph.config import Settings
from pia_graph.db.driver import open_driver
from pia_graph.db.schema import apply_schema
from pia_graph.errors import StoreUnavailable
from pia_graph.memory import MemoryService, TurnIn

pytestmark = pytest.mark.integration
log = logging.getLogger(__name__)

AT = dt.datetime(2026, 3, 11, 9, 0, tzinfo=dt.timezone(dt.timedelta(hours=9)))


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def test_neo4j_down_is_store_unavailable_within_a_second(
    tmp_path: Path, record_property: pytest.RecordProperty
) -> None:
    from pia_graph.neo4j_server import start_server, stop_server

    settings = Settings(
        home=tmp_path, neo4j_uri=None, neo4j_password=SecretStr("pia-test-password"),
        neo4j_bolt_port=_free_port(), neo4j_http_port=0, neo4j_heap_mb=512, neo4j_pagecache_mb=64,
    )
    start_server(settings)
    driver = open_driver(settings)
    try:
        apply_schema(driver, settings)
        service = MemoryService.create(driver, settings, embeddings=False)
        assert service.retain("down-1", TurnIn(text="Weight 80.1 kg today", said_at=AT)).written
        stop_server(settings)
        waits = []
        for n in range(2):  # the call that finds the pool's connections dead, then the next one
            began = time.perf_counter()
            with pytest.raises(StoreUnavailable):
                service.retain("down-1", TurnIn(text=f"Weight 80.{n + 2} kg today", said_at=AT))
            waits.append(time.perf_counter() - began)
        record_property("store_unavailable_s", [round(w, 3) for w in waits])
        log.warning("Neo4j down: StoreUnavailable after %s s", ", ".join(f"{w:.3f}" for w in waits))
        assert max(waits) < 5  # a generous bound; the figure itself is reported, not asserted
    finally:
        driver.close()
        stop_server(settings)
