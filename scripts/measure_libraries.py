"""Measure well-kept libraries against the hand-written rules, offline (gate + extractor, no store).

    PYTHONPATH=$PWD python scripts/measure_libraries.py eval/extract_blind eval/blind ../shared/eval/dev

Backends for negation (the question ``negation.is_negated`` answers: does a cue govern this term?):
``rules`` (the hand rules), ``context`` (ConText as negspacy's negex on a blank spaCy pipeline, English;
Korean keeps the rules) and ``kiwi`` (Korean morphemes from kiwipiepy: a negating adverb 안/못 before the
predicate, or 없다/않다/아니다 after the term, inside the clause; English keeps the rules). Prints strict
record F1, strict field exactness and retain P/R per language for each backend.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Any

from pia_graph.evaluation.metrics import tally
from pia_graph.ingest import negation
from pia_graph.ingest.extract import lifestyle, profile, sleep_exercise, symptom_fields, symptoms_conditions
from pia_graph.ingest.turn_flow import offline_scenario
from pia_graph.ontology import AliasIndex, load_default_dictionary

_USERS = (lifestyle, profile, sleep_exercise, symptoms_conditions, symptom_fields)
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


def run_suite(suite: Path, index: AliasIndex, dictionary: Any) -> dict[str, dict[str, Any]]:
    scenarios = [json.loads(line) for f in sorted(suite.glob("*.jsonl")) for line in f.read_text().splitlines()
                 if line.strip()]
    scenarios = [s for s in scenarios if s["kind"] in ("storage", "gate")]
    preds: dict[str, dict[str, Any]] = {}
    for s in scenarios:
        preds[s["id"]] = offline_scenario(s, index, dictionary)
    return {lang: t.summary() for lang, t in tally(scenarios, preds).items()}


def main(argv: list[str]) -> None:
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
