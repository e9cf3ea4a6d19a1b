"""`pia hu2`: the understanding's durable jobs (status, worker), one user's regeneration, and the benchmark."""

from __future__ import annotations

import json
import os
import signal
import statistics
import subprocess
import sys
import threading
import time
import uuid
from typing import Any

import typer
from neo4j.exceptions import Neo4jError, ServiceUnavailable
from rich.table import Table

from pia_graph.cli.console import cli_errors, console
from pia_graph.config import get_settings
from pia_graph.db.driver import driver_session
from pia_graph.db.queries import run_read, run_write
from pia_graph.demo.population import make_users, template_vectors, write_users
from pia_graph.evaluation.counts import percentile as _pct
from pia_graph.hu2 import jobs
from pia_graph.hu2.regenerate import Regenerator
from pia_graph.hu2.store import served
from pia_graph.hu2.worker import run_workers
from pia_graph.memory import MemoryService
from pia_graph.memory.warm_up import warm_up_if_on

hu2_app = typer.Typer(help="HU2 understanding: durable regeneration jobs in Neo4j.", no_args_is_help=True)


def _service_and_regenerator(driver: Any, settings: Any) -> tuple[MemoryService, Regenerator]:
    service = MemoryService.create(driver, settings, embeddings=False)
    return service, Regenerator.create(driver, settings, service.dictionary, service.index)


def _regenerator(driver: Any, settings: Any) -> Regenerator:
    return _service_and_regenerator(driver, settings)[1]


@hu2_app.command()
def status(
    as_json: bool = typer.Option(False, "--json", help="Print as JSON."),
    show: str | None = typer.Option(None, "--list", help="Also list jobs of this status."),
) -> None:
    """Jobs per status, due now, expired leases, retries, run times, and users whose understanding is stale."""
    settings = get_settings()
    with cli_errors(ServiceUnavailable, Neo4jError), driver_session(settings) as driver:
        report = jobs.status(driver, settings)
        listed = jobs.jobs(driver, settings, show) if show else []
    if as_json:
        console.print_json(json.dumps({**report, "listed": listed}, default=str))
        return
    table = Table("status", "jobs", "due", "expired leases", "recoveries", "max attempts", "mean run ms", "max run ms",
                  title=f"HU2 jobs ({report['stale_users']} users stale)")
    for state, row in sorted(report["jobs"].items()):
        table.add_row(state, *[_fmt(row.get(k)) for k in ("jobs", "due", "expired_leases", "recoveries",
                                                          "max_attempts", "mean_run_ms", "max_run_ms")])
    console.print(table)
    for row in listed:
        console.print(f"{row['job_id']} {row['status']} attempts={row['attempts']} v{row['target_version']} "
                      f"error={row['last_error']}")


def _fmt(v: Any) -> str:
    return "-" if v is None else f"{v:.1f}" if isinstance(v, float) else str(v)


@hu2_app.command()
def worker(
    concurrency: int = typer.Option(1, "--concurrency", "-c", min=1, max=64, help="Claiming threads."),
    drain: bool = typer.Option(False, help="Exit when no job is pending or running."),
    poll_s: float = typer.Option(0.5, help="Wait between claims when nothing is due."),
    hold_s: float = typer.Option(0.0, help="Crash drills: hold each claimed job this long before running it."),
) -> None:
    """Claim and run HU2 jobs until stopped (SIGTERM or Ctrl-C finish the jobs in hand, then exit)."""
    settings = get_settings()
    stop = threading.Event()
    signal.signal(signal.SIGTERM, lambda *_: stop.set())
    with cli_errors(ServiceUnavailable, Neo4jError), driver_session(settings) as driver:
        service, regen = _service_and_regenerator(driver, settings)
        warm_up_if_on(service, regenerator=regen, recall=False)  # the first jobs after a start pay no cold plans
        started = time.perf_counter()
        stats = run_workers(regen, concurrency, drain=drain, poll_s=poll_s, hold_s=hold_s, stop=stop)
        elapsed = time.perf_counter() - started
    done = stats.count("done") + stats.count("pending")
    console.print(json.dumps({"jobs": len(stats.outcomes), "done": done, "retry": stats.count("retry"),
                              "failed": stats.count("failed"), "lost": stats.count("lost"),
                              "seconds": round(elapsed, 3)}))


@hu2_app.command()
def regenerate(user_id: str, as_json: bool = typer.Option(False, "--json", help="Print as JSON.")) -> None:
    """Regenerate one user's understanding now (claiming their job) and print it."""
    settings = get_settings()
    with cli_errors(ServiceUnavailable, Neo4jError), driver_session(settings) as driver:
        outcome = _regenerator(driver, settings).regenerate_now(user_id)
        shown = served(driver, settings.neo4j_database, user_id)
    if as_json:
        console.print_json(json.dumps({"outcome": outcome.__dict__, "understanding": shown and shown.model_dump()},
                                      default=str))
        return
    console.print(f"{user_id}: {outcome.status} v{outcome.version} in {outcome.ms:.0f} ms ({outcome.generator})")
    if shown:
        for name, text in shown.fields.items():
            console.print(f"[bold]{name}[/] ({len(text)}): {text}")


