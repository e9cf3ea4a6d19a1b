#!/usr/bin/env python3
"""Fit the learned reranker (`pia_graph/retrieve/rerank.py`) on captured recalls and judge it leave one suite out.

Reads the pickles of `scripts/fusion_fit.py --capture` (`--cache`); each question's fusion is run again in memory
for its first `--depth` candidates, every candidate gets its feature row and a label (it matches a relevant
selector), and an L2 logistic regression is fitted (Newton's method from zero: deterministic), pointwise (each
candidate) or pairwise (each relevant candidate against each one fused above it or beside it). Judged leave one
develop suite out (fit without S, score S, pooled) against the fused order; validate suites are scored in
aggregate only by a model fitted on every develop suite.

    PYTHONPATH=$PWD python scripts/rerank_fit.py --cache C --develop eval/read39_blind ... \
        --validate eval/read28_blind eval/read18_blind ... --loso --mode full \
        --write pending/session63/rerank_model.json
"""

from __future__ import annotations

import argparse
import itertools
import json
import pickle
import sys
import time
from pathlib import Path
from typing import Any

import numpy as np

from pia_graph.evaluation.retrieval import matches, ranked_item, score
from pia_graph.evaluation.suite import load_suite
from pia_graph.memory.recall_models import RecallItem
from pia_graph.ontology import Dictionary, load_default_dictionary
from pia_graph.retrieve import fuse as fuse_mod
from pia_graph.retrieve import rerank as rr

Prepared = dict[str, Any]


def prepare(cache: Path, suite: Path, dictionary: Dictionary, depth: int) -> list[Prepared]:
    """Per captured question: its fused candidates (first `depth`), feature rows, labels, the k it asked."""
    rows = pickle.loads((cache / f"{suite.name}.pkl").read_bytes())
    queries = {sc["id"]: sc for sc in load_suite(suite, {"retrieval"})}
    out: list[Prepared] = []
    for row in rows:
        sc = queries[row["id"]]
        args = list(row["args"])
        args[5] = dictionary
        k = int(args[7])
        args[7] = max(k, depth)
        items: list[RecallItem] = fuse_mod.fuse(*args, **row["kwargs"]).items
        u, said_at = args[0], args[6]
        feats = rr.features(sc["query"], u, items[:depth], said_at)
        ranked = [ranked_item(i) for i in items]
        sel = row["expect"]["relevant"] or []
        labels = np.array([float(any(matches(s, x) for s in sel)) for x in ranked[:depth]])
        out.append({"id": row["id"], "suite": suite.name, "lang": row["lang"], "k": k, "expect": row["expect"],
                    "items": items, "ranked": ranked, "X": feats, "y": labels, "query": sc["query"], "u": u,
                    "said_at": said_at})
    return out


def fit_logistic(x: np.ndarray, y: np.ndarray, l2: float, w0: np.ndarray | None = None,
                 iters: int = 30) -> np.ndarray:
    """L2 logistic regression by Newton's method (the last column is the bias, not penalised)."""
    d = x.shape[1]
    w = np.zeros(d) if w0 is None else w0.copy()
    reg = np.full(d, l2)
    reg[-1] = 0.0
    for _ in range(iters):
        p = 1.0 / (1.0 + np.exp(-(x @ w)))
        grad = x.T @ (p - y) + reg * w
        h = (x * (p * (1 - p))[:, None]).T @ x + np.diag(reg) + 1e-9 * np.eye(d)
        step = np.linalg.solve(h, grad)
        w -= step
        if float(np.max(np.abs(step))) < 1e-7:
            break
    return w


def training_rows(qs: list[Prepared], pairwise: bool) -> tuple[np.ndarray, np.ndarray]:
    xs, ys = [], []
    for q in qs:
        y = q["y"]
        if not y.any() or y.all():
            continue  # nothing to learn from a question whose candidates are all alike
        if pairwise:
            pos, neg = np.flatnonzero(y == 1), np.flatnonzero(y == 0)
            for i in pos:
                for j in neg:
                    # each pair both ways, so that the fit has no side to prefer
                    xs.append(q["X"][i] - q["X"][j])
                    ys.append(1.0)
                    xs.append(q["X"][j] - q["X"][i])
                    ys.append(0.0)
        else:
            xs.extend(q["X"])
            ys.extend(y)
    return np.asarray(xs), np.asarray(ys)


