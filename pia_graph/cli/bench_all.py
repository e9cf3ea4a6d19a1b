"""`pia bench all`: every figure of the benchmark at scale in one run and one JSON document.

In order: a synthetic population of users x months of daily chat (`demo/population.py`) sent through `pia import`
at growing sizes, recall p50/p95 per depth at each size (and the ratio of the largest to the smallest), the
write path (`retain` p50/p95 beside a `RETURN 1` round trip, in the same run, on the populated store), the
retrieval suite answered by `MemoryService.recall` and by a flat top-k vector search over the user's facts,
and resident memory of the Neo4j launcher and of this process. Figures for the README; never asserted in
tests. `scripts/render_bench_table.py` renders the README table from the JSON.
"""

from __future__ import annotations

import datetime as dt
import json
import logging
import math
import os
import platform
import resource
import shutil
import subprocess
import time
import uuid
from pathlib import Path
from typing import Any

import typer
from neo4j.exceptions import Neo4jError, ServiceUnavailable
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

from pia_graph.cli.bench_store import set_up_store
from pia_graph.cli.console import cli_errors, console
from pia_graph.cli.flat_baseline import compare
from pia_graph.cli.import_cmd import advancing
from pia_graph.cli.recall_latency import measure
from pia_graph.config import Settings, get_settings
from pia_graph.db.driver import driver_session
from pia_graph.db.queries import run_read, run_write
from pia_graph.db.schema import SchemaError
from pia_graph.demo.population import ASK_QUESTIONS, PopulationSpec, import_population, user_ids
from pia_graph.demo.synthetic_user import conversation
from pia_graph.evaluation.counts import percentile as _pct
from pia_graph.memory import MemoryService, TurnIn
from pia_graph.memory.embed_worker import run_embed_workers
from pia_graph.neo4j_server.process import rss_mb, server_status, thread_cpu_s

log = logging.getLogger(__name__)
ASKED_AT = dt.datetime(2026, 3, 30, 21, 0, tzinfo=dt.timezone(dt.timedelta(hours=9)))
QUERIES = ASK_QUESTIONS
TURN_BATCH = 1000
WARM_USERS = 2  # users imported and erased, unmeasured, before the first measured import (`_warm_up`)


def _summary(samples: list[float]) -> dict[str, float]:
    return {"n": len(samples), "p50_ms": _pct(samples, 0.5), "p95_ms": _pct(samples, 0.95)}


def _disk_mib(path: Path) -> float | None:
    du = shutil.which("du")
    if du is None or not path.exists():
        return None
    out = subprocess.run([du, "-sk", str(path)], capture_output=True, text=True, check=False).stdout.split()
    return int(out[0]) / 1024 if out else None


def _cpu_s(pid: int | None) -> float | None:
    """CPU seconds (user + system) a process has used: on a loaded machine, what the work cost, not the wait."""
    if pid is None:
        return None
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return None
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _self_rss_mib() -> dict[str, float]:
    current = math.nan
    with open("/proc/self/status", encoding="ascii") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                current = int(line.split()[1]) / 1024
    return {"now": current, "peak": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024}


def _children_cpu_s() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def _import_population(service: MemoryService, spec: PopulationSpec, start: int, count: int, *, workers: int,
                       embed_threads: int) -> dict[str, Any]:
    """The users' chat through `pia import` (gate, extraction, the flat write statement) in `workers` processes,
    then the deferred embedding jobs drained by `embed_threads` threads: records/s of the import, facts/s of the
    jobs, and the time until every fact is vector-searchable; CPU seconds of the client (worker processes
    included) and of Neo4j for each part."""
    began, cpu, children = time.perf_counter(), time.process_time(), _children_cpu_s()
    pid = server_status(service.settings).pid
    neo4j_cpu = _cpu_s(pid)
    threads = thread_cpu_s(pid) if pid is not None else {}
    turns = count * (spec.days * 2 + 1)
    with Progress(TextColumn(f"importing {count} users"), BarColumn(), MofNCompleteColumn(), TimeRemainingColumn(),
                  console=console, auto_refresh=False) as bar:  # no refresh thread: the import forks
        task = bar.add_task("import", total=turns)
        stats = import_population(service, spec, start, count, progress=advancing(bar, task),
                                  workers=workers, embed_later=service.embedder is not None)
    seconds = time.perf_counter() - began
    client_cpu = time.process_time() - cpu + _children_cpu_s() - children
    imported_neo4j = _cpu_s(pid)
    by_thread = _thread_ms(threads, thread_cpu_s(pid) if pid is not None else {}, stats.records)
    embedded = None
    if service.embedder is not None:
        embedded = run_embed_workers(service.driver, service.settings, service.embedder, embed_threads,
                                     drain=True).summary()
    searchable_s = time.perf_counter() - began
    embedded_neo4j = _cpu_s(pid)
    run_read(service.driver, "schema_await_indexes", database=service.database, timeout_s=1800)
    records = stats.records or 1
    return {"users": count, "workers": workers, **stats.as_dict(), "seconds": seconds, "client_cpu_s": client_cpu,
            "neo4j_cpu_s": _minus(imported_neo4j, neo4j_cpu),
            "records_per_s": stats.records / seconds if seconds else math.nan,
            "turns_per_s": stats.turns / seconds if seconds else math.nan,
            "cpu_ms_per_record": {"prepare": 1000 * stats.prepare_cpu_s / records,
                                  "embed": 1000 * stats.embed_cpu_s / records,
                                  "write": 1000 * stats.write_cpu_s / records,
                                  "client": 1000 * client_cpu / records,
                                  "neo4j": 1000 * (_minus(imported_neo4j, neo4j_cpu) or math.nan) / records,
                                  "neo4j_by_thread": by_thread},
            "embedding_job": embedded and {**embedded, "neo4j_cpu_s": _minus(embedded_neo4j, imported_neo4j)},
            "all_facts_searchable_s": searchable_s}


