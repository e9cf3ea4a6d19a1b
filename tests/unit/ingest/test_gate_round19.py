"""RETAIN gate, round 19: Korean grammar the cue lists did not see. A statement and then a request about it in
one clause with no comma (the statement part is told), a subject said after its predicate (the sentence still
asks where the predicate does), and not knowing whether something happened (asks, tells nothing). One test per
rule, each with wording of its own (not a suite's sentence)."""

from __future__ import annotations

import pytest

from pia_graph.ingest.clause_verdict import Verdict
from pia_graph.ingest.retain_gate import retain_decision
from pia_graph.ingest.utterance import AnalysedUtterance, analyse
from pia_graph.ontology import AliasIndex, Dictionary


def _analyse(index: AliasIndex, dictionary: Dictionary, text: str) -> AnalysedUtterance:
    return analyse(text, "ko", index=index, dictionary=dictionary)


# rule told_before_request: a statement's final ending (or a sigh after a value) and then a request, in one clause:
# the words up to the first such ending tell a health fact of the user's, kept as its own span; the request stays one
@pytest.mark.parametrize(("text", "told"), [
    ("어제 두통약 한알 먹음 이번달에 몇번 먹었는지 세어줘", "어제 두통약 한알 먹음"),
    ("허리 삐끗했어 ㅠ 전에도 이랬는지 찾아봐줘", "허리 삐끗했어"),
    ("열 38.2도ㅠ 어제 잰 거랑 같이 보여줘", "열 38.2도ㅠ"),
])
def test_statement_before_request_is_kept(index: AliasIndex, dictionary: Dictionary, text: str, told: str) -> None:
    u = _analyse(index, dictionary, text)
    decision = retain_decision(u)
    assert decision.retain
    assert [u.text[a:b] for a, b in decision.retained_spans] == [told]
    assert Verdict.REQUEST in decision.reasons


@pytest.mark.parametrize("text", [
    "이번달 혈압 평균 알려줘",  # a request alone tells nothing
    "혈당 재면 알려줘",  # a condition, no statement ending before the request
    "남편이 허리 삐끗했어 ㅠ 전에도 이랬는지 찾아봐줘",  # the statement is someone else's
])
def test_request_without_a_statement_of_the_users_is_not_kept(index: AliasIndex, dictionary: Dictionary,
                                                               text: str) -> None:
    assert not retain_decision(_analyse(index, dictionary, text)).retain


# rule dislocated subject: "나", "저", "내가" after the predicate; the sentence asks or tells as its predicate does
@pytest.mark.parametrize("text", [
    "혈압약 몇 mg으로 바뀌었더라 나",
    "커피 오늘 몇잔 마셨냐 나",
    "마지막 피검사 언제였지 저",
])
def test_question_with_its_subject_after_the_predicate_is_not_kept(index: AliasIndex, dictionary: Dictionary,
                                                                   text: str) -> None:
    decision = retain_decision(_analyse(index, dictionary, text))
    assert not decision.retain
    assert Verdict.QUESTION in decision.reasons


def test_statement_with_its_subject_after_the_predicate_is_kept(index: AliasIndex, dictionary: Dictionary) -> None:
    assert retain_decision(_analyse(index, dictionary, "어제 편두통 심했어 나")).retain


# rule embedded question: whether something happened, with not remembering or not knowing it, and no value told
@pytest.mark.parametrize("text", [
    "아까 혈압약 먹었는지 기억이 안나",
    "점심에 인슐린 맞았나 모르겠네",
])
def test_not_knowing_whether_is_not_kept(index: AliasIndex, dictionary: Dictionary, text: str) -> None:
    decision = retain_decision(_analyse(index, dictionary, text))
    assert not decision.retain
    assert Verdict.QUESTION in decision.reasons


def test_a_value_told_beside_not_knowing_is_kept(index: AliasIndex, dictionary: Dictionary) -> None:
    # the reading is told; only when the user last ate is unknown
    assert retain_decision(_analyse(index, dictionary, "혈당 138 나옴 밥 먹은지 얼마나 됐는지 모르겠어")).retain


# rule inverted last part: an English sentence whose last part, after a comma, opens with an auxiliary before its
# subject asks, with or without its question mark; what comes before it is that question's frame
@pytest.mark.parametrize("text", [
    "heard that red wine is good for the heart, is that true",
    "saw a post saying statins cause memory loss, do they",
])
def test_sentence_ending_on_an_inverted_question_is_not_kept(index: AliasIndex, dictionary: Dictionary,
                                                             text: str) -> None:
    assert not retain_decision(analyse(text, "en", index=index, dictionary=dictionary)).retain


def test_value_told_before_an_inverted_question_is_kept(index: AliasIndex, dictionary: Dictionary) -> None:
    assert retain_decision(analyse("my fasting sugar was 131 this morning, is that high", "en", index=index,
                                   dictionary=dictionary)).retain


# rule obligation: -아야/어야 되다 at the end with no question mark and no wh-word tells what the user must do
def test_an_obligation_said_without_a_mark_is_kept(index: AliasIndex, dictionary: Dictionary) -> None:
    assert retain_decision(_analyse(index, dictionary, "땅콩 알레르기 있어서 과자도 성분 봐야 돼요")).retain


@pytest.mark.parametrize("text", [
    "감기약은 하루에 몇번 먹어야 돼요",  # a wh-word: asks
    "혈압약 아침에 먹어야 돼?",  # the mark: asks
])
def test_an_obligation_asked_is_not_kept(index: AliasIndex, dictionary: Dictionary, text: str) -> None:
    assert not retain_decision(_analyse(index, dictionary, text)).retain
