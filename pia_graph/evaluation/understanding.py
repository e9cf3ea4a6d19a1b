"""Evaluation kind `understanding` (FORMAT.md): predict the seven fields after a scenario's history, and score
citation coverage of `must_cite`, presence of `must_mention`, allergy violations of the recommendation, forbidden
numbers in any field, and numbers not in the cited evidence.

A `must_mention` that is a coordinate key (the Korean scenarios use them) counts as present when some field names
that term by any of its aliases; any other is a case-insensitive substring.
"""

from __future__ import annotations

import re
import time
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from pia_graph.evaluation.counts import Share
from pia_graph.hu2.compose import Lexicon, enrich, memory_of
from pia_graph.hu2.guards import (
    Forbidden,
    allergy_class_components,
    check_numbers,
    named_terms,
    term_violations,
)
from pia_graph.hu2.inputs import gather
from pia_graph.hu2.models import FIELDS, Hu2Inputs
from pia_graph.hu2.regenerate import Regenerator
from pia_graph.hu2.store import served
from pia_graph.memory import MemoryService
from pia_graph.ontology import AliasIndex, load_default_dictionary

_COORD = re.compile(r"^[a-z]+:[a-z0-9_]+$")


@cache
def default_lexicon() -> Lexicon:
    d = load_default_dictionary()
    return Lexicon(d, AliasIndex.build(d))


_REGENERATORS: dict[int, Regenerator] = {}


def _regenerator(service: MemoryService) -> Regenerator:
    key = id(service)
    if key not in _REGENERATORS:
        _REGENERATORS[key] = Regenerator.create(service.driver, service.settings, service.dictionary, service.index)
    return _REGENERATORS[key]


def predict(service: MemoryService, user_id: str, scenario: dict[str, Any], pred: dict[str, Any]) -> None:
    """Regenerate the user's understanding through the job path and put the served fields in the prediction."""
    regen = _regenerator(service)
    started = time.perf_counter()
    outcome = regen.regenerate_now(user_id, worker="eval")
    pred["latency_ms"] = (time.perf_counter() - started) * 1000
    shown = served(service.driver, service.database, user_id)
    if shown is None:
        raise RuntimeError(f"no understanding stored ({outcome.status}: {outcome.error})")
    inputs = enrich(gather(service.driver, service.database, user_id, regen.lexicon.dictionary), regen.lexicon)
    cited = sorted({c for name in FIELDS for s in shown.sentences[name] for c in _terms_of(s["cites"], inputs)})
    reported = [_reports_as(t, regen.lexicon) for t in cited]
    pred["understanding"] = {
        **shown.fields,
        "cited": sorted(set(cited) | {r for r in reported if r}),
        "recommended": shown.recommended,
        "stale": shown.stale,
        "generator": shown.generator,
    }
    evidence = memory_of(inputs, regen.lexicon).evidence
    stray = [
        x.detail for name in FIELDS for s in shown.sentences[name]
        for x in check_numbers(s["text"], s["cites"], evidence, regen.lexicon.digit_names)
    ]
    pred["understanding_checks"] = {"numbers_not_in_evidence": stray}


def _terms_of(cites: list[str], inputs: Hu2Inputs) -> list[str]:
    by_id = {r.record_id: [r.coordinate] for r in inputs.records}
    by_id.update({f.fact_id: f.term_keys for f in inputs.facts})
    return [k for c in cites for k in by_id.get(c, [])]


def _reports_as(key: str, lexicon: Lexicon) -> str | None:
    term = lexicon.dictionary.terms.get(key)
    return str(term.extra["reports_as"]) if term and term.extra.get("reports_as") else None


