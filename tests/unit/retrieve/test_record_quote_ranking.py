"""A record's quote is read with the record (its span offsets and its turn's text come in the recall statement),
so it is known before fusion: the item carries it without a second statement, and the ranking reads it (a record
whose own sentence holds the question's residual words ranks first of its coordinate's records). The sentences are
written for the test, not taken from a suite."""

from __future__ import annotations

import datetime as dt

from pia_graph.ontology import AliasIndex, Dictionary
from pia_graph.retrieve.associative import FactHit
from pia_graph.retrieve.fuse import fuse
from pia_graph.retrieve.fuse_record_scores import quote_words
from pia_graph.retrieve.record_quotes import TURN_TEXT, has_turn_text, quote_of, with_turn_texts
from pia_graph.retrieve.structured import StructuredHit, structured_from_row
from pia_graph.retrieve.understand import understand
from tests.unit.retrieve.fuse_rows import SAID, fact_row, record_row

TURN = "Rough night. INR 4.4 after that big bruise on my thigh, they held two doses."


def test_each_record_gets_its_turns_text_from_the_statements_turn_rows() -> None:
    recs = [{"record_id": "r1", "turn_id": "t1"}, {"record_id": "r2", "turn_id": "t2"}, {"record_id": "r3"}]
    with_turn_texts(recs, [{"turn_id": "t1", "text": TURN}])
    assert recs[0][TURN_TEXT] == TURN
    assert recs[1][TURN_TEXT] == "" and has_turn_text(recs[1])  # read, and no such turn: it quotes nothing
    assert not has_turn_text(recs[2])


def test_the_quote_from_the_records_own_properties_as_the_statement_reads_them() -> None:
    at = TURN.index("INR")
    rec = {"record_id": "r1", "span": "INR 4.4", "span_start": at, "span_end": at + 7, TURN_TEXT: TURN}
    assert quote_of(rec) == "INR 4.4 after that big bruise on my thigh, they held two doses."
    # a `recall_record_quotes` row (the index mode's fallback) reads the same
    row = {"record_id": "r1", "span": "INR 4.4", "span_start": at, "span_end": at + 7, "text": TURN,
           "text_analysed": TURN}
    assert quote_of(row) == quote_of(rec)
    assert quote_of({**rec, TURN_TEXT: ""}) is None


def test_the_structured_row_sets_each_records_turn_text(index: AliasIndex, dictionary: Dictionary) -> None:
    u = understand("what was my inr", SAID, "en", index, dictionary)
    rec = {"record_id": "r1", "turn_id": "t1", "coordinate": "test:inr", "type": "lab_result", "span": "INR 4.4"}
    _, hits, _ = structured_from_row(u, {"by_coordinate": [rec], "by_type": [],
                                         "record_turns": [{"turn_id": "t1", "text": TURN}]})
    assert [h.record[TURN_TEXT] for h in hits] == [TURN]


def _inr(rid: str, day: dt.date, turn: str, text: str, value: float) -> dict[str, object]:
    at = text.index("INR")
    end = text.index(str(value)) + len(str(value))
    return record_row(rid, "test:inr", day, turn, kind="lab_result", value=value, span=text[at:end],
                      span_start=at, span_end=end, **{TURN_TEXT: text})


def test_the_record_whose_sentence_holds_the_questions_words_ranks_first_of_its_coordinate(
        index: AliasIndex, dictionary: Dictionary) -> None:
    u = understand("what was my inr when i had the big bruise", SAID, "en", index, dictionary)
    older = _inr("r1", dt.date(2026, 6, 23), "t1", TURN, 4.4)
    newer = _inr("r2", dt.date(2026, 6, 29), "t2", "INR 2.6 today.", 2.6)
    hits = [StructuredHit(newer, ["alias:inr"], 1.0), StructuredHit(older, ["alias:inr"], 1.0)]
    out = fuse(u, "structured", hits, [], {}, dictionary, SAID, 10)
    assert [i.id for i in out.items] == ["r1", "r2"]
    assert any(w.startswith("quote_holds_question_words:") for w in out.items[0].why)
    # without its quote the newest comes first, as before
    bare = [StructuredHit({k: v for k, v in h.record.items() if k != TURN_TEXT}, h.reasons, h.strength)
            for h in hits]
    assert [i.id for i in fuse(u, "structured", bare, [], {}, dictionary, SAID, 10).items] == ["r2", "r1"]


