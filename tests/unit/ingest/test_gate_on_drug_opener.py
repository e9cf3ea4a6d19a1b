"""RETAIN gate, the prepositional-fragment branch of ``classify_clause``: a clause that opens with "on", "on my"
or "on the" and a drug of the dictionary right after it tells the user is on that drug (the subject dropped),
so it is no fragment; other clauses opening with a preposition stay fragments."""

from __future__ import annotations

from functools import cache

import pytest

from pia_graph.ingest.analysed_text import analysed_form
from pia_graph.ingest.clause_verdict import on_drug
from pia_graph.ingest.clauses import Segment
from pia_graph.ingest.retain_gate import retain_decision
from pia_graph.ingest.utterance import analyse
from pia_graph.ontology import AliasIndex, Dictionary, load_default_dictionary


@cache
def _dictionary() -> tuple[Dictionary, AliasIndex]:
    d = load_default_dictionary()
    return d, AliasIndex.build(d)


def _kept(text: str, lang: str = "en") -> bool:
    d, index = _dictionary()
    return retain_decision(analyse(analysed_form(text), lang, index=index, dictionary=d)).retain


@pytest.mark.parametrize("text", [
    "on metformin and lisinopril now",
    "on my lisinopril still",
    "on the atorvastatin since march",
])
def test_on_and_a_drug_is_a_regimen_told(text: str) -> None:
    assert _kept(text)


@pytest.mark.parametrize("text", [
    "요즘 메트포르민이랑 리시노프릴 먹어",
    "요즘 메트포르민 먹어",
])
def test_the_korean_equivalent_is_kept(text: str) -> None:
    assert _kept(text, "ko")


@pytest.mark.parametrize("text", [
    "on my way to the pharmacy for the metformin?",
    "on the treadmill for an hour",
])
def test_on_before_no_drug_is_not_a_regimen(text: str) -> None:
    assert not _kept(text)


def test_on_drug_needs_the_drug_right_after_the_opener() -> None:
    clause = Segment("on my way to get metformin", 10, 36)
    assert not on_drug(clause, [(29, 38)])
    assert on_drug(Segment("on my metformin", 10, 25), [(16, 25)])
    assert on_drug(Segment("on metformin", 0, 12), [(3, 12)])
    assert not on_drug(Segment("for metformin", 0, 13), [(4, 13)])
