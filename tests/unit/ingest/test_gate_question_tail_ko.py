"""Korean questions whose last clause asks about the clause before it (RETAIN gate, ``ko_endings.asked_by_last_ko``):
a confirm tag alone ("… 같은데 맞아?") or the same predicate offered as a choice ("식전에 먹어요 식후에 먹어요?");
and the -는 데 "for" of an evaluation ("살 빼는데 더 효과적이에요?"), which is no clause break. Wording of its own."""

from __future__ import annotations

from functools import cache

import pytest

from pia_graph.ingest.analysed_text import analysed_form
from pia_graph.ingest.clauses import all_clauses
from pia_graph.ingest.ko_endings import asked_by_last_ko
from pia_graph.ingest.retain_gate import RetainDecision, retain_decision
from pia_graph.ingest.utterance import analyse
from pia_graph.ontology import AliasIndex, Dictionary, load_default_dictionary


@cache
def _dictionary() -> tuple[Dictionary, AliasIndex]:
    d = load_default_dictionary()
    return d, AliasIndex.build(d)


def _gate(text: str) -> RetainDecision:
    d, index = _dictionary()
    return retain_decision(analyse(analysed_form(text), "ko", index=index, dictionary=d))


@pytest.mark.parametrize(("clause", "last"), [
    ("요즘 잠 덜 잔거 같은데", "맞지?"),
    ("체중 좀 빠진 거 같은데", "그치?"),
    ("마그네슘은 아침에 먹어요", "저녁에 먹어요?"),
    ("유산균 공복에 먹는게 나아", "식후에 먹는게 나아?"),
])
def test_the_last_clause_asks_about_this_one(clause: str, last: str) -> None:
    assert asked_by_last_ko(clause, last)


@pytest.mark.parametrize(("clause", "last"), [
    ("어제 두통 심했어", "오늘은 괜찮을까?"),  # another predicate: a statement, then its own question
    ("무릎이 아파", "병원 가야 돼?"),
])
def test_a_clause_with_a_question_of_its_own_after_it(clause: str, last: str) -> None:
    assert not asked_by_last_ko(clause, last)


@pytest.mark.parametrize("text", [
    "이번주 운동 덜 한거 같은데 맞아?",
    "비타민D는 아침에 먹어요 저녁에 먹어요?",
    "빈속에 걷는게 지방 태우는데 더 좋아요?",
])
def test_a_question_about_its_own_clause_keeps_nothing(text: str) -> None:
    assert not _gate(text).retain


@pytest.mark.parametrize("text", [
    "혈압 128인데 맞아?",  # a reading's value told is kept, whatever is asked of it
    "무릎이 계속 아픈데 병원 가야 돼?",  # a state told, then a question of its own
])
def test_a_value_or_a_state_told_before_the_question_is_kept(text: str) -> None:
    assert _gate(text).retain


def test_the_for_of_an_evaluation_is_no_clause_break() -> None:
    [(_, parts)] = all_clauses("계단 오르기가 다리 근력 키우는데 제일 좋아요?")
    assert len(parts) == 1
    [(_, parts)] = all_clauses("머리 아픈데 약 먹을까")
    assert len(parts) == 2  # the connective -ㄴ데 still joins two clauses
