"""Measure well-kept libraries against the hand-written rules, offline (gate + extractor, no store).

    PYTHONPATH=$PWD python scripts/measure_libraries.py eval/extract_blind eval/blind ../shared/eval/dev

Backends for negation (the question ``negation.is_negated`` answers: does a cue govern this term?):
``rules`` (the hand rules), ``context`` (ConText as negspacy's negex on a blank spaCy pipeline, English;
Korean keeps the rules) and ``kiwi`` (Korean morphemes from kiwipiepy: a negating adverb 안/못 before the
predicate, or 없다/않다/아니다 after the term, inside the clause; English keeps the rules). Prints strict
record F1, strict field exactness and retain P/R per language for each backend.

    PYTHONPATH=$PWD .venv2/bin/python scripts/measure_libraries.py --attributes [--disagreements] SUITE...

``--attributes`` measures the clause attributes instead (``clause_attributes``: hypothetical, experiencer, hedged,
resolved) against medspacy's ConText (its default rules, on a blank spaCy pipeline, one doc per sentence of the
analysed utterance, the alias matches as targets; English only, Korean keeps the rules): each attribute swapped
alone, then all four (``context_attributes.py``). It prints the figures, the count of clause decisions where
ConText and the rules disagree, how many scenarios each side gets right where their predictions differ,
ConText's load time and the per-turn cost. ``--disagreements`` lists each disagreement: tuning suites only, never
pass it with a held-out suite.
"""

from __future__ import annotations

import json
import sys
import time
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Any

from pia_graph.evaluation.metrics import tally
from pia_graph.ingest import negation
from pia_graph.ingest.clause_attributes import ATTRIBUTES, RULES, ClauseAttributes
from pia_graph.ingest.extract import alcohol, meals, profile, sleep_exercise, symptom_fields, symptoms_conditions
from pia_graph.ingest.turn_flow import offline_scenario
from pia_graph.ontology import AliasIndex, load_default_dictionary

_USERS = (meals, alcohol, profile, sleep_exercise, symptoms_conditions, symptom_fields)
Negated = Callable[[str, int, int, str], bool]


@cache
def _negex() -> Any:
    import spacy
    from negspacy.negation import Negex  # noqa: F401  (registers the "negex" factory)
    from negspacy.termsets import termset

    nlp = spacy.blank("en")
    nlp.add_pipe("sentencizer")
    nlp.add_pipe("negex", config={"neg_termset": termset("en_clinical").get_patterns(), "ent_types": ["TERM"]})
    return nlp


def context_negated(clause: str, start: int, end: int, lang: str) -> bool:
    if lang == "ko":
        return negation.is_negated(clause, start, end, lang)
    nlp = _negex()
    doc = nlp.make_doc(clause)
    span = doc.char_span(start, end, label="TERM", alignment_mode="expand")
    if span is None:
        return False
    doc.ents = [span]
    doc = nlp.get_pipe("negex")(nlp.get_pipe("sentencizer")(doc))
    return bool(doc.ents[0]._.negex)


@cache
def _kiwi() -> Any:
    from kiwipiepy import Kiwi

    return Kiwi()


def kiwi_negated(clause: str, start: int, end: int, lang: str) -> bool:
    if lang != "ko":
        return negation.is_negated(clause, start, end, lang)
    tokens = _kiwi().tokenize(clause)
    after = [t for t in tokens if t.start >= end]
    # the predicate that governs the term: the first verb or adjective after it, and what negates it
    for i, t in enumerate(after):
        if t.tag in ("VA", "VX", "VCN") and t.form in ("없", "않", "아니"):
            return True
        if t.tag == "MAG" and t.form in ("안", "못", "전혀") and i + 1 < len(after):
            return True
        if t.tag.startswith("V") or t.tag in ("EF", "EC"):
            return False
    return False


BACKENDS: dict[str, Negated] = {"rules": negation.is_negated, "context": context_negated, "kiwi": kiwi_negated}


def _use(fn: Negated) -> None:
    for module in _USERS:
        if hasattr(module, "is_negated"):
            module.is_negated = fn  # type: ignore[attr-defined]


def _scenarios(suite: Path) -> list[dict[str, Any]]:
    out = [json.loads(line) for f in sorted(suite.glob("*.jsonl")) for line in f.read_text().splitlines()
           if line.strip()]
    return [s for s in out if s["kind"] in ("storage", "gate")]


def run_suite(suite: Path, index: AliasIndex, dictionary: Any) -> dict[str, dict[str, Any]]:
    scenarios = _scenarios(suite)
    preds: dict[str, dict[str, Any]] = {}
    for s in scenarios:
        preds[s["id"]] = offline_scenario(s, index, dictionary)
    return {lang: t.summary() for lang, t in tally(scenarios, preds).items()}


