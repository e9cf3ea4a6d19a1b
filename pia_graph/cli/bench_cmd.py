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

from pia_graph.cli import bench_match
from pia_graph.cli.console import cli_errors, console
from pia_graph.config import get_settings
from pia_graph.db.driver import driver_session
from pia_graph.db.queries import run_write
from pia_graph.demo.synthetic_user import PROFILE, conversation
from pia_graph.memory import MemoryService, TurnIn

bench_app = typer.Typer(help="Benchmarks (percentiles and ratios from one run).", no_args_is_help=True)
bench_app.command("match")(bench_match.match)


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


@bench_app.command()
def neo4j(
    runs: int = typer.Option(3, help="Cold starts to measure, each on a fresh data directory."),
    as_json: bool = typer.Option(False, "--json", help="Print the figures as JSON."),
) -> None:
    """Cold start of the embedded Neo4j (to Bolt answering) and its resident memory, on fresh data dirs."""
    import socket
    import tempfile
    from pathlib import Path

    from pia_graph.neo4j_server import ServerError, start_server, stop_server
    from pia_graph.neo4j_server.build import ToolMissingError, build_launcher

    base = get_settings()
    with cli_errors(ToolMissingError, RuntimeError):
        build_launcher(base.java_home)  # a build is not part of a start
    starts: list[float] = []
    rss: list[float] = []
    for _ in track(range(runs), description="cold starts", console=console, disable=as_json):
        with tempfile.TemporaryDirectory(prefix="pia-bench-") as home, socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            port = probe.getsockname()[1]
            probe.close()
            settings = base.model_copy(
                update={"home": Path(home), "neo4j_uri": None, "neo4j_bolt_port": port, "neo4j_http_port": 0}
            )
            began = time.perf_counter()
            with cli_errors(ServerError):
                status = start_server(settings)
            starts.append(time.perf_counter() - began)
            if status.rss_mb is not None:
                rss.append(status.rss_mb)
            stop_server(settings)
    figures: dict[str, Any] = {
        "cold_start_s": {"runs": len(starts), "p50": _pct(starts, 0.5), "max": max(starts)},
        "rss_after_start_mib": {"p50": _pct(rss, 0.5), "max": max(rss)} if rss else None,
        "heap_max_mib": base.neo4j_heap_mb,
        "pagecache_mib": base.neo4j_pagecache_mb,
    }
    if as_json:
        console.print_json(json.dumps(figures))
        return
    console.print(f"cold start to Bolt: p50 {figures['cold_start_s']['p50']:.1f} s, max {max(starts):.1f} s "
                  f"over {len(starts)} fresh data dirs")
    if rss:
        console.print(f"launcher resident memory after start: p50 {_pct(rss, 0.5):.0f} MiB, max {max(rss):.0f} MiB "
                      f"(heap max {base.neo4j_heap_mb} MiB, page cache {base.neo4j_pagecache_mb} MiB)")
