"""The sentence asked before its own turn's records (`fuse_sentence`, pure): a sentence holding the question's own
words that the line of its turn's record above it does not hold ranks right above that record; the record follows,
and records of other turns keep their places."""

from __future__ import annotations

import datetime as dt

from pia_graph.ontology import AliasIndex, Dictionary
from pia_graph.retrieve.associative import FactHit
from pia_graph.retrieve.fuse import fuse
from pia_graph.retrieve.fuse_sentence import says_what_records_cannot, words_beyond
from pia_graph.retrieve.structured import StructuredHit
from pia_graph.retrieve.understand import understand
from tests.unit.retrieve.fuse_rows import SAID, fact_row, record_row

DAY = dt.date(2026, 9, 3)


def test_words_beyond_the_record_line() -> None:
    assert words_beyond("Left elbow bleed, swollen.", ["Elbow pain 5 on 2026-09-03"], ["elbow", "bleed"]) == ["bleed"]
    assert says_what_records_cannot("Left elbow bleed, swollen.", ["Elbow pain 5 on 2026-09-03"], ["elbow", "bleed"])
    # the record's line holds every word the sentence holds: the record says it
    assert not says_what_records_cannot("Elbow pain 5/10.", ["Elbow pain 5 on 2026-09-03"], ["elbow", "bleed"])
    assert not says_what_records_cannot("Left elbow bleed.", [], ["elbow", "bleed"])
    assert not says_what_records_cannot("Left elbow bleed.", ["Elbow pain 5"], [])


def test_the_sentence_holding_the_words_ranks_above_its_turns_record(
    index: AliasIndex, dictionary: Dictionary
) -> None:
    u = understand("how long did the bleed take to settle?", SAID, "en", index, dictionary)
    assert "bleed" in u.residual_words and not u.coordinates
    pain = record_row("r1", "symptom:elbow_pain", DAY, "t1", kind="symptom", value=5)
    bleed = FactHit(fact_row("f1", "t1", "Left elbow bleed, swollen and hot.", DAY), text_rank=1, rrf=1 / 61)
    out = fuse(u, "structured", [StructuredHit(pain, ["alias"], 1.0)], [bleed], {}, dictionary, SAID, 10)
    ids = [i.id for i in out.items]
    assert ids.index("f1") < ids.index("r1")
    assert "says_what_its_records_cannot" in out.items[0].why


def test_a_sentence_without_the_words_stays_behind_its_record(index: AliasIndex, dictionary: Dictionary) -> None:
    u = understand("how long did the bleed take to settle?", SAID, "en", index, dictionary)
    pain = record_row("r1", "symptom:elbow_pain", DAY, "t1", kind="symptom", value=5)
    said = FactHit(fact_row("f1", "t1", "Pain 5/10 today.", DAY), text_rank=None, vector_rank=1, rrf=1 / 61)
    out = fuse(u, "structured", [StructuredHit(pain, ["alias"], 1.0)], [said], {}, dictionary, SAID, 10)
    ids = [i.id for i in out.items]
    assert ids[0] == "r1"
    assert "f1" not in ids or ids.index("f1") > ids.index("r1")


def test_a_record_at_a_coordinate_asked_keeps_its_place(index: AliasIndex, dictionary: Dictionary) -> None:
    u = understand("when did the elbow bleed start?", SAID, "en", index, dictionary)
    assert "symptom:elbow_pain" in {d.value for d in u.coordinates}  # the record answers; the sentence is context
    pain = record_row("r1", "symptom:elbow_pain", DAY, "t1", kind="symptom", value=5)
    bleed = FactHit(fact_row("f1", "t1", "Left elbow bleed, swollen and hot.", DAY), text_rank=1, rrf=1 / 61)
    out = fuse(u, "structured", [StructuredHit(pain, ["alias"], 1.0)], [bleed], {}, dictionary, SAID, 10)
    assert out.items[0].id == "r1"
    assert all("says_what_its_records_cannot" not in i.why for i in out.items)


def test_a_record_of_another_turn_keeps_its_place(index: AliasIndex, dictionary: Dictionary) -> None:
    u = understand("how long did the bleed take to settle?", SAID, "en", index, dictionary)
    newer = record_row("r2", "symptom:elbow_pain", DAY + dt.timedelta(days=5), "t2", kind="symptom", value=7)
    pain = record_row("r1", "symptom:elbow_pain", DAY, "t1", kind="symptom", value=5)
    bleed = FactHit(fact_row("f1", "t1", "Left elbow bleed, swollen and hot.", DAY), text_rank=1, rrf=1 / 61)
    hits = [StructuredHit(newer, ["alias"], 1.0), StructuredHit(pain, ["alias"], 0.5)]
    ids = [i.id for i in fuse(u, "structured", hits, [bleed], {}, dictionary, SAID, 10).items]
    assert ids[:3] == ["r2", "f1", "r1"]  # right above its own turn's record, under the other turn's
