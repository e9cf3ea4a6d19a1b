"""`pia bench`: write-path latency, measured side by side in one run (never asserted in tests)."""

from __future__ import annotations

import json
import statistics
import time
import uuid
from typing import Any

import typer
from neo4j.exceptions import Neo4jError, ServiceUnavailable
from rich.progress import track
from rich.table import Table

from pia_graph.cli.console import cli_errors, console
from pia_graph.config import get_settings
from pia_graph.db.driver import driver_session
from pia_graph.db.queries import run_write
from pia_graph.demo.synthetic_user import PROFILE, conversation
from pia_graph.memory import MemoryService, TurnIn

bench_app = typer.Typer(help="Benchmarks (percentiles and ratios from one run).", no_args_is_help=True)


def _pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


@bench_app.command()
def write(
    rounds: int = typer.Option(2, help="How many times the demo conversation is replayed per mode."),
    as_json: bool = typer.Option(False, "--json", help="Print the figures as JSON."),
) -> None:
    """Latency of `retain` per retained turn: rules + embedding vs rules alone, interleaved turn by turn."""
    settings = get_settings()
    with cli_errors(ServiceUnavailable, Neo4jError), driver_session(settings) as driver:
        with_emb = MemoryService.create(driver, settings, embeddings=True)
        without = MemoryService(driver, settings, with_emb.dictionary, with_emb.index, None, with_emb.extractor)
        with_emb.retain("bench-warmup", TurnIn(text="BP 120/80 today", said_at=conversation()[0].said_at))
        run_write(driver, "user_erase", database=settings.neo4j_database, user_id="bench-warmup")
        samples: dict[str, list[float]] = {"rules+embedding": [], "rules only": []}
        stages: dict[str, list[float]] = {}
        turns = conversation()
        users = []
        for n in range(rounds):
            pair = {"rules+embedding": (with_emb, f"bench-{uuid.uuid4().hex[:10]}"),
                    "rules only": (without, f"bench-{uuid.uuid4().hex[:10]}")}
            for service, uid in pair.values():
                service.set_profile(uid, PROFILE)
                users.append(uid)
            order = list(pair) if n % 2 == 0 else list(reversed(pair))
            for turn in track(turns, description=f"round {n + 1}/{rounds}", console=console, disable=as_json):
                for mode in order:
                    service, uid = pair[mode]
                    started = time.perf_counter()
                    result = service.retain(uid, TurnIn(text=turn.text, said_at=turn.said_at))
                    elapsed = (time.perf_counter() - started) * 1000
                    if result.written:
                        samples[mode].append(elapsed)
                        if mode == "rules+embedding":
                            for stage, ms in result.timings_ms.items():
                                stages.setdefault(stage, []).append(ms)
        for uid in users:
            run_write(driver, "user_erase", database=settings.neo4j_database, user_id=uid)
    figures: dict[str, Any] = {
        mode: {"turns": len(v), "p50_ms": _pct(v, 0.5), "p95_ms": _pct(v, 0.95), "mean_ms": statistics.fmean(v)}
        for mode, v in samples.items() if v
    }
    figures["stages_p50_ms"] = {k: _pct(v, 0.5) for k, v in stages.items()}
    a, b = figures.get("rules+embedding"), figures.get("rules only")
    if isinstance(a, dict) and isinstance(b, dict):
        figures["ratio_p50_embedding_vs_rules"] = a["p50_ms"] / b["p50_ms"]
    if as_json:
        console.print_json(json.dumps(figures))
        return
    table = Table("mode", "turns", "p50 ms", "p95 ms", "mean ms", title="pia bench write")
    for mode in samples:
        f = figures.get(mode)
        if isinstance(f, dict):
            table.add_row(mode, str(f["turns"]), f"{f['p50_ms']:.1f}", f"{f['p95_ms']:.1f}", f"{f['mean_ms']:.1f}")
    console.print(table)
    console.print("stages (p50 ms, rules+embedding): " + ", ".join(
        f"{k} {v:.1f}" for k, v in figures["stages_p50_ms"].items()))
    if "ratio_p50_embedding_vs_rules" in figures:
        console.print(f"p50 ratio rules+embedding / rules only: {figures['ratio_p50_embedding_vs_rules']:.2f}")
