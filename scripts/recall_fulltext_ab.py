#!/usr/bin/env python
"""Depth-1 recall's statement, another tree's beside this one's, on the same calls: same rows? CPU per call?

Usage: scripts/recall_fulltext_ab.py --old FILE [--suite DIR ...] [--reps N] > ab.json

Retains every retrieval scenario's history of each suite (one user each, as scripts/recall_parts_cpu.py), asks
each question twice at depth 1 and keeps the parameters of the second call's `recall_records_facts`, then sends
each kept call `--reps` times as this tree's statement and as `--old` (e.g. `git show main:cypher/queries/
recall_records_facts.cypher > old.cypher`; the extra parameters this tree sends are ignored by it), in a
shuffled order per call, as auto-commit reads. Reports per statement the Neo4j JVM's CPU on the Bolt and
transaction threads (`neo4j_ms`, as scripts/write_cpu_ab.py splits it), and every call whose rows differ
between the two (facts by words, and the whole row), which should be none. PIA_HOME and the ports come from
the environment.
"""

from __future__ import annotations

import argparse
import json
import pickle
import random
import statistics
import sys
import uuid
from pathlib import Path
from typing import Any, LiteralString, cast

sys.path.insert(0, str(Path(__file__).resolve().parent))
from recall_calls import capture_facts_calls, second_recall_calls
from write_cpu_ab import _jvm_ns


def _plain(value: Any) -> Any:
    """A row as comparable JSON: floats to 12 significant digits are compared exactly as text."""
    return json.loads(json.dumps(value, default=str, sort_keys=True))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--old", type=Path, required=True, help="the other tree's recall_records_facts.cypher")
    ap.add_argument("--suite", type=Path, action="append", help="a suite folder (repeatable); default dev")
    ap.add_argument("--reps", type=int, default=10)
    ap.add_argument("--calls-out", type=Path, help="keep the retained users and write the kept calls here")
    ap.add_argument("--calls-in", type=Path, help="re-send the calls of an earlier --calls-out (users kept)")
    ap.add_argument("--erase", action="store_true", help="with --calls-in: erase the calls' users at the end")
    args = ap.parse_args()

    from neo4j import READ_ACCESS

    import pia_graph.retrieve.recall as recall_mod
    from pia_graph.config import get_settings
    from pia_graph.db.driver import driver_session
    from pia_graph.db.queries import query, run_write
    from pia_graph.evaluation.suite import load_suite
    from pia_graph.memory import MemoryService

    settings = get_settings()
    pid = int((settings.home / "neo4j" / "neo4j.pid").read_text().split()[0])
    captured = capture_facts_calls(recall_mod)
    suites = args.suite or [Path("/work/shared/eval/dev")]
    scenarios = [sc for suite in suites for sc in load_suite(suite, {"retrieval"})]
    users = [f"ftab-{uuid.uuid4().hex[:10]}" for _ in scenarios]
    statements = {"old": cast(LiteralString, args.old.read_text()), "new": query("recall_records_facts")}
    with driver_session(settings) as driver:
        service = MemoryService.create(driver, settings)
        database = settings.neo4j_database
        try:
            calls: list[tuple[str, dict[str, Any]]]
            if args.calls_in:
                users = []
                calls = pickle.loads(args.calls_in.read_bytes())
            else:
                calls = [(sid, params) for _, sid, params in second_recall_calls(service, users, scenarios, captured)]
            if args.calls_out:
                args.calls_out.write_bytes(pickle.dumps(calls))
                users = []
            if args.calls_in and args.erase:
                users = sorted({str(p["user_id"]) for _, p in calls})
            cpu: dict[str, list[float]] = {"old": [], "new": []}
            differ: list[dict[str, Any]] = []
            rng = random.Random(0)
            with driver.session(database=database, default_access_mode=READ_ACCESS) as session:
                for rep in range(args.reps + 1):  # the first repetition unmeasured
                    for sid, params in calls:
                        order = ["old", "new"]
                        rng.shuffle(order)
                        rows: dict[str, Any] = {}
                        for label in order:
                            before_ns = _jvm_ns(pid)
                            rows[label] = [r.data() for r in session.run(statements[label], params)]
                            after_ns = _jvm_ns(pid)
                            if rep:
                                cpu[label].append((after_ns["neo4j"] - before_ns["neo4j"]) / 1e6)
                        if rep == 0 and _plain(rows["old"]) != _plain(rows["new"]):
                            by_text = [[(f["fact_id"], f["score"]) for f in rows[k][0]["by_text"]] for k in order]
                            differ.append({"scenario": sid, "lucenes": params.get("lucenes"), "by_text": by_text})
            per_call = [len(p.get("lucenes") or []) for _, p in calls]
            print(json.dumps({
                "suites": [str(s) for s in suites], "calls": len(calls), "reps": args.reps,
                "calls_with_words": sum(1 for n in per_call if n), "words_per_call": statistics.fmean(per_call),
                "calls_with_two_words_or_more": sum(1 for n in per_call if n > 1),
                "neo4j_ms": {k: {"mean": round(statistics.fmean(v), 3), "p50": round(statistics.median(v), 3)}
                             for k, v in cpu.items() if v},
                "rows_differ": differ}, indent=1))
        finally:
            for uid in users:
                run_write(driver, "user_erase", database=database, user_id=uid)


if __name__ == "__main__":
    main()
