#!/usr/bin/env python3
"""Classify retrieval misses by where they arise, and fit the fusion's weights on a develop set, judged on a
separate validate set in aggregate only.

Runs on the kept users of `scripts/recall_replay.py --ingest` (server env set: PIA_HOME, PIA_NEO4J_BOLT_PORT).
Each scenario is recalled once with `fuse` wrapped to keep its inputs (`--capture`, pickled per suite under
`--cache`); everything after that is pure and in memory: `fuse` is run again with other weights.

    PYTHONPATH=$PWD python scripts/fusion_fit.py --cache /tmp/ff --capture --develop eval/read9_blind ... \
        --validate eval/read16_blind ...
    PYTHONPATH=$PWD python scripts/fusion_fit.py --cache /tmp/ff --classify --develop ...
    PYTHONPATH=$PWD python scripts/fusion_fit.py --cache /tmp/ff --fit --develop ... --validate ...

Classes of a develop miss (rr < 1), first that applies: `not stored` (no current record or fact of the user
matches: the write path; `superseded only` when only a superseded record does), `read route` (another route alone
puts a relevant item first), `understanding: window` (a relevant record was read but falls outside the window
asked), `understanding: entity/concept` (a relevant record is stored at a coordinate the question did not point to
and no fact candidate matches), `candidates` (stored, reachable, yet neither the structured nor the full-text/vector
search brought it), `fusion: dropped` (a candidate the fusion dropped), `fusion: ranked low` (ranked below rank 1).
A validate suite is never classified or printed per scenario: only its MRR and recall@5 (all / en / ko).
"""

from __future__ import annotations

import argparse
import copy
import datetime as dt
import itertools
import json
import logging
import pickle
import sys
from collections import Counter
from pathlib import Path
from typing import Any

from pia_graph.config import get_settings
from pia_graph.db.driver import driver_session
from pia_graph.evaluation.retrieval import matches, ranked_item, score
from pia_graph.evaluation.suite import load_suite
from pia_graph.memory import MemoryService
from pia_graph.memory.recall_models import QueryIn
from pia_graph.ontology import Dictionary
from pia_graph.retrieve import fuse as fuse_mod
from pia_graph.retrieve import fuse_facts, fuse_record_scores, fuse_signals, fusion_weights
from pia_graph.retrieve import recall as recall_mod
from pia_graph.retrieve.records import fact_item, record_item

log = logging.getLogger("fusion_fit")
ROUTES = ("structured", "associative", "both")
# The weights fitted, each with the values tried (the shipped value is among them).
GRID: dict[str, list[float]] = {
    "FACT_BASE_STRUCTURED": [0.2, 0.3, 0.4, 0.5],
    "FACT_BASE_BOTH": [0.45, 0.55, 0.65, 0.75],
    "FACT_RRF_WEIGHT": [0.3, 0.45, 0.6],
    "RECORDS_ON_ASSOCIATIVE": [0.4, 0.5, 0.6, 0.7],
    "REHYDRATED_SHARE": [0.3, 0.5, 0.7],
    "NAMES_THE_TERM": [0.1, 0.2, 0.3],
    "RESIDUAL_COVERAGE": [0.0, 0.1, 0.2, 0.3],
    "REPORTS_SPEECH": [0.05, 0.1, 0.2],
    "OUTSIDE_WINDOW": [0.3, 0.5, 0.7],
    "NEGATED_BY_TYPE": [0.6, 0.8, 0.9],
    "NO_VALUE_ASKED": [0.05, 0.15, 0.25],
    "OTHER_PERSON": [0.3, 0.5, 0.7],
    "LATEST_ASKED": [0.02, 0.05, 0.1],
    "MIN_COSINE_BESIDE_RECORDS": [0.35, 0.45, 0.55],
    "MIN_COSINE_ALONE": [0.3, 0.4, 0.5],
    "MAX_COSINE_GAP": [0.1, 0.2, 0.3],
    # the signals added since session 36, each asked by a cue (a name, a result, a frequency, a status ...)
    "HOLDS_NAME": [0.1, 0.2, 0.3],
    "RESULT_SAID": [0.1, 0.2, 0.3],
    "HOLDS_FREQUENCY": [0.2, 0.4],
    "ADVICE_ASKED": [0.2, 0.3, 0.4],
    "FUTURE_ASKED": [0.1, 0.2, 0.3],
    "STATUS_ASKED": [0.05, 0.1, 0.2],
    "SAID_WITH_THE_TERM": [0.05, 0.1, 0.2],
    "FIRST_ASKED": [0.02, 0.05, 0.1],
    "PLACE_ASKED": [0.1, 0.2, 0.3],  # added in session 64
    "ACTIVE_ASKED": [0.02, 0.05, 0.1],
    "EVENT_TURN": [0.02, 0.04, 0.08],
    "QUOTE_WORDS": [0.0, 0.04, 0.08],  # added in session 65 (0.0 = off)
    "VISIT_DAY_RESULTS": [0.02, 0.05, 0.1],
    # added in session 62 (1.0 = off)
    "NEGATED_NAMED": [1.0, 0.97, 0.9],
}


