"""A drug someone who is no carer gave or advised the user (``ingest/given_drug.py``): the clause is the user's
statement, kept by the RETAIN gate, with a fact whose source is the giver and no regimen or intake."""

from __future__ import annotations

from typing import Any

import pytest

from pia_graph.ingest.experiencer import Experiencer
from pia_graph.ingest.given_drug import giver
from pia_graph.ontology import AliasIndex, Dictionary
from tests.unit.ingest.rule_test_helpers import analysed, retained

GIVEN = [
    ("옆집 할머니가 졸피뎀 몇알 줬는데 오늘밤 두알 먹어볼까", "ko", "drug:zolpidem", "할머니"),
    ("친구가 허리 아프면 이부프로펜 먹으래서 오늘부터 먹을게요", "ko", "drug:ibuprofen", "친구"),
    ("회사 동료가 이부프로펜 800 세게 먹으면 바로 가라앉는다는데 통풍엔 그게 최고라고", "ko", "drug:ibuprofen", "동료"),
    ("친구가 아스피린 한 알 먹으면 허리도 낫는다카던데 먹어볼까요?", "ko", "drug:aspirin", "친구"),
    ("my friend gave me some of her oxycodone", "en", "drug:oxycodone", "friend"),
    ("wife has leftover augmentin from her root canal, gonna take those. cool?", "en",
     "drug:amoxicillin_clavulanate", "wife"),
    ("buddy says tramadol is the best for migraines, he'll give me a few of his", "en", "drug:tramadol", "buddy"),
]


@pytest.mark.parametrize(("text", "lang", "key", "who"), GIVEN)
def test_a_drug_someone_else_gave_is_the_users_fact_and_no_record(
        text: str, lang: str, key: str, who: str, index: AliasIndex, dictionary: Dictionary, run: Any) -> None:
    u = analysed(index, dictionary, text, lang)
    given = [c for c in u.clauses if c.given]
    assert given and given[0].experiencer == Experiencer.SELF
    assert retained(index, dictionary, text, lang)
    ex = run(text, lang=lang)
    assert not [r for r in ex.records if r.type.startswith("medication_")]
    facts = [f for f in ex.facts if key in f.term_keys]
    assert facts and facts[0].source == who


@pytest.mark.parametrize(("text", "lang"), [
    ("my wife gave the baby tylenol last night", "en"),  # given to someone else
    ("엄마가 애기한테 타이레놀 줬어요", "ko"),
    ("my friend says her ibuprofen upset her stomach", "en"),  # hearsay, nothing asked or meant
    ("Dr. Nguyen gave me amoxicillin 500 tid x 7 days", "en"),  # a carer's prescription
    ("의사쌤이 아스피린 먹으래", "ko"),
    ("아빠 내과 다녀옴 당뇨라서 메트포르민 드시래요", "ko"),  # what a relative was told stays theirs
])
def test_not_a_drug_given_to_the_user(text: str, lang: str, index: AliasIndex, dictionary: Dictionary) -> None:
    assert not any(c.given for c in analysed(index, dictionary, text, lang).clauses)


def test_a_carers_prescription_keeps_its_regimen(run: Any) -> None:
    ex = run("Dr. Nguyen gave me amoxicillin 500 tid x 7 days", lang="en")
    assert [r.coordinate for r in ex.records if r.type == "medication_regimen"] == ["drug:amoxicillin"]
    assert all(f.source is None for f in ex.facts)


def test_the_users_own_state_in_a_given_clause_is_kept(run: Any) -> None:
    ex = run("허리 아파서 친구가 준 나프록센 먹어볼까 해요", lang="ko")
    assert not [r for r in ex.records if r.type.startswith("medication_")]
    assert any(f.source == "친구" and "drug:naproxen" in f.term_keys for f in ex.facts)


def test_the_giver_is_the_first_person_word_not_a_pronoun() -> None:
    assert giver("gave me some of her oxycodone", "en") == ""
    assert giver("my neighbour gave me her zolpidem", "en") == "neighbour"
