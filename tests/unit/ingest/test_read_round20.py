"""READ gate, round 20 (session 32, readko20): Korean asks closed by a spoken ending (ko_spoken, dictionary data
in ``ontology/read/spoken_endings_ko.tsv``). The sentences are written for the test, not taken from a suite."""

from __future__ import annotations

import pytest

from pia_graph.ingest.ko_spoken import plain_endings
from pia_graph.ingest.read_gate import decide_read
from pia_graph.ingest.utterance import analyse
from pia_graph.ontology import AliasIndex, Dictionary


def _read(index: AliasIndex, dictionary: Dictionary, text: str) -> bool:
    return decide_read(text, "ko", utterance=analyse(text, "ko", index=index, dictionary=dictionary)).read


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
    assert _read(index, dictionary, text)


@pytest.mark.parametrize("text", [
    "오늘 혈압 120에 80 나왔어용",  # a statement in the cute spelling still tells
    "공복혈당 정상 범위 어떰",  # general knowledge, however it is spelt
])
def test_a_statement_or_a_general_ask_in_spoken_spelling_does_not_read(index: AliasIndex, dictionary: Dictionary,
                                                                      text: str) -> None:
    assert not _read(index, dictionary, text)