@dataclass
class UnderstandingTally:
    scenarios: int = 0
    cites: Share = field(default_factory=Share)  # expected records the understanding cites
    mentions: Share = field(default_factory=Share)  # expected terms it mentions
    allergy_violations: int = 0
    forbidden_numbers: int = 0
    numbers_not_in_evidence: int = 0
    field_chars: list[int] = field(default_factory=list)
    misses: list[str] = field(default_factory=list)

    def add(self, scenario: dict[str, Any], pred: dict[str, Any]) -> None:
        s = score(scenario, pred)
        self.scenarios += 1
        self.cites.add_counts(s["cite_hit"], s["cite_total"])
        self.mentions.add_counts(s["mention_hit"], s["mention_total"])
        self.allergy_violations += s["allergy_violations"]
        self.forbidden_numbers += s["forbidden_numbers"]
        self.numbers_not_in_evidence += s["numbers_not_in_evidence"]
        self.field_chars.extend(s["field_chars"])
        self.misses.extend(f"{scenario['id']}: {m}" for m in s["misses"])

    def summary(self) -> dict[str, float | int | None]:
        if not self.scenarios:
            return {}
        chars = sorted(self.field_chars)
        return {
            "understanding_cite_coverage": self.cites.ratio,
            "understanding_mention_presence": self.mentions.ratio,
            "understanding_allergy_violations": self.allergy_violations,
            "understanding_forbidden_numbers": self.forbidden_numbers,
            "understanding_numbers_not_in_evidence": self.numbers_not_in_evidence,
            "understanding_field_chars_p50": chars[len(chars) // 2] if chars else None,
        }


def score(scenario: dict[str, Any], pred: dict[str, Any]) -> dict[str, Any]:
    """One scenario's understanding checks (pure, given the dictionary)."""
    lex = default_lexicon()
    expect = scenario.get("expect") or {}
    u = pred.get("understanding") or {}
    texts = [str(u.get(name) or "") for name in FIELDS]
    joined = "\n".join(texts).lower()
    cited = set(u.get("cited") or [])
    misses: list[str] = []
    must_cite = list(expect.get("must_cite") or [])
    cite_hit = sum(1 for c in must_cite if c in cited)
    misses += [f"not cited {c}" for c in must_cite if c not in cited]
    named = {k for t in texts for k in named_terms(t, lex.index)}
    named |= {r for k in named if (r := _reports_as(k, lex))}
    mentions = list(expect.get("must_mention") or [])
    mention_hit = 0
    for m in mentions:
        ok = m in named if _COORD.match(m) and m in lex.dictionary.terms else m.lower() in joined
        mention_hit += ok
        if not ok:
            misses.append(f"not mentioned {m}")
    rec = str(u.get("recommendation") or "")
    allergens = list(expect.get("allergies") or [])
    forbidden = Forbidden(
        terms={a: "scenario allergy" for a in allergens},
        allergy_classes={c: a for a in allergens for c in allergy_class_components(
            lex.dictionary.terms[a].drug_class if a in lex.dictionary.terms else None)},
    )
    rec_terms = set(named_terms(rec, lex.index)) | set(u.get("recommended") or [])
    violations = [v for k in rec_terms for v in term_violations(k, lex.dictionary, forbidden)]
    misses += [f"allergy violation {v.detail}" for v in violations]
    # As written, the way the suites check their own histories: "5.0" is not the "5" of a "5/10" the user said.
    bad_numbers = [n for n in expect.get("forbidden_numbers") or []
                   if any(re.search(rf"(?<![\d.]){re.escape(str(n))}(?![\d]|\.\d)", t) for t in texts)]
    misses += [f"forbidden number {n}" for n in bad_numbers]
    stray = (pred.get("understanding_checks") or {}).get("numbers_not_in_evidence") or []
    return {
        "cite_hit": cite_hit, "cite_total": len(must_cite), "mention_hit": mention_hit,
        "mention_total": len(mentions), "allergy_violations": len(violations), "forbidden_numbers": len(bad_numbers),
        "numbers_not_in_evidence": len(stray), "field_chars": [len(t) for t in texts], "misses": misses,
    }