def _groups(qs: list[Prepared], ties: bool, tie_gap: float = 0.0) -> list[tuple[np.ndarray, np.ndarray]]:
    """The lists a listwise fit reads: each question's candidates, or (`ties`) each run of candidates of one fused
    score, where they hold a relevant and an irrelevant one."""
    out = []
    for q in qs:
        x, y = q["X"], q["y"]
        if ties:
            keys = np.asarray(rr.tie_groups(x[:, rr.FEATURES.index("score")].tolist(), tie_gap))
            for key in dict.fromkeys(keys.tolist()):
                sel = keys == key
                if y[sel].any() and not y[sel].all():
                    out.append((x[sel], y[sel]))
        elif y.any() and not y.all():
            out.append((x, y))
    return out


def fit_listwise(qs: list[Prepared], mean: np.ndarray, scale: np.ndarray, l2: float,
                 prior: float = 0.0, ties: bool = False, tie_gap: float = 0.0) -> np.ndarray:
    """The likelihood that the relevant candidates take first place (softmax over each question's candidates),
    L2 toward zero, L-BFGS from zero (deterministic)."""
    from scipy.optimize import minimize  # a script's dependency only

    at = rr.FEATURES.index("score")
    groups = [((x - mean) / scale, y, prior * x[:, at]) for x, y in _groups(qs, ties, tie_gap)]

    def loss(w: np.ndarray) -> tuple[float, np.ndarray]:
        total, grad = 0.5 * l2 * float(w @ w), l2 * w
        for x, y, offset in groups:
            z = x @ w + offset
            z = z - z.max()
            e = np.exp(z)
            p = e / e.sum()
            pr = p * y / max(float(p @ y), 1e-300)
            total -= float(np.log(max(float(p @ y), 1e-300)))
            grad = grad + x.T @ (p - pr)
        return total, grad

    d = len(mean)
    return np.asarray(minimize(loss, np.zeros(d), jac=True, method="L-BFGS-B").x)


def fit_model(qs: list[Prepared], mode: str, pairwise: bool, l2: float, depth: int,
              listwise: bool = False, prior: float = 0.0, tie_gap: float = 0.0) -> dict[str, Any]:
    every = np.concatenate([q["X"] for q in qs])
    mean = every.mean(axis=0) if not pairwise else np.zeros(every.shape[1])
    scale = every.std(axis=0)
    scale[scale == 0] = 1.0
    if listwise:
        w = np.append(fit_listwise(qs, mean, scale, l2, prior, mode == "ties", tie_gap), 0.0)
    else:
        x, y = training_rows(qs, pairwise)
        xs = (x - mean) / scale
        xb = np.hstack([xs, np.ones((len(xs), 1))])
        w = fit_logistic(xb, y, l2)
    return {"format": rr.FORMAT, "features": list(rr.FEATURES), "weights": [round(float(v), 6) for v in w[:-1]],
            "bias": 0.0 if pairwise else round(float(w[-1]), 6), "depth": depth, "mode": mode,
            "mean": [round(float(v), 6) for v in mean], "scale": [round(float(v), 6) for v in scale],
            "prior": prior if listwise else 0.0, "tie_gap": tie_gap}


def scored(q: Prepared, model: rr.RerankModel | None) -> dict[str, float]:
    ranked = q["ranked"]
    if model is not None:
        idx = rr.order(model, q["items"], q["X"])
        ranked = [ranked[i] for i in idx]
    return score(q["expect"], ranked[:q["k"]])


def figures(qs: list[Prepared], model: rr.RerankModel | None) -> dict[str, tuple[float, float, int]]:
    per: dict[str, list[dict[str, float]]] = {}
    for q in qs:
        s = scored(q, model)
        per.setdefault("all", []).append(s)
        per.setdefault(q["lang"], []).append(s)
    return {k: (sum(x["rr"] for x in v) / len(v), sum(x["recall"] for x in v) / len(v), len(v))
            for k, v in sorted(per.items())}


