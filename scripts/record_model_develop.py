"""A learned second opinion on each drafted record, judged leave-one-suite-out (session 63, issue 12).

    PYTHONPATH=$PWD python scripts/record_model_develop.py [--folds K] [--C 1.0] [--label coordinate|strict]
        [--write FILE]

The rows are the records today's rules draft for every storage scenario of the develop suites (``DEVELOP`` of
``retain_model_develop``: never extract29, a validate suite or a decision set; extract45 added), each as the
offline twin stores it (``turn_flow.offline_scenario``, history first, ``describe_records``; cached under
``--cache``: the rules are the slow part). A record at the format's coordinates is labelled by the scorer's own
pairing (``scoring.pair_records``): paired with an expected record (``coordinate``) and paired with every field
agreeing (``strict``). The opinion (``record_model.features``: clause and span n-grams, kind, coordinate, rule,
flags) is a binary logistic regression on one label; each suite is answered by an opinion trained without it
(suites dealt round-robin into ``--folds`` groups; 0: one fit per suite). On the pooled held-out answers a VETO of
the records below ``veto`` is chosen where the pooled strict record F1 is highest (a record another hangs under is
never vetoed). Printed: strict record F1 (EXTRA / MISS / FIELD: records spurious, expected unpaired, paired with a
field wrong) and loose record F1, all / en / ko, for the rules and with the veto: develop held out, extract45 held
out, then the held-out slice (extract29) and validate (extract18/19, the odd halves of w4/w5) answered by the opinion
trained on all of develop, in aggregate only. Then (``--coordinates``) how often the opinion would move a record to
the other coordinate of a close pair and be right. Nothing per scenario is printed. ``--write``: the opinion trained
on all of develop.
"""

from __future__ import annotations

import argparse
import json
import logging
import sys
import time
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import Any

import numpy as np
from opinion_experiment import ROOT, cached, folds_of
from retain_model_develop import DEVELOP as RETAIN_DEVELOP
from retain_model_develop import HELD_OUT, VALIDATE

from pia_graph.evaluation.format_vocabulary import format_coordinates, in_format
from pia_graph.evaluation.suite import load_suite
from pia_graph.ingest.record_model import PARENT, RecordModel, RecordSpec, RecordView, features, use_record_model
from pia_graph.ingest.scoring import RecordScore, field_equal, pair_records, score_records
from pia_graph.ingest.turn_flow import offline_scenario
from pia_graph.ontology import AliasIndex, load_default_dictionary

DEVELOP = {**RETAIN_DEVELOP, "extract45_blind": ROOT / "eval" / "extract45_blind"}
VETOES = (0.0, 0.02, 0.05, 0.08, 0.1, 0.12, 0.15, 0.2, 0.25, 0.3, 0.35, 0.4, 0.45, 0.5, 0.55, 0.6)
SPEC = RecordSpec()


@dataclass
class Scenario:
    suite: str
    lang: str
    expected: list[dict[str, Any]]
    records: list[dict[str, Any]]  # at the format's coordinates, each with "_i": its index into views
    views: list[RecordView]
    first: int = 0  # index of its first record row in the pooled rows
    labels: dict[int, tuple[bool, bool]] = field(default_factory=dict)  # _i -> (coordinate, strict)


def load_scenarios(suites: dict[str, Path]) -> list[Scenario]:
    use_record_model(None)  # the rules' own drafts, whatever file ships
    dictionary = load_default_dictionary()
    index = AliasIndex.build(dictionary)
    coords = format_coordinates()
    out: list[Scenario] = []
    for name, folder in suites.items():
        started = time.monotonic()
        for s in load_suite(folder, {"storage"}):
            pred = offline_scenario(s, index, dictionary, describe_records=True)
            views: list[RecordView] = list(pred.get("drafts") or [])
            pred["records"] = [{**r, "_i": i} for i, r in enumerate(pred["records"])]
            inside = in_format(pred, coords)["records"]
            expected = (s.get("expect") or {}).get("records") or []
            sc = Scenario(name, s.get("lang") or "en", expected, inside, views)
            for exp, best in pair_records(expected, inside):
                if best is not None:
                    strict = all(k in ("type", "coordinate") or field_equal(k, v, best.get(k)) for k, v in exp.items())
                    sc.labels[best["_i"]] = (True, strict)
            out.append(sc)
        print(f"  {name}: {time.monotonic() - started:.0f}s", flush=True)
    return out


def rows_of(scenarios: list[Scenario]) -> tuple[list[tuple[int, int]], list[RecordView]]:
    """(scenario index, record _i) of every in-format record, and its view."""
    keys: list[tuple[int, int]] = []
    views: list[RecordView] = []
    for si, sc in enumerate(scenarios):
        sc.first = len(keys)
        for r in sc.records:
            keys.append((si, r["_i"]))
            views.append(sc.views[r["_i"]])
    return keys, views


def matrix(views: list[RecordView]) -> Any:
    from scipy import sparse  # type: ignore[import-untyped]

    rows = [sparse.csr_matrix(features(SPEC, v)) for v in views]
    return sparse.vstack(rows).tocsr()


def fit(x: Any, y: np.ndarray, c: float, balanced: bool = False) -> tuple[np.ndarray, float]:
    from sklearn.linear_model import LogisticRegression  # type: ignore[import-untyped]

    clf = LogisticRegression(C=c, max_iter=3000, class_weight="balanced" if balanced else None).fit(x, y)
    return clf.coef_[0], float(clf.intercept_[0])


