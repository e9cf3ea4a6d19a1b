#!/usr/bin/env python3
"""Say, for every retrieval miss of a tuning suite, at which stage the first relevant item was lost.

Runs on the kept users of `scripts/recall_replay.py` (write them once with its `--ingest`), with a server
(PIA_HOME, PIA_NEO4J_BOLT_PORT set):

    PYTHONPATH=$PWD python scripts/retrieval_miss_stages.py --suite eval/read14_blind [--detail] [--json F]

Stages of a scenario whose first relevant item is not first (rr < 1):
`not stored` (no current record and no fact of the user matches any selector: a write-path miss; with
`--detail` the turns, and the user's records and facts are printed to see which stage dropped it),
`superseded only` (a matching record exists but was superseded), `not recalled` (stored, nowhere in the ranking:
query understanding), `ranked low` (in the ranking below rank 1: fusion). Tuning material only: a held-out
suite is scored in aggregate (`pia eval --json`), never traced.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import logging
from collections import Counter
from pathlib import Path
from typing import Any

from pia_graph.config import get_settings
from pia_graph.db.driver import driver_session
from pia_graph.db.queries import run_read
from pia_graph.evaluation.retrieval import matches, ranked_item, score
from pia_graph.evaluation.suite import load_suite
from pia_graph.memory import MemoryService
from pia_graph.memory.recall_models import QueryIn
from pia_graph.retrieve.records import props, record_day

log = logging.getLogger("retrieval_miss_stages")


def _stored(driver: Any, database: str, user_id: str) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    rows = run_read(driver, "records_list", database=database, user_id=user_id, types=[], coordinates=[],
                    since=None, until=None, include_superseded=True, limit=1000)
    records = []
    for row in rows:
        rec = props(dict(row["record"]))
        day = record_day(rec)
        records.append({"coordinate": rec.get("coordinate"), "date": day.isoformat() if day else None,
                        "text": "", "superseded": bool(rec.get("superseded_by")), "type": rec.get("type"),
                        "value": rec.get("value"), "subject": rec.get("subject") or rec.get("experiencer")})
    facts = [{"coordinate": None, "date": None, "text": str(dict(r["fact"]).get("text") or ""),
              "quote": str(dict(r["fact"]).get("span") or "")}
             for r in run_read(driver, "user_export_facts", database=database, user_id=user_id)]
    return records, facts


def stage(expect: list[dict[str, Any]], ranked: list[dict[str, Any]], records: list[dict[str, Any]],
          facts: list[dict[str, Any]]) -> str:
    """The stage that lost the first relevant item (pure)."""
    current = [r for r in records if not r["superseded"]] + facts
    if not any(matches(s, x) for s in expect for x in current):
        if any(matches(s, r) for s in expect for r in records):
            return "superseded only"
        return "not stored"
    if not any(matches(s, x) for s in expect for x in ranked):
        return "not recalled"
    return "ranked low"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--suite", type=Path, required=True)
    ap.add_argument("--only", default="", help="comma-separated scenario ids")
    ap.add_argument("--detail", action="store_true")
    ap.add_argument("--json", type=Path)
    args = ap.parse_args(argv)
    logging.basicConfig(level=logging.WARNING)
    scenarios = [s for s in load_suite(args.suite, {"retrieval"})
                 if not args.only or s["id"] in args.only.split(",")]
    settings = get_settings()
    counts: Counter[tuple[str, str]] = Counter()
    lost: dict[tuple[str, str], float] = {}
    out: list[dict[str, Any]] = []
    with driver_session(settings) as driver:
        service = MemoryService.create(driver, settings)
        for sc in scenarios:
            user_id = f"replay-{args.suite.name}-{sc['id']}"
            rec = service.recall(user_id, QueryIn(text=sc["query"], said_at=dt.datetime.fromisoformat(
                sc["said_at"]), lang=sc.get("lang")))
            ranked = [ranked_item(i) for i in rec.items]
            s = score(sc["expect"], ranked)
            if s["rr"] >= 1.0:
                continue
            records, facts = _stored(driver, service.database, user_id)
            expect = sc["expect"]["relevant"]
            st = stage(expect, ranked, records, facts)
            lang = sc.get("lang") or "en"
            counts[(lang, st)] += 1
            lost[(lang, st)] = lost.get((lang, st), 0.0) + 1.0 - s["rr"]
            out.append({"id": sc["id"], "stage": st, "rr": s["rr"], "query": sc["query"]})
            print(f"\n{sc['id']} [{lang}] {st} rr={s['rr']:.2f}  Q: {sc['query']}")
            print("   expect:", json.dumps(expect, ensure_ascii=False))
            for pos, item in enumerate(ranked[:5], start=1):
                print(f"   {pos}. {item['coordinate'] or 'fact'} {item['date']} | {item['text'][:100]}")
            if args.detail and st != "ranked low":
                for turn in sc.get("history") or []:
                    print(f"   T {turn['said_at'][:16]} {turn['text']}")
                for r in records:
                    print(f"   R {r['coordinate']} {r['date']} {r['value']} {'SUP' if r['superseded'] else ''}")
                for f in facts:
                    print(f"   F {f['text'][:110]}")
    print()
    for (lang, st), n in sorted(counts.items()):
        print(f"{lang} {st}: {n} scenarios, rr lost {lost[(lang, st)]:.2f}")
    if args.json:
        args.json.write_text("\n".join(json.dumps(x, ensure_ascii=False) for x in out) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
