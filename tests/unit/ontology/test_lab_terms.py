"""Specimen and scale are part of a lab term; the LOINC top list reaches the right analyte."""

from __future__ import annotations

from pia_graph.ontology import AliasIndex, load_default_dictionary


def _keys(index: AliasIndex, text: str) -> list[str | None]:
    return [m.term_key for m in index.match(text)]


def test_urine_protein_never_lands_on_serum_protein(default_index: AliasIndex) -> None:
    assert _keys(default_index, "urine protein was 2+") == ["test:urine_protein"]
    assert _keys(default_index, "24 hour urine protein 350") == ["test:urine_protein_quant"]
    assert _keys(default_index, "total protein 7.1") == ["test:total_protein"]
    d = load_default_dictionary()
    assert d.terms["test:urine_protein"].extra["specimen"] == "urine"
    assert d.terms["test:total_protein"].extra["specimen"] == "serum"


def test_percentage_differential_is_not_the_absolute_count(default_index: AliasIndex) -> None:
    assert _keys(default_index, "neutrophils 62%")[0] == "test:neutrophils_pct"
    assert _keys(default_index, "neutrophils 4.2 x10^3/uL")[0] == "test:neutrophils"
    assert _keys(default_index, "absolute neutrophil count 4.2")[0] == "test:neutrophils"
    bare = default_index.match("neutrophils were fine")[0]
    assert bare.term_key is None and set(bare.candidates) == {"test:neutrophils", "test:neutrophils_pct"}
    assert _keys(default_index, "호중구 55%")[0] == "test:neutrophils_pct"


def test_new_analytes(default_index: AliasIndex) -> None:
    for text, key in [
        ("anion gap 14", "test:anion_gap"),
        ("globulin 3.1", "test:globulin"),
        ("leukocyte esterase positive", "test:urine_leukocyte_esterase"),
        ("the urine drug screen was negative", "test:urine_drug_screen"),
        ("A/G ratio 1.4", "test:ag_ratio"),
    ]:
        assert _keys(default_index, text)[0] == key, text


def test_abbreviations_that_are_words_stay_out(default_index: AliasIndex) -> None:
    # ANA (a name), FIT (a word), PT (physical therapy, a patient): a stop, not a context rule, because an
    # unresolved form followed by a number would be read as the measurement ("fit for 3 weeks")
    for text in ["Ana came over for dinner", "I feel fit for 3 weeks now", "PT twice a week"]:
        assert not [m for m in default_index.match(text) if m.term_key and m.term_key.startswith("test:")], text


def test_every_test_with_a_loinc_code_has_a_specimen_or_is_listed() -> None:
    d = load_default_dictionary()
    codes = [c for t in d.terms.values() if t.kind == "test" for c in [t.loinc, *t.extra.get("loinc_codes", [])] if c]
    assert len(codes) == len(set(codes)), "a LOINC code names one term only"
