"""Recall on a kept DENSE population (`pia bench all`'s users: months of chat through the import), profiled per
question and depth: wall, client CPU, Neo4j CPU (the statement threads and the whole JVM), the stages of
`Recall.timings_ms`, and, in a separate pass with every statement under PROFILE, each statement's db hits and rows.

    PYTHONPATH=$PWD python scripts/recall_ab.py --ingest 10 --days 150      # once: the `ab` dense users
    PYTHONPATH=$PWD python scripts/recall_dense_profile.py --askers 5 --rounds 3 --out prof.json

Figures only (issue 16); the bench's questions and asking time are `pia bench all`'s.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import logging
import statistics
import time
from pathlib import Path
from typing import Any

log = logging.getLogger("recall_dense_profile")


def _walk(plan: Any) -> tuple[int, list[tuple[str, int]]]:
    """Total db hits of a plan, and the operators' own db hits (largest first)."""
    if not isinstance(plan, dict):
        return 0, []
    own = int(plan.get("dbHits", 0) or 0)
    ops = [(str(plan.get("operatorType", "?")), own)]
    total = own
    for child in plan.get("children", []) or []:
        t, o = _walk(child)
        total += t
        ops += o
    return total, ops


def main(argv: list[str] | None = None) -> int:
    from neo4j import Session

    from pia_graph.cli.bench_all import ASKED_AT, QUERIES
    from pia_graph.cli.recall_latency import process_cpu_ms, statement_cpu_ms
    from pia_graph.config import get_settings
    from pia_graph.db.driver import driver_session
    from pia_graph.demo.population import PopulationSpec, user_ids
    from pia_graph.evaluation.counts import percentile
    from pia_graph.memory import MemoryService
    from pia_graph.memory.recall_models import QueryIn

    ap = argparse.ArgumentParser()
    ap.add_argument("--prefix", default="ab")
    ap.add_argument("--askers", type=int, default=5)
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--depths", default="1,2,3")
    ap.add_argument("--out", type=Path)
    args = ap.parse_args(argv)
    logging.basicConfig(level=logging.WARNING)
    settings = get_settings()
    pid = int((settings.server_dir / "neo4j.pid").read_text().strip())
    depths = [int(d) for d in args.depths.split(",")]
    users = user_ids(PopulationSpec(args.prefix), 0, args.askers)
    calls = [(u, q, d) for u in users for q in QUERIES for d in depths]
    with driver_session(settings) as driver:
        service = MemoryService.create(driver, settings)
        for uid, text, depth in calls:  # warm-up
            service.recall(uid, QueryIn(text=text, said_at=ASKED_AT, depth=depth))
        samples: dict[str, dict[str, list[Any]]] = {}
        for _ in range(args.rounds):
            for uid, text, depth in calls:
                key = f"{depth}|{text}"
                s = samples.setdefault(key, {"wall": [], "cpu": [], "neo": [], "jvm": [], "stages": []})
                jvm0, neo0 = process_cpu_ms(pid), statement_cpu_ms(pid)
                cpu, began = time.process_time(), time.perf_counter()
                out = service.recall(uid, QueryIn(text=text, said_at=ASKED_AT, depth=depth))
                s["wall"].append((time.perf_counter() - began) * 1000)
                s["cpu"].append((time.process_time() - cpu) * 1000)
                s["neo"].append((statement_cpu_ms(pid) or 0) - (neo0 or 0))
                s["jvm"].append((process_cpu_ms(pid) or 0) - (jvm0 or 0))
                s["stages"].append(out.timings_ms)
        # PROFILE pass: one per call
        plain_run = Session.run
        plain_eq = driver.execute_query
        statements: list[dict[str, Any]] = []

        def note(query: Any, profile: Any) -> None:
            lines = str(query).lstrip().splitlines()
            name = next((ln for ln in lines if ln.startswith("//")), lines[0] if lines else "")[:60]
            hits, ops = _walk(profile)
            rows = int(profile.get("rows", 0) or 0) if isinstance(profile, dict) else 0
            top = sorted(ops, key=lambda o: -o[1])[:3]
            statements.append({"statement": name, "db_hits": hits, "rows": rows, "top_ops": top})

        def run_profiled(self: Session, query: Any, parameters: Any = None, **kwargs: Any) -> Any:
            result = plain_run(self, "PROFILE " + str(query), parameters, **kwargs)
            keys, rows = list(result.keys()), list(result)
            note(query, result.consume().profile)

            class Rows(list[Any]):
                def keys(self) -> list[str]:
                    return keys
            return Rows(rows)

        def eq_profiled(query: Any, *a: Any, **kw: Any) -> Any:
            out = plain_eq("PROFILE " + str(query), *a, **kw)
            note(query, out[1].profile)
            return out

        profiles: dict[str, list[list[dict[str, Any]]]] = {}
        Session.run = run_profiled  # type: ignore[method-assign]
        driver.execute_query = eq_profiled  # type: ignore[method-assign,assignment]
        try:
            for uid, text, depth in calls:
                statements.clear()
                service.recall(uid, QueryIn(text=text, said_at=ASKED_AT, depth=depth))
                profiles.setdefault(f"{depth}|{text}", []).append(list(statements))
        finally:
            Session.run = plain_run  # type: ignore[method-assign]
            driver.execute_query = plain_eq  # type: ignore[method-assign]
    table: dict[str, Any] = {}
    for key, s in samples.items():
        stages: dict[str, list[float]] = {}
        for t in s["stages"]:
            for k, v in t.items():
                stages.setdefault(k, []).append(v)
        per_stmt: dict[str, list[tuple[int, int]]] = {}
        for run in profiles.get(key, []):
            for st in run:
                per_stmt.setdefault(st["statement"], []).append((st["db_hits"], st["rows"]))
        table[key] = {
            "n": len(s["wall"]), "wall_p50": percentile(s["wall"], 0.5), "wall_p95": percentile(s["wall"], 0.95),
            "cpu_p50": percentile(s["cpu"], 0.5), "cpu_p95": percentile(s["cpu"], 0.95),
            "neo_stmt_p50": percentile(s["neo"], 0.5), "neo_stmt_p95": percentile(s["neo"], 0.95),
            "jvm_p50": percentile(s["jvm"], 0.5),
            "stages_mean": {k: round(statistics.fmean(v), 2) for k, v in stages.items()},
            "statements_per_call": statistics.fmean(len(r) for r in profiles.get(key, [[]])),
            "statements": {k: {"n": len(v), "db_hits_mean": statistics.fmean(h for h, _ in v),
                               "rows_mean": statistics.fmean(r for _, r in v)} for k, v in per_stmt.items()},
            "top_ops_example": [st["top_ops"] for st in profiles.get(key, [[]])[0]],
        }
    result = {"when": dt.datetime.now(dt.UTC).isoformat(timespec="seconds"), "askers": args.askers,
              "rounds": args.rounds, "table": table}
    text_out = json.dumps(result, indent=1, ensure_ascii=False)
    if args.out:
        args.out.write_text(text_out + "\n", encoding="utf-8")
    for key, row in table.items():
        log.warning("%-48s wall %5.1f/%5.1f cpu %4.1f/%4.1f neo %4.1f/%4.1f stmts %.1f %s", key[:48],
                    row["wall_p50"], row["wall_p95"], row["cpu_p50"], row["cpu_p95"], row["neo_stmt_p50"],
                    row["neo_stmt_p95"], row["statements_per_call"],
                    {k: int(v["db_hits_mean"]) for k, v in row["statements"].items()})
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
