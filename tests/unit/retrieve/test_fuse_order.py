"""The last step of the fused ranking (``retrieve/fuse_order.py``): one stable order, each item once, the sentences
folded into a record after every other item, and the conflicts newest first."""

from __future__ import annotations

import datetime as dt
import random
from typing import Any

from pia_graph.memory.recall_models import RecallItem
from pia_graph.ontology import Dictionary
from pia_graph.retrieve.fuse_order import conflicts_of, rank_order, rank_sorted, ranked_items
from pia_graph.retrieve.records import ItemDraft, fact_draft, fact_item, record_draft, record_item, record_text
from pia_graph.retrieve.structured import StructuredHit

KST = dt.timezone(dt.timedelta(hours=9))


def _fact(fid: str, text: str = "said") -> RecallItem:
    return fact_item({"fact_id": fid, "turn_id": "t", "text": text}, score=0.0, sources=["fulltext"], why=[])


def _rec(rid: str, day: dt.date, **extra: Any) -> dict[str, Any]:
    said = dt.datetime.combine(day, dt.time(9), KST)
    return {"record_id": rid, "coordinate": "drug:atorvastatin", "type": "medication_regimen", "value": 10,
            "unit": "mg", "date": day, "sort_time": dt.datetime.combine(day, dt.time(12), KST), "turn_id": f"t-{rid}",
            "recorded_at": said, "said_at": said, "span": "x", **extra}


def test_equal_scores_rank_the_newest_then_by_what_the_item_is() -> None:
    a, b, c = _fact("b", "same"), _fact("a", "same"), _fact("c", "same")
    entries = [(1.0, 5.0, a), (1.0, 5.0, b), (1.0, 9.0, c), (2.0, 0.0, _fact("d"))]
    assert [item.id for _, _, item in sorted(entries, key=rank_order)] == ["d", "c", "a", "b"]


def test_each_item_once_folded_sentences_last_in_their_records_order_and_k_kept() -> None:
    r1, r2, f1, f2 = _fact("r1"), _fact("r2"), _fact("f1"), _fact("f2")
    scored = [(0.9, 0.0, r1), (0.5, 0.0, r2), (0.4, 0.0, _fact("r1"))]
    assert [i.id for i in ranked_items(scored, [(r2, f2), (r1, f1)], 10)] == ["r1", "r2", "f1", "f2"]
    assert [i.id for i in ranked_items(scored, [(r2, f2), (r1, f1)], 3)] == ["r1", "r2", "f1"]
    assert [i.id for i in ranked_items(scored, [(r1, r2)], 10)] == ["r1", "r2"]  # already ranked: not twice


def test_conflicts_newest_first_with_the_superseded_beside(dictionary: Dictionary) -> None:
    hits = {rid: StructuredHit(_rec(rid, day)) for rid, day in [
        ("new1", dt.date(2026, 2, 1)), ("new2", dt.date(2026, 3, 1))]}
    olds = {"new1": [StructuredHit(_rec("o1", dt.date(2026, 1, 1))), StructuredHit(_rec("o2", dt.date(2026, 1, 9)))],
            "new2": [StructuredHit(_rec("o3", dt.date(2026, 2, 9)))],
            "gone": [StructuredHit(_rec("o4", dt.date(2026, 1, 2)))]}
    got = conflicts_of(olds, hits, dictionary)
    assert [c.current.id for c in got] == ["new2", "new1"]  # "gone" is no longer found: no conflict
    assert [o.id for o in got[1].superseded] == ["o2", "o1"]
    assert got[0].reason == "newest statement wins; both kept"
    assert record_item(hits["new1"].record, dictionary, score=1.0, sources=["conflict"], why=["current value"]) \
        == got[1].current


def test_a_draft_builds_the_item_the_eager_functions_make(dictionary: Dictionary) -> None:
    """The ranking scores drafts and makes models only of the k it keeps (session 55): a draft, changed as the
    ranking changes items (its score, its reasons, the records it supersedes), builds the model `record_item` or
    `fact_item` makes of the same record or sentence with the same changes."""
    rec = _rec("r1", dt.date(2026, 3, 1), band="high")
    draft = record_draft(rec, dictionary, score=0.123456, sources=["structured"], why=["alias:x"])
    assert (draft.kind, draft.id, draft.coordinate, draft.type, draft.score) == (
        "record", "r1", "drug:atorvastatin", "medication_regimen", 0.1235)
    assert draft.text == record_text(rec, dictionary) != ""
    draft.why.append("beside fact f1")
    draft.score = round(0.51234, 4)
    draft.supersedes = ["r0"]
    eager = record_item(rec, dictionary, score=0.51234, sources=["structured"], why=["alias:x", "beside fact f1"])
    eager.supersedes = ["r0"]
    assert draft.build() == eager
    fact = {"fact_id": "f1", "turn_id": "t", "text": "said", "said_at": dt.datetime(2026, 3, 1, 9, tzinfo=KST)}
    sentence = fact_draft(fact, score=0.25, sources=["fulltext"], why=["fulltext:rank 1"])
    assert (sentence.kind, sentence.id, sentence.text, sentence.coordinate) == ("fact", "f1", "said", None)
    assert sentence.build() == fact_item(fact, score=0.25, sources=["fulltext"], why=["fulltext:rank 1"])
    # ranked as models are, and made models only when kept
    kept = ranked_items([(0.2, 0.0, sentence), (0.9, 0.0, draft)], [], 1)
    assert kept == [eager] and isinstance(kept[0], RecallItem)


def test_rank_sorted_is_the_one_key_order_and_makes_a_line_only_for_ties(dictionary: Dictionary) -> None:
    """`rank_sorted` orders as ``sorted(key=rank_order)`` does, ties on score, time, kind and coordinate broken by
    the line and then the id; a record's line is made only when such a tie needs it (session 57)."""
    rng = random.Random(57)
    for _ in range(200):
        entries: list[tuple[float, float, ItemDraft | RecallItem]] = []
        for n in range(rng.randint(0, 30)):
            rec = _rec(f"r{rng.randint(0, 9)}", dt.date(2026, 3, rng.randint(1, 3)),
                       coordinate=rng.choice(["drug:metformin", "drug:atorvastatin"]), value=rng.randint(1, 3))
            item: ItemDraft | RecallItem = record_draft(rec, dictionary, score=0.0, sources=["structured"], why=[]) \
                if n % 3 else _fact(f"f{rng.randint(0, 9)}", rng.choice(["a", "b"]))
            entries.append((rng.choice([0.5, 1.0]), rng.choice([1.0, 2.0]), item))
        assert [id(e[2]) for e in rank_sorted(entries)] == [id(e[2]) for e in sorted(entries, key=rank_order)]
    alone = record_draft(_rec("r1", dt.date(2026, 3, 1)), dictionary, score=1.0, sources=["structured"], why=[])
    tied = [record_draft(_rec(r, dt.date(2026, 3, 2)), dictionary, score=0.5, sources=["structured"], why=[])
            for r in ("r3", "r2")]
    assert [e[2].id for e in rank_sorted([(0.5, 2.0, tied[0]), (1.0, 1.0, alone), (0.5, 2.0, tied[1])])] == \
        ["r1", "r2", "r3"]
    assert alone._text is None and all(t._text is not None for t in tied)
