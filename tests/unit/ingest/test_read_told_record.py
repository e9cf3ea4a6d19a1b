"""Session 51: what the user told of a record the profile types (a goal, a liking, a medicine, a due date, a blood
type), asked back with a question word, is answered by the typed record (structured, ``contract:C6_profile_told``);
a name, a place, a reason or a trigger told, a care provider's words, and a Korean ask with no first person marked
stay said. The sentences are written for the test, not taken from a suite."""

from __future__ import annotations

import pytest

from pia_graph.ingest.read_contract import contract_route
from tests.unit.ingest.read_analysed import decide_read

RULE = "contract:C6_profile_told"


@pytest.mark.parametrize(("text", "lang"), [
    ("what weight did I say my goal was?", "en"),
    ("which vegetables did I say I don't like?", "en"),
    ("내가 싫어하는 운동이 뭐라고 했지", "ko"),
    ("제가 전에 말한 약 중에 아침에 먹는 게 뭐예요?", "ko"),
])
def test_a_typed_record_told_back_is_structured(text: str, lang: str) -> None:
    decision = decide_read(text, lang)
    assert decision.read and decision.route == "structured"
    assert RULE in decision.reasons


@pytest.mark.parametrize(("text", "lang"), [
    ("which app did I say I log my steps in?", "en"),  # an app: kept as text
    ("why did I say I don't like the gym?", "en"),  # a reason
    ("what did my doctor say about my goal weight?", "en"),  # a care provider's words
    ("한의원에서 제가 못 먹는 음식 뭐라고 했었죠?", "ko"),  # a clinic speaks
    ("좋아하는 운동이 뭐라고 했지", "ko"),  # no first person marked: the teller is not known
])
def test_said_things_stay_said(text: str, lang: str) -> None:
    assert contract_route(text, lang, "associative", [])[1] != RULE
