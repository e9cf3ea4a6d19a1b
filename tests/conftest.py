"""Fixtures that find a real Neo4j: PIA_NEO4J_URI, else a container where Docker answers, else the
embedded server, started once per session with its own temporary data directory."""

from __future__ import annotations

import logging
import os
import shutil
import socket
import subprocess
import uuid
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from neo4j import Driver
from pydantic import SecretStr

from pia_graph.config import Settings, get_settings
from pia_graph.db.driver import open_driver
from pia_graph.db.queries import run_write
from pia_graph.db.schema import apply_schema
from pia_graph.db.test_guard import mark_test_database

log = logging.getLogger(__name__)

NEO4J_IMAGE = "neo4j:5.26.30-community"
TEST_PASSWORD = "pia-test-password"


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _docker_answers() -> bool:
    if not shutil.which("docker"):
        return False
    try:
        return subprocess.run(["docker", "info"], capture_output=True, timeout=5, check=False).returncode == 0
    except (OSError, subprocess.TimeoutExpired):
        return False


@pytest.fixture(scope="session")
def neo4j_settings(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Settings]:
    if os.environ.get("PIA_NEO4J_URI"):
        yield Settings()  # an external database: never wiped, cleaned per user id
        return
    if _docker_answers():
        from testcontainers.neo4j import Neo4jContainer

        with Neo4jContainer(NEO4J_IMAGE, password=TEST_PASSWORD) as container:
            settings = Settings(neo4j_uri=container.get_connection_url(), neo4j_password=SecretStr(TEST_PASSWORD))
            _mark(settings)
            yield settings
        return
    from pia_graph.neo4j_server import start_server, stop_server

    home: Path = tmp_path_factory.mktemp("pia-home")
    settings = Settings(
        home=home,
        neo4j_uri=None,
        neo4j_password=SecretStr(TEST_PASSWORD),
        neo4j_bolt_port=_free_port(),
        neo4j_http_port=0,
        neo4j_heap_mb=768,
        neo4j_pagecache_mb=128,
    )
    start_server(settings)
    try:
        _mark(settings)
        yield settings
    finally:
        stop_server(settings)


def _mark(settings: Settings) -> None:
    driver = open_driver(settings)
    try:
        mark_test_database(driver, settings.neo4j_database)
    finally:
        driver.close()


@pytest.fixture(scope="session")
def neo4j_driver(neo4j_settings: Settings) -> Iterator[Driver]:
    driver = open_driver(neo4j_settings)
    driver.verify_connectivity()
    apply_schema(driver, neo4j_settings)
    yield driver
    driver.close()


@pytest.fixture
def pia_setting(monkeypatch: pytest.MonkeyPatch) -> Iterator[Callable[[str, str], None]]:
    """Set a PIA_ variable for one test and read it again through the cached settings (``get_settings``); the
    cache is cleared again after the test, before the variable is restored."""
    def put(name: str, value: str) -> None:
        monkeypatch.setenv(name, value)
        get_settings.cache_clear()

    yield put
    get_settings.cache_clear()


@pytest.fixture
def cli_env(neo4j_settings: Settings, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The `pia` CLI, invoked in-process (CliRunner), talks to the test server: its settings come from the
    environment, cached, so the cache is cleared before and after."""
    monkeypatch.setenv("PIA_NEO4J_URI", neo4j_settings.bolt_uri)
    monkeypatch.setenv("PIA_NEO4J_PASSWORD", neo4j_settings.neo4j_password.get_secret_value())
    get_settings.cache_clear()
    yield
    get_settings.cache_clear()


@pytest.fixture
def user_id(neo4j_driver: Driver, neo4j_settings: Settings) -> Iterator[str]:
    """A fresh user id; everything stored under it is erased after the test."""
    uid = f"test-{uuid.uuid4().hex[:12]}"
    yield uid
    run_write(neo4j_driver, "user_erase", database=neo4j_settings.neo4j_database, user_id=uid)


@pytest.fixture(scope="session")
def ontology_loaded(neo4j_driver: Driver, neo4j_settings: Settings) -> Driver:
    """The real dictionary, loaded once per session (idempotent: skipped when its checksum is there)."""
    from pia_graph.ontology.load import load_ontology

    load_ontology(neo4j_driver, database=neo4j_settings.neo4j_database)
    return neo4j_driver
