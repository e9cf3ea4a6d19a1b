#!/usr/bin/env python3
"""Aggregate retrieval figures of `pia eval` predictions, with the share of free-text selectors found.

For each suite and its predictions (`pia eval --predictions-out F`): MRR, recall@5 and, for the selectors that name
a free-text fact (`fact_contains`), the share found anywhere in the ranking and in its top 5, per language; and the
recall latency p50 / p95 the evaluation measured. Aggregate only, so it may read a held-out suite's predictions.

    PYTHONPATH=$PWD python scripts/fact_selector_rate.py eval/read14_blind=/tmp/read14.pred [SUITE=PRED ...]
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from statistics import quantiles
from typing import Any

from pia_graph.evaluation.retrieval import matches, score
from pia_graph.evaluation.suite import load_suite


def tally(pairs: list[tuple[dict[str, Any], dict[str, Any]]]) -> dict[str, dict[str, float]]:
    """Per language ('all', 'en', 'ko'): scenarios, MRR, R@5, fact_contains selectors, found anywhere, found in
    the top 5 (pure)."""
    out: dict[str, dict[str, float]] = {}
    for sc, pred in pairs:
        ranked = list(pred.get("ranked") or [])
        s = score(sc["expect"], ranked)
        sels = [x for x in sc["expect"].get("relevant") or [] if "fact_contains" in x]
        for lang in ("all", sc.get("lang") or "en"):
            t = out.setdefault(lang, {"n": 0, "rr": 0.0, "r5": 0.0, "fc": 0, "fc_any": 0, "fc_5": 0})
            t["n"] += 1
            t["rr"] += s["rr"]
            t["r5"] += s["recall"]
            t["fc"] += len(sels)
            t["fc_any"] += sum(1 for x in sels if any(matches(x, i) for i in ranked))
            t["fc_5"] += sum(1 for x in sels if any(matches(x, i) for i in ranked[:5]))
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("pairs", nargs="+", help="SUITE=PREDICTIONS")
    args = ap.parse_args(argv)
    pairs: list[tuple[dict[str, Any], dict[str, Any]]] = []
    latencies: list[float] = []
    for pair in args.pairs:
        suite, pred_path = pair.split("=", 1)
        preds = {p["id"]: p for p in map(json.loads, Path(pred_path).read_text().splitlines()) if p}
        for sc in load_suite(Path(suite), {"retrieval"}):
            pred = preds.get(sc["id"], {})
            pairs.append((sc, pred))
            if pred.get("latency_ms") is not None:
                latencies.append(float(pred["latency_ms"]))
    for lang, t in sorted(tally(pairs).items()):
        fc = max(t["fc"], 1)
        print(f"{lang:3} n={t['n']:4} MRR {t['rr'] / t['n']:.3f} R@5 {t['r5'] / t['n']:.3f} "
              f"fact_contains {t['fc']:3} found {t['fc_any'] / fc:.3f} top5 {t['fc_5'] / fc:.3f}")
    if len(latencies) >= 20:
        cuts = quantiles(latencies, n=20)
        print(f"latency ms p50 {cuts[9]:.1f} p95 {cuts[18]:.1f} (n={len(latencies)})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
