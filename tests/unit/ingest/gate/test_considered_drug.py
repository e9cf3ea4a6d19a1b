"""A drug the user plans or weighs taking, not taken yet (``ingest/considered_drug.py``): the clause is the user's
statement, kept by the RETAIN gate as a fact marked ``considered``, with no intake or regimen; a plan of anything
else, a case imagined, a question and someone else's plan stay as they were."""

from __future__ import annotations

from typing import Any

import pytest

from pia_graph.ingest import considered_drug
from pia_graph.ingest.experiencer import Experiencer
from pia_graph.ingest.retain_gate import RetainDecision
from pia_graph.ingest.retain_model import combine, load_retain_model
from pia_graph.ontology import AliasIndex, Dictionary
from tests.unit.ingest.rule_test_helpers import analysed, retained

CONSIDERED = [
    ("집에 탁센 있어서 그거 먹으려고요", "ko", "drug:naproxen"),
    ("부루펜 세 알 먹어야겠다", "ko", "drug:ibuprofen"),
    ("약 너무 오래 먹었으니까 바라크루드는 끊고 헛개로 바꾸려고요", "ko", "drug:entecavir"),
    ("남편이 치과에서 받은 오구멘틴 남은 거 있는데 그거 그냥 먹을까 봐요", "ko", "drug:amoxicillin_clavulanate"),
    ("thinking of taking melatonin tonight", "en", "drug:melatonin"),
    ("I'm going to take two advil tonight before bed", "en", "drug:ibuprofen"),
]


@pytest.mark.parametrize(("text", "lang", "key"), CONSIDERED)
def test_a_drug_the_user_plans_to_take_is_a_considered_fact_and_no_record(
        text: str, lang: str, key: str, index: AliasIndex, dictionary: Dictionary, run: Any) -> None:
    u = analysed(index, dictionary, text, lang)
    considered = [c for c in u.clauses if c.considered]
    assert considered and considered[0].experiencer == Experiencer.SELF
    assert retained(index, dictionary, text, lang)
    ex = run(text, lang=lang)
    assert not [r for r in ex.records if r.type.startswith("medication_")]
    facts = [f for f in ex.facts if key in f.term_keys]
    assert facts and facts[0].considered


def test_a_considered_drug_given_by_someone_names_the_giver(run: Any) -> None:
    ex = run("남편이 치과에서 받은 오구멘틴 남은 거 있는데 그거 그냥 먹을까 봐요", lang="ko")
    facts = [f for f in ex.facts if "drug:amoxicillin_clavulanate" in f.term_keys]
    assert facts and facts[0].source == "남편"


@pytest.mark.parametrize(("text", "lang"), [
    ("내일부터 헬스장 다니려고요", "ko"),  # a plan of no drug
    ("피검사 받아볼까봐요", "ko"),
    ("만약에 메트포르민 끊으면 어떻게 돼요?", "ko"),  # a case imagined
    ("what if I doubled my metformin, would that help?", "en"),
    ("타이레놀이랑 이부프로펜 같이 먹어도 돼?", "ko"),  # a question
    ("can i take ibuprofen with my blood pressure meds?", "en"),
    ("남편이 위고비 맞으려고 해요", "ko"),  # someone else's plan
    ("남편이 위고비 맞을까 고민 중", "ko"),
    ("my sister is thinking of taking melatonin", "en"),
    ("my husband wants to try wegovy but he's scared of needles", "en"),
    ("took 2 advil at 3pm for the knee", "en"),  # taken: an intake, no plan
])
def test_not_a_considered_drug(text: str, lang: str, index: AliasIndex, dictionary: Dictionary) -> None:
    assert not any(c.considered for c in analysed(index, dictionary, text, lang).clauses)


def test_the_retain_opinion_does_not_veto_a_considered_drug() -> None:
    model = load_retain_model()
    assert model is not None
    text = "아니면 친구가 준 트라마돌 먹을까 해요"
    kept = RetainDecision(True, ["statement", considered_drug.REASON], [(0, len(text))])
    assert combine(kept, text, "ko", model).retain
    vetoed = combine(RetainDecision(True, ["statement"], [(0, len(text))]), text, "ko", model)
    assert not vetoed.retain  # the same words without the reason: the opinion vetoes them (P 0.005)
