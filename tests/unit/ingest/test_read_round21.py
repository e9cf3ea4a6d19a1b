"""READ gate, round 21 (session 33, readko21): Korean asks closed by an ending that asks on its stem (ko_endings,
dictionary data in ``ontology/read/ask_endings_ko.tsv``), spaced or typed without spaces. The sentences are
written for the test, not taken from a suite."""

from __future__ import annotations

import pytest

from pia_graph.ingest.ko_endings import asks_by_ending, past_syllable, requests_by_ending
from pia_graph.ingest.read_gate import decide_read
from pia_graph.ingest.utterance import analyse
from pia_graph.ontology import AliasIndex, Dictionary


def _read(index: AliasIndex, dictionary: Dictionary, text: str) -> bool:
    return decide_read(text, "ko", utterance=analyse(text, "ko", index=index, dictionary=dictionary)).read


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
    assert _read(index, dictionary, text)


@pytest.mark.parametrize("text", [
    "혈압 재는 법 알려줄래",  # how to: general knowledge
    "당뇨에 좋은 음식 추천해줄래",
    "오늘 헬스장 갔나 봐 근육통이 있네",  # a guess told
    "어제 병원 갔었어",  # a past told
])
def test_a_general_ask_or_a_statement_does_not_read(index: AliasIndex, dictionary: Dictionary, text: str) -> None:
    assert not _read(index, dictionary, text)
