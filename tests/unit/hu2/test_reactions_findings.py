"""Reported reactions, findings beside a measurement, past procedures and stopped medicines, and the statements a
record came from: what the composer says and cites (pure, no database)."""

from __future__ import annotations

import pytest

from pia_graph.hu2.compose import check_understanding, compose
from pia_graph.hu2.findings import finding, finding_rules
from pia_graph.hu2.guards import named_terms
from pia_graph.hu2.models import EvidenceFact
from pia_graph.hu2.reactions import ReactionCues, reactions

from .builders import fact, inputs, lexicon, rec


def _named(text: str) -> list[tuple[str, int]]:
    return [(k, m.start) for m in lexicon().index.match(text)
            for k in ([m.term_key] if m.term_key else m.candidates)]


def _reactions(text: str) -> dict[str, bool]:
    facts = [EvidenceFact(fact_id="f1", text=text, turn_text=text)]
    return {x.key: x.allergic for x in reactions(facts, _named, ReactionCues.of(lexicon().dictionary))}


@pytest.mark.parametrize(("text", "expected"), [
    # "NSAIDs" is the class allergen drug:nsaid (22_drugs.cypher, with the rule allergy.drug_reaction)
    ("NSAIDs give me hives and lip swelling, ibuprofen put me in the ER once",
     {"drug:nsaid": True, "drug:ibuprofen": True}),
    # the Korean links and signs are the dictionary's lists (drug_reaction_link / drug_reaction_sign)
    ("나프록센 먹고 얼굴 퉁퉁 부었어요", {"drug:naproxen": True}),
    ("세파 항생제 맞고 온몸에 두드러기 났었어요", {"drug:cephalosporin": True}),
    ("aspirin makes my asthma go crazy, nearly got intubated once. same w/ advil",
     {"drug:aspirin": True, "drug:ibuprofen": True}),
    ("아스피린 먹으면 두드러기+호흡곤란 와요", {"drug:aspirin": True}),
    ("penicillin gave me a rash as a kid", {"drug:penicillin": True}),
    ("was on ambien but it made me sleepwalk. doc took me off it", {"drug:zolpidem": False}),
    # what the user cannot take, with an allergic-type effect; a drug that swells the face
    ("cant have aspirin, swells my face up", {"drug:aspirin": True}),
    ("i can't take sulfa drugs, break out in hives", {"drug:sulfonamide": True}),
    ("amoxicillin swells my lips up every time", {"drug:amoxicillin": True}),
])
def test_a_reaction_without_the_word_allergic_is_read(text: str, expected: dict[str, bool]) -> None:
    assert _reactions(text) == expected


@pytest.mark.parametrize("text", [
    "albuterol makes my asthma better",  # a benefit
    "metformin gives me diarrhea",  # a side effect, not allergic, not stopped
    "on lisinopril, ankles swollen after a long walk",  # no verb of causing about the drug
    "ibuprofen doesn't give me hives",  # negated
    "does aspirin give me hives?",  # a question
    "지르텍 먹고 두드러기 가라앉았어요",  # the drug eased the hives
    "can't have coffee after 3, keeps me up all night",  # cannot take, but no allergic-type effect
])
def test_what_is_not_a_reaction(text: str) -> None:
    assert _reactions(text) == {}


def test_an_allergic_reaction_is_an_allergy_its_class_is_kept_out_of_the_recommendation() -> None:
    lex = lexicon()
    said = "NSAIDs give me hives and lip swelling, ibuprofen put me in the ER once"
    data = inputs([rec(1, "symptom", "symptom:back_pain", 6.0, status="active", said="back pain 6/10")],
                  [fact(1, said, ["drug:ibuprofen", "symptom:hives"])])
    u = compose(data, lex)
    assert "ibuprofen" in u.field("medical_constraints").text and "NSAID" in u.field("medical_constraints").text
    assert "f1" in u.field("medical_constraints").cites
    rec_terms = named_terms(u.field("recommendation").text, lex.index)
    assert "drug:ibuprofen" not in rec_terms and "drug:naproxen" not in rec_terms
    assert check_understanding(u, data, lex) == []


