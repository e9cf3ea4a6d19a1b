"""Is the extractor's own output evidence for the RETAIN gate? Leave-one-suite-out check, nothing written.

    PYTHONPATH=$PWD python scripts/retain_record_evidence.py [--list no_record] [--depth 3]

For every labelled scenario (gate and storage) of the tuning suites (``retain_model_cv.SUITES``) the turn is run
as ``pia eval`` runs it offline (its history first, then ``turn_flow.gate_and_extract``). For the turns the gate
keeps it prints how the keeps without any record, and those whose every record is a bare one (no value, no
time), split between gold true and gold false, per suite. Then it asks whether a veto over the extraction and
the clauses (a conjunction of up to ``--depth`` of the features in ``FEATURES``) would raise precision without
costing recall held out: for each suite S the conjunction that removes the most false keeps net of true keeps on
the other suites (at least one more false than true) is applied to S.

Session 32 (round 20, ``gate20``): no. 321 of 4,663 keeps have no record, 44 of them false and 277 true (the
extractor misses many true keeps: a missed dose with no drug named, a late period, an appointment); a bare
record is almost always true (7 false, 495 true). The best conjunction on all 20 suites at once removes 4 false
keeps for 2 true; held out it removes fewer false keeps than true ones (docs/extraction.md, round 20).
"""

from __future__ import annotations

import argparse
import datetime as dt
import itertools
import json
import logging
import re
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from retain_model_cv import SUITES

from pia_graph.ingest import cues
from pia_graph.ingest.analysed_text import analysed_form
from pia_graph.ingest.clause_verdict import Verdict
from pia_graph.ingest.experiencer import Experiencer
from pia_graph.ingest.extract.pipeline import RulesExtractor
from pia_graph.ingest.hup import turn_key
from pia_graph.ingest.read_model import load_read_model
from pia_graph.ingest.turn_flow import gate_and_extract, offline_turn
from pia_graph.memory.models import detect_lang
from pia_graph.ontology import AliasIndex, load_default_dictionary

# term categories that name an occasion rather than a state (a meal, an activity, a visit, a mood word)
_OCCASION = frozenset({"meal", "activity", "mood", "goal", "visit", "preference", "food", "substance", "profile"})


@dataclass
class Keep:
    suite: str
    text: str
    gold: bool
    features: dict[str, bool]


def _features(text: str, lang: str, gated: Any) -> dict[str, bool]:
    ex = gated.extraction
    records = list(ex.records) if ex is not None else []
    terms = {t for f in (ex.facts if ex is not None else []) for t in f.term_keys}
    kinds = {t.split(":")[0] for t in terms}
    told = [c for c in gated.utterance.clauses if c.verdict == Verdict.STATEMENT]
    cue = any(cues.health_rx(lang).search(c.text) or cues.gate_cues("gate_health", lang).search(c.text) for c in told)
    return {
        "no_record": not records,
        "bare_records_only": bool(records) and all(
            r.value is None and r.date is None and r.start is None and r.month is None and r.year is None
            for r in records),
        "no_term": not terms,
        "occasion_terms_only": kinds <= _OCCASION,
        "no_cue_word": not cue,
        "no_number": not re.search(r"\d", text),
        "relative_only": bool(told) and all(c.experiencer != Experiencer.SELF for c in told),
        "one_statement": len(told) == 1,
        "several_clauses": len(gated.utterance.clauses) > 1,
        "ko": lang == "ko",
    }


def _constant(profile: dict[str, Any]) -> Callable[[], dict[str, Any]]:
    return lambda: profile


def load_keeps() -> list[Keep]:
    dictionary = load_default_dictionary()
    index = AliasIndex.build(dictionary)
    read_model = load_read_model()
    keeps: list[Keep] = []
    for name, folder in SUITES.items():
        for path in sorted(folder.glob("*.jsonl")):
            for line in path.read_text(encoding="utf-8").splitlines():
                s: dict[str, Any] = json.loads(line) if line.strip() else {}
                if s.get("kind") not in ("gate", "storage") or "retain" not in (s.get("expect") or {}):
                    continue
                profile: dict[str, Any] = {**(s.get("user") or {}), "active_regimens": []}
                for turn in s.get("history") or []:
                    got = offline_turn(turn["text"], dt.datetime.fromisoformat(turn["said_at"]), s.get("lang"),
                                       index, dictionary, profile)
                    profile["active_regimens"] += [r["coordinate"] for r in got["records"]
                                                   if r["type"] == "medication_regimen"
                                                   and r.get("status") in (None, "active")]
                text = analysed_form(s["text"])
                lang = s.get("lang") or detect_lang(text)
                said_at = dt.datetime.fromisoformat(s["said_at"])
                gated = gate_and_extract(text, said_at, lang, index=index, dictionary=dictionary,
                                         extractor=RulesExtractor(), profile=_constant(profile),
                                         record_key=turn_key(text, said_at, lang), read_model=read_model)
                if gated.retain.retain:
                    keeps.append(Keep(name, s["text"], bool(s["expect"]["retain"]), _features(text, lang, gated)))
    return keeps


Rule = tuple[str, ...]


def _count(keeps: list[Keep], rule: Rule) -> tuple[int, int]:
    hit = [k for k in keeps if all(k.features[f] for f in rule)]
    false = sum(not k.gold for k in hit)
    return false, len(hit) - false


def best_rule(keeps: list[Keep], depth: int) -> Rule | None:
    names = list(keeps[0].features) if keeps else []
    best: tuple[int, Rule] | None = None
    for n in range(1, depth + 1):
        for rule in itertools.combinations(names, n):
            false, true = _count(keeps, rule)
            if false > true and (best is None or false - true > best[0]):
                best = (false - true, rule)
    return best[1] if best else None


def main() -> int:
    logging.basicConfig(level=logging.WARNING)
    log = logging.getLogger("retain_record_evidence")
    log.setLevel(logging.INFO)
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--depth", type=int, default=3, help="features per conjunction")
    ap.add_argument("--list", default="", help="list the keeps that have this feature")
    args = ap.parse_args()
    keeps = load_keeps()

    def split(feature: str, suite: str | None) -> str:
        return "false {} / true {}".format(*_count([k for k in keeps if suite in (None, k.suite)], (feature,)))

    log.info("keeps %d, false %d", len(keeps), sum(not k.gold for k in keeps))
    for suite in SUITES:
        log.info("%-8s no record: %s; bare records only: %s", suite, split("no_record", suite),
                 split("bare_records_only", suite))
    log.info("all      no record: %s; bare records only: %s", split("no_record", None),
             split("bare_records_only", None))
    removed_false = removed_true = 0
    for suite in SUITES:
        rule = best_rule([k for k in keeps if k.suite != suite], args.depth)
        false, true = _count([k for k in keeps if k.suite == suite], rule) if rule else (0, 0)
        removed_false += false
        removed_true += true
        log.info("held out %-8s rule %s: vetoes %d false keeps, %d true", suite, rule, false, true)
    log.info("held out, all suites: vetoes %d false keeps, %d true", removed_false, removed_true)
    for k in keeps:
        if args.list and k.features.get(args.list):
            log.info("  %s %-8s %s", "T" if k.gold else "F", k.suite, k.text[:100])
    return 0


if __name__ == "__main__":
    sys.exit(main())
