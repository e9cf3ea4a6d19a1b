"""RETAIN gate on unseen wording (round 13), one test per rule, each with wording of its own (not a suite's
sentence), English and Korean: a grammar of question forms, the context of a question, requests and telegraphic
queries, imagined worries, figurative words, vague intentions, bystanders, meals named as occasions."""

from __future__ import annotations

import pytest

from pia_graph.ingest.clause_talk import is_request
from pia_graph.ingest.clause_verdict import Verdict
from pia_graph.ingest.experiencer import Experiencer
from pia_graph.ingest.retain_gate import retain_decision, retain_for_records
from pia_graph.ingest.sentence_asks import asks_by_form
from pia_graph.ingest.utterance import AnalysedUtterance, analyse
from pia_graph.ontology import AliasIndex, Dictionary


def _analyse(index: AliasIndex, dictionary: Dictionary, text: str, lang: str) -> AnalysedUtterance:
    return analyse(text, lang, index=index, dictionary=dictionary)


def _retain(index: AliasIndex, dictionary: Dictionary, text: str, lang: str = "en") -> bool:
    return retain_decision(_analyse(index, dictionary, text, lang)).retain


# rule question_form_en: a clause asks by its grammar alone, without a question mark
@pytest.mark.parametrize("clause", [
    "how long should I ice it", "how much ibuprofen for a 40 kg kid", "what dose of melatonin for a teen",
    "when is the next flu shot due", "if my ferritin drops under 20 should I switch pills",
    "if i double the dose what would happen",
])
def test_a_clause_asks_by_its_form(clause: str) -> None:
    assert asks_by_form(clause)


@pytest.mark.parametrize("clause", [
    "when I woke up my throat was sore", "what a night", "what my doctor said was fine",
    "if it does that again i'll call", "how I slept is a mystery",
])
def test_a_wh_word_before_a_subject_asks_nothing(clause: str) -> None:
    assert not asks_by_form(clause)


def test_a_statement_then_a_question_without_its_mark(index: AliasIndex, dictionary: Dictionary) -> None:
    u = _analyse(index, dictionary, "my knee is swollen again, how long should I ice my knee", "en")
    assert u.verdicts == [Verdict.STATEMENT, Verdict.QUESTION]
    assert not _retain(index, dictionary, "my nephew has a 101 fever, how much ibuprofen for a 40 kg kid")


@pytest.mark.parametrize("text", [
    "would swimming every day help my shoulder", "wht is a normal a1c for my age",
    "if my ferritin drops under 20 should I switch pills",
])
def test_general_questions_without_a_mark_are_not_kept(index: AliasIndex, dictionary: Dictionary, text: str) -> None:
    assert not _retain(index, dictionary, text)


def test_a_subordinate_when_is_still_a_statement(index: AliasIndex, dictionary: Dictionary) -> None:
    assert _retain(index, dictionary, "when I woke up my throat was sore")


# rule question_form_ko: a wh-word anywhere with an asking ending; a question with a context tail
@pytest.mark.parametrize("text", [
    "어제 커피 몇 잔 마셨지", "지난달 체중 얼마였지 ㅋㅋ", "비타민 c 하루 최대량이 얼마임",
    "걷기 매일 해도 되나요 무릎 생각하면", "감기약 먹어도 괜찮을까 혈압약 먹는 중이라",
])
def test_korean_questions_without_a_mark_are_not_kept(index: AliasIndex, dictionary: Dictionary, text: str) -> None:
    assert not _retain(index, dictionary, text, "ko")


def test_korean_statement_before_a_wh_question_is_kept(index: AliasIndex, dictionary: Dictionary) -> None:
    u = _analyse(index, dictionary, "공복혈당 105 나왔어 지난달엔 얼마였지", "ko")
    assert u.verdicts[0] == Verdict.STATEMENT
    assert _retain(index, dictionary, "혈압약 또 까먹었다 이번주에 몇번째지", "ko")


def test_korean_indefinites_ask_nothing(index: AliasIndex, dictionary: Dictionary) -> None:
    assert _retain(index, dictionary, "언제나 아침엔 혈압이 좀 높아", "ko")


def test_korean_for_is_no_clause_break(index: AliasIndex, dictionary: Dictionary) -> None:
    assert not _retain(index, dictionary, "콜레스테롤 낮추는데 좋은 운동 뭐있어?", "ko")


# rule question_context_en: a sentence after a question that tells nothing of its own is its context
def test_the_context_after_a_question_is_not_kept(index: AliasIndex, dictionary: Dictionary) -> None:
    assert not _retain(index, dictionary, "what was my last ferritin? the hematologist is asking")
    assert not _retain(index, dictionary, "do I have any drug allergies? the pharmacy form wants it")


