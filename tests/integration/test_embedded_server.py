"""`pia neo4j start/stop/status` behaviour, including the error cases."""

from __future__ import annotations

import socket
from pathlib import Path

import pytest

from pia_graph.config import Settings
from pia_graph.neo4j_server import ServerError, server_status, start_server, stop_server
from pia_graph.neo4j_server.build import ToolMissingError, java_executable

pytestmark = pytest.mark.integration


def _embedded_only(settings: Settings) -> None:
    if not settings.uses_embedded:
        pytest.skip("the session uses an external Neo4j")


def test_refuses_a_second_instance(neo4j_settings: Settings) -> None:
    _embedded_only(neo4j_settings)
    with pytest.raises(ServerError, match="already running"):
        start_server(neo4j_settings)


def test_status_reports_pid_and_memory(neo4j_settings: Settings) -> None:
    _embedded_only(neo4j_settings)
    status = server_status(neo4j_settings)
    assert status.running and status.pid
    assert status.rss_mb is not None and status.rss_mb > 50


def test_port_taken_is_a_clear_error(neo4j_settings: Settings, tmp_path: Path) -> None:
    _embedded_only(neo4j_settings)
    with socket.socket() as blocker:
        blocker.bind(("127.0.0.1", 0))
        blocker.listen()
        port = blocker.getsockname()[1]
        settings = neo4j_settings.model_copy(update={"home": tmp_path, "neo4j_bolt_port": port})
        with pytest.raises(ServerError, match=f"port {port} .* taken"):
            start_server(settings)
    assert not (tmp_path / "neo4j" / "neo4j.pid").exists()


def test_missing_java_is_a_clear_error(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("PATH", str(tmp_path))
    monkeypatch.delenv("JAVA_HOME", raising=False)
    with pytest.raises(ToolMissingError, match="Java 17"):
        java_executable(None)


def test_start_then_stop_a_second_server(neo4j_settings: Settings, tmp_path: Path) -> None:
    _embedded_only(neo4j_settings)
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    settings = neo4j_settings.model_copy(update={"home": tmp_path, "neo4j_bolt_port": port})
    status = start_server(settings)
    try:
        assert status.running and server_status(settings).running
        assert (tmp_path / "neo4j" / "data").is_dir()
    finally:
        assert stop_server(settings)
    assert not server_status(settings).running
    assert not stop_server(settings)  # stopping twice says it was not running