def test_an_aspirin_allergy_keeps_the_nsaids_out_and_leaves_the_prescribed_antiplatelet() -> None:
    lex = lexicon()
    said = "cant have aspirin, swells my face up"
    data = inputs([rec(1, "medication_regimen", "drug:clopidogrel", 75.0, unit="mg", status="active",
                       said="on clopidogrel 75 since the stroke")],
                  [fact(1, said, ["drug:aspirin"])])
    u = compose(data, lex)
    constraints = u.field("medical_constraints").text
    assert "Allergic to aspirin" in constraints and "(NSAID)" in constraints and "antiplatelet /" not in constraints
    rec_terms = named_terms(u.field("recommendation").text, lex.index)
    assert "drug:aspirin" not in rec_terms and "drug:ibuprofen" not in rec_terms
    assert check_understanding(u, data, lex) == []


def test_a_drug_stopped_over_a_reaction_is_stated_in_the_users_words() -> None:
    lex = lexicon()
    said = "was on ambien 5mg but it made me sleepwalk. doc took me off it"
    data = inputs([], [fact(1, said, ["drug:zolpidem"])])
    u = compose(data, lex)
    text = u.field("medical_constraints").text
    assert "zolpidem" in text and "sleepwalk" in text and "Allergic" not in text
    assert check_understanding(u, data, lex) == []


@pytest.mark.parametrize(("coord", "value", "known", "names"), [
    ("test:hemoglobin", 10.6, set(), "condition:anemia"),
    ("test:random_glucose", 58.0, {"condition:type_2_diabetes"}, "condition:hypoglycemia"),
    ("test:hba1c", 6.0, set(), "condition:prediabetes"),
    ("test:egfr", 38.0, set(), "condition:chronic_kidney_disease"),
])
def test_a_value_in_a_conditions_range_is_named(coord: str, value: float, known: set[str], names: str) -> None:
    found = finding(coord, value, known)
    assert found is not None and found.names == names
    # the phrase names that condition in both languages, and holds no digit
    for ko in (False, True):
        assert names in named_terms(found.phrase(ko), lexicon().index)
        assert not any(c.isdigit() for c in found.phrase(ko))


@pytest.mark.parametrize(("coord", "value", "known"), [
    ("test:hemoglobin", 13.5, set()),  # in range
    ("test:hba1c", 6.4, {"condition:type_2_diabetes"}),  # a known diabetic's A1c is not "prediabetes range"
    ("test:hemoglobin", 10.0, {"condition:anemia"}),  # already said as a condition
    ("test:hemoglobin", "low", set()),  # not a number
])
def test_no_finding(coord: str, value: object, known: set[str]) -> None:
    assert finding(coord, value, known) is None


def test_every_finding_rule_names_a_term_and_its_coordinate_exists() -> None:
    d = lexicon().dictionary
    for rule in finding_rules():
        assert rule.coordinate in d.terms and rule.names in d.terms, rule.rule_id
        assert all(u in d.terms for u in rule.unless), rule.rule_id
        assert rule.at_least is not None or rule.below is not None, rule.rule_id


def test_finding_is_said_beside_the_measurement_in_both_languages() -> None:
    lex = lexicon()
    for lang, word in (("en", "anemia"), ("ko", "빈혈")):
        data = inputs([rec(1, "lab_result", "test:hemoglobin", 10.6, unit="g/dL", value_as_said="10.6",
                           band_flag="low", said="hemoglobin 10.6")], lang=lang)
        u = compose(data, lex)
        assert word in u.field("physical_state").text
        assert check_understanding(u, data, lex) == []


def test_past_procedures_and_stopped_medicines_are_part_of_who() -> None:
    lex = lexicon()
    data = inputs([
        rec(1, "surgery", "procedure:knee_arthroscopy", said="had a knee scope two years back"),
        rec(2, "medication_regimen", "drug:zolpidem", status="stopped", said="stopped the ambien"),
    ])
    u = compose(data, lex)
    who = u.field("who")
    assert "knee arthroscopy" in who.text.lower() and "zolpidem" in who.text
    assert {"r1", "r2"} <= set(who.cites)
