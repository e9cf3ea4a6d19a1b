#!/usr/bin/env python
"""One user's read queries, another tree's text beside this tree's: the same rows, and their cost on a big store.

Usage: scripts/query_scan_probe.py USER_ID [--base REF] [--filler N] [--runs R] [--json OUT]

For each query below, the text at git REF (default HEAD) and this tree's are run with the same parameters, taken
from USER_ID's own data (a coordinate, turn ids, a fact's vector), against the configured server: the rows must be
identical, in order (the script exits 1 otherwise), and each text is PROFILEd (db hits) and timed (wall ms, p50 of
R runs, the two texts alternating). With `--filler N` first, N records, N/2 facts and N/2 turns of 2,000 other
synthetic users are written (plain nodes with the indexed properties) and deleted after. A check, not a test.
"""

from __future__ import annotations

import argparse
import json
import logging
import statistics
import subprocess
import sys
import time
from typing import Any

from neo4j import Driver, Record

from pia_graph.config import get_settings
from pia_graph.db.driver import driver_session
from pia_graph.db.queries import query, run_read
from pia_graph.paths import cypher_dir

log = logging.getLogger("query_scan_probe")

READS = ["turns_import_current", "trajectory_points", "analyst_trajectory", "records_list", "user_record_summary",
         "user_coordinates", "hu2_user_records", "hu2_user_facts", "hu2_user_state", "facts_recall",
         "user_export_facts", "user_export_turns", "series_list", "user_scope_audit"]

FILLER = """
UNWIND range($from, $to - 1) AS n
WITH n, 'scanfill-' + toString(n % 2000) AS uid, datetime('2026-01-01T12:00:00Z') + duration({minutes: n}) AS at
CREATE (:Record {record_id: 'scanfill-r' + toString(n), user_id: uid, type: 'vital_sign',
                 coordinate: 'vital:systolic_bp', value: 120.0, sort_time: at, recorded_at: at})
FOREACH (_ IN CASE WHEN n % 2 = 0 THEN [1] ELSE [] END |
  CREATE (:Fact {fact_id: 'scanfill-f' + toString(n), user_id: uid, text: 'User filler', sort_time: at,
                 embedding: [0.1, 0.2, 0.3]})
  CREATE (:Turn {turn_id: 'scanfill-t' + toString(n), user_id: uid, said_at: at, text: 'filler', lang: 'en'}))
"""
FILLER_DELETE = """
MATCH (n) WHERE n.user_id STARTS WITH 'scanfill-'
WITH n LIMIT 20000 DETACH DELETE n RETURN count(*) AS deleted
"""


def base_text(ref: str, name: str) -> str:
    path = (cypher_dir() / "queries" / f"{name}.cypher").relative_to(cypher_dir().parent)
    text = subprocess.run(["git", "show", f"{ref}:{path}"], capture_output=True, text=True, check=True,
                          cwd=cypher_dir().parent).stdout
    return text.strip().rstrip(";").strip()


def params_for(driver: Driver, db: str, user_id: str) -> dict[str, dict[str, Any]]:
    records = run_read(driver, "records_list", database=db, user_id=user_id, types=[], coordinates=[], since=None,
                       until=None, include_superseded=True, limit=100000)
    coords = sorted({r["record"]["coordinate"] for r in records})
    busiest = max(coords, key=lambda c: sum(r["record"]["coordinate"] == c for r in records))
    turns = run_read(driver, "user_export_turns", database=db, user_id=user_id)
    with driver.session(database=db) as session:
        vector = session.run("MATCH (f:Fact {user_id: $u}) WHERE f.embedding IS NOT NULL "
                             "RETURN f.embedding AS v ORDER BY f.fact_id LIMIT 1", u=user_id).single()
    u = {"user_id": user_id}
    return {
        "turns_import_current": {"turns": [{"user_id": user_id, "turn_id": t["turn_id"]} for t in turns[:50]]
                                 + [{"user_id": user_id, "turn_id": "not-stored"}],
                                 "keys": [{"user_id": user_id, "coordinates": coords}]},
        "trajectory_points": {**u, "coordinate": busiest},
        "analyst_trajectory": {**u, "coordinate": busiest},
        "records_list": {**u, "types": [], "coordinates": [], "since": None, "until": None,
                         "include_superseded": True, "limit": 100000},
        "user_record_summary": u, "user_coordinates": u, "hu2_user_records": {**u, "limit": 400},
        "hu2_user_facts": {**u, "limit": 200}, "hu2_user_state": u,
        "facts_recall": {**u, "vector": vector["v"] if vector else [0.0] * 384, "k": 10},
        "user_export_facts": u, "user_export_turns": u, "series_list": u, "user_scope_audit": u,
    }


