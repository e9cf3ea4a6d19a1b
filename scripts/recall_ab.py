"""Recall latency of two source trees side by side, against one server, alternating call by call.

Each tree runs in its own worker process (`PYTHONPATH=<tree>`, this file with `--worker`); the driver sends
each worker the same recall in turn (which tree goes first alternates) and collects, per call, the wall time,
the worker's CPU time (every thread of the process: the client's cost, which the machine's load does not
inflate much), Neo4j's CPU time over the call (the server process's user + system time from `/proc`, read
by the driver before and after each call: this session's own server serves only these recalls, so the
difference is the server's cost of the recall plus a few ms/s of the JVM's background work, which falls on
both trees alike) and `Recall.timings_ms`. With `--profile` each worker also runs every recall once with every
statement under `PROFILE` and reports the statements and their db hits (the server's work, not distorted by
the load either).

    PYTHONPATH=$PWD python scripts/recall_ab.py --ingest 2 --days 90            # once: a small population
    PYTHONPATH=$PWD python scripts/recall_ab.py --trees /work/main,$PWD --rounds 5 --profile --out ab.json

Questions: the population's own (`pia bench all`'s), at depth 1 and 3, and the dev suite's retrieval questions
for the users `scripts/recall_replay.py --ingest` kept (when they exist).
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import logging
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

log = logging.getLogger("recall_ab")
PREFIX = "ab"
BENCH_PREFIX = "abb"


def db_hits(plan: Any) -> int:
    """A PROFILE plan's db hits, its operators' summed (also read by `write_dense_profile.py`)."""
    if not isinstance(plan, dict):
        return 0
    own = int(plan.get("dbHits", 0) or 0)
    return own + sum(db_hits(c) for c in plan.get("children", []) or [])


def worker(profile: bool) -> int:
    """Read one JSON request a line ({user_id, text, said_at, depth}); answer one JSON line."""
    from neo4j import Session

    from pia_graph.config import get_settings
    from pia_graph.db.driver import driver_session
    from pia_graph.memory import MemoryService
    from pia_graph.memory.recall_models import QueryIn

    logging.basicConfig(level=logging.WARNING)
    settings = get_settings()
    with driver_session(settings) as driver:
        service = MemoryService.create(driver, settings)
        plain = driver.execute_query
        statements: list[dict[str, Any]] = []

        def note(query: Any, profile: Any) -> None:
            first = str(query).lstrip().splitlines()
            name = next((ln for ln in first if ln.startswith("//")), first[0] if first else "")[:70]
            statements.append({"statement": name, "db_hits": db_hits(profile)})

        def profiled(query: Any, *args: Any, **kwargs: Any) -> Any:
            out = plain("PROFILE " + query, *args, **kwargs)
            note(query, out[1].profile)
            return out

        plain_run = Session.run

        class Rows(list[Any]):  # what a caller reads of a Result: its rows, and keys()
            def __init__(self, rows: list[Any], keys: list[str]) -> None:
                super().__init__(rows)
                self._keys = keys

            def keys(self) -> list[str]:
                return self._keys

        def run_profiled(self: Session, query: Any, parameters: Any = None, **kwargs: Any) -> Any:
            result = plain_run(self, "PROFILE " + query, parameters, **kwargs)
            keys, rows = list(result.keys()), list(result)
            note(query, result.consume().profile)
            return Rows(rows, keys)

        print(json.dumps({"ready": True}), flush=True)
        for line in sys.stdin:
            req = json.loads(line)
            q = QueryIn(text=req["text"], said_at=dt.datetime.fromisoformat(req["said_at"]), depth=req["depth"],
                        lang=req.get("lang"))
            if req.get("profile") and profile:
                statements.clear()
                driver.execute_query = profiled  # type: ignore[method-assign,assignment]
                Session.run = run_profiled  # type: ignore[method-assign]
                try:
                    out = service.recall(req["user_id"], q)
                finally:
                    driver.execute_query = plain  # type: ignore[method-assign]
                    Session.run = plain_run  # type: ignore[method-assign]
                print(json.dumps({"statements": list(statements),
                                  "items": [i.id for i in out.items]}), flush=True)
                continue
            cpu, began = time.process_time(), time.perf_counter()
            out = service.recall(req["user_id"], q)
            wall, cpu_ms = (time.perf_counter() - began) * 1000, (time.process_time() - cpu) * 1000
            print(json.dumps({"wall_ms": wall, "cpu_ms": cpu_ms, "timings": out.timings_ms,
                              "items": [i.id for i in out.items], "context": out.context.text,
                              "full": _digest(out)}), flush=True)
    return 0


def _digest(out: Any) -> str:
    """A digest of everything a recall returns but its timings: every item and conflict with its score,
    provenance and reasons, the snapshot, depth 3, and the context pack's text and JSON."""
    import hashlib

    dumped = out.model_dump(mode="json", exclude={"timings_ms"})
    return hashlib.sha256(json.dumps(dumped, sort_keys=True, ensure_ascii=False).encode()).hexdigest()