# Every module that reads a weight binds its own name for it (`from fusion_weights import X`): a weight is set on
# each, or only the module that happens to be named would see it (the case from session 61's split to session 62).
WEIGHT_MODULES = (fusion_weights, fuse_mod, fuse_facts, fuse_record_scores, fuse_signals)


def set_weight(name: str, value: float) -> None:
    """Set one of the fusion's named weights wherever it is read."""
    if not hasattr(fusion_weights, name):
        raise KeyError(f"no fusion weight {name}")
    for module in WEIGHT_MODULES:
        if hasattr(module, name):
            setattr(module, name, value)


def weight(name: str) -> float:
    return float(getattr(fusion_weights, name))


def _capture_suite(service: MemoryService, driver: Any, suite: Path, develop: bool) -> list[dict[str, Any]]:
    from scripts.retrieval_miss_stages import _stored  # the same reading of the store as the stage tool

    kept: dict[str, Any] = {}
    original = recall_mod.fuse

    def wrapped(*args: Any, **kwargs: Any) -> Any:
        kept["args"] = copy.deepcopy([None if i == 5 else a for i, a in enumerate(args)])  # not the dictionary
        kept["kwargs"] = copy.deepcopy(kwargs)
        return original(*args, **kwargs)

    recall_mod.fuse = wrapped  # type: ignore[assignment]
    rows: list[dict[str, Any]] = []
    try:
        for sc in load_suite(suite, {"retrieval"}):
            user_id = f"replay-{suite.name}-{sc['id']}"
            kept.clear()
            try:
                out = service.recall(user_id, QueryIn(text=sc["query"], said_at=dt.datetime.fromisoformat(
                    sc["said_at"]), lang=sc.get("lang")))
            except Exception as exc:  # an unknown user: not ingested
                log.warning("%s: %s", sc["id"], exc)
                continue
            args = list(kept["args"])
            row = {"id": sc["id"], "lang": sc.get("lang") or "en", "expect": sc["expect"], "args": args,
                   "kwargs": kept["kwargs"], "gate_route": out.read.route if out.read.read else "none"}
            if develop:
                row["stored"] = _stored(driver, service.database, user_id)
            rows.append(row)
    finally:
        recall_mod.fuse = original  # type: ignore[assignment]
    return rows


def _ranked(row: dict[str, Any], dictionary: Dictionary, route: str | None = None) -> list[dict[str, Any]]:
    # a fresh copy of the inputs per run (fuse may touch them); unpickling a kept blob is several times faster
    # than a deepcopy, which counts when a fit runs fuse some hundred thousand times
    if "_blob" not in row:
        row["_blob"] = pickle.dumps((row["args"], row["kwargs"]))
    args, kwargs = pickle.loads(row["_blob"])
    args = list(args)
    args[5] = dictionary
    if route is not None:
        args[1] = route
    fused = fuse_mod.fuse(*args, **kwargs)
    return [ranked_item(i) for i in fused.items]


def _figures(rows: list[dict[str, Any]], dictionary: Dictionary) -> dict[str, tuple[float, float, int]]:
    per: dict[str, list[dict[str, float]]] = {}
    for row in rows:
        s = _scored(row, dictionary)
        per.setdefault("all", []).append(s)
        per.setdefault(row["lang"], []).append(s)
    return {k: (sum(x["rr"] for x in v) / len(v), sum(x["recall"] for x in v) / len(v), len(v))
            for k, v in sorted(per.items())}


def _candidates(row: dict[str, Any], dictionary: Dictionary) -> list[dict[str, Any]]:
    _u, _route, structured, facts, rehydrated = row["args"][:5]
    items = [ranked_item(record_item(h.record, dictionary, score=0.0, sources=[], why=[])) for h in structured]
    items += [ranked_item(fact_item(h.fact, score=0.0, sources=[], why=[])) for h in facts]
    items += [ranked_item(record_item(r, dictionary, score=0.0, sources=[], why=[]))
              for recs in rehydrated.values() for r in recs]
    for sibs in (row["kwargs"].get("siblings") or {}).values():
        items += [ranked_item(fact_item(f, score=0.0, sources=[], why=[])) for f in sibs]
    return items