def test_a_symptom_after_a_question_is_kept(index: AliasIndex, dictionary: Dictionary) -> None:
    assert _retain(index, dictionary, "is this normal? headache every morning this week")


# rule request: the dictionary's request and aggregate lists; a request makes no record of its own
@pytest.mark.parametrize(("text", "lang"), [
    ("look up what the dermatologist said about my mole", "en"), ("혈압약 종류 정리 좀", "ko"),
    ("이번주 수면시간 평균", "ko"), ("resting heart rate trend", "en"),
])
def test_requests_and_telegraphic_queries_are_not_kept(index: AliasIndex, dictionary: Dictionary, text: str,
                                                       lang: str) -> None:
    assert is_request(text, lang)
    assert not _retain(index, dictionary, text, lang)


def test_a_value_told_with_an_aggregate_word_is_no_query() -> None:
    assert not is_request("수면 평균 7시간", "ko")
    assert not is_request("9200 steps average this week", "en")


def test_a_request_is_not_kept_for_its_records(index: AliasIndex, dictionary: Dictionary) -> None:
    u = _analyse(index, dictionary, "점심 메뉴 추천 좀", "ko")
    decision = retain_decision(u)
    assert not retain_for_records(decision, u, [(0, 2)]).retain
    assert not _retain(index, dictionary, "Remind me why I changed pharmacies")


# rule hypothetical_ko: an imagined case worried about
def test_a_korean_worry_is_hypothetical(index: AliasIndex, dictionary: Dictionary) -> None:
    u = _analyse(index, dictionary, "아내가 독감인데 나까지 걸리면 어떡해", "ko")
    assert Verdict.HYPOTHETICAL in retain_decision(u).reasons
    assert not retain_decision(u).retain


# rule figurative and intention: dictionary lists
@pytest.mark.parametrize(("text", "lang"), [
    ("this commute is giving me a heart attack", "en"), ("시험 생각만 해도 머리 아파", "ko"),
    ("maybe i'll start swimming someday", "en"), ("언젠가 마라톤 나가볼까 생각중", "ko"),
])
def test_figurative_words_and_vague_intentions_are_not_kept(index: AliasIndex, dictionary: Dictionary, text: str,
                                                            lang: str) -> None:
    assert not _retain(index, dictionary, text, lang)


# rule experiencer: the user as a bystander, a vet's patient, 's read as "is", a relative's passing pain
@pytest.mark.parametrize(("text", "lang", "who"), [
    ("my roommate keeps sneezing near me", "en", Experiencer.OTHER),
    ("i think she has strep, my roommate", "en", Experiencer.OTHER),
    ("my neighbor's in the ER with a broken hip", "en", Experiencer.OTHER),
    ("vet says our beagle needs a dental cleaning", "en", Experiencer.PET),
    ("옆 사람이 계속 재채기해", "ko", Experiencer.OTHER),
])
def test_bystanders_and_others(index: AliasIndex, dictionary: Dictionary, text: str, lang: str,
                               who: Experiencer) -> None:
    u = _analyse(index, dictionary, text, lang)
    assert u.clauses[0].experiencer == who
    assert not retain_decision(u).retain


def test_the_user_compared_is_still_the_user_when_said_so(index: AliasIndex, dictionary: Dictionary) -> None:
    assert _retain(index, dictionary, "i think i have strep")


def test_a_relatives_fall_and_pain_is_an_episode(index: AliasIndex, dictionary: Dictionary) -> None:
    u = _analyse(index, dictionary, "아빠가 계단에서 넘어지셔서 무릎 아프시대", "ko")
    assert u.verdicts == [Verdict.FAMILY_EPISODE]


# Korean words that are health only as words of their own: 키 (height), 살 (weight, not an age)
@pytest.mark.parametrize(("text", "kept"), [
    ("ㅋㅋ 오키 굿밤", False), ("키 172", True), ("이번달 살 2키로 빠짐", True),
])
def test_korean_height_and_weight_words(index: AliasIndex, dictionary: Dictionary, text: str, kept: bool) -> None:
    assert _retain(index, dictionary, text, "ko") == kept


# rule joined_subject_ko: a Korean clause joined by a connective to someone else's goes on with that subject
def test_a_joined_korean_clause_keeps_the_other_subject(index: AliasIndex, dictionary: Dictionary) -> None:
    u = _analyse(index, dictionary, "남편 콜레스테롤이 260인데 약을 안 먹어요", "ko")
    assert u.verdicts == [Verdict.OTHER_PERSON, Verdict.OTHER_PERSON]
    assert _retain(index, dictionary, "남편이 감기 걸렸는데 나도 목이 아파", "ko")
