"""Would a learned second opinion help the RETAIN gate? Leave-one-suite-out validation, nothing written.

    PYTHONPATH=$PWD python scripts/retain_model_cv.py [--embedding] [--rule-features] [--C 4.0]

For every labelled scenario (gate and storage) of the tuning suites in SUITES, the rules' verdict is the offline
twin's (``turn_flow.offline_scenario``, as ``pia eval`` keeps a turn). A logistic regression over the text's
hashed character n-grams (``read_model.hashed_ngrams``, the READ model's features), with ``--embedding`` the
packaged sentence embedding too and with ``--rule-features`` the rules' reasons, is trained without suite S and
answers S, for every S. The combination lets the model veto a keep below ``veto`` or rescue a drop above
``rescue``; the pair is chosen on the pooled held-out answers. Printed per suite and kind: retain P / R (false
keeps, false drops) of the rules, the model alone and the combination.

Session 32 (round 19) found that no combination wins held out on precision: the n-gram model alone is right on
about 93 % of scenarios where the rules are on 98 %, and its vetoes cost as many right keeps as they remove
wrong ones (docs/extraction.md, round 19). The script stays so that the question can be asked again with more
labelled data. The held-out halves of wave4/5 and the suites still blind are never listed.
"""

from __future__ import annotations

import argparse
import itertools
import logging
import sys
from pathlib import Path

import numpy as np
from opinion_experiment import RetainRow as Row
from opinion_experiment import folds_of, retain_cell, retain_rows, retain_with

from pia_graph.ingest.read_model import hashed_ngrams

ROOT = Path(__file__).resolve().parent.parent
_EVAL = ROOT / "eval"
SUITES = {
    "x16": _EVAL / "extract16_blind", "x15": _EVAL / "extract15_blind", "x14": _EVAL / "extract14_blind",
    "x13": _EVAL / "extract13_blind", "x12": _EVAL / "extract12_blind", "x11": _EVAL / "extract11_blind",
    "x10": _EVAL / "extract10_blind", "x9": _EVAL / "extract9_blind", "x8": _EVAL / "extract8_blind",
    "xb": _EVAL / "extract_blind", "blind": _EVAL / "blind", "heldout": _EVAL / "heldout",
    "tuning2": _EVAL / "tuning2", "tuning3": _EVAL / "tuning3", "wave2": _EVAL / "wave2",
    "wave2b": _EVAL / "wave2_blind", "wave3b": _EVAL / "wave3_blind",
    "w5odd": Path("/work/measure/w5split/odd"), "w4odd": Path("/work/measure/w4split/odd"),
    "dev": Path("/work/shared/eval/dev"),
}
REASONS = ("statement", "no_health", "question", "request", "media", "fragment", "other_person", "family_episode",
           "generic", "hypothetical", "figurative", "small_talk", "empty", "extracted_record")
VETO = (0.0, 0.02, 0.05, 0.1, 0.2, 0.3, 0.5)
RESCUE = (0.5, 0.7, 0.8, 0.9, 0.95, 1.01)


def matrix(rows: list[Row], vectors: np.ndarray | None, rule_features: bool) -> np.ndarray:
    out = []
    for i, r in enumerate(rows):
        parts = [hashed_ngrams(r.text, (1, 2, 3, 4), 8192), np.array([1.0 if r.lang == "ko" else 0.0])]
        if rule_features:
            parts.append(np.array([1.0 if x in r.reasons else 0.0 for x in REASONS]))
        if vectors is not None:
            parts.append(vectors[i])
        out.append(np.concatenate(parts))
    return np.vstack(out)


def held_out(rows: list[Row], x: np.ndarray, c: float) -> np.ndarray:
    from sklearn.linear_model import LogisticRegression  # type: ignore[import-untyped]

    y = np.array([r.gold for r in rows])
    probs = np.zeros(len(rows))
    for (suite,) in folds_of(list(SUITES), 0):
        test = [i for i, r in enumerate(rows) if r.suite == suite]
        train = [i for i, r in enumerate(rows) if r.suite != suite]
        if test:
            clf = LogisticRegression(C=c, max_iter=3000).fit(x[train], y[train])
            probs[test] = clf.predict_proba(x[test])[:, 1]
    return probs


def cell(rows: list[Row], idx: list[int], kept: list[bool]) -> str:
    return retain_cell((rows[i].gold, kept[i]) for i in idx)


def main() -> int:
    logging.basicConfig(level=logging.WARNING)
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--embedding", action="store_true", help="add the packaged sentence embedding")
    ap.add_argument("--rule-features", action="store_true", help="add the rules' reasons as features")
    ap.add_argument("--C", type=float, default=4.0, help="inverse regularisation")
    args = ap.parse_args()
    rows = retain_rows(SUITES)
    vectors = None
    if args.embedding:
        from pia_graph.config import get_settings
        from pia_graph.embedding import get_embedder

        vectors = np.asarray(get_embedder(get_settings()).embed([r.text for r in rows]))
    probs = held_out(rows, matrix(rows, vectors, args.rule_features), args.C)
    best: tuple[int, float, float] | None = None
    for veto, rescue in itertools.product(VETO, RESCUE):
        wrong = sum(retain_with(r, float(p), veto, rescue) != r.gold for r, p in zip(rows, probs, strict=True))
        if best is None or wrong < best[0]:
            best = (wrong, veto, rescue)
    assert best is not None
    rules = [r.rules for r in rows]
    model = [bool(p > 0.5) for p in probs]
    both = [retain_with(r, float(p), best[1], best[2]) for r, p in zip(rows, probs, strict=True)]
    print(f"{len(rows)} labelled scenarios; chosen veto={best[1]} rescue={best[2]} ({best[0]} wrong, held out)")
    print(f"{'suite':8} {'kind':7} {'n':>4} | rules P/R (fp,fn) | model | combined")
    for suite in [*SUITES, "ALL"]:
        for kind in ("gate", "storage"):
            idx = [i for i, r in enumerate(rows) if (suite == "ALL" or r.suite == suite) and r.kind == kind]
            if idx:
                print(f"{suite:8} {kind:7} {len(idx):4} | {cell(rows, idx, rules)} | {cell(rows, idx, model)} | "
                      f"{cell(rows, idx, both)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