def _predict(scenarios: list[dict[str, Any]], backend: ClauseAttributes, index: AliasIndex,
             dictionary: Any) -> tuple[dict[str, dict[str, Any]], float]:
    token = ATTRIBUTES.set(backend)
    try:
        t0 = time.process_time()  # CPU time: the machine is shared, wall time says more of the others' load
        preds = {s["id"]: offline_scenario(s, index, dictionary) for s in scenarios}
        return preds, (time.process_time() - t0) * 1000 / max(1, len(scenarios))
    finally:
        ATTRIBUTES.reset(token)


def _right(scenario: dict[str, Any], pred: dict[str, Any]) -> bool:
    """Every expected record matched strictly, none extra, and the retain decision as expected."""
    s = tally([scenario], {scenario["id"]: pred})["all"]
    rec = s.records
    retain_ok = s.retain.accuracy in (None, 1.0)
    return retain_ok and rec.strict_tp == rec.expected == rec.predicted


_KEYS = ("strict_record_f1", "strict_field_exactness", "retain_precision", "retain_recall")


def _cells(res: dict[str, Any]) -> str:
    return " ".join(f"{k}={res[k]:.3f}" if isinstance(res[k], float) else f"{k}=-" for k in _KEYS)


def measure_attributes(suites: list[str], show: bool) -> None:
    import context_attributes as cx

    dictionary = load_default_dictionary()
    index = AliasIndex.build(dictionary)
    cx.categories()
    print(f"ConText load (spaCy + medspacy, default rules): {cx.LOAD_S[0]:.1f} s wall, {cx.LOAD_S[1]:.1f} s CPU; "
          f"categories {cx.categories()}", flush=True)
    variants = [(a,) for a in cx.ATTRIBUTES] + [cx.ATTRIBUTES]
    for suite in suites:
        scenarios = [s for s in _scenarios(Path(suite)) if (s.get("lang") or "en") == "en"]
        _predict(scenarios, RULES, index, dictionary)  # warm the caches, so that the timings compare
        base, ms = _predict(scenarios, RULES, index, dictionary)
        name = Path(suite).name
        print(f"rules    {name:16s} en {_cells(tally(scenarios, base)['en'].summary())} per_turn_cpu_ms={ms:.1f}")
        for use in variants:
            cx.DISAGREEMENTS.clear()
            cx.SPENT_S[0] = 0.0
            for a in cx.DECISIONS:
                cx.DECISIONS[a] = 0
            preds, ms = _predict(scenarios, cx.ContextAttributes(use), index, dictionary)
            label = "+".join(use) if len(use) == 1 else "all4"
            differ = [s for s in scenarios if json.dumps(preds[s["id"]], sort_keys=True, default=str)
                      != json.dumps(base[s["id"]], sort_keys=True, default=str)]
            ctx_right = sum(_right(s, preds[s["id"]]) and not _right(s, base[s["id"]]) for s in differ)
            rules_right = sum(_right(s, base[s["id"]]) and not _right(s, preds[s["id"]]) for s in differ)
            decisions = sum(cx.DECISIONS.values())
            print(f"context  {name:16s} en {_cells(tally(scenarios, preds)['en'].summary())} per_turn_cpu_ms={ms:.1f} "
                  f"context_cpu_ms={cx.SPENT_S[0] * 1000 / max(1, len(scenarios)):.1f} "
                  f"[{label}] decisions={decisions} disagree={len(cx.DISAGREEMENTS)} "
                  f"scenarios_changed={len(differ)} context_right={ctx_right} rules_right={rules_right}", flush=True)
            if show and len(use) == 1:
                for d in cx.DISAGREEMENTS:
                    print(f"    {d.attribute}: rules={d.rules} context={d.context} | {d.clause!r} in {d.sentence!r}")
                for s in differ:
                    verdict = {(True, True): "both", (True, False): "context", (False, True): "rules",
                               (False, False): "neither"}[(_right(s, preds[s["id"]]), _right(s, base[s["id"]]))]
                    print(f"    changed {s['id']}: right={verdict} | {s['text'][:140]!r}")


def main(argv: list[str]) -> None:
    if "--attributes" in argv:
        measure_attributes([a for a in argv if not a.startswith("--")], "--disagreements" in argv)
        return
    dictionary = load_default_dictionary()
    index = AliasIndex.build(dictionary)
    keys = ("strict_record_f1", "strict_field_exactness", "retain_precision", "retain_recall")
    for name, fn in BACKENDS.items():
        _use(fn)
        for suite in argv:
            res = run_suite(Path(suite), index, dictionary)
            for lang in ("all", "en", "ko"):
                if lang in res:
                    cells = " ".join(f"{k}={res[lang][k]:.3f}" if isinstance(res[lang][k], float) else f"{k}=-"
                                     for k in keys)
                    print(f"{name:8s} {Path(suite).name:14s} {lang:3s} {cells}", flush=True)
    _use(negation.is_negated)


if __name__ == "__main__":
    main(sys.argv[1:])
