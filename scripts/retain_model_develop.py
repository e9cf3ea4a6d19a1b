"""A learned second opinion for RETAIN on every develop suite, judged leave-one-suite-out (session 62, issue 12).

    PYTHONPATH=$PWD python scripts/retain_model_develop.py [--folds K] [--C 4.0] [--write FILE]

The rows are every gate and storage scenario with a retain label of the develop suites (``DEVELOP``: never
extract29, the write helpers' held-out slice, a validate suite or a decision set). The rules of today decide each one
as ``pia eval`` keeps a turn (``turn_flow.offline_scenario``, its history first; cached under ``--cache`` since the
rules are the slow part). The opinion is the READ opinion's features (``read_model.features`` with the n-gram spec,
``train_read_model.SPEC_WITHOUT``) under a binary logistic regression. Each suite is answered by an opinion trained
without it (suites dealt round-robin into ``--folds`` groups; 0: one fit per suite). On the pooled held-out answers
the opinion may RESCUE a drop above ``rescue`` (never a turn dropped as small talk or empty) and, apart, VETO a keep
below ``veto``; each threshold is chosen where it makes the fewest wrong verdicts. Printed: retain P / R (false keeps,
false drops), all / en / ko, for the rules, rules + rescue, rules + veto and both: develop held out, then the held-out
slice (extract29) and validate (extract18/19, the odd halves of w4/w5) answered by the opinion trained on all of
develop, in aggregate only. Nothing per scenario is printed. ``--write`` writes the opinion trained on all of develop.
"""

from __future__ import annotations

import argparse
import json
import logging
import pickle
import sys
import time
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from pia_graph.evaluation.suite import load_suite
from pia_graph.ingest.analysed_text import analysed_form
from pia_graph.ingest.read_model import FeatureSpec, features
from pia_graph.ingest.retain_model import NEVER_RESCUED
from pia_graph.ingest.turn_flow import offline_scenario
from pia_graph.ontology import AliasIndex, load_default_dictionary

ROOT = Path(__file__).resolve().parent.parent
_EVAL = ROOT / "eval"
DEVELOP = {
    "dev": Path("/work/shared/eval/dev"), "blind": _EVAL / "blind", "extract_blind": _EVAL / "extract_blind",
    "heldout": _EVAL / "heldout", "tuning2": _EVAL / "tuning2", "tuning3": _EVAL / "tuning3",
    "wave2": _EVAL / "wave2", "wave2_blind": _EVAL / "wave2_blind", "wave3_blind": _EVAL / "wave3_blind",
    **{f"extract{n}_blind": _EVAL / f"extract{n}_blind" for n in (*range(8, 18), *range(20, 29), *range(30, 45))},
}
HELD_OUT = {"extract29_blind": _EVAL / "extract29_blind"}
VALIDATE = {"extract18_blind": _EVAL / "extract18_blind", "extract19_blind": _EVAL / "extract19_blind",
            "w4odd": Path("/work/measure/w4/odd"), "w5odd": Path("/work/measure/w5/odd")}
SPEC = FeatureSpec(sizes=(1, 2, 3, 4), buckets=8192, embedding_dim=0, embedding_weight=0.0)
VETO = (0.0, 0.01, 0.02, 0.05, 0.1, 0.15, 0.2, 0.3)
RESCUE = (0.5, 0.6, 0.7, 0.8, 0.85, 0.9, 0.95, 0.98, 1.01)


@dataclass
class Row:
    suite: str
    kind: str
    lang: str
    text: str
    gold: bool
    rules: bool
    reasons: tuple[str, ...]


def load_rows(suites: dict[str, Path]) -> list[Row]:
    dictionary = load_default_dictionary()
    index = AliasIndex.build(dictionary)
    rows: list[Row] = []
    for name, folder in suites.items():
        started = time.monotonic()
        for s in load_suite(folder, {"gate", "storage"}):
            if "retain" in (s.get("expect") or {}):
                pred = offline_scenario(s, index, dictionary)
                rows.append(Row(name, s["kind"], s.get("lang", "en"), analysed_form(s["text"]),
                                bool(s["expect"]["retain"]), bool(pred["retain"]), tuple(pred["reasons"])))
        print(f"  {name}: {time.monotonic() - started:.0f}s", flush=True)
    return rows


def cached(cache: Path, name: str, build: Any) -> Any:
    path = cache / f"{name}.pkl"
    if path.is_file():
        return pickle.loads(path.read_bytes())
    got = build()
    path.write_bytes(pickle.dumps(got))
    return got


def matrix(rows: list[Row]) -> Any:
    from scipy import sparse  # type: ignore[import-untyped]

    return sparse.csr_matrix(np.vstack([features(SPEC, r.text, r.lang, None) for r in rows]))


def fit(x: Any, y: np.ndarray, c: float) -> tuple[np.ndarray, float]:
    from sklearn.linear_model import LogisticRegression  # type: ignore[import-untyped]

    clf = LogisticRegression(C=c, max_iter=3000).fit(x, y)
    return clf.coef_[0], float(clf.intercept_[0])


def probs_of(w: np.ndarray, b: float, x: Any) -> np.ndarray:
    out: np.ndarray = 1.0 / (1.0 + np.exp(-(np.asarray(x @ w) + b)))
    return out


