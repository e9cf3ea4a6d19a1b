"""Drug classes as concepts (``ontology/41_drug_classes.cypher``): the members are the drug terms of the classes a
row names; a class word tells the gate the turn is about health and makes no record of its own."""

from __future__ import annotations

import datetime as dt

import pytest

from pia_graph.ingest import cues
from pia_graph.ingest.extract.pipeline import extract
from pia_graph.ingest.retain_gate import decide_retain, retain_decision
from pia_graph.ingest.utterance import analyse
from pia_graph.ontology import AliasIndex, load_default_dictionary
from pia_graph.ontology.drug_classes import (
    class_members,
    class_names,
    components,
    cross_reactive_classes,
    heads,
    holds,
    of_class,
    vocabulary,
)
from pia_graph.ontology.drug_classes import parts as class_parts
from pia_graph.ontology.model import Term
from pia_graph.retrieve.cues import load_cues

AT = dt.datetime(2026, 5, 4, 9, 0, tzinfo=dt.UTC)


@pytest.mark.parametrize(("drug_class", "parts"), [
    ("statin", ("statin",)),
    ("cholesterol absorption inhibitor + statin", ("cholesterol absorption inhibitor", "statin")),
    ("analgesic / antipyretic", ("analgesic", "antipyretic")),
    ("NSAID (topical)", ("nsaid",)),
    ("GIP/GLP-1 receptor agonist", ("gip", "glp-1 receptor agonist")),  # '/' with no spaces splits too
    ("antiplatelet/NSAID+statin", ("antiplatelet", "nsaid", "statin")),
    ("vitamin + vitamin + vitamin", ("vitamin",)),
    (None, ()),
])
def test_components(drug_class: str | None, parts: tuple[str, ...]) -> None:
    assert components(drug_class) == parts


def test_parts_keep_the_dictionarys_writing() -> None:
    assert class_parts("antiplatelet / NSAID (topical)") == ("antiplatelet", "NSAID (topical)")
    assert class_parts("") == ()


@pytest.mark.parametrize(("component", "words", "expected"), [
    ("penicillin antibiotic", "penicillin", True),  # anywhere, not only the head: a question's reach
    ("long-acting insulin", "insulin", True),
    ("sedative-hypnotic", "hypnotic", False),  # a hyphen joins
    ("nystatin", "statin", False),
    ("statin", " ", False),
])
def test_holds(component: str, words: str, expected: bool) -> None:
    assert holds(component, words) is expected


def test_heads_are_of_class() -> None:
    assert heads("cox-2 inhibitor nsaid", ("nsaid", "statin")) == {"nsaid"}
    assert heads("opioid antagonist", ("opioid",)) == set()


def test_the_vocabulary_reads_its_rows() -> None:
    concepts = load_default_dictionary().concepts
    assert "antibiotic" in class_names(concepts) and "ics/laba" not in class_names(concepts)
    assert cross_reactive_classes(concepts) == ("nsaid", "statin")
    assert all(c.kind == "drug_class" for c in vocabulary(concepts))


def test_the_read_paths_classes_are_the_vocabularys() -> None:
    """Query understanding has its own words for a class (``read/query_cues.tsv``), but only for classes the
    vocabulary names."""
    known = class_names(load_default_dictionary().concepts)
    targets = {c.target.removeprefix("class:") for c in load_cues() if c.target.startswith("class:")}
    assert targets and targets <= known, sorted(targets - known)


@pytest.mark.parametrize(("component", "name", "expected"), [
    ("ssri", "ssri", True),
    ("tricyclic antidepressant", "antidepressant", True),  # the head of the class
    ("penicillin antibiotic", "antibiotic", True),
    ("antibiotic ointment", "antibiotic", False),  # the class must be the last words
    ("nonstatin", "statin", False),  # a whole word, not a suffix
    ("statin", "", False),
])
def test_of_class(component: str, name: str, expected: bool) -> None:
    assert of_class(component, name) is expected


def _drug(key: str, drug_class: str | None, kind: str = "drug") -> Term:
    return Term(key=key, kind=kind, record_type="medication_regimen", name=key, unit=None, loinc=None, domain="drugs",
                drug_class=drug_class)


