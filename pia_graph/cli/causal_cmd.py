"""`pia causal explain|recompute|stats|bench`: one user's causal candidates, kept links and pruned ones with
their reasons; the cost of a run."""

from __future__ import annotations

import datetime as dt
import json
import statistics
import time
from collections import Counter
from typing import Any

import typer
from neo4j.exceptions import Neo4jError, ServiceUnavailable
from rich.table import Table

from pia_graph.causal.depth3 import depth3_for, term_names
from pia_graph.causal.model import Decision
from pia_graph.causal.params import load_params
from pia_graph.causal.store import compute, read_user, recompute_user, write_run
from pia_graph.causal.trends import trends
from pia_graph.cli.console import cli_errors, console
from pia_graph.config import get_settings
from pia_graph.db.driver import driver_session
from pia_graph.db.queries import run_read

causal_app = typer.Typer(help="Causal links: candidates, kept links, pruned ones and why.", no_args_is_help=True)


def _when(said_at: str | None) -> dt.datetime:
    return dt.datetime.fromisoformat(said_at) if said_at else dt.datetime.now(dt.UTC)


_SAID_AT = typer.Option(None, "--said-at", help="ISO time the run is for (default now).")


@causal_app.command()
def explain(
    user_id: str = typer.Argument(..., help="The user."),
    coordinate: str = typer.Argument(..., help="A coordinate, e.g. vital:systolic_bp."),
    said_at: str | None = _SAID_AT,
    as_json: bool = typer.Option(False, "--json", help="Print the decisions as JSON."),
) -> None:
    """Recompute the user's run and show every candidate into or out of COORDINATE: kept, then pruned."""
    settings = get_settings()
    when = _when(said_at)
    with cli_errors(ServiceUnavailable, Neo4jError), driver_session(settings) as driver:
        data = read_user(driver, settings.neo4j_database, user_id)
        run = compute(data, when.date())
        write_run(driver, settings.neo4j_database, user_id, run, term_names())
    mine = [d for d in run.decisions if coordinate in (d.cause, d.effect)]
    found = trends([r for r in data.records if r.day <= when.date()], load_params(), None, term_names())
    if as_json:
        console.print_json(json.dumps({
            "trend": found[coordinate].model_dump() if coordinate in found else None,
            "decisions": [_as_dict(d) for d in mine], "stats": run.stats.as_dict(),
        }, default=str))
        return
    if coordinate in found:
        console.print(f"[bold]trend[/] {found[coordinate].text}")
    for d in sorted(mine, key=lambda d: (not d.kept, d.reason.value if d.reason else "", d.cause)):
        lag = f", lag {d.lag_days:g} d" if d.lag_days is not None else ""
        if d.kept:
            console.print(f"[green]kept[/] {d.cause} → {d.effect} {d.direction or ''} ({d.rule}{lag}, confidence "
                          f"{d.confidence:.2f}; from {', '.join(d.sources)}): {d.detail}", highlight=False)
            console.print(f"     mechanism {d.mechanism}; evidence {' '.join(d.evidence)}", highlight=False)
        else:
            console.print(f"[red]pruned[/] {d.reason.value if d.reason else d.rule}: {d.cause} → {d.effect} "
                          f"(from {', '.join(d.sources)}{lag}): {d.detail}", highlight=False)
    stats = run.stats
    console.print(f"user {user_id}: {stats.candidates} candidates, {stats.kept} kept, {stats.pruned_total} pruned "
                  + ", ".join(f"{k} {v}" for k, v in sorted(stats.pruned.items())))


def _as_dict(d: Decision) -> dict[str, Any]:
    out = {k: getattr(d, k) for k in d.__slots__}
    out["reason"] = d.reason.value if d.reason else None
    out["reasons"] = [r.value for r in d.reasons]
    return out


@causal_app.command()
def recompute(user_id: str = typer.Argument(..., help="The user."), said_at: str | None = _SAID_AT) -> None:
    """Recompute and store one user's causal run; print its stats."""
    settings = get_settings()
    with cli_errors(ServiceUnavailable, Neo4jError), driver_session(settings) as driver:
        run = recompute_user(driver, settings.neo4j_database, user_id, _when(said_at).date(), term_names())
    console.print_json(json.dumps(run.stats.as_dict()))


