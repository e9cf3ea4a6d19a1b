"""`pia bench`: write-path latency, measured side by side in one run (never asserted in tests)."""

from __future__ import annotations

import json
import os
import statistics
import time
import uuid
from typing import Any

import typer
from neo4j.exceptions import Neo4jError, ServiceUnavailable
from rich.progress import track
from rich.table import Table

from pia_graph.cli import bench_match
from pia_graph.cli.bench_store import set_up_store
from pia_graph.cli.console import cli_errors, console
from pia_graph.cli.recall_latency import process_cpu_ms
from pia_graph.config import Settings, get_settings
from pia_graph.db.driver import driver_session
from pia_graph.db.queries import run_read, run_write
from pia_graph.db.schema import SchemaError
from pia_graph.demo.synthetic_user import PROFILE, conversation
from pia_graph.evaluation.counts import percentile as _pct
from pia_graph.memory import MemoryService, TurnIn
from pia_graph.memory.warm_up import warm_up_if_on
from pia_graph.neo4j_server.process import server_status

bench_app = typer.Typer(help="Benchmarks (percentiles and ratios from one run).", no_args_is_help=True)
bench_app.command("match")(bench_match.match)


@bench_app.command()
def write(
    rounds: int = typer.Option(2, help="How many times the demo conversation is replayed per mode."),
    concurrency: list[int] = typer.Option(
        [], "--concurrency", "-c", help="Writers at once (repeat: -c 1 -c 4 -c 8): turns/s instead of latency."
    ),
    over: str = typer.Option("both", "--users", help="With --concurrency: 'distinct' users, 'one' user, or 'both'."),
    run_turns: int = typer.Option(160, "--turns", help="With --concurrency: turns of the demo conversation per run."),
    embeddings: bool = typer.Option(True, help="With --concurrency: embed facts (off: rules and Neo4j only)."),
    as_json: bool = typer.Option(False, "--json", help="Print the figures as JSON."),
) -> None:
    """Latency of `retain` per retained turn: rules + embedding vs rules alone vs a `RETURN 1` round trip,
    interleaved turn by turn; or,
    with --concurrency, turns per second with N writers over distinct users and over one user."""
    settings = get_settings()
    if concurrency:
        _write_concurrency(concurrency, over, run_turns, embeddings, as_json)
        return
    with cli_errors(ServiceUnavailable, Neo4jError, SchemaError), driver_session(settings) as driver:
        # the schema and the dictionary first, as `pia bench all` does: on a fresh PIA_HOME the writes would
        # otherwise run without their constraints and indexes, and the warm-up's recall fails on a missing index
        set_up_store(driver, settings)
        with_emb = MemoryService.create(driver, settings, embeddings=True)
        without = MemoryService(driver, settings, with_emb.dictionary, with_emb.index, None, with_emb.extractor)
        # as a serving process starts (PIA_WARM_UP): its cost is reported, the turns after it are measured
        clock = _Clocks(settings)
        warmed = warm_up_if_on(with_emb)
        warm_up_cost = clock.spent()
        with_emb.retain("bench-warmup", TurnIn(text="BP 120/80 today", said_at=conversation()[0].said_at))
        run_write(driver, "user_erase", database=settings.neo4j_database, user_id="bench-warmup")
        samples: dict[str, list[float]] = {"rules+embedding": [], "rules only": [], "RETURN 1": []}
        clock = _Clocks(settings)
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
                # the cheapest Bolt round trip on the same driver, interleaved: what a write costs beyond it
                started = time.perf_counter()
                run_read(driver, "bench_round_trip", database=settings.neo4j_database)
                samples["RETURN 1"].append((time.perf_counter() - started) * 1000)
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
        measured = clock.spent()
        for uid in users:
            run_write(driver, "user_erase", database=settings.neo4j_database, user_id=uid)
    figures: dict[str, Any] = {
        mode: {"turns": len(v), "p50_ms": _pct(v, 0.5), "p95_ms": _pct(v, 0.95), "mean_ms": statistics.fmean(v)}
        for mode, v in samples.items() if v
    }
    # CPU of the measured turns (both modes and the RETURN 1 probes), per written turn: the client's and Neo4j's
    written_turns = sum(len(samples[m]) for m in ("rules+embedding", "rules only"))
    figures["cpu_ms_per_written_turn"] = {k: v * 1000 / written_turns for k, v in measured.items()
                                          if v is not None and written_turns}
    figures["warm_up"] = {**(warmed.as_dict() if warmed else {"off": True}),
                          "cpu_s": {k: v for k, v in warm_up_cost.items() if v is not None}}
    figures["stages_p50_ms"] = {k: _pct(v, 0.5) for k, v in stages.items()}
    figures["stages_p95_ms"] = {k: _pct(v, 0.95) for k, v in stages.items()}
    figures["embedding_backend"] = getattr(with_emb.embedder, "backend", None)
    figures["load_avg_1m"] = os.getloadavg()[0]
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


