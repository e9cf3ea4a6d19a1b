"""A learned second opinion for RETAIN on every develop suite, judged leave-one-suite-out (session 62, issue 12).

    PYTHONPATH=$PWD python scripts/retain_model_develop.py [--folds K] [--C 4.0] [--spec ngram|emb_en]
        [--ko-weight W] [--twins] [--write FILE]

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

Session 63 (issue 12): extract45 joins develop and is the suite the rules were never tuned on (``FRESH``). Variants,
each judged the same way: ``--spec emb_en`` adds the English sentence embedding on English rows (the READ opinion's
spec; the vectors are the packaged embedder's, cached), ``--twins`` trains every Korean row that has a space also as
its twin typed without spaces (training only, as the READ opinion does), ``--ko-weight W`` weighs Korean rows W in the
fit (the class weight for Korean). ``--write`` of an emb_en opinion stores its spec; serving it would need the turn's
English vector at the retain step (not wired: see docs/extraction.md, "Session 63, model63").
"""

from __future__ import annotations

import argparse
import json
import logging
import pickle
import sys
import time
from functools import partial
from pathlib import Path
from typing import Any

import numpy as np
from opinion_experiment import RetainRow as Row  # the name earlier runs' row caches were pickled under
from opinion_experiment import cached, folds_of, retain_cell, retain_rows, retain_with, someone_else_in

from pia_graph.ingest import retain_model as shipped_rm
from pia_graph.ingest.read_model import FeatureSpec, features

ROOT = Path(__file__).resolve().parent.parent
_EVAL = ROOT / "eval"
DEVELOP = {
    "dev": Path("/work/shared/eval/dev"), "blind": _EVAL / "blind", "extract_blind": _EVAL / "extract_blind",
    "heldout": _EVAL / "heldout", "tuning2": _EVAL / "tuning2", "tuning3": _EVAL / "tuning3",
    "wave2": _EVAL / "wave2", "wave2_blind": _EVAL / "wave2_blind", "wave3_blind": _EVAL / "wave3_blind",
    **{f"extract{n}_blind": _EVAL / f"extract{n}_blind" for n in (*range(8, 18), *range(20, 29), *range(30, 51))},
}
HELD_OUT = {"extract29_blind": _EVAL / "extract29_blind"}
VALIDATE = {"extract18_blind": _EVAL / "extract18_blind", "extract19_blind": _EVAL / "extract19_blind",
            "w4odd": Path("/work/measure/w4/odd"), "w5odd": Path("/work/measure/w5/odd")}
# session 68: extract48-50, decision sets until session 67 (the rules were never tuned on them), each reported apart
FRESH = ("extract48_blind", "extract49_blind", "extract50_blind")
SPECS = {"ngram": FeatureSpec(sizes=(1, 2, 3, 4), buckets=8192, embedding_dim=0, embedding_weight=0.0),
         "emb_en": FeatureSpec(sizes=(1, 2, 3, 4), buckets=8192, embedding_dim=384, embedding_weight=1.0,
                               embedding_langs=("en",)),
         # session 64: the letter grams of Korean texts (``read_model.letter_grams``), 3 to 5 letters
         "ngram_letters": FeatureSpec(sizes=(1, 2, 3, 4), buckets=8192, embedding_dim=0, embedding_weight=0.0,
                                      letter_sizes=(3, 4, 5))}
SPEC = SPECS["ngram"]
VETO = (0.0, 0.01, 0.02, 0.05, 0.1, 0.15, 0.2, 0.3)
VETO_OTHER = (0.3, 0.4, 0.5, 0.6)  # session 65, ``--two-tier``: the veto where a clause is someone else's
RESCUE = (0.5, 0.6, 0.7, 0.8, 0.85, 0.9, 0.95, 0.98, 1.01)


