"""Session 50: the READ decision and route on the user's own series and past, asked tersely. The sentences are
written for the test, not taken from a suite: a course of a typed series since a record said with a past stem
(올랐, 빠졌, 어떻게 됐) is the records' (C8), and a Korean question word asked in the past tense is the user's own
past, with or without a mark."""

from __future__ import annotations

import pytest

from pia_graph.ingest.ko_endings import closes_on_past
from pia_graph.ingest.read_contract import Term, contract_route
from tests.unit.ingest.read_analysed import decide_read


@pytest.mark.parametrize("text", [
    "철분제 먹고 나서 헤모글로빈 올랐어?",
    "삭센다 시작하고 나서 체중 얼마나 빠졌어?",
    "스타틴 먹고 나서 콜레스테롤 어떻게 됐어?",
])
def test_course_since_a_record_in_the_past_tense_is_structured(text: str) -> None:
    decision = decide_read(text, "ko")
    assert decision.read and decision.route == "structured"


def test_course_since_a_record_keeps_a_cause_asked() -> None:
    question = "스타틴 먹고 나서 콜레스테롤 떨어진 게 약 효과야?"
    terms = [Term(0, 3, "drug:atorvastatin")]
    assert contract_route(question, "ko", "both", terms) == ("both", None)


@pytest.mark.parametrize(("clause", "closes"), [
    ("혈당 얼마였어", True),
    ("언제부터 먹었어", True),
    ("목표까지 얼마 남았어", True),
    ("뭐였음", True),
    ("혈압 괜찮겠어", False),  # 겠: what would happen, not what did
    ("요즘 혈당 괜찮아", False),
    ("인슐린 누가 발견했어", False),  # who did it in the world
])
def test_closes_on_past(clause: str, closes: bool) -> None:
    assert closes_on_past(clause) is closes


@pytest.mark.parametrize("text", [
    "메트포르민 언제부터 먹었어",
    "월요일에 혈당 얼마였어",
    "대장내시경 받은 날 언제였어",
    "그 두 번 잰 공복혈당 뭐였어",
])
def test_korean_question_word_in_the_past_reads_without_a_mark(text: str) -> None:
    decision = decide_read(text, "ko")
    assert decision.read and decision.route == "structured"


@pytest.mark.parametrize("text", [
    "정상 혈당은 얼마야",  # general knowledge, present tense
    "인슐린은 누가 처음 만들었어",  # who did it in the world
    "어제 혈당 110 나왔어",  # told, no question word
])
def test_korean_present_or_told_stays_unread(text: str) -> None:
    assert not decide_read(text, "ko").read


def test_a_course_since_a_record_with_a_reason_asked_stays_both() -> None:
    decision = decide_read("고지혈증 약 바꾼 이유랑 바꾸고 나서 LDL 어떻게 됐는지 알려줘", "ko")
    assert decision.read and decision.route == "both"


@pytest.mark.parametrize("text", ["a1c?", "fasting sugar?", "my ldl?", "bp?", "weight?"])
def test_a_reading_named_alone_with_a_mark_is_asked(text: str) -> None:
    decision = decide_read(text, "en")
    assert decision.read and decision.route == "structured"


@pytest.mark.parametrize("text", ["ibuprofen?", "coffee?", "what is ldl?", "a1c 6.1", "ldl"])
def test_a_drug_a_drink_a_definition_or_a_told_value_is_not(text: str) -> None:
    assert not decide_read(text, "en").read


@pytest.mark.parametrize("text", [
    "요산 9.1 나왔는데 3월보다 높아진거죠",  # a month of the user's past; a test the dictionary knows, no health cue
    "체중 71 월요일보다 늘었나",
])
def test_a_value_set_against_a_month_or_day_before_reads(text: str) -> None:
    decision = decide_read(text, "ko")
    assert decision.read and decision.route == "structured"


@pytest.mark.parametrize("text", ["3월보다 훨씬 따뜻해졌네", "1월보다 살 3키로 빠졌음"])
def test_a_comparison_closed_as_told_is_not_read(text: str) -> None:
    assert not decide_read(text, "ko").read


def test_they_acting_on_the_regimen_is_the_care_team() -> None:
    decision = decide_read("fasting 130 today. is that better than before they bumped the metformin?", "en")
    assert decision.read and decision.route == "structured"


@pytest.mark.parametrize("text", [
    "my neighbours changed their diet, is keto safe?",
    "my husband's bp is high lately, should he be worried?",
])
def test_another_persons_trouble_stays_unread(text: str) -> None:
    assert not decide_read(text, "en").read
