"""The guards every understanding passes, deterministic or model-phrased (pure functions).

- numbers: every number a sentence writes appears in the evidence it cites;
- allergy and constraints: the recommendation names no allergen (by any alias), no drug of an allergen's class,
  and no drug of a class a recorded constraint forbids;
- dose: the recommendation names no dose.
Each check returns the violations it found, with a reason; an empty list passes.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from functools import cache, lru_cache
from pathlib import Path

from pia_graph.ontology import AliasIndex, Dictionary, drug_classes
from pia_graph.paths import project_root

# A number as people write it: "6,000" (thousands), "7.6", "124" in "124/76", "75" in "75mcg"; not the "1"
# of "A1c" (a digit glued to a letter before it is part of a name).
_NUMBER = re.compile(r"(?<![A-Za-z\d.,])\d+(?:,\d{3})*(?:\.\d+)?")
DOSE_PATTERN = re.compile(
    r"\d+(?:[.,]\d+)?\s*(?:mg|mcg|µg|μg|ug|g\b|grams?|iu\b|units?\b|ml\b|cc\b|tablets?|tabs?\b|pills?|caps?\b|"
    r"capsules?|puffs?|drops?|sprays?|patch(?:es)?|밀리그램|마이크로그램|그램|알|정\b|캡슐|포\b|방울|단위)",
    re.IGNORECASE,
)


class Violation(StrEnum):
    NUMBER_NOT_IN_EVIDENCE = "number_not_in_evidence"
    ALLERGEN_NAMED = "allergen_named"
    ALLERGEN_CLASS_NAMED = "allergen_class_named"
    CONSTRAINT_CLASS_NAMED = "constraint_class_named"
    DOSE_NAMED = "dose_named"
    UNKNOWN_CITATION = "unknown_citation"


@dataclass(frozen=True)
class Finding:
    violation: Violation
    detail: str


@dataclass(frozen=True)
class Forbidden:
    """What the recommendation may not name: allergen terms, and drug classes (from allergies or constraints)."""

    terms: Mapping[str, str] = field(default_factory=dict)  # term key → reason
    allergy_classes: Mapping[str, str] = field(default_factory=dict)  # class component → allergen key
    constraint_classes: Mapping[str, str] = field(default_factory=dict)  # class component → constraint rule id


@cache
def _digit_names(names: tuple[str, ...]) -> tuple[str, ...]:
    """The names that hold a digit, lowercased, longest first."""
    return tuple(sorted({n.lower() for n in names if any(c.isdigit() for c in n)}, key=len, reverse=True))


def numbers_in(text: str, names: Iterable[str] = ()) -> list[float]:
    """The numbers written in `text`, leaving out digits inside the given names ("type 2 diabetes")."""
    return list(_numbers(text, names if isinstance(names, tuple) else tuple(names)))


@lru_cache(maxsize=8192)
def _numbers(text: str, names: tuple[str, ...]) -> tuple[float, ...]:
    if not _NUMBER.search(text):
        return ()
    lowered = text.lower()
    for name in _digit_names(names):  # a substring test per name is far cheaper than one big alternation
        if name in lowered:
            text = re.sub(re.escape(name), " ", text, flags=re.IGNORECASE)
            lowered = text.lower()
    return tuple(float(m.group().replace(",", "")) for m in _NUMBER.finditer(text))


def numbers_outside(text: str, evidence: Iterable[str], names: Iterable[str] = ()) -> list[float]:
    """Numbers of `text` that no evidence text contains."""
    names = tuple(names)
    allowed = {n for ev in evidence for n in numbers_in(ev, names)}
    return [n for n in numbers_in(text, names) if n not in allowed]


def check_numbers(
    text: str, cites: Iterable[str], evidence: Mapping[str, str], names: Iterable[str] = ()
) -> list[Finding]:
    cites = list(cites)
    out = [Finding(Violation.UNKNOWN_CITATION, c) for c in cites if c not in evidence]
    stray = numbers_outside(text, [evidence[c] for c in cites if c in evidence], names)
    out.extend(Finding(Violation.NUMBER_NOT_IN_EVIDENCE, _fmt(n)) for n in stray)
    return out


def class_components(drug_class: str | None) -> set[str]:
    """"antiplatelet / NSAID" → {antiplatelet, nsaid}; "COX-2 inhibitor NSAID" → also {nsaid}: the components of
    the one reader (``ontology/drug_classes``) and the head of each that is a cross-reactivity group of the class
    vocabulary (its rows marked ``cross_reactive``)."""
    comps = drug_classes.components(drug_class)
    return set(comps).union(*(drug_classes.heads(c, _cross_reactive()) for c in comps))


@cache
def _cross_reactive() -> tuple[str, ...]:
    """The classes read by their head (``ontology/41_drug_classes.cypher``, rows marked ``cross_reactive``): the
    guard runs on the repository's dictionary."""
    from pia_graph.ontology import load_default_dictionary

    return drug_classes.cross_reactive_classes(load_default_dictionary().concepts)


