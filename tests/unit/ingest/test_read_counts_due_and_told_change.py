"""Session 53 (issue 8): a count of what happened is the records' even since a change of the user's (no effect is
asked, and the opinion keeps the count's route), and so is a count of what the user told; what the user's own
schedule holds next (다음 … 주사) is theirs; a Korean comparison that says how much a reading changed, with no
question mark, tells; a season is a time of the user's own past compared; when a regimen started or switched is
its dated record; a score, a history or a date named with a health word (수술 이력) looks the records up. The
sentences are written for the test, not taken from a suite."""

from __future__ import annotations

import pytest

from pia_graph.ingest.read_compare import (
    HAPPENED_BEFORE,
    OWN_COUNT,
    REGIMEN_DATE,
    amount_of_change_told,
    compared_to_own_past,
    own_count,
    own_report_counted,
    regimen_date_asked,
)
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


@pytest.mark.parametrize(("text", "lang"), [
    ("어지럽다고 한 게 이번 달에 몇 번이에요?", "ko"),
    ("how many times have I mentioned the ringing in my ears?", "en"),
])
def test_what_the_user_told_counted_is_the_records(text: str, lang: str) -> None:
    decision = decide_read(text, lang)
    assert decision.read and decision.route == "structured"


def test_a_provider_speaking_keeps_what_was_said() -> None:
    assert not own_report_counted("선생님이 하루에 몇 번 바르라고 한 거였지?", "ko")
    assert not own_report_counted("how many times did the doctor say I mentioned it", "en")


@pytest.mark.parametrize(("text", "lang"), [
    ("when did I stop the lisinopril", "en"),
    ("when did i first start the levothyroxine?", "en"),
    ("아토르바스타틴 언제부터 먹었지?", "ko"),
])
def test_a_regimen_date_asked_is_kept_from_the_opinion(text: str, lang: str) -> None:
    assert regimen_date_asked(text, lang)
    decision = decide_read(text, lang)
    assert decision.read and decision.route == "structured" and REGIMEN_DATE in decision.reasons


@pytest.mark.parametrize("text", ["공복혈당 가을보다 올라간 건가?", "겨울보다 요즘 잠을 더 자고 있나요?"])
def test_a_season_is_a_time_of_the_own_past_compared(text: str) -> None:
    assert compared_to_own_past(text, "ko")


def test_two_seasons_compare_the_seasons_in_general() -> None:
    assert not compared_to_own_past("겨울에는 여름보다 혈압이 높아지나요?", "ko")
    assert not decide_read("겨울에는 여름보다 혈압이 높아지나요?", "ko").read


def test_whether_it_happened_before_too_is_the_records_kept_from_the_opinion() -> None:
    decision = decide_read("라면 먹고 혈당이 210 나왔어요. 전에도 라면 먹고 이렇게 올랐었나요?", "ko")
    assert decision.read and decision.route == "structured" and HAPPENED_BEFORE in decision.reasons
    said = decide_read("밤에 종아리가 당기는데 이거 전에도 말했었나?", "ko")  # what was said stays said
    assert said.route == "associative" and HAPPENED_BEFORE not in said.reasons


@pytest.mark.parametrize("text", ["수술 이력", "대상포진 접종 날짜", "스트레스 점수 요즘"])
def test_a_record_field_named_with_a_health_word_looks_the_records_up(text: str) -> None:
    decision = decide_read(text, "ko")
    assert decision.read and decision.route == "structured"


@pytest.mark.parametrize("text", ["스트레스 점수 7", "수술 날짜 잡았어요"])
def test_a_score_or_a_date_told_is_no_look_up(text: str) -> None:
    assert not decide_read(text, "ko").read
