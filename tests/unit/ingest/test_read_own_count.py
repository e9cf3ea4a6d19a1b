"""Session 51: READ recall on questions with no health word. A count, an average or a total over a stretch of
the user's own time is the records' (이번 달에 몇 번이나 …, 이번 달 평균은 얼마); a value told in words before a
comparison ("seven point nine now", 육 점 구예요) is a value the comparison points back to. The sentences are
written for the test, not taken from a suite."""

from __future__ import annotations

import pytest

from pia_graph.ingest.read_personal import personal
from tests.unit.ingest.read_analysed import decide_read


@pytest.mark.parametrize("text", [
    "이번 주에 야식 먹은 게 몇 번이에요?",
    "그럼 이번 달에 몇 번이나 빠진 거예요",
    "지난달 평균은 얼마쯤 돼요",
    "산책 나간 게 이번이 몇 번째야",
])
def test_a_count_over_the_own_time_reads(text: str) -> None:
    assert personal(text, "ko", False)


@pytest.mark.parametrize("text", [
    "이번 주에 몇 번 걷는 게 좋아요?",  # advice on how often: no count of what was done
    "하루에 물 몇 잔 마셔야 돼요?",  # no stretch of the user's time
    "성인은 일주일에 평균 몇 시간 자요?",  # people in general
])
def test_advice_or_people_in_general_do_not(text: str) -> None:
    assert not personal(text, "ko", False)


@pytest.mark.parametrize(("text", "lang"), [
    ("오늘 다시 재 보니 칠 점 이예요. 그 전보다 올라간 거 맞죠?", "ko"),
    ("checked it again, six point four now. lower than last time, isn't it?", "en"),
])
def test_a_value_told_in_words_is_what_the_comparison_points_back_to(text: str, lang: str) -> None:
    decision = decide_read(text, lang)
    assert decision.read and decision.route == "structured"
