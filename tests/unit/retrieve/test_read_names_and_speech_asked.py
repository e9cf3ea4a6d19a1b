"""Session 36's read-path mechanisms (pure): a question asking a name, a person or a place ranks the sentence that
holds a name first ("whats the name of that physio", "who's doing my knee surgery"); a question asking what someone
said ranks the sentence that reports it before the records of its turn. The sentences are written for the test, not
taken from a suite."""

from __future__ import annotations

import datetime as dt
from typing import Any

from pia_graph.ontology import AliasIndex, Dictionary
from pia_graph.retrieve.associative import FactHit
from pia_graph.retrieve.cues import holds_a_name
from pia_graph.retrieve.fuse import fuse
from pia_graph.retrieve.understand import understand
from tests.unit.retrieve.fuse_rows import SAID, fact_row, record_row


def rec(rid: str, coord: str, day: dt.date, turn: str, **extra: Any) -> dict[str, Any]:
    return record_row(rid, coord, day, turn, kind="symptom", **extra)


fact = fact_row


def test_a_sentence_holds_a_name() -> None:
    for text in ("my podiatrist is called Priya Nair", "referral to the Harbourview Sleep Center",
                 "dentist is dr oyelaran on 3rd street", "sports clinic by the station", "가정의학과 원장님이 봐주심",
                 "동네 정형외과 다님"):
        assert holds_a_name(text), text
    for text in ("sleep study done.", "paid 40 dollars per session", "CT clear, BI-RADS 1", "User's knee hurts",
                 "오늘 타이레놀 먹음"):
        assert not holds_a_name(text), text


def test_who_asks_a_name(index: AliasIndex, dictionary: Dictionary) -> None:
    for text in ("who's doing my hip replacement", "who does my allergy shots", "what's my dentist called"):
        u = understand(text, SAID, "en", index, dictionary)
        assert "name" in {d.value for d in u.fields}, text


def test_the_sentence_holding_the_name_answers_a_name_asked(index: AliasIndex, dictionary: Dictionary) -> None:
    u = understand("what was the name of my podiatrist", SAID, "en", index, dictionary)
    paid = FactHit(fact("f1", "t1", "paid 40 dollars for the podiatrist today", dt.date(2026, 9, 20)),
                   vector_rank=1, vector_score=0.8, text_rank=1, rrf=2 / 61)
    named = FactHit(fact("f2", "t2", "new podiatrist, she's called Priya Nair", dt.date(2026, 9, 1)),
                    vector_rank=2, vector_score=0.78, text_rank=2, rrf=1 / 62 + 1 / 62)
    out = fuse(u, "associative", [], [paid, named], {}, dictionary, SAID, 10)
    assert [i.id for i in out.items][:2] == ["f2", "f1"]
    assert "holds_a_name" in out.items[0].why
    # Not asked a name, the better-matched sentence stays first.
    plain = understand("how much did the podiatrist cost", SAID, "en", index, dictionary)
    out = fuse(plain, "associative", [], [paid, named], {}, dictionary, SAID, 10)
    assert out.items[0].id == "f1"


def test_what_was_said_comes_before_the_records_of_its_turn(index: AliasIndex, dictionary: Dictionary) -> None:
    u = understand("what did the urgent care doctor say about my stomach thing", SAID, "en", index, dictionary)
    assert "said" in {d.value for d in u.fields}
    said = "urgent care doc said it's probably gastritis, try omeprazole"
    told = FactHit(fact("f1", "t1", said, dt.date(2026, 9, 3)), vector_score=0.8, text_rank=1, rrf=2 / 61)
    rehydrated = {"t1": [rec("r1", "symptom:abdominal_pain", dt.date(2026, 9, 3), "t1")]}
    out = fuse(u, "associative", [], [told], rehydrated, dictionary, SAID, 10)
    assert [i.id for i in out.items][:2] == ["f1", "r1"]
