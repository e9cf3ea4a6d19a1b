#!/usr/bin/env python3
"""MRR and recall@5 of `pia eval` retrieval predictions split by the type of a scenario's relevant selectors.

A scenario is `fact only` when every relevant selector is a `fact_contains` (a free-text fact the user told),
`dated` when every selector names a coordinate and a date, `undated` when every selector names a coordinate and no
date, `mixed` otherwise. Aggregate only, so it may read a held-out or validate suite's predictions.

    PYTHONPATH=$PWD python scripts/selector_type_mrr.py eval/read45_blind=/work/measure/out/TAG.pred.jsonl [...]

`--unmapped` scores the items as the scorer before session 64 saw them (`evaluation.retrieval.stored_view`, `pia eval
--retrieval-scorer stored`): a record's quote dropped and its stored coordinate restored, so that one run gives both
figures.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from pia_graph.evaluation.retrieval import score, stored_view
from pia_graph.evaluation.suite import load_suite

TYPES = ("fact only", "dated", "undated", "mixed")


def selector_type(expect: dict[str, Any]) -> str:
    """The type of a scenario's relevant selectors (pure)."""
    sels = list(expect.get("relevant") or [])
    if sels and all("fact_contains" in s for s in sels):
        return "fact only"
    if sels and all("coordinate" in s and "date" in s for s in sels):
        return "dated"
    if sels and all("coordinate" in s and "date" not in s for s in sels):
        return "undated"
    return "mixed"


def tally(pairs: list[tuple[dict[str, Any], dict[str, Any]]]) -> dict[str, dict[str, dict[str, float]]]:
    """Per selector type ('all' too) and language ('all', 'en', 'ko'): n, MRR, R@5 (pure)."""
    acc: dict[str, dict[str, list[tuple[float, float]]]] = {}
    for sc, pred in pairs:
        s = score(sc["expect"], list(pred.get("ranked") or []))
        for typ in ("all", selector_type(sc["expect"])):
            for lang in ("all", str(sc.get("lang") or "")):
                acc.setdefault(typ, {}).setdefault(lang, []).append((s["rr"], s["recall"]))
    return {typ: {lang: {"n": len(v), "mrr": sum(r for r, _ in v) / len(v), "r5": sum(r for _, r in v) / len(v)}
                  for lang, v in langs.items()} for typ, langs in acc.items()}


def _pairs(suite: Path, pred_file: Path, as_before: bool) -> list[tuple[dict[str, Any], dict[str, Any]]]:
    preds = {}
    for line in pred_file.read_text(encoding="utf-8").splitlines():
        if line.strip():
            row = json.loads(line)
            if as_before:
                row["ranked"] = [stored_view(i) for i in row.get("ranked") or []]
            preds[row["id"]] = row
    return [(sc, preds[sc["id"]]) for sc in load_suite(suite) if sc.get("kind") == "retrieval" and sc["id"] in preds]


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("pairs", nargs="+", help="SUITE=PREDICTIONS")
    ap.add_argument("--unmapped", action="store_true", help="score the items without the format mapping")
    args = ap.parse_args()
    pairs: list[tuple[dict[str, Any], dict[str, Any]]] = []
    for arg in args.pairs:
        suite, pred = arg.split("=", 1)
        pairs.extend(_pairs(Path(suite), Path(pred), args.unmapped))
    table = tally(pairs)
    for typ in ("all", *TYPES):
        if typ not in table:
            continue
        cells = "  ".join(f"{lang} n={v['n']:3d} MRR {v['mrr']:.3f} R@5 {v['r5']:.3f}"
                          for lang, v in sorted(table[typ].items(), key=lambda kv: ("all", "en", "ko").index(kv[0])))
        print(f"{typ:10s} {cells}")


if __name__ == "__main__":
    main()
