#!/usr/bin/env python
"""The import's client CPU per record, offline: `MemoryService.prepare` over the benchmark population, no Neo4j.

Usage: PYTHONPATH=TREE scripts/prepare_cpu.py [--users N] [--days N] [--passes N] [--families]

Session 52's recipe as a script: the service is built with no driver and no embedder, the follow-up read and the
proxy-account read answer "nothing", the profile source returns {}; every row of `chat_rows(PopulationSpec(prefix=
"off", days=DAYS), 0, USERS)` (20 users x 30 days: 1,220 turns, 4,542 records) goes through `prepare` without the
READ decision, as `pia import` calls it. Per pass: the thread's CPU (`time.thread_time`, not the wall clock: the
machine is shared), split into the gate and the extraction as `gate_and_extract` times them (its clock is pointed
at the thread's CPU). Prints one JSON line: the minimum over the passes of ms per record (total, gate, extract)
and a digest of every turn's outputs (result without timings, records, facts, candidates), which must be equal
between two trees whose outputs are meant to be identical. Run it per tree, trees alternating, and note the load.

With --families, each extraction family (`pipeline.FAMILIES`) is also timed, in one more pass, apart for the turns
where it proposes nothing (no draft, no evidence claimed: what an early exit of the family could save at most)
and those where it proposes something. A benchmark, not a test.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import sys
import time
from collections import defaultdict
from collections.abc import Callable
from types import SimpleNamespace
from typing import Any


def _timed_families(pipeline: Any, stats: dict[str, list[float]]) -> None:
    def wrap(name: str, family: Callable[[Any], list[Any]]) -> Callable[[Any], list[Any]]:
        def run(ctx: Any) -> list[Any]:
            quantities, matches = set(ctx.used_quantities), set(ctx.used_matches)
            start = time.thread_time()
            out = family(ctx)
            spent = time.thread_time() - start
            empty = not out and ctx.used_quantities == quantities and ctx.used_matches == matches
            row = stats[name]
            row[0 if empty else 2] += 1
            row[1 if empty else 3] += spent
            return out
        return run

    pipeline.FAMILIES = tuple((name, wrap(name, family)) for name, family in pipeline.FAMILIES)


def offline_service() -> Any:
    """Session 52's service: no driver and no embedder, the follow-up read and the proxy-account read answer
    "nothing" (also `rules_cpu_ab.py --prepare`'s)."""
    from pia_graph.config import get_settings
    from pia_graph.memory.service import MemoryService, make_extractor
    from pia_graph.ontology import AliasIndex, load_default_dictionary

    settings = get_settings()
    dictionary = load_default_dictionary()
    service = MemoryService(driver=None, settings=settings, dictionary=dictionary,  # type: ignore[arg-type]
                            index=AliasIndex.build(dictionary), embedder=None, extractor=make_extractor(settings))
    service._recent = lambda *a, **k: []  # type: ignore[method-assign]
    service.proxy_account = lambda user_id: False  # type: ignore[method-assign]
    return service


def prepare_turn(service: Any, threads: Any, user_id: str, turn: Any) -> Any:
    """`MemoryService.prepare` of one turn as `pia import` calls it: no READ decision, the profile source returns {},
    the earlier turns are the import's own (``ImportThreads``), which note the turn prepared."""
    prepared = service.prepare(user_id, turn, profile=lambda u, on=None: {}, read_decision=False,
                               earlier_turns=threads.reader(user_id, turn.said_at))
    threads.note_prepared(user_id, prepared)
    return prepared


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--users", type=int, default=20)
    parser.add_argument("--days", type=int, default=30)
    parser.add_argument("--passes", type=int, default=3)
    parser.add_argument("--families", action="store_true")
    args = parser.parse_args()

    from pia_graph.demo.population import PopulationSpec, chat_rows
    from pia_graph.ingest import turn_flow
    from pia_graph.ingest.extract import pipeline
    from pia_graph.memory.import_threads import ImportThreads
    from pia_graph.memory.models import TurnIn

    service = offline_service()
    turn_flow.time = SimpleNamespace(perf_counter=time.thread_time)  # type: ignore[assignment]
    rows = list(chat_rows(PopulationSpec(prefix="off", days=args.days), 0, args.users))
    turns = [(row["user_id"], TurnIn(text=row["text"], said_at=row["said_at"], turn_id=row["turn_id"],
                                     lang=row["lang"])) for row in rows]
    stats: dict[str, list[float]] = defaultdict(lambda: [0, 0.0, 0, 0.0])
    best: tuple[float, float, float] | None = None
    records = 0
    digest = ""
    for n in range(args.passes + (1 if args.families else 0)):
        if n == args.passes:  # the families' pass: its wrappers cost CPU of their own, it is not a measured pass
            _timed_families(pipeline, stats)
        seen = hashlib.sha256()
        records, gate, extract = 0, 0.0, 0.0
        threads = ImportThreads(lambda user_id: False)  # as `pia import` answers a new user's earlier turns
        start = time.thread_time()
        for user_id, turn in turns:
            prepared = prepare_turn(service, threads, user_id, turn)
            gate += prepared.result.timings_ms.get("gate", 0.0)
            extract += prepared.result.timings_ms.get("extract", 0.0)
            seen.update(prepared.result.model_dump_json(exclude={"timings_ms"}).encode())
            if prepared.write is not None:
                records += len(prepared.write.records)
                seen.update(repr([r.model_dump_json() for r in prepared.write.records]).encode())
                seen.update(repr((prepared.write.facts, prepared.write.candidates)).encode())
        spent = time.thread_time() - start
        if n < args.passes and (best is None or spent < best[0]):
            best = (spent, gate, extract)
        digest = seen.hexdigest()[:16]
    assert best is not None and records
    out: dict[str, Any] = {
        "tree": os.environ.get("PYTHONPATH", ""), "turns": len(turns), "records": records, "passes": args.passes,
        "ms_per_record": round(best[0] * 1000 / records, 4), "gate_ms": round(best[1] / records, 4),
        "extract_ms": round(best[2] / records, 4), "digest": digest, "load": os.getloadavg()[0],
    }
    if args.families:
        out["families_ms_per_turn"] = {
            name: {"nothing": [int(r[0]), round(r[1] * 1000 / len(turns), 4)],
                   "something": [int(r[2]), round(r[3] * 1000 / len(turns), 4)]} for name, r in stats.items()}
    json.dump(out, sys.stdout)
    print()


if __name__ == "__main__":
    main()
