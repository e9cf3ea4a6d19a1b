"""Session 52 (issue 8): Korean READ forms that the rules missed on unseen text, and asks that are not the
user's. A reading named with a time and nothing else (최근 A1c, 어제 걸음수), a question wondered with -(으)려나 on
any stem, a value asked to be confirmed as what keeps happening, the course of a reading told as a hedged
impression, a noun phrase naming what a care provider said; another person's trouble with how to help them, a
relative's illness weighed as the user's risk. The sentences are written for the test, not taken from a suite."""

from __future__ import annotations

import pytest

from pia_graph.ingest.ko_endings import closes_on_reported_noun, wonders_by_ending
from pia_graph.ingest.read_compare import HEDGED_COURSE, RECURRENCE, hedged_course, recurrence_confirmed
from pia_graph.ingest.read_gate import ReadDecision
from pia_graph.ingest.read_model import Thresholds, combine
from pia_graph.ingest.read_request import lookup_phrase_ko
from tests.unit.ingest.read_analysed import decide_read


@pytest.mark.parametrize("text", ["최근 A1c", "어제 걸음수", "지난주 B12 수치", "어제 수면시간"])
def test_a_reading_named_with_a_time_is_a_look_up(text: str) -> None:
    decision = decide_read(text, "ko")
    assert decision.read and decision.route == "structured"


def test_a_digit_inside_a_term_is_no_value_but_a_value_beside_it_is() -> None:
    assert lookup_phrase_ko("최근 A1c", [(3, 6, "test:hba1c")])
    assert not lookup_phrase_ko("최근 A1c 6.1", [(3, 6, "test:hba1c")])  # a value told


def test_a_time_word_is_not_cut_by_a_shorter_lookup_word() -> None:
    # 제 (my) is a lookup word and sits inside 어제: blanked first, it left 어 behind
    assert lookup_phrase_ko("어제 걸음수", [(3, 6, "activity:steps")])


@pytest.mark.parametrize(("clause", "wonders"), [
    ("철분 수치 아직 낮으려나", True),
    ("혈압 좀 내려가려나", True),
    ("요즘 혈당 괜찮으려나요", True),
    ("공복혈당 좀 떨어질라나", True),
    ("철분 수치 아직 낮다", False),
    ("혈압 좀 내려가려고 운동해", False),  # a purpose, not a question
])
def test_wondering_with_ryeona_on_any_stem(clause: str, wonders: bool) -> None:
    assert wonders_by_ending(clause) is wonders


def test_a_wondered_reading_reads_and_the_weather_does_not() -> None:
    assert decide_read("철분 수치 아직 낮으려나", "ko").read
    assert not decide_read("내일 비 오려나", "ko").read


@pytest.mark.parametrize(("text", "lang"), [
    ("또 170 ㅠ 라면 먹으면 항상 이런 거 맞지?", "ko"),
    ("140 again, this keeps happening after rice right?", "en"),
])
def test_a_value_confirmed_as_what_keeps_happening_reads_the_records(text: str, lang: str) -> None:
    assert recurrence_confirmed(text, lang)
    decision = decide_read(text, lang)
    assert decision.read and decision.route == "structured" and RECURRENCE in decision.reasons


@pytest.mark.parametrize(("text", "lang"), [
    ("항상 이런 거 맞지?", "ko"),  # no value told
    ("또 170 나왔어", "ko"),  # no confirm asked
    ("140 again this morning", "en"),
])
def test_recurrence_wants_a_value_and_a_confirm(text: str, lang: str) -> None:
    assert not recurrence_confirmed(text, lang)


def test_another_persons_recurrence_is_not_the_users() -> None:
    assert not decide_read("남편이 또 200이래 항상 이런 거 맞지?", "ko").read


def test_the_model_keeps_the_recurrence_route() -> None:
    rule = ReadDecision(True, "structured", ["personal:structured", RECURRENCE])
    probs = {"none": 0.05, "structured": 0.05, "associative": 0.0, "both": 0.9}
    assert combine(rule, probs, Thresholds(0.8, 0.5, 0.3, 0.95)).route == "structured"


