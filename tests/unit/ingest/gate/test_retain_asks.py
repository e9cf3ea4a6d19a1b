"""RETAIN gate rules for clauses that ask: a question keeps nothing, a statement beside it is kept."""

from __future__ import annotations

import pytest

from pia_graph.ingest.clause_verdict import Verdict
from pia_graph.ingest.experiencer import Experiencer
from pia_graph.ingest.retain_gate import retain_decision
from pia_graph.ingest.utterance import analyse
from pia_graph.ontology import AliasIndex, Dictionary
from tests.unit.ingest.rule_test_helpers import analysed, analysed_ko, clause_texts, retained, verdicts_of


# rule statement_end_ko: a statement's final ending (past, polite, nominal -음/-ㅁ, -ㄴ다, a state's informal
# ending) ends a clause before what the user asks, wonders, requests or was told about it
@pytest.mark.parametrize(("text", "told"), [
    ("혈압 135 나왔음 저번달보다 얼마나 올랐지", "혈압 135 나왔음"),
    ("어제 6시간 잤다 지난주 평균은 몇시간이야", "어제 6시간 잤다"),
    ("두통약 또 먹음 이번달 몇번째지", "두통약 또 먹음"),
    ("메트포르민 1000으로 바뀜 전에 왜 올렸더라?", "메트포르민 1000으로 바뀜"),
    ("속이 쓰려요 제가 위염 있다고 했었나요?", "속이 쓰려요"),
    ("허리 또 아파 한의원에서 전에 뭐랬지", "허리 또 아파"),
    ("아침마다 어지러워 빈혈약 때문일까", "아침마다 어지러워"),
    ("체중 2키로 빠졌어 지난 석달 추이 보여줘", "체중 2키로 빠졌어"),
    ("갑상선 수치 높게 나왔대 병원에서 약 바꾼대", "갑상선 수치 높게 나왔대"),
])
def test_a_korean_statement_before_what_is_asked_is_kept(index: AliasIndex, dictionary: Dictionary, text: str,
                                                         told: str) -> None:
    assert clause_texts(text)[0] == told
    u = analysed(index, dictionary, text, "ko")
    assert u.clauses[0].verdict == Verdict.STATEMENT
    assert retained(index, dictionary, text, "ko")


@pytest.mark.parametrize("text", [
    "정형외과에서 허리에 대해 뭐라 했었지",  # 대해 is a postposition, no ending
    "공복혈당 130 넘으면 위험해?",  # the number is part of what is asked
    "어젯밤 잠 몇시간 잤지",
    "비타민D 하루에 얼마나 먹어야돼",
])
def test_korean_questions_with_no_statement_stay_whole(index: AliasIndex, dictionary: Dictionary, text: str) -> None:
    assert len(clause_texts(text)) == 1
    assert not retained(index, dictionary, text, "ko")


# rule state_in_question_en: a clause naming a symptom in a question's sentence is a state told, not a fragment
def test_a_symptom_named_beside_a_question_is_kept(index: AliasIndex, dictionary: Dictionary) -> None:
    u = analysed(index, dictionary, "sharp heartburn after the spicy wings, is that the naproxen?", "en")
    assert u.verdicts == [Verdict.STATEMENT, Verdict.QUESTION]
    assert not retained(index, dictionary, "after dinner tonight, should I walk or rest?")


# rule context_after_question_ko: a Korean sentence after a question that goes on with it (a reason ending, even
# polite, or a noun with 도) is the question's
@pytest.mark.parametrize("text", [
    "제 혈액형 뭐였죠? 헌혈하려고 물어봐서요",
    "요즘 혈압 어때? 저번에 약 바꾼 이유도",
])
def test_the_context_after_a_korean_question_is_not_kept(index: AliasIndex, dictionary: Dictionary,
                                                         text: str) -> None:
    assert not retained(index, dictionary, text, "ko")


# rule asked_noun_phrase_en: a noun phrase of the user's with no verb, in a question's sentence, is what is asked
# for; a question joined by "+" asks
@pytest.mark.parametrize("text", [
    "my cholesterol numbers since the statin, and what did the cardiologist say about them?",
    "my sleep since the new job + what were my notes about melatonin",
])
def test_a_noun_phrase_asked_for_is_not_kept(index: AliasIndex, dictionary: Dictionary, text: str) -> None:
    assert not retained(index, dictionary, text)


def test_a_statement_beside_a_question_is_still_kept(index: AliasIndex, dictionary: Dictionary) -> None:
    assert retained(index, dictionary, "I'm pregnant now, which of my meds should I stop?")
    assert retained(index, dictionary, "my knee pain since the fall, should I get an xray?")


