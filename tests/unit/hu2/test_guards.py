"""The HU2 guards as pure functions, with property tests: numbers come from the evidence, the recommendation
names no allergen (by any alias, nor a drug of its class) and nothing a constraint forbids, and never a dose."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from pia_graph.hu2.guards import (
    Finding,
    Forbidden,
    Violation,
    allergy_class_components,
    check_numbers,
    check_recommendation,
    class_components,
    numbers_in,
    numbers_outside,
)

from .builders import lexicon


def test_numbers_as_people_write_them() -> None:
    assert numbers_in("bp 124/76, weight 6,000 steps, a1c 7.6, HbA1c, 75mcg") == [124, 76, 6000, 7.6, 75]
    assert numbers_in("type 2 diabetes, eGFR 48 mL/min/1.73m2", ["type 2 diabetes", "mL/min/1.73m2"]) == [48]


def test_a_number_missing_from_the_cited_evidence_is_found() -> None:
    evidence = {"r1": "weight 196 lb, down from 204 in october", "r2": "LDL 68"}
    assert check_numbers("Weight 196 lb, from 204 lb.", ["r1"], evidence) == []
    found = check_numbers("Weight 196 lb, LDL 68.", ["r1"], evidence)
    assert [f.violation for f in found] == [Violation.NUMBER_NOT_IN_EVIDENCE]
    assert found[0].detail == "68"
    assert check_numbers("x", ["nope"], evidence)[0].violation is Violation.UNKNOWN_CITATION


@given(st.lists(st.decimals(min_value=0, max_value=999, places=1, allow_nan=False), min_size=1, max_size=6),
       st.decimals(min_value=0, max_value=999, places=1, allow_nan=False))
@settings(max_examples=200, deadline=None)
def test_numbers_outside_is_exactly_the_invented_ones(said: list[object], invented: object) -> None:
    evidence = " ".join(f"value {x}" for x in said)
    text = f"Values {', '.join(str(x) for x in said)} and {invented}."
    stray = numbers_outside(text, [evidence])
    allowed = {float(str(x)) for x in said}
    assert stray == ([] if float(str(invented)) in allowed else [float(str(invented))])


def test_class_components() -> None:
    assert class_components("antiplatelet / NSAID") == {"antiplatelet", "nsaid"}
    assert "nsaid" in class_components("COX-2 inhibitor NSAID")
    assert class_components(None) == set()


_DRUGS = sorted(k for k, t in lexicon().dictionary.terms.items() if t.kind == "drug" and t.drug_class)


@given(st.sampled_from(_DRUGS), st.data())
@settings(max_examples=150, deadline=None)
def test_any_alias_of_an_allergen_is_caught(allergen: str, data: st.DataObject) -> None:
    lex = lexicon()
    term = lex.dictionary.terms[allergen]
    aliases = [a.text for a in term.aliases if a.source not in ("ambiguity",)]
    alias = data.draw(st.sampled_from(aliases))
    forbidden = Forbidden(terms={allergen: "allergy"},
                          allergy_classes={c: allergen for c in class_components(term.drug_class)})
    named = [m for m in lex.index.match(f"Maybe try {alias} for it.") if allergen in (m.term_key, *m.candidates)]
    findings = check_recommendation(f"Maybe try {alias} for it.", lex.index, lex.dictionary, forbidden)
    if named:  # an alias the gate matches in running text (some are shadowed by a longer form)
        assert Finding(Violation.ALLERGEN_NAMED, f"{allergen}: allergy") in findings, alias


@given(st.sampled_from(_DRUGS), st.sampled_from(_DRUGS))
@settings(max_examples=200, deadline=None)
def test_a_drug_of_the_allergen_class_is_caught(allergen: str, other: str) -> None:
    lex = lexicon()
    a, b = lex.dictionary.terms[allergen], lex.dictionary.terms[other]
    classes = {c: allergen for c in allergy_class_components(a.drug_class)}
    forbidden = Forbidden(terms={allergen: "allergy"}, allergy_classes=classes)
    findings = check_recommendation("Keep things simple.", lex.index, lex.dictionary, forbidden, also_named=[other])
    shares = bool(allergy_class_components(a.drug_class) & class_components(b.drug_class)) or allergen == other
    assert bool(findings) == shares


def test_an_allergy_spreads_over_a_cross_reactivity_group_not_over_a_class_of_use() -> None:
    """Aspirin ("antiplatelet / NSAID"): the NSAIDs are kept out, clopidogrel (the usual antiplatelet instead) is not;
    a penicillin allergy keeps amoxicillin out (`ontology/hu2_allergy_classes.tsv`)."""
    lex = lexicon()
    terms = lex.dictionary.terms
    assert allergy_class_components(terms["drug:aspirin"].drug_class) == {"nsaid"}
    classes = allergy_class_components(terms["drug:aspirin"].drug_class)
    aspirin = Forbidden(terms={"drug:aspirin": "allergy"}, allergy_classes={c: "drug:aspirin" for c in classes})
    assert check_recommendation("Keep taking clopidogrel as prescribed.", lex.index, lex.dictionary, aspirin) == []
    found = check_recommendation("Ibuprofen or aspirin could help.", lex.index, lex.dictionary, aspirin)
    assert {f.violation for f in found} == {Violation.ALLERGEN_CLASS_NAMED, Violation.ALLERGEN_NAMED}
    penicillin = allergy_class_components(terms["drug:penicillin"].drug_class)
    assert penicillin and penicillin <= class_components(terms["drug:amoxicillin"].drug_class)


def test_constraint_classes_and_doses() -> None:
    lex = lexicon()
    forbidden = Forbidden(constraint_classes={"nsaid": "ci.ckd.nsaid"})
    found = check_recommendation("Ibuprofen should help the knees.", lex.index, lex.dictionary, forbidden)
    assert [f.violation for f in found] == [Violation.CONSTRAINT_CLASS_NAMED]
    assert check_recommendation("Acetaminophen is an option to ask about.", lex.index, lex.dictionary, forbidden) == []
    doses = check_recommendation("Take metformin 500 mg twice, or 2 tablets, 1알씩.", lex.index, lex.dictionary,
                                 Forbidden())
    assert [f.violation for f in doses].count(Violation.DOSE_NAMED) == 3
