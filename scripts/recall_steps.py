"""Where one recall's time goes, step by step: the client's CPU per step (every step timed on the thread that
runs it, `time.thread_time`) and, per statement, the wall, the client CPU (sending the parameters and decoding
the rows) and Neo4j's own time (`result_available_after + result_consumed_after`).

    PYTHONPATH=$PWD python scripts/recall_steps.py --bench-askers 10 --no-population --no-dev --rounds 2

The requests are `scripts/recall_ab.py`'s (`--bench-askers`: `pia bench recall`'s workload on the users kept
by `recall_ab.py --bench-users`). One warm-up round, then `--rounds`; the load average is printed beside the
figures. A development tool: the figures are measured, never asserted.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import os
import statistics
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from recall_ab import PREFIX, _requests

from pia_graph.evaluation.counts import percentile as _pct

_local = threading.local()
# the names `retrieve/recall.py` calls them by (each wrapped there; "embed" is the embedder's own call)
STEPS = ("analyse", "decide", "understand", "_records_and_facts", "_facts", "embed", "fuse", "load_snapshot_and_stamp",
         "depth3_for", "served_from", "build_context_pack")


def _sink() -> dict[str, list[float]]:
    sink: dict[str, list[float]] = _local.__dict__.setdefault("sink", {})
    return sink


class Collector:
    """Per recall: step -> [cpu ms, wall ms] summed over the recall (steps on the pool included)."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.current: dict[str, list[float]] = {}
        self.statements: list[dict[str, Any]] = []

    def add(self, key: str, cpu: float, wall: float) -> None:
        with self.lock:
            slot = self.current.setdefault(key, [0.0, 0.0])
            slot[0] += cpu
            slot[1] += wall


