"""Sessions 51 and 56: a drug, a drink or a food checked against the user's own medication list, the list named, is
answered by the regimen records (structured, ``compare:against_own_list``), and the second opinion keeps it. The
sentences are written for the test, not taken from a suite."""

from __future__ import annotations

import pytest

from pia_graph.ingest.read_compare import AGAINST_OWN_LIST, against_own_list
from pia_graph.ingest.read_model import combine, load_read_model
from tests.unit.ingest.read_analysed import decide_read


@pytest.mark.parametrize(("text", "lang"), [
    ("going to take naproxen tonight, anything on my list that clashes?", "en"),
    ("my dentist prescribed amoxicillin. am I on anything that interacts with it?", "en"),
    ("감기약 사려는데 지금 먹는 약이랑 같이 먹어도 돼요?", "ko"),
    ("유산균 먹으려는데 제가 먹는 약 중에 같이 먹으면 안 되는 거 있어요?", "ko"),
    ("내가 먹으면 안 되는 약 있었나?", "ko"),
])
def test_a_check_against_the_own_list_is_structured(text: str, lang: str) -> None:
    decision = decide_read(text, lang)
    assert decision.read and decision.route == "structured"
    assert AGAINST_OWN_LIST in decision.reasons


@pytest.mark.parametrize(("text", "lang"), [
    ("can I take naproxen?", "en"),  # no list named: a judgement of the user's case
    ("what did my doctor say about naproxen with what I'm taking?", "en"),  # what was said
    ("남편이 먹는 약이랑 같이 먹어도 돼요?", "ko"),  # someone else's list
])
def test_without_the_own_list_or_with_speech_it_is_not_this_rule(text: str, lang: str) -> None:
    assert AGAINST_OWN_LIST not in decide_read(text, lang).reasons


def test_the_list_named_without_a_clash_asked_is_not_a_check() -> None:
    assert not against_own_list("지금 먹는 약이랑 수치 정리해 줘", "ko")
    assert against_own_list("is there anything on my list that clashes", "en")


def test_the_opinion_keeps_the_rule() -> None:
    model = load_read_model()
    if model is None:
        pytest.skip("no read model ships")
    rule = decide_read("감기약 사려는데 지금 먹는 약이랑 같이 먹어도 돼요?", "ko")
    probs = {"none": 0.0, "structured": 0.0, "associative": 0.0, "both": 1.0}
    assert combine(rule, probs, model.thresholds).route == "structured"


@pytest.mark.parametrize(("text", "lang"), [
    ("started a new statin today, can I still have a glass of wine with everything else I'm on?", "en"),
    ("두통약 먹어도 되나? 나 먹는 약 중에 안 맞는 거 있어?", "ko"),
])
def test_the_list_said_as_everything_the_user_is_on_or_dropping_the_pronoun(text: str, lang: str) -> None:
    decision = decide_read(text, lang)  # session 56: the fresh suites' forms of the list
    assert decision.read and decision.route == "structured"
