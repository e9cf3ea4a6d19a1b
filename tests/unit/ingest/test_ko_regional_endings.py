"""Korean regional endings read in their standard form (``ko_dialect.standard_endings`` through
``analysed_text.analysed_form``; data ``ontology/read/dialect_endings_ko.tsv``): one syllable for one, so every span
stays valid, and what the gates and the extractor read is the standard ending."""

from __future__ import annotations

import pytest

from pia_graph.ingest.analysed_text import analysed_form
from pia_graph.ingest.ko_dialect import standard_endings
from pia_graph.ingest.retain_gate import retain_decision
from pia_graph.ingest.utterance import analyse
from pia_graph.ontology import AliasIndex, load_default_dictionary

_DICTIONARY = load_default_dictionary()
_INDEX = AliasIndex.build(_DICTIONARY)


def _retain(text: str) -> bool:
    return retain_decision(analyse(analysed_form(text), "ko", index=_INDEX, dictionary=_DICTIONARY)).retain


@pytest.mark.parametrize(("said", "read"), [
    ("어제 밤에 혈압 쟀심더", "어제 밤에 혈압 쟀어요"),  # 심더 after a past stem
    ("허리가 아파서 병원 갔당께.", "허리가 아파서 병원 갔어요."),
    ("체중 좀 빠졌노?", "체중 좀 빠졌나?"),  # -노 on a past stem asks
    ("이 약 언제까지 묵어야 되노", "이 약 언제까지 먹어야 되나"),
    ("당뇨에 좋은 거 있능교", "당뇨에 좋은 거 있나요"),
    ("지난달 기록 좀 찾아주이소", "지난달 기록 좀 찾아주세요"),
    ("기록 정리해 주구려 ㅎㅎ", "기록 정리해 주세요 ㅎㅎ"),
    ("무릎이 시리다 카는데 괜찮나", "무릎이 시리다 하는데 괜찮나"),
    ("걷기 하믄 좋다카데", "걷기 하면 좋다카데"),  # 카 glued to the word before is no word of its own
    ("잠이 안 와서 모르겄어", "잠이 안 와서 모르겠어"),
])
def test_regional_endings_read_standard(said: str, read: str) -> None:
    assert standard_endings(said) == read
    assert len(standard_endings(said)) == len(said)


@pytest.mark.parametrize("text", [
    "도토리묵을 먹었어요",  # a dish, not the verb
    "묵은지 김치찌개 먹음",
    "노래방 가서 스트레스 풀었노라",  # -노 inside a word
    "혈압 130에 85 나왔어요",
    "blood pressure 130/85",
])
def test_standard_text_is_unchanged(text: str) -> None:
    assert standard_endings(text) == text


@pytest.mark.parametrize(("text", "kept"), [
    ("공복 혈당 128 나왔심더", True),  # a reading told: kept
    ("어제부터 목이 칼칼하당께. 열은 없고예", True),
    ("요새 혈당 어찌 변했는지 보여주쇼", False),  # a request for the record
    ("당뇨 있으믄 과일 우째 먹어야 되노", False),  # a general question
    ("이 약 부작용이 뭐 있능교", False),
])
def test_regional_turns_are_gated_as_their_standard_form(text: str, kept: bool) -> None:
    assert _retain(text) is kept
