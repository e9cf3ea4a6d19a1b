"""RETAIN gate, round 17: the experiencer of a clause named by kinship (dictionary ``kin_other``, possessives
typed without an apostrophe), a relative's passing illness (``acute_illness``), figurative evaluations, media
watched, and clauses that only ask. One test per rule, English and Korean, each with wording of its own (not a
suite's sentence)."""

from __future__ import annotations

import pytest

from pia_graph.ingest.experiencer import Experiencer, experiencer_of, kin_read
from pia_graph.ingest.retain_gate import retain_decision
from pia_graph.ingest.utterance import AnalysedUtterance, analyse
from pia_graph.ontology import AliasIndex, Dictionary


def _analyse(index: AliasIndex, dictionary: Dictionary, text: str, lang: str) -> AnalysedUtterance:
    return analyse(text, lang, index=index, dictionary=dictionary)


def _retain(index: AliasIndex, dictionary: Dictionary, text: str, lang: str = "en") -> bool:
    return retain_decision(_analyse(index, dictionary, text, lang)).retain


# rule kin_other: an in-law, a step-relative, a classmate or a stranger (dictionary data) is someone else, and the
# user's "my" before one owns no health of the user's; a possessive typed without its apostrophe is one
@pytest.mark.parametrize(("text", "lang"), [
    ("my brother in law got diagnosed with crohns", "en"),
    ("mother in law has bad arthritis in her hands", "en"),
    ("my stepdad had a heart attack in march", "en"),
    ("a kid in my class threw up on the bus", "en"),
    ("my girlfriends migraines are getting worse", "en"),
    ("my bosss blood pressure", "en"),
    ("시누이가 갑상선암 수술했대", "ko"),
    ("우리 처남 당뇨 있어", "ko"),
    ("모르는 사람이 지하철에서 쓰러졌어", "ko"),
])
def test_someone_named_by_kinship_is_not_the_user(text: str, lang: str) -> None:
    assert experiencer_of(text, lang) == Experiencer.OTHER


@pytest.mark.parametrize(("text", "lang", "who"), [
    ("my knee hurts since the hike with my father in law", "en", Experiencer.SELF),
    ("my sons are both on inhalers", "en", Experiencer.FAMILY),
    ("어제부터 배 아파", "ko", Experiencer.SELF),  # 어제부터 holds no 제부: a kin word starts a word
    ("동생이 당뇨 진단 받았어", "ko", Experiencer.FAMILY),
])
def test_kin_words_leave_the_user_and_first_degree_alone(text: str, lang: str, who: Experiencer) -> None:
    assert experiencer_of(text, lang) == who


def test_kin_read_reads_a_bare_possessive_with_its_apostrophe() -> None:
    assert kin_read("my husbands cardiologist", "en") == "my husband's cardiologist"
    assert kin_read("my sons are fine", "en") == "my sons are fine"


# rule acute_illness: a relative's passing infection is an episode, not the user's family history
@pytest.mark.parametrize(("text", "lang"), [
    ("my daughter has strep throat again", "en"),
    ("my sons doctor says he has the flu", "en"),
    ("딸이 장염이래 어린이집에서 옮아왔나봐", "ko"),
    ("아들 수족구 걸림", "ko"),
])
def test_a_relatives_passing_illness_is_not_kept(index: AliasIndex, dictionary: Dictionary, text: str,
                                                  lang: str) -> None:
    assert not _retain(index, dictionary, text, lang)


@pytest.mark.parametrize(("text", "lang"), [
    ("my dad was diagnosed with type 2 diabetes", "en"),
    ("엄마가 고혈압 진단 받으셨어", "ko"),
])
def test_a_relatives_history_is_still_kept(index: AliasIndex, dictionary: Dictionary, text: str, lang: str) -> None:
    assert _retain(index, dictionary, text, lang)


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
    assert not _retain(index, dictionary, text, lang)


@pytest.mark.parametrize(("text", "lang"), [
    ("my bp was 141/92 this morning, bp log for the week pls", "en"),
    ("knee is killing me again pls help", "en"),
    ("체중 68.2 오늘 재봤는데 지난달이랑 얼마나 차이나", "ko"),
    ("어제 두통 심했음 진통제 뭐 먹었는지 정리해줘", "ko"),
])
def test_a_value_told_beside_an_ask_is_kept(index: AliasIndex, dictionary: Dictionary, text: str,
                                            lang: str) -> None:
    assert _retain(index, dictionary, text, lang)


# rule reading_told_ko: a Korean reading given a value (not a bound or a case asked about) is told, even inside
# what is asked or requested
@pytest.mark.parametrize("text", [
    "아침 공복혈당 98 지난달이랑 비교하면 어때?",
    "저녁 혈압 128/82 이번주 기록이랑 비교해줘",
])
def test_a_korean_reading_told_inside_an_ask_is_kept(index: AliasIndex, dictionary: Dictionary, text: str) -> None:
    assert _retain(index, dictionary, text, "ko")


@pytest.mark.parametrize("text", [
    "혈당 250 넘으면 응급실 가야 돼?",
    "혈압 135/85는 높은 편이야?",
    "LDL 160이면 약 먹어야 돼?",
])
def test_a_korean_bound_asked_about_is_not_told(index: AliasIndex, dictionary: Dictionary, text: str) -> None:
    assert not _retain(index, dictionary, text, "ko")


