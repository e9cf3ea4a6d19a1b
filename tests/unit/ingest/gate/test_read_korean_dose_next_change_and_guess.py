"""The Korean READ gate on the shapes extract50 (session 68) brought: the dose of a medicine asked in the plain present
of taking it, the pronoun dropped (레보티록신 몇 mcg 먹어요?: the user's own regimen, as "how many mcg do I take"); the
next change of a device of the user's care (다음 카테터 교체 언제야?: the own schedule, as 다음 병원 예약 언제야); and
"has this happened before" said as 이런 적 있었는지 after any time of the user's past (지난주에도 …), a record ask
beside a provider's words; an answer guessed aloud after a question (… 성함이 뭐였죠? 박 교수님이었나) asks
nothing of its own. Advice, a permission asked, people in general and a relative's regimen stay general."""

from __future__ import annotations

import pytest

from pia_graph.ingest.read_asks import ASKS_BOTH, guessed_answer
from pia_graph.ingest.read_personal import dose_now_ko
from pia_graph.ontology import AliasIndex, Dictionary
from tests.unit.ingest.rule_test_helpers import read_decision


@pytest.mark.parametrize("text", [
    "레보티록신 몇 mcg 먹어요?",
    "메트포르민 아침에 몇 mg 먹지?",
    "란투스 자기 전에 몇 단위 맞아요?",
    "진통제 한 번에 몇 알 먹어요?",  # a count of doses with a medicine named
    "혈압약 몇 mg 먹고 있죠",  # no mark
])
def test_a_dose_asked_in_the_plain_present_reads_the_regimen(index: AliasIndex, dictionary: Dictionary,
                                                             text: str) -> None:
    d = read_decision(index, dictionary, text, "ko")
    assert d.read and d.route == "structured", d.reasons


@pytest.mark.parametrize("text", [
    "타이레놀 몇 알 먹어도 돼요?",  # a permission asked: advice
    "오메가3 하루에 몇 mg 먹어야 돼요?",  # advice
    "아스피린 보통 몇 mg 먹어요?",  # people in general
    "엄마는 혈압약 몇 mg 먹어요?",  # a relative's regimen
    "비타민D 몇 알 먹으면 돼요?",  # a condition / advice
])
def test_advice_general_and_a_relatives_dose_stay_unread(index: AliasIndex, dictionary: Dictionary,
                                                         text: str) -> None:
    d = read_decision(index, dictionary, text, "ko")
    assert not d.read, d.reasons


def test_a_count_of_doses_needs_a_medicine_a_strength_does_not() -> None:
    assert dose_now_ko("몇 mg 먹어요?", medicine=False)  # a strength names a medicine by itself
    assert not dose_now_ko("몇 알 먹어요?", medicine=False)  # 알 alone may be anything counted
    assert dose_now_ko("몇 알 먹어요?", medicine=True)
    assert not dose_now_ko("몇 mg 먹어야 돼요?", medicine=True)  # the verb closes its word: 먹어 is not 먹어야


def test_the_next_change_of_a_device_of_care_reads(index: AliasIndex, dictionary: Dictionary) -> None:
    d = read_decision(index, dictionary, "다음 카테터 교체 언제야?", "ko")
    assert d.read and d.route == "structured", d.reasons
    plain = read_decision(index, dictionary, "다음 교체 언제예요?", "ko")  # no health word: nothing of the user's care
    assert not plain.read, plain.reasons


def test_had_this_before_beside_a_providers_words_asks_both(index: AliasIndex, dictionary: Dictionary) -> None:
    text = "아침 공복혈당 61. 지난주에도 이런 적 있었는지랑 내과에서 어떻게 하라고 했었는지 알려줘."
    d = read_decision(index, dictionary, text, "ko")
    assert d.read and d.route == "both" and ASKS_BOTH in d.reasons, d.reasons
    alone = read_decision(index, dictionary, "아침 공복혈당 61. 내과에서 어떻게 하라고 했었는지 알려줘.", "ko")
    assert alone.read and alone.route == "associative", alone.reasons  # the provider's words alone


@pytest.mark.parametrize(("text", "route"), [
    ("재활의학과 교수님 성함이 뭐였죠? 박 교수님이었나", "associative"),  # a name asked, then guessed
    ("골밀도 검사 언제 했더라? 3월이었나", "structured"),
    ("아스피린 몇 mg으로 줄였더라? 81이었나 100이었나", "structured"),
])
def test_an_answer_guessed_after_the_ask_adds_no_route(index: AliasIndex, dictionary: Dictionary, text: str,
                                                      route: str) -> None:
    d = read_decision(index, dictionary, text, "ko")
    assert d.read and d.route == route, d.reasons


def test_a_second_sentence_with_its_own_question_word_still_asks() -> None:
    assert guessed_answer("박 교수님이었나", "ko")
    assert not guessed_answer("그때 혈압 몇이었나", "ko")  # a value asked: an ask of its own
    assert not guessed_answer("전에도 이렇게 높았나", "ko")  # no copula: a course asked
    assert not guessed_answer("was it Dr Park?", "en")


@pytest.mark.parametrize("text", [
    "제 아내가 담석인데 수술 꼭 받아야 돼요?",  # what should be done for the wife: general knowledge
    "조카가 밥을 통 안 먹는데 어떻게 말해야 할까요?",
])
def test_what_to_do_for_another_persons_trouble_does_not_read(index: AliasIndex, dictionary: Dictionary,
                                                              text: str) -> None:
    d = read_decision(index, dictionary, text, "ko")
    assert not d.read and "someone_else" in d.reasons, d.reasons


@pytest.mark.parametrize("text", [
    "엄마가 유방암이었는데 저도 검사 받아야 돼요?",  # the user's own risk: family history (C6)
    "제 남편 혈압약 언제 바꿨었죠?",  # a relative's record recalled
    # a clinic's name holds no relative (the 형 of 정형외과): the user's own care, what to watch for
    "발목 삐었어요. 지금 먹는 약이랑 정형외과 선생님 얘기 같이 보고 뭘 조심해야 할지 알려줘",
])
def test_the_users_own_stake_or_a_recall_still_reads(index: AliasIndex, dictionary: Dictionary, text: str) -> None:
    d = read_decision(index, dictionary, text, "ko")
    assert d.read, d.reasons