def _requests(depths: list[int], with_dev: bool, suites: list[Path] | None = None,
              bench_askers: int = 0) -> list[dict[str, Any]]:
    from pia_graph.cli.bench_all import ASKED_AT, QUERIES
    from pia_graph.cli.bench_recall import QUERIES as BENCH_QUERIES
    from pia_graph.config import get_settings
    from pia_graph.db.driver import driver_session
    from pia_graph.db.queries import run_read
    from pia_graph.demo.population import ASKED_AT as BENCH_ASKED_AT
    from pia_graph.demo.population import PopulationSpec, user_ids
    from pia_graph.evaluation.suite import load_suite

    reqs = [{"user_id": uid, "text": text, "said_at": ASKED_AT.isoformat(), "depth": depth}
            for depth in depths for uid in user_ids(PopulationSpec(PREFIX), 0, 2) for text in QUERIES]
    # `pia bench recall`'s own workload: its first askers of the kept bench population (`--bench-users`)
    reqs += [{"user_id": f"{BENCH_PREFIX}-{n:05d}", "text": text, "said_at": BENCH_ASKED_AT.isoformat(),
              "depth": depth} for depth in depths for n in range(bench_askers) for text in BENCH_QUERIES]
    replayed = ([Path("/work/shared/eval/dev")] if with_dev else []) + list(suites or [])
    settings = get_settings()
    with driver_session(settings) as driver:
        for suite in replayed:
            for sc in load_suite(suite, {"retrieval"}) if suite.is_dir() else []:
                uid = f"replay-{suite.name}-{sc['id']}"
                if run_read(driver, "recall_user", database=settings.neo4j_database, user_id=uid)[0]["exists"]:
                    reqs.append({"user_id": uid, "text": sc["query"], "said_at": sc["said_at"], "depth": 1,
                                 "lang": sc.get("lang")})
    return reqs


def _bench_population(count: int) -> None:
    """Writes `pia bench recall`'s synthetic users (`abb-00000` ...; the same generator, 3 variants) and keeps
    them, so its workload can be asked of two trees side by side."""
    from pia_graph.config import get_settings
    from pia_graph.db.driver import driver_session
    from pia_graph.db.queries import run_read
    from pia_graph.demo.population import make_users, template_vectors, write_users
    from pia_graph.memory import MemoryService

    settings = get_settings()
    with driver_session(settings) as driver:
        service = MemoryService.create(driver, settings)
        vectors = template_vectors(service.embedder)
        for start in range(0, count, 50):
            write_users(driver, settings.neo4j_database,
                        make_users(BENCH_PREFIX, start, min(50, count - start), vectors, variants=3))
        run_read(driver, "schema_await_indexes", database=settings.neo4j_database, timeout_s=900)


def _ingest(count: int, days: int) -> None:
    from pia_graph.config import get_settings
    from pia_graph.db.driver import driver_session
    from pia_graph.demo.population import PopulationSpec, import_population
    from pia_graph.memory import MemoryService

    settings = get_settings()
    with driver_session(settings) as driver:
        service = MemoryService.create(driver, settings)
        stats = import_population(service, PopulationSpec(PREFIX, days=days), 0, count)
        print(json.dumps(stats.as_dict()))


