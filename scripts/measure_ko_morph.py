"""Measure the Korean analyser (kiwipiepy) against the particle rules, offline (gate + extractor, no store).

    PYTHONPATH=$PWD:$PWD/.kiwi python scripts/measure_ko_morph.py SUITE_DIR... [--diff]

For each backend (``rules``: ``PIA_KO_MORPH=rules``, the hand rules; ``kiwi``: kiwipiepy's morphemes where the
particle list does not cover a glued word) prints, per suite and language, strict record F1, strict field
exactness, retain precision / recall (storage and gate scenarios, ``turn_flow.offline_scenario``), READ recall
and route accuracy (gate scenarios, ``read_model.decide``), and the p50 / p95 of the per-turn analysis
(``utterance.analyse``) in ms. ``--diff`` lists the scenarios whose predictions differ between the two (never use
it on a held-out suite). The retrieval figures need the store: ``pia eval --kind retrieval`` with and without
``PIA_KO_MORPH=rules``.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

from pia_graph.config import get_settings
from pia_graph.evaluation.metrics import tally
from pia_graph.ingest.analysed_text import analysed_form
from pia_graph.ingest.read_model import decide, load_read_model
from pia_graph.ingest.turn_flow import offline_scenario
from pia_graph.ingest.utterance import analyse
from pia_graph.ontology import AliasIndex, ko_morph, load_default_dictionary

KEYS = ("strict_record_f1", "strict_field_exactness", "retain_precision", "retain_recall")


def _scenarios(suite: Path) -> list[dict[str, Any]]:
    rows = [json.loads(line) for f in sorted(suite.glob("*.jsonl")) for line in f.read_text().splitlines()
            if line.strip()]
    return [s for s in rows if s.get("kind") in ("storage", "gate")]


def _gate(scenarios: list[dict[str, Any]], index: AliasIndex, dictionary: Any, model: Any) -> dict[str, Counter[str]]:
    out: defaultdict[str, Counter[str]] = defaultdict(Counter)
    for sc in scenarios:
        if sc["kind"] != "gate" or not sc["expect"].get("read"):
            continue
        lang = sc.get("lang", "en")
        text = analysed_form(sc["text"])
        read = decide(text, lang, model, utterance=analyse(text, lang, index=index, dictionary=dictionary))
        for key in ("all", lang):
            out[key]["routed"] += 1
            out[key]["read_tp"] += read.read
            out[key]["route_ok"] += read.read and read.route == sc["expect"].get("route")
    return out


def _latency_ms(scenarios: list[dict[str, Any]], index: AliasIndex, dictionary: Any, lang: str) -> list[float]:
    out = []
    for sc in scenarios:
        if sc.get("lang", "en") != lang:
            continue
        text = analysed_form(sc["text"])
        t0 = time.perf_counter()
        analyse(text, lang, index=index, dictionary=dictionary)
        out.append((time.perf_counter() - t0) * 1000)
    return out


def _use(backend: str) -> None:
    import os

    os.environ["PIA_KO_MORPH"] = backend
    get_settings.cache_clear()  # the choice is read through the cached settings
    ko_morph.analyser()  # load (once) outside the timings


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("suites", nargs="+", type=Path)
    parser.add_argument("--diff", action="store_true")
    args = parser.parse_args()
    dictionary = load_default_dictionary()
    index = AliasIndex.build(dictionary)
    model = load_read_model()
    for suite in args.suites:
        scenarios = _scenarios(suite)
        preds: dict[str, dict[str, dict[str, Any]]] = {}
        for backend in ("rules", "kiwi"):
            _use(backend)
            # the analysis timed first, so that no analysis of these texts is cached yet
            latency = {lang: sorted(_latency_ms(scenarios, index, dictionary, lang)) for lang in ("en", "ko")}
            preds[backend] = {s["id"]: offline_scenario(s, index, dictionary) for s in scenarios}
            res = {lang: t.summary() for lang, t in tally(scenarios, preds[backend]).items()}
            gate = _gate(scenarios, index, dictionary, model)
            for lang in ("all", "en", "ko"):
                if lang not in res:
                    continue
                cells = " ".join(f"{k}={res[lang][k]:.3f}" if isinstance(res[lang][k], float) else f"{k}=-"
                                 for k in KEYS)
                g = gate[lang]
                if g["routed"]:
                    cells += f" read_recall={g['read_tp'] / g['routed']:.3f} route={g['route_ok'] / g['routed']:.3f}"
                ms = latency.get(lang)
                if ms:
                    cells += (f" analyse_p50={statistics.median(ms):.2f}ms"
                              f" p95={ms[int(0.95 * (len(ms) - 1))]:.2f}ms")
                print(f"{backend:5s} {suite.name:16s} {lang:3s} {cells}", flush=True)
        if args.diff:
            for sid, before in preds["rules"].items():
                after = preds["kiwi"][sid]
                if before.get("records") != after.get("records") or before.get("retain") != after.get("retain"):
                    print(f"  DIFF {sid}\n    rules {json.dumps(before.get('records'), ensure_ascii=False)}"
                          f"\n    kiwi  {json.dumps(after.get('records'), ensure_ascii=False)}")
    _use("rules")


if __name__ == "__main__":
    main()