def held_out(rows: list[Row], x: Any, c: float, k: int) -> np.ndarray:
    y = np.array([r.gold for r in rows])
    suites = list(dict.fromkeys(r.suite for r in rows))
    groups = [[s] for s in suites] if k <= 0 or k >= len(suites) else [suites[i::k] for i in range(k)]
    probs = np.zeros(len(rows))
    for group in groups:
        out = set(group)
        test = [i for i, r in enumerate(rows) if r.suite in out]
        train = [i for i, r in enumerate(rows) if r.suite not in out]
        w, b = fit(x[train], y[train], c)
        probs[test] = probs_of(w, b, x[test])
    return probs


def combine(r: Row, p: float, veto: float, rescue: float) -> bool:
    """retain_model.combine on a cached row (the rules' verdict and reasons), with the thresholds tried."""
    if r.rules:
        return not p < veto
    return p > rescue and not NEVER_RESCUED & set(r.reasons)


def wrong(rows: list[Row], probs: np.ndarray, veto: float, rescue: float) -> int:
    return sum(combine(r, float(p), veto, rescue) != r.gold for r, p in zip(rows, probs, strict=True))


def cell(rows: list[Row], kept: list[bool]) -> str:
    c: Counter[str] = Counter()
    for r, k in zip(rows, kept, strict=True):
        c["tp"] += r.gold and k
        c["fp"] += (not r.gold) and k
        c["fn"] += r.gold and not k
    p = c["tp"] / max(1, c["tp"] + c["fp"])
    rec = c["tp"] / max(1, c["tp"] + c["fn"])
    return f"{p:.3f}/{rec:.3f} ({c['fp']},{c['fn']})"


def report(title: str, rows: list[Row], probs: np.ndarray, veto: float, rescue: float) -> None:
    print(f"{title}: {len(rows)} rows; P/R (false keeps, false drops)  all | en | ko")
    for label, v, rs in (("rules", 0.0, 1.01), (f"+ rescue>{rescue}", 0.0, rescue), (f"+ veto<{veto}", veto, 1.01),
                         ("+ both", veto, rescue)):
        cells = []
        for lang in ("all", "en", "ko"):
            idx = [i for i, r in enumerate(rows) if lang in ("all", r.lang)]
            cells.append(cell([rows[i] for i in idx], [combine(rows[i], float(probs[i]), v, rs) for i in idx]))
        print(f"  {label:16} {' | '.join(cells)}")


def main() -> int:
    logging.basicConfig(level=logging.WARNING)
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--cache", type=Path, default=ROOT / ".diag" / "retain_model_develop")
    ap.add_argument("--folds", type=int, default=10)
    ap.add_argument("--C", type=float, default=4.0)
    ap.add_argument("--write", type=Path, default=None)
    args = ap.parse_args()
    args.cache.mkdir(parents=True, exist_ok=True)
    rows: list[Row] = cached(args.cache, "develop", lambda: load_rows(DEVELOP))
    print(f"{len(rows)} develop rows from {len({r.suite for r in rows})} suites "
          f"({sum(r.kind == 'gate' for r in rows)} gate), {sum(r.gold for r in rows)} meant kept", flush=True)
    x = matrix(rows)
    probs = cached(args.cache, f"held_{args.folds}_{args.C}", lambda: held_out(rows, x, args.C, args.folds))
    veto = min(VETO, key=lambda v: (wrong(rows, probs, v, 1.01), v))
    rescue = min(RESCUE, key=lambda t: (wrong(rows, probs, 0.0, t), -t))
    print(f"chosen veto<{veto} rescue>{rescue}; wrong: rules {wrong(rows, probs, 0.0, 1.01)}, rescue "
          f"{wrong(rows, probs, 0.0, rescue)}, veto {wrong(rows, probs, veto, 1.01)}, both "
          f"{wrong(rows, probs, veto, rescue)}")
    for t in RESCUE:
        print(f"  rescue>{t}: {wrong(rows, probs, 0.0, t)} wrong")
    for v in VETO:
        print(f"  veto<{v}: {wrong(rows, probs, v, 1.01)} wrong")
    report("develop, held out", rows, probs, veto, rescue)
    fresh = [i for i, r in enumerate(rows) if r.suite == "extract44_blind"]
    report("extract44, held out", [rows[i] for i in fresh], probs[fresh], veto, rescue)
    w, b = fit(x, np.array([r.gold for r in rows]), args.C)
    for name, suites in (("held-out extract29", HELD_OUT), ("validate", VALIDATE)):
        other: list[Row] = cached(args.cache, name.split()[-1], lambda s=suites: load_rows(s))
        report(name, other, probs_of(w, b, matrix(other)), veto, rescue)
    if args.write:
        data = {"spec": {"sizes": list(SPEC.sizes), "buckets": SPEC.buckets}, "weights": [float(v) for v in w],
                "bias": b, "veto": veto, "rescue": rescue, "trained_on": sorted({r.suite for r in rows})}
        args.write.write_text(json.dumps(data, separators=(",", ":")) + "\n", encoding="utf-8")
        print(f"wrote {args.write}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