# rule statement_end_ko, readings and reported values: a reading said alone, or a value reported (6.1%래), ends
# a clause before what is asked or reported about it; a bare reading goes on with a finding reported after it
@pytest.mark.parametrize(("text", "told"), [
    ("오늘 아침 63.8kg 작년보다 얼마나 빠진거야?", "오늘 아침 63.8kg"),
    ("공복혈당 6.4%래 지난번보다 좀 내려갔대", "공복혈당 6.4%래"),
    ("커피 3잔 마심 이번주 총 몇잔이지", "커피 3잔 마심"),
    ("요즘 너무 피곤해서 힘들어 내 수면 기록 보면 언제부터 이랬어?", "요즘 너무 피곤해서 힘들어"),
])
def test_a_korean_reading_before_what_is_asked_is_kept(index: AliasIndex, dictionary: Dictionary, text: str,
                                                       told: str) -> None:
    assert clause_texts(text)[0] == told
    assert retained(index, dictionary, text, "ko")


# rule subject_verb_en: a subject with its finite verb beside a question is a clause of its own, not a fragment
def test_a_subject_and_its_verb_beside_a_question_is_kept(index: AliasIndex, dictionary: Dictionary) -> None:
    assert retained(index, dictionary, "migraine started at noon, is that the new pill?")
    assert retained(index, dictionary, "Dr Kim wants an MRI of my back, what did the physio say last time?")


# rule asks_only: a sentence that asks for the user's records and tells no new value of the user's own is not
# kept: the READ gate's record-request grammar, a Korean wh-word as a clause's predicate, a clause closed by a
# politeness word, what a Korean request closing the sentence asks for; a value told beside the ask is kept
@pytest.mark.parametrize(("text", "lang"), [
    ("weight log for october pls", "en"),
    ("everything on my thyroid please: tsh, the dose changes, what the endo said", "en"),
    ("콜레스테롤 마지막으로 잰 게 언제고 얼마였어", "ko"),
    ("작년 검진 간수치 몇이었지 그리고 의사가 뭐랬는지 알려줘", "ko"),
    ("혈당 수치, 운동한 날, 먹은 약 다 정리해줘", "ko"),
    ("지난달 수면시간 평균 ㄱㄱ", "ko"),
])
def test_a_sentence_that_only_asks_is_not_kept(index: AliasIndex, dictionary: Dictionary, text: str,
                                               lang: str) -> None:
    assert not retained(index, dictionary, text, lang)


@pytest.mark.parametrize(("text", "lang"), [
    ("my bp was 141/92 this morning, bp log for the week pls", "en"),
    ("knee is killing me again pls help", "en"),
    ("체중 68.2 오늘 재봤는데 지난달이랑 얼마나 차이나", "ko"),
    ("어제 두통 심했음 진통제 뭐 먹었는지 정리해줘", "ko"),
])
def test_a_value_told_beside_an_ask_is_kept(index: AliasIndex, dictionary: Dictionary, text: str,
                                            lang: str) -> None:
    assert retained(index, dictionary, text, lang)


# rule reading_told_ko: a Korean reading given a value (not a bound or a case asked about) is told, even inside
# what is asked or requested
@pytest.mark.parametrize("text", [
    "아침 공복혈당 98 지난달이랑 비교하면 어때?",
    "저녁 혈압 128/82 이번주 기록이랑 비교해줘",
])
def test_a_korean_reading_told_inside_an_ask_is_kept(index: AliasIndex, dictionary: Dictionary, text: str) -> None:
    assert retained(index, dictionary, text, "ko")


@pytest.mark.parametrize("text", [
    "혈당 250 넘으면 응급실 가야 돼?",
    "혈압 135/85는 높은 편이야?",
    "LDL 160이면 약 먹어야 돼?",
])
def test_a_korean_bound_asked_about_is_not_told(index: AliasIndex, dictionary: Dictionary, text: str) -> None:
    assert not retained(index, dictionary, text, "ko")


# rule after_question_ko: names alone after a Korean question (no number, no ending that tells, no state) are
# what it asks about
def test_names_after_a_korean_question_are_asked(index: AliasIndex, dictionary: Dictionary) -> None:
    assert not retained(index, dictionary, "간 수치 정상이었나? AST랑 ALT", "ko")
    assert retained(index, dictionary, "간 수치 정상이었나? 요즘 피곤하고 두통 있음", "ko")


# rule ask_ko: wondering (궁금) and asking whether it was said (있었나, 했었나) ask in Korean
@pytest.mark.parametrize("text", ["일주일 금주하면 간수치 얼마나 떨어질지 궁금", "내가 두드러기 얘기했었나"])
def test_korean_wondering_asks(index: AliasIndex, dictionary: Dictionary, text: str) -> None:
    assert not retained(index, dictionary, text, "ko")