def test_class_members_reads_the_terms_class() -> None:
    terms = {t.key: t for t in (
        _drug("drug:b", "SSRI"), _drug("drug:a", "tricyclic antidepressant"), _drug("drug:c", "statin"),
        _drug("drug:d", "ezetimibe + statin"), _drug("test:x", "statin", kind="test"), _drug("drug:e", None))}
    assert class_members(["ssri", "antidepressant"], terms) == ["drug:a", "drug:b"]
    assert class_members(["Statin "], terms) == ["drug:c", "drug:d"]
    assert class_members([], terms) == []


def test_the_dictionarys_classes_have_their_drugs() -> None:
    concepts = load_default_dictionary().concepts
    statins = {m.term_key for m in concepts["concept:class_statin"].members}
    assert {"drug:atorvastatin", "drug:rosuvastatin", "drug:simvastatin"} <= statins
    assert "drug:sertraline" in {m.term_key for m in concepts["concept:class_antidepressant"].members}
    pressure = {m.term_key for m in concepts["concept:class_antihypertensive"].members}
    assert {"drug:amlodipine", "drug:losartan", "drug:lisinopril", "drug:metoprolol"} <= pressure
    classes = [c for c in concepts.values() if c.kind == "drug_class"]
    assert classes and all(c.members and all(m.role == "primary" for m in c.members) for c in classes)
    assert all(c.words and not c.aliases for c in classes)


@pytest.mark.parametrize(("text", "lang"), [
    ("started an SSRI last week", "en"),
    ("the antidepressant is helping", "en"),
    ("항생제 오늘 마지막 날", "ko"),
    ("해열제 먹음", "ko"),
    ("스타틴 시작", "ko"),
])
def test_a_class_word_is_health_and_no_record(default_index: AliasIndex, text: str, lang: str) -> None:
    assert cues.drug_class_rx(lang).search(text)
    assert decide_retain(text, lang, default_index.match(text, lang)).retain
    # the develop suites store no regimen for a class said without a drug's name
    records = extract(text, AT, lang, index=default_index, dictionary=load_default_dictionary()).records
    assert not [r for r in records if r.type == "medication_regimen"]


def test_class_words_are_whole_words_and_no_alias(default_index: AliasIndex) -> None:
    en = cues.drug_class_rx("en")
    assert en.search("my beta blocker") and en.search("on SSRIs") and not en.search("bestatin trial")
    assert cues.drug_class_rx("ko").search("SSRI 먹기 시작")  # a Latin class word in Korean text
    # query understanding reads class words its own way (retrieve/term_lookups.class_members): no concept matched
    assert not [m for m in default_index.match("how many times did i miss my statin", "en") if m.is_concept]


def test_a_brand_names_its_drug_and_so_its_class(default_index: AliasIndex) -> None:
    matched = {m.term_key for m in default_index.match("started Microgynon this month", "en")}
    assert matched == {"drug:combined_oral_contraceptive"}
    assert "drug:combined_oral_contraceptive" in {
        m.term_key for m in load_default_dictionary().concepts["concept:class_hormonal_contraceptive"].members}


def test_a_class_word_leaves_a_relatives_episode_theirs(default_index: AliasIndex) -> None:
    dictionary = load_default_dictionary()

    def kept(text: str) -> bool:
        return retain_decision(analyse(text, "ko", index=default_index, dictionary=dictionary)).retain

    assert not kept("아들이 열이 39도예요 해열제 먹였어요")  # the son's fever: a passing illness, given a fever reducer
    assert kept("아빠는 고혈압약 드세요")  # the father's condition: family history


@pytest.mark.parametrize("text", [
    "lantus back to 20 units tonight, how many nights was I on 24?",  # a dose told before what is asked
    "list for the pharmacist: Synthroid 100mcg every morning",  # a number with a drug the gate lists no word for
])
def test_a_number_with_a_drug_is_told(default_index: AliasIndex, text: str) -> None:
    assert decide_retain(text, "en", default_index.match(text, "en")).retain