@cache
def not_allergy_groups(path: Path | None = None) -> frozenset[str]:
    """The classes that group drugs by use, not structure (`ontology/hu2_allergy_classes.tsv`, curators' table)."""
    path = path or project_root() / "ontology" / "hu2_allergy_classes.tsv"
    return frozenset(line.split("\t")[0].strip().lower() for line in path.read_text(encoding="utf-8").splitlines()
                     if line.strip() and not line.startswith("#"))


def allergy_class_components(drug_class: str | None) -> set[str]:
    """The classes an allergy to a drug of `drug_class` extends to: its components that are cross-reactivity groups
    ("antiplatelet / NSAID" → {nsaid}: an aspirin allergy keeps the NSAIDs out, not clopidogrel)."""
    return class_components(drug_class) - not_allergy_groups()


def term_violations(key: str, dictionary: Dictionary, forbidden: Forbidden) -> list[Finding]:
    """Why naming the term `key` in a recommendation is not allowed (empty when it is)."""
    out: list[Finding] = []
    term = dictionary.terms.get(key)
    reports_as = str(term.extra.get("reports_as")) if term and term.extra.get("reports_as") else None
    for k in (key, reports_as):
        if k and k in forbidden.terms:
            out.append(Finding(Violation.ALLERGEN_NAMED, f"{key}: {forbidden.terms[k]}"))
    for comp in class_components(term.drug_class if term else None):
        if comp in forbidden.allergy_classes:
            like = forbidden.allergy_classes[comp]
            out.append(Finding(Violation.ALLERGEN_CLASS_NAMED, f"{key} ({comp}, like {like})"))
        if comp in forbidden.constraint_classes:
            rule = forbidden.constraint_classes[comp]
            out.append(Finding(Violation.CONSTRAINT_CLASS_NAMED, f"{key} ({comp}: {rule})"))
    return out


def named_terms(text: str, index: AliasIndex) -> list[str]:
    """Every term the text names by any alias of either language (each candidate of an ambiguous form)."""
    keys: list[str] = []
    for m in index.match(text):
        keys.extend([m.term_key] if m.term_key else list(m.candidates))
    return list(dict.fromkeys(keys))


def check_recommendation(
    text: str, index: AliasIndex, dictionary: Dictionary, forbidden: Forbidden, also_named: Iterable[str] = ()
) -> list[Finding]:
    """Allergy, constraint and dose checks of the recommendation's text (and the terms it declares it names)."""
    out: list[Finding] = []
    for key in dict.fromkeys([*named_terms(text, index), *also_named]):
        out.extend(term_violations(key, dictionary, forbidden))
    out.extend(Finding(Violation.DOSE_NAMED, m.group()) for m in DOSE_PATTERN.finditer(text))
    return out


def _fmt(n: float) -> str:
    return str(int(n)) if n == int(n) else str(n)
