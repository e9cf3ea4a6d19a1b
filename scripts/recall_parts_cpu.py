#!/usr/bin/env python
"""Where a depth-1 recall's Neo4j CPU goes, part by part of its one statement, beside the flat baseline's.

Usage: scripts/recall_parts_cpu.py [--suite DIR] [--reps N] > parts.json

Retains every retrieval scenario's history of the suite (one user each, as `pia bench flat`), asks each question
once at depth 1 and keeps the parameters `recall_records_facts` was sent with, then re-sends that statement
`--reps` times per variant, interleaved (each repetition runs every variant in a shuffled order), as an
auto-commit read like `run_read_once`: the statement as sent; without its comment lines; and with one part asked
for nothing (no records, no vector, no full text, no substrings). Beside them: the flat baseline's statement
(`recall_facts_exact` with the same vector) and `RETURN 1`. Per variant: the Neo4j JVM's CPU per call, split as
in scripts/write_cpu_ab.py (Bolt workers and transaction threads: `neo4j_ms`; GC; the rest), and rows. PIA_HOME
and the ports come from the environment. A profile, not a test: a part's cost is read as the full statement's
CPU minus the variant's.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
import uuid
from pathlib import Path
from typing import Any, LiteralString, cast

sys.path.insert(0, str(Path(__file__).resolve().parent))
from recall_calls import capture_facts_calls, second_recall_calls
from write_cpu_ab import _jvm_ns


def _strip(text: str) -> LiteralString:
    return cast(LiteralString, "\n".join(line for line in text.splitlines() if not line.strip().startswith("//")))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--suite", type=Path, default=Path("/work/shared/eval/dev"))
    ap.add_argument("--reps", type=int, default=20)
    args = ap.parse_args()

    from neo4j import READ_ACCESS

    import pia_graph.retrieve.associative as associative
    import pia_graph.retrieve.recall as recall_mod
    from pia_graph.config import get_settings
    from pia_graph.db.driver import driver_session
    from pia_graph.db.queries import query, run_write
    from pia_graph.evaluation.suite import load_suite
    from pia_graph.memory import MemoryService

    settings = get_settings()
    pid = int((settings.home / "neo4j" / "neo4j.pid").read_text().split()[0])
    captured = capture_facts_calls(recall_mod, associative)
    scenarios = load_suite(args.suite, {"retrieval"})
    users = [f"parts-{uuid.uuid4().hex[:10]}" for _ in scenarios]
    with driver_session(settings) as driver:
        service = MemoryService.create(driver, settings)
        database = settings.neo4j_database
        try:
            calls = [(uid, params) for uid, _, params in second_recall_calls(service, users, scenarios, captured)]
            full = query("recall_records_facts")
            bare = _strip(full)
            flat = query("recall_facts_exact")
            one = query("bench_round_trip")

            def variants(params: dict[str, Any]) -> dict[str, tuple[LiteralString, dict[str, Any]]]:
                vec = params.get("vector") or []
                out = {"statement": (full, params), "no comments": (bare, params),
                       "no records": (full, {**params, "coordinates": [""], "types": [""]}),
                       "no vector": (full, {**params, "vector": []}),
                       "no full text": (full, {**params, "lucenes": []}),
                       "no substrings": (full, {**params, "terms": []}),
                       "flat (recall_facts_exact)": (flat, {"user_id": params["user_id"], "vector": vec, "k": 10}),
                       "RETURN 1": (one, {})}
                if not vec:
                    del out["flat (recall_facts_exact)"]
                return out

            got: dict[str, dict[str, list[float]]] = {}
            rng = random.Random(0)
            with driver.session(database=database, default_access_mode=READ_ACCESS) as session:
                for rep in range(args.reps + 1):  # the first repetition unmeasured
                    for _, params in calls:
                        items = list(variants(params).items())
                        rng.shuffle(items)
                        for label, (text, p) in items:
                            before_ns = _jvm_ns(pid)
                            started = time.perf_counter()
                            rows = list(session.run(text, p))
                            wall = (time.perf_counter() - started) * 1000
                            after_ns = _jvm_ns(pid)
                            if rep == 0:
                                continue
                            g = got.setdefault(label, {"neo4j_ms": [], "gc_ms": [], "bg_ms": [], "wall_ms": [],
                                                       "rows": []})
                            for key in ("neo4j", "gc", "bg"):
                                g[f"{key}_ms"].append((after_ns[key] - before_ns[key]) / 1e6)
                            g["wall_ms"].append(wall)
                            g["rows"].append(len(rows))
            lucenes = [len(p.get("lucenes") or []) for _, p in calls]
            terms = [len(p.get("terms") or []) for _, p in calls]
            shortlist = [len([x for x in p.get("shortlist") or [] if x]) for _, p in calls]
            summary: dict[str, Any] = {
                "suite": str(args.suite), "calls": len(calls), "reps": args.reps,
                "statement_chars": len(full), "without_comments_chars": len(bare),
                "lucene_queries_per_call": statistics.fmean(lucenes) if lucenes else 0,
                "substring_terms_per_call": statistics.fmean(terms) if terms else 0,
                "shortlist_per_call": statistics.fmean(shortlist) if shortlist else 0,
                "with_vector": sum(1 for _, p in calls if p.get("vector")),
                "variants": {label: {k: round(statistics.fmean(v), 3) for k, v in g.items()} | {
                    "neo4j_p50_ms": round(statistics.median(g["neo4j_ms"]), 3)} for label, g in got.items()}}
            print(json.dumps(summary, indent=1))
        finally:
            for uid in users:
                run_write(driver, "user_erase", database=database, user_id=uid)


if __name__ == "__main__":
    main()
