"""The READ gate on unseen wording (issue 8, session 60), with sentences of their own: a record named as the object
of a request beside what a clinician said is asked with it (both: ``read_asks._named_record``), a request opened by
"pull" or "pull together" is a request, a superlative over the user's own readings said with its stretch before it
(지금까지 중에 제일 …) or as a comparative over every reading ("lower than any I've had") is the records' to answer,
and a Korean course said with 내려가 / 내려간 is a course."""

from __future__ import annotations

import pytest

from pia_graph.ingest.read_asks import record_ask
from pia_graph.ingest.read_compare import extreme_asked
from pia_graph.ingest.read_contract import _series
from pia_graph.ontology import AliasIndex, Dictionary
from tests.unit.ingest.rule_test_helpers import read_route


@pytest.mark.parametrize(("text", "lang"), [
    ("pull my latest ldl and what the cardiologist said about the statin", "en"),
    ("could you list my meds, allergies, and what the nurse told me about the dressing?", "en"),
    ("작년 중성지방이랑 내과 선생님이 조심하라고 한 거 알려줘", "ko"),
])
def test_a_record_named_beside_what_was_said_is_both(index: AliasIndex, dictionary: Dictionary, text: str,
                                                     lang: str) -> None:
    assert read_route(index, dictionary, text, lang) == (True, "both")


@pytest.mark.parametrize(("part", "sentence", "lang"), [
    # a value told is the occasion of the ask, not a record asked (session 56)
    ("my a1c was 7.4", "my a1c was 7.4, what did the doc say about it?", "en"),
    ("중성지방 180", "중성지방 180이랑 선생님이 뭐라고 하셨는지 알려줘", "ko"),
    # a noun that does not close on a health word before 랑
    ("엄마", "엄마랑 선생님이 뭐라고 하셨는지 알려줘", "ko"),
    # 랑 as "the same as", and 하고 as the verb, join no asks
    ("고지혈증", "고지혈증이랑 같은 건지 의사가 뭐라고 했더라", "ko"),
    ("수영", "수영하고 어깨 또 아파 재활의학과에서 뭐라고 했지", "ko"),
    # no request verb: a noun phrase alone
    ("my mom's meds", "my mom's meds and what did the doc say", "en"),
])
def test_no_named_record_without_a_request_of_it(part: str, sentence: str, lang: str) -> None:
    assert not record_ask(part, sentence, lang)


def test_pull_together_everything_on_a_topic_is_both(index: AliasIndex, dictionary: Dictionary) -> None:
    assert read_route(index, dictionary, "pull together everything on my cholesterol. meds, labs, what the gp said",
                      "en") == (True, "both")


def test_pull_together_opens_a_request(index: AliasIndex, dictionary: Dictionary) -> None:
    read, route = read_route(index, dictionary,
                             "appointment tomorrow, pull together my glucose log and what the endo said last time",
                             "en")
    assert read and route == "both"


@pytest.mark.parametrize(("text", "lang"), [
    ("아침 혈당 61. 지금까지 중에 제일 낮은 거예요?", "ko"),
    ("맥박 48 나왔는데 여태 제일 낮은 거 맞죠?", "ko"),
    ("weight 81.2 this morning, is that higher than any reading I've logged?", "en"),
])
def test_a_superlative_over_the_own_readings_is_structured(index: AliasIndex, dictionary: Dictionary, text: str,
                                                          lang: str) -> None:
    assert extreme_asked(text, lang)
    assert read_route(index, dictionary, text, lang) == (True, "structured")


@pytest.mark.parametrize(("text", "lang"), [
    ("제일 좋은 혈압약이 뭐예요?", "ko"),  # the best drug in general: no stretch of the user's past
    ("is that higher than the normal range?", "en"),
])
def test_a_superlative_without_the_own_past_is_no_extreme(text: str, lang: str) -> None:
    assert not extreme_asked(text, lang)


def test_a_korean_course_said_going_down() -> None:
    assert _series("아스피린 먹고 나서 혈압 내려가고 있어?", "ko", [])
    assert _series("혈압 좀 내려간 거 맞아?", "ko", [])
    assert not _series("계단 내려와서 쉬었어", "ko", [])
