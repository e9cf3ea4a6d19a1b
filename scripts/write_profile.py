#!/usr/bin/env python
"""Where a retained turn's milliseconds go, per class of turn: the Bolt round trips and the wall ms of the gate,
the extraction, the embedding, each statement of the write, BEGIN and COMMIT.

Usage: scripts/write_profile.py [--rounds N] [--warmup N] > profile.json   (PIA_HOME and the ports from the
environment, as for `pia bench write`; run it with PYTHONPATH=TREE to profile another tree)

Each round retains the demo conversation and `write_graph_dump`'s extra turns (a correction, Korean, a regimen
change) for a fresh user with the tree's own `MemoryService`. A round trip is one send on a Bolt socket (the
driver sends a batch of messages and waits for their answers); a statement's time is its RUN + PULL (and, alone,
its commit). A turn's classes: `no_record` (facts only), `new_records` (records, nothing to supersede),
`may_supersede` (a one-value-at-a-time type or a correction, no link made), `superseding` (links made), `regimen`
(a medication regimen among its records), and its language. Beside them, per round trip: `RETURN 1` and an empty
write commit (one property set on a probe node, committed): what bounds any write. Prints per class the count,
p50/p95 of the turn and mean ms per step, and the round trips. A probe, not a test.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
import uuid
from pathlib import Path
from typing import Any

from neo4j import Session, Transaction
from neo4j._async_compat.network._bolt_socket import BoltSocketBase

import pia_graph.store.write_turn as wt
from pia_graph.config import get_settings
from pia_graph.db.driver import driver_session
from pia_graph.db.queries import run_read, run_write
from pia_graph.demo.synthetic_user import PROFILE, conversation
from pia_graph.evaluation.counts import percentile
from pia_graph.memory import MemoryService, TurnIn

sys.path.insert(0, str(Path(__file__).resolve().parent))
from write_graph_dump import EXTRA

_SENDS = [0]
_STEPS: dict[str, float] = {}


def _patch() -> None:
    send = BoltSocketBase.sendall

    def counted(self: Any, data: Any) -> Any:
        _SENDS[0] += 1
        return send(self, data)

    BoltSocketBase.sendall = counted  # type: ignore[method-assign]

    def timed(name: str, fn: Any) -> Any:
        def inner(*args: Any, **kwargs: Any) -> Any:
            t0 = time.perf_counter()
            try:
                return fn(*args, **kwargs)
            finally:
                key = name if name != "stmt" else f"stmt:{args[1]}"
                _STEPS[key] = _STEPS.get(key, 0.0) + (time.perf_counter() - t0) * 1000
        return inner

    wt.run_in_tx = timed("stmt", wt.run_in_tx)  # type: ignore[attr-defined]
    wt.run_alone = timed("stmt", wt.run_alone)  # type: ignore[attr-defined]
    Session.begin_transaction = timed("begin", Session.begin_transaction)  # type: ignore[method-assign]
    Transaction.commit = timed("commit", Transaction.commit)  # type: ignore[method-assign]


def _classes(result: Any, write: Any) -> list[str]:
    out = ["all", f"lang:{write.lang}"]
    types = {r.type for r in write.records}
    if not write.records:
        out.append("no_record")
    elif result.supersessions:
        out.append("superseding")
    elif wt.needs_supersession(write):
        out.append("may_supersede")
    else:
        out.append("new_records")
    if "medication_regimen" in types:
        out.append("regimen")
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--rounds", type=int, default=2)
    ap.add_argument("--warmup", type=int, default=1)
    args = ap.parse_args()
    _patch()
    settings = get_settings()
    db = settings.neo4j_database
    turns = [(t.text, t.said_at) for t in conversation()] + EXTRA
    rows: list[dict[str, Any]] = []
    base: dict[str, list[float]] = {"return_1": [], "empty_commit": []}
    with driver_session(settings) as driver:
        service = MemoryService.create(driver, settings, embeddings=True)
        for r in range(args.warmup + args.rounds):
            uid = f"prof-{uuid.uuid4().hex[:10]}"
            service.vectors = type(service.vectors)(service.vectors._limit)
            service.set_profile(uid, PROFILE)
            for text, said_at in turns:
                for name, op in (("return_1", lambda: run_read(driver, "bench_round_trip", database=db)),
                                 ("empty_commit", lambda: run_write(driver, "bench_empty_commit", database=db))):
                    t0 = time.perf_counter()
                    op()
                    if r >= args.warmup:
                        base[name].append((time.perf_counter() - t0) * 1000)
                _STEPS.clear()
                sends0 = _SENDS[0]
                t0 = time.perf_counter()
                prepared = service.prepare(uid, service.checked_turn(TurnIn(text=text, said_at=said_at)),
                                           embed_early=True)
                t1 = time.perf_counter()
                if prepared.write is None:
                    continue
                sends_prep = _SENDS[0] - sends0
                service.embed_facts([prepared])
                t2 = time.perf_counter()
                sends1 = _SENDS[0]
                written = service.write(prepared.write)
                t3 = time.perf_counter()
                result = service.finish(prepared, written)
                if r < args.warmup or written.duplicate:
                    continue
                timings = prepared.result.timings_ms
                steps = {"gate": timings.get("gate", 0.0), "extract": timings.get("extract", 0.0),
                         "prepare_rest": (t1 - t0) * 1000 - timings.get("gate", 0.0) - timings.get("extract", 0.0),
                         "embed": (t2 - t1) * 1000, **_STEPS}
                steps["write_other"] = (t3 - t2) * 1000 - sum(v for k, v in _STEPS.items())
                rows.append({"classes": _classes(result, prepared.write), "total": (t3 - t0) * 1000,
                             "write": (t3 - t2) * 1000, "steps": steps, "rtt_write": _SENDS[0] - sends1,
                             "rtt_prepare": sends_prep})
            run_write(driver, "user_erase", database=db, user_id=uid)
    out: dict[str, Any] = {
        "baseline": {k: {"p50": round(percentile(v, 0.5), 2), "p95": round(percentile(v, 0.95), 2)}
                     for k, v in base.items()}}
    names = sorted({c for row in rows for c in row["classes"]})
    for c in names:
        got = [row for row in rows if c in row["classes"]]
        step_names = sorted({k for row in got for k in row["steps"]})
        out[c] = {
            "turns": len(got),
            "total_p50": round(percentile([g["total"] for g in got], 0.5), 2),
            "total_p95": round(percentile([g["total"] for g in got], 0.95), 2),
            "write_p50": round(percentile([g["write"] for g in got], 0.5), 2),
            "write_p95": round(percentile([g["write"] for g in got], 0.95), 2),
            "round_trips_write": sorted({g["rtt_write"] for g in got}),
            "round_trips_prepare": sorted({g["rtt_prepare"] for g in got}),
            "mean_ms": {k: round(statistics.fmean([g["steps"].get(k, 0.0) for g in got]), 2) for k in step_names},
        }
    print(json.dumps(out, indent=1))


if __name__ == "__main__":
    main()
