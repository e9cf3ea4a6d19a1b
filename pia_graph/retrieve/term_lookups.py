"""What the dictionary says about a term the question names (pure): the Korean compounds that name a kind of it,
the other members of its condition tags, the drugs indicated for a condition or lowering a measure, the drugs of a
class (split out of ``understand``)."""

from __future__ import annotations

import re

from pia_graph.ontology import Dictionary
from pia_graph.ontology.drug_classes import class_names, holding, holds

_HANGUL = re.compile(r"[가-힣]+")
WIDENING_KINDS = frozenset({"symptom", "condition"})


_COMPOUNDS: dict[int, dict[str, tuple[str, ...]]] = {}


def compounds_of(dictionary: Dictionary, term_key: str, surface: str) -> tuple[str, ...]:
    """The symptoms and conditions whose Korean alias is one word ending in the named one (편두통 holds 두통,
    임신성당뇨 holds 당뇨): a Korean compound names a kind of what the shorter word names, so "두통 기록" reaches
    the migraine records. Only for a named symptom or condition said in two syllables or more; pure, the
    reverse index built once per dictionary."""
    if term_key.split(":", 1)[0] not in WIDENING_KINDS or len(surface) < 2 or not _HANGUL.fullmatch(surface):
        return ()
    index = _COMPOUNDS.get(id(dictionary))
    if index is None:
        found: dict[str, set[str]] = {}
        for term in dictionary.terms.values():
            if term.kind not in WIDENING_KINDS:
                continue
            for alias in term.aliases:
                text = alias.text
                if _HANGUL.fullmatch(text):
                    for cut in range(1, len(text) - 1):
                        found.setdefault(text[cut:], set()).add(term.key)
        index = {tail: tuple(sorted(keys)) for tail, keys in found.items()}
        _COMPOUNDS[id(dictionary)] = index
    return tuple(k for k in index.get(surface, ()) if k != term_key)


def widened(dictionary: Dictionary, term_key: str) -> list[tuple[str, str, str]]:
    """(member, concept, role) for the other primary members of every condition tag whose primary members hold
    `term_key`, in the dictionary's order (pure). Related members (a tag's drugs, its side labs) stay out: a
    named condition is not a question about every drug that treats it."""
    out: list[tuple[str, str, str]] = []
    if term_key.split(":", 1)[0] not in WIDENING_KINDS:
        return out  # a named test or drug is a hard boundary: LDL never brings HDL
    for concept in dictionary.concepts.values():
        if concept.kind != "condition_tag":
            continue
        if not any(m.term_key == term_key and m.role == "primary" for m in concept.members):
            continue
        out.extend((m.term_key, concept.key, m.role) for m in concept.members
                   if m.term_key != term_key and m.role == "primary")
    return out


def indicated_for(dictionary: Dictionary, condition: str) -> list[str]:
    """The drug terms whose indications include the condition, in key order."""
    return sorted(t.key for t in dictionary.terms.values() if condition in t.indications)


def lowering(dictionary: Dictionary, measure: str) -> list[str]:
    """The drug terms whose mechanisms bring a measure down or better, in key order (pure)."""
    return sorted({m.cause for m in dictionary.mechanisms
                   if m.effect == measure and m.direction in ("down", "better") and m.cause.startswith("drug:")})


_CLASS_NAMES: dict[int, dict[str, tuple[str, ...]]] = {}


def class_members(dictionary: Dictionary, term_key: str) -> tuple[str, ...]:
    """The other drugs whose dictionary class holds a drug's own name as whole words (insulin → insulin glargine,
    penicillin → amoxicillin), pure; empty for a drug whose name is no class word. A name is a class word when a
    class of the vocabulary (``ontology/41_drug_classes.cypher``) holds it. Built once per dictionary."""
    index = _CLASS_NAMES.get(id(dictionary))
    if index is None:
        index = {}
        known = class_names(dictionary.concepts)
        for term in dictionary.terms.values():
            if term.kind != "drug" or not term.aliases:
                continue
            name = term.aliases[0].text
            if any(holds(k, name.lower()) for k in known):
                members = tuple(k for k in holding(name, dictionary.terms) if k != term.key)
                if members:
                    index[term.key] = members
        _CLASS_NAMES[id(dictionary)] = index
    return index.get(term_key, ())


def of_class(dictionary: Dictionary, words: str) -> list[str]:
    """The drug terms with a ``drug_class`` component that holds `words` as whole words, in key order (pure; the one
    reader, ``ontology/drug_classes``)."""
    return holding(words, dictionary.terms)
