"""`enrich` (`hu2/compose.py`) names the terms a statement's words name, but a unit's spelling said right after a
number is the unit ("16 mi long run": miles), never the term that shares the form (myocardial infarction)."""

from __future__ import annotations

from pia_graph.hu2.compose import compose, enrich, is_unit_after_number
from pia_graph.hu2.models import EvidenceFact

from .builders import inputs, lexicon


def _keys(text: str) -> list[str]:
    fct = EvidenceFact(fact_id="f1", text=text, term_keys=[], turn_text=text)
    return enrich(inputs([], [fct]), lexicon()).facts[0].term_keys


def test_a_unit_after_a_number_is_not_the_term_that_shares_its_form() -> None:
    assert "condition:myocardial_infarction" not in _keys("did 16 mi long run today, avg hr 152")
    assert "activity:running" in _keys("did 16 mi long run today, avg hr 152")


def test_the_same_form_not_after_a_number_still_names_the_term() -> None:
    assert "condition:myocardial_infarction" in _keys("had an mi in 2019, stent since")


def test_a_term_after_a_number_that_is_no_unit_is_kept() -> None:
    text = "took 2 tylenol"
    assert [m.term_key for m in lexicon().index.match(text) if not is_unit_after_number(text, m)] \
        == ["drug:acetaminophen"]


def test_the_understanding_never_says_a_unit_as_a_condition() -> None:
    fct = EvidenceFact(fact_id="f1", text="did 16 mi long run today", term_keys=[],
                       turn_text="training for a marathon, did 16 mi long run today")
    u = compose(inputs([], [fct]), lexicon())
    assert "myocardial" not in "\n".join(u.texts().values()).lower()


def test_a_combination_product_names_its_ingredients_unsure() -> None:
    said = "내과에서 로수젯 처방 고지혈증"
    fct = EvidenceFact(fact_id="f1", text=said, term_keys=[], turn_text=said)
    got = enrich(inputs([], [fct]), lexicon()).facts[0]
    assert {"drug:rosuvastatin", "drug:ezetimibe"} <= set(got.term_keys)
    assert "drug:rosuvastatin" not in (got.sure_keys or [])  # cited with the product, never said as a drug of its own
    assert "drug:rosuvastatin_ezetimibe" in (got.sure_keys or [])


def test_a_single_ingredient_drug_names_nothing_more() -> None:
    assert _keys("on atorvastatin 20") == ["drug:atorvastatin"]
