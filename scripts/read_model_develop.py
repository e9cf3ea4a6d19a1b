"""Retrain the READ second opinion on every develop suite and judge it leave-one-suite-out (session 62). Usage:

    PYTHONPATH=$PWD python scripts/read_model_develop.py [--folds K] [--specs ngram,emb_en] [--write] [--shipped]
    PYTHONPATH=$PWD python scripts/read_model_develop.py --fit-only [--specs emb_en] [--exclude REGEX] [--at R,O,K,N]
        [--out FILE]

The examples are `train_read_model.load_all(fresh="develop")`: every develop gate scenario and every develop
retrieval query (READ positives), never extract29 (the held-out slice), read28, a validate or a blind suite. The
rules of today decide each one (cached under ``--cache`` with the English sentence vectors and the held-out
answers: the rules and the fits are the slow part). Each suite is answered by an opinion trained without it: suites
are dealt round-robin into ``--folds`` groups (0: one fit per suite, true leave-one-suite-out; K: K fits, each
leaving its group's suites out, which only shrinks the training set). The thresholds are then chosen on the pooled
held-out answers (a grid over flip_read / flip_route / keep_rule / flip_no_read; a gate scenario counts right when it
is read or not as labelled and, when read, routed as labelled; a retrieval query when it is read, since its route
label is the rules' own), and the figures printed: rules alone, opinion alone, rules + opinion at the shipped
thresholds and at the chosen ones, read accuracy / READ recall / route accuracy, all / en / ko, for the gate suites,
extract45 (never tuned on by the rules: what fresh text meets) and all. ``--write`` writes each spec's model trained
on everything at its chosen thresholds; ``--shipped`` (after a run) sets the shipped opinion against the held-out
answers on the suites it never trained on; ``--fit-only`` trains and writes without held-out answers. Score a
written model with ``scripts/gate_offline.py --model FILE``. Nothing per scenario is printed.
"""

from __future__ import annotations

import argparse
import dataclasses
import itertools
import logging
import pickle
import re
import sys
import time
import zlib
from pathlib import Path
from typing import Any

import numpy as np
from opinion_experiment import cached, folds_of, train_read_model

from pia_graph.ingest import read_model as rm
from pia_graph.ingest.read_model import CLASSES, ReadModel, Thresholds

ROOT = Path(__file__).resolve().parent.parent
trm = train_read_model()

# the shipped spec (emb_en: English rows carry the sentence embedding) and the n-grams alone. Session 62 also
# measured Korean rows carrying the grams of their text typed without spaces and every row its final grams (the
# last characters before the end, apart from the same ending inside the sentence): held-out extract29 Korean routes
# 82 -> 81 of 85, validate identical to the spec without them; backed out (docs/read-path.md, "Session 62, model62")
# Session 64 (issue 8, Korean): "emb_en_letters", the shipped spec with the letter grams of Korean texts (each syllable
# split into its letters, ``read_model.letter_grams``), 3 to 5 letters, in the same buckets
SPECS = {"ngram": trm.SPEC_WITHOUT, "emb_en": trm.SPEC_WITH_EN,
         "emb_en_letters": dataclasses.replace(trm.SPEC_WITH_EN, letter_sizes=(3, 4, 5))}
GRID = {"flip_read": (0.6, 0.7, 0.8, 0.9, 0.95, 1.01), "flip_route": (0.4, 0.5, 0.6, 0.7, 0.8, 1.01),
        "keep_rule": (0.1, 0.2, 0.3, 0.5), "flip_no_read": (0.9, 0.95, 0.98, 1.01)}
FRESH = "extract47_blind"  # a decision set until session 64: the rules of today were never tuned on it


def ko_weights(rows: list[Any], ko_weight: float) -> np.ndarray | None:
    """Each row's weight in the fit: ``ko_weight`` for a Korean row (twins included), 1 otherwise; None when 1."""
    return None if ko_weight == 1.0 else np.array([ko_weight if ex.lang == "ko" else 1.0 for ex in rows])


def held_out(spec_name: str, examples: list[Any], twins: list[Any], vectors: list[Any] | None,
             twin_vectors: list[Any] | None, k: int, ko_weight: float = 1.0, train_exclude: str = "") -> np.ndarray:
    """Each example's probabilities from an opinion trained without its fold's suites; ``train_exclude`` (a regular
    expression of suite names, session 64) keeps those suites out of every fit while they are still answered."""
    spec = SPECS[spec_name]
    pool = examples + twins
    x = trm.matrix(spec, pool, None if vectors is None else vectors + (twin_vectors or []))
    y = [ex.label for ex in pool]
    weight = ko_weights(pool, ko_weight)
    held = np.zeros((len(examples), len(CLASSES)))
    suites = list(dict.fromkeys(ex.suite for ex in examples))
    for group in folds_of(suites, k):
        out = set(group)
        test = [i for i, ex in enumerate(examples) if ex.suite in out]
        train = [i for i, ex in enumerate(pool)
                 if ex.suite not in out and not (train_exclude and re.fullmatch(train_exclude, ex.suite))]
        started = time.monotonic()
        w, b = trm.fit(x[train], [y[i] for i in train], None if weight is None else weight[train])
        held[test] = trm.probs_of(w, b, x[test])
        print(f"  fold of {len(group)} suites, {len(test)} held out: {time.monotonic() - started:.0f}s", flush=True)
    return held


