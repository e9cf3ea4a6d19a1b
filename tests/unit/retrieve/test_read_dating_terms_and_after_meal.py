"""Session 33's read-path mechanisms (pure): a term that only dates the question ("since I started swimming", "while
I was on", 먹는 동안) earns a sentence no bonus for naming it; after-meal sugars are the post-meal glucose. The
sentences are written for the test, not taken from a suite."""

from __future__ import annotations

import datetime as dt
from typing import Any

from pia_graph.ontology import AliasIndex, Dictionary
from pia_graph.retrieve.associative import FactHit
from pia_graph.retrieve.fuse import fuse
from pia_graph.retrieve.structured import structured_hits
from pia_graph.retrieve.understand import understand
from tests.unit.retrieve.fuse_rows import SAID, fact_row, record_row


def rec(rid: str, coord: str, day: dt.date, turn: str, **extra: Any) -> dict[str, Any]:
    return record_row(rid, coord, day, turn, kind="lab_result", **extra)


fact = fact_row


def test_a_time_taken_dates_the_question(index: AliasIndex, dictionary: Dictionary) -> None:
    u = understand("스테로이드 먹는 동안 혈당 어땠어", SAID, "ko", index, dictionary)
    assert all(d.reason.startswith("anchor:") for d in u.entities if d.value.startswith("drug:"))
    assert not u.record_types  # the medicine word under the anchor asks for no regimen
    u = understand("how was my blood sugar while I was on prednisone", SAID, "en", index, dictionary)
    assert {d.value: d.reason for d in u.entities}["drug:prednisone"].startswith("anchor:")
    plain = understand("what dose of prednisone am I on", SAID, "en", index, dictionary)
    assert {d.value: d.reason for d in plain.entities}["drug:prednisone"].startswith("alias")


def test_a_sentence_naming_only_the_anchor_follows_the_readings(index: AliasIndex, dictionary: Dictionary) -> None:
    u = understand("has my HDL gone up since I started cycling", SAID, "en", index, dictionary)
    recs = [rec("r1", "test:hdl_cholesterol", dt.date(2026, 9, 1), "t1", value=48),
            rec("r2", "test:hdl_cholesterol", dt.date(2026, 6, 1), "t2", value=41)]
    started = FactHit(fact("f1", "t3", "started cycling to work 3 days a week", dt.date(2026, 7, 1)),
                      vector_rank=1, vector_score=0.8, text_rank=1, rrf=2 / 61)
    mentions = {"f1": {"activity:cycling"}}
    out = fuse(u, "both", structured_hits(u, recs, []), [started], {}, dictionary, SAID, 10, mentions=mentions)
    assert [i.id for i in out.items][:2] == ["r1", "r2"]
    assert not any(w.startswith("names:") for w in out.items[-1].why)
    # The same sentence still earns the bonus when the question asks about the term itself.
    asked = understand("how often did I go cycling", SAID, "en", index, dictionary)
    out = fuse(asked, "associative", [], [started], {}, dictionary, SAID, 10, mentions=mentions)
    assert "names:activity:cycling" in out.items[0].why


def test_after_meal_sugars_are_the_post_meal_glucose(index: AliasIndex, dictionary: Dictionary) -> None:
    for text in ("how are my after meal sugars", "what were my post-meal sugars this week",
                 "show me my after-meal numbers"):
        u = understand(text, SAID, "en", index, dictionary)
        assert [d.value for d in u.coordinates] == ["test:postprandial_glucose"], text
