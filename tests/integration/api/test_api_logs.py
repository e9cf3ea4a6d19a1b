"""Request logs are structured JSON with request id, tenant, route, status and latency, and no log line of
the process or of Neo4j carries the utterance's words or its health values."""

from __future__ import annotations

import io
import json
import logging
import uuid
from collections.abc import Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient

from pia_graph.api.logs import configure_json_logging
from pia_graph.config import Settings

pytestmark = pytest.mark.integration


@pytest.fixture
def captured() -> Iterator[io.StringIO]:
    """Every log record of the process, configured as `pia serve` configures it (JSON, the default level)."""
    stream = io.StringIO()
    root = logging.getLogger()
    saved = (root.handlers[:], root.level, {n: logging.getLogger(n).level for n in _LOGGERS})
    configure_json_logging(Settings().api_log_level, stream)
    try:
        yield stream
    finally:
        root.handlers[:] = saved[0]
        root.setLevel(saved[1])
        for name, level in saved[2].items():
            logging.getLogger(name).setLevel(level)
        logging.getLogger("uvicorn.access").disabled = False


_LOGGERS = ("neo4j", "httpx", "sentence_transformers", "urllib3")


def test_logs_are_json_and_carry_no_utterance(
    api: TestClient, tenant_a: Any, public_id: str, make_turn: Any, captured: io.StringIO, neo4j_settings: Settings,
) -> None:
    marker = f"zorbmark{uuid.uuid4().hex[:8]}"
    text = f"My fasting glucose was 213 after the {marker} festival, and I took {marker.capitalize()}ol 40 mg"
    posted = api.post(f"/v1/users/{public_id}/turns", json=make_turn("t1", text), headers=tenant_a.headers)
    assert posted.status_code == 200 and posted.json()["written"], posted.text
    # bad input (a time without its UTC offset) is refused with 422; its text must not reach the logs either
    bad = api.post(f"/v1/users/{public_id}/turns",
                   json=make_turn("t2", f"{marker} blood pressure 120/80", said_at="2026-03-11T08:10:00"),
                   headers=tenant_a.headers)
    assert bad.status_code == 422
    for url in ("records", "export", "trajectories/test:fasting_glucose"):
        assert api.get(f"/v1/users/{public_id}/{url}", headers=tenant_a.headers).status_code == 200
    assert api.delete(f"/v1/users/{public_id}", headers=tenant_a.headers).status_code == 200

    lines = [json.loads(line) for line in captured.getvalue().splitlines() if line.strip()]
    access = [line for line in lines if line["logger"] == "pia_graph.api.access"]
    assert len(access) == 6
    for line in access:
        assert {"request_id", "tenant", "route", "status", "latency_ms", "method"} <= set(line)
        assert line["tenant"] == tenant_a.tenant_id and public_id not in line["route"]
    assert [line["status"] for line in access][:2] == [200, 422]
    assert access[0]["route"] == "/v1/users/{user_id}/turns"

    logs = {"process": captured.getvalue()}
    if neo4j_settings.uses_embedded:
        for path in neo4j_settings.server_dir.rglob("*.log"):
            logs[str(path)] = path.read_text(errors="replace")
        assert len(logs) > 1, "no Neo4j log found"
    for name, content in logs.items():
        for needle in (marker, "fasting glucose was 213", "blood pressure 120/80"):
            assert needle.lower() not in content.lower(), f"{needle!r} in {name}"
