"""`pia demo`: a synthetic user's months of conversation go through the write path into Neo4j."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import typer
from neo4j.exceptions import Neo4jError, ServiceUnavailable
from rich.progress import track
from rich.table import Table

from pia_graph.cli.console import cli_errors, console
from pia_graph.config import get_settings
from pia_graph.db.driver import driver_session
from pia_graph.db.queries import run_read, run_write
from pia_graph.demo.synthetic_user import PROFILE, conversation
from pia_graph.memory import MemoryService, TurnIn

TRAJECTORIES = ("test:fasting_glucose", "vital:systolic_bp", "body:weight", "test:ldl_cholesterol")


def demo(
    user_id: str = typer.Option("demo-user", help="The demo user's id (its earlier data is erased first)."),
    plot_dir: Path | None = typer.Option(None, "--plot-dir", help="Also write a PNG per trajectory here."),
) -> None:
    """Ingest the built-in synthetic user and show what was stored."""
    settings = get_settings()
    with cli_errors(ServiceUnavailable, Neo4jError), driver_session(settings) as driver:
        db = settings.neo4j_database
        run_write(driver, "user_erase", database=db, user_id=user_id)
        service = MemoryService.create(driver, settings)
        service.set_profile(user_id, PROFILE)
        turns = conversation()
        outcome: Counter[str] = Counter()
        latencies: list[float] = []
        for turn in track(turns, description="ingesting the demo conversation", console=console):
            result = service.retain(user_id, TurnIn(text=turn.text, said_at=turn.said_at))
            outcome["retained" if result.retained else "not retained"] += 1
            outcome["records"] += len(result.records)
            outcome["facts"] += len(result.facts)
            outcome["supersessions"] += len(result.supersessions)
            outcome["records rejected (left out)"] += len(result.rejections)
            if result.written:
                latencies.append(sum(result.timings_ms.values()))
        summary = run_read(driver, "user_record_summary", database=db, user_id=user_id)
        chains = {
            c: run_read(driver, "trajectory_get", database=db, user_id=user_id, coordinate=c) for c in TRAJECTORIES
        }
    console.print(f"[bold]{len(turns)} turns[/] from {turns[0].said_at:%Y-%m-%d} to {turns[-1].said_at:%Y-%m-%d}")
    console.print(", ".join(f"{k}: {v}" for k, v in outcome.items()))
    if latencies:
        latencies.sort()
        console.print(f"write latency per retained turn: p50 {latencies[len(latencies) // 2]:.1f} ms, "
                      f"p95 {latencies[int(0.95 * (len(latencies) - 1))]:.1f} ms (rules, embedding included)")
    table = Table("record type", "stored", "current")
    for row in summary:
        table.add_row(row["type"], str(row["records"]), str(row["current"]))
    console.print(table)
    for coordinate, rows in chains.items():
        if rows:
            values = " → ".join(f"{r['value']:g}" + (f" ({r['band']})" if r.get("band") else "") for r in rows[-8:])
            console.print(f"[bold]{coordinate}[/] along NEXT ({len(rows)} records, last 8): {values}")
    if plot_dir is not None:
        from pia_graph.analysis.plot import default_plot_name, plot_trajectory
        from pia_graph.analysis.trajectory import load_trajectory
        from pia_graph.ontology import load_default_dictionary

        with driver_session(settings) as driver:
            for coordinate, rows in chains.items():
                if rows:
                    traj = load_trajectory(driver, db, load_default_dictionary(), user_id, coordinate)
                    console.print(f"plot: {plot_trajectory(traj, plot_dir / default_plot_name(coordinate))}")


def register(app: typer.Typer) -> None:
    app.command(name="demo")(demo)
