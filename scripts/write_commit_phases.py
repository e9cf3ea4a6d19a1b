#!/usr/bin/env python
"""Where the write's Neo4j CPU goes: BEGIN, RUN + PULL and COMMIT of `turns_write`, timed apart, beside the same
statement as an auto-commit transaction and a `RETURN 1`.

Usage: scripts/write_commit_phases.py [TURNS] > phases.json   (PIA_HOME and the ports from the environment)

Two fresh users get the first TURNS turns of the demo conversation (prepared and embedded by the service). Each
turn that writes one statement goes for the first user in an explicit transaction, phase by phase, and for the
second as an auto-commit statement; turns that may supersede are written through `retain`'s path, unmeasured.
For each phase: the wall ms, the CPU ms of the Neo4j JVM's Bolt workers and log writer (`/proc`, as
`write_cpu_ab.py` reads it) and the server's own `result_available_after` / `result_consumed_after`. The first 10
turns are not counted. Prints p50 and mean per figure, and the load. A probe, not a test.
"""

from __future__ import annotations

import json
import os
import statistics
import sys
import time
import uuid
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from write_cpu_ab import _jvm_ns

from pia_graph.config import get_settings
from pia_graph.db.driver import driver_session
from pia_graph.db.queries import query, run_read, run_write
from pia_graph.demo.synthetic_user import PROFILE, conversation
from pia_graph.memory import MemoryService, TurnIn
from pia_graph.store.write_turn import needs_supersession, turn_payload


def main() -> None:
    s = get_settings()
    pid = int((s.home / "neo4j" / "neo4j.pid").read_text().split()[0])
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 60

    def bolt() -> int:
        return _jvm_ns(pid)["neo4j"]

    out: dict[str, list[float]] = {}

    def add(key: str, value: float) -> None:
        out.setdefault(key, []).append(value)

    with driver_session(s) as driver:
        svc = MemoryService.create(driver, s, embeddings=True)
        ua, ub = f"ph-{uuid.uuid4().hex[:8]}", f"ph-{uuid.uuid4().hex[:8]}"
        for u in (ua, ub):
            svc.set_profile(u, PROFILE)
        for k, turn in enumerate(conversation()[:n]):
            pa = svc.prepare(ua, svc.checked_turn(TurnIn(text=turn.text, said_at=turn.said_at)))
            pb = svc.prepare(ub, svc.checked_turn(TurnIn(text=turn.text, said_at=turn.said_at)))
            if pa.write is None or pb.write is None:
                continue
            if needs_supersession(pa.write):
                svc.write(pa.write)
                svc.write(pb.write)
                continue
            svc.embed_facts([pa, pb])
            measured = k >= 10
            j0, t0 = bolt(), time.perf_counter()
            run_read(driver, "bench_round_trip", database=s.neo4j_database)
            t1, j1 = time.perf_counter(), bolt()
            if measured:
                add("rtt_wall", (t1 - t0) * 1e3)
                add("rtt_neo4j", (j1 - j0) / 1e6)
            params = {"turns": [turn_payload(pa.write)[0]], "debounce_s": 2.0, "max_wait_s": 60.0}
            with driver.session(database=s.neo4j_database) as sess:
                sess.run("RETURN 1").consume()  # the connection in hand before the clock starts
                j0, t0 = bolt(), time.perf_counter()
                tx = sess.begin_transaction()
                t1, j1 = time.perf_counter(), bolt()
                summary = tx.run(query("turns_write"), params).consume()
                t2, j2 = time.perf_counter(), bolt()
                tx.commit()
                t3, j3 = time.perf_counter(), bolt()
            if measured:
                for name, a, b, ja, jb in (("begin", t0, t1, j0, j1), ("run", t1, t2, j1, j2),
                                           ("commit", t2, t3, j2, j3)):
                    add(f"{name}_wall", (b - a) * 1e3)
                    add(f"{name}_neo4j", (jb - ja) / 1e6)
                add("server_available", float(summary.result_available_after or 0))
                add("server_consumed", float(summary.result_consumed_after or 0))
            params = {"turns": [turn_payload(pb.write)[0]], "debounce_s": 2.0, "max_wait_s": 60.0}
            with driver.session(database=s.neo4j_database) as sess:
                sess.run("RETURN 1").consume()
                j0, t0 = bolt(), time.perf_counter()
                sess.run(query("turns_write"), params).consume()
                t1, j1 = time.perf_counter(), bolt()
            if measured:
                add("auto_wall", (t1 - t0) * 1e3)
                add("auto_neo4j", (j1 - j0) / 1e6)
        for u in (ua, ub):
            run_write(driver, "user_erase", database=s.neo4j_database, user_id=u)
    res: dict[str, object] = {k: {"p50": round(statistics.median(v), 2), "mean": round(statistics.fmean(v), 2),
                                  "n": len(v)} for k, v in out.items()}
    res["load"] = os.getloadavg()[0]
    print(json.dumps(res, indent=1))


if __name__ == "__main__":
    main()
