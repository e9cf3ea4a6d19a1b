"""Session 53 (issue 8): a count of what happened is the records' even since a change of the user's (no effect is
asked, and the opinion keeps the count's route); what the user's own schedule holds next (다음 … 주사) is theirs;
a Korean comparison that says how much a reading changed, with no question mark, tells. The sentences are written
for the test, not taken from a suite."""

from __future__ import annotations

import pytest

from pia_graph.ingest.read_compare import OWN_COUNT, amount_of_change_told, own_count
from pia_graph.ingest.read_gate import ReadDecision
from pia_graph.ingest.read_model import CLASSES, Thresholds, combine
from pia_graph.ingest.read_personal import personal
from pia_graph.ingest.read_route import Route, route_whole
from tests.unit.ingest.read_analysed import decide_read


@pytest.mark.parametrize(("text", "lang"), [
    ("메트포르민 바꾸고 나서 설사 몇 번 했었지?", "ko"),
    ("운동 시작하고 나서 두통 몇 번 왔어?", "ko"),
    ("how many times have I had heartburn since I switched to the new pill?", "en"),
])
def test_a_count_since_a_change_is_counted_not_judged(text: str, lang: str) -> None:
    decision = decide_read(text, lang)
    assert decision.read and decision.route == "structured"
    assert OWN_COUNT in decision.reasons


def test_an_effect_asked_without_a_count_still_wants_both() -> None:
    assert route_whole("메트포르민 바꾸고 나서 설사가 좀 나아졌나?", "ko") == "both"
    assert route_whole("메트포르민 바꾸고 나서 설사 몇 번 했었지?", "ko") == "structured"


def test_the_count_words() -> None:
    assert own_count("이번이 몇번째야", "ko") and own_count("몇 회 했지", "ko")
    assert own_count("how many nights did I wake up", "en")
    assert not own_count("몇 시에 먹었지", "ko") and not own_count("how much did I weigh", "en")


def test_the_opinion_keeps_a_count() -> None:
    rule = ReadDecision(True, "structured", ["personal:structured", OWN_COUNT])
    probs: dict[Route, float] = dict(zip(CLASSES, (0.05, 0.05, 0.05, 0.85), strict=True))
    out = combine(rule, probs, Thresholds(flip_read=0.8, flip_route=0.5, keep_rule=0.2))
    assert out.route == "structured"


@pytest.mark.parametrize("text", [
    "다음 인슐린 주사 언제 맞는 날이지?",
    "다음 병원 예약 언제야",
    "다음 번 접종 언제였지",
])
def test_what_the_own_schedule_holds_next_is_the_users(text: str) -> None:
    assert personal(text, "ko", False, known_term=True)


@pytest.mark.parametrize("text", [
    "다음 주에 독감 주사 맞는 게 좋아요?",  # next week is a time, and advice is asked
    "다음에 병원 가면 물어볼까 해요",  # a plan told
])
def test_next_week_or_next_time_is_no_schedule_asked(text: str) -> None:
    assert not decide_read(text, "ko").read


@pytest.mark.parametrize("text", [
    "체중 저번주보다 1.2키로 빠짐",
    "허리둘레 지난달 대비 2 감소, 88",
    "저울에 재 보니 지난주보다 두 키로 반 빠졌어요.",
    "혈압이 어제보다 십 올랐어요. 오늘은 백삼십이에요.",
])
def test_a_change_told_with_its_amount_tells(text: str) -> None:
    assert not decide_read(text, "ko").read


@pytest.mark.parametrize("text", [
    "체중 저번주보다 얼마나 빠졌어",  # the amount is asked
    "지난주보다 2키로 빠졌어?",  # a question mark asks
    "공복혈당 118인데 저번주보다 높아",  # a value, not the amount of change
])
def test_a_comparison_asked_still_reads(text: str) -> None:
    assert not amount_of_change_told(text)
    assert decide_read(text, "ko").read
