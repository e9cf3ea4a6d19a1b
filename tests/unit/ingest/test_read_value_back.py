"""A value asked back of what the turn told ("… what was the number", ``value_back`` in request_words.tsv,
``read_request.value_back_en``): the record behind the statement, read on the structured route (session 40)."""

from __future__ import annotations

import pytest

from pia_graph.ingest.read_gate import decide_read
from pia_graph.ingest.read_request import value_back_en


@pytest.mark.parametrize("text", [
    "the doc said my iron was low. what was the number again?",
    "my bp was high at the pharmacy. how high was the reading?",
])
def test_a_value_asked_back_of_a_statement_reads_its_record(text: str) -> None:
    decision = decide_read(text, "en")
    assert decision.read and decision.route == "structured", decision.reasons


def test_what_was_said_and_its_value_read_both() -> None:
    decision = decide_read("my GP said my thyroid was fine last time right? what was the number", "en")
    assert decision.read and decision.route == "both", decision.reasons


@pytest.mark.parametrize("text", [
    "what was the number?",  # nothing told before it
    "I'm reading about diabetes. what was the number for a normal a1c again?",  # a norm, not the value told
])
def test_no_value_back(text: str) -> None:
    assert not decide_read(text, "en").read


@pytest.mark.parametrize(("question", "back"), [
    ("what was the number again?", True),
    ("how high was the reading?", True),
    ("what was the number for a normal a1c again?", False),  # the value does not close the question: a norm
    ("what is the number?", False),  # not asked back in the past tense
])
def test_value_back_en_closes_a_past_question(question: str, back: bool) -> None:
    assert value_back_en(question) is back
