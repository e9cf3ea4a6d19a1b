"""Session 31 (route17): asks in two parts, what someone said or why, and asks that are not the user's.

The sentences are written for the test, not taken from a suite; English and Korean. Each group is one rule of
``read_asks``, ``read_gate``, ``read_scope`` or ``read_request``."""

from __future__ import annotations

import pytest

from pia_graph.ingest.read_asks import asks_of, record_ask, said_ask
from pia_graph.ingest.read_gate import _route_whole
from tests.unit.ingest.read_analysed import decide_read

# A record ask (when it began or ended, which drug, how bad) beside a reason or what someone said: both.
TWO_PARTS = [
    ("when did i start the metformin and why", "en"),
    ("which one did they put me on after the lisinopril and what did they say about the cough?", "en"),
    ("when did the migraines start, how bad were they, and what did the neurologist suggest", "en"),
    ("how's my weight been this month and what did i think was causing the bloating", "en"),
    ("메트포르민 언제 시작했고 왜 시작했더라", "ko"),
    ("허리 언제부터 아팠고 정형외과에서 뭐랬는지", "ko"),
    ("무슨약으로 바꿨고 약사가 주의하라 한 거 뭐였지", "ko"),
    ("콜레스테롤 수치랑 내과 선생님 소견 같이 알려줘", "ko"),
    ("운동 시작하고 체중 어떻게 변했는지랑 코치가 짜준 루틴 뭐였는지", "ko"),
]


@pytest.mark.parametrize(("text", "lang"), TWO_PARTS)
def test_a_record_and_a_reason_or_words_route_both(text: str, lang: str) -> None:
    decision = decide_read(text, lang)
    assert decision.read and decision.route == "both", decision


def test_a_past_syllable_closes_an_ask_contracted_or_not() -> None:
    # 팠 (아프+었), 꿨 (바꾸+었): the past is a syllable closed by ㅆ, not only 었/았
    assert asks_of("무릎 언제부터 아팠고 의사가 뭐랬지", "ko") == ["무릎 언제부터 아팠", "의사가 뭐랬지"]
    assert len(asks_of("무슨 약으로 바꿨고 부작용 뭐라 했지", "ko")) == 2


def test_a_bare_reason_stands_for_the_reason_of_the_ask_before_it() -> None:
    assert said_ask("why", "en", lambda ask: _route_whole(ask, "en"))
    assert said_ask("and why?", "en", lambda ask: _route_whole(ask, "en"))
    assert not said_ask("why is my bp so high", "en", lambda ask: _route_whole(ask, "en"))


def test_when_and_which_drug_are_record_asks() -> None:
    assert record_ask("when did i stop the statin", "when did i stop the statin", "en", coordinate=True)
    assert record_ask("which one did they switch me to", "the new bp pill", "en", coordinate=True)
    assert record_ask("언제 끊었", "스타틴 언제 끊었", "ko", coordinate=True)
    assert not record_ask("what was it called", "the new bp pill", "en", coordinate=True)


# What someone said or did, a reason, a brand, a thing picked out by what the user went through: associative.
ASSOCIATIVE = [
    ("remind me why my cardiologist didnt want me on aspirin", "en"),
    ("which magnesium was the one that didnt upset my stomach", "en"),
    ("what did i think was giving me the headaches", "en"),
    ("먹고 속 괜찮았던 유산균 브랜드 뭐였지", "ko"),
    ("혈당 250 넘으면 어떻게 하라고 했었지", "ko"),
    ("트레이너가 짜준 운동 순서 뭐였더라", "ko"),
]


@pytest.mark.parametrize(("text", "lang"), ASSOCIATIVE)
def test_what_was_said_or_why_routes_associative(text: str, lang: str) -> None:
    decision = decide_read(text, lang)
    assert decision.read and decision.route == "associative", decision


def test_do_you_remember_a_record_asks_for_the_record() -> None:
    decision = decide_read("지난번 검사 결과 기억나?", "ko")
    assert decision.read and decision.route == "structured", decision
    # what someone said stays what was said
    decision = decide_read("의사가 뭐라고 했는지 기억나?", "ko")
    assert decision.read and decision.route == "associative", decision
