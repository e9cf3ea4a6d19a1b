"""RETAIN gate: a clause about a drug the user is on, with "I'm" unsaid (``ingest/on_drug.py``, read by
``clause_verdict.classify_clause``). "on (my/the) <drug>" is no prepositional fragment; "on <regimen drug> <how
often>" (cue list ``regimen_frequency``, any of a/an/my/the/her/his before the drug) is no fragment at all, in a
question too; "on" before anything else is left to the fragment rules."""

from __future__ import annotations

from functools import cache
from typing import Any

import pytest

from pia_graph.ingest.analysed_text import analysed_form
from pia_graph.ingest.clause_verdict import Verdict, classify_clause
from pia_graph.ingest.clauses import Segment
from pia_graph.ingest.on_drug import OnDrug, on_drug
from pia_graph.ingest.retain_gate import retain_decision
from pia_graph.ingest.utterance import analyse
from pia_graph.ontology import AliasIndex, Dictionary, TermMatch, load_default_dictionary


@cache
def _dictionary() -> tuple[Dictionary, AliasIndex]:
    d = load_default_dictionary()
    return d, AliasIndex.build(d)


def _kept(text: str, lang: str = "en") -> bool:
    d, index = _dictionary()
    return retain_decision(analyse(analysed_form(text), lang, index=index, dictionary=d)).retain


def _verdicts(text: str) -> list[Verdict]:
    d, index = _dictionary()
    return analyse(analysed_form(text), "en", index=index, dictionary=d).verdicts


def _match(start: int, end: int, key: str) -> TermMatch:
    return TermMatch(start, end, "x", "x", key, (key,), False, "test")


# --- the retain decision ------------------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "on metformin and lisinopril now",  # a drug named
    "on my lisinopril still",
    "on the atorvastatin since march",
    "on letrozole daily",  # a regimen, with how often
    "back at work, on my iron pills every other day",
    "on omeprazole twice a day for now",
    "on her iron pills every other day",  # a regimen allows every determiner
])
def test_on_a_drug_is_kept(text: str) -> None:
    assert _kept(text)


@pytest.mark.parametrize("text", [
    "요즘 메트포르민이랑 리시노프릴 먹어",
    "요즘 메트포르민 먹어",
])
def test_the_korean_equivalent_is_kept(text: str) -> None:
    assert _kept(text, "ko")


@pytest.mark.parametrize("text", [
    "on my way to the pharmacy for the metformin?",  # no drug right after the opener
    "on the treadmill for an hour",
    "on the bike daily",
    "on the train twice a day, commuting",
    "on her metformin",  # "her" only with how often: a regimen
])
def test_on_before_no_drug_is_not_kept(text: str) -> None:
    assert not _kept(text)


def test_the_regimen_is_extracted(run: Any) -> None:
    got = {(r.type, r.coordinate) for r in run("on letrozole daily", "2026-05-02T08:30:00+09:00", "en").records}
    assert ("medication_regimen", "drug:letrozole") in got


# --- in a question: only a regimen is told ------------------------------------------------------------------

def test_a_regimen_in_a_question_is_told() -> None:
    assert _verdicts("on letrozole daily, is that ok with grapefruit?")[0] == Verdict.STATEMENT


@pytest.mark.parametrize("text", [
    "on metformin, is that ok with grapefruit?",  # no frequency
    "on penicillin daily, is that ok with grapefruit?",  # an allergy's term: no regimen
])
def test_a_drug_named_in_a_question_is_its_fragment(text: str) -> None:
    assert _verdicts(text)[0] == Verdict.FRAGMENT


# --- the evidence -------------------------------------------------------------------------------------------

def test_on_drug_needs_the_drug_right_after_the_opener() -> None:
    key = "drug:metformin"
    assert on_drug(Segment("on my way to get metformin", 10, 36), (_match(29, 38, key),), None, "en") == OnDrug.NONE
    assert on_drug(Segment("on my metformin", 10, 25), (_match(16, 25, key),), None, "en") == OnDrug.NAMED
    assert on_drug(Segment("on metformin", 0, 12), (_match(3, 12, key),), None, "en") == OnDrug.NAMED
    assert on_drug(Segment("for metformin", 0, 13), (_match(4, 13, key),), None, "en") == OnDrug.NONE
    assert on_drug(Segment("on her metformin", 0, 16), (_match(7, 16, key),), None, "en") == OnDrug.NONE
    assert on_drug(Segment("on supplement", 0, 14), (_match(3, 14, "supplement:x"),), None, "en") == OnDrug.NAMED
    assert on_drug(Segment("on metformin", 0, 12), (_match(3, 12, key),), None, "ko") == OnDrug.NONE


def test_a_regimen_needs_its_record_type_and_a_frequency() -> None:
    d, _ = _dictionary()
    daily = Segment("on metformin daily", 0, 18)
    assert on_drug(daily, (_match(3, 12, "drug:metformin"),), d, "en") == OnDrug.REGIMEN
    assert on_drug(daily, (_match(3, 12, "drug:metformin"),), None, "en") == OnDrug.NAMED  # no dictionary
    assert on_drug(Segment("on metformin", 0, 12), (_match(3, 12, "drug:metformin"),), d, "en") == OnDrug.NAMED
    assert on_drug(Segment("on penicillin daily", 0, 19), (_match(3, 13, "drug:penicillin"),), d,
                   "en") == OnDrug.NAMED  # an allergy's record type
    assert on_drug(Segment("on his metformin daily", 0, 22), (_match(7, 16, "drug:metformin"),), d,
                   "en") == OnDrug.REGIMEN


# --- the verdict: one place decides -------------------------------------------------------------------------

@pytest.mark.parametrize(("in_question", "evidence", "verdict"), [
    (False, OnDrug.NONE, Verdict.FRAGMENT),
    (False, OnDrug.NAMED, Verdict.STATEMENT),
    (False, OnDrug.REGIMEN, Verdict.STATEMENT),
    (True, OnDrug.NONE, Verdict.FRAGMENT),
    (True, OnDrug.NAMED, Verdict.FRAGMENT),
    (True, OnDrug.REGIMEN, Verdict.STATEMENT),
])
def test_classify_clause_reads_the_evidence(in_question: bool, evidence: OnDrug, verdict: Verdict) -> None:
    got = classify_clause(Segment("on metformin", 0, 12), "en", in_question=in_question, last=False,
                          match_spans=[(3, 12)], names_state=False, on_drug=evidence)
    assert got == verdict
