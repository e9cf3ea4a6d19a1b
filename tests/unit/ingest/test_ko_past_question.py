"""A Korean question closed on a past stem and a question mark (``ask_endings_ko.tsv`` group ``past_question``,
``ko_endings.asks_past_question``): the subject is dropped and general knowledge is not asked in the past tense, so
a health question asked this way is about the user's own past (session 40)."""

from __future__ import annotations

import pytest

from pia_graph.ingest.ko_endings import asks_past_question
from pia_graph.ingest.read_gate import decide_read

OWN_PAST = [
    "혈당 어땠어?", "혈압 몇 나왔어?", "잠 잘 잤어?", "야식 먹은 날 혈당 어땠어?", "술 마셨던 날 수면 어땠어?",
    "혈압약 먹었지?", "지난번에 간수치 몇 나왔었어?", "혈당어땠어?", "체중 얼마였어요?",
]
NOT_OWN_PAST = [
    "이 약 먹어도 괜찮겠어?",  # 겠: what would happen
    "인슐린은 누가 발견했어?",  # who did it in the world
    "뉴스에 치매 신약 나왔다던데 봤어?",  # hearsay: did the agent see it
    "운동하면 혈압이 내려가?", "당화혈색소가 뭐야?",  # present tense, general knowledge
    "혈압 재고 있어?",  # 있 ends in ㅆ but is no past
]


@pytest.mark.parametrize("text", OWN_PAST)
def test_a_past_question_about_health_reads(text: str) -> None:
    assert asks_past_question(text)
    decision = decide_read(text, "ko")
    assert decision.read and decision.route == "structured", decision.reasons


@pytest.mark.parametrize("text", NOT_OWN_PAST)
def test_no_past_question_or_not_the_users(text: str) -> None:
    assert not decide_read(text, "ko").read


@pytest.mark.parametrize("text", ["운동했어", "어제 혈압약 먹었어요", "혈압 120 나왔어 ㅎㅎ"])
def test_without_the_mark_the_same_ending_tells(text: str) -> None:
    assert not asks_past_question(text)


def test_only_the_first_question_counts() -> None:
    assert not asks_past_question("혈당 괜찮아? 어제 운동했어")
    assert asks_past_question("혈당 어땠어? 궁금해")
