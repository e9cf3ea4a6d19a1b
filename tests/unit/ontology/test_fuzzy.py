"""Misspelt drug names: bounded edit distance behind the exact gate, one drug or none, never another class."""

from __future__ import annotations

import datetime as dt

from pia_graph.ingest.extract.pipeline import extract
from pia_graph.ontology import AliasIndex, load_default_dictionary
from pia_graph.ontology.fuzzy import FuzzyDrugs, bound, fuzzy_for


def _f(index: AliasIndex) -> FuzzyDrugs:
    return fuzzy_for(index, load_default_dictionary())


def test_patients_misspellings_find_the_drug(default_index: AliasIndex) -> None:
    f = _f(default_index)
    assert f.best("liptior", "I take liptior")[0] == "drug:atorvastatin"  # type: ignore[index]
    assert f.best("zorloft", "started zorloft")[0] == "drug:sertraline"  # type: ignore[index]
    assert f.best("provachol", "on provachol")[0] == "drug:pravastatin"  # type: ignore[index]


def test_never_overrides_an_exact_alias_and_never_another_class(default_index: AliasIndex) -> None:
    f = _f(default_index)
    assert f.best("rosuvastatin", "took") is None  # exact: the gate's
    assert f.best("sertaline", "my statin sertaline") is None  # a statin was named; sertraline is an SSRI
    assert f.best("during", "take it during") is None and f.best("coffee", "took coffee") is None
    assert bound("zoloft") == 1 and bound("lisinopril") == 2


def test_only_words_that_look_like_drugs_are_tried(default_index: AliasIndex) -> None:
    f = _f(default_index)
    assert f.matches("I loved the liptior of the evening", []) == []  # no medication cue, no drug ending
    (m,) = f.matches("I take liptior at night", [])
    assert m.term_key == "drug:atorvastatin" and m.confidence < 1 and m.rule.startswith("fuzzy:")


def test_a_fuzzy_record_has_lower_confidence_and_queues_the_word(default_index: AliasIndex) -> None:
    d = load_default_dictionary()
    at = dt.datetime(2026, 5, 4, 9, 0, tzinfo=dt.UTC)
    exact = extract("I take Lipitor 20 mg every night", at, "en", index=default_index, dictionary=d)
    fuzzy = extract("I take liptior 20 mg every night", at, "en", index=default_index, dictionary=d)
    assert [r.coordinate for r in fuzzy.records] == [r.coordinate for r in exact.records] == ["drug:atorvastatin"]
    assert fuzzy.records[0].confidence < exact.records[0].confidence
    assert fuzzy.unknown_terms == ["liptior"] and exact.unknown_terms == []


def test_a_drug_of_the_widened_vocabulary_is_matched_exactly_never_as_a_misspelling(default_index: AliasIndex) -> None:
    d = load_default_dictionary()
    assert d.terms["drug:sunitinib"].extra.get("source") == "vocabulary"  # Sutent, from drugbank_approved.tsv
    assert [m.term_key for m in default_index.match("started Sutent last week", "en")] == ["drug:sunitinib"]
    assert _f(default_index).best("stent", "took one aspirin since my stent") is None  # one edit from Sutent