def _warm_up(service: MemoryService, days: int, users: int = WARM_USERS) -> dict[str, Any]:
    """A few users imported and erased before the measured steps, unmeasured there: the server's first import
    plans `turns_import` (3-4 s of Neo4j CPU) and its JIT compilers turn the write path into machine code (on a
    fresh JVM they took more CPU than the Bolt workers: about 1.8 of 3.5 ms per record over a first import of 20
    users x 30 days, 0.1 once warm); this process compiles the rules' patterns and starts the ONNX session. A
    1,000-user import pays that once; a 20-user step would report it as the cost per record. Its own figures are
    kept apart (`import_warm_up`)."""
    spec = PopulationSpec(prefix=f"warm-{uuid.uuid4().hex[:6]}", days=days)
    pid = server_status(service.settings).pid
    began, cpu, neo4j_cpu = time.perf_counter(), time.process_time(), _cpu_s(pid)
    try:
        stats = import_population(service, spec, 0, users, embed_later=service.embedder is not None)
    finally:
        for uid in user_ids(spec, 0, users):
            run_write(service.driver, "user_erase", database=service.database, user_id=uid)
    return {"users": users, "records": stats.records, "seconds": time.perf_counter() - began,
            "client_cpu_s": time.process_time() - cpu, "neo4j_cpu_s": _minus(_cpu_s(pid), neo4j_cpu)}


def _thread_ms(before: dict[str, float], after: dict[str, float], records: int) -> dict[str, float]:
    """Neo4j's CPU ms per record by JVM thread group (Bolt workers: the statements and commits; C1/C2 compilers:
    the JIT; GC), largest first; groups under 0.01 ms left out."""
    ms = {k: 1000 * (v - before.get(k, 0.0)) / (records or 1) for k, v in after.items()}
    return {k: round(v, 3) for k, v in sorted(ms.items(), key=lambda kv: -kv[1]) if v >= 0.01}


def _minus(after: float | None, before: float | None) -> float | None:
    return after - before if after is not None and before is not None else None


def _write_latency(service: MemoryService, rounds: int) -> dict[str, Any]:
    """`retain` per written turn and a `RETURN 1` round trip, interleaved turn by turn on the same driver."""
    writes: list[float] = []
    trips: list[float] = []
    stages: dict[str, list[float]] = {}
    users: list[str] = []
    try:
        for _ in range(rounds):
            uid = f"bench-w-{uuid.uuid4().hex[:10]}"
            users.append(uid)
            for turn in conversation():
                started = time.perf_counter()
                run_read(service.driver, "bench_round_trip", database=service.database)
                trips.append((time.perf_counter() - started) * 1000)
                started = time.perf_counter()
                result = service.retain(uid, TurnIn(text=turn.text, said_at=turn.said_at))
                elapsed = (time.perf_counter() - started) * 1000
                if result.written:
                    writes.append(elapsed)
                    for stage, ms in result.timings_ms.items():
                        stages.setdefault(stage, []).append(ms)
    finally:
        for uid in users:
            run_write(service.driver, "user_erase", database=service.database, user_id=uid)
    return {"retain": _summary(writes), "return_1": _summary(trips),
            "stages_p50_ms": {k: _pct(v, 0.5) for k, v in stages.items()},
            "stages_p95_ms": {k: _pct(v, 0.95) for k, v in stages.items()}}


def _machine(settings: Settings) -> dict[str, Any]:
    return {"cpus": os.cpu_count(), "python": platform.python_version(), "pagecache_mib": settings.neo4j_pagecache_mb,
            "heap_mib": settings.neo4j_heap_mb, "load_avg_1m_at_start": os.getloadavg()[0]}