def _dated_off(top: dict[str, Any], expect: list[dict[str, Any]], current: list[dict[str, Any]]) -> bool:
    """The first item is a record of a coordinate asked, a day from a date asked that no current record holds: the
    write path dated it (a night by its morning, a reading by the day it was told), the ranking did its part."""
    if not top.get("coordinate") or not top.get("date"):
        return False
    day = dt.date.fromisoformat(str(top["date"])[:10])
    for s in expect:
        if s.get("coordinate") != top["coordinate"] or not s.get("date"):
            continue
        want = dt.date.fromisoformat(str(s["date"])[:10])
        if abs((want - day).days) == 1 and not any(matches(s, x) for x in current):
            return True
    return False


def classify(row: dict[str, Any], dictionary: Dictionary) -> str:
    """Where the first relevant item of a miss was lost (see the module's docstring)."""
    expect = row["expect"]["relevant"]
    records, facts = row["stored"]
    current = [r for r in records if not r["superseded"]] + facts
    if not any(matches(s, x) for s in expect for x in current):
        return "not stored" if not any(matches(s, r) for s in expect for r in records) else "superseded only"
    ranked = _ranked(row, dictionary)
    if ranked and _dated_off(ranked[0], expect, current):
        return "not stored: dated a day off"
    for route in ROUTES:
        if route != row["args"][1] and score(row["expect"], _ranked(row, dictionary, route))["rr"] >= 1.0:
            return "read route"
    cands = _candidates(row, dictionary)
    if not any(matches(s, x) for s in expect for x in cands):
        u = row["args"][0]
        coords = {d.value for d in u.coordinates}
        wanted = [s for s in expect if "coordinate" in s]
        stored_hits = [r for r in records if not r["superseded"] and any(matches(s, r) for s in wanted)]
        if stored_hits and u.window is not None and all(c["coordinate"] in coords for c in stored_hits):
            return "understanding: window"
        if stored_hits and not any(r["coordinate"] in coords for r in stored_hits):
            return "understanding: entity/concept"
        return "candidates"
    if not any(matches(s, x) for s in expect for x in ranked):
        u = row["args"][0]
        named = {d.value for d in u.coordinates}
        found = [x for s in expect for x in cands if matches(s, x)]
        if named and all(x["coordinate"] and x["coordinate"] not in named for x in found):
            return "understanding: entity/concept"  # the boundary of the named terms fenced it out
        if u.window is not None and all(x["coordinate"] and x["date"] for x in found):
            return "understanding: window"
        return "fusion: dropped"
    return "fusion: ranked low"


def _load(cache: Path, suites: list[Path]) -> dict[str, list[dict[str, Any]]]:
    return {s.name: pickle.loads((cache / f"{s.name}.pkl").read_bytes()) for s in suites}


def _print_figures(label: str, figs: dict[str, tuple[float, float, int]]) -> None:
    print(label, " ".join(f"{k}: MRR {m:.3f} R@5 {r:.3f} (n={n})" for k, (m, r, n) in figs.items()))


# A row's score under one setting of the grid's weights: a leave-one-suite-out fit scores the same settings on the
# same rows fold after fold, so each is run once.
_MEMO: dict[tuple[int, tuple[float, ...]], dict[str, float]] = {}


def _scored(row: dict[str, Any], dictionary: Dictionary) -> dict[str, float]:
    key = (id(row), tuple(weight(name) for name in GRID))
    if key not in _MEMO:
        _MEMO[key] = score(row["expect"], _ranked(row, dictionary))
    return _MEMO[key]


def _objective(rows: list[dict[str, Any]], dictionary: Dictionary) -> float:
    return sum(_scored(r, dictionary)["rr"] for r in rows) / max(1, len(rows))


