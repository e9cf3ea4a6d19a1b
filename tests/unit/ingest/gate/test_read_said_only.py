"""One ask for what a care provider said (``read_said``, session 47), wording of its own (not the suites'): the
rules route it associative with ``read_said.SAID_ONLY``, and the READ opinion does not turn it to both; an ask
that adds records, advice or a second ask keeps the opinion's say."""

from __future__ import annotations

import pytest

from pia_graph.ingest.read_gate import decide_read
from pia_graph.ingest.read_model import Thresholds, combine
from pia_graph.ingest.read_said import SAID_ONLY
from pia_graph.ontology import AliasIndex, Dictionary
from tests.unit.ingest.rule_test_helpers import analysed

_BOTH_LEANING = {"none": 0.01, "structured": 0.02, "associative": 0.2, "both": 0.77}
_T = Thresholds(flip_read=0.8, flip_route=0.5, keep_rule=0.3)


@pytest.mark.parametrize(("text", "lang"), [
    ("what did the cardiologist say about aspirin with my stomach?", "en"),
    ("had a rough week with the knee. what did my physio tell me about swimming last time?", "en"),
    ("피부과 선생님이 연고 바꾸자고 하신 이유가 뭐였지", "ko"),
    ("지난달 진료 때 원장님이 뭐라고 하셨는지 알려줘", "ko"),
])
def test_a_single_said_ask_keeps_its_route(index: AliasIndex, dictionary: Dictionary, text: str,
                                           lang: str) -> None:
    decided = decide_read(text, lang, utterance=analysed(index, dictionary, text, lang))
    assert decided.route == "associative" and SAID_ONLY in decided.reasons
    assert combine(decided, _BOTH_LEANING, _T).route == "associative"


@pytest.mark.parametrize(("text", "lang"), [
    # advice for the user asked beside the words
    ("what did the cardiologist say about aspirin, should i stop it?", "en"),
    # records asked beside the words
    ("what did my gp say about my cholesterol numbers", "en"),
    # what the user said (a record of theirs), not a provider
    ("what did i say about my knee", "en"),
    # the words are a basis for a plan asked (참고해서): a second ask
    ("혈압약 언제 먹는게 좋은지 알려줘 의사가 했던 말도 참고해서", "ko"),
])
def test_more_than_the_words_leaves_the_opinion_its_say(index: AliasIndex, dictionary: Dictionary, text: str,
                                                        lang: str) -> None:
    decided = decide_read(text, lang, utterance=analysed(index, dictionary, text, lang))
    assert SAID_ONLY not in decided.reasons
