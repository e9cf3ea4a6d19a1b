"""A courtesy frame around a question carries no route, and an embedded "if" after a verb of knowing is no
condition (session 43, issue 8; the sentences are written for the test, not taken from a suite)."""

from __future__ import annotations

import pytest

from pia_graph.ingest.read_courtesy import courtesy_free, whether_free
from pia_graph.ingest.read_route import assoc_ask
from tests.unit.ingest.read_analysed import decide_read


@pytest.mark.parametrize(("text", "lang", "core"), [
    ("I was wondering if you could remind me what the nurse said about my sugar", "en",
     "remind me what the nurse said about my sugar"),
    ("do you happen to know when my next appointment is", "en", "when my next appointment is"),
    ("could you kindly remind me which pills I take in the morning", "en",
     "remind me which pills I take in the morning"),
    ("제가 요즘 먹는 약이 뭐였는지 알려주시면 감사하겠습니다", "ko", "제가 요즘 먹는 약이 뭐였는지"),
    ("혹시 제 혈압 요즘 어땠는지 알려주실 수 있을까요", "ko", "제 혈압 요즘 어땠는지"),
])
def test_courtesy_frame_is_taken_off(text: str, lang: str, core: str) -> None:
    assert courtesy_free(text, lang) == core


def test_a_frame_alone_stays() -> None:
    assert courtesy_free("thank you", "en") == "thank you"
    assert courtesy_free("what was my a1c", "en") == "what was my a1c"


@pytest.mark.parametrize(("text", "plain"), [
    ("can you check if I took my tablets today", "can you check whether I took my tablets today"),
    ("I can't remember if I'm allergic to penicillin", "I can't remember whether I'm allergic to penicillin"),
    ("what if I double my dose", "what if I double my dose"),
    ("if my bp is high should I call", "if my bp is high should I call"),
])
def test_embedded_if_reads_as_whether(text: str, plain: str) -> None:
    assert whether_free(text) == plain


def test_check_if_is_read_not_hypothetical() -> None:
    decision = decide_read("can you check if I took my tablets today", "en")
    assert decision.read and decision.route == "structured"
    assert "hypothetical" not in decision.reasons


@pytest.mark.parametrize(("text", "lang"), [
    ("can you remind me where I had my scan done", "en"),
    ("where was my last mammogram done", "en"),
    ("제가 어느 병원에서 엠알아이 찍었는지 알려주세요", "ko"),
])
def test_a_place_is_asked_as_text(text: str, lang: str) -> None:
    assert assoc_ask(lang).search(text)


def test_a_place_question_routes_associative() -> None:
    assert decide_read("where was my last mammogram done", "en").route == "associative"


@pytest.mark.parametrize("text", [
    "공복혈당 118인데 저번주보다 높아",
    "방금 혈압 151/97 평소보다 높은거야",
    "공복혈당 요즘 올라가는 추세야",
])
def test_a_comparison_with_the_own_past_left_open_reads(text: str) -> None:
    decision = decide_read(text, "ko")
    assert decision.read and decision.route == "structured"


@pytest.mark.parametrize("text", [
    "당화혈색소 6.8 나왔어요 지난번보다 떨어짐",
    "산소포화도 94 나왔어 평소보다 낮음",
    "당화혈색소 6.8 나왔어요 지난번보다 올랐네",
    "오늘 평소보다 더 피곤해",
])
def test_a_closed_comparison_tells(text: str) -> None:
    assert not decide_read(text, "ko").read


@pytest.mark.parametrize(("text", "lang"), [
    ("a1c 6.4 today. better than last time", "en"),
    ("tsh came back 4.9 today, higher or lower than last time", "en"),
    ("오늘 공복혈당 126 나왔어. 지난달 평균보다 높아", "ko"),
])
def test_a_reading_compared_with_before_reads_across_sentences(text: str, lang: str) -> None:
    decision = decide_read(text, lang)
    assert decision.read and decision.route == "structured"


def test_a_feeling_compared_with_before_tells() -> None:
    assert not decide_read("feeling better than last week", "en").read