def run_all(settings: Settings, sizes: list[int], *, days: int, asking: int, rounds: int, write_rounds: int,
            suites: list[Path], keep: bool, workers: int = 1, embed_threads: int = 1,
            suite_rounds: int = 3) -> dict[str, Any]:
    figures: dict[str, Any] = {"started_at": dt.datetime.now(dt.UTC).isoformat(), "machine": _machine(settings),
                               "days": days, "queries": list(QUERIES), "sizes": {}}
    spec = PopulationSpec(prefix=f"pop-{uuid.uuid4().hex[:6]}", days=days)
    figures["population_prefix"] = spec.prefix
    db = settings.neo4j_database
    with driver_session(settings) as driver:
        figures["set_up"] = set_up_store(driver, settings)
        service = MemoryService.create(driver, settings)
        figures["embedding_backend"] = getattr(service.embedder, "backend", None)
        written = 0
        try:
            figures["import_warm_up"] = _warm_up(service, days)
            for size in sorted(sizes):
                step = _import_population(service, spec, written, size - written, workers=workers,
                                          embed_threads=embed_threads)
                written = size
                counts = run_read(driver, "population_count", database=db, prefix=spec.prefix)[0]
                askers = user_ids(spec, 0, min(asking, size))
                status = server_status(settings)
                figures["sizes"][str(size)] = {
                    "write_step": step, "store": counts, "disk_mib": _disk_mib(settings.data_dir),
                    "recall": measure(service, askers, QUERIES, ASKED_AT, rounds, status.pid),  # warm-up round first
                    "neo4j_rss_mib": status.rss_mb,
                }
                console.log(f"{size} users: {counts['records']} records; {figures['sizes'][str(size)]['recall']}")
            figures["write"] = _write_latency(service, write_rounds)
            pid = server_status(settings).pid
            figures["retrieval"] = {str(p): compare(service, p, rounds=suite_rounds, server_pid=pid)
                                    for p in suites if p.is_dir()}
            status = server_status(settings)
            figures["rss_mib"] = {"neo4j_launcher": status.rss_mb if status.pid else None,
                                  "api_process": _self_rss_mib()}
            if status.pid is not None:
                figures["rss_mib"]["neo4j_launcher"] = rss_mb(status.pid)
        finally:
            if not keep:
                started = time.perf_counter()
                ids = user_ids(spec, 0, written)
                for uid in ids:  # everything each user owns: series, sightings and jobs included
                    run_write(driver, "user_erase", database=db, user_id=uid)
                figures["erase_s"] = time.perf_counter() - started
    keys = sorted(figures["sizes"], key=int)
    if len(keys) > 1:
        small, large = figures["sizes"][keys[0]]["recall"], figures["sizes"][keys[-1]]["recall"]
        figures["p95_ratio_largest_vs_smallest"] = {
            "sizes": [int(keys[0]), int(keys[-1])],
            **{d: large[d]["p95_ms"] / small[d]["p95_ms"] for d in ("depth1", "depth2", "depth3")}}
    figures["finished_at"] = dt.datetime.now(dt.UTC).isoformat()
    figures["load_avg_1m_at_end"] = os.getloadavg()[0]
    return figures


def all_figures(
    users: str = typer.Option("10,100", help="Population sizes, growing, comma-separated (1000 for the full run)."),
    days: int = typer.Option(150, help="Days of daily chat per synthetic user."),
    asking: int = typer.Option(5, help="How many users ask (the same ones at every size)."),
    rounds: int = typer.Option(2, help="Rounds of the query set per depth and size."),
    write_rounds: int = typer.Option(2, help="Replays of the demo conversation for the write latency."),
    suite: list[Path] = typer.Option(
        [Path("/work/shared/eval/dev"), Path("eval/wave2")], "--suite",
        help="Suite directories whose retrieval scenarios are asked; repeatable."),
    suite_rounds: int = typer.Option(3, min=1, help="Measured rounds of the retrieval suites (after a warm-up)."),
    keep: bool = typer.Option(False, help="Keep the population in the database afterwards."),
    workers: int = typer.Option(1, min=1, max=64, help="Import worker processes."),
    embed_threads: int = typer.Option(1, min=1, max=64, help="Threads of the embedding worker after each import."),
    out: Path | None = typer.Option(None, "--out", help="Write the JSON here as well."),
    as_json: bool = typer.Option(False, "--json", help="Print the JSON (always the full document)."),
) -> None:
    """Population at 10/100/1,000 users, recall per depth, write vs RETURN 1, flat baseline, RSS: one JSON."""
    settings = get_settings()
    sizes = sorted({int(x) for x in users.split(",") if x.strip()})
    with cli_errors(ServiceUnavailable, Neo4jError, SchemaError):
        figures = run_all(settings, sizes, days=days, asking=asking, rounds=rounds, write_rounds=write_rounds,
                          suites=suite, keep=keep, workers=workers, embed_threads=embed_threads,
                          suite_rounds=suite_rounds)
    text = json.dumps(figures, default=str, indent=1)
    if out is not None:
        out.write_text(text + "\n", encoding="utf-8")
    if as_json or out is None:
        console.print_json(text)
