#!/usr/bin/env python
"""`retain` of the demo conversation by two (or more) source trees, turn by turn, alternating, on one server:
CPU per turn and per stage, the client's and the Neo4j JVM's, side by side with the wall time.

Usage: scripts/write_cpu_ab.py [--rounds N] [--warmup N] [--no-embeddings] TREE [TREE...] > turns.jsonl

One worker process per tree (PYTHONPATH=TREE, so that tree's `pia_graph` is the one imported) retains the demo
conversation for a fresh user per round; the coordinator sends each turn to every worker in turn, swapping the
order every turn. Per retained turn and stage (profile reads, gate + extraction, embedding, write + commit) a
worker reports the wall ms, its own CPU ms (`time.process_time`, the ONNX threads included) and the Neo4j JVM's
CPU ms (`/proc/PID/task/*/schedstat`, in ns, read between stages, outside the stages' own clocks): `neo4j_ms` the
Bolt workers and the transaction log writer (the statement and its commit), `gc_ms` the garbage collector, `bg_ms`
the rest (JIT compilers, index sampling, page cache), whose CPU lands on whichever stage is waiting. PIA_HOME
and the Neo4j ports come from the environment, as for `pia bench write`. Prints one JSON line per turn and tree,
and a summary per tree on stderr. With --empty-commit, each turn is also preceded by the cheapest durable write
(`bench_empty_commit`: one property on a probe node, committed), the floor of any write's commit. With --warm-up,
each worker runs the service's start-up warm-up (`memory/warm_up.py`) before its first turn and reports its wall
and CPU (client and JVM) on stderr: on a freshly started server, with `--warmup 0`, the first round is then what a
user's first turns after a deploy cost (docs/benchmarks.md, session 48). A benchmark, not a test.
"""

from __future__ import annotations

import argparse
import inspect
import json
import os
import statistics
import subprocess
import sys
import time
import uuid
from pathlib import Path
from typing import Any

_BUCKETS: dict[str, str] = {}  # thread id -> bucket, by the thread's name (names do not change)


def _bucket(pid: int, task: str) -> str:
    if task not in _BUCKETS:
        try:
            with open(f"/proc/{pid}/task/{task}/comm") as f:
                name = f.read().strip()
        except OSError:
            return "bg"
        # the statement, its commit and the log writer run on these; JIT, GC, index sampling and the rest are
        # the JVM's background, counted apart (their CPU lands on whichever stage happens to be waiting)
        _BUCKETS[task] = ("neo4j" if name.startswith(("neo4j.Bolt", "neo4j.Transacti"))
                          else "gc" if name.startswith(("GC ", "G1 ")) else "bg")
    return _BUCKETS[task]


def _jvm_ns(pid: int) -> dict[str, int]:
    total = {"neo4j": 0, "gc": 0, "bg": 0}
    for task in os.listdir(f"/proc/{pid}/task"):
        try:
            with open(f"/proc/{pid}/task/{task}/schedstat") as f:
                total[_bucket(pid, task)] += int(f.read().split()[0])
        except (OSError, ValueError, IndexError):
            continue
    return total


class _Meter:
    """Wall, own CPU and the JVM's CPU between marks; the JVM read is kept out of the stages' own clocks."""

    def __init__(self, pid: int) -> None:
        self.pid = pid
        self.out: dict[str, dict[str, float]] = {}
        self.start()

    def start(self) -> None:
        self._jvm = _jvm_ns(self.pid)
        self._cpu = time.process_time()
        self._wall = time.perf_counter()

    def mark(self, stage: str) -> None:
        wall, cpu = time.perf_counter(), time.process_time()
        jvm = _jvm_ns(self.pid)
        got = self.out.setdefault(stage, {"wall_ms": 0.0, "cpu_ms": 0.0, "neo4j_ms": 0.0, "gc_ms": 0.0, "bg_ms": 0.0})
        got["wall_ms"] += (wall - self._wall) * 1000
        got["cpu_ms"] += (cpu - self._cpu) * 1000
        for key in jvm:
            got[f"{key}_ms"] += (jvm[key] - self._jvm[key]) / 1e6
        self.start()