@hu2_app.command()
def show(user_id: str) -> None:
    """The stored understanding of one user, and whether it is stale."""
    settings = get_settings()
    with cli_errors(ServiceUnavailable, Neo4jError), driver_session(settings) as driver:
        shown = served(driver, settings.neo4j_database, user_id)
    if shown is None:
        console.print(f"{user_id}: no understanding stored yet")
        return
    console.print_json(shown.model_dump_json())


def summarize(ms: list[float]) -> dict[str, float]:
    return {"n": len(ms), "p50_ms": statistics.median(ms), "p95_ms": _pct(ms, 0.95), "max_ms": max(ms)}


@hu2_app.command()
def requeue(user_ids: list[str] = typer.Argument(..., help="Users whose understanding to regenerate.")) -> None:
    """Queue the regeneration of these users now (after a change of the composition rules)."""
    settings = get_settings()
    with cli_errors(ServiceUnavailable, Neo4jError), driver_session(settings) as driver:
        rows = run_write(driver, "hu2_jobs_requeue", database=settings.neo4j_database, user_ids=user_ids)
    console.print(f"queued {rows[0]['queued'] if rows else 0} jobs")


def _window(driver: Any, database: str, users: list[str]) -> dict[str, Any]:
    row = run_read(driver, "hu2_jobs_window", database=database, user_ids=users)[0]
    first, last = row["first_claim"], row["last_finish"]
    seconds = (last.to_native() - first.to_native()).total_seconds() if first and last else 0.0
    return {"done": row["done"], "jobs": row["jobs"], "completions": row["completions"], "seconds": seconds,
            "jobs_per_s": row["done"] / seconds if seconds else None, "workers": len(row["workers"])}


def _processes(n: int, settings: Any) -> None:
    env = dict(os.environ, PIA_HU2_DEBOUNCE_S="0", PIA_NEO4J_URI=settings.bolt_uri)
    procs = [subprocess.Popen([sys.executable, "-m", "pia_graph.cli.main", "hu2", "worker", "--drain",
                               "--poll-s", "0.2"], env=env, stdout=subprocess.DEVNULL) for _ in range(n)]
    for p in procs:
        if p.wait() != 0:
            raise typer.Exit(1)


@hu2_app.command()
def bench(
    users: int = typer.Option(200, help="Synthetic users (records and facts written in bulk)."),
    workers: list[int] = typer.Option([1, 2], "--workers", help="Worker processes per throughput run; repeatable."),
    as_json: bool = typer.Option(False, "--json", help="Print the figures as JSON."),
) -> None:
    """Time to regenerate one user (p50/p95, claim to stored, in-process) and jobs per second with N worker
    processes over the same users' jobs. Run on a database where no other jobs are queued."""
    settings = get_settings()
    out: dict[str, Any] = {"users": users}
    with cli_errors(ServiceUnavailable, Neo4jError), driver_session(settings) as driver:
        db = settings.neo4j_database
        population = make_users(f"bench-hu2-{uuid.uuid4().hex[:6]}", 0, users, template_vectors(None))
        ids = [u.user_id for u in population]
        write_users(driver, db, population)
        try:
            regen = _regenerator(driver, settings)
            run_write(driver, "hu2_jobs_requeue", database=db, user_ids=ids)
            ms = [regen.regenerate_now(uid, worker="bench").ms for uid in ids]
            out["regenerate_one_user"] = summarize(ms)
            for n in workers:
                run_write(driver, "hu2_jobs_requeue", database=db, user_ids=ids)
                started = time.perf_counter()
                _processes(n, settings)
                out[f"workers_{n}"] = {**_window(driver, db, ids), "wall_s": time.perf_counter() - started}
        finally:
            for uid in ids:
                run_write(driver, "user_erase", database=db, user_id=uid)
    if as_json:
        console.print_json(json.dumps(out, default=str))
        return
    one = out["regenerate_one_user"]
    console.print(f"regenerate one user ({users} users): p50 {one['p50_ms']:.1f} ms, p95 {one['p95_ms']:.1f} ms")
    for n in workers:
        w = out[f"workers_{n}"]
        console.print(f"{n} worker process(es): {w['done']}/{w['jobs']} jobs done ({w['completions']} completions) "
                      f"in {w['seconds']:.2f} s = {w['jobs_per_s'] or 0:.1f} jobs/s")
