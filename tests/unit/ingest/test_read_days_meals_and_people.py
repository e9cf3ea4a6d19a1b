"""Session 54 (issue 8): a count of days asked in Korean (며칠, 몇 일) is a count of the user's records; a question a
friend asked (친구가 물어봐서요) is marked general; the elderly named as a question's subject (노인분들, 어르신들) ask
of people in general; what the user ate is the meal records, kept from the opinion, and the eating verb alone names
no episode. The sentences are written for the test, not taken from a suite."""

from __future__ import annotations

import pytest

from pia_graph.ingest.read_advice import MEAL_ASKED, meal_asked, meal_in_episode
from pia_graph.ingest.read_compare import OWN_COUNT, own_count
from pia_graph.ingest.read_gate import ReadDecision
from pia_graph.ingest.read_model import CLASSES, Thresholds, combine
from pia_graph.ingest.read_route import Route, route_for
from tests.unit.ingest.read_analysed import decide_read


@pytest.mark.parametrize("text", [
    "제주도 다녀오고 나서 두통 며칠 있었지?",
    "지난달에 운동 몇 일 했어?",
])
def test_a_count_of_days_is_counted(text: str) -> None:
    assert own_count(text, "ko")
    decision = decide_read(text, "ko")
    assert decision.read and decision.route == "structured"
    assert OWN_COUNT in decision.reasons


def test_a_day_asked_without_a_count_is_no_count() -> None:
    assert not own_count("몇 시에 먹었지", "ko")
    assert not own_count("언제 먹었지", "ko")


@pytest.mark.parametrize("text", [
    "당뇨에 수영이랑 걷기 중에 뭐가 더 좋아요? 친구가 물어봐서요",
    "친구가 물어보길래요 콜레스테롤약은 아침에 먹어요 저녁에 먹어요?",
])
def test_a_friends_question_is_general(text: str) -> None:
    decision = decide_read(text, "ko")
    assert not decision.read
    assert "general_mark" in decision.reasons


def test_the_users_own_record_asked_for_a_friend_still_reads() -> None:
    # the mark makes a question general only when the ask names no record of the user's own
    assert decide_read("친구가 물어봐서 그러는데 내 혈압 요즘 어때?", "ko").read


@pytest.mark.parametrize("text", [
    "아버지가 요즘 자꾸 넘어지시는데 어르신들 골다공증 흔한가요?",
    "노인분들 혈압 요즘 어느 정도가 괜찮아요?",
])
def test_the_elderly_in_general_are_not_the_user(text: str) -> None:
    assert not decide_read(text, "ko").read


def test_the_users_own_course_still_reads() -> None:
    assert decide_read("요즘 제 혈압 어때요?", "ko").read


@pytest.mark.parametrize(("text", "lang"), [
    ("그저께 점심 뭐 먹었다고 했지?", "ko"),
    ("지난 토요일에 뭐 먹었더라?", "ko"),
])
def test_what_the_user_ate_is_the_meal_records(text: str, lang: str) -> None:
    assert meal_asked(text)
    decision = decide_read(text, lang)
    assert decision.read and decision.route == "structured"
    assert MEAL_ASKED in decision.reasons


def test_the_eating_verb_names_no_episode() -> None:
    assert not meal_in_episode("그저께 점심 뭐 먹었다고 했지?", "ko", frozenset(), body_part=False)
    assert meal_in_episode("배탈 났던 날 뭐 먹었지?", "ko", frozenset({"symptom"}), body_part=False)
    assert meal_in_episode("체했던 날 뭐 먹었지? 속이 안 좋았던 날", "ko", frozenset(), body_part=False)


def test_a_meal_around_an_episode_still_wants_both() -> None:
    route, _ = route_for("what did i eat the night my reflux was so bad?", "en", coordinate=True)
    assert route == "both"


def test_the_opinion_keeps_a_meal_asked() -> None:
    rule = ReadDecision(True, "structured", ["personal:structured", MEAL_ASKED])
    probs: dict[Route, float] = dict(zip(CLASSES, (0.04, 0.18, 0.76, 0.02), strict=True))
    out = combine(rule, probs, Thresholds(flip_read=0.8, flip_route=0.5, keep_rule=0.3))
    assert out.route == "structured"


def test_you_know_opening_a_statement_tells() -> None:
    # 있잖아요 introduces what the user goes on to tell; with nothing told after it, it still asks
    told = decide_read("아까 얘기한 영양제 있잖아요 그거 하루 두 알로 바꿨어요", "ko")
    assert not told.read
    assert decide_read("그 연고 있잖아 피부과에서 받은 거 이름", "ko").read
