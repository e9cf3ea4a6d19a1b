"""A bare reading (``ingest/bare_reading.py``): a number said with when or how it was measured and no
coordinate named is a reading told, for the RETAIN gate, when the number lies in a range a bare number may name
(``81_unit_inference`` implied); anything else beside it, a question, or someone else's keeps it out."""

from __future__ import annotations

from typing import Any

import pytest

from pia_graph.ingest.bare_reading import bare_value
from pia_graph.ingest.clause_verdict import Verdict, classify_clause
from pia_graph.ingest.clauses import Segment
from pia_graph.ingest.experiencer import Experiencer
from pia_graph.ingest.retain_gate import retain_decision
from pia_graph.ingest.utterance import analyse
from pia_graph.ontology import AliasIndex, Dictionary


@pytest.mark.parametrize(("text", "lang", "value"), [
    ("163 this morning", "en", 163.0),
    ("98.7 this am", "en", 98.7),
    ("98.7 this a.m.", "en", 98.7),  # a moment ending on its dot, at the end of the text (cue_words.cue_pattern)
    ("98.7 this a.m. ugh", "en", 98.7),
    ("was 212 on the scale today", "en", 212.0),
    ("first thing 84.5", "en", 84.5),
    ("오늘 아침 64.8", "ko", 64.8),
    ("아침에 잰거 117 ㅠㅠ", "ko", 117.0),
    ("오늘 58.2 찍음", "ko", 58.2),
])
def test_a_number_with_its_moment_is_a_bare_reading(dictionary: Dictionary, text: str, lang: str,
                                                   value: float) -> None:
    assert bare_value(text, lang, dictionary) == value


@pytest.mark.parametrize(("text", "lang"), [
    ("3 this morning", "en"),  # in no coordinate's range
    ("2000 this morning", "en"),
    ("163 emails this morning", "en"),  # a word that is no reading's
    ("paid 45 today", "en"),
    ("meeting at 10:30 this morning", "en"),  # a clock time
    ("163", "en"),  # no moment: a number alone
    ("163 and 170 this morning", "en"),  # two numbers: which one?
    ("오늘 회의 3개", "ko"),
    ("오늘 100일", "ko"),
])
def test_other_numbers_are_no_bare_reading(dictionary: Dictionary, text: str, lang: str) -> None:
    assert bare_value(text, lang, dictionary) is None


@pytest.mark.parametrize(("text", "lang", "kept"), [
    ("163 this morning", "en", True),
    ("97.9 this am, finally back to normal", "en", True),
    ("오늘 아침 64.8", "ko", True),
    ("163 this morning?", "en", False),  # asked, not told
    ("my son was 101.2 this morning", "en", False),  # someone else's
    ("163 emails this morning", "en", False),
])
def test_the_gate_keeps_a_bare_reading_of_the_user(index: AliasIndex, dictionary: Dictionary, text: str,
                                                   lang: str, kept: bool) -> None:
    assert retain_decision(analyse(text, lang, index=index, dictionary=dictionary)).retain is kept


@pytest.mark.parametrize(("text", "lang"), [("163 this morning", "en"), ("오늘 아침 64.8", "ko")])
def test_a_bare_reading_makes_no_record(run: Any, text: str, lang: str) -> None:
    # which coordinate a bare number is (a weight? a glucose?) stays open: the turn is kept, nothing is guessed
    assert run(text, lang=lang).records == []


def test_a_named_reading_is_no_bare_one(run: Any, dictionary: Dictionary) -> None:
    # "fasting 112": the coordinate is named, the extractor's record; the bare rule is not needed for it
    assert bare_value("fasting 112 this morning", "en", dictionary) is None
    assert [r.coordinate for r in run("fasting 112 this morning").records] == ["test:fasting_glucose"]


# --- the verdict: classify_clause alone decides it from the evidence --------------------------------------------

@pytest.mark.parametrize(("evidence", "in_question", "experiencer", "verdict"), [
    (True, False, Experiencer.SELF, Verdict.STATEMENT),
    (False, False, Experiencer.SELF, Verdict.NO_HEALTH),
    (True, True, Experiencer.SELF, Verdict.NO_HEALTH),  # asked, not told
    (True, False, Experiencer.FAMILY, Verdict.NO_HEALTH),  # someone else's
    (True, False, Experiencer.OTHER, Verdict.NO_HEALTH),
])
def test_classify_clause_reads_the_bare_reading(evidence: bool, in_question: bool, experiencer: Experiencer,
                                                verdict: Verdict) -> None:
    got = classify_clause(Segment("163 this morning", 0, 16), "en", in_question=in_question, last=True,
                          match_spans=[], experiencer=experiencer, bare_reading=evidence)
    assert got == verdict