def _server_pid() -> int | None:
    """The embedded server's pid (`pia neo4j start` writes it under PIA_HOME), or None (another server)."""
    from pia_graph.config import get_settings

    try:
        return int((get_settings().server_dir / "neo4j.pid").read_text().strip())
    except (OSError, ValueError):
        return None


def _process_cpu_ms(pid: int | None) -> float:
    """CPU time of a process in ms, summed over its threads' `schedstat` (nanoseconds; `/proc/<pid>/stat`
    counts in 10 ms ticks, too coarse for one recall); 0 when unknown. A thread that ended between two reads
    takes its time with it: rare for the server's pooled Bolt workers."""
    if pid is None:
        return 0.0
    total = 0
    for task in Path(f"/proc/{pid}/task").glob("*"):
        try:
            total += int((task / "schedstat").read_text().split()[0])
        except (OSError, ValueError, IndexError):
            continue
    return total / 1e6


def _spawn(tree: str, profile: bool) -> subprocess.Popen[str]:
    env = dict(os.environ, PYTHONPATH=tree)
    cmd = [sys.executable, str(Path(__file__).resolve()), "--worker"] + (["--profile"] if profile else [])
    proc = subprocess.Popen(cmd, cwd=tree, env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    assert proc.stdout is not None
    while True:  # skip whatever the start-up prints until the worker says it is ready
        line = proc.stdout.readline()
        if not line or line.startswith('{"ready"'):
            return proc


def _ask(proc: subprocess.Popen[str], req: dict[str, Any]) -> dict[str, Any]:
    assert proc.stdin is not None and proc.stdout is not None
    proc.stdin.write(json.dumps(req) + "\n")
    proc.stdin.flush()
    answer: dict[str, Any] = json.loads(proc.stdout.readline())
    return answer


def _summary(rows: list[dict[str, Any]]) -> dict[str, Any]:
    from pia_graph.evaluation.counts import percentile  # the coordinator's, not a measured tree's

    walls, cpus = [r["wall_ms"] for r in rows], [r["cpu_ms"] for r in rows]
    server = [r["neo4j_cpu_ms"] for r in rows if "neo4j_cpu_ms" in r]
    steps: dict[str, list[float]] = {}
    for r in rows:
        for k, v in r["timings"].items():
            steps.setdefault(k, []).append(v)
    return {"n": len(rows), "wall_p50": percentile(walls, 0.5), "wall_p95": percentile(walls, 0.95),
            "cpu_p50": percentile(cpus, 0.5), "cpu_p95": percentile(cpus, 0.95), "cpu_mean": statistics.fmean(cpus),
            "neo4j_cpu_p50": percentile(server, 0.5), "neo4j_cpu_p95": percentile(server, 0.95),
            "neo4j_cpu_mean": statistics.fmean(server) if server else float("nan"),
            "steps_p50": {k: percentile(v, 0.5) for k, v in steps.items()},
            "steps_p95": {k: percentile(v, 0.95) for k, v in steps.items()}}


def compare(trees: list[str], rounds: int, depths: list[int], profile: bool, with_dev: bool,
            suites: list[Path] | None = None, bench_askers: int = 0, population: bool = True) -> dict[str, Any]:
    reqs = _requests(depths, with_dev, suites, bench_askers)
    if not population:
        reqs = [r for r in reqs if not str(r["user_id"]).startswith(PREFIX + "-")]
    procs = [_spawn(t, profile) for t in trees]
    server_pid = _server_pid()
    load_start = os.getloadavg()
    samples: dict[str, dict[int, list[dict[str, Any]]]] = {t: {} for t in trees}
    same = differ = same_full = differ_full = 0
    pairs: dict[str, int] = {}  # per pair of trees: recalls whose whole output is the same
    for _ in range(1):  # warm-up: caches, JIT, the first plan of every statement
        for req in reqs:
            for p in procs:
                _ask(p, req)
    for r in range(rounds):
        for n, req in enumerate(reqs):
            order = list(range(len(trees))) if (n + r) % 2 == 0 else list(reversed(range(len(trees))))
            answers: dict[int, dict[str, Any]] = {}
            for i in order:
                before = _process_cpu_ms(server_pid)
                answers[i] = _ask(procs[i], req)
                if server_pid is not None:
                    answers[i]["neo4j_cpu_ms"] = _process_cpu_ms(server_pid) - before
                samples[trees[i]].setdefault(req["depth"], []).append(answers[i])
            outs = {(tuple(a["items"]), a["context"]) for a in answers.values()}
            same, differ = same + (len(outs) == 1), differ + (len(outs) != 1)
            full = {a["full"] for a in answers.values()}
            same_full, differ_full = same_full + (len(full) == 1), differ_full + (len(full) != 1)
            if len(full) != 1:
                log.warning("different output: %s", req)
            for i in range(len(trees)):
                for j in range(i + 1, len(trees)):
                    key = f"{trees[i]} | {trees[j]}"
                    pairs[key] = pairs.get(key, 0) + (answers[i]["full"] == answers[j]["full"])
    result: dict[str, Any] = {
        "when": dt.datetime.now(dt.UTC).isoformat(timespec="seconds"), "rounds": rounds, "requests": len(reqs),
        "load_start": load_start, "load_end": os.getloadavg(), "same_output": same, "different_output": differ,
        "same_full_output": same_full, "different_full_output": differ_full, "same_full_output_by_pair": pairs,
        "trees": {t: {f"depth{d}": _summary(rows) for d, rows in sorted(by.items())} for t, by in samples.items()},
    }
    if profile:
        hits: dict[str, Any] = {}
        for t, p in zip(trees, procs, strict=True):
            per_depth: dict[str, list[int]] = {}
            statements: dict[str, list[int]] = {}
            for req in reqs:
                ans = _ask(p, {**req, "profile": True})
                per_depth.setdefault(f"depth{req['depth']}", []).append(sum(s["db_hits"] for s in ans["statements"]))
                per_depth.setdefault(f"depth{req['depth']}_statements", []).append(len(ans["statements"]))
                for s in ans["statements"]:
                    statements.setdefault(s["statement"], []).append(s["db_hits"])
            hits[t] = {"per_recall_mean": {k: statistics.fmean(v) for k, v in per_depth.items()},
                       "per_statement_mean": {k: statistics.fmean(v) for k, v in statements.items()}}
        result["profile"] = hits
    for p in procs:
        assert p.stdin is not None
        p.stdin.close()
        p.wait(timeout=60)
    return result


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--worker", action="store_true")
    ap.add_argument("--profile", action="store_true")
    ap.add_argument("--ingest", type=int, default=0, help="import this many population users first")
    ap.add_argument("--days", type=int, default=90)
    ap.add_argument("--trees", default="")
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--depths", default="1,3")
    ap.add_argument("--no-dev", action="store_true", help="only the population's questions")
    ap.add_argument("--suites", default="", help="more replayed suites (recall_replay.py --ingest), comma-separated")
    ap.add_argument("--bench-users", type=int, default=0, help="write this many `pia bench recall` users first")
    ap.add_argument("--bench-askers", type=int, default=0, help="ask the bench workload of this many of them")
    ap.add_argument("--no-population", action="store_true", help="leave out the `ab` population's questions")
    ap.add_argument("--out", type=Path)
    args = ap.parse_args(argv)
    if args.worker:
        return worker(args.profile)
    logging.basicConfig(level=logging.WARNING)
    if args.ingest:
        _ingest(args.ingest, args.days)
    if args.bench_users:
        _bench_population(args.bench_users)
    if args.trees:
        result = compare(args.trees.split(","), args.rounds, [int(d) for d in args.depths.split(",")],
                         args.profile, not args.no_dev, [Path(x) for x in args.suites.split(",") if x],
                         args.bench_askers, not args.no_population)
        text = json.dumps(result, indent=1)
        if args.out:
            args.out.write_text(text + "\n", encoding="utf-8")
        print(text)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
