#!/usr/bin/env python3
"""Vector search scoped to one user, three ways, on two Neo4j lines, side by side in one run (measurement only;
figures and commands in docs/vector-search.md):

  exact       the user-anchored exact cosine (`recall_facts_exact`, what the read path uses)
  index xN    the approximate index `fact_embedding` asked for k*N candidates, then filtered to the user
              (`recall_facts_vector_index`)
  search      the 2026 line's SEARCH clause with the user filter inside the index (`fact_embedding_user`,
              bench/neo4j2026/cypher/recall_facts_search_filtered.cypher); the 2026 server only

`exact` and `index xN` run on both servers (the project's 5.26 and the bench/neo4j2026 server), `search` on the
2026 one. The synthetic population is the project's (`pia_graph.demo.population`: near-identical facts across
users, embedded with the project's model), written to both servers; recall@10 is against a brute-force cosine
over the generator's own vectors. Calls are interleaved (each question runs every cell in a shuffled order), so
a burst of load on the shared machine hits all cells alike. Prints JSON, then a Markdown table.

Usage: PYTHONPATH=$PWD scripts/bench_vector_filter.py --uri-526 bolt://127.0.0.1:7841 \
           --uri-2026 bolt://127.0.0.1:7842 [--users 10,1000] [--asking 10] [--rounds 2] [--variants 3]
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import time
import uuid
from collections.abc import Callable
from contextlib import ExitStack
from pathlib import Path
from typing import Any, LiteralString

from neo4j import Driver, GraphDatabase, RoutingControl

from pia_graph.cli.bench_recall import VECTOR_QUERIES
from pia_graph.config import get_settings
from pia_graph.db.queries import run_read, run_write
from pia_graph.db.schema import apply_schema, fact_vector_index
from pia_graph.demo.population import SyntheticUser, erase_users, make_users, template_vectors, write_users
from pia_graph.embedding import get_embedder
from pia_graph.evaluation.counts import percentile

K = 10
BENCH_CYPHER = Path(__file__).resolve().parent.parent / "bench" / "neo4j2026" / "cypher"

Search = Callable[[str, list[float]], list[dict[str, Any]]]


def bench_query(name: str) -> LiteralString:
    """A named query of the 2026 bench (Cypher 25 only, so kept out of cypher/queries/, which 5.26 EXPLAINs)."""
    text = (BENCH_CYPHER / f"{name}.cypher").read_text(encoding="utf-8").strip()
    return text  # mypy reads LiteralString as str; the file, not a caller, is the source


def _run_bench(driver: Driver, database: str, name: str, **params: Any) -> list[dict[str, Any]]:
    records, _, _ = driver.execute_query(bench_query(name), params, routing_=RoutingControl.READ,
                                         database_=database)
    return [r.data() for r in records]


def _cells(d526: Driver, d2026: Driver, database: str, oversample: list[int]) -> dict[str, Search]:
    def exact(driver: Driver) -> Search:
        return lambda uid, vec: run_read(driver, "recall_facts_exact", database=database, user_id=uid, vector=vec,
                                         k=K)

    def index(driver: Driver, n: int) -> Search:
        return lambda uid, vec: run_read(driver, "recall_facts_vector_index", database=database, user_id=uid,
                                         vector=vec, candidates=K * n, k=K)

    cells: dict[str, Search] = {"5.26 exact": exact(d526)}
    cells.update({f"5.26 index x{n}": index(d526, n) for n in oversample})
    cells["2026 exact"] = exact(d2026)
    cells.update({f"2026 index x{n}": index(d2026, n) for n in oversample})
    cells["2026 search+filter"] = lambda uid, vec: _run_bench(d2026, database, "recall_facts_search_filtered",
                                                              user_id=uid, vector=vec, k=K)
    return cells


def _measure(cells: dict[str, Search], askers: list[SyntheticUser], qvecs: list[list[float]], rounds: int,
             seed: int) -> dict[str, dict[str, float]]:
    rng = random.Random(seed)
    times: dict[str, list[float]] = {c: [] for c in cells}
    recalls: dict[str, list[float]] = {c: [] for c in cells}
    returned: dict[str, list[int]] = {c: [] for c in cells}
    for qv in qvecs:  # warm-up: plans cached, index pages in memory, on every cell alike
        for search in cells.values():
            search(askers[0].user_id, qv)
    for _ in range(rounds):
        for user in askers:
            for qv in qvecs:
                sims = {fid: sum(a * b for a, b in zip(vec, qv, strict=True))
                        for fid, vec in user.fact_vectors.items()}
                truth = set(sorted(sims, key=lambda fid: -sims[fid])[:K])
                order = list(cells)
                rng.shuffle(order)
                for cell in order:
                    started = time.perf_counter()
                    got = cells[cell](user.user_id, qv)
                    times[cell].append((time.perf_counter() - started) * 1000)
                    ids = {row["fact_id"] for row in got}
                    if ids - set(user.fact_vectors):
                        raise AssertionError(f"{cell} returned another user's facts")  # never expected
                    recalls[cell].append(len(ids & truth) / len(truth))
                    returned[cell].append(len(got))
    return {c: {"n": len(times[c]), "recall_at_10": sum(recalls[c]) / len(recalls[c]),
                "mean_returned": sum(returned[c]) / len(returned[c]),
                "p50_ms": percentile(times[c], 0.5), "p95_ms": percentile(times[c], 0.95)} for c in cells}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--uri-526", required=True, help="Bolt URI of the project's Neo4j 5.26 server (your own).")
    ap.add_argument("--uri-2026", required=True, help="Bolt URI of the bench/neo4j2026 server.")
    ap.add_argument("--users", default="10,1000", help="Population sizes, growing, comma-separated.")
    ap.add_argument("--asking", type=int, default=10, help="Users who ask (the same ones at every size).")
    ap.add_argument("--rounds", type=int, default=2, help="Rounds of the questions per size.")
    ap.add_argument("--variants", type=int, default=3, help="Near-identical facts per template per user.")
    ap.add_argument("--oversample", default="1,10,100", help="Candidate factors for the plain index.")
    ap.add_argument("--out", type=Path, help="Also write the JSON figures here.")
    args = ap.parse_args()
    sizes = sorted({int(x) for x in args.users.split(",") if x.strip()})
    oversample = [int(x) for x in args.oversample.split(",") if x.strip()]
    settings = get_settings()
    database = settings.neo4j_database
    auth = (settings.neo4j_user, settings.neo4j_password.get_secret_value())
    embedder = get_embedder(settings)
    vectors = template_vectors(embedder)
    qvecs = embedder.embed(list(VECTOR_QUERIES))
    prefix = f"vfbench-{uuid.uuid4().hex[:8]}"
    figures: dict[str, Any] = {"k": K, "queries": list(VECTOR_QUERIES), "asking": args.asking,
                               "rounds": args.rounds, "variants": args.variants, "sizes": {}}
    # As the project's driver (pia_graph.db.driver) plus DEPRECATION: on 2026, db.index.vector.queryNodes is
    # deprecated in favour of SEARCH, and a notice logged per call would weigh on one cell only.
    quiet: dict[str, Any] = {"notifications_disabled_classifications": ["UNRECOGNIZED", "DEPRECATION"]}
    with GraphDatabase.driver(args.uri_526, auth=auth, **quiet) as d526, \
            GraphDatabase.driver(args.uri_2026, auth=auth, **quiet) as d2026, ExitStack() as indexes:
        servers = {"5.26": d526, "2026": d2026}
        for label, driver in servers.items():
            apply_schema(driver, settings)
            # The plain index cells read fact_embedding, which the schema makes only with PIA_FACT_VECTOR_INDEX on:
            # made here for the measurement on both servers (as the schema did before), dropped after unless kept.
            indexes.enter_context(fact_vector_index(driver, settings))
            figures[f"server_{label}"] = _run_bench(driver, database, "server_version")[0]
        d2026.execute_query(bench_query("schema_fact_embedding_user"), {"dimensions": settings.embedding_dim},
                            database_=database)
        cells = _cells(d526, d2026, database, oversample)
        population: list[SyntheticUser] = []
        try:
            for size in sizes:
                new = make_users(prefix, len(population), size - len(population), vectors, variants=args.variants)
                population.extend(new)
                entry: dict[str, Any] = {"facts_total": sum(len(u.fact_vectors) for u in population)}
                for label, driver in servers.items():
                    started = time.perf_counter()
                    for i in range(0, len(new), 50):
                        write_users(driver, database, new[i: i + 50])
                    run_write(driver, "schema_await_indexes", database=database, timeout_s=900)
                    entry[f"write_s_{label}"] = time.perf_counter() - started
                entry["loadavg_before"] = os.getloadavg()
                entry["cells"] = _measure(cells, population[: args.asking], qvecs, args.rounds, seed=size)
                entry["loadavg_after"] = os.getloadavg()
                figures["sizes"][str(size)] = entry
                if args.out:  # before the erase, which takes minutes on the 2026 server
                    args.out.write_text(json.dumps(figures, indent=2, default=str) + "\n", encoding="utf-8")
        finally:
            for driver in servers.values():
                erase_users(driver, database, [u.user_id for u in population])
    text = json.dumps(figures, indent=2, default=str)
    if args.out:
        args.out.write_text(text + "\n", encoding="utf-8")
    sys.stdout.write(text + "\n\n| users | server | search | recall@10 | returned | p50 ms | p95 ms |\n"
                     "|---|---|---|---|---|---|---|\n")
    for size, entry in figures["sizes"].items():
        for cell, f in entry["cells"].items():
            server, search = cell.split(" ", 1)
            sys.stdout.write(f"| {int(size):,} | {server} | {search} | {f['recall_at_10']:.3f} | "
                             f"{f['mean_returned']:.1f} | {f['p50_ms']:.1f} | {f['p95_ms']:.1f} |\n")
        la, lb = entry["loadavg_before"], entry["loadavg_after"]
        sys.stdout.write(f"\nusers {size}: load average {la[0]:.1f} before, {lb[0]:.1f} after (1 min)\n")


if __name__ == "__main__":
    main()