class _Clocks:
    """CPU seconds spent since it was made (or last read): this process's, and the Neo4j server's when it is the
    embedded one on this machine (None otherwise). On a loaded machine the CPU says what the work cost."""

    def __init__(self, settings: Settings) -> None:
        self.pid = server_status(settings).pid if settings.neo4j_uri is None else None
        self.last = self._now()

    def _now(self) -> dict[str, float | None]:
        neo4j = process_cpu_ms(self.pid)
        return {"client": time.process_time(), "neo4j": neo4j / 1000 if neo4j is not None else None}

    def spent(self) -> dict[str, float | None]:
        now = self._now()
        out: dict[str, float | None] = {}
        for k, v in now.items():
            before = self.last[k]
            out[k] = v - before if v is not None and before is not None else None
        self.last = now
        return out


def _write_concurrency(writers: list[int], users: str, turns: int, embeddings: bool, as_json: bool) -> None:
    from pia_graph.cli.bench_concurrency import run_concurrency

    settings = get_settings()
    modes = ["distinct", "one"] if users == "both" else [users]
    demo = (conversation() * (turns // len(conversation()) + 1))[:turns]
    runs = []
    with cli_errors(ServiceUnavailable, Neo4jError, SchemaError), driver_session(settings) as driver:
        set_up_store(driver, settings)
        service = MemoryService.create(driver, settings, embeddings=embeddings)
        warm = run_concurrency(service, demo[:8], 1, "distinct")  # JIT, caches, the embedding model
        del warm
        for mode in modes:
            for n in writers:
                runs.append(run_concurrency(service, demo, n, mode))
                if not as_json:
                    r = runs[-1]
                    console.print(f"{mode:>8} users, {n} writers: {r.turns_per_s:.1f} turns/s, "
                                  f"{r.deadlocks} deadlocks retried")
    figures: dict[str, Any] = {"embeddings": embeddings, "runs": [r.as_dict() for r in runs]}
    for mode in modes:
        base = next((r for r in runs if r.users == mode and r.writers == 1), None)
        if base is not None:
            figures[f"speedup_{mode}"] = {str(r.writers): r.turns_per_s / base.turns_per_s
                                          for r in runs if r.users == mode}
    if as_json:
        console.print_json(json.dumps(figures))
        return
    table = Table("users", "writers", "turns", "s", "turns/s", "speedup", "deadlocks retried", "errors",
                  title="pia bench write --concurrency")
    for r in runs:
        speedup = figures.get(f"speedup_{r.users}", {}).get(str(r.writers))
        table.add_row(r.users, str(r.writers), str(r.turns), f"{r.seconds:.1f}", f"{r.turns_per_s:.1f}",
                      f"{speedup:.2f}" if speedup else "-", str(r.deadlocks), str(r.errors))
    console.print(table)


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


@bench_app.command()
def temporal(
    suite: list[str] = typer.Option(
        [], "--suite", help="A suite folder (its temporal.jsonl) or a .jsonl file; repeatable. Default: the "
        "shared dev and peer suites."),
    baseline: str = typer.Option("main", help="Git revision to measure side by side ('' for none)."),
    rounds: int = typer.Option(5, help="Timed calls per utterance in each process (their median counts)."),
    passes: int = typer.Option(2, help="Processes per tree, alternating; an utterance keeps its lowest median."),
    as_json: bool = typer.Option(False, "--json", help="Print the figures as JSON."),
) -> None:
    """Resolver latency per utterance (p50/p95), this checkout beside a git revision, in one run."""
    import subprocess
    from pathlib import Path

    from pia_graph.evaluation.temporal_bench import bench, load_utterances
    from pia_graph.paths import project_root, shared_eval_dir

    suites = [Path(s) for s in suite] or [shared_eval_dir() / "dev", shared_eval_dir() / "peer"]
    items = load_utterances(suites)
    if not items:
        console.print("[red]no temporal scenarios found[/red] (pass --suite)")
        raise typer.Exit(1)
    with cli_errors(subprocess.CalledProcessError):
        figures = bench(project_root(), items, baseline or None, rounds, passes)
    if as_json:
        console.print_json(json.dumps(figures))
        return
    table = Table("tree", "p50 ms", "p95 ms", "max ms", "mean ms",
                  title=f"pia bench temporal: {figures['utterances']} utterances, resolve_in_text")
    for name, f in figures.items():
        if isinstance(f, dict):
            table.add_row(name, f"{f['p50_ms']:.3f}", f"{f['p95_ms']:.3f}", f"{f['max_ms']:.3f}", f"{f['mean_ms']:.3f}")
    console.print(table)