def fit(develop: dict[str, list[dict[str, Any]]], dictionary: Dictionary, rounds: int,
        guard: float | None = None) -> dict[str, float]:
    """Coordinate ascent over GRID on the develop MRR; a move must gain more than one scenario's worth of 0.25.
    With `guard`, a move must also lower no develop suite's MRR by more than `guard` (the ship rule, on develop)."""
    rows = list(itertools.chain.from_iterable(develop.values()))
    best = _objective(rows, dictionary)
    per = {name: _objective(r, dictionary) for name, r in develop.items()}
    chosen = {name: weight(name) for name in GRID}
    margin = 0.25 / max(1, len(rows))
    for _ in range(rounds):
        moved = False
        for name, values in GRID.items():
            for value in values:
                if value == chosen[name]:
                    continue
                set_weight(name, value)
                got_per = {n: _objective(r, dictionary) for n, r in develop.items()}
                got = sum(got_per[n] * len(r) for n, r in develop.items()) / max(1, len(rows))
                held = guard is None or all(got_per[n] >= per[n] - guard for n in develop)
                if got > best + margin and held:
                    best, per, chosen[name], moved = got, got_per, value, True
                    print(f"  {name} = {value}: develop MRR {got:.4f}", flush=True)
            set_weight(name, chosen[name])
        if not moved:
            break
    return chosen


def loso(develop: dict[str, list[dict[str, Any]]], dictionary: Dictionary, rounds: int,
         guard: float | None = None) -> tuple[list[tuple[str, dict[str, Any]]], list[dict[str, float]]]:
    """Leave one suite out: for each develop suite S, fit on the others and score S with what was chosen. Returns,
    per row of every S, its score with the shipped weights and with the fold's weights, and each fold's choice."""
    shipped = {name: weight(name) for name in GRID}
    pooled: list[tuple[str, dict[str, Any]]] = []
    choices: list[dict[str, float]] = []
    for held in develop:
        rest = {n: r for n, r in develop.items() if n != held}
        print(f"fold {held}: fit on {len(rest)} suites", flush=True)
        chosen = fit(rest, dictionary, rounds, guard)
        choices.append({n: v for n, v in chosen.items() if v != shipped[n]})
        for row in develop[held]:
            after = _scored(row, dictionary)
            for n, v in shipped.items():
                set_weight(n, v)
            before = _scored(row, dictionary)
            for n, v in chosen.items():
                set_weight(n, v)
            pooled.append((held, {"lang": row["lang"], "rr0": before["rr"], "r0": before["recall"],
                                  "rr1": after["rr"], "r1": after["recall"]}))
        for n, v in shipped.items():
            set_weight(n, v)
        print(f"fold {held}: moved {choices[-1]}", flush=True)
    return pooled, choices


def stage_bin(stage: str) -> str:
    """The three bins of a miss: the relevant item not in the ranking at all, in it below rank 5, or at rank 2-5."""
    if stage == "ranked below 1":
        return "ranked 2-5"
    if stage == "ranked below 5":
        return "recalled below 5"
    return "not recalled"


def census(develop: dict[str, list[dict[str, Any]]], dictionary: Dictionary) -> None:
    """The stage census of `scripts/retrieval_miss_stages.py` on captured recalls (no second recall): per suite
    and language, the misses (rr < 1) in three bins with the reciprocal-rank points they lose, then the stages."""
    from scripts.retrieval_miss_stages import scenario_stage, selector_stage

    bins: Counter[tuple[str, str, str]] = Counter()
    lost: Counter[tuple[str, str, str]] = Counter()
    stages: Counter[tuple[str, str]] = Counter()
    for name, rows in develop.items():
        for row in rows:
            ranked = _ranked(row, dictionary)
            rr = score(row["expect"], ranked)["rr"]
            if rr >= 1.0:
                continue
            records, facts = row["stored"]
            expect = row["expect"]["relevant"]
            by_meaning = any(h.vector_rank is not None for h in row["args"][3])
            cands = _candidates(row, dictionary)
            st = scenario_stage([selector_stage(x, expect, ranked, cands, row["args"][0], by_meaning, records,
                                                facts) for x in expect])
            for key in (name, "all"):
                bins[(key, row["lang"], stage_bin(st))] += 1
                lost[(key, row["lang"], stage_bin(st))] += 1.0 - rr
            stages[(st, row["lang"])] += 1
    for key in [*develop, "all"]:
        print(f"census {key}: " + "; ".join(
            f"{b} " + " / ".join(f"{lang} {bins[(key, lang, b)]} ({lost[(key, lang, b)]:.1f})" for lang in ("en", "ko"))
            for b in ("not recalled", "recalled below 5", "ranked 2-5")))
    for st in sorted({s_ for s_, _ in stages}):
        print(f"  stage {st}: en {stages[(st, 'en')]} / ko {stages[(st, 'ko')]}")


