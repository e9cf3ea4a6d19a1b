"""The generated scripts are what the sources give (a curator's rebuild is byte-identical), and the build keeps
the hand-curated dictionary's meaning."""

from __future__ import annotations

import hashlib
from pathlib import Path

import pytest

from pia_graph.ontology import AliasIndex, load_default_dictionary
from pia_graph.ontology.build import build, hand_dictionary
from pia_graph.paths import ontology_dir


def _sha(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


@pytest.fixture(scope="module")
def report():  # type: ignore[no-untyped-def]
    return build()


def test_rebuild_gives_the_committed_scripts(report) -> None:  # type: ignore[no-untyped-def]
    assert report.files, "the build wrote nothing"
    for name, text in report.files.items():
        committed = (ontology_dir() / name).read_text(encoding="utf-8")
        assert _sha(text) == _sha(committed), f"{name} is stale: run scripts/build_dictionary.py"


def test_rebuild_is_deterministic(report) -> None:  # type: ignore[no-untyped-def]
    again = build()
    assert {n: _sha(t) for n, t in again.files.items()} == {n: _sha(t) for n, t in report.files.items()}


def _tail(text: str) -> str:
    return text[text.rindex("] AS row") :]


def test_generated_scripts_reuse_the_hand_tails() -> None:
    """The templates' statements are the hand scripts' ones: a drug term loads like 22_drugs.cypher, an ``extends``
    row MATCHes the term instead (it keeps its fields), an ambiguity loads like 70_ambiguity.cypher."""
    folder = ontology_dir()
    term_tail = _tail((folder / "22_drugs.cypher").read_text(encoding="utf-8"))
    extends_tail = "] AS row\nMATCH (t:Term {key: row.key})\nWITH t, row" + term_tail.split("WITH t, row", 1)[1]
    expected = {
        "30_drugs_generated.cypher": term_tail,
        "31_symptoms_generated.cypher": term_tail.replace("t.domain = 'drugs'", "t.domain = 'symptoms'"),
        "16_tests_loinc_codes_generated.cypher": extends_tail,
        "38_symptom_aliases_generated.cypher": extends_tail,
        "39_drug_aliases_generated.cypher": extends_tail,
        "71_ambiguity_generated.cypher": _tail((folder / "70_ambiguity.cypher").read_text(encoding="utf-8")),
    }
    for name, tail in expected.items():
        assert _tail((folder / name).read_text(encoding="utf-8")) == tail, name
    assert "t.domain = 'drugs'" in term_tail and "MERGE (t:Term" not in extends_tail


def test_build_never_takes_an_alias_from_another_term(report) -> None:  # type: ignore[no-untyped-def]
    hand = hand_dictionary()
    full = load_default_dictionary()
    hand_index, full_index = AliasIndex.build(hand), AliasIndex.build(full)
    for a in hand.aliases():
        before = set(hand_index.lookup(a.text))
        after = set(full_index.lookup(a.text))
        # a hand alias keeps its targets; only a generic that is also a test may gain the drug as a candidate
        assert before <= after, a.text
        assert all(t.startswith("drug:") for t in after - before), (a.text, after - before)


def test_combination_is_its_own_term_with_ingredients(default_index: AliasIndex) -> None:
    d = load_default_dictionary()
    index = default_index
    (key,) = index.lookup("hydrocodone / acetaminophen")
    assert key not in index.lookup("hydrocodone") + index.lookup("acetaminophen")
    ingredients = set(d.ingredients_of(key))
    assert {index.lookup("hydrocodone")[0], index.lookup("acetaminophen")[0]} == ingredients
    assert index.lookup("Norco") == (key,)


def test_previously_missing_generics_and_brands_resolve(default_index: AliasIndex) -> None:
    index = default_index
    for name in ["glipizide", "cyclobenzaprine", "clonidine", "tizanidine", "baclofen", "latanoprost", "Flexeril"]:
        found = index.match(f"I take {name} daily")
        key = "drug:cyclobenzaprine" if name == "Flexeril" else f"drug:{name}"  # Flexeril: a brand of it
        assert [(m.term_key, m.surface) for m in found] == [(key, name)], name


def test_estradiol_taken_is_the_drug_and_measured_is_the_test(default_index: AliasIndex) -> None:
    index = default_index
    assert index.match("I take estradiol every morning")[0].term_key == "drug:estradiol"
    assert index.match("my estradiol level came back 40")[0].term_key == "test:estradiol"


def test_sources_are_small() -> None:
    total = sum(p.stat().st_size for p in Path(ontology_dir(), "sources").rglob("*") if p.is_file())
    assert total < 3_000_000
