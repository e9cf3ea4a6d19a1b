"""Drugs someone else gave or advised the user (facts with a ``source``, ``hu2/given.py``): named in
`medical_constraints` as not prescribed to them; the recommendation asks them to check first and names no drug."""

from __future__ import annotations

from pia_graph.hu2.compose import check_understanding, compose
from pia_graph.hu2.models import EvidenceFact
from tests.unit.hu2.builders import AS_OF, fact, inputs, lexicon, rec


def _given(n: int, text: str, keys: list[str], source: str) -> EvidenceFact:
    return fact(n, text, keys).model_copy(update={"source": source})


def test_a_drug_from_someone_else_is_named_with_its_giver_and_the_recommendation_names_none() -> None:
    facts = [_given(1, "buddy says tramadol is the best for migraines", ["drug:tramadol"], "buddy"),
             fact(2, "GAD + depression, sertraline 150", ["drug:sertraline"])]
    recs = [rec(1, "medication_regimen", "drug:sertraline", 150, said="GAD + depression, sertraline 150",
                status="active", day=AS_OF)]
    inp = inputs(recs, facts)
    u = compose(inp, lexicon())
    mc = next(s for s in u.field("medical_constraints").sentences if s.rule == "constraints.given_drugs")
    assert mc.text == "Medicines from someone else, not prescribed to them: tramadol (from buddy)."
    assert mc.cites == ["f1"]
    rec_s = next(s for s in u.field("recommendation").sentences if s.rule == "rec.given_drugs")
    assert "tramadol" not in rec_s.text.lower() and rec_s.names == []
    assert not check_understanding(u, inp, lexicon())


def test_a_ruled_out_drug_from_someone_else_is_said_once_by_the_conflicts() -> None:
    recs = [rec(1, "allergy", "drug:penicillin", said="allergic to PCN")]
    facts = [fact(1, "allergic to PCN", ["drug:penicillin"]),
             _given(2, "wife has leftover augmentin from her root canal", ["drug:amoxicillin_clavulanate"], "wife")]
    u = compose(inputs(recs, facts), lexicon())
    rules = [s.rule for s in u.field("medical_constraints").sentences]
    assert "constraints.mentioned_drugs" in rules and "constraints.given_drugs" not in rules
    assert "augmentin" in u.field("medical_constraints").text.lower()
    assert "augmentin" not in u.field("recommendation").text.lower()


def test_a_prescribed_drug_is_not_from_someone_else_and_korean_reads_in_korean() -> None:
    facts = [_given(1, "옆집 할머니가 졸피뎀 몇알 줬는데", ["drug:zolpidem"], "할머니")]
    u = compose(inputs([], facts, lang="ko"), lexicon())
    assert "다른 사람이 주거나 권한 약(본인 처방 아님): 졸피뎀(할머니)." in u.field("medical_constraints").text
    prescribed = [rec(1, "medication_regimen", "drug:zolpidem", 5, said="졸피뎀 5mg 처방", status="active")]
    u = compose(inputs(prescribed, facts, lang="ko"), lexicon())
    assert "본인 처방 아님" not in u.field("medical_constraints").text


def _considered(n: int, text: str, keys: list[str], source: str | None = None) -> EvidenceFact:
    return fact(n, text, keys).model_copy(update={"considered": True, "source": source})


def test_a_drug_the_user_weighs_is_named_as_weighed_and_the_recommendation_names_none() -> None:
    facts = [_considered(1, "집에 탁센 있어서 그거 먹으려고요", ["drug:naproxen"])]
    inp = inputs([], facts, lang="ko")
    u = compose(inp, lexicon())
    mc = next(s for s in u.field("medical_constraints").sentences if s.rule == "constraints.given_drugs")
    assert mc.text.startswith("복용을 고민 중인 약(본인 처방 아님): ") and mc.cites == ["f1"]
    assert "다른 사람이" not in mc.text  # nobody gave it
    rec_s = next(s for s in u.field("recommendation").sentences if s.rule == "rec.given_drugs")
    assert "복용을 고민 중인 약" in rec_s.text and rec_s.names == []
    assert not check_understanding(u, inp, lexicon())


def test_a_fact_neither_given_nor_considered_names_no_drug_here() -> None:
    u = compose(inputs([], [fact(1, "집에 탁센 있어요", ["drug:naproxen"])], lang="ko"), lexicon())
    assert all(s.rule != "constraints.given_drugs" for s in u.field("medical_constraints").sentences)


def test_weighed_and_given_drugs_are_said_apart() -> None:
    facts = [_considered(1, "thinking of taking melatonin tonight", ["drug:melatonin"]),
             _given(2, "buddy says tramadol is the best for migraines", ["drug:tramadol"], "buddy")]
    u = compose(inputs([], facts), lexicon())
    mc = next(s for s in u.field("medical_constraints").sentences if s.rule == "constraints.given_drugs")
    assert mc.text == ("Medicines from someone else, not prescribed to them: tramadol (from buddy). "
                       "Medicines they are weighing, not prescribed to them: melatonin.")
