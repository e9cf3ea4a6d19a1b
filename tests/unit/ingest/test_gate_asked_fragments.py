"""English turns that ask without a question's usual form (RETAIN gate): a time named by a clause and nothing said
of it ("last time i had a fever"), a thing picked out by what the user said of it before a question ("the cream i
told you about, what was it called"), a bare noun phrase of the user's before a question ("my knee. how often …"),
a counterfactual asked of a thing of the user's ("if i skipped …, would my sugar spike"), and a craving to try
something (a plan weighed). Wording of its own; the guards keep what is told."""

from __future__ import annotations

from functools import cache

import pytest

from pia_graph.ingest.analysed_text import analysed_form
from pia_graph.ingest.clause_tells import topic_phrase_en
from pia_graph.ingest.retain_gate import RetainDecision, retain_decision
from pia_graph.ingest.sentence_asks import asks_by_form
from pia_graph.ingest.utterance import analyse
from pia_graph.ontology import AliasIndex, Dictionary, load_default_dictionary


@cache
def _dictionary() -> tuple[Dictionary, AliasIndex]:
    d = load_default_dictionary()
    return d, AliasIndex.build(d)


def _gate(text: str) -> RetainDecision:
    d, index = _dictionary()
    return retain_decision(analyse(analysed_form(text), "en", index=index, dictionary=d))


@pytest.mark.parametrize("clause", ["last time i had a migraine", "the last time my bp was that high",
                                    "first time i took ozempic"])
def test_a_time_named_and_nothing_said_of_it_asks(clause: str) -> None:
    assert asks_by_form(clause)


@pytest.mark.parametrize("clause", ["last time i had a migraine it lasted two days",
                                    "last time i took ibuprofen my stomach hurt"])
def test_a_time_with_what_happened_then_tells(clause: str) -> None:
    assert not asks_by_form(clause)


def test_a_topic_phrase() -> None:
    assert topic_phrase_en("my shoulder.")
    assert not topic_phrase_en("my shoulder hurts")
    assert not topic_phrase_en("my weight 81.2")


@pytest.mark.parametrize("text", [
    "last time i had strep",
    "the magnesium i said helped me sleep, which brand was it",
    "my hip. when did it start clicking and what did the physio say about it",
    "if i skipped my metformin for a day would my sugar spike",
    "dying to try that new burger place",
    "we're going bouldering this weekend",
])
def test_nothing_is_told(text: str) -> None:
    assert not _gate(text).retain


@pytest.mark.parametrize("text", [
    "the knee pain i mentioned is back, should i see someone?",  # a state named is told
    "my hip. it aches every time i climb stairs, is that bad?",  # the next sentence tells
    "tried that new burger place, bloated all night",
    "we went bouldering this weekend, forearms are wrecked",
])
def test_what_is_told_is_kept(text: str) -> None:
    assert _gate(text).retain
