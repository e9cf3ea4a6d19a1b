"""`pia hu2`: the understanding's durable jobs (status, worker), one user's regeneration, and the benchmark."""

from __future__ import annotations

import json
import signal
import statistics
import threading
import time
from typing import Any

import typer
from neo4j.exceptions import Neo4jError, ServiceUnavailable
from rich.table import Table

from pia_graph.cli.console import cli_errors, console
from pia_graph.config import get_settings
from pia_graph.db.driver import driver_session
from pia_graph.hu2 import jobs
from pia_graph.hu2.regenerate import Regenerator
from pia_graph.hu2.store import served
from pia_graph.hu2.worker import run_workers
from pia_graph.memory import MemoryService

hu2_app = typer.Typer(help="HU2 understanding: durable regeneration jobs in Neo4j.", no_args_is_help=True)


def _regenerator(driver: Any, settings: Any) -> Regenerator:
    service = MemoryService.create(driver, settings, embeddings=False)
    return Regenerator.create(driver, settings, service.dictionary, service.index)


@hu2_app.command()
def status(
    as_json: bool = typer.Option(False, "--json", help="Print as JSON."),
    show: str | None = typer.Option(None, "--list", help="Also list jobs of this status (pending, running, done, failed)."),
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
        regen = _regenerator(driver, settings)
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


def _pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def summarize(ms: list[float]) -> dict[str, float]:
    return {"n": len(ms), "p50_ms": statistics.median(ms), "p95_ms": _pct(ms, 0.95), "max_ms": max(ms)}