def rules_alone(rows: list[Row]) -> list[Row]:
    """Rows whose verdict the shipped opinion turned (a cache written while ``offline_scenario`` asked it, session 63:
    the opinion of session 62 is wired into ``turn_flow``) with the rules' own verdict back: the opinion only appends
    its reason and turns the verdict. History turns it turned stay turned (checked on extract29: identical)."""
    out = []
    for r in rows:
        mine = [x for x in r.reasons if x.startswith((shipped_rm.RESCUE, shipped_rm.VETO))]
        out.append(r if not mine else Row(r.suite, r.kind, r.lang, r.text, r.gold, not r.rules,
                                          tuple(x for x in r.reasons if x not in mine), r.asked, r.typed))
    return out


def vectors_of(cache: Path, rows: list[Row], spec: FeatureSpec) -> dict[str, list[float]]:
    """The sentence vector of each row's text that ``spec`` embeds, cached by text (``vectors.pkl``: every run and
    variant adds to the same store; the READ experiment's vectors are the same embedder's, of the same texts)."""
    path = cache / "vectors.pkl"
    store: dict[str, list[float]] = pickle.loads(path.read_bytes()) if path.is_file() else {}
    wanted = sorted({r.text for r in rows if spec.embeds(r.lang)} - set(store))
    if wanted:
        from pia_graph.config import get_settings
        from pia_graph.embedding import get_embedder

        started = time.monotonic()
        store.update(zip(wanted, (list(v) for v in get_embedder(get_settings()).embed(wanted)), strict=True))
        path.write_bytes(pickle.dumps(store))
        print(f"  embedded {len(wanted)} texts: {time.monotonic() - started:.0f}s", flush=True)
    return store


def twins_of(rows: list[Row]) -> list[Row]:
    """Each Korean row with a space, typed without spaces (training only; ``train_read_model.spacing_twins``)."""
    return [Row(r.suite, r.kind, r.lang, "".join(r.text.split()), r.gold, r.rules, r.reasons, r.asked, r.typed)
            for r in rows if r.lang == "ko" and len(r.text.split()) > 1]


def matrix(rows: list[Row], spec: FeatureSpec = SPEC, vectors: dict[str, list[float]] | None = None) -> Any:
    from scipy import sparse  # type: ignore[import-untyped]

    return sparse.csr_matrix(np.vstack([features(spec, r.text, r.lang, (vectors or {}).get(r.text)) for r in rows]))


def fit(x: Any, y: np.ndarray, c: float, weight: np.ndarray | None = None) -> tuple[np.ndarray, float]:
    from sklearn.linear_model import LogisticRegression  # type: ignore[import-untyped]

    clf = LogisticRegression(C=c, max_iter=3000).fit(x, y, sample_weight=weight)
    return clf.coef_[0], float(clf.intercept_[0])


def weights_of(rows: list[Row], ko_weight: float) -> np.ndarray | None:
    return None if ko_weight == 1.0 else np.array([ko_weight if r.lang == "ko" else 1.0 for r in rows])


def probs_of(w: np.ndarray, b: float, x: Any) -> np.ndarray:
    out: np.ndarray = 1.0 / (1.0 + np.exp(-(np.asarray(x @ w) + b)))
    return out


def held_out(rows: list[Row], x: Any, c: float, k: int, extra: list[Row] | None = None, x_extra: Any = None,
             ko_weight: float = 1.0) -> np.ndarray:
    """Each row's P(keep) from an opinion trained without its suite's fold; ``extra`` rows (twins) train only, each
    left out with its suite."""
    from scipy import sparse

    pool = rows + (extra or [])
    x_pool = x if not extra else sparse.vstack([x, x_extra]).tocsr()
    y = np.array([r.gold for r in pool])
    weight = weights_of(pool, ko_weight)
    probs = np.zeros(len(rows))
    for group in folds_of(list(dict.fromkeys(r.suite for r in rows)), k):
        out = set(group)
        test = [i for i, r in enumerate(rows) if r.suite in out]
        train = [i for i, r in enumerate(pool) if r.suite not in out]
        w, b = fit(x_pool[train], y[train], c, None if weight is None else weight[train])
        probs[test] = probs_of(w, b, x[test])
    return probs