# rule injury_ko: an injury told by its verb is health in Korean ("손목 삐끗함")
def test_a_korean_injury_verb_is_health(index: AliasIndex, dictionary: Dictionary) -> None:
    assert _retain(index, dictionary, "손목 또 삐끗함 ㅠ", "ko")


# rule figurative_evaluation: an evaluation said of a thing (a subject opened by that/this/the/our naming no
# person and no health word but an activity, a predicate of the dictionary's figurative_predicate list)
@pytest.mark.parametrize(("text", "lang"), [
    ("that halftime show was insane", "en"),
    ("our bullpen is sick this year", "en"),
    ("the housing market is on life support", "en"),
    ("that ultramarathon finish was unreal", "en"),
    ("그 드라마 결말 완전 미쳤다", "ko"),
])
def test_a_figurative_evaluation_is_not_kept(index: AliasIndex, dictionary: Dictionary, text: str,
                                             lang: str) -> None:
    assert not _retain(index, dictionary, text, lang)


@pytest.mark.parametrize("text", [
    "this flu is insane, fever all night",
    "the baby is sick again",
    "that run was insane, 10k in 48 min",
    "the migraine was crazy today",
])
def test_a_health_word_in_the_subject_keeps_it_literal(index: AliasIndex, dictionary: Dictionary, text: str) -> None:
    assert _retain(index, dictionary, text)


# rule proxy_account: a caregiver typing on the account of the one cared for: the account holder is the user
@pytest.mark.parametrize(("text", "lang"), [
    ("dads account, typing for him. his sugar was 188 after lunch", "en"),
    ("typing this for my mum: she takes amlodipine 5mg every morning", "en"),
    ("어머니 계정인데 제가 대신 입력해요 어머니 혈압 148/92", "ko"),
])
def test_a_caregiver_on_the_account_holders_account_is_kept(index: AliasIndex, dictionary: Dictionary, text: str,
                                                            lang: str) -> None:
    assert _retain(index, dictionary, text, lang)


def test_without_the_account_a_relatives_reading_stays_theirs(index: AliasIndex, dictionary: Dictionary) -> None:
    assert not _retain(index, dictionary, "my husbands sugar was 188 after lunch, is that bad?")


# rule media_watched: a programme watched, or a Korean title watched, is media, not the user's health
@pytest.mark.parametrize(("text", "lang"), [
    ("watched a documentary about insulin prices last night", "en"),
    ("당뇨 다큐 봤는데 무섭더라", "ko"),
    ("낭만닥터김사부 보는데 저 수술 실제로 가능해?", "ko"),
])
def test_media_watched_is_not_kept(index: AliasIndex, dictionary: Dictionary, text: str, lang: str) -> None:
    assert not _retain(index, dictionary, text, lang)


# rule after_question_ko: names alone after a Korean question (no number, no ending that tells, no state) are
# what it asks about
def test_names_after_a_korean_question_are_asked(index: AliasIndex, dictionary: Dictionary) -> None:
    assert not _retain(index, dictionary, "간 수치 정상이었나? AST랑 ALT", "ko")
    assert _retain(index, dictionary, "간 수치 정상이었나? 요즘 피곤하고 두통 있음", "ko")


# rule ask_ko: wondering (궁금) and asking whether it was said (있었나, 했었나) ask in Korean
@pytest.mark.parametrize("text", ["일주일 금주하면 간수치 얼마나 떨어질지 궁금", "내가 두드러기 얘기했었나"])
def test_korean_wondering_asks(index: AliasIndex, dictionary: Dictionary, text: str) -> None:
    assert not _retain(index, dictionary, text, "ko")


# rule question_after_statement_en: a question said after a statement with no mark between is its own clause
def test_an_unmarked_question_after_a_statement_is_split(index: AliasIndex, dictionary: Dictionary) -> None:
    assert not _retain(index, dictionary, "my cat threw up her breakfast what should i do")
    assert _retain(index, dictionary, "my knee swelled up after the hike what should i do")


# rule sal_ko: 살 of 살았다/살아 (to live, to be saved) is no weight
def test_korean_saved_is_no_weight(index: AliasIndex, dictionary: Dictionary) -> None:
    assert not _retain(index, dictionary, "알려줘서 고마워 덕분에 살았어", "ko")
    assert _retain(index, dictionary, "요즘 살 3키로 빠졌어", "ko")


# rule state_told_en: a state with its own verb in an asking sentence is told ("…started again, did i tell you …")
def test_a_state_with_its_verb_beside_an_ask_is_kept(index: AliasIndex, dictionary: Dictionary) -> None:
    assert _retain(index, dictionary, "hives came back after the shrimp, did i mention what the allergist said")


# rule statement_end_ko: 옴 (came) said as a word ends a statement before a question
def test_korean_came_as_a_word_ends_a_statement(index: AliasIndex, dictionary: Dictionary) -> None:
    assert _retain(index, dictionary, "어제 또 두통 옴 병원에서 뭐 먹으라고 했는지 기억나?", "ko")
