#!/usr/bin/env python
"""The import stage of `pia bench all` by two (or more) source trees, alternating, on one server: records/s and
the CPU seconds per record of the client and of Neo4j, side by side.

Usage: scripts/import_cpu_ab.py [--users N] [--days N] [--rounds N] [--workers N] [--batch N] [--no-warmup]
       TREE [TREE...] > runs.jsonl

Each run is one fresh process with PYTHONPATH=TREE (so that tree's `pia_graph` is imported): it builds the
service, imports a two-user population once unmeasured (the rules' patterns, the ONNX session and Neo4j's plan
of the import statement are then warm, as in a long import), erases it, then imports `--users` users x `--days`
days of the population as `pia bench all` does (`import_population`, the facts' embeddings deferred; the READ
decisions as the tree's import takes them by default, or with `--read-decisions` as retain does, the turn
embeddings on), measured, and erases them. Per run: wall seconds, records/s, the client's CPU (`time.process_time`
of the process: every thread, the ONNX threads included; worker processes too with --workers), Neo4j's (the
launcher process's user + system time, as `pia bench all` reads it), the importer's own split (preparation, write
thread) and the 1-minute load average before and after. Trees alternate, and their
order swaps every round. PIA_HOME and the Neo4j ports come from the environment. A benchmark, not a test.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import time
import uuid
from typing import Any


def _threads(pid: int | None) -> dict[str, float]:
    """CPU seconds of a process's threads, grouped by thread name without its digits (the JVM's: Bolt workers,
    the JIT compilers, the garbage collector, the page cache...)."""
    out: dict[str, float] = {}
    if pid is None:
        return out
    ticks = os.sysconf("SC_CLK_TCK")
    for task in os.listdir(f"/proc/{pid}/task"):
        try:
            with open(f"/proc/{pid}/task/{task}/comm") as f:
                name = f.read().strip().rstrip("0123456789#-_ ")
            with open(f"/proc/{pid}/task/{task}/stat") as f:
                fields = f.read().rsplit(")", 1)[1].split()
        except OSError:
            continue
        out[name] = out.get(name, 0.0) + (int(fields[11]) + int(fields[12])) / ticks
    return out


def _child(users: int, days: int, workers: int, warmup: bool = True, batch: int = 500,
           read_embedding: bool = True, read_decisions: bool = False) -> dict[str, Any]:
    from pia_graph.cli.bench_all import _cpu_s
    from pia_graph.config import get_settings
    from pia_graph.db.driver import driver_session
    from pia_graph.demo.population import PopulationSpec, erase_users, import_population, user_ids
    from pia_graph.memory import MemoryService
    from pia_graph.neo4j_server.process import server_status

    settings = get_settings()
    pid = server_status(settings).pid
    with driver_session(settings) as driver:
        # the store as `pia bench all` sets it up (schema and, on a bare database, the dictionary): without the
        # schema every MERGE on a user or series scans its label, and the Neo4j figures grow run by run
        from pia_graph.cli.bench_store import set_up_store

        set_up_store(driver, settings)
        service = MemoryService.create(driver, settings)
        service.read_embeddings = read_embedding
        # only when asked: a tree before session 51 has no such argument (it always took the READ decision)
        kw: dict[str, Any] = {"read_decisions": True} if read_decisions else {}
        db = settings.neo4j_database
        warm = PopulationSpec(prefix=f"abw-{uuid.uuid4().hex[:6]}", days=days)
        if warmup:
            try:
                import_population(service, warm, 0, 2, embed_later=True, batch_turns=batch, **kw)
            finally:
                erase_users(driver, db, user_ids(warm, 0, 2))
        spec = PopulationSpec(prefix=f"ab-{uuid.uuid4().hex[:6]}", days=days)
        load = os.getloadavg()[0]
        threads0 = _threads(pid)
        neo4j0, cpu0, began = _cpu_s(pid), time.process_time(), time.perf_counter()
        kids0 = resource.getrusage(resource.RUSAGE_CHILDREN)
        try:
            stats = import_population(service, spec, 0, users, embed_later=True, workers=workers, batch_turns=batch,
                                      **kw)
            wall = time.perf_counter() - began
            kids1 = resource.getrusage(resource.RUSAGE_CHILDREN)
            client = (time.process_time() - cpu0 + kids1.ru_utime + kids1.ru_stime
                      - kids0.ru_utime - kids0.ru_stime)
            neo4j1 = _cpu_s(pid)
            threads1 = _threads(pid)
        finally:
            erase_users(driver, db, user_ids(spec, 0, users))
    records = stats.records or 1
    return {"records": stats.records, "turns": stats.turns, "written": stats.written, "facts": stats.facts,
            "supersessions": stats.supersessions, "wall_s": round(wall, 3),
            # how many write statements the records took, and the waits for a user's earlier turns to be stored
            "batches": stats.batches, "records_per_batch": round(stats.records / max(stats.batches, 1), 1),
            "settles": stats.settles, "threads_known": getattr(stats, "threads_known", None),
            "records_per_s": round(stats.records / wall, 1),
            "client_ms_per_record": round(1000 * client / records, 3),
            "neo4j_ms_per_record": None if neo4j0 is None or neo4j1 is None
            else round(1000 * (neo4j1 - neo4j0) / records, 3),
            "prepare_ms_per_record": round(1000 * stats.prepare_cpu_s / records, 3),
            "write_thread_ms_per_record": round(1000 * stats.write_cpu_s / records, 3),
            "neo4j_threads_ms_per_record": {
                k: round(1000 * (v - threads0.get(k, 0.0)) / records, 3) for k, v in
                sorted(threads1.items(), key=lambda kv: threads0.get(kv[0], 0.0) - kv[1])
                if v - threads0.get(k, 0.0) > 0},
            "load_before": load, "load_after": os.getloadavg()[0]}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--users", type=int, default=20)
    ap.add_argument("--days", type=int, default=30)
    ap.add_argument("--rounds", type=int, default=2)
    ap.add_argument("--workers", type=int, default=1)
    ap.add_argument("--batch", type=int, default=500, help="turns per write statement (pia import's default)")
    ap.add_argument("--no-read-embedding", action="store_true", help="as `pia import --no-read-embedding`")
    ap.add_argument("--read-decisions", action="store_true", help="as `pia import --read-decisions`")
    ap.add_argument("--no-warmup", action="store_true", help="measure the first import of the process")
    ap.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    ap.add_argument("trees", nargs="*")
    args = ap.parse_args()
    if args.child:
        print(json.dumps(_child(args.users, args.days, args.workers, not args.no_warmup, args.batch,
                                not args.no_read_embedding, args.read_decisions)), flush=True)
        return
    runs: dict[str, list[dict[str, Any]]] = {t: [] for t in args.trees}
    for r in range(args.rounds):
        for tree in (args.trees if r % 2 == 0 else args.trees[::-1]):
            # `python FILE` puts the script's folder first on sys.path, not the tree: PYTHONPATH picks the code
            out = subprocess.run(
                [sys.executable, os.path.abspath(__file__), "--child", "--users", str(args.users), "--days",
                 str(args.days), "--workers", str(args.workers), "--batch", str(args.batch),
                 *(["--no-warmup"] if args.no_warmup else []),
                 *(["--no-read-embedding"] if args.no_read_embedding else []),
                 *(["--read-decisions"] if args.read_decisions else [])],
                env={**os.environ, "PYTHONPATH": tree}, cwd=tree, capture_output=True, text=True, check=False)
            if out.returncode != 0:
                sys.stderr.write(out.stderr[-3000:])
                raise SystemExit(out.returncode)
            row = {"tree": tree, "round": r, **json.loads(out.stdout.strip().splitlines()[-1])}
            runs[tree].append(row)
            print(json.dumps(row), flush=True)
    for tree, rows in runs.items():
        summary = {k: statistics.median(row[k] for row in rows if row[k] is not None)
                   for k in ("records_per_s", "client_ms_per_record", "neo4j_ms_per_record",
                             "prepare_ms_per_record", "write_thread_ms_per_record")}
        print(json.dumps({"tree": tree, "median_of": len(rows), **summary}), file=sys.stderr)


if __name__ == "__main__":
    main()
