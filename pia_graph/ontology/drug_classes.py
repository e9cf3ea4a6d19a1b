"""The one reader of a drug's ``drug_class`` and the one class vocabulary (``ontology/41_drug_classes.cypher``).

Every consumer of a drug's class reads it here: the gate's class concepts, the read path's class words
(``retrieve/term_lookups``), the HU2 allergy and constraint guard (``hu2/guards``), the mechanisms by class
(``ontology/class_mechanisms``) and the extractor's unnamed medicines.

A ``drug_class`` is read into **parts**, split on '+' (a combination's parts) and '/' (two readings, 'ICS/LABA',
'GIP/GLP-1 receptor agonist'), with or without spaces around them; a part's **component** is the part in lower case
with a note in parentheses left off ('NSAID (topical)' is 'nsaid'). Two questions are asked of a component:

- ``of_class``: is it of the class ``name``, i.e. the name itself or its last words (its head: 'tricyclic
  antidepressant' is an antidepressant, 'penicillin antibiotic' an antibiotic, 'opioid antagonist' no opioid).
  Membership (the class concepts, the guard's heads) asks this.
- ``holds``: does it hold the words anywhere as whole words ('penicillin antibiotic' holds 'penicillin')? A
  question's reach asks this: "my penicillin" or "insulin" names the drugs of that kind for recall, which is wider
  than membership on purpose and never used for safety.

The vocabulary's rows (concepts of kind ``drug_class``) name **classes, not drugs**: a row's members are every drug
term with a component of one of its ``drug_classes``, so a drug added with its class joins the concept with no row
typed, and the script's Cypher tags the same members in the graph. A row marked ``cross_reactive`` names
cross-reactivity groups read by their head: for the allergy guard a component that ends with one of its classes
('cox-2 inhibitor nsaid') is also that class ('nsaid'), so an allergy to one member keeps every member out.

A class said without a drug's name is no record of its own (the develop suites store no regimen for "혈압약
아침에 먹었어요" or "started the new cholesterol pill"): the gates know the turn is about health (the row's words)
and a question reaches the class's drugs, and the extractor makes no record of it.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from functools import lru_cache

from pia_graph.ontology.model import Concept, Term

# '+' joins a combination's parts, '/' two readings; spaces around either are optional
_SEPARATOR = re.compile(r"\s*[+/]\s*")


@lru_cache(maxsize=8192)
def parts(drug_class: str | None) -> tuple[str, ...]:
    """The parts of a ``drug_class`` as the dictionary writes them ("antiplatelet / NSAID" → antiplatelet, NSAID),
    a note in parentheses kept: what a sentence shows."""
    return tuple(p for p in (x.strip() for x in _SEPARATOR.split(drug_class or "")) if p)


def component(part: str) -> str:
    """A part read as a class: lower case, a note in parentheses left off ('NSAID (topical)' → 'nsaid')."""
    return part.split("(", 1)[0].strip().lower()


@lru_cache(maxsize=8192)
def components(drug_class: str | None) -> tuple[str, ...]:
    """The components of a ``drug_class``, each once, in the dictionary's order."""
    return tuple(dict.fromkeys(c for c in (component(p) for p in parts(drug_class)) if c))


def of_class(component: str, name: str) -> bool:
    """Whether a component is of the class ``name``: the name itself or its last words."""
    name = name.strip().lower()
    return bool(name) and (component == name or component.endswith(" " + name))


@lru_cache(maxsize=4096)
def _whole_words(words: str) -> re.Pattern[str]:
    return re.compile(rf"(?<![\w-]){re.escape(words.strip().lower())}(?![\w-])")


def holds(component: str, words: str) -> bool:
    """Whether a component holds ``words`` anywhere as whole words (a hyphen joins: 'sedative-hypnotic' holds no
    'hypnotic'): the reach of a question's class words, wider than ``of_class``."""
    return bool(words.strip()) and _whole_words(words).search(component) is not None


def heads(component: str, classes: Iterable[str]) -> set[str]:
    """The classes among ``classes`` that a component is of ('cox-2 inhibitor nsaid' → {'nsaid'})."""
    return {c for c in classes if of_class(component, c)}


def class_members(names: Iterable[str], terms: Mapping[str, Term]) -> list[str]:
    """The drug terms of the classes ``names``, by key order (the concept's members)."""
    wanted = [n.strip().lower() for n in names if n.strip()]
    return sorted(t.key for t in terms.values()
                  if t.kind == "drug" and any(of_class(c, n) for c in components(t.drug_class) for n in wanted))


def holding(words: str, terms: Mapping[str, Term]) -> list[str]:
    """The drug terms with a component that holds ``words`` as whole words, by key order (a question's reach)."""
    return sorted(t.key for t in terms.values()
                  if t.drug_class and any(holds(c, words) for c in components(t.drug_class)))


def vocabulary(concepts: Mapping[str, Concept]) -> list[Concept]:
    """The class vocabulary: the concepts of kind ``drug_class``, in key order."""
    return sorted((c for c in concepts.values() if c.kind == "drug_class"), key=lambda c: c.key)


def class_names(concepts: Mapping[str, Concept]) -> frozenset[str]:
    """Every class the vocabulary names (its rows' ``drug_classes``)."""
    return frozenset(n for c in vocabulary(concepts) for n in c.drug_classes)


def cross_reactive_classes(concepts: Mapping[str, Concept]) -> tuple[str, ...]:
    """The classes of the rows marked ``cross_reactive``: read by their head for the allergy guard."""
    return tuple(sorted({n for c in vocabulary(concepts) if c.cross_reactive for n in c.drug_classes}))