class Grid:
    """`read_model.combine` over every example at once (numpy; the grid runs hundreds of these), checked against
    `combine` itself at the shipped thresholds in ``choose``."""

    def __init__(self, examples: list[Any], held: np.ndarray) -> None:
        self.held = held
        self.read = np.array([ex.rule.read for ex in examples])
        self.ruled = np.array([CLASSES.index(ex.rule.route if ex.rule.read else "none") for ex in examples])
        self.by_grammar = np.array([rm._rules_by_grammar(ex.rule) for ex in examples])
        self.no_read_grammar = np.array([rm._no_read_by_grammar(ex.rule) for ex in examples])
        self.label = np.array([CLASSES.index(ex.label) for ex in examples])
        # a retrieval query's route label is the rules' own route where they read (``train_read_model``): only
        # whether it is read counts, or the grid would favour the rules by construction
        self.query = np.array([ex.suite.endswith("_ret") for ex in examples])
        self.p_read = 1.0 - held[:, 0]
        self.best = 1 + np.argmax(held[:, 1:], axis=1)
        rows = np.arange(len(examples))
        denom = np.maximum(self.p_read, 1e-9)
        self.best_share = held[rows, self.best] / denom
        self.rule_share = held[rows, self.ruled] / denom

    def routes(self, t: Thresholds) -> np.ndarray:
        """Each example's decision as a class index (0: no read)."""
        flip_in = ~self.read & (self.p_read >= t.flip_read) & ~self.no_read_grammar
        flip_out = self.read & (self.held[:, 0] >= t.no_read)
        reroute = (self.read & ~flip_out & (self.best != self.ruled) & ~self.by_grammar
                   & (self.best_share >= t.flip_route) & (self.rule_share < t.keep_rule))
        return np.where(flip_in | reroute, self.best, np.where(flip_out, 0, self.ruled))

    def decisions(self, t: Thresholds) -> list[tuple[bool, str]]:
        return [(bool(c > 0), CLASSES[int(c)]) for c in self.routes(t)]

    def right(self, t: Thresholds) -> int:
        routes = self.routes(t)
        return int(np.sum(np.where(self.query, routes > 0, routes == self.label)))


def choose(examples: list[Any], held: np.ndarray) -> Thresholds:
    grid = Grid(examples, held)
    assert grid.decisions(trm.CHOSEN) == trm.combined(examples, held, trm.CHOSEN)
    best: tuple[int, Thresholds] | None = None
    for fr, fo, kr, fn in itertools.product(*GRID.values()):
        t = Thresholds(fr, fo, kr, fn)
        got = grid.right(t)
        if best is None or got > best[0]:
            best = (got, t)
    assert best is not None
    return best[1]


def report(label: str, examples: list[Any], decisions: list[tuple[bool, str]]) -> None:
    for row in ("GATE", FRESH, "ALL"):
        idx = [i for i, ex in enumerate(examples) if trm._in_row(row, ex)]
        s = trm.by_language([examples[i] for i in idx], [decisions[i] for i in idx])
        cells = "  ".join(f"{lang} {s[lang]['read_acc']:.3f}/{s[lang]['read_recall']:.3f}/{s[lang]['route_acc']:.3f}"
                          f" (n={s[lang]['n']}, routed={s[lang]['routed']})" for lang in ("all", "en", "ko"))
        print(f"{label:24} {row:16} {cells}")


def fit_only(args: argparse.Namespace, examples: list[Any]) -> int:
    """The opinion of each spec trained on the examples whose suite ``--exclude`` does not match, at ``--at``."""
    keep = [ex for ex in examples if not (args.exclude and re.fullmatch(args.exclude, ex.suite))]
    index = {id(ex): i for i, ex in enumerate(examples)}
    twins = trm.spacing_twins(keep)
    print(f"{len(keep)} of {len(examples)} examples from {len({ex.suite for ex in keep})} suites, {len(twins)} twins")
    t = Thresholds(*(float(v) for v in args.at.split(",")))
    for name in args.specs.split(","):
        spec = SPECS[name]
        vectors = twin_vectors = None
        if spec.uses_embedding:
            every = cached(args.cache, "vectors", lambda: trm.embeddings(spec, examples))  # noqa: B023
            vectors = [every[index[id(ex)]] for ex in keep]
            twin_vectors = [[0.0] * spec.embedding_dim for _ in twins]  # Korean twins: never embedded (en only)
        w, b = trm.fit(trm.matrix(spec, keep + twins, None if vectors is None else vectors + twin_vectors),
                       [ex.label for ex in keep + twins], ko_weights(keep + twins, args.ko_weight))
        model = ReadModel(spec, w, b, t, tuple(dict.fromkeys(ex.suite for ex in keep)))
        out = args.out.with_name(f"{args.out.stem}_{name}{args.out.suffix}")
        out.write_text(trm.json.dumps(model.to_json(), separators=(",", ":")) + "\n", encoding="utf-8")
        print(f"wrote {out}")
    return 0


