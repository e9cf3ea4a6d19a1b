"""The READ gate on unseen wording (issue 8), with sentences of their own: the distance to the user's own goal asked
in Korean ("목표까지 얼마 남았어요?", ``read_personal._OWN_GOAL_KO``); the course of a reading just told asked
(계속 떨어지고 있는 거예요?, ``_AGGREGATE_KO``); all the memory holds of the user asked to be told (기억하고 있는 거 다
말해줘, ``memory_gathered`` / ``gather_verb`` rows); when a past event the user told was ("when did I say my last
flu shot was", ``read_route._TOLD_WHEN_EN``): structured, its date is the record's."""

from __future__ import annotations

import pytest

from pia_graph.ingest.read_route import route_whole
from pia_graph.ontology import AliasIndex, Dictionary
from tests.unit.ingest.rule_test_helpers import read_route


@pytest.mark.parametrize("text", [
    "체중 66.1 나왔어요. 목표까지 얼마나 남았어요?",
    "목표 체중까지 몇 키로 남았어요?",
])
def test_the_distance_to_the_own_goal_reads_structured(index: AliasIndex, dictionary: Dictionary, text: str) -> None:
    assert read_route(index, dictionary, text, "ko") == (True, "structured")


def test_the_course_of_a_reading_just_told_reads(index: AliasIndex, dictionary: Dictionary) -> None:
    text = "크레아티닌 1.4 나왔어요. 계속 올라가고 있는 거예요?"
    assert read_route(index, dictionary, text, "ko") == (True, "structured")
    # guard: a course told, not asked, reads nothing
    assert not read_route(index, dictionary, "안정시 심박 52. 요즘 계속 내려가고 있어요", "ko")[0]


def test_all_the_memory_holds_asked_to_be_told_reads_both(index: AliasIndex, dictionary: Dictionary) -> None:
    assert read_route(index, dictionary, "그동안 저에 대해 기억하고 있는 거 전부 알려주세요", "ko") == (True, "both")


@pytest.mark.parametrize(("question", "route"), [
    ("when did I say my last flu shot was", "structured"),
    ("did I ever tell you when I had my gallbladder out?", "structured"),
    # guards: a thing still to come, or what was said, stays associative
    ("did i ever mention when my eye appointment is?", "associative"),
    ("what did I say about the new inhaler", "associative"),
])
def test_when_a_told_past_event_was_is_its_record(question: str, route: str) -> None:
    assert route_whole(question, "en") == route