def _print_loso(pooled: list[tuple[str, dict[str, Any]]]) -> None:
    groups: dict[str, list[dict[str, Any]]] = {}
    for suite, x in pooled:
        for key in ("all", x["lang"], suite, f"{suite} {x['lang']}"):
            groups.setdefault(key, []).append(x)
    for key, xs in groups.items():
        n = len(xs)
        print(f"held out {key}: MRR {sum(x['rr0'] for x in xs) / n:.3f} -> {sum(x['rr1'] for x in xs) / n:.3f}  "
              f"R@5 {sum(x['r0'] for x in xs) / n:.3f} -> {sum(x['r1'] for x in xs) / n:.3f} (n={n})")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--cache", type=Path, required=True)
    ap.add_argument("--develop", type=Path, nargs="*", default=[])
    ap.add_argument("--validate", type=Path, nargs="*", default=[])
    ap.add_argument("--capture", action="store_true")
    ap.add_argument("--classify", action="store_true")
    ap.add_argument("--census", action="store_true", help="develop misses by stage (retrieval_miss_stages.py's)")
    ap.add_argument("--fit", action="store_true")
    ap.add_argument("--loso", action="store_true", help="leave one develop suite out: fit without it, score it")
    ap.add_argument("--rounds", type=int, default=2)
    ap.add_argument("--only", default="", help="fit only these weights of the grid (comma-separated)")
    ap.add_argument("--guard", type=float, help="a move may lower no develop suite's MRR by more than this")
    ap.add_argument("--set", default="", help="NAME=value,... applied before scoring")
    ap.add_argument("--json", type=Path, help="develop classification, one line per miss")
    args = ap.parse_args(argv)
    logging.basicConfig(level=logging.WARNING)
    settings = get_settings()
    args.cache.mkdir(parents=True, exist_ok=True)
    with driver_session(settings) as driver:
        service = MemoryService.create(driver, settings)
        dictionary = service.dictionary
        if args.capture:
            for suite, develop in [*((s, True) for s in args.develop), *((s, False) for s in args.validate)]:
                if not (args.cache / f"{suite.name}.pkl").exists():
                    rows = _capture_suite(service, driver, suite, develop)
                    (args.cache / f"{suite.name}.pkl").write_bytes(pickle.dumps(rows))
                    print(f"captured {suite.name}: {len(rows)}", flush=True)
    for pair in filter(None, args.set.split(",")):
        name, value = pair.split("=")
        set_weight(name, float(value))
    dev = _load(args.cache, args.develop)
    val = _load(args.cache, args.validate)
    if args.classify:
        counts: Counter[tuple[str, str]] = Counter()
        lost: Counter[tuple[str, str]] = Counter()
        lines = []
        for name, rows in dev.items():
            for row in rows:
                rr = score(row["expect"], _ranked(row, dictionary))["rr"]
                if rr >= 1.0:
                    continue
                cls = classify(row, dictionary)
                counts[(cls, row["lang"])] += 1
                lost[(cls, row["lang"])] += 1.0 - rr
                lines.append({"suite": name, "id": row["id"], "class": cls, "rr": rr})
        for cls in sorted({c for c, _ in counts}):
            print(f"{cls:32s} " + "  ".join(f"{lang}: {counts[(cls, lang)]} ({lost[(cls, lang)]:.2f})"
                                            for lang in ("en", "ko")))
        if args.json:
            args.json.write_text("".join(json.dumps(x, ensure_ascii=False) + "\n" for x in lines))
    for name in [n for n in GRID if args.only and n not in args.only.split(",")]:
        del GRID[name]
    if args.census:
        census(dev, dictionary)
    every_dev = list(itertools.chain.from_iterable(dev.values()))
    every_val = list(itertools.chain.from_iterable(val.values()))
    if dev:
        _print_figures("develop", _figures(every_dev, dictionary))
    for name, rows in val.items():
        _print_figures(f"validate {name}", _figures(rows, dictionary))
    if val:
        _print_figures("validate (all)", _figures(every_val, dictionary))
    if args.loso:
        pooled, choices = loso(dev, dictionary, args.rounds, args.guard)
        _print_loso(pooled)
        moved = Counter(f"{n}={v}" for c in choices for n, v in c.items())
        print("moves over the folds:", dict(moved))
    if args.fit:
        chosen = fit(dev, dictionary, args.rounds, args.guard)
        print("chosen:", ",".join(f"{k}={v}" for k, v in chosen.items()))
        _print_figures("develop, fitted", _figures(every_dev, dictionary))
        for name, rows in val.items():
            _print_figures(f"validate {name}, fitted", _figures(rows, dictionary))
        if val:
            _print_figures("validate (all), fitted", _figures(every_val, dictionary))
    return 0


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    raise SystemExit(main())