def main() -> int:
    logging.basicConfig(level=logging.WARNING)
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--cache", type=Path, default=ROOT / ".diag" / "read_model_develop")
    ap.add_argument("--folds", type=int, default=0)
    ap.add_argument("--specs", default="ngram,emb_en")
    ap.add_argument("--out", type=Path, default=ROOT / ".diag" / "read_model.json")
    ap.add_argument("--fit-only", action="store_true",
                    help="no held-out answers: train each spec on the kept suites at --at and write it to --out")
    ap.add_argument("--exclude", default="", help="with --fit-only: a regular expression of suite names left out")
    ap.add_argument("--at", default="0.8,0.5,0.3,0.95", help="with --fit-only: the thresholds R,O,K,N")
    ap.add_argument("--write", action="store_true", help="write each spec's model at its chosen thresholds")
    ap.add_argument("--ko-weight", type=float, default=1.0, help="a Korean row's weight in the fit (session 63)")
    ap.add_argument("--train-exclude", default="",
                    help="a regular expression of suite names that never train, still answered (session 64)")
    ap.add_argument("--shipped", action="store_true",
                    help="after a run: the shipped opinion against the held-out answers on the suites it never saw")
    args = ap.parse_args()
    args.cache.mkdir(parents=True, exist_ok=True)
    examples = cached(args.cache, "examples", lambda: trm.load_all(fresh="develop"))
    if args.fit_only:
        return fit_only(args, examples)
    twins = trm.spacing_twins(examples)
    print(f"{len(examples)} examples from {len({ex.suite for ex in examples})} suites, {len(twins)} twins")
    rules = [(ex.rule.read, ex.rule.route) for ex in examples]
    report("rules alone", examples, rules)
    shipped = rm.load_read_model()
    if shipped is not None and args.shipped:
        # the shipped opinion on the suites it never trained on (session 63: extract45, read45), before: held out too
        unseen = [i for i, ex in enumerate(examples) if ex.suite not in shipped.trained_on]
        sub = [examples[i] for i in unseen]
        vectors = cached(args.cache, "vectors", lambda: trm.embeddings(trm.SPEC_WITH_EN, examples))
        x = trm.matrix(shipped.spec, sub, [vectors[i] for i in unseen])
        probs = trm.probs_of(shipped.weights, shipped.bias, x)
        print(f"shipped opinion on the {len(sub)} examples of the {len({ex.suite for ex in sub})} suites it never saw")
        report("shipped + rules", sub, trm.combined(sub, probs, shipped.thresholds))
        for name in args.specs.split(","):
            held = pickle.loads((args.cache / f"held_{name}_{args.folds}.pkl").read_bytes())
            chosen = choose(examples, held)  # on the whole pool, as the run chose them
            report(f"{name} + rules @chosen", sub, Grid(sub, held[unseen]).decisions(chosen))
        return 0
    for name in args.specs.split(","):
        spec = SPECS[name]
        vectors = twin_vectors = None
        if spec.uses_embedding:
            vectors = cached(args.cache, "vectors", lambda: trm.embeddings(spec, examples))  # noqa: B023
            twin_vectors = cached(args.cache, "twin_vectors", lambda: trm.embeddings(spec, twins))  # noqa: B023
        tag = ("" if args.ko_weight == 1.0 else f"_ko{args.ko_weight}") + (
            f"_x{zlib.crc32(args.train_exclude.encode()):08x}" if args.train_exclude else "")
        held = cached(args.cache, f"held_{name}_{args.folds}{tag}",
                      lambda: held_out(name, examples, twins, vectors, twin_vectors, args.folds,  # noqa: B023
                                       args.ko_weight, args.train_exclude))
        alone = [(CLASSES[int(np.argmax(p))] != "none", CLASSES[int(np.argmax(p))]) for p in held]
        report(f"{name} alone", examples, alone)
        report(f"{name} + rules @shipped", examples, trm.combined(examples, held, trm.CHOSEN))
        chosen = choose(examples, held)
        grid = Grid(examples, held)
        print(f"{name}: chosen {chosen} ({grid.right(chosen)} right; shipped thresholds {grid.right(trm.CHOSEN)}; "
              f"rules {sum(ex.label == (r[1] if r[0] else 'none') for ex, r in zip(examples, rules, strict=True))}"
              f" of {len(examples)})")
        report(f"{name} + rules @chosen", examples, trm.combined(examples, held, chosen))
        if args.write:
            w, b = trm.fit(trm.matrix(spec, examples + twins,
                                      None if vectors is None else vectors + (twin_vectors or [])),
                           [ex.label for ex in examples + twins], ko_weights(examples + twins, args.ko_weight))
            model = ReadModel(spec, w, b, chosen, tuple(dict.fromkeys(ex.suite for ex in examples)))
            out = args.out.with_name(f"{args.out.stem}_{name}{args.out.suffix}")
            out.write_text(trm.json.dumps(model.to_json(), separators=(",", ":")) + "\n", encoding="utf-8")
            print(f"wrote {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