def probs_of(w: np.ndarray, b: float, x: Any) -> np.ndarray:
    out: np.ndarray = 1.0 / (1.0 + np.exp(-(np.asarray(x @ w) + b)))
    return out


def held_out(scenarios: list[Scenario], keys: list[tuple[int, int]], x: Any, y: np.ndarray, c: float,
             k: int, balanced: bool) -> np.ndarray:
    suites = list(dict.fromkeys(sc.suite for sc in scenarios))
    probs = np.zeros(len(keys))
    for group in folds_of(suites, k):
        out = set(group)
        test = [i for i, (si, _) in enumerate(keys) if scenarios[si].suite in out]
        train = [i for i, (si, _) in enumerate(keys) if scenarios[si].suite not in out]
        w, b = fit(x[train], y[train], c, balanced)
        probs[test] = probs_of(w, b, x[test])
        print(f"  fold {sorted(out)[:2]}...: {len(test)} rows", flush=True)
    return probs


def kept_records(sc: Scenario, probs: np.ndarray, veto: float) -> list[dict[str, Any]]:
    out = []
    for j, r in enumerate(sc.records):
        if probs[sc.first + j] >= veto or PARENT in sc.views[r["_i"]].tokens:
            out.append(r)
    return out


def score(scenarios: list[Scenario], probs: np.ndarray, veto: float, lang: str = "all") -> tuple[RecordScore, int]:
    total = RecordScore()
    vetoed = 0
    for sc in scenarios:
        if lang not in ("all", sc.lang):
            continue
        kept = kept_records(sc, probs, veto) if veto > 0 else sc.records
        vetoed += len(sc.records) - len(kept)
        total += score_records(sc.expected, kept)
    return total, vetoed


def cell(s: RecordScore) -> str:
    field_wrong = s.tp - s.strict_tp
    return f"{s.strict_f1:.3f} ({s.fp}/{s.fn}/{field_wrong}) loose {s.f1:.3f}"


def report(title: str, scenarios: list[Scenario], probs: np.ndarray, veto: float) -> None:
    n = sum(len(sc.records) for sc in scenarios)
    print(f"{title}: {len(scenarios)} scenarios, {n} records; strict F1 (EXTRA/MISS/FIELD) loose F1: all | en | ko")
    for label, v in (("rules", 0.0), (f"+ veto<{veto}", veto)):
        cells = []
        gone = 0
        for lang in ("all", "en", "ko"):
            s, g = score(scenarios, probs, v, lang)
            gone = g if lang == "all" else gone
            cells.append(cell(s))
        print(f"  {label:12} {' | '.join(cells)}  [{gone} vetoed]")


def main() -> int:
    logging.basicConfig(level=logging.WARNING)
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--cache", type=Path, default=ROOT / ".diag" / "record_model_develop")
    ap.add_argument("--folds", type=int, default=10)
    ap.add_argument("--C", type=float, default=1.0)
    ap.add_argument("--label", choices=("coordinate", "strict"), default="coordinate")
    ap.add_argument("--balanced", action="store_true", help="weigh the two labels' rows alike")
    ap.add_argument("--write", type=Path, default=None)
    ap.add_argument("--only-build", action="store_true")
    args = ap.parse_args()
    args.cache.mkdir(parents=True, exist_ok=True)
    scenarios: list[Scenario] = cached(args.cache, "develop", lambda: load_scenarios(DEVELOP))
    others = {name: cached(args.cache, name.split()[-1], partial(load_scenarios, suites))
              for name, suites in (("held-out extract29", HELD_OUT), ("validate", VALIDATE))}
    if args.only_build:
        return 0
    keys, views = rows_of(scenarios)
    col = 0 if args.label == "coordinate" else 1
    y = np.array([scenarios[si].labels.get(i, (False, False))[col] for si, i in keys])
    print(f"{len(scenarios)} develop storage scenarios from {len({s.suite for s in scenarios})} suites, "
          f"{len(keys)} drafted records, {int(y.sum())} labelled {args.label}", flush=True)
    x = matrix(views)
    probs = cached(args.cache, f"held_{args.folds}_{args.C}_{args.label}_{args.balanced}",
                   lambda: held_out(scenarios, keys, x, y, args.C, args.folds, args.balanced))
    for v in VETOES:
        s, g = score(scenarios, probs, v)
        print(f"  veto<{v}: strict F1 {s.strict_f1:.4f} loose {s.f1:.4f} ({g} vetoed)")
    veto = max(VETOES, key=lambda v: (round(score(scenarios, probs, v)[0].strict_f1, 4), -v))
    report("develop, leave-one-suite-out", scenarios, probs, veto)
    fresh = [sc for sc in scenarios if sc.suite == "extract45_blind"]
    if fresh:
        report("extract45, held out", fresh, probs, veto)
    w, b = fit(x, y, args.C, args.balanced)
    for name, other in others.items():
        _, oviews = rows_of(other)
        report(name, other, probs_of(w, b, matrix(oviews)) if oviews else np.zeros(0), veto)
    if args.write:
        model = RecordModel(SPEC, w, b, veto)
        data = model.to_json(sorted({sc.suite for sc in scenarios}))
        args.write.write_text(json.dumps(data, separators=(",", ":")) + "\n", encoding="utf-8")
        print(f"wrote {args.write}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
