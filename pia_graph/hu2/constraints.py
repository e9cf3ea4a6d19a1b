"""Medical constraints of one user (pure): allergies, and the contraindication rules their memory triggers.

Allergies come from allergy records and from the user's own statements (a turn that says "allergic" and
names a drug or food: "amoxicillin gives me a rash all over, allergic"). Contraindications come from the
curators' table `ontology/hu2_contraindications.tsv`: a condition or status that is current, a latest lab value
below a cut (the kidney-function band), or an active regimen of a class.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from pia_graph.hu2.facts_view import latest
from pia_graph.hu2.guards import Forbidden, allergy_class_components, class_components
from pia_graph.hu2.models import EvidenceRecord, Hu2Inputs
from pia_graph.hu2.reactions import Reaction
from pia_graph.ingest.extract.profile import _ALLERGY_CUE
from pia_graph.ontology import Dictionary
from pia_graph.ontology.drug_classes import holds
from pia_graph.ontology.drug_classes import parts as class_parts
from pia_graph.paths import project_root

_ALLERGEN_KINDS = ("drug:", "food:", "substance:")
_NEGATED_ALLERGY = re.compile(r"\bno\s+(?:known\s+)?allerg|\bnot\s+allergic|알레르기\s*(?:는|가|도)?\s*없", re.I)
_TEST_CUT = re.compile(r"^(test:[a-z0-9_]+)<(\d+(?:\.\d+)?)$")
# "profile:pregnancy=breastfeeding": the newest record of the coordinate says that value
_VALUE_IS = re.compile(r"^([a-z_]+:[a-z0-9_]+)=([a-z_]+)$")


def negated_allergy(said: str) -> bool:
    """The statement denies an allergy ("no known allergies", "알레르기는 없어요")."""
    return bool(_NEGATED_ALLERGY.search(said))


@dataclass(frozen=True)
class Allergy:
    key: str
    cites: tuple[str, ...]
    source: str  # "record" or "statement"


@dataclass(frozen=True)
class ContraRule:
    rule_id: str
    trigger: str
    drug_class: str
    reason_en: str
    reason_ko: str


@dataclass(frozen=True)
class Constraint:
    rule_id: str
    drug_class: str
    reason: str
    cites: tuple[str, ...]


@cache
def contraindication_rules(path: Path | None = None) -> tuple[ContraRule, ...]:
    path = path or project_root() / "ontology" / "hu2_contraindications.tsv"
    rules = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        rule_id, trigger, drug_class, reason_en, reason_ko = line.split("\t")
        rules.append(ContraRule(rule_id, trigger, drug_class, reason_en, reason_ko))
    return tuple(rules)


# A drug a statement names beside an allergy as its treatment is no allergen of it ("peanut allergy, carry an
# epipen"): the dictionary's drug class says which drugs treat an allergic reaction.
_TREATS_ALLERGY_CLASS = ("antihistamine", "anaphylaxis rescue")


def treats_allergy(key: str, dictionary: Dictionary | None) -> bool:
    """Whether the dictionary classes a drug as a treatment of allergic reactions (antihistamine, rescue): a part of
    its class, note included ('adrenergic agonist (anaphylaxis rescue)'), holds the words."""
    drug_class = _class_of(key, dictionary) if dictionary is not None else None
    return any(holds(p.lower(), word) for p in class_parts(drug_class) for word in _TREATS_ALLERGY_CLASS)


def allergies(inputs: Hu2Inputs, reported: Sequence[Reaction] = (),
              dictionary: Dictionary | None = None) -> list[Allergy]:
    """Every allergen of the user with what says so: records first, then statements that say "allergic" (less
    the drugs they name as the allergy's treatment, read with the dictionary), then allergic-type reactions the
    user reports (`reactions.reactions`)."""
    found: dict[str, list[str]] = {}
    source: dict[str, str] = {}
    for r in inputs.records:
        if r.type == "allergy" and not r.negated:
            found.setdefault(r.coordinate, []).append(r.record_id)
            source.setdefault(r.coordinate, "record")
    for f in inputs.facts:
        said = f.turn_text or f.text
        if not _ALLERGY_CUE.search(said) or _NEGATED_ALLERGY.search(said) or said.rstrip().endswith("?"):
            continue
        for key in f.term_keys:
            if key.startswith(_ALLERGEN_KINDS) and not treats_allergy(key, dictionary):
                found.setdefault(key, []).append(f.fact_id)
                source.setdefault(key, "statement")
    for x in reported:
        if x.allergic:
            found.setdefault(x.key, []).extend(x.cites)
            source.setdefault(x.key, "reaction")
    return [Allergy(k, tuple(dict.fromkeys(v)), source[k]) for k, v in found.items()]


def merge_reported(allergy_list: list[Allergy], dictionary: Dictionary) -> list[Allergy]:
    """An allergen that reports as another ("prawn" as shellfish) joins it, when the user has both."""
    by_key = {a.key: a for a in allergy_list}
    out: dict[str, Allergy] = {}
    for a in allergy_list:
        term = dictionary.terms.get(a.key)
        parent = str(term.extra.get("reports_as")) if term and term.extra.get("reports_as") else None
        key = parent if parent and parent in by_key else a.key
        prev = out.get(key)
        src = by_key[key].source if key in by_key else a.source
        out[key] = Allergy(key, tuple(dict.fromkeys((*(prev.cites if prev else ()), *a.cites))), src)
    return list(out.values())


def _current(records: list[EvidenceRecord], coordinate: str) -> list[EvidenceRecord]:
    return [
        r for r in records
        if r.coordinate == coordinate and not r.negated and r.status not in ("resolved", "ended", "stopped")
        and r.type != "family_history"
    ]


def _latest(records: list[EvidenceRecord], coordinate: str) -> EvidenceRecord | None:
    vals = [r for r in records if r.coordinate == coordinate and isinstance(r.value, float | int)]
    return latest(vals) if vals else None


def _newest(records: list[EvidenceRecord], coordinate: str) -> EvidenceRecord | None:
    recs = [r for r in records if r.coordinate == coordinate]
    return latest(recs) if recs else None


def constraints(inputs: Hu2Inputs, dictionary: Dictionary, rules: tuple[ContraRule, ...] | None = None
                ) -> list[Constraint]:
    """The contraindication rules that hold for this user, each with the records behind it."""
    out: list[Constraint] = []
    for rule in rules if rules is not None else contraindication_rules():
        cites: list[str] = []
        cut = _TEST_CUT.match(rule.trigger)
        if cut:
            latest = _latest(inputs.records, cut.group(1))
            if latest is not None and isinstance(latest.value, float | int) and latest.value < float(cut.group(2)):
                cites = [latest.record_id]
        elif (said := _VALUE_IS.match(rule.trigger)) is not None:
            newest = _newest(inputs.records, said.group(1))
            if newest is not None and not newest.negated and newest.value == said.group(2):
                cites = [newest.record_id]
        elif rule.trigger.startswith("class:"):
            wanted = rule.trigger.removeprefix("class:").lower()
            cites = [
                r.record_id for r in inputs.records
                if r.type == "medication_regimen" and r.status != "stopped" and not r.negated
                and wanted in class_components(_class_of(r.coordinate, dictionary))
            ]
        else:
            cites = [r.record_id for r in _current(inputs.records, rule.trigger)]
        if cites:
            reason = rule.reason_ko if inputs.lang == "ko" else rule.reason_en
            out.append(Constraint(rule.rule_id, rule.drug_class, reason, tuple(cites)))
    return out


def _class_of(key: str, dictionary: Dictionary) -> str | None:
    term = dictionary.terms.get(key)
    return term.drug_class if term else None


def forbidden(allergy_list: list[Allergy], constraint_list: list[Constraint], dictionary: Dictionary,
              reported: Sequence[Reaction] = ()) -> Forbidden:
    terms = {x.key: "reaction" for x in reported}
    terms.update({a.key: f"allergy ({a.source})" for a in allergy_list})
    allergy_classes: dict[str, str] = {}
    for a in allergy_list:
        for comp in allergy_class_components(_class_of(a.key, dictionary)):
            allergy_classes.setdefault(comp, a.key)
    constraint_classes: dict[str, str] = {}
    for c in constraint_list:
        for cls in c.drug_class.split("|"):
            for comp in class_components(cls):
                constraint_classes.setdefault(comp, c.rule_id)
    return Forbidden(terms=terms, allergy_classes=allergy_classes, constraint_classes=constraint_classes)
