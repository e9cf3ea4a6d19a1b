"""`retain` on a DENSE user (months of chat through the import: `scripts/recall_ab.py --ingest N --days 150`)
beside a fresh user, turn by turn alternating: wall, client CPU, Neo4j's statement CPU, the stages of
`RetainResult.timings_ms`, and (a separate pass per user) each write statement's db hits under PROFILE, so the
write's cost against the user's record count is measured (supersession, the NEXT relink, candidates).

    PYTHONPATH=$PWD python scripts/write_dense_profile.py --dense ab-00009 --turns 40 --out w.json

It writes into the dense user (the demo conversation's turns): use a user no benchmark asks. A probe (issue 16).
"""

from __future__ import annotations

import argparse
import json
import logging
import statistics
import time
import uuid
from pathlib import Path
from typing import Any

from recall_ab import db_hits  # the same plan walk the recall A/B reads statements with


def _operators(plan: Any, into: dict[str, int]) -> None:
    """Each operator's own db hits, keyed by its type and details (summed over the plans given)."""
    if not isinstance(plan, dict):
        return
    args = plan.get("args", {}) or {}
    key = f"{plan.get('operatorType', '?')} {str(args.get('Details', ''))[:90]}"
    into[key] = into.get(key, 0) + int(plan.get("dbHits", 0) or 0)
    for child in plan.get("children", []) or []:
        _operators(child, into)


class _Rows(list[Any]):
    """What a caller reads of a Result: its rows, and keys()."""

    def __init__(self, rows: list[Any], keys: list[str]) -> None:
        super().__init__(rows)
        self._keys = keys

    def keys(self) -> list[str]:
        return self._keys


def main(argv: list[str] | None = None) -> int:
    from neo4j import Session, Transaction

    from pia_graph.cli.recall_latency import statement_cpu_ms
    from pia_graph.config import get_settings
    from pia_graph.db.driver import driver_session
    from pia_graph.db.queries import run_write
    from pia_graph.demo.synthetic_user import conversation
    from pia_graph.evaluation.counts import percentile
    from pia_graph.memory import MemoryService, TurnIn

    ap = argparse.ArgumentParser()
    ap.add_argument("--dense", default="ab-00009")
    ap.add_argument("--turns", type=int, default=40)
    ap.add_argument("--shift-days", type=int, default=0,
                    help="move the turns this many days later (90: after the population's last day, so each "
                         "record appends to its series; 0: into the middle of the dense user's history)")
    ap.add_argument("--out", type=Path)
    args = ap.parse_args(argv)
    logging.basicConfig(level=logging.WARNING)
    settings = get_settings()
    pid = int((settings.server_dir / "neo4j.pid").read_text().strip())
    import dataclasses
    import datetime as dt

    shift = dt.timedelta(days=args.shift_days)
    turns = [dataclasses.replace(t, said_at=t.said_at + shift) for t in conversation()[: args.turns]]
    fresh = f"wdp-{uuid.uuid4().hex[:8]}"
    warm = f"wdp-{uuid.uuid4().hex[:8]}"
    samples: dict[str, dict[str, list[Any]]] = {u: {"wall": [], "cpu": [], "neo": [], "stages": []}
                                                for u in ("fresh", "dense")}
    hits: dict[str, dict[str, list[int]]] = {"fresh": {}, "dense": {}}
    with driver_session(settings) as driver:
        service = MemoryService.create(driver, settings)
        try:
            for turn in turns[:10]:  # warm-up: plans, the JIT, the embedding session
                service.retain(warm, TurnIn(text=turn.text, said_at=turn.said_at))
            for n, turn in enumerate(turns):
                order = [("fresh", fresh), ("dense", args.dense)]
                for label, uid in order if n % 2 == 0 else list(reversed(order)):
                    neo, cpu, began = statement_cpu_ms(pid), time.process_time(), time.perf_counter()
                    result = service.retain(uid, TurnIn(text=turn.text, said_at=turn.said_at,
                                                        turn_id=f"{label}-{n}-{uuid.uuid4().hex[:6]}"))
                    if not result.written:
                        continue
                    s = samples[label]
                    s["wall"].append((time.perf_counter() - began) * 1000)
                    s["cpu"].append((time.process_time() - cpu) * 1000)
                    s["neo"].append((statement_cpu_ms(pid) or 0) - (neo or 0))
                    s["stages"].append(result.timings_ms)
            plain, plain_session = Transaction.run, Session.run
            current: dict[str, list[int]] = {}
            operators: dict[str, dict[str, int]] = {"fresh": {}, "dense": {}}
            label_now = ["fresh"]

            def profiled(self: Any, query: Any, parameters: Any = None, **kw: Any) -> Any:
                run = plain if isinstance(self, Transaction) else plain_session
                result = run(self, "PROFILE " + str(query), parameters, **kw)
                keys = list(result.keys())
                rows = list(result)
                plan = result.consume().profile
                lines = str(query).lstrip().splitlines()
                name = next((ln for ln in lines if ln.startswith("//")), lines[0] if lines else "")[:60]
                current.setdefault(name, []).append(db_hits(plan))
                _operators(plan, operators[label_now[0]])
                return _Rows(rows, keys)

            Transaction.run = profiled  # type: ignore[method-assign]
            Session.run = profiled  # type: ignore[method-assign]
            try:
                for label, uid in (("fresh", fresh), ("dense", args.dense)):
                    current = hits[label]
                    label_now[0] = label
                    for n, turn in enumerate(turns):
                        service.retain(uid, TurnIn(text=turn.text, said_at=turn.said_at,
                                                   turn_id=f"p{label}-{n}-{uuid.uuid4().hex[:6]}"))
            finally:
                Transaction.run = plain  # type: ignore[method-assign]
                Session.run = plain_session  # type: ignore[method-assign]
        finally:
            for uid in (fresh, warm):
                run_write(driver, "user_erase", database=settings.neo4j_database, user_id=uid)
    out: dict[str, Any] = {}
    for label, s in samples.items():
        stages: dict[str, list[float]] = {}
        for t in s["stages"]:
            for k, v in t.items():
                stages.setdefault(k, []).append(v)
        out[label] = {"n": len(s["wall"]), "wall_p50": percentile(s["wall"], 0.5),
                      "wall_p95": percentile(s["wall"], 0.95), "cpu_p50": percentile(s["cpu"], 0.5),
                      "cpu_p95": percentile(s["cpu"], 0.95), "neo_p50": percentile(s["neo"], 0.5),
                      "neo_p95": percentile(s["neo"], 0.95),
                      "stages_p50": {k: percentile(v, 0.5) for k, v in stages.items()},
                      "stages_p95": {k: percentile(v, 0.95) for k, v in stages.items()},
                      "db_hits_mean": {k: statistics.fmean(v) for k, v in hits[label].items()},
                      "top_operators": dict(sorted(operators[label].items(), key=lambda kv: -kv[1])[:12])}
    text = json.dumps(out, indent=1, ensure_ascii=False)
    if args.out:
        args.out.write_text(text + "\n", encoding="utf-8")
    print(text)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
