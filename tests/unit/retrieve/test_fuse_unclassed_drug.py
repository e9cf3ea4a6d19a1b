"""A question asked by a drug class (blood thinner, 혈압약) fences off a sentence naming a drug known to be of another
class, not one naming a drug term the dictionary gives no class (pure). Session 67 widened the drug vocabulary by
1,221 terms, most with no class: a class question then dropped the user's own sentence naming one (dalteparin for a
blood thinner) as a sibling, where before the same sentence named no term and was admitted. The sentences are
written for the test, not taken from a suite; the drugs are picked by their dictionary class, not by name."""

from __future__ import annotations

import datetime as dt

from pia_graph.ontology import AliasIndex, Dictionary
from pia_graph.retrieve.associative import FactHit
from pia_graph.retrieve.fuse import fuse
from pia_graph.retrieve.fuse_asked import asked_of
from pia_graph.retrieve.understand import understand
from tests.unit.retrieve.fuse_rows import SAID, fact_row


def _hit(fid: str, text: str, rank: int) -> FactHit:
    return FactHit(fact_row(fid, f"t{fid}", text, dt.date(2026, 8, 12)), vector_rank=rank, vector_score=0.8,
                   text_rank=rank, rrf=2 / (60 + rank))


def test_the_terms_read_here_are_what_the_test_assumes(dictionary: Dictionary) -> None:
    assert dictionary.terms["drug:dalteparin"].drug_class in ("", None)  # a widened term with no class
    assert "anticoagulant" not in (dictionary.terms["drug:metformin"].drug_class or "")


def test_a_class_question_admits_a_sentence_naming_an_unclassed_drug(index: AliasIndex,
                                                                     dictionary: Dictionary) -> None:
    u = understand("how much of the blood thinner shot am I on", SAID, "en", index, dictionary)
    assert asked_of(u, dictionary).by_class
    shots = _hit("f1", "blood thinner shots (dalteparin) for 28 days, 5000 units once a day", 1)
    other = _hit("f2", "metformin 500 twice a day with meals", 2)
    mentions = {"f1": {"drug:dalteparin"}, "f2": {"drug:metformin"}}
    out = fuse(u, "associative", [], [shots, other], {}, dictionary, SAID, 10, mentions=mentions)
    ids = [i.id for i in out.items]
    assert "f1" in ids  # unknown to the class: it may be one
    assert "f2" not in ids  # known to be another class: a sibling
    assert out.dropped.get("fact_names_a_sibling") == 1


def test_a_named_drug_still_fences_off_an_unclassed_one(index: AliasIndex, dictionary: Dictionary) -> None:
    u = understand("how much warfarin am I on", SAID, "en", index, dictionary)
    assert not asked_of(u, dictionary).by_class
    shots = _hit("f1", "dalteparin shots for 28 days, 5000 units once a day", 1)
    out = fuse(u, "associative", [], [shots], {}, dictionary, SAID, 10, mentions={"f1": {"drug:dalteparin"}})
    assert [i.id for i in out.items] == []
    assert out.dropped.get("fact_names_a_sibling") == 1