@causal_app.command()
def stats(as_json: bool = typer.Option(False, "--json", help="Print as JSON.")) -> None:
    """Candidates, kept and pruned by reason over every user's stored run (the share pruned, not guessed)."""
    settings = get_settings()
    with cli_errors(ServiceUnavailable, Neo4jError), driver_session(settings) as driver:
        rows = run_read(driver, "causal_run_stats_all", database=settings.neo4j_database)
    total: Counter[str] = Counter()
    for row in rows:
        one = json.loads(row["stats"] or "{}")
        total["candidates"] += one.get("candidates", 0)
        total["kept"] += one.get("kept", 0)
        for reason, n in (one.get("pruned_by_reason") or {}).items():
            total[f"pruned:{reason}"] += n
    out = {"users": len(rows), **total,
           "share_pruned": {k[7:]: round(v / total["candidates"], 4) for k, v in total.items()
                            if k.startswith("pruned:") and total["candidates"]}}
    if as_json:
        console.print_json(json.dumps(out))
        return
    table = Table("figure", "value")
    for key, value in out.items():
        table.add_row(key, json.dumps(value) if isinstance(value, dict) else str(value))
    console.print(table)


@causal_app.command()
def bench(
    user_id: str = typer.Argument(..., help="A user with data (e.g. the demo user)."),
    outcome: list[str] = typer.Option(["vital:systolic_bp"], "--outcome", help="Outcome coordinates; repeatable."),
    runs: int = typer.Option(20, help="Repetitions of each measurement."),
    said_at: str | None = _SAID_AT,
) -> None:
    """Cost of one user's causal run (read, decide, write) and of a depth-3 read served from stored links."""
    settings = get_settings()
    when = _when(said_at)
    samples: dict[str, list[float]] = {"read": [], "decide": [], "write": [], "depth3 (current run)": []}
    with cli_errors(ServiceUnavailable, Neo4jError), driver_session(settings) as driver:
        db = settings.neo4j_database
        for _ in range(runs):
            t0 = time.perf_counter()
            data = read_user(driver, db, user_id)
            t1 = time.perf_counter()
            run = compute(data, when.date())
            t2 = time.perf_counter()
            write_run(driver, db, user_id, run, term_names())
            t3 = time.perf_counter()
            depth3_for(driver, db, user_id, outcome, when)
            t4 = time.perf_counter()
            for key, (a, b) in zip(samples, ((t0, t1), (t1, t2), (t2, t3), (t3, t4)), strict=True):
                samples[key].append((b - a) * 1000)
    table = Table("stage", "p50 ms", "p95 ms", title=f"{user_id}: {len(data.records)} records, "
                  f"{run.stats.candidates} candidates, {runs} runs")
    for key, values in samples.items():
        ordered = sorted(values)
        p95 = ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]
        table.add_row(key, f"{statistics.median(ordered):.1f}", f"{p95:.1f}")
    console.print(table)


@causal_app.command()
def population(
    users: int = typer.Option(1000, help="Synthetic users written beside whatever the database holds."),
    sample: int = typer.Option(50, help="Users whose depth-3 answer is timed."),
    keep: bool = typer.Option(False, help="Keep the synthetic users afterwards."),
) -> None:
    """Depth-3 latency among many users: the first read of a user recomputes and stores the run (stale), the
    second is served from the stored run; and the share of candidates pruned, by reason, over the sample."""
    from pia_graph.demo.population import ASKED_AT, erase_users, make_users, template_vectors, write_users

    settings = get_settings()
    population_users = make_users("causal-bench", 0, users, template_vectors(None))
    ids = [u.user_id for u in population_users]
    timed = ids[:: max(1, users // sample)][:sample]
    samples: dict[str, list[float]] = {"depth3, run recomputed": [], "depth3, stored run": []}
    total: Counter[str] = Counter()
    with cli_errors(ServiceUnavailable, Neo4jError), driver_session(settings) as driver:
        db = settings.neo4j_database
        try:
            with console.status(f"writing {users} synthetic users"):
                write_users(driver, db, population_users)
            depth3_for(driver, db, timed[0], ["test:ldl_cholesterol"], ASKED_AT)  # warm the caches
            for uid in timed:
                for key in samples:
                    t0 = time.perf_counter()
                    depth3_for(driver, db, uid, ["test:ldl_cholesterol"], ASKED_AT)
                    samples[key].append((time.perf_counter() - t0) * 1000)
                one = json.loads(run_read(driver, "causal_run_stats_user", database=db, user_id=uid)[0]["stats"])
                total["candidates"] += one["candidates"]
                total["kept"] += one["kept"]
                for reason, n in one["pruned_by_reason"].items():
                    total[reason] += n
        finally:
            if not keep:
                erase_users(driver, db, ids)
    table = Table("measure", "p50 ms", "p95 ms", title=f"{users} synthetic users (+ the database's others), "
                  f"{len(timed)} timed")
    for key, values in samples.items():
        ordered = sorted(values)
        table.add_row(key, f"{statistics.median(ordered):.1f}",
                      f"{ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]:.1f}")
    console.print(table)
    console.print_json(json.dumps({**total, "share_pruned": {
        k: round(v / total["candidates"], 4) for k, v in total.items() if k not in ("candidates", "kept")
    } if total["candidates"] else {}}))