@pytest.mark.parametrize(("text", "lang"), [
    ("요즘 혈압 좀 오르는 것 같기도 하고", "ko"),
    ("요즘 체중이 좀 늘어나는 것 같아요", "ko"),
    ("I feel like my blood pressure has been creeping up lately", "en"),
])
def test_a_hedged_course_of_a_reading_reads_the_series(text: str, lang: str) -> None:
    assert hedged_course(text, lang)
    decision = decide_read(text, lang)
    assert decision.read and decision.route == "structured" and HEDGED_COURSE in decision.reasons


@pytest.mark.parametrize(("text", "lang"), [
    ("요즘 두통이 심해지는 것 같아", "ko"),  # a symptom told, no series of readings
    ("남편 혈압이 오르는 것 같아요", "ko"),  # another person's
    ("I think my husband's sugar is going up", "en"),
    ("I feel like my knee is getting better", "en"),
])
def test_a_hedged_course_of_no_reading_or_of_someone_else_does_not(text: str, lang: str) -> None:
    assert not decide_read(text, lang).read


@pytest.mark.parametrize(("text", "said"), [
    ("정형외과 선생님이 하지 말라던 운동", True),
    ("의사가 먹으라고 한 영양제 좀", True),
    ("선생님이 먹으라던 약 먹었어", False),  # a verb after the noun: told
    ("선생님이 먹으라던데 먹어야 돼", False),  # 던데: a connective, no noun phrase
])
def test_a_noun_phrase_of_reported_speech(text: str, said: bool) -> None:
    assert closes_on_reported_noun(text) is said


def test_what_a_provider_said_named_as_a_fragment_reads_associative() -> None:
    decision = decide_read("정형외과 선생님이 하지 말라던 운동", "ko")
    assert decision.read and decision.route == "associative"
    assert not decide_read("남편이 먹으라던 약", "ko").read  # no care provider speaking


@pytest.mark.parametrize("text", [
    "동생 친구가 요즘 잠을 못 잔대요 어떻게 도와줄 수 있을까요",
    "남편이 요즘 우울하다고 해요 어떻게 해야 돼요",
])
def test_how_to_help_another_person_is_general(text: str) -> None:
    # read as another's trouble, or (session 68, route68) as what should be done for another person: theirs either way
    decision = decide_read(text, "ko")
    assert not decision.read and {"others_trouble", "someone_else"} & set(decision.reasons)


def test_how_to_help_stays_the_users_when_the_user_is_in_it() -> None:
    assert decide_read("남편이 그러는데 제가 요즘 코를 곤대요 어떻게 해야 돼요", "ko").read


@pytest.mark.parametrize(("text", "lang"), [
    ("큰아버지가 위암이셨는데 저도 걸릴까요?", "ko"),
    ("외할머니가 대장암이래요 저도 내시경 받아야 할까요", "ko"),
    ("my grandpa had gout, does that mean i'll get it?", "en"),
])
def test_a_relatives_illness_not_of_the_first_degree_is_general(text: str, lang: str) -> None:
    decision = decide_read(text, lang)
    assert not decision.read and "others_trouble" in decision.reasons


def test_a_parents_illness_is_the_users_family_history() -> None:
    # 아버지 inside 할아버지 names the grandparent; 아버지 alone is of the first degree (contract C6)
    assert decide_read("아버지가 위암이셨는데 저도 걸릴까요?", "ko").read


@pytest.mark.parametrize("text", [
    "임신 중에 감기약 어떻게 먹는지 일반적으로 알려줘",
    "당뇨 있으면 과일 먹어도 돼요? 일반론으로",
])
def test_a_korean_question_marked_general_is_no_read_the_opinion_cannot_turn(text: str) -> None:
    decision = decide_read(text, "ko")
    assert not decision.read and "general_mark" in decision.reasons


def test_a_general_mark_beside_the_users_own_record_still_reads() -> None:
    assert decide_read("내 혈압 일반적으로 높은 편이야?", "ko").read