def line(label: str, before: dict[str, tuple[float, float, int]], after: dict[str, tuple[float, float, int]]) -> str:
    return label + "  " + "; ".join(
        f"{k} MRR {before[k][0]:.3f}->{after[k][0]:.3f} R@5 {before[k][1]:.3f}->{after[k][1]:.3f} (n={before[k][2]})"
        for k in before)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--cache", type=Path, required=True)
    ap.add_argument("--develop", type=Path, nargs="*", default=[])
    ap.add_argument("--validate", type=Path, nargs="*", default=[])
    ap.add_argument("--depth", type=int, default=20)
    ap.add_argument("--mode", choices=rr.MODES, default="full")
    ap.add_argument("--pairwise", action="store_true")
    ap.add_argument("--listwise", action="store_true")
    ap.add_argument("--tie-gap", type=float, default=0.0, help="ties: a run's score spread")
    ap.add_argument("--prior", type=float, default=0.0, help="listwise: the fused score's fixed weight")
    ap.add_argument("--l2", type=float, default=1.0)
    ap.add_argument("--loso", action="store_true")
    ap.add_argument("--write", type=Path, help="the model fitted on every develop suite")
    ap.add_argument("--show-weights", action="store_true")
    args = ap.parse_args(argv)
    dictionary = load_default_dictionary()
    dev = {s.name: prepare(args.cache, s, dictionary, args.depth) for s in args.develop}
    val = {s.name: prepare(args.cache, s, dictionary, args.depth) for s in args.validate}
    every = list(itertools.chain.from_iterable(dev.values()))
    if args.loso:
        pooled_before: list[Prepared] = []
        after_rows: list[tuple[Prepared, dict[str, float]]] = []
        for held, qs in dev.items():
            rest = [q for n, r in dev.items() if n != held for q in r]
            model = rr.model_from(fit_model(rest, args.mode, args.pairwise, args.l2, args.depth, args.listwise,
                                            args.prior, args.tie_gap))
            print(line(f"held out {held}", figures(qs, None), figures(qs, model)), flush=True)
            pooled_before.extend(qs)
            after_rows.extend((q, scored(q, model)) for q in qs)
        for key in ("all", "en", "ko"):
            sel = [(q, s) for q, s in after_rows if key in ("all", q["lang"])]
            b = [scored(q, None) for q, _ in sel]
            m0, m1 = np.mean([x["rr"] for x in b]), np.mean([s["rr"] for _, s in sel])
            r0, r1 = np.mean([x["recall"] for x in b]), np.mean([s["recall"] for _, s in sel])
            print(f"LOSO pooled {key}: MRR {m0:.3f}->{m1:.3f} R@5 {r0:.3f}->{r1:.3f} (n={len(sel)})")
    data = fit_model(every, args.mode, args.pairwise, args.l2, args.depth, args.listwise, args.prior, args.tie_gap)
    model = rr.model_from(data)
    print(line("develop in-sample", figures(every, None), figures(every, model)))
    for name, qs in val.items():
        print(line(f"validate {name}", figures(qs, None), figures(qs, model)))
    allval = list(itertools.chain.from_iterable(val.values()))
    if allval:
        print(line("validate (all)", figures(allval, None), figures(allval, model)))
    if args.show_weights:
        for name, w in sorted(zip(rr.FEATURES, data["weights"], strict=True), key=lambda p: -abs(p[1])):
            print(f"  {name:24s} {w:+.3f}")
    if args.write:
        data["trained_on"] = sorted(dev)
        args.write.parent.mkdir(parents=True, exist_ok=True)
        args.write.write_text(json.dumps(data) + "\n", encoding="utf-8")
    # cost: the features and the order of every captured question, per question
    qs_all = every + allval
    started = time.perf_counter()
    for q in qs_all:
        rr.rerank(model, q["query"], q["u"], q["items"], q["said_at"])
    per_q = (time.perf_counter() - started) / max(1, len(qs_all)) * 1000
    print(f"cost: {per_q:.3f} ms a question (features + order, {len(qs_all)} questions)")
    return 0


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    raise SystemExit(main())
