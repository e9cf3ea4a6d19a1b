"""`pia embed`: the deferred fact embeddings' durable jobs (status, worker)."""

from __future__ import annotations

import json
import signal
import threading
from typing import Any

import typer
from neo4j.exceptions import Neo4jError, ServiceUnavailable
from rich.table import Table

from pia_graph.cli.console import cli_errors, console
from pia_graph.config import get_settings
from pia_graph.db.driver import driver_session
from pia_graph.embedding import get_embedder
from pia_graph.memory import embed_jobs
from pia_graph.memory.embed_worker import run_embed_workers

embed_app = typer.Typer(help="Deferred fact embeddings (`pia import`): durable jobs in Neo4j.", no_args_is_help=True)


@embed_app.command()
def status(as_json: bool = typer.Option(False, "--json", help="Print as JSON.")) -> None:
    """Embedding jobs per status, due now, expired leases, retries, the last errors."""
    settings = get_settings()
    with cli_errors(ServiceUnavailable, Neo4jError), driver_session(settings) as driver:
        report = embed_jobs.status(driver, settings)
    if as_json:
        console.print_json(json.dumps(report, default=str))
        return
    table = Table("status", "jobs", "due", "expired leases", "recoveries", "max attempts", "oldest",
                  title="embedding jobs (a finished job is deleted)")
    for state, row in sorted(report["jobs"].items()):
        table.add_row(state, *[_fmt(row.get(k)) for k in ("jobs", "due", "expired_leases", "recoveries",
                                                          "max_attempts", "oldest_created_at")])
    console.print(table)


def _fmt(v: Any) -> str:
    return "-" if v is None else str(v)


@embed_app.command()
def worker(
    concurrency: int = typer.Option(1, "--concurrency", "-c", min=1, max=64, help="Claiming threads."),
    drain: bool = typer.Option(False, help="Exit when no job is pending or running."),
    poll_s: float = typer.Option(0.5, help="Wait between claims when nothing is due."),
    as_json: bool = typer.Option(False, "--json", help="Print the counts as JSON on exit."),
) -> None:
    """Claim embedding jobs and store the facts' vectors until stopped (SIGTERM or Ctrl-C finish the jobs in hand)."""
    settings = get_settings()
    stop = threading.Event()
    signal.signal(signal.SIGTERM, lambda *_: stop.set())
    with cli_errors(ServiceUnavailable, Neo4jError), driver_session(settings) as driver:
        stats = run_embed_workers(driver, settings, get_embedder(settings), concurrency, drain=drain, poll_s=poll_s,
                                  stop=stop)
    summary = stats.summary()
    if as_json:
        console.print_json(json.dumps(summary))
        return
    console.print(f"{summary['claims']} claims, {summary['facts']} facts embedded "
                  f"({summary['texts_embedded']} distinct texts) in {summary['seconds']:.1f} s "
                  f"({summary['facts_per_s'] or 0:.0f} facts/s); {summary['by_status']}")
