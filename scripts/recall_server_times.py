"""Neo4j's own time per recall statement (`result_available_after + result_consumed_after`: the pipelined runtime
does its work while the rows stream, so the first figure alone says little), warm, median and minimum of N runs,
for the statements a depth-1 recall sends, on the `ab` population of `scripts/recall_ab.py --ingest`.

    PYTHONPATH=$PWD python scripts/recall_server_times.py --runs 15

Each statement is sent with the parameters the read path gives it (`structured.record_params`,
`associative.fact_params`); `recall_records_facts` for the records alone, and with the facts with and without
the query vector, and `recall_facts_exact` alone, say what the exact cosine costs; with the vector, once scanning
every fact (no copy of the user's vectors) and once over the shortlist of the service's copy
(`retrieve/vector_cache.py`), the same statement's two branches.
"""

from __future__ import annotations

import argparse
import logging
import statistics
import time
from typing import Any

from pia_graph.cli.bench_all import QUERIES
from pia_graph.config import get_settings
from pia_graph.db.driver import driver_session
from pia_graph.db.queries import query
from pia_graph.demo.population import PopulationSpec, user_ids
from pia_graph.memory import MemoryService
from pia_graph.retrieve.associative import fact_params
from pia_graph.retrieve.recall import FACT_CANDIDATES
from pia_graph.retrieve.structured import record_params
from pia_graph.retrieve.vector_cache import NO_IDS, FactVectorCache


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=15)
    ap.add_argument("--questions", default="4,0", help="indexes into pia bench all's questions")
    args = ap.parse_args(argv)
    logging.basicConfig(level=logging.WARNING)
    settings = get_settings()
    uid = user_ids(PopulationSpec("ab"), 0, 2)[0]
    k = FACT_CANDIDATES
    with driver_session(settings) as driver:
        service = MemoryService.create(driver, settings)
        assert service.embedder is not None
        for n in (int(i) for i in args.questions.split(",")):
            text = QUERIES[n]
            q = _query(text)
            u = service.recall(uid, q).understanding
            vector = service.embedder.embed([text])[0]
            copy = FactVectorCache(1 << 30).refresh(driver, settings.neo4j_database, uid)
            assert copy is not None
            db = settings.neo4j_database
            records = record_params(u, q.said_at)
            with_copy, _, chosen = fact_params(db, uid, text, vector, k, copy_of(copy, db, uid))
            print(f"  shortlist: {len(chosen or [])} of {len(copy.ids)} facts")
            statements: dict[str, tuple[str, dict[str, Any]]] = {
                "recall_records_facts, records only": ("recall_records_facts", {
                    "user_id": uid, **records, **fact_params(db, uid, "", None, k, None)[0]}),
                "recall_records_facts, vector, every fact": ("recall_records_facts", {
                    "user_id": uid, **records, **fact_params(db, uid, text, vector, k, None)[0]}),
                "recall_records_facts, vector, shortlist": ("recall_records_facts", {
                    "user_id": uid, **records, **with_copy}),
                "recall_records_facts, without the vector": ("recall_records_facts", {
                    "user_id": uid, **records, **fact_params(db, uid, text, None, k, None)[0]}),
                "recall_fact_vectors (the copy's refresh)": ("recall_fact_vectors", {
                    "user_id": uid, "known": NO_IDS, "created": ""}),
                "recall_facts_exact (the cosine alone)": ("recall_facts_exact", {"user_id": uid, "vector": vector,
                                                                                 "k": k}),
                "hu2_understanding_get": ("hu2_understanding_get", {"user_id": uid}),
                "bench_round_trip (RETURN 1)": ("bench_round_trip", {}),
            }
            print(f"{uid} {text!r}")
            for label, (name, params) in statements.items():
                server, wall = [], []
                for i in range(args.runs + 2):  # two warm-up runs
                    began = time.perf_counter()
                    summary = driver.execute_query(query(name), params).summary
                    if i >= 2:
                        wall.append((time.perf_counter() - began) * 1000)
                        server.append((summary.result_available_after or 0) + (summary.result_consumed_after or 0))
                print(f"  {label:<40} server p50 {statistics.median(server):6.1f} / min {min(server):5.1f} ms"
                      f"   wall p50 {statistics.median(wall):7.1f} / min {min(wall):6.1f} ms")
    return 0


def copy_of(entry: Any, database: str, user_id: str) -> FactVectorCache:
    """A copy holding only this user's vectors, as the service's would after its refresh."""
    cache = FactVectorCache(1 << 30)
    cache.put(database, user_id, entry)
    return cache


def _query(text: str) -> Any:
    from pia_graph.cli.bench_all import ASKED_AT
    from pia_graph.memory.recall_models import QueryIn

    return QueryIn(text=text, said_at=ASKED_AT, depth=1)


if __name__ == "__main__":
    raise SystemExit(main())
