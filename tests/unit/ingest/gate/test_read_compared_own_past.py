"""A reading set against the user's own past (session 46, issue 8; ``read_compare``), wording of its own (not the
suites'), each with a guard:

- a reading told, then compared with a time before in one run-on sentence, the value said in words or digits and
  no question mark ("… is that lower than it was in the spring"): the records, structured;
- a superlative over the user's own history ("is that my longest ride so far", 지금까지 제일 … 건가): structured,
  not a judgement (the copula question is no cause asked); a cause asked beside it stays both;
- the course of a reading asked after it is told ("has it gone up since …", "is it going up"): structured;
- a Korean comparison requested against a time before (… 전이랑 비교해줘): structured;
- the level reached before ("has it been this low before", 이 정도였나) and a trend asked with the copula
  (오르는 추세인가요?): structured; the model's route does not replace a structured route so chosen
  (``read_compare.COMPARED_OWN_PAST``);
- an item of the user's list or file asked with no mark ("anything on my allergy list besides …":
  ``cues.QUESTION_START_EN``);
- a verbless look-up fragment against two times or a reading's extreme ("tsh before vs now", "lowest weight
  i've had"): structured.
Guards: a reading told with a closed comparison ("down from before finally") and a course told ("went up") are no
questions; a superlative with no history ("what's the best time to take it") does not read as one."""

from __future__ import annotations

import pytest

from pia_graph.ingest.read_compare import (
    COMPARED_OWN_PAST,
    compared_to_own_past,
    course_asked_en,
    extreme_asked,
    value_told,
)
from pia_graph.ingest.read_gate import ReadDecision
from pia_graph.ingest.read_model import Thresholds, combine
from pia_graph.ontology import AliasIndex, Dictionary
from tests.unit.ingest.rule_test_helpers import read_route


@pytest.mark.parametrize(("text", "lang"), [
    ("pulse sixty eight this morning is that lower than it was in the spring", "en"),
    ("weight 81.2 kg today is that higher than last month", "en"),
    ("cycled 42 km today is that my longest ride so far", "en"),
    ("ldl 3.1 now, has it gone up from last time", "en"),
    ("fasting glucose 140 is it going up", "en"),
    ("got my a1c back 6.1, is that the lowest it's been", "en"),
    ("체중 72.5 나왔어 처음 쟀을때보다 얼마나 빠진거야", "ko"),
    ("중성지방 150으로 내려갔어요 운동 시작 전이랑 비교해줘", "ko"),
    ("오늘 9000보 걸었어 지금까지 제일 많이 걸은 날인가", "ko"),
    ("pulse 48 on my watch, has it been this low before", "en"),
    ("공복혈당 131 나왔어 요즘 계속 이 정도였나", "ko"),
    ("체중 요즘 늘어나는 추세인가요?", "ko"),
])
def test_a_reading_against_the_own_past_reads_the_records(index: AliasIndex, dictionary: Dictionary, text: str,
                                                          lang: str) -> None:
    assert read_route(index, dictionary, text, lang) == (True, "structured")


@pytest.mark.parametrize(("text", "lang", "read"), [
    ("A1c 6.5%!! down from before finally", "en", False),  # a comparison told, closed
    ("my bp went up to 150 this morning", "en", False),  # a course told
    ("요즘 제일 피곤한 게 약 때문인가", "ko", True),  # a cause asked beside a superlative stays both
])
def test_guards(index: AliasIndex, dictionary: Dictionary, text: str, lang: str, read: bool) -> None:
    decided = read_route(index, dictionary, text, lang)
    assert decided[0] is read
    if read:
        assert decided[1] == "both"


def test_the_grammar_pieces() -> None:
    assert value_told("heart rate seventy two resting") and not value_told("heart rate resting")
    assert compared_to_own_past("is that my fastest lap this year", "en")
    assert not compared_to_own_past("what's the best time to take it", "en")
    assert extreme_asked("이번주 중에 제일 많이 걸은 날인가?", "ko") is not None
    assert course_asked_en("has it come down") and not course_asked_en("it came back normal")


_T = Thresholds(flip_read=0.8, flip_route=0.5, keep_rule=0.2, flip_no_read=0.95)


def test_the_model_keeps_a_comparison_structured() -> None:
    rule = ReadDecision(True, "structured", ["personal:structured", COMPARED_OWN_PAST])
    probs = {"none": 0.05, "structured": 0.05, "associative": 0.0, "both": 0.9}
    assert combine(rule, probs, _T).route == "structured"
    plain = ReadDecision(True, "structured", ["personal:structured"])
    assert combine(plain, probs, _T).route == "both"


@pytest.mark.parametrize("text", [
    "tsh before vs now",
    "cholesterol before and after the diet",
    "highest heart rate in september",
    "lowest weight i've had",
])
def test_a_look_up_fragment_against_the_own_past_reads(index: AliasIndex, dictionary: Dictionary, text: str) -> None:
    assert read_route(index, dictionary, text, "en") == (True, "structured")


@pytest.mark.parametrize("text", [
    "best sleep i've had in ages last night",  # a superlative that tells
    "worst migraine i've had in years",
    "highest bp was 150 yesterday",  # a value told
])
def test_a_superlative_told_is_no_look_up(index: AliasIndex, dictionary: Dictionary, text: str) -> None:
    assert read_route(index, dictionary, text, "en")[0] is False


@pytest.mark.parametrize(("text", "route"), [
    ("anything on my allergy list besides penicillin", "structured"),  # an item of the user's list asked
    ("any changes in my meds since march", "structured"),
])
def test_an_item_of_the_users_list_asked_without_a_mark(index: AliasIndex, dictionary: Dictionary, text: str,
                                                        route: str) -> None:
    assert read_route(index, dictionary, text, "en") == (True, route)


def test_any_tips_for_someone_else_is_no_item_of_a_list(index: AliasIndex, dictionary: Dictionary) -> None:
    assert read_route(index, dictionary, "any tips for someone looking after a parent with dementia", "en")[0] is False