def wrong(rows: list[Row], probs: np.ndarray, veto: float, rescue: float, veto_other: float = 0.0,
          others: list[bool] | None = None) -> int:
    flags = others or [False] * len(rows)
    return sum(retain_with(r, float(p), veto, rescue, veto_other, o) != r.gold
               for r, p, o in zip(rows, probs, flags, strict=True))


def cell(rows: list[Row], kept: list[bool]) -> str:
    return retain_cell((r.gold, k) for r, k in zip(rows, kept, strict=True))


def report(title: str, rows: list[Row], probs: np.ndarray, veto: float, rescue: float,
           tier: tuple[float, float, list[bool]] | None = None) -> None:
    """The rules, rules + rescue, rules + veto and both; with ``tier`` (veto, veto_other, each row's ``others``,
    session 65) the two-tier veto and both again."""
    print(f"{title}: {len(rows)} rows; P/R (false keeps, false drops)  all | en | ko")
    none = [False] * len(rows)
    lines = [("rules", 0.0, 1.01, 0.0, none), (f"+ rescue>{rescue}", 0.0, rescue, 0.0, none),
             (f"+ veto<{veto}", veto, 1.01, 0.0, none), ("+ both", veto, rescue, 0.0, none)]
    if tier is not None:
        lines += [(f"+ veto<{tier[0]}/{tier[1]}", tier[0], 1.01, tier[1], tier[2]),
                  ("+ both, two-tier", tier[0], rescue, tier[1], tier[2])]
    for label, v, rs, vo, flags in lines:
        cells = []
        for lang in ("all", "en", "ko"):
            idx = [i for i, r in enumerate(rows) if lang in ("all", r.lang)]
            cells.append(cell([rows[i] for i in idx],
                              [retain_with(rows[i], float(probs[i]), v, rs, vo, flags[i]) for i in idx]))
        print(f"  {label:16} {' | '.join(cells)}")


def report_shipped(rows: list[Row]) -> None:
    """The shipped opinion (``ontology/read/retain_model.json``) at its own thresholds on the same rows: before."""
    model = shipped_rm.load_retain_model()
    if model is None:
        return
    probs = [model.probability(r.text, r.lang) for r in rows]
    cells = []
    for lang in ("all", "en", "ko"):
        idx = [i for i, r in enumerate(rows) if lang in ("all", r.lang)]
        kept = [retain_with(rows[i], probs[i], model.veto, model.rescue) for i in idx]
        cells.append(cell([rows[i] for i in idx], kept))
    print(f"  {'shipped opinion':16} {' | '.join(cells)}")