def _wrap(fn: Callable[..., Any], key: str, col: Collector) -> Callable[..., Any]:
    def inner(*args: Any, **kwargs: Any) -> Any:
        c0, w0 = time.thread_time(), time.perf_counter()
        try:
            return fn(*args, **kwargs)
        finally:
            col.add(key, (time.thread_time() - c0) * 1000, (time.perf_counter() - w0) * 1000)
    return inner


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--depths", default="1")
    ap.add_argument("--rounds", type=int, default=2)
    ap.add_argument("--no-dev", action="store_true")
    ap.add_argument("--suites", default="")
    ap.add_argument("--bench-askers", type=int, default=0)
    ap.add_argument("--no-population", action="store_true")
    ap.add_argument("--out", type=Path)
    args = ap.parse_args(argv)

    from neo4j import READ_ACCESS

    import pia_graph.db.queries as queries
    from pia_graph.config import get_settings
    from pia_graph.db.driver import driver_session
    from pia_graph.memory import MemoryService
    from pia_graph.memory.recall_models import QueryIn

    reqs = _requests([int(d) for d in args.depths.split(",")], not args.no_dev,
                     [Path(x) for x in args.suites.split(",") if x], args.bench_askers)
    if args.no_population:
        reqs = [r for r in reqs if not str(r["user_id"]).startswith(PREFIX + "-")]
    col = Collector()

    def note(name: str, c0: float, w0: float, summary: Any) -> None:
        """One statement's client CPU and wall since (c0, w0), and Neo4j's own time from its summary."""
        cpu, wall = (time.thread_time() - c0) * 1000, (time.perf_counter() - w0) * 1000
        server = (summary.result_available_after or 0) + (summary.result_consumed_after or 0)
        with col.lock:
            col.statements.append({"statement": name, "cpu": cpu, "wall": wall, "server": server})
        col.add("statements", cpu, wall)

    def read_once(driver: Any, name: str, database: str | None = None, **params: Any) -> list[dict[str, Any]]:
        c0, w0 = time.thread_time(), time.perf_counter()
        with driver.session(database=database, default_access_mode=READ_ACCESS,
                            bookmark_manager=driver.execute_query_bookmark_manager) as session:
            result = session.run(queries.query(name), params)
            keys = result.keys()
            rows = [dict(zip(keys, r, strict=True)) for r in result]
            summary = result.consume()
        note(name, c0, w0, summary)
        return rows

    def read(driver: Any, name: str, database: str | None = None, **params: Any) -> list[dict[str, Any]]:
        c0, w0 = time.thread_time(), time.perf_counter()
        records, summary, _ = driver.execute_query(queries.query(name), params, routing_="r", database_=database)
        rows = [r.data() for r in records]
        note(name, c0, w0, summary)
        return rows

    originals = {"run_read_once": queries.run_read_once, "run_read": queries.run_read}
    for mod in list(sys.modules.values()):
        if not getattr(mod, "__name__", "").startswith("pia_graph"):
            continue
        for attr, orig in originals.items():
            if getattr(mod, attr, None) is orig:
                setattr(mod, attr, read_once if attr == "run_read_once" else read)
    import pia_graph.retrieve.recall as recall_mod

    for step in STEPS:
        if step != "embed" and hasattr(recall_mod, step):
            setattr(recall_mod, step, _wrap(getattr(recall_mod, step), step, col))

    settings = get_settings()
    per_recall: list[dict[str, Any]] = []
    with driver_session(settings) as driver:
        service = MemoryService.create(driver, settings)
        if service.embedder is not None:
            service.embedder.embed = _wrap(service.embedder.embed, "embed", col)  # type: ignore[method-assign]
        # the modules the service imported after the patch above (lazily) are patched too
        for mod in list(sys.modules.values()):
            if getattr(mod, "__name__", "").startswith("pia_graph"):
                for attr, orig in originals.items():
                    if getattr(mod, attr, None) is orig:
                        setattr(mod, attr, read_once if attr == "run_read_once" else read)

        def ask(req: dict[str, Any]) -> dict[str, Any]:
            q = QueryIn(text=str(req["text"]), said_at=dt.datetime.fromisoformat(str(req["said_at"])),
                        depth=req["depth"], lang=req.get("lang"))
            with col.lock:
                col.current, col.statements = {}, []
            p0, w0 = time.process_time(), time.perf_counter()
            out = service.recall(str(req["user_id"]), q)
            total_cpu, total_wall = (time.process_time() - p0) * 1000, (time.perf_counter() - w0) * 1000
            time.sleep(0.002)  # let a pool step that finished after the answer report (HU2)
            with col.lock:
                return {"depth": req["depth"], "cpu": total_cpu, "wall": total_wall, "steps": dict(col.current),
                        "statements": list(col.statements), "timings": out.timings_ms}

        for req in reqs:
            ask(req)
        load_start = os.getloadavg()
        for _ in range(args.rounds):
            for req in reqs:
                per_recall.append(ask(req))
        load_end = os.getloadavg()
    report: dict[str, Any] = {"recalls": len(per_recall), "load_start": load_start, "load_end": load_end,
                              "depths": {}}
    for depth in sorted({r["depth"] for r in per_recall}):
        rows = [r for r in per_recall if r["depth"] == depth]
        d: dict[str, Any] = {
            "n": len(rows),
            "process_cpu_ms": {"p50": _pct([r["cpu"] for r in rows], 0.5), "p95": _pct([r["cpu"] for r in rows], 0.95),
                               "mean": statistics.fmean(r["cpu"] for r in rows)},
            "wall_ms": {"p50": _pct([r["wall"] for r in rows], 0.5), "p95": _pct([r["wall"] for r in rows], 0.95)},
            "steps_mean_ms": {}, "statements": {},
        }
        for step in sorted({k for r in rows for k in r["steps"]}):
            cpus = [r["steps"].get(step, [0.0, 0.0])[0] for r in rows]
            walls = [r["steps"].get(step, [0.0, 0.0])[1] for r in rows]
            d["steps_mean_ms"][step] = {"cpu": round(statistics.fmean(cpus), 2),
                                        "wall": round(statistics.fmean(walls), 2),
                                        "cpu_p95": round(_pct(cpus, 0.95), 2)}
        names = sorted({s["statement"] for r in rows for s in r["statements"]})
        for name in names:
            ss = [s for r in rows for s in r["statements"] if s["statement"] == name]
            d["statements"][name] = {
                "per_recall": round(len(ss) / len(rows), 2),
                "server_p50": _pct([s["server"] for s in ss], 0.5), "server_p95": _pct([s["server"] for s in ss], 0.95),
                "client_cpu_p50": round(_pct([s["cpu"] for s in ss], 0.5), 2),
                "client_cpu_p95": round(_pct([s["cpu"] for s in ss], 0.95), 2),
                "wall_p50": round(_pct([s["wall"] for s in ss], 0.5), 2),
                "wall_p95": round(_pct([s["wall"] for s in ss], 0.95), 2),
            }
        report["depths"][f"depth{depth}"] = d
    text = json.dumps(report, indent=1)
    if args.out:
        args.out.write_text(text + "\n", encoding="utf-8")
    print(text)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
