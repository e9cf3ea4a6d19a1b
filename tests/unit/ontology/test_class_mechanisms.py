"""Mechanisms by drug class and indication (ontology/63): a drug reaches them through the dictionary's drug_class and
indications; a drug's own row wins; a curated exception is left out; the check finds a row that reaches no drug."""

from __future__ import annotations

from pia_graph.ontology import load_default_dictionary
from pia_graph.ontology.class_mechanisms import class_components, class_row, expand, matches, reached
from pia_graph.ontology.model import Mechanism, Term


def _drug(key: str, drug_class: str, indications: tuple[str, ...] = ()) -> Term:
    return Term(key, "drug", "medication_regimen", key, drug_class=drug_class, indications=indications)


def _row(**fields: object) -> dict[str, object]:
    base: dict[str, object] = {"effect": "test:ldl_cholesterol", "direction": "down", "min_lag": "P14D",
                               "max_lag": "P90D", "source": "test", "cause_state": "taken"}
    return {**base, **fields}


TERMS = {
    "drug:a": _drug("drug:a", "statin", ("condition:dyslipidemia",)),
    "drug:b": _drug("drug:b", "Statin + cholesterol absorption inhibitor"),
    "drug:c": _drug("drug:c", "fibrate", ("condition:dyslipidemia",)),
    "test:ldl_cholesterol": Term("test:ldl_cholesterol", "test", "lab_result", "LDL"),
}


def test_a_class_reaches_every_drug_with_it_as_a_component() -> None:
    assert class_components("ARB + thiazide diuretic") == {"arb", "thiazide diuretic"}
    row = class_row(_row(drug_class="statin"), "63.cypher")
    assert reached(row, TERMS) == ["drug:a", "drug:b"]
    added = expand([row], TERMS, [])
    assert {(m.cause, m.via) for m in added} == {("drug:a", "class:statin"), ("drug:b", "class:statin")}
    assert all(m.source == "test" and m.cause_state == "taken" for m in added)


def test_an_indication_row_and_a_row_with_both() -> None:
    by_indication = class_row(_row(indication="condition:dyslipidemia"), "63.cypher")
    assert reached(by_indication, TERMS) == ["drug:a", "drug:c"]
    both = class_row(_row(drug_class="statin", indication="condition:dyslipidemia"), "63.cypher")
    assert reached(both, TERMS) == ["drug:a"]
    assert not matches(class_row(_row(), "63.cypher"), TERMS["drug:a"])  # a row naming neither reaches nothing


def test_a_drugs_own_row_and_an_earlier_class_row_win() -> None:
    own = Mechanism("drug:a", "test:ldl_cholesterol", "down", "P7D", "P30D", "label", "taken")
    rows = [class_row(_row(drug_class="statin"), "63.cypher"),
            class_row(_row(indication="condition:dyslipidemia", min_lag="P1D"), "63.cypher")]
    added = expand(rows, TERMS, [own])
    assert [(m.cause, m.via) for m in added] == [("drug:b", "class:statin"),
                                                 ("drug:c", "indication:condition:dyslipidemia")]


def test_a_curated_exception_is_left_out() -> None:
    row = class_row(_row(drug_class="statin", not_drugs=["drug:b"]), "63.cypher")
    assert reached(row, TERMS) == ["drug:a"]


def test_the_repository_reaches_drugs_no_row_names() -> None:
    d = load_default_dictionary()
    by = {(m.cause, m.effect, m.direction, m.cause_state): m for m in d.mechanisms}
    febuxostat = by[("drug:febuxostat", "test:uric_acid", "down", "taken")]
    assert febuxostat.via == "class:xanthine oxidase inhibitor" and febuxostat.source
    assert by[("drug:dapagliflozin", "test:hba1c", "down", "taken")].via.startswith("indication:")
    assert by[("drug:dapagliflozin", "body:weight", "down", "taken")].via == "class:sglt2 inhibitor"
    assert by[("drug:methimazole", "test:free_t4", "down", "taken")].via == "class:antithyroid"
    assert by[("drug:pitavastatin", "test:ldl_cholesterol", "down", "taken")].via == "class:statin"
    # the drug's own row (60_mechanisms) is kept as it is
    assert by[("drug:atorvastatin", "test:ldl_cholesterol", "down", "taken")].via == ""
    # inhaled and topical corticosteroids do not raise glucose; a systemic one does
    assert ("drug:prednisone", "test:fasting_glucose", "up", "taken") in by
    assert ("drug:budesonide", "test:fasting_glucose", "up", "taken") not in by
    # every class row reaches a drug, and every mechanism is unique
    assert all(reached(r, d.terms) for r in d.class_mechanisms)
    assert len(by) == len(d.mechanisms)


def test_a_class_is_read_by_the_one_reader() -> None:
    """'/' splits with or without spaces and a note is left off (``ontology/drug_classes``): 'GIP/GLP-1 receptor
    agonist' is a GLP-1 receptor agonist, 'antacid / laxative' an antacid; a row's own class is read the same way."""
    terms = {
        "drug:t": _drug("drug:t", "GIP/GLP-1 receptor agonist"),
        "drug:m": _drug("drug:m", "antacid / laxative"),
        "drug:i": _drug("drug:i", "ICS/LABA"),
        "drug:n": _drug("drug:n", "NSAID (topical)"),
    }
    assert class_components("GIP/GLP-1 receptor agonist") == {"gip", "glp-1 receptor agonist"}
    assert reached(class_row(_row(drug_class="glp-1 receptor agonist"), "63.cypher"), terms) == ["drug:t"]
    assert reached(class_row(_row(drug_class="antacid"), "63.cypher"), terms) == ["drug:m"]
    assert reached(class_row(_row(drug_class="ics/laba"), "63.cypher"), terms) == ["drug:i"]
    assert reached(class_row(_row(drug_class="nsaid"), "63.cypher"), terms) == ["drug:n"]


def test_the_dictionarys_topical_nsaid_keeps_no_systemic_row() -> None:
    causes = {(m.cause, m.effect) for m in load_default_dictionary().mechanisms}
    assert ("drug:tirzepatide", "body:weight") in causes
    assert not {e for c, e in causes if c == "drug:benzydamine"} & {"test:creatinine", "vital:systolic_bp"}
