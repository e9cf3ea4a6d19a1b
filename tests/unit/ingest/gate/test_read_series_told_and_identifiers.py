"""The READ gate on unseen wording (issue 8), with sentences of their own: the course of a series asked on a past
stem after a reading told (허리둘레 88. 운동 시작하고 얼마나 줄어든... 빠진 거예요?, ``read_personal._series_asked_ko``)
reads the user's records, and an adnominal glued to a noun (오른쪽) is no course; an identifier or a maker of the
user's care asked (내선번호가 몇 번이었죠, "what was the room number", ``read_route.identifier_asked``) is said and
kept as text, never a count of records."""

from __future__ import annotations

import pytest

from pia_graph.ingest.read_personal import _series_asked_ko
from pia_graph.ingest.read_route import identifier_asked
from pia_graph.ontology import AliasIndex, Dictionary
from tests.unit.ingest.rule_test_helpers import read_route


@pytest.mark.parametrize("text", [
    "체중 68.2 찍었어요. 식단 바꾸고 얼마나 빠진 거예요?",
    "공복혈당 131. 약 끊고 얼마나 오른거예요?",
])
def test_a_series_course_after_a_reading_told_reads(index: AliasIndex, dictionary: Dictionary, text: str) -> None:
    assert read_route(index, dictionary, text, "ko") == (True, "structured")


def test_an_adnominal_inside_a_noun_is_no_course() -> None:
    assert _series_asked_ko("몸무게 얼마나 빠진 거예요")
    assert _series_asked_ko("혈압 많이 올랐어?")
    assert not _series_asked_ko("오른쪽 무릎이 아파요")
    assert not _series_asked_ko("오른손 저림")


@pytest.mark.parametrize(("text", "lang"), [
    ("정형외과 외래 전화번호가 몇 번이었죠?", "ko"),
    ("제 인공관절 어느 회사 거였죠?", "ko"),
    ("what was the phone number of the allergy clinic I went to?", "en"),
])
def test_an_identifier_is_what_was_said(index: AliasIndex, dictionary: Dictionary, text: str, lang: str) -> None:
    assert identifier_asked(text, lang)
    assert read_route(index, dictionary, text, lang) == (True, "associative")


def test_a_count_is_no_identifier(index: AliasIndex, dictionary: Dictionary) -> None:
    text = "이번 달에 두통 몇 번 왔었죠?"
    assert not identifier_asked(text, "ko")
    assert read_route(index, dictionary, text, "ko") == (True, "structured")
