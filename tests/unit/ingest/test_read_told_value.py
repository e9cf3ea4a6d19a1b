"""Session 30 (readko16): a value the user told before a question counts as a statement told first for the READ
gate, whatever the RETAIN gate made of it. A number with no unit or health word ("오늘 아침 64.2 찍음") is not
kept, yet the comparison asked after it ("지난달이랑 비교하면 얼마나 빠진거지") is about the user's own records.
The RETAIN verdict does not change. The sentences are written for the test, not taken from a suite."""

from __future__ import annotations

import pytest

from pia_graph.ingest.read_gate import _question_parts
from pia_graph.ingest.read_scope import value_told_before
from tests.unit.ingest.read_analysed import analysed as _analyse
from tests.unit.ingest.read_analysed import decide_read


def _told_before_ask(text: str, lang: str) -> bool:
    """Whether a value is told before the first ask of the utterance's last asking sentence."""
    u = _analyse(text, lang)
    told = False
    for sentence, parts in u.sentences:
        asks = _question_parts(sentence, list(parts), lang)
        if asks:
            told = value_told_before(u, asks[0].start, [(a.start, a.end) for a in asks])
    return told


# A value told with no unit and no health word, then a comparison over the own past. Session 45: the RETAIN gate keeps
# the value (a bare reading told before what the question asks of it, as develop gold x12-gate-205, x14-gate-245 does);
# the READ gate still reads the comparison as the user's records.
TOLD_THEN_COMPARED = [
    "오늘 아침 64.2 찍음 지난달이랑 비교하면 얼마나 빠진거지",
    "풀코스 3시간 58분에 들어옴!! 올해 기록중에 제일 빠른거야?",
    "아침에 63.5 나옴 전보다 빠진거야?",
]


@pytest.mark.parametrize("text", TOLD_THEN_COMPARED)
def test_a_told_value_makes_the_comparison_personal(text: str) -> None:
    assert _told_before_ask(text, "ko")
    decision = decide_read(text, "ko")
    assert decision.read and decision.route == "structured", decision


@pytest.mark.parametrize("text", ["지난달이랑 비교하면 얼마나 빠진거지", "올해 기록중에 제일 빠른거야?"])
def test_the_same_comparison_with_nothing_told_reads_nothing(text: str) -> None:
    assert not decide_read(text, "ko").read


@pytest.mark.parametrize(("text", "lang"), [
    ("남편이 10키로 48분에 뛰었대 올해 기록중에 제일 빠른거야?", "ko"),  # someone else's value
    ("강아지 몸무게 7.2 나옴 지난달이랑 비교하면 얼마나 빠진거지", "ko"),  # a pet's
    ("만약에 64키로 되면 지난달이랑 비교하면 얼마나 빠진거지", "ko"),  # a hypothesis
    ("지난달 몇키로였지 64.2 정도였나", "ko"),  # the number is inside the ask
    ("b12 주사 맞음 지난번이랑 비교하면 어때", "ko"),  # a number inside a name is no value
    ("my son's temp was 38.9 this morning, highest this week?", "en"),
    ("my dog weighs 31.5 now, what was it last month?", "en"),
])
def test_no_value_of_the_users_told_before_the_ask(text: str, lang: str) -> None:
    assert not _told_before_ask(text, lang)


def test_a_value_told_in_english_counts_too() -> None:
    assert _told_before_ask("ran 5k in 24:10 today, is that my best this month?", "en")