def worker(embeddings: bool, keep_vectors: bool, warm: bool = False, profile_stage: bool = True) -> None:
    from pia_graph.config import get_settings
    from pia_graph.db.driver import driver_session
    from pia_graph.db.queries import run_read, run_write
    from pia_graph.demo.synthetic_user import PROFILE, conversation
    from pia_graph.memory import MemoryService, TurnIn

    settings = get_settings()
    pid = int((settings.home / "neo4j" / "neo4j.pid").read_text().split()[0])
    probes = {"rtt": (run_read, "bench_round_trip"), "commit": (run_write, "bench_empty_commit")}
    turns = conversation()
    with driver_session(settings) as driver:
        service = MemoryService.create(driver, settings, embeddings=embeddings)
        warmed: dict[str, Any] = {}
        if warm:  # as a serving process starts (memory/warm_up.py), its cost measured like a turn's
            from pia_graph.memory.warm_up import warm_up_if_on

            meter = _Meter(pid)
            report = warm_up_if_on(service)
            meter.mark("warm_up")
            warmed = {**meter.out["warm_up"], "report": report.as_dict() if report else None}
        plain_profile = service.profile
        early = {"embed_early": True} if "embed_early" in inspect.signature(service.prepare).parameters else {}
        uid = ""
        print(json.dumps({"ready": True, "warm_up": warmed}), flush=True)
        for line in sys.stdin:
            cmd = json.loads(line)
            if cmd["op"] == "user":
                if uid:
                    run_write(driver, "user_erase", database=settings.neo4j_database, user_id=uid)
                uid = f"cpuab-{uuid.uuid4().hex[:10]}"
                if hasattr(service, "vectors") and not keep_vectors:
                    # each round's user starts with an empty vector cache: hits are the user's own repeats only
                    service.vectors = type(service.vectors)(service.vectors._limit)
                service.set_profile(uid, PROFILE)
                print(json.dumps({"user": uid}), flush=True)
                continue
            if cmd["op"] in probes:  # a `RETURN 1` round trip, or the cheapest durable write
                run, query = probes[cmd["op"]]
                meter = _Meter(pid)
                run(driver, query, database=settings.neo4j_database)
                meter.mark(cmd["op"])
                print(json.dumps(meter.out[cmd["op"]]), flush=True)
                continue
            if cmd["op"] == "stop":
                if uid:
                    run_write(driver, "user_erase", database=settings.neo4j_database, user_id=uid)
                break
            turn = turns[cmd["i"]]
            meter = _Meter(pid)

            def profile(user_id: str, on: Any, _m: _Meter = meter) -> dict[str, Any]:
                _m.mark("extract")  # what ran before the profile read is the gate and the extraction's start
                got = plain_profile(user_id, on)
                _m.mark("profile")
                return got

            t = service.checked_turn(TurnIn(text=turn.text, said_at=turn.said_at))
            # retain starts the facts' embeddings during extraction where the tree can (`embed_early`)
            if profile_stage:
                service.profile = profile  # type: ignore[method-assign]
                prepared = service.prepare(uid, t, profile=profile, **early)
            else:  # the profile read unmetered, in the extract stage (a tree that reads it on another thread)
                prepared = service.prepare(uid, t, **early)
            meter.mark("extract")
            row: dict[str, Any] = {"i": cmd["i"], "written": False}
            if prepared.write is not None:
                service.embed_facts([prepared])
                meter.mark("embed")
                written = service.write(prepared.write)
                meter.mark("write")
                result = service.finish(prepared, written)
                meter.mark("finish")
                row["written"] = bool(result.written)
            row["stages"] = meter.out
            row["gate_ms"] = prepared.result.timings_ms.get("gate")
            row["fact_texts"] = prepared.fact_texts
            print(json.dumps(row), flush=True)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("trees", nargs="*")
    ap.add_argument("--rounds", type=int, default=1)
    ap.add_argument("--warmup", type=int, default=1, help="unmeasured rounds first (first plans)")
    ap.add_argument("--no-embeddings", action="store_true")
    ap.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    ap.add_argument("--keep-vectors", action="store_true",
                    help="keep retain's vector cache across rounds (default: emptied for each round's user)")
    ap.add_argument("--turns", type=int, default=0, help="only the first N turns of the conversation")
    ap.add_argument("--warm-up", action="store_true",
                    help="each worker runs the service's start-up warm-up (PIA_WARM_UP) before the first turn")
    ap.add_argument("--no-profile-stage", action="store_true",
                    help="no `profile` stage: the read goes unwrapped, its time in `extract` (retain may start "
                         "the read on another thread, where the stage's marks would interleave with the rules')")
    ap.add_argument("--empty-commit", action="store_true",
                    help="also time the cheapest durable write (bench_empty_commit) before each turn, beside RETURN 1")
    args = ap.parse_args()
    if args.worker:
        worker(not args.no_embeddings, args.keep_vectors, args.warm_up, not args.no_profile_stage)
        return
    from pia_graph.demo.synthetic_user import conversation
    from pia_graph.evaluation.counts import percentile  # the coordinator's, not a measured tree's

    n_turns = len(conversation()) if not args.turns else args.turns
    procs = []
    for tree in args.trees:
        env = dict(os.environ, PYTHONPATH=tree)
        cmd = [sys.executable, str(Path(__file__).resolve()), "--worker"] + (
            ["--no-embeddings"] if args.no_embeddings else []) + (["--keep-vectors"] if args.keep_vectors else []) + (
            ["--warm-up"] if args.warm_up else []) + (["--no-profile-stage"] if args.no_profile_stage else [])
        p = subprocess.Popen(cmd, env=env, cwd=tree, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        procs.append(p)
    for p, tree in zip(procs, args.trees, strict=True):
        assert p.stdout is not None
        ready = json.loads(p.stdout.readline())
        if ready.get("warm_up"):
            print(json.dumps({"tree": tree, "warm_up": ready["warm_up"]}), file=sys.stderr, flush=True)

    def ask(p: subprocess.Popen[str], cmd: dict[str, Any]) -> dict[str, Any]:
        assert p.stdin is not None and p.stdout is not None
        p.stdin.write(json.dumps(cmd) + "\n")
        p.stdin.flush()
        out: dict[str, Any] = json.loads(p.stdout.readline())
        return out

    rows: dict[str, list[dict[str, Any]]] = {t: [] for t in args.trees}
    for r in range(args.warmup + args.rounds):
        measured = r >= args.warmup
        for p in procs:
            ask(p, {"op": "user"})
        for i in range(n_turns):
            order = list(range(len(procs))) if (i + r) % 2 == 0 else list(reversed(range(len(procs))))
            for k in order:
                rtt = ask(procs[k], {"op": "rtt"})
                commit = ask(procs[k], {"op": "commit"}) if args.empty_commit else None
                got = ask(procs[k], {"op": "turn", "i": i})
                got["rtt"] = rtt
                if commit is not None:
                    got["empty_commit"] = commit
                got["load"] = os.getloadavg()[0]
                got["tree"] = args.trees[k]
                if measured and got["written"]:
                    rows[args.trees[k]].append(got)
                    print(json.dumps(got), flush=True)
    for p in procs:
        assert p.stdin is not None
        p.stdin.write(json.dumps({"op": "stop"}) + "\n")
        p.stdin.flush()
        p.wait()
    for tree, got in rows.items():
        if not got:
            continue
        summary: dict[str, Any] = {"tree": tree, "turns": len(got)}
        for stage in ("profile", "extract", "embed", "write", "finish"):
            for key in ("wall_ms", "cpu_ms", "neo4j_ms", "gc_ms", "bg_ms"):
                vals = [g["stages"].get(stage, {}).get(key, 0.0) for g in got]
                summary[f"{stage}.{key}"] = {"mean": round(statistics.fmean(vals), 2),
                                             "p50": round(percentile(vals, 0.5), 2)}
        for key in ("wall_ms", "cpu_ms", "neo4j_ms", "gc_ms", "bg_ms"):
            vals = [sum(s[key] for s in g["stages"].values()) for g in got]
            summary[f"turn.{key}"] = {"mean": round(statistics.fmean(vals), 2), "p50": round(percentile(vals, 0.5), 2),
                                      "p95": round(percentile(vals, 0.95), 2)}
        rtt = [g["rtt"]["wall_ms"] for g in got]
        summary["rtt.wall_ms"] = {"p50": round(percentile(rtt, 0.5), 2), "p95": round(percentile(rtt, 0.95), 2)}
        if args.empty_commit:
            commits = [g["empty_commit"]["wall_ms"] for g in got]
            summary["empty_commit.wall_ms"] = {"p50": round(percentile(commits, 0.5), 2),
                                               "p95": round(percentile(commits, 0.95), 2)}
        summary["load"] = [round(min(g["load"] for g in got), 1), round(max(g["load"] for g in got), 1)]
        print(json.dumps(summary), file=sys.stderr, flush=True)


if __name__ == "__main__":
    main()