def canonical(value: Any) -> Any:
    if hasattr(value, "nodes") and hasattr(value, "relationships"):  # a path
        return [canonical(n) for n in value.nodes] + [[r.type, canonical(dict(r))] for r in value.relationships]
    if hasattr(value, "labels") and hasattr(value, "element_id"):
        return [sorted(value.labels), canonical(dict(value))]
    if isinstance(value, dict):
        return {k: canonical(v) for k, v in sorted(value.items())}
    if isinstance(value, list):
        return [canonical(v) for v in value]
    return value if isinstance(value, (str, int, float, bool, type(None))) else str(value)


def run(driver: Driver, db: str, text: str, params: dict[str, Any], profile: bool = False) -> tuple[Any, float, int]:
    with driver.session(database=db) as session:
        start = time.perf_counter()
        result = session.run(("PROFILE " if profile else "") + text, params)
        rows: list[Record] = list(result)
        summary = result.consume()
        ms = (time.perf_counter() - start) * 1000
    hits = _db_hits(summary.profile) if profile and summary.profile else 0
    return json.dumps([canonical(dict(r)) for r in rows], sort_keys=True), ms, hits


def _db_hits(plan: dict[str, Any]) -> int:
    return int(plan.get("dbHits", 0)) + sum(_db_hits(c) for c in plan.get("children", []))


def probe(driver: Driver, db: str, user_id: str, ref: str, runs: int) -> tuple[list[dict[str, Any]], bool]:
    params = params_for(driver, db, user_id)
    rows, same = [], True
    for name in READS:
        old, new = base_text(ref, name), query(name)
        a, _, hits_a = run(driver, db, old, params[name], profile=True)
        b, _, hits_b = run(driver, db, new, params[name], profile=True)
        ms_a, ms_b = [], []
        for _ in range(runs):
            ms_a.append(run(driver, db, old, params[name])[1])
            ms_b.append(run(driver, db, new, params[name])[1])
        identical = a == b and run(driver, db, old, params[name])[0] == a
        same &= identical
        row = {"query": name, "rows_identical": identical, "rows_bytes": len(b), "db_hits_before": hits_a,
               "db_hits_after": hits_b, "ms_p50_before": round(statistics.median(ms_a), 2),
               "ms_p50_after": round(statistics.median(ms_b), 2)}
        log.info("%s", row)
        rows.append(row)
    return rows, same


def main() -> int:
    logging.basicConfig(level=logging.INFO, format="%(message)s")
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("user_id")
    ap.add_argument("--base", default="HEAD")
    ap.add_argument("--filler", type=int, default=0)
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--json", default="")
    args = ap.parse_args()
    settings = get_settings()
    db = settings.neo4j_database
    with driver_session(settings) as driver:
        counts: dict[str, Any] = {}
        try:
            for start in range(0, args.filler, 20000):
                with driver.session(database=db) as session:
                    session.run(FILLER, {"from": start, "to": min(start + 20000, args.filler)}).consume()
            with driver.session(database=db) as session:
                counts = session.run("MATCH (r:Record) WITH count(r) AS records MATCH (f:Fact) WITH records, "
                                     "count(f) AS facts MATCH (t:Turn) RETURN records, facts, count(t) AS turns"
                                     ).single(strict=True).data()
            log.info("store: %s", counts)
            rows, same = probe(driver, db, args.user_id, args.base, args.runs)
        finally:
            while args.filler:
                with driver.session(database=db) as session:
                    if not session.run(FILLER_DELETE).single(strict=True)["deleted"]:
                        break
    if args.json:
        with open(args.json, "w", encoding="utf-8") as out:
            json.dump({"store": counts, "user_id": args.user_id, "base": args.base, "queries": rows}, out, indent=1)
    log.info("rows identical for every query: %s", same)
    return 0 if same else 1


if __name__ == "__main__":
    sys.exit(main())
