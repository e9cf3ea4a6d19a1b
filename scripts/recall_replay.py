"""Replay a suite's retrieval scenarios against kept users, to iterate on the read path without re-writing.

`--ingest` writes each scenario's history once into the user `replay-<suite>-<scenario id>` (skipped when
that user exists); without it, only `MemoryService.recall` runs. Prints MRR, recall@5 and recall@10 per
language and, with `--misses`, every scenario whose first relevant item is not first, with its top items.

    PYTHONPATH=$PWD python scripts/recall_replay.py --suite eval/wave3_blind --ingest
    PYTHONPATH=$PWD python scripts/recall_replay.py --suite eval/wave3_blind --misses
    PYTHONPATH=$PWD python scripts/recall_replay.py --suite eval/wave3_blind --erase

A development tool (the evaluation proper is `pia eval`); it reads no blind suite unless given one.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import logging
import sys
from pathlib import Path
from typing import Any

from pia_graph.config import get_settings
from pia_graph.db.driver import driver_session
from pia_graph.db.queries import run_read, run_write
from pia_graph.evaluation.retrieval import ranked_item, score
from pia_graph.evaluation.suite import load_suite
from pia_graph.memory import MemoryService
from pia_graph.memory.models import TurnIn
from pia_graph.memory.recall_models import QueryIn

log = logging.getLogger("recall_replay")


def _user(suite: Path, scenario_id: str) -> str:
    return f"replay-{suite.name}-{scenario_id}"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--suite", type=Path, required=True)
    ap.add_argument("--ingest", action="store_true")
    ap.add_argument("--erase", action="store_true")
    ap.add_argument("--misses", action="store_true")
    ap.add_argument("--only", default="", help="comma-separated scenario ids")
    ap.add_argument("--out", type=Path)
    args = ap.parse_args(argv)
    logging.basicConfig(level=logging.WARNING)
    scenarios = [s for s in load_suite(args.suite, {"retrieval"})
                 if not args.only or s["id"] in args.only.split(",")]
    settings = get_settings()
    totals: dict[str, list[dict[str, float]]] = {}
    lines: list[dict[str, Any]] = []
    with driver_session(settings) as driver:
        service = MemoryService.create(driver, settings)
        for sc in scenarios:
            user_id = _user(args.suite, sc["id"])
            if args.erase:
                run_write(driver, "user_erase", database=service.database, user_id=user_id)
                continue
            rows = run_read(driver, "recall_user", database=service.database, user_id=user_id)
            exists = bool(rows and dict(rows[0]).get("exists"))
            if args.ingest and not exists:
                for turn in sc.get("history") or []:
                    service.retain(user_id, TurnIn(text=turn["text"], said_at=dt.datetime.fromisoformat(
                        turn["said_at"]), lang=sc.get("lang")))
            elif not exists:
                print(f"{sc['id']}: no kept user (run with --ingest)", file=sys.stderr)
                continue
            out = service.recall(user_id, QueryIn(text=sc["query"], said_at=dt.datetime.fromisoformat(
                sc["said_at"]), lang=sc.get("lang")))
            ranked = [ranked_item(i) for i in out.items]
            s = score(sc["expect"], ranked)
            lang = sc.get("lang") or "en"
            totals.setdefault(lang, []).append(s)
            totals.setdefault("all", []).append(s)
            lines.append({"id": sc["id"], "lang": lang, "query": sc["query"], **s,
                          "route": out.read.route if out.read.read else "none",
                          "expect": sc["expect"]["relevant"], "ranked": ranked,
                          "why": [i.why for i in out.items[:5]],
                          "understanding": out.understanding.model_dump(mode="json"),
                          "timings_ms": out.timings_ms})
            if args.misses and s["rr"] < 1.0:
                print(f"\n{sc['id']} [{lang}] rr={s['rr']:.2f} r@5={s['recall']:.2f} route={lines[-1]['route']}"
                      f"  Q: {sc['query']}")
                print("   expect:", json.dumps(sc["expect"]["relevant"], ensure_ascii=False))
                for pos, item in enumerate(ranked[:6], start=1):
                    print(f"   {pos}. {item['coordinate'] or 'fact'} {item['date']} | {item['text'][:90]}")
        # written before the driver closes: a refresh of fact vectors still on the pool can fail the close
        for lang, rows_ in sorted(totals.items()):
            n = len(rows_)
            print(f"{lang}: n={n} MRR={sum(r['rr'] for r in rows_) / n:.3f} "
                  f"R@5={sum(r['recall'] for r in rows_) / n:.3f} R@10={sum(r['recall_10'] for r in rows_) / n:.3f}")
        if args.out:
            args.out.write_text("\n".join(json.dumps(x, ensure_ascii=False, default=str) for x in lines) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
