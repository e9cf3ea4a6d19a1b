"""Neo4j going away: the API answers 503 with Retry-After (nothing half-written), and serves again once
Neo4j is back, without a restart. A TCP proxy in front of the session's Neo4j stands in for stopping it: with
the proxy cut, connections are refused and open ones die, as when the server stops."""

from __future__ import annotations

import contextlib
import socket
import threading
import time
import uuid
from typing import Any

import pytest
from fastapi.testclient import TestClient

from pia_graph.api import create_app
from pia_graph.config import Settings

pytestmark = pytest.mark.integration


class _Proxy:
    def __init__(self, target: tuple[str, int]) -> None:
        self.target = target
        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            self.port = int(probe.getsockname()[1])
        self._socks: list[socket.socket] = []
        self._server: socket.socket | None = None

    def start(self) -> None:
        server = socket.socket()
        server.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        server.bind(("127.0.0.1", self.port))
        server.listen(64)
        self._server = server
        threading.Thread(target=self._accept, args=(server,), daemon=True).start()

    def _accept(self, server: socket.socket) -> None:
        while True:
            try:
                client, _ = server.accept()
            except OSError:
                return
            if self._server is not server:
                client.close()
                return
            upstream = socket.create_connection(self.target)
            self._socks += [client, upstream]
            for a, b in ((client, upstream), (upstream, client)):
                threading.Thread(target=self._pump, args=(a, b), daemon=True).start()

    @staticmethod
    def _pump(src: socket.socket, dst: socket.socket) -> None:
        with contextlib.suppress(OSError):
            while data := src.recv(65536):
                dst.sendall(data)
        for s in (src, dst):
            with contextlib.suppress(OSError):
                s.shutdown(socket.SHUT_RDWR)

    def cut(self) -> None:
        if self._server is not None:
            with contextlib.suppress(OSError):
                self._server.shutdown(socket.SHUT_RDWR)  # wakes the blocked accept(); close alone does not
            self._server.close()
            self._server = None
        for s in self._socks:
            with contextlib.suppress(OSError):
                s.shutdown(socket.SHUT_RDWR)
            s.close()
        self._socks.clear()


def test_503_while_neo4j_is_away_and_recovery_without_restart(
    ontology_loaded: Any, neo4j_settings: Settings, tenant_a: Any, make_turn: Any,
) -> None:
    host, port = neo4j_settings.bolt_uri.removeprefix("bolt://").removeprefix("neo4j://").split(":")
    proxy = _Proxy((host, int(port)))
    proxy.start()
    settings = neo4j_settings.model_copy(update={"neo4j_uri": f"bolt://127.0.0.1:{proxy.port}"})
    uid = f"u-{uuid.uuid4().hex[:10]}"
    try:
        with TestClient(create_app(settings, embeddings=False)) as api:
            records = f"/v1/users/{uid}/records"
            put = api.put(f"/v1/users/{uid}/profile", json={"sex": "male"}, headers=tenant_a.headers)
            assert put.status_code == 200
            proxy.cut()
            down = api.get(records, headers=tenant_a.headers)
            assert down.status_code == 503, down.text
            assert down.headers["Retry-After"] == "1" and down.json()["error"] == "store_unavailable"
            wrote = api.post(f"/v1/users/{uid}/turns", json=make_turn("t1", "My fasting glucose was 101 today"),
                             headers=tenant_a.headers)
            assert wrote.status_code == 503
            ready = api.get("/readyz")
            assert ready.status_code == 503 and ready.headers["Retry-After"] == "1"
            proxy.start()
            # The API notices within its next ping (half a second); wait for that, boundedly.
            deadline = time.monotonic() + 30
            while (back := api.get(records, headers=tenant_a.headers)).status_code == 503:
                assert time.monotonic() < deadline, "the API did not recover"
                time.sleep(0.2)
            assert back.status_code == 200, back.text
            assert back.json()["count"] == 0  # the turn sent while Neo4j was away was not stored
            assert api.get("/readyz").status_code == 200
            api.delete(f"/v1/users/{uid}", headers=tenant_a.headers)
    finally:
        proxy.cut()
