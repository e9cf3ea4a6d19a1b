"""RETAIN gate rules for whose health a clause tells: the user, a first-degree relative, someone else."""

from __future__ import annotations

import pytest

from pia_graph.ingest.experiencer import Experiencer, experiencer_of, kin_read
from pia_graph.ingest.retain_gate import retain_decision
from pia_graph.ingest.utterance import analyse
from pia_graph.ontology import AliasIndex, Dictionary
from tests.unit.ingest.rule_test_helpers import analysed, retained


def test_a_roommate_is_someone_else(index: AliasIndex, dictionary: Dictionary) -> None:
    u = analysed(index, dictionary, "룸메이트가 어제부터 기침을 심하게 해", "ko")
    assert u.clauses[0].experiencer == Experiencer.OTHER
    assert not retain_decision(u).retain


# rule relative_told_ko: what a relative was told (a clause after theirs, ending on -래/-대) is still theirs
def test_what_a_relative_was_told_stays_theirs(index: AliasIndex, dictionary: Dictionary) -> None:
    u = analysed(index, dictionary, "아빠 내과 다녀옴 당뇨라서 메트포르민 드시래요", "ko")
    assert [c.experiencer for c in u.clauses] == [Experiencer.FAMILY, Experiencer.FAMILY]
    assert retain_decision(u).retain  # a relative's condition: family history


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
    assert not retained(index, dictionary, text, lang)


@pytest.mark.parametrize(("text", "lang"), [
    ("my dad was diagnosed with type 2 diabetes", "en"),
    ("엄마가 고혈압 진단 받으셨어", "ko"),
])
def test_a_relatives_history_is_still_kept(index: AliasIndex, dictionary: Dictionary, text: str, lang: str) -> None:
    assert retained(index, dictionary, text, lang)


# rule proxy_account: a caregiver typing on the account of the one cared for: the account holder is the user
@pytest.mark.parametrize(("text", "lang"), [
    ("dads account, typing for him. his sugar was 188 after lunch", "en"),
    ("typing this for my mum: she takes amlodipine 5mg every morning", "en"),
    ("어머니 계정인데 제가 대신 입력해요 어머니 혈압 148/92", "ko"),
])
def test_a_caregiver_on_the_account_holders_account_is_kept(index: AliasIndex, dictionary: Dictionary, text: str,
                                                            lang: str) -> None:
    assert retained(index, dictionary, text, lang)


def test_without_the_account_a_relatives_reading_stays_theirs(index: AliasIndex, dictionary: Dictionary) -> None:
    assert not retained(index, dictionary, "my husbands sugar was 188 after lunch, is that bad?")


# rule: an in-law, a relative's friend, and a grandparent's reading are someone else's
@pytest.mark.parametrize(("text", "lang", "who"), [
    ("my father-in-law has gout", "en", Experiencer.OTHER),
    ("my mum's friend has lung cancer", "en", Experiencer.OTHER),
    ("my grandpa's blood pressure was 170 over 100", "en", Experiencer.OTHER),
    ("아빠 친구분이 뇌졸중으로 쓰러지셨대", "ko", Experiencer.OTHER),
])
def test_others_named_through_a_relative(index: AliasIndex, dictionary: Dictionary, text: str, lang: str,
                                          who: Experiencer) -> None:
    u = analyse(text, lang, index=index, dictionary=dictionary)
    assert u.clauses[0].experiencer == who
    assert not retain_decision(u).retain


def test_a_third_person_subject_goes_on_with_the_other(index: AliasIndex, dictionary: Dictionary) -> None:
    u = analyse("my uncle's sugar was 280 at the clinic, the doctor was shocked", "en", index=index,
                dictionary=dictionary)
    assert [c.experiencer for c in u.clauses] == [Experiencer.OTHER, Experiencer.OTHER]


# rule: a relative's passing episode is not family history (a word that is a symptom or a condition)
@pytest.mark.parametrize("text", [
    "my son has a fever of 39.4 tonight",
    "my dad's fever hit 38.7 after dinner",
])
def test_a_relatives_episode_is_not_kept(index: AliasIndex, dictionary: Dictionary, text: str) -> None:
    assert not retained(index, dictionary, text)


# rule: a relative's reading with its unit is a passing episode even with no term matched
def test_a_relatives_reading_is_an_episode(index: AliasIndex, dictionary: Dictionary) -> None:
    assert not retained(index, dictionary, "딸이 열이 39.1도까지 올랐는데 병원 가야 돼?", "ko")
    assert retained(index, dictionary, "엄마가 당뇨 진단 받은 지 10년이야", "ko")  # a history stays


@pytest.mark.parametrize("text", [
    "재작년에 2형 당뇨 판정 받았어요",
    "1형 당뇨라서 인슐린 맞아요",
])
def test_a_type_number_before_hyung_is_no_brother(index: AliasIndex, dictionary: Dictionary, text: str) -> None:
    u = analyse(text, "ko", index=index, dictionary=dictionary)
    assert [c.experiencer for c in u.clauses] == [Experiencer.SELF]


@pytest.mark.parametrize("text", ["형이 2형 당뇨 판정 받았어요", "우리형 1형 당뇨야"])
def test_hyung_as_a_word_is_still_the_brother(index: AliasIndex, dictionary: Dictionary, text: str) -> None:
    u = analyse(text, "ko", index=index, dictionary=dictionary)
    assert [c.experiencer for c in u.clauses] == [Experiencer.FAMILY]


# rule companion_ko: the company named after the verb is no subject either ("전자담배 가끔 피움 친구들이랑")
def test_company_said_last_is_no_subject(index: AliasIndex, dictionary: Dictionary) -> None:
    assert retained(index, dictionary, "전자담배 가끔 피움 친구들이랑", "ko")
    assert not retained(index, dictionary, "친구가 전자담배 피움", "ko")


def test_coronary_disease_said_short_is_the_condition(index: AliasIndex) -> None:
    assert [m.term_key for m in index.match("heart failure and coronary disease", "en")] \
        == ["condition:heart_failure", "condition:coronary_artery_disease"]