def main() -> int:
    logging.basicConfig(level=logging.WARNING)
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--cache", type=Path, default=ROOT / ".diag" / "retain_model_develop")
    ap.add_argument("--folds", type=int, default=10)
    ap.add_argument("--C", type=float, default=4.0)
    ap.add_argument("--spec", choices=tuple(SPECS), default="ngram")
    ap.add_argument("--ko-weight", type=float, default=1.0, help="the weight of a Korean row in the fit")
    ap.add_argument("--twins", action="store_true", help="Korean rows also train typed without spaces")
    ap.add_argument("--two-tier", action="store_true",
                    help="session 65: a second veto threshold where a clause of the turn is someone else's")
    ap.add_argument("--veto", type=float, default=None,
                    help="session 68: the veto threshold as given (the shipped file's 0.1) instead of the fewest wrong")
    ap.add_argument("--rescue", type=float, default=None, help="session 68: the rescue threshold as given")
    ap.add_argument("--write", type=Path, default=None)
    args = ap.parse_args()
    args.cache.mkdir(parents=True, exist_ok=True)
    spec = SPECS[args.spec]
    rows: list[Row] = rules_alone(cached(args.cache, "develop", lambda: retain_rows(DEVELOP)))
    print(f"{len(rows)} develop rows from {len({r.suite for r in rows})} suites "
          f"({sum(r.kind == 'gate' for r in rows)} gate), {sum(r.gold for r in rows)} meant kept", flush=True)
    vectors = vectors_of(args.cache, rows, spec) if spec.uses_embedding else None
    twins = twins_of(rows) if args.twins else []
    x = matrix(rows, spec, vectors)
    x_twins = matrix(twins, spec, vectors) if twins else None
    variant = (f"{args.folds}_{args.C}" + ("" if args.spec == "ngram" else f"_{args.spec}")
               + ("_twins" if twins else "") + ("" if args.ko_weight == 1.0 else f"_ko{args.ko_weight}"))
    probs = cached(args.cache, f"held_{variant}",
                   lambda: held_out(rows, x, args.C, args.folds, twins, x_twins, args.ko_weight))
    veto = args.veto if args.veto is not None else min(VETO, key=lambda v: (wrong(rows, probs, v, 1.01), v))
    rescue = args.rescue if args.rescue is not None else min(RESCUE, key=lambda t: (wrong(rows, probs, 0.0, t), -t))
    print(f"chosen veto<{veto} rescue>{rescue}; wrong: rules {wrong(rows, probs, 0.0, 1.01)}, rescue "
          f"{wrong(rows, probs, 0.0, rescue)}, veto {wrong(rows, probs, veto, 1.01)}, both "
          f"{wrong(rows, probs, veto, rescue)}")
    for t in RESCUE:
        print(f"  rescue>{t}: {wrong(rows, probs, 0.0, t)} wrong")
    for v in VETO:
        print(f"  veto<{v}: {wrong(rows, probs, v, 1.01)} wrong")
    others = cached(args.cache, "others_develop", lambda: someone_else_in(rows)) if args.two_tier else None
    tier = None
    if others is not None:
        v1, v2 = min(((v, vo) for v in VETO for vo in VETO_OTHER if vo > v),
                     key=lambda t: (wrong(rows, probs, t[0], 1.01, t[1], others), t))
        tier = (v1, v2, others)
        print(f"two-tier veto<{v1}, <{v2} where someone else's: {wrong(rows, probs, v1, 1.01, v2, others)} wrong")
    report("develop, held out", rows, probs, veto, rescue, tier)
    for suite in FRESH:
        fresh = [i for i, r in enumerate(rows) if r.suite == suite]
        report(f"{suite.removesuffix('_blind')}, held out", [rows[i] for i in fresh], probs[fresh], veto, rescue,
               None if tier is None else (tier[0], tier[1], [tier[2][i] for i in fresh]))
        report_shipped([rows[i] for i in fresh])  # develop suites the shipped opinion never trained on
    pool = rows + twins
    from scipy import sparse

    w, b = fit(x if not twins else sparse.vstack([x, x_twins]).tocsr(), np.array([r.gold for r in pool]), args.C,
               weights_of(pool, args.ko_weight))
    for name, suites in (("held-out extract29", HELD_OUT), ("validate", VALIDATE)):
        other: list[Row] = rules_alone(cached(args.cache, name.split()[-1], partial(retain_rows, suites)))
        other_vectors = vectors_of(args.cache, other, spec) if spec.uses_embedding else None
        other_tier = None if tier is None else (tier[0], tier[1], cached(
            args.cache, f"others_{name.split()[-1]}", partial(someone_else_in, other)))
        report(name, other, probs_of(w, b, matrix(other, spec, other_vectors)), veto, rescue, other_tier)
        report_shipped(other)
    if args.write:
        shape: dict[str, Any] = {"sizes": list(spec.sizes), "buckets": spec.buckets}
        if spec.letter_sizes:
            shape["letter_sizes"] = list(spec.letter_sizes)
        if spec.uses_embedding:
            shape |= {"embedding_dim": spec.embedding_dim, "embedding_langs": list(spec.embedding_langs)}
        data = {"spec": shape, "weights": [float(v) for v in w],
                "bias": b, "veto": veto, "rescue": rescue, "trained_on": sorted({r.suite for r in rows})}
        if tier is not None:
            data |= {"veto": tier[0], "veto_other": tier[1]}
        args.write.write_text(json.dumps(data, separators=(",", ":")) + "\n", encoding="utf-8")
        print(f"wrote {args.write}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
