"""Drug classes as concepts (``ontology/41_drug_classes.cypher``): the words people use for a kind of medicine
("an SSRI", "my beta blocker", "the antidepressant", 혈압약, 스타틴, 항생제), each a concept whose members are the drug
terms of that class.

A class row names classes (``drug_classes``), not drugs: its members are every drug term whose ``drug_class`` has a
component of one of those classes, so a drug added to the dictionary with its class joins the concept with no row
typed. A component is a part of ``drug_class`` split on ' + ' (a combination's parts) and ' / ' (two readings), with
a note in parentheses left off; it is of a class when it is the class's name or ends with it as its last words
(its head: 'tricyclic antidepressant' and 'ssri' are antidepressants when the row names both, 'penicillin
antibiotic' is an antibiotic, 'thiazide diuretic' a diuretic). ``41_drug_classes.cypher`` puts the same members on
the graph with the same rule.

A class said without a drug's name is no record of its own (the develop suites store no regimen for "혈압약
아침에 먹었어요" or "started the new cholesterol pill"): a concept is matched, so the gates know the turn is about
health and a question reaches the class's drugs, and the extractor makes no record of it.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from pia_graph.ontology.model import Term


def components(drug_class: str | None) -> tuple[str, ...]:
    """The parts of a term's ``drug_class``, lower case: split on ' + ' and ' / ', a note in parentheses left off
    ('nsaid (topical)' is 'nsaid')."""
    out: list[str] = []
    for part in (drug_class or "").lower().split(" + "):
        for piece in part.split(" / "):
            piece = piece.split(" (", 1)[0].strip()
            if piece and piece not in out:
                out.append(piece)
    return tuple(out)


def of_class(component: str, name: str) -> bool:
    """Whether a ``drug_class`` component is of the class ``name``: the name itself or its last words."""
    name = name.strip().lower()
    return bool(name) and (component == name or component.endswith(" " + name))


def class_members(names: Iterable[str], terms: Mapping[str, Term]) -> list[str]:
    """The drug terms of the classes ``names``, by key order (the concept's members)."""
    wanted = [n.strip().lower() for n in names if n.strip()]
    return sorted(t.key for t in terms.values()
                  if t.kind == "drug" and any(of_class(c, n) for c in components(t.drug_class) for n in wanted))
