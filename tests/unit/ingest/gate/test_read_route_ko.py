"""The READ gate's Korean rules: question endings, requests and what they read."""

from __future__ import annotations

import pytest

from pia_graph.ingest.ko_endings import asks_by_ending, past_syllable, requests_by_ending
from pia_graph.ingest.ko_spoken import plain_endings
from pia_graph.ingest.read_gate import decide_read
from pia_graph.ingest.read_request import check_request_ko
from pia_graph.ingest.utterance import analyse
from pia_graph.ontology import AliasIndex, Dictionary
from tests.unit.ingest.rule_test_helpers import read_ko, read_route_ko


# rule check_request (read_request.check_request_ko, request_words.tsv ``check_request``): a request to check
# what an embedded question asks (있는지 봐줘, 같은지 확인좀), about a health word or the user's own time, asks
# the memory even with the subject dropped
@pytest.mark.parametrize("text", [
    "커피 마신 날이랑 안 마신 날 혈압 차이 있는지 봐줘",
    "두통이랑 생리 주기랑 관련 있는지 확인좀",
    "작년에 삐었던 데랑 같은 발목인지 확인해줘",
])
def test_a_check_request_over_an_embedded_question_reads(index: AliasIndex, dictionary: Dictionary,
                                                         text: str) -> None:
    assert read_route_ko(index, dictionary, text)[0]


def test_a_check_request_needs_an_embedded_question() -> None:
    assert check_request_ko("혈당 차이 있는지 봐줘")
    assert not check_request_ko("혈당 봐줘")  # no embedded question: other rules decide
    assert not check_request_ko("혈당 관련 있는지 알아봐줘")  # looking something up is no check of the memory


def test_a_general_check_request_does_not_read(index: AliasIndex, dictionary: Dictionary) -> None:
    assert not read_route_ko(index, dictionary, "보통 사람들 정상 혈압 범위 맞는지 확인해줘")[0]


# rule told_object (read_contract._ASKS_TOLD_KO, read_route._QUOTED_KO): the user's earlier words modifying the
# thing asked (내가 말했던 방법 뭐였지), with an effect quoted inside them, ask for the words, not an effect
@pytest.mark.parametrize("text", [
    "허리 아플때 도움됐다고 내가 말했던 스트레칭 뭐였지",
    "속 쓰릴때 효과 있었다고 제가 얘기한 차 이름 뭐였더라",
])
def test_an_effect_inside_the_users_words_is_what_was_said(index: AliasIndex, dictionary: Dictionary,
                                                          text: str) -> None:
    assert read_route_ko(index, dictionary, text) == (True, "associative")


def test_an_effect_asked_beside_the_users_words_is_still_both(index: AliasIndex, dictionary: Dictionary) -> None:
    assert read_route_ko(index, dictionary, "마그네슘 먹고부터 잠 좋아졌나? 전에 말했잖아") == (True, "both")


# rule act_reason (read_route._ACT_REASON_KO, read_asks.record_ask): the reason of a past act named by an
# adnominal before 이유 is a text ask; beside when it happened (a regimen's record) the route is both
@pytest.mark.parametrize(("text", "route"), [
    ("혈압약 바꿨던 이유랑 그게 몇월이었는지 알려줘", "both"),
    ("필라테스 그만둔 이유 뭐였더라", "associative"),
])
def test_the_reason_of_a_past_act_is_text(index: AliasIndex, dictionary: Dictionary, text: str, route: str) -> None:
    assert read_route_ko(index, dictionary, text) == (True, route)


# rule own_forgetting (read_route._ASSOCIATIVE_EN): "remember" asks the agent to recall something said; the
# user's own forgetting beside an intake question ("did i take it or not, dont remember") asks for the record
@pytest.mark.parametrize(("text", "route"), [
    ("did i take my lisinopril last night or not, dont remember", "structured"),
    ("do you remember why I stopped the statin?", "associative"),
])
def test_the_users_own_forgetting_is_no_text_ask(index: AliasIndex, dictionary: Dictionary, text: str,
                                                 route: str) -> None:
    d = decide_read(text, "en", utterance=analyse(text, "en", index=index, dictionary=dictionary))
    assert (d.read, d.route) == (True, route)


