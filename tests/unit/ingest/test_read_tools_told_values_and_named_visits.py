"""Session 56 (issue 8): which app the user logs with is asked as text (associative, kept from the opinion); a
value the turn tells is the occasion of a Korean ask for what a provider said, not records asked; 수치 inside 도수치료
asks no value; the last consultation with a provider named by a name wants its record and what was said (both); a
day of the user's own regimen asked in Korean (its end, a dose missed), the pronoun dropped, reads the records. The
sentences are written for the test, not taken from a suite."""

from __future__ import annotations

import pytest

from pia_graph.ingest.read_advice import named_visit
from pia_graph.ingest.read_gate import ReadDecision
from pia_graph.ingest.read_model import CLASSES, Thresholds, combine
from pia_graph.ingest.read_route import TOOL_NAME, VISIT_SUMMARY, Route, route_for, route_whole, tool_asked
from tests.unit.ingest.read_analysed import decide_read


@pytest.mark.parametrize(("text", "lang"), [
    ("which app was I tracking my sleep with last spring?", "en"),
    ("what app do i log my water intake in", "en"),
    ("체중 기록하던 어플 이름이 뭐였더라", "ko"),
    ("무슨 앱으로 걸음 수 쟀었지?", "ko"),
])
def test_the_app_the_user_logs_with_is_asked_as_text(text: str, lang: str) -> None:
    assert tool_asked(text, lang)
    decision = decide_read(text, lang)
    assert decision.read and decision.route == "associative"
    assert TOOL_NAME in decision.reasons


@pytest.mark.parametrize(("text", "lang"), [
    ("what app should I get to count carbs?", "en"),
    ("which tracker is best for runners", "en"),
    ("어떤 앱이 식단 기록하기 좋아요?", "ko"),
    ("what was my weight last monday", "en"),
])
def test_advice_on_an_app_or_no_app_is_no_tool_asked(text: str, lang: str) -> None:
    assert not tool_asked(text, lang)


def test_an_app_beside_a_record_ask_stays_the_union() -> None:
    decision = decide_read("피부과 선생님이 쓰라고 했던 앱 뭐였지 그리고 이번 주에 가려움 몇 번 있었는지도", "ko")
    assert decision.read and decision.route == "both"


def test_the_opinion_keeps_the_tool_asked() -> None:
    rule = ReadDecision(True, "associative", ["personal:associative", TOOL_NAME])
    probs = dict.fromkeys(CLASSES, 0.0) | {"structured": 0.8, "associative": 0.1, "none": 0.1}
    thresholds = Thresholds(flip_read=0.8, flip_route=0.5, keep_rule=0.3, flip_no_read=0.95)
    assert combine(rule, probs, thresholds).route == "associative"


@pytest.mark.parametrize("text", [
    "중성지방 210 나왔어요 교수님이 얼마 밑으로 내리자고 하셨죠?",
    "오늘 목 통증 5예요 재활의학과 선생님이 하라던 운동 뭐였죠?",
])
def test_a_value_told_is_the_occasion_of_a_said_ask(text: str) -> None:
    route: Route = route_whole(text, "ko")
    assert route == "associative"


def test_a_record_asked_beside_the_said_ask_is_still_both() -> None:
    route, _ = route_for("중성지방 210 나왔어요 교수님이 얼마 밑으로 내리자고 하셨는지랑 지난번 수치 알려줘", "ko",
                         coordinate=True)
    assert route == "both"


def test_manual_therapy_names_no_value() -> None:
    # 수치 inside 도수치료 asks no value: the provider's words alone
    assert route_whole("도수치료 선생님이 알려준 자세 뭐였죠?", "ko") == "associative"
    assert route_whole("간 수치랑 선생님이 뭐라고 하셨는지 같이 알려줘", "ko") == "both"


@pytest.mark.parametrize(("text", "lang"), [
    ("when did I last see dr okafor?", "en"),
    ("was that the last time I visited Dr Singh", "en"),
    ("박교수님 마지막으로 뵌 게 언제였죠", "ko"),
    ("최원장님 지난번에 본 날이 언제지", "ko"),
])
def test_the_last_consultation_with_a_named_provider_is_both(text: str, lang: str) -> None:
    assert named_visit(text, lang)
    route, rule = route_for(text, lang)
    assert (route, rule) == ("both", VISIT_SUMMARY)


@pytest.mark.parametrize(("text", "lang"), [
    ("when did i last see the dermatologist", "en"),
    ("what did dr okafor say last time", "en"),
    ("치과 마지막으로 간 게 언제였지", "ko"),
    ("선생님이 마지막으로 뭐라고 하셨지", "ko"),
])
def test_a_role_a_place_or_a_named_providers_words_is_no_named_visit(text: str, lang: str) -> None:
    assert not named_visit(text, lang)


@pytest.mark.parametrize("text", [
    "진통제 언제까지 먹으면 되는 거였지?",
    "프레드니솔론 완전히 끊는 날이 언제야?",
    "여행 가서 약 빼먹은 날 있어?",
])
def test_a_day_of_the_own_regimen_is_asked_of_the_records(text: str) -> None:
    decision = decide_read(text, "ko")
    assert decision.read and decision.route == "structured"


@pytest.mark.parametrize("text", [
    "항생제는 보통 언제까지 먹어요?",  # people in general
    "휴가 끝나는 날 비 온대?",  # no medicine
])
def test_a_day_of_no_regimen_of_the_users_is_no_regimen_day(text: str) -> None:
    assert not decide_read(text, "ko").read


@pytest.mark.parametrize("text", [
    "office party is friday, what gift should I buy",
    "which train should we catch to get to leeds by noon",
])
def test_advice_with_no_health_and_nothing_of_the_users_reads_nothing(text: str) -> None:
    decision = decide_read(text, "en")
    assert not decision.read
    assert decision.reasons == ["general"]


@pytest.mark.parametrize("text", [
    "should i take it with breakfast?",
    "given all of that, what should I raise at the appointment?",
    "based on everything you know about me what should I work on this winter",
])
def test_advice_on_a_thing_named_before_or_weighing_the_memory_still_reads(text: str) -> None:
    assert decide_read(text, "en").read


@pytest.mark.parametrize("text", [
    "그동안 무릎 관련된 거랑 정형외과 선생님 말씀 전부 정리해줘",
    "저에 대해 알고 있는 거 종합해서 다음 달 운동 계획 세워줘",
])
def test_a_korean_request_to_sum_up_what_the_memory_holds_reads_both(text: str) -> None:
    decision = decide_read(text, "ko")
    assert decision.read and decision.route == "both"


def test_a_general_summary_request_is_still_general() -> None:
    assert not decide_read("고혈압에 좋은 음식 정리해줘", "ko").read


def test_a_summary_of_the_own_health_asked_as_a_fragment_reads() -> None:
    decision = decide_read("brief overview of my health for the new gp", "en")
    assert decision.read and decision.route == "both"


@pytest.mark.parametrize("text", [
    "my health overall has been fine this spring",
    "emailed the clinic a summary of my health yesterday",
])
def test_a_summary_told_is_no_request(text: str) -> None:
    assert not decide_read(text, "en").read
