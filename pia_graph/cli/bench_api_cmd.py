"""`pia bench api`: the API over loopback HTTP. Latency p50/p95 of the routes the agent calls most, and
requests per second with 1, 4 and 16 concurrent clients; every run is bounded in count and in time.

The command starts the API in-process (uvicorn on a free loopback port, the real driver and embedding model),
under a temporary tenant whose key is revoked and whose users are erased at the end."""

from __future__ import annotations

import json
import socket
import statistics
import threading
import time
import uuid
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import httpx
import typer
from rich.table import Table

from pia_graph.cli.console import console
from pia_graph.config import get_settings
from pia_graph.db.driver import driver_session
from pia_graph.db.queries import run_read, run_write
from pia_graph.demo.synthetic_user import PROFILE, conversation
from pia_graph.evaluation.counts import percentile as _pct
from pia_graph.tenants import create_key, revoke_keys

Call = Callable[[httpx.Client, str, int], httpx.Response]


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class _Workload:
    """Request makers over the demo conversation; each client writes to its own user."""

    def __init__(self) -> None:
        self.turns = conversation()
        self._n = 0
        self._lock = threading.Lock()

    def _next(self) -> int:
        with self._lock:
            self._n += 1
            return self._n

    def post_turn(self, client: httpx.Client, user: str, _: int) -> httpx.Response:
        n = self._next()
        turn = self.turns[n % len(self.turns)]
        return client.post(f"/v1/users/{user}/turns", json={
            "turn_id": f"b{n}", "said_at": turn.said_at.isoformat(), "text": turn.text})

    def post_recall(self, client: httpx.Client, user: str, n: int) -> httpx.Response:
        questions = ["How has my blood pressure been lately?", "What did my last checkup say?",
                     "Am I taking anything for diabetes?", "How did I sleep this week?"]
        return client.post(f"/v1/users/{user}/recall", json={
            "text": questions[n % len(questions)], "said_at": self.turns[-1].said_at.isoformat()})

    def get_records(self, client: httpx.Client, user: str, _: int) -> httpx.Response:
        return client.get(f"/v1/users/{user}/records", params={"limit": 50})


def _latency(client: httpx.Client, call: Call, user: str, count: int, budget_s: float) -> list[float]:
    out: list[float] = []
    stop = time.monotonic() + budget_s
    for n in range(count):
        if time.monotonic() > stop:
            break
        started = time.perf_counter()
        response = call(client, user, n)
        if response.status_code != 200:
            raise RuntimeError(f"{response.request.method} {response.request.url.path}: {response.status_code}")
        out.append((time.perf_counter() - started) * 1000)
    return out


def _throughput(base: str, headers: dict[str, str], call: Call, users: list[str], clients: int,
                max_requests: int, budget_s: float) -> dict[str, float]:
    done = [0] * clients
    errors = [0] * clients
    stop = time.monotonic() + budget_s

    def worker(i: int) -> None:
        with httpx.Client(base_url=base, headers=headers, timeout=60) as client:
            n = 0
            while time.monotonic() < stop and sum(done) < max_requests:
                response = call(client, users[i % len(users)], n)
                n += 1
                done[i] += 1
                errors[i] += response.status_code != 200

    started = time.perf_counter()
    with ThreadPoolExecutor(clients) as pool:
        list(pool.map(worker, range(clients)))
    elapsed = time.perf_counter() - started
    return {"clients": clients, "requests": sum(done), "errors": sum(errors), "seconds": round(elapsed, 2),
            "rps": round(sum(done) / elapsed, 1)}


def register(app: typer.Typer) -> None:
    @app.command("api")
    def bench_api(
        count: int = typer.Option(40, help="Requests per latency run (each route)."),
        max_requests: int = typer.Option(200, help="At most this many requests per throughput run."),
        seconds: float = typer.Option(20.0, help="At most this many seconds per run."),
        as_json: bool = typer.Option(False, "--json", help="Print the figures as JSON."),
    ) -> None:
        """Latency p50/p95 of POST turns and POST recall (and GET records), and requests/s with 1, 4, 16 clients."""
        import logging

        import uvicorn

        from pia_graph.api import create_app

        logging.getLogger("pia_graph.api.access").setLevel(logging.WARNING)
        settings = get_settings()
        port = _free_port()
        server = uvicorn.Server(uvicorn.Config(create_app(settings), host="127.0.0.1", port=port,
                                               log_level="warning", access_log=False))
        thread = threading.Thread(target=server.run, daemon=True)
        thread.start()
        with driver_session(settings) as driver:
            tenant = f"bench-{uuid.uuid4().hex[:8]}"
            key = create_key(driver, settings.neo4j_database, tenant).key
            try:
                while not server.started:
                    if not thread.is_alive():
                        raise typer.Exit(1)
                    time.sleep(0.2)
                figures = _run(f"http://127.0.0.1:{port}", {"Authorization": f"Bearer {key}"}, count,
                               max_requests, seconds)
            finally:
                server.should_exit = True
                thread.join(timeout=30)
                revoke_keys(driver, settings.neo4j_database, tenant)
                for row in run_read(driver, "tenant_users", database=settings.neo4j_database, tenant_id=tenant):
                    run_write(driver, "user_erase", database=settings.neo4j_database, user_id=row["user_id"])
        if as_json:
            console.print_json(json.dumps(figures))
            return
        _print(figures)


def _run(base: str, headers: dict[str, str], count: int, max_requests: int, seconds: float) -> dict[str, Any]:
    work = _Workload()
    users = [f"u{n}" for n in range(16)]
    routes: dict[str, Call] = {"POST turns": work.post_turn, "GET records": work.get_records}
    with httpx.Client(base_url=base, headers=headers, timeout=60) as client:
        for user in users:
            client.put(f"/v1/users/{user}/profile", json=PROFILE.model_dump())
        # Every user gets some history first, so that reads have something to find.
        for n in range(min(len(work.turns), 40)):
            work.post_turn(client, users[n % len(users)], n)
        if client.post(f"/v1/users/{users[0]}/recall", json={"text": "x", "said_at": "2026-01-01T00:00:00Z"}
                       ).status_code != 404:
            routes["POST recall"] = work.post_recall
        out: dict[str, Any] = {"latency_ms": {}, "throughput": {}}
        for name, call in routes.items():
            _latency(client, call, users[0], 3, seconds)  # warm-up
            samples = _latency(client, call, users[0], count, seconds)
            out["latency_ms"][name] = {"n": len(samples), "p50": round(_pct(samples, 0.5), 1),
                                       "p95": round(_pct(samples, 0.95), 1),
                                       "mean": round(statistics.fmean(samples), 1)}
    for name, call in routes.items():
        out["throughput"][name] = [_throughput(base, headers, call, users, c, max_requests, seconds)
                                   for c in (1, 4, 16)]
    return out


def _print(figures: dict[str, Any]) -> None:
    table = Table("route", "n", "p50 ms", "p95 ms", "mean ms", title="pia bench api: latency over loopback")
    for name, f in figures["latency_ms"].items():
        table.add_row(name, str(f["n"]), f"{f['p50']:.1f}", f"{f['p95']:.1f}", f"{f['mean']:.1f}")
    console.print(table)
    rps = Table("route", "clients", "requests", "errors", "seconds", "requests/s", title="throughput")
    for name, runs in figures["throughput"].items():
        for run in runs:
            rps.add_row(name, str(run["clients"]), str(run["requests"]), str(run["errors"]), str(run["seconds"]),
                        str(run["rps"]))
    console.print(rps)
