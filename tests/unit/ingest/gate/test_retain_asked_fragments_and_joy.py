"""RETAIN precision on short turns without a history (issue 12), by mechanism, with sentences of their own: a Korean
question that wonders on any stem (-(으)려나), a Korean wh-word closing a telegraphic clause, a Korean look-up phrase
with a time word or a term whose name holds a digit, and a good mood said as the reaction to someone else's news.
Each has a guard that the user's own statement stays kept."""

from __future__ import annotations

from typing import Any

import pytest

from pia_graph.ingest.ko_endings import asks_on_past
from pia_graph.ingest.read_request import lookup_phrase_ko
from pia_graph.ingest.utterance import analyse
from pia_graph.ontology import AliasIndex, load_default_dictionary

_DICTIONARY = load_default_dictionary()
_INDEX = AliasIndex.build(_DICTIONARY)


@pytest.mark.parametrize(("clause", "asks"), [
    ("비타민D 아직도 부족하려나", True),
    ("다음 검사 땐 좀 내려가려나요", True),
    ("이 정도면 괜찮을라나", True),
    ("체중 줄었으려나", True),  # (on a past stem, as before)
    ("아침에 비타민D 먹었어요", False),
    ("혈압 좀 내려갔어요", False),
])
def test_a_korean_ending_that_wonders_on_any_stem(clause: str, asks: bool) -> None:
    assert asks_on_past(clause) is asks


@pytest.mark.parametrize(("text", "kept"), [
    ("페리틴 아직 낮으려나", False),
    ("동생이 장염이래 나도 옮으려나", False),
    # a value told before the wondering stays told
    ("아침 공복혈당 132 나왔는데 내일은 좀 내려가려나", True),
])
def test_retain_a_korean_wondering_question(retain: Any, text: str, kept: bool) -> None:
    assert retain(text, "ko") is kept


@pytest.mark.parametrize(("text", "kept"), [
    ("파상풍 주사 마지막 언제", False),
    ("지난달 체중 평균 얼마", False),
    ("대상포진 주사 맞았어요", True),
    ("체중 72.4 나왔어요", True),
])
def test_a_korean_wh_word_closing_the_clause_asks(retain: Any, text: str, kept: bool) -> None:
    assert retain(text, "ko") is kept


def _terms(text: str) -> list[tuple[int, int, str]]:
    u = analyse(text, "ko", index=_INDEX, dictionary=_DICTIONARY)
    return [(m.start, m.end, m.term_key) for m in u.alias_matches if m.term_key]


@pytest.mark.parametrize(("text", "looks_up"), [
    ("어제 혈압", True),  # a time word holding a small word of the phrase (제, "my"): nothing left over
    ("그저께 심박수", True),
    ("요즘 A1c", True),  # a digit inside a term's name is no value
    ("지난주 공복혈당", True),
    ("어제 A1c 6.3", False),  # a value told
    ("오늘 만보", False),  # a count in words told
    ("어제 두통", False),  # a symptom with a time tells one
])
def test_a_korean_look_up_phrase(text: str, looks_up: bool) -> None:
    assert lookup_phrase_ko(text, _terms(text)) is looks_up


@pytest.mark.parametrize(("text", "lang", "kept"), [
    ("조카가 이번에 취업했어요. 기분 좋은 날이네요.", "ko", False),
    ("딸이 시험 합격했대요 기분 최고예요", "ko", False),
    # a mood with a score, a mood beside another health word, a bad mood, or a good mood on its own stay
    ("조카가 취업했어요. 기분 8점이에요.", "ko", True),
    ("오늘 기분 좋아요 두통도 없고", "ko", True),
    ("엄마가 당뇨 진단 받았어요 기분이 안 좋네요", "ko", True),
])
def test_a_good_mood_said_as_the_reaction_to_someone_elses_news(retain: Any, text: str, lang: str, kept: bool) -> None:
    assert retain(text, lang) is kept
