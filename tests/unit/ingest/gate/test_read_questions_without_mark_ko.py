"""Korean questions asked without a question mark (session 64, issue 8): the READ gate's question parts read the
question grammar of ``question_forms`` (an ending that asks to confirm, a choice between two alternatives, a topic
fragment), so a question typed without its mark is read as the same question with one; the grammar's near misses
(one closing said once, a closing repeated, a contrast, a topic with a predicate after it) stay statements."""

from __future__ import annotations

import pytest

from pia_graph.ingest.question_forms import asks_by_grammar, topic_fragment_ko
from pia_graph.ingest.read_gate import decide_read

# --- choice_close: two alternatives closed alike ------------------------------------------------------------------


@pytest.mark.parametrize("text", ["그래서 혈압은 좋아진 거야 나빠진 거야", "철분제 아침에 먹는 거였어 저녁이었어",
                                  "그 말 간호사님이 한 말이에요 약사님이 한 말이에요", "이 수치 정상이야 아니야",
                                  "검사 예약 화요일이었나 수요일이었나"])
def test_two_alternatives_closed_alike_ask_which_holds(text: str) -> None:
    assert asks_by_grammar(text, "ko")


@pytest.mark.parametrize("text", [
    "요즘 혈압은 좋아진 거야",  # one closing said once tells
    "아 그거 남편 거예요 제 거 아니에요",  # a negative copula after words of its own sets one against the other
    "오늘 혈압 130이야 어제는 140이었어",  # two closings of different kinds tell two readings
    "완전 진짜야 진짜야",  # the same word twice repeats itself
    "어제 좀 힘들었어 오늘도 힘들었어",  # a verb's past is no copula closing
])
def test_one_closing_a_contrast_or_a_repeat_tells(text: str) -> None:
    assert not asks_by_grammar(text, "ko")


# --- topic_close: a fragment closed by a topic particle ------------------------------------------------------------


@pytest.mark.parametrize("text", ["그럼 재작년엔", "그럼 작년 이맘때는", "근데 잠은", "그럼 3월은", "혈당은요"])
def test_a_topic_fragment_with_no_predicate_asks_what_about_it(text: str) -> None:
    assert topic_fragment_ko(text)
    assert asks_by_grammar(text, "ko")


@pytest.mark.parametrize("text", ["혈압은 130", "오늘은 좀 괜찮아", "나는 괜찮은데", "어제 먹은 건 없어",
                                  "그럼 작년에 병원 갔을 때 혈압은 좀 높았던 것 같은데"])
def test_a_topic_with_a_predicate_or_a_value_after_it_is_no_fragment(text: str) -> None:
    assert not topic_fragment_ko(text)


# --- the READ gate reads the grammar with no mark -------------------------------------------------------------------


@pytest.mark.parametrize(("text", "route"), [
    ("그래서 공복혈당 좋아진 거야 나빠진 거야", "structured"),
    ("잠깐, 그 말 간호사님이 한 말이에요 약사님이 한 말이에요", "associative"),
    ("오늘 허리 4점이에요. 물리치료 시작하고 나서 좀 줄어든 거 맞죠", "structured"),
])
def test_a_question_without_its_mark_is_read(text: str, route: str) -> None:
    with_mark = decide_read(text + "?", "ko")
    without = decide_read(text, "ko")
    assert without.read and with_mark.read
    assert without.route == with_mark.route


@pytest.mark.parametrize("text", ["아 그거 남편 거예요 제 거 아니에요", "오늘 혈압 130이야 어제는 140이었어",
                                  "어제 좀 힘들었어 오늘도 힘들었어"])
def test_a_statement_stays_unread(text: str) -> None:
    assert not decide_read(text, "ko").read