# rule question_after_statement_en: a question said after a statement with no mark between is its own clause
def test_an_unmarked_question_after_a_statement_is_split(index: AliasIndex, dictionary: Dictionary) -> None:
    assert not retained(index, dictionary, "my cat threw up her breakfast what should i do")
    assert retained(index, dictionary, "my knee swelled up after the hike what should i do")


# rule state_told_en: a state with its own verb in an asking sentence is told ("…started again, did i tell you …")
def test_a_state_with_its_verb_beside_an_ask_is_kept(index: AliasIndex, dictionary: Dictionary) -> None:
    assert retained(index, dictionary, "hives came back after the shrimp, did i mention what the allergist said")


# rule dislocated subject: "나", "저", "내가" after the predicate; the sentence asks or tells as its predicate does
@pytest.mark.parametrize("text", [
    "혈압약 몇 mg으로 바뀌었더라 나",
    "커피 오늘 몇잔 마셨냐 나",
    "마지막 피검사 언제였지 저",
])
def test_question_with_its_subject_after_the_predicate_is_not_kept(index: AliasIndex, dictionary: Dictionary,
                                                                   text: str) -> None:
    decision = retain_decision(analysed_ko(index, dictionary, text))
    assert not decision.retain
    assert Verdict.QUESTION in decision.reasons


def test_a_value_told_beside_not_knowing_is_kept(index: AliasIndex, dictionary: Dictionary) -> None:
    # the reading is told; only when the user last ate is unknown
    assert retain_decision(analysed_ko(index, dictionary, "혈당 138 나옴 밥 먹은지 얼마나 됐는지 모르겠어")).retain


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


@pytest.mark.parametrize("text", [
    "감기약은 하루에 몇번 먹어야 돼요",  # a wh-word: asks
    "혈압약 아침에 먹어야 돼?",  # the mark: asks
])
def test_an_obligation_asked_is_not_kept(index: AliasIndex, dictionary: Dictionary, text: str) -> None:
    assert not retain_decision(analysed_ko(index, dictionary, text)).retain


# rule: a question about the user's own record asked inside a statement asks, it does not tell
@pytest.mark.parametrize("text", [
    "can't remember when my last tetanus shot was",
    "my doctor wants to know how my blood pressure has been",
    "I forget what my a1c was in the spring",
])
def test_an_embedded_question_is_a_question(index: AliasIndex, dictionary: Dictionary, text: str) -> None:
    assert verdicts_of(index, dictionary, text) == [Verdict.QUESTION]


# rule: a Korean question word inside a question sentence makes the clause part of the question
def test_korean_question_word_clause_is_asked(index: AliasIndex, dictionary: Dictionary) -> None:
    assert not retained(index, dictionary, "저번에 허리 아플 때 뭐 붙였는데 괜찮았는지 기억나?", "ko")
    assert not retained(index, dictionary, "마지막으로 독감 주사 맞은 게 언제야", "ko")


# rule: a Korean sentence that only goes on with the question before it is part of that question
def test_korean_continuation_of_a_question(index: AliasIndex, dictionary: Dictionary) -> None:
    assert not retained(index, dictionary, "진통제 먹어도 될까? 지금 먹는 혈압약이랑 같이", "ko")


# rule: a statement, then the user wondering what it is: the statement is kept
@pytest.mark.parametrize("text", ["요즘 자꾸 어지러워요 빈혈인가?", "밤마다 다리가 아파 성장통인가"])
def test_korean_statement_then_wondering(index: AliasIndex, dictionary: Dictionary, text: str) -> None:
    assert retained(index, dictionary, text, "ko")


# rule: an instruction told to the user in Korean hearsay (-(으)래) is about the user
@pytest.mark.parametrize("text", ["중성지방 320 나왔어 운동 좀 하래", "공복혈당 118이야 단 거 줄이래요"])
def test_korean_told_to_is_the_users(index: AliasIndex, dictionary: Dictionary, text: str) -> None:
    u = analyse(text, "ko", index=index, dictionary=dictionary)
    assert all(c.experiencer == Experiencer.SELF for c in u.clauses)
    assert retain_decision(u).retain


# a count of days going on (몇일째, 며칠째, 몇 주째) says how long a state has lasted, it asks nothing (session 48)
@pytest.mark.parametrize(("text", "kept"), [
    ("몇일째 잠을 못자요 새벽 세시까지 뒤척임", True),
    ("며칠째 두통이 있음", True),
    ("혈당 몇이었지", False),  # a wh-word still asks
])
def test_a_count_of_days_going_on_asks_nothing(index: AliasIndex, dictionary: Dictionary, text: str,
                                               kept: bool) -> None:
    assert retained(index, dictionary, text, "ko") is kept
