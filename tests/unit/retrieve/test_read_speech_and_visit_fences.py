"""Session 43's read-path mechanisms (pure): when a question asks what someone said, a sentence that reports speech is
not dropped for naming a sibling of the term asked; a visit named as the place of what is asked fences no sentence
that names another kind of visit. The sentences are written for the test, not taken from a suite."""

from __future__ import annotations

import datetime as dt

from pia_graph.ontology import AliasIndex, Dictionary
from pia_graph.retrieve.associative import FactHit
from pia_graph.retrieve.fuse import fuse
from pia_graph.retrieve.understand import understand
from tests.unit.retrieve.fuse_rows import SAID, fact_row


def test_a_sentence_reporting_speech_is_no_sibling_to_drop(index: AliasIndex, dictionary: Dictionary) -> None:
    started = FactHit(fact_row("f1", "t1", "started levothyroxine 50 mcg", dt.date(2026, 8, 12)),
                      vector_rank=1, vector_score=0.82, text_rank=1, rrf=2 / 61)
    advice = FactHit(fact_row("f2", "t2", "pharmacist said keep it 4 hours apart from the iron pills",
                              dt.date(2026, 8, 12)), vector_rank=2, vector_score=0.73, text_rank=2, rrf=2 / 62)
    mentions = {"f1": {"drug:levothyroxine"}, "f2": {"drug:iron_supplement"}}
    u = understand("what did the pharmacist say about my levothyroxine", SAID, "en", index, dictionary)
    out = fuse(u, "associative", [], [started, advice], {}, dictionary, SAID, 10, mentions=mentions)
    assert "f2" in [i.id for i in out.items]
    # not asked what was said, the sentence about another drug stays out
    u = understand("how much levothyroxine am i on", SAID, "en", index, dictionary)
    out = fuse(u, "associative", [], [started, advice], {}, dictionary, SAID, 10, mentions=mentions)
    assert [i.id for i in out.items] == ["f1"]
    assert out.dropped.get("fact_names_a_sibling") == 1


def test_a_visit_named_as_the_place_fences_no_other_visit(index: AliasIndex, dictionary: Dictionary) -> None:
    u = understand("병원에서 무릎 아픈거 기록 보여줘", SAID, "ko", index, dictionary)
    assert any(d.value == "visit:clinic" and d.reason.startswith("visit_context:") for d in u.entities)
    ortho = FactHit(fact_row("f1", "t1", "정형외과 가서 무릎 주사 맞음", dt.date(2026, 8, 16)),
                    vector_rank=1, vector_score=0.84, text_rank=1, rrf=2 / 61)
    out = fuse(u, "associative", [], [ortho], {}, dictionary, SAID, 10, mentions={"f1": {"visit:specialist"}})
    assert [i.id for i in out.items] == ["f1"]


def test_someone_else_is_read_on_the_users_own_words(index: AliasIndex, dictionary: Dictionary) -> None:
    # the text rewrites "me" as "User", which the experiencer rules do not read as the user ("gave User bird dogs"
    # reads as a pet's); the span keeps the user's words
    u = understand("where do i go for physio", SAID, "en", index, dictionary)
    physio = fact_row("f1", "t1", "physio at harbour pt, they gave User bird dogs", dt.date(2026, 10, 9))
    physio["span"] = "physio at harbour pt, they gave me bird dogs"
    other = fact_row("f2", "t2", "back pain 6/10 today", dt.date(2026, 10, 7))
    hits = [FactHit(other, vector_rank=1, vector_score=0.55, rrf=1 / 61),
            FactHit(physio, vector_rank=2, vector_score=0.54, text_rank=1, rrf=1 / 62 + 1 / 61)]
    out = fuse(u, "associative", [], hits, {}, dictionary, SAID, 10)
    assert out.items[0].id == "f1"
    assert "about_someone_else" not in out.items[0].why
    # a sentence whose own words are about a relative is still set back
    physio["span"] = "my dad's physio at harbour pt gave him bird dogs"
    out = fuse(u, "associative", [], hits, {}, dictionary, SAID, 10)
    assert "about_someone_else" in next(i for i in out.items if i.id == "f1").why
