"""`pia import FILE.jsonl`: many turns through the same gate and extraction as retain, written in batches; the facts'
embeddings are left to durable jobs (`pia embed worker`) unless `--embed-inline`."""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from pathlib import Path

import typer
from neo4j.exceptions import Neo4jError, ServiceUnavailable
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TaskID, TextColumn, TimeRemainingColumn

from pia_graph.cli.console import cli_errors, console
from pia_graph.config import get_settings
from pia_graph.db.driver import driver_session
from pia_graph.memory import MemoryService
from pia_graph.memory.bulk_import import ImportStats, read_jsonl
from pia_graph.memory.import_shards import import_sharded


def _lines(path: Path) -> int:
    with path.open("rb") as f:
        return sum(1 for line in f if line.strip())


def advancing(bar: Progress, task: TaskID, every_s: float = 0.25) -> Callable[[int], None]:
    """A progress callback that redraws the bar itself (at most every `every_s`), for a bar without its thread."""
    last = [0.0]

    def advance(n: int) -> None:
        bar.advance(task, n)
        now = time.monotonic()
        if now - last[0] >= every_s:
            last[0] = now
            bar.refresh()

    return advance


def import_file(
    path: Path = typer.Argument(
        ..., exists=True, dir_okay=False, help="JSON lines: user_id, text, said_at[, turn_id, lang]."
    ),
    batch: int = typer.Option(500, help="Turns per write statement."),
    workers: int = typer.Option(
        1, min=1, max=64,
        help="Worker processes, the users split among them (more than 1 pays where Neo4j has cores of its own)."),
    embed_inline: bool = typer.Option(
        False, "--embed-inline",
        help="Embed the facts in the import (slower) instead of queueing jobs for `pia embed worker`."),
    read_decisions: bool = typer.Option(
        False, "--read-decisions",
        help="Take each turn's READ decision as retain does (the whole graph is then retain's). By default an "
             "imported turn is history: no agent waits on its READ decision, so it is not taken (no READ rules, "
             "no turn embedding) and the turn is stored with read_not_decided; records, facts and links are the "
             "same."),
    read_embedding: bool = typer.Option(
        True, "--read-embedding/--no-read-embedding",
        help="With --read-decisions: the READ opinion reads each English turn's sentence embedding, as retain "
             "does. --no-read-embedding: its n-grams and the rules decide; a turn whose stored READ decision the "
             "embedding would change is stored otherwise."),
    as_json: bool = typer.Option(False, "--json", help="Print the counts as JSON."),
) -> None:
    """Bulk retain: every turn through the gate and extraction, turns written in batches. Facts are stored and
    full-text searchable at once; their vectors come from `pia embed worker` (or, with --embed-inline, here)."""
    settings = get_settings()
    stats = ImportStats()
    with cli_errors(ServiceUnavailable, Neo4jError), driver_session(settings) as driver:
        service = MemoryService.create(driver, settings, embeddings=embed_inline)
        service.read_embeddings = read_embedding
        columns = (TextColumn("importing"), BarColumn(), MofNCompleteColumn(), TimeRemainingColumn())
        # no refresh thread: the import forks its workers, and a process should not fork while it runs threads
        with Progress(*columns, console=console, disable=as_json, auto_refresh=False) as bar:
            total = _lines(path)
            task = bar.add_task("import", total=total)
            began = time.perf_counter()
            import_sharded(service, read_jsonl(path, stats), workers=workers, batch_turns=batch, stats=stats,
                           progress=advancing(bar, task), embed_later=not embed_inline,
                           read_decisions=read_decisions)
            bar.update(task, completed=total)  # invalid lines never reach the importer
            seconds = time.perf_counter() - began
    figures = {**stats.as_dict(), "seconds": seconds,
               "records_per_s": stats.records / seconds if seconds else None,
               "turns_per_s": stats.turns / seconds if seconds else None}
    if as_json:
        console.print_json(json.dumps(figures))
        return
    console.print(f"{stats.turns} turns: {stats.written} written ({stats.records} records, {stats.facts} facts), "
                  f"{stats.duplicates} already stored, {stats.rejected} refused, {stats.invalid} invalid, "
                  f"{stats.rejected_records} records left out (rejected), in "
                  f"{seconds:.1f} s ({figures['records_per_s'] or 0:.0f} records/s)")
    for line in stats.errors:
        console.print(f"  [yellow]{line}[/yellow]")
    if stats.facts and not embed_inline:
        console.print("the facts are full-text searchable now; `pia embed worker --drain` adds their vectors")