@pytest.mark.parametrize(("spoken", "plain"), [
    ("혈압 제일 높았던 날 언제얌", "혈압 제일 높았던 날 언제야"),  # a cute final ㅁ
    ("혈당 요즘꺼 알려죵 ㅎㅎ", "혈당 요즘꺼 알려줘 ㅎㅎ"),  # a cute final ㅇ, then 죠 for 줘
    ("수면 기록 보여주세여!", "수면 기록 보여주세요!"),  # 여 for 요
    ("지난달 걸음수 알려주셈", "지난달 걸음수 알려줘요"),  # the slang imperative -셈
    ("요즘 혈당 어떰?\n오늘은 98", "요즘 혈당 어때?\n오늘은 98"),  # -음 on 어떻다, at the end of a line
])
def test_spoken_endings_have_a_plain_spelling_of_the_same_length(spoken: str, plain: str) -> None:
    assert plain_endings(spoken) == plain
    assert len(plain_endings(spoken)) == len(spoken)


@pytest.mark.parametrize("text", [
    "아스피린 복용",  # 용 of a noun: no polite ending before it
    "요즘 혈당 어떰 궁금",  # not the end of the sentence
    "약국 가서 사용",
])
def test_only_a_final_ending_is_rewritten(text: str) -> None:
    assert plain_endings(text) == text


@pytest.mark.parametrize("text", [
    "요즘 혈당 어떰",
    "혈당 요즘꺼 알려죵",
    "지난달 수면 시간 알려주셈",
    "콜레스테롤 제일 높았던게 언제얌",
])
def test_an_ask_closed_by_a_spoken_ending_reads(index: AliasIndex, dictionary: Dictionary, text: str) -> None:
    assert read_ko(index, dictionary, text)


@pytest.mark.parametrize("text", [
    "오늘 혈압 120에 80 나왔어용",  # a statement in the cute spelling still tells
    "공복혈당 정상 범위 어떰",  # general knowledge, however it is spelt
])
def test_a_statement_or_a_general_ask_in_spoken_spelling_does_not_read(index: AliasIndex, dictionary: Dictionary,
                                                                      text: str) -> None:
    assert not read_ko(index, dictionary, text)


def test_a_past_stem_is_a_syllable_closed_by_ss_but_not_the_verb_of_being() -> None:
    past = past_syllable()
    for syllable in "했잤갔됐꿨었았였":
        assert syllable in past
    for syllable in "있하자가나":
        assert syllable not in past


@pytest.mark.parametrize("clause", [
    "나 요즘 운동 좀 했나",  # -나 on a past stem
    "어제 잘 잤나ㅋㅋ",  # laughter after the ending
    "체중 좀 줄었으려나",  # -으려나: wondering
    "지난주 운동한 거 얘기해줄래",  # 주다 asking, on the -아/-어 form
    "날짜 좀 알려줄 수 있어",  # ... spaced
    "날짜좀알려줄수있어",  # ... or not
    "기록 보여주실래요?",
    "알레르기 다시 알려주라",
])
def test_an_ending_that_asks_on_its_stem(clause: str) -> None:
    assert asks_by_ending(clause)


@pytest.mark.parametrize("clause", [
    "운동했나 봐",  # -나 봐: a guess, it tells
    "약 하나",  # 나 of a number word, no past stem
    "나",  # the pronoun
    "어제 병원 갔다",  # a past told
    "알려줄 수 있어서 다행이야",  # the request form not at the end of the clause
])
def test_no_ending_that_asks(clause: str) -> None:
    assert not asks_by_ending(clause)


def test_a_request_by_ending_is_a_request() -> None:
    assert requests_by_ending("혈압 기록 좀 찾아봐줄래")
    assert not requests_by_ending("운동 좀 했나")


@pytest.mark.parametrize("text", [
    "나 요즘 운동 좀 했나",
    "혈당 좀 내려갔으려나",
    "지난주 운동한 거 얘기해줄래",
    "혈압약 바꾼 날짜 좀 알려줄 수 있어",
    "공복혈당 기록 보여주실래요",
    "혈압 기록 좀 찾아봐줄래",
    "혈압약 언제 바꿨는지 찾아봐",  # a past whether (바꿨는지) on any past stem, and the plain imperative 찾아봐
    "요즘운동좀했나",  # typed without spaces
    "혈압기록보여줄래",
    "피부과에서뭐라했는지다시알려줘",
])
def test_an_ask_closed_by_an_ending_that_asks_reads(index: AliasIndex, dictionary: Dictionary, text: str) -> None:
    assert read_ko(index, dictionary, text)


@pytest.mark.parametrize("text", [
    "혈압 재는 법 알려줄래",  # how to: general knowledge
    "당뇨에 좋은 음식 추천해줄래",
    "오늘 헬스장 갔나 봐 근육통이 있네",  # a guess told
    "어제 병원 갔었어",  # a past told
])
def test_a_general_ask_or_a_statement_does_not_read(index: AliasIndex, dictionary: Dictionary, text: str) -> None:
    assert not read_ko(index, dictionary, text)
