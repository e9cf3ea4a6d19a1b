"""`pia import FILE.jsonl`: many turns through the same gate and extraction as retain, written in batches."""

from __future__ import annotations

import json
import time
from pathlib import Path

import typer
from neo4j.exceptions import Neo4jError, ServiceUnavailable
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

from pia_graph.cli.console import cli_errors, console
from pia_graph.config import get_settings
from pia_graph.db.driver import driver_session
from pia_graph.memory import MemoryService
from pia_graph.memory.bulk_import import ImportStats, import_rows, read_jsonl


def _lines(path: Path) -> int:
    with path.open("rb") as f:
        return sum(1 for line in f if line.strip())


def import_file(
    path: Path = typer.Argument(
        ..., exists=True, dir_okay=False, help="JSON lines: user_id, text, said_at[, turn_id, lang]."
    ),
    batch: int = typer.Option(500, help="Turns per write statement."),
    as_json: bool = typer.Option(False, "--json", help="Print the counts as JSON."),
) -> None:
    """Bulk retain: every turn through the gate and extraction, facts embedded and turns written in batches."""
    settings = get_settings()
    stats = ImportStats()
    with cli_errors(ServiceUnavailable, Neo4jError), driver_session(settings) as driver:
        service = MemoryService.create(driver, settings)
        columns = (TextColumn("importing"), BarColumn(), MofNCompleteColumn(), TimeRemainingColumn())
        with Progress(*columns, console=console, disable=as_json) as bar:
            total = _lines(path)
            task = bar.add_task("import", total=total)
            began = time.perf_counter()
            import_rows(service, read_jsonl(path, stats), batch_turns=batch, stats=stats,
                        progress=lambda n: bar.advance(task, n))
            bar.update(task, completed=total)  # invalid lines never reach the importer
            seconds = time.perf_counter() - began
    figures = {**stats.as_dict(), "seconds": seconds,
               "records_per_s": stats.records / seconds if seconds else None,
               "turns_per_s": stats.turns / seconds if seconds else None}
    if as_json:
        console.print_json(json.dumps(figures))
        return
    console.print(f"{stats.turns} turns: {stats.written} written ({stats.records} records, {stats.facts} facts), "
                  f"{stats.duplicates} already stored, {stats.rejected} rejected, {stats.invalid} invalid, in "
                  f"{seconds:.1f} s ({figures['records_per_s'] or 0:.0f} records/s)")
    for line in stats.errors:
        console.print(f"  [yellow]{line}[/yellow]")
