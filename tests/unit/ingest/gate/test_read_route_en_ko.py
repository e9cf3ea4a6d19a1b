"""The READ gate's route rules, English and Korean: which asks need memory and by which route."""

from __future__ import annotations

import pytest

from pia_graph.ontology import AliasIndex, Dictionary
from tests.unit.ingest.rule_test_helpers import read_route


# rule told_record_type (read_scope.typed_in_korean, dictionary ``record_type``): a record type's value the user
# told, quoted with 라고 (뭐라고 / 언제라고 했지), is the typed record; a clinician's words stay what was said
@pytest.mark.parametrize(("text", "route"), [
    ("제 알레르기 뭐라고 했었죠", "structured"),
    ("다음 진료 예약 몇 시라고 했지", "structured"),
    ("외가 쪽 가족력 무슨 병 있다고 했더라", "structured"),
    ("물리치료 쌤이 예약 관련해서 뭐라고 했지", "associative"),
    ("내 두통 원인이 뭐라고 했었지", "associative"),
])
def test_a_record_type_told_is_the_record(index: AliasIndex, dictionary: Dictionary, text: str,
                                         route: str) -> None:
    assert read_route(index, dictionary, text, "ko") == (True, route)


# rule what_helped (read_route): what once helped the user, named, is kept as text; an effect inside what was
# said (did I say X worked, 도움됐다고 했지) asks for the words, not the outcome over time
@pytest.mark.parametrize(("text", "lang"), [
    ("cramps are back this week. what helped the last time?", "en"),
    ("which stretches did i say worked for my lower back", "en"),
    ("잠이 또 안 와 전에 뭐가 효과 있었다고 했지?", "ko"),
    ("허리 또 뻐근해 저번에 뭐가 도움 됐다고 했더라", "ko"),
])
def test_what_helped_is_what_was_said(index: AliasIndex, dictionary: Dictionary, text: str, lang: str) -> None:
    assert read_route(index, dictionary, text, lang) == (True, "associative")


def test_an_effect_asked_is_still_both(index: AliasIndex, dictionary: Dictionary) -> None:
    assert read_route(index, dictionary, "is the magnesium helping my sleep at all?", "en") == (True, "both")
    assert read_route(index, dictionary, "요즘 먹는 마그네슘이 수면에 도움 되고 있나", "ko") == (True, "both")


# rule anaphoric_course (read_personal._ANAPHORIC_EN): after a reading or a time told, "has it been going up" and a
# question closing on "then" point back to it: the user's own records
@pytest.mark.parametrize(("text", "route"), [
    ("weight 82.4 this morning. has it been trending down?", "structured"),
    ("my eczema flared like this back in march. what did i put on it then?", None),
])
def test_a_question_pointing_back_reads(index: AliasIndex, dictionary: Dictionary, text: str,
                                        route: str | None) -> None:
    read, got = read_route(index, dictionary, text, "en")
    assert read
    if route:
        assert got == route


# rule own_consequence (dictionary ``hypothetical`` ko: 면 큰일, 면 어떻게 될; read_whose.own_regimen_hypothetical):
# the consequence of a change to the user's own regimen or records is read (C12, both); the same of anyone's is
# general and not read
@pytest.mark.parametrize("text", [
    "오늘 저녁 혈압약 건너뛰면 큰일나?",
    "내가 인슐린 하루 안 맞으면 나 어떻게 될까",
    "내가 만약 커피 끊으면 혈압 수치 좀 내려갈까?",
])
def test_a_change_to_the_own_regimen_reads_both(index: AliasIndex, dictionary: Dictionary, text: str) -> None:
    assert read_route(index, dictionary, text, "ko") == (True, "both")


def test_a_consequence_in_general_does_not_read(index: AliasIndex, dictionary: Dictionary) -> None:
    assert read_route(index, dictionary, "혈당이 너무 떨어지면 어떻게 돼?", "ko") == (False, "none")


# rule embedded_ask (read_request.INDIRECT_EN): a question embedded after someone's asking or wanting to know, or
# a record's field needed for a purpose, asks with no question form
@pytest.mark.parametrize("text", [
    "my trainer keeps asking how my resting heart rate has been",
    "the school nurse wants to know when my last mmr shot was",
    "need the name of my last antibiotic for the pharmacy form",
    "my physio wants to know which supplements im taking",
])
def test_an_embedded_ask_reads(index: AliasIndex, dictionary: Dictionary, text: str) -> None:
    assert read_route(index, dictionary, text, "en")[0]


def test_a_statement_of_someone_asking_in_general_does_not_read(index: AliasIndex, dictionary: Dictionary) -> None:
    assert read_route(index, dictionary, "my son keeps asking for candy", "en") == (False, "none")


# rule forgot_name (dictionary ``ask`` ko; read_personal._FORGOT_KO): a name the user forgot is asked of the memory;
# forgetting a dose is told, not asked
def test_a_forgotten_name_is_asked(index: AliasIndex, dictionary: Dictionary) -> None:
    assert read_route(index, dictionary, "작년에 다니던 치과 이름 까먹었어", "ko") == (True, "associative")
    assert read_route(index, dictionary, "저녁 약 또 까먹었어", "ko") == (False, "none")


# rule own_regimen_now (read_personal._OWN_TIME_KO): the drug taken now (지금 먹는 약, 현재 복용) makes a Korean
# question the user's own, whatever it is conditioned on
def test_the_drug_taken_now_is_the_users_own(index: AliasIndex, dictionary: Dictionary) -> None:
    assert read_route(index, dictionary, "다음 달에 수술 받게 되면 지금 먹는 약 끊어야 돼?", "ko") == (True, "both")


# rule spoken_ending (cues.QUESTION_END_KO, read_personal._RECALL_KO): the spoken noun ending -음/-임 after a question
# word or a past recalled asks ("혈압약 이름 뭐였음", "내 콜레스테롤 어땠음"); after a plain past it tells
@pytest.mark.parametrize("text", ["지난달 중성지방 얼마였음", "내 혈당 어땠음"])
def test_a_spoken_ending_asks(index: AliasIndex, dictionary: Dictionary, text: str) -> None:
    assert read_route(index, dictionary, text, "ko")[0]


def test_a_spoken_ending_after_a_plain_past_tells(index: AliasIndex, dictionary: Dictionary) -> None:
    assert read_route(index, dictionary, "자전거 20키로 탔음", "ko") == (False, "none")


# rule told_to_do (read_route._TOLD_TO_DO_KO): a clinician's instruction reported in -(으)래 and asked is what was
# said; the same told (no question) is not an ask, and 할래 (after ㄹ) is the user's own will
def test_an_instruction_reported_in_rae_is_said(index: AliasIndex, dictionary: Dictionary) -> None:
    assert read_route(index, dictionary, "치과쌤이 가글 하루 몇 번 하래?", "ko") == (True, "associative")
    assert read_route(index, dictionary, "한의사가 찬 음식 줄이래", "ko") == (False, "none")