def test_a_lone_record_of_its_coordinate_gains_nothing(index: AliasIndex, dictionary: Dictionary) -> None:
    u = understand("what was my inr when i had the big bruise", SAID, "en", index, dictionary)
    out = fuse(u, "structured", [StructuredHit(_inr("r1", dt.date(2026, 6, 23), "t1", TURN, 4.4), ["alias:inr"],
                                               1.0)], [], {}, dictionary, SAID, 10)
    assert not any(w.startswith("quote_holds_question_words:") for w in out.items[0].why)
    assert quote_words({"span": "INR", TURN_TEXT: TURN}, []) == 0.0


def test_one_word_of_several_moves_nothing(index: AliasIndex, dictionary: Dictionary) -> None:
    """The words of an anchor clause ("since the 12 week midwife appointment") are said beside many readings: a
    sentence holding one of three is no answer. (Not "the 12 week scan": a pregnancy scan is a dictionary alias since
    session 65, so its words are no longer residual.)"""
    u = understand("how much weight have i gained since the 12 week midwife appointment", SAID, "en", index,
                   dictionary)
    assert len(u.residual_words) >= 3
    said = "24 weeks and 156 lb."
    at = said.index("156 lb")
    old = record_row("r1", "body:weight", dt.date(2026, 7, 27), "t1", kind="body_measure", value=70.8,
                     span="156 lb", span_start=at, span_end=at + 6, **{TURN_TEXT: said})
    new = record_row("r2", "body:weight", dt.date(2026, 8, 24), "t2", kind="body_measure", value=73.0,
                     span="161", span_start=0, span_end=3, **{TURN_TEXT: "161 this morning"})
    assert 0 < quote_words(old, u.residual_words) < 0.5
    out = fuse(u, "structured", [StructuredHit(new, ["alias:weight"], 1.0), StructuredHit(old, ["alias:weight"], 1.0)],
               [], {}, dictionary, SAID, 10)
    assert out.items[0].id == "r2"
    assert not any(w.startswith("quote_holds_question_words:") for i in out.items for w in i.why)


def test_a_turn_already_credited_by_its_found_sentence_gains_nothing_more(
        index: AliasIndex, dictionary: Dictionary) -> None:
    """The sentence found by the question's words (EVENT_TURN) and the record's quote are one piece of evidence:
    counted once, so the newest asked still comes first ("my latest walk test at rehab")."""
    u = understand("what was my latest walk test at rehab", SAID, "en", index, dictionary)
    said = "6 minute walk at cardiac rehab today: 380 meters"
    at = said.index("walk")
    old = record_row("r1", "activity:walking", dt.date(2026, 4, 10), "t1", kind="activity", duration_min=6,
                     span="walk", span_start=at, span_end=at + 4, **{TURN_TEXT: said})
    new = record_row("r2", "activity:walking", dt.date(2026, 5, 8), "t2", kind="activity", duration_min=6,
                     span="walk", span_start=8, span_end=12, **{TURN_TEXT: "6 minute walk 465 m, nurse said great"})
    found = FactHit(fact_row("f1", "t1", said, dt.date(2026, 4, 10)), text_rank=1, rrf=1 / 61)
    hits = [StructuredHit(new, ["alias:walk"], 1.0), StructuredHit(old, ["alias:walk"], 1.0)]
    out = fuse(u, "structured", hits, [found], {}, dictionary, SAID, 10)
    old_item = next(i for i in out.items if i.id == "r1")
    assert "turn_holds_question_words" in old_item.why
    assert not any(w.startswith("quote_holds_question_words:") for w in old_item.why)
    assert [i.id for i in out.items if i.kind == "record"] == ["r2", "r1"]
