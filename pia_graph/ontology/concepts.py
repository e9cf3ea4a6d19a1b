"""Concept expansion: a panel or condition tag to the terms it stands for (pure)."""

from __future__ import annotations

from pia_graph.ontology.model import Dictionary, TermLink


def expand(dictionary: Dictionary, concept_key: str, include_related: bool = True) -> list[TermLink]:
    """The terms of a concept, primary ones first, in the order the script lists them.

    ``expand(d, 'concept:diabetes')`` gives fasting glucose and HbA1c as primary. An unknown key gives [].
    """
    concept = dictionary.concepts.get(concept_key)
    if concept is None:
        return []
    primary = [m for m in concept.members if m.role == "primary"]
    related = [m for m in concept.members if m.role == "related"] if include_related else []
    return primary + related


def concepts_of(dictionary: Dictionary, term_key: str) -> list[TermLink]:
    """The concepts a term is tagged with."""
    return [m for c in dictionary.concepts.values() for m in c.members if m.term_key == term_key]
