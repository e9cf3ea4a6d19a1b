"""The READ gate on unseen wording (issue 8, session 61), with sentences of their own: a Korean course asked on an
adnominal stem before 거 / 건 (내려간 거죠?, 좋아지는 거 맞죠?) is the user's own series, a condition before it is a
case of people in general; a request to be told again (다시 알려줘) asks the memory; a care service as the speaker
("what did cardiology say") or a provider picked out by a relative clause ("who was the surgeon that …") is what was
said to the user; a later dose of a series asked by its ordinal (2차는 언제) is the user's own schedule."""

from __future__ import annotations

import pytest

from pia_graph.ingest.read_personal import course_nominal_ko
from pia_graph.ontology import AliasIndex, Dictionary
from tests.unit.ingest.rule_test_helpers import read_route


@pytest.mark.parametrize("text", [
    "중성지방 210 나왔는데 확실히 떨어진 거죠?",
    "아침 혈압 128/80이에요. 요즘 점점 내려가는 거 맞죠?",
    "몸무게 66.2예요. 확실히 줄어든 거 맞아?",
])
def test_a_course_asked_before_geo_is_the_own_series(index: AliasIndex, dictionary: Dictionary, text: str) -> None:
    assert read_route(index, dictionary, text, "ko") == (True, "structured")


@pytest.mark.parametrize("text", [
    "야식 먹으면 살 찌는 거 진짜예요?",  # no course word of the list
    "운동 많이 하면 혈압 내려가는 거 맞죠?",  # a condition: people in general
    "혈압 내려가는 약은 뭐가 있어요?",  # no 거 / 건 after the course
])
def test_no_own_course_without_the_form(text: str) -> None:
    assert not course_nominal_ko(text)


def test_a_comparison_frame_is_no_condition() -> None:
    assert course_nominal_ko("작년이랑 비교하면 좋아진 거야?")


@pytest.mark.parametrize(("text", "route"), [
    ("재활의학과 선생님 성함 다시 알려줘요", "associative"),
    ("지난번에 받은 간수치 결과 다시 알려줄래?", "structured"),
])
def test_told_again_is_read(index: AliasIndex, dictionary: Dictionary, text: str, route: str) -> None:
    assert read_route(index, dictionary, text, "ko") == (True, route)


@pytest.mark.parametrize("text", [
    "potassium 5.4 this week. what did cardiology say to do if it went over 5?",
    "what did urgent care say to do about the stitches?",
])
def test_a_care_service_as_the_speaker_is_what_was_said(index: AliasIndex, dictionary: Dictionary, text: str) -> None:
    assert read_route(index, dictionary, text, "en") == (True, "associative")


def test_a_provider_picked_out_by_a_relative_clause_is_read(index: AliasIndex, dictionary: Dictionary) -> None:
    assert read_route(index, dictionary, "who was the surgeon that did the hernia repair?", "en")[0]


@pytest.mark.parametrize(("text", "read"), [
    ("B형간염 백신 3차는 언제 맞아야 돼요?", True),  # a later dose of the user's series, asked
    ("2차 병원 가야 돼요?", False),  # a tier of care, not a dose
])
def test_a_later_dose_by_its_ordinal_is_the_own_schedule(index: AliasIndex, dictionary: Dictionary, text: str,
                                                         read: bool) -> None:
    assert read_route(index, dictionary, text, "ko")[0] is read


def test_where_the_user_stands_summed_up_with_what_was_said_is_both(index: AliasIndex,
                                                                   dictionary: Dictionary) -> None:
    text = "seeing a new GP on monday, can you sum up where I'm at and what the old one told me"
    assert read_route(index, dictionary, text, "en") == (True, "both")
