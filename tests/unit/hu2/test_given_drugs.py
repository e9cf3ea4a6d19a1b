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
