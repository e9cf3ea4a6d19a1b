"""The allergy guard never grows weaker: an allergy to a drug of a class keeps every member of that class out of the
recommendation, named in English or in Korean. ``allergy_class_members.tsv`` lists (class, drug) for every member
the guard caught before it read classes through the one reader (``ontology/drug_classes``, session 54; written by
``scripts/allergy_guard_pairs.py --members``): each must still be caught."""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pytest

from pia_graph.hu2.guards import (
    Forbidden,
    Violation,
    allergy_class_components,
    check_recommendation,
    class_components,
)
from pia_graph.ontology import drug_classes

from .builders import lexicon

_MEMBERS = Path(__file__).with_name("allergy_class_members.tsv")


@cache
def members() -> dict[str, tuple[str, ...]]:
    """class component (as the old guard read it) → its member drugs."""
    out: dict[str, list[str]] = {}
    for line in _MEMBERS.read_text(encoding="utf-8").splitlines():
        if line and not line.startswith("#"):
            klass, drug = line.split("\t")
            out.setdefault(klass, []).append(drug)
    return {k: tuple(v) for k, v in out.items()}


def _allergen(klass: str) -> str:
    """A drug whose allergy reached the class: the first member whose class extends an allergy to it."""
    terms = lexicon().dictionary.terms
    return next(d for d in members()[klass] if allergy_class_components(terms[d].drug_class))


def _name(key: str, lang: str) -> str | None:
    """A name of the drug in `lang` that the alias index reads as the drug in running text."""
    lex = lexicon()
    for alias in lex.dictionary.terms[key].aliases:
        if alias.lang != lang or alias.source == "ambiguity":
            continue
        text = f"{alias.text} 드셔 보세요." if lang == "ko" else f"Maybe try {alias.text}."
        if any(key in (m.term_key, *m.candidates) for m in lex.index.match(text, lang)):
            return text
    return None


def test_the_old_members_are_the_dictionarys_drugs() -> None:
    terms = lexicon().dictionary.terms
    assert members() and all(d in terms for ds in members().values() for d in ds)
    assert {"nsaid", "statin", "penicillin antibiotic"} <= set(members())


@pytest.mark.parametrize("klass", sorted(members()))
def test_an_allergy_to_a_class_keeps_each_member_out_in_english_and_korean(klass: str) -> None:
    lex = lexicon()
    allergen = _allergen(klass)
    guard = Forbidden(terms={allergen: "allergy"},
                      allergy_classes={c: allergen for c in allergy_class_components(
                          lex.dictionary.terms[allergen].drug_class)})
    said = 0
    for drug in members()[klass]:
        assert class_components(lex.dictionary.terms[drug].drug_class) & set(guard.allergy_classes), drug
        for lang in ("en", "ko"):
            text = _name(drug, lang)
            if text is None:
                continue  # no name in that language that running text reads as the drug alone
            said += 1
            found = {f.violation for f in check_recommendation(text, lex.index, lex.dictionary, guard)}
            assert found & {Violation.ALLERGEN_NAMED, Violation.ALLERGEN_CLASS_NAMED}, (klass, drug, text)
    assert said


def test_the_head_rule_is_the_vocabularys() -> None:
    """'COX-2 inhibitor NSAID' is an NSAID for the guard because the vocabulary marks NSAIDs and statins as groups
    read by their head (``ontology/41_drug_classes.cypher``), not a word list in the guard."""
    concepts = lexicon().dictionary.concepts
    assert drug_classes.cross_reactive_classes(concepts) == ("nsaid", "statin")
    assert class_components("COX-2 inhibitor NSAID") == {"cox-2 inhibitor nsaid", "nsaid"}
    assert class_components("tricyclic antidepressant") == {"tricyclic antidepressant"}  # no group by its head
    assert class_components("NSAID (topical)") == {"nsaid"}  # the note is no part of the class
    assert class_components("GIP/GLP-1 receptor agonist") == {"gip", "glp-1 receptor agonist"}
