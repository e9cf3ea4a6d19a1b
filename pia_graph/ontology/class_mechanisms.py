"""Mechanisms by drug class and indication (``ontology/63_mechanisms_by_class.cypher``), expanded over the drug terms.

A row names a class (one component of a term's ``drug_class``: 'statin' matches 'statin + cholesterol absorption
inhibitor') and/or an indication (a condition among the term's ``indications``); every drug term that matches acts
on the row's effect. A drug's own rows (60-62) win over a class row for the same (effect, direction, cause_state),
and among class rows the first in file order wins: the same rule the script's ``MERGE`` follows in the graph.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from pia_graph.ontology.drug_classes import components
from pia_graph.ontology.model import ClassMechanism, Mechanism, Term


def class_components(drug_class: str | None) -> frozenset[str]:
    """The classes a term's ``drug_class`` names: the components of the one reader (``ontology/drug_classes``)."""
    return frozenset(components(drug_class))


def class_row(row: dict[str, Any], file: str) -> ClassMechanism:
    return ClassMechanism(
        drug_class=str(row.get("drug_class") or "").strip().lower(),
        indication=str(row.get("indication") or ""),
        effect=str(row["effect"]),
        direction=row["direction"],
        min_lag=str(row.get("min_lag") or ""),
        max_lag=str(row.get("max_lag") or ""),
        source=str(row.get("source") or ""),
        cause_state=str(row.get("cause_state") or ""),
        note=str(row.get("note") or ""),
        file=file,
        not_drugs=tuple(str(k) for k in row.get("not_drugs") or []),
    )


def matches(row: ClassMechanism, term: Term) -> bool:
    """Whether a drug term is reached by the row: its class and its indication, where the row names them."""
    if term.kind != "drug" or not (row.drug_class or row.indication) or term.key in row.not_drugs:
        return False
    if row.drug_class and not class_components(row.drug_class) <= class_components(term.drug_class):
        return False
    return not row.indication or row.indication in term.indications


def expand(rows: Iterable[ClassMechanism], terms: dict[str, Term],
           mechanisms: Iterable[Mechanism]) -> list[Mechanism]:
    """The per-drug mechanisms the class rows add (each with its route in ``via``), none that a drug's own row or
    an earlier class row already says."""
    seen = {(m.cause, m.effect, m.direction, m.cause_state) for m in mechanisms}
    out: list[Mechanism] = []
    drugs = sorted((t for t in terms.values() if t.kind == "drug"), key=lambda t: t.key)
    for row in rows:
        if row.effect not in terms:
            continue
        for term in drugs:
            key = (term.key, row.effect, row.direction, row.cause_state)
            if key in seen or not matches(row, term):
                continue
            seen.add(key)
            out.append(Mechanism(term.key, row.effect, row.direction, row.min_lag, row.max_lag, row.source,
                                 row.cause_state, row.note, row.file, row.via))
    return out


def reached(row: ClassMechanism, terms: dict[str, Term]) -> list[str]:
    """The drug terms a row reaches (for the dictionary check: a row that reaches none is a curator's slip)."""
    return sorted(t.key for t in terms.values() if matches(row, t))
