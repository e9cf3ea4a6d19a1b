"""The grammar of a request for the user's own records said without a question form (`read_request`,
session 29): fragments, imperatives and Korean request endings read; general asks, tasks and statements told as
fragments do not (the sentences are written for the test, not taken from a suite)."""

from __future__ import annotations

import pytest

from pia_graph.ingest.read_request import own_record_ko, record_request_en, record_request_ko
from pia_graph.ingest.retain_gate import retain_decision
from pia_graph.ingest.utterance import analyse
from tests.unit.ingest.read_analysed import decide_read

# A request verb or politeness, a health word, the thing asked for and an anchor (my, last, a time window).
REQUESTS_EN = [
    "need my most recent ldl",
    "pull up my pulse from last night",
    "grab my latest tsh pls",
    "my cholesterol results from the checkup",
    "heart rate trend",
    "can u check my sugar from this morning",
    "how many steps last week",
    "weight over the past 3 months",
    "pulse readings since tuesday",  # a weekday as the time window
    "bp lst wk",  # chat spelling of the time window
    "last 4 potassium results",  # a count of records after last / past is no value told (session 30)
    "past 2 ferritin values pls",
]
REQUESTS_KO = [
    "콜레스테롤 어땠는지 좀",
    "지난번 피검사 결과 좀",
    "내 체중 추이",
    "혈압 올라가고 있어?",
    "몸무게 줄었어?",
    "공복혈당 얼마였는지 궁금해",
    "허리둘레 얼마 줄었지",
    "이번달 혈압약 빼먹은 날 며칠이야",  # 며칠 is a question word
    "최근 맥박 어때요",  # the polite form of a question ending
    "봄부터 허리둘레 어떻게 변했어?",  # a reading's course
]
# General knowledge, a task for the agent, or a reading told as a fragment: no read.
NOT_READS = [
    ("ldl", "en"),
    ("my bp 128/82 this morning", "en"),
    ("last 128 over 84", "en"),  # a reading told, not a count of records
    ("my knees have been stiff lately", "en"),
    ("my sugar spiked after lunch yesterday", "en"),
    ("shoulder pain since friday", "en"),  # a symptom told as a fragment
    ("my migraine last night", "en"),
    ("어제부터 두통 좀", "ko"),
    ("정상 콜레스테롤 수치 알려줘", "ko"),
    ("혈당 낮추는 방법 알려줘", "ko"),
    ("간수치 높으면 어떤 증상 있어?", "ko"),
    ("혈압 135 나옴", "ko"),
    ("혈압계 추천 좀", "ko"),  # a bare request particle with no record noun or time word
    ("지난주 평균 수면시간 6시간", "ko"),  # an aggregate told with its value
]


@pytest.mark.parametrize("text", REQUESTS_EN)
def test_english_request_fragment_reads_structured(text: str) -> None:
    d = decide_read(text, "en")
    assert (d.read, d.route) == (True, "structured"), d.reasons


@pytest.mark.parametrize("text", REQUESTS_KO)
def test_korean_request_reads_structured(text: str) -> None:
    d = decide_read(text, "ko")
    assert (d.read, d.route) == (True, "structured"), d.reasons


@pytest.mark.parametrize(("text", "lang"), NOT_READS)
def test_general_task_or_told_fragment_does_not_read(text: str, lang: str) -> None:
    assert not decide_read(text, lang).read


def test_the_grammar_needs_health_an_anchor_and_nothing_else() -> None:
    assert record_request_en("need my last a1c")
    assert not record_request_en("need my last paycheck")  # no health word
    assert not record_request_en("a1c")  # no anchor to the user's records
    assert not record_request_en("nausea this morning", [(0, 6, "symptom:nausea")])  # a symptom told
    assert record_request_en("nausea log this week", [(0, 6, "symptom:nausea")])  # its record asked for
    assert not record_request_en("my a1c 6.1 last week")  # a value told
    assert not record_request_en("my a1c went down last week")  # a verb that tells


def test_korean_request_end_and_record_noun() -> None:
    assert record_request_ko("혈압 어땠는지 좀")
    assert not record_request_ko("혈압 재는 방법 좀")  # general knowledge
    assert not record_request_ko("혈압 140 좀")  # a value told
    assert record_request_ko("요즘 혈압 좀", frozenset({"concept"}))  # a time word and a reading
    assert not record_request_ko("어제부터 두통 좀", frozenset({"symptom"}))  # a symptom told
    assert not record_request_ko("혈압계 좀")
    assert own_record_ko("당화혈색소 추이 보여줘")
    assert not own_record_ko("혈당 떨어지면 뭐 먹어?")  # a condition, not the records


def test_a_request_is_not_retained_more_than_before() -> None:
    """The READ grammar leaves the RETAIN gate alone: a told reading is still kept."""
    assert retain_decision(analyse("my bp 128/82 this morning", "en")).retain
