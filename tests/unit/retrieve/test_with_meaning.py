"""`with_meaning`: a reading of the facts by meaning alone fused with an earlier reading by words is what one
reading by both returns (pure)."""

from __future__ import annotations

from typing import Any

from pia_graph.retrieve.associative import associative_from_row, with_meaning


def _fact(fid: str, turn: str, score: float) -> dict[str, Any]:
    return {"fact_id": fid, "turn_id": turn, "text": f"text {fid}", "span": None, "date": "2026-03-0" + turn[-1],
            "month": None, "said_at": "2026-03-01T10:00:00+09:00", "lang": "en", "score": score}


def _rec(rid: str, turn: str, day: int) -> dict[str, Any]:
    return {"record_id": rid, "turn_id": turn, "sort_time": f"2026-03-{day:02d}T10:00:00+09:00"}


FACTS = {"f1": _fact("f1", "t1", 0.9), "f2": _fact("f2", "t2", 0.8), "f3": _fact("f3", "t3", 2.0),
         "f4": _fact("f4", "t4", 1.0)}
RECORDS = {"t1": [_rec("r1", "t1", 1)], "t2": [_rec("r2", "t2", 2), _rec("r5", "t2", 2)],
           "t3": [_rec("r3", "t3", 3)], "t4": []}
TURN_FACTS = {"t1": [FACTS["f1"]], "t2": [FACTS["f2"]], "t3": [FACTS["f3"]], "t4": [FACTS["f4"]]}


def _row(by_vector: list[str], by_text: list[str], by_substring: list[str], memory: str) -> dict[str, Any]:
    """What the statement returns: the lists, then every found turn's records (newest first) and facts."""
    turns = [FACTS[f]["turn_id"] for f in by_vector + by_text + by_substring]
    records = sorted((r for t in dict.fromkeys(turns) for r in RECORDS[t]),
                     key=lambda r: (r["sort_time"], r["record_id"]), reverse=True)
    return {"by_vector": [FACTS[f] for f in by_vector], "by_text": [FACTS[f] for f in by_text],
            "by_substring": [FACTS[f] for f in by_substring], "memory": memory, "records": records,
            "turn_facts": [f for t in dict.fromkeys(turns) for f in TURN_FACTS[t]]}


def test_meaning_and_words_fused_as_one_reading() -> None:
    both = associative_from_row(_row(["f1", "f2"], ["f3", "f1"], ["f4"], "m/2"), None, None)
    words = associative_from_row(_row([], ["f3", "f1"], ["f4"], "m/2"), None, None)
    meaning = associative_from_row(_row(["f1", "f2"], [], [], "m/2"), None, None)
    merged = with_meaning(words, meaning)
    assert [(h.fact, h.rrf, h.why, h.vector_rank, h.text_rank, h.text_score) for h in merged.facts] == [
        (h.fact, h.rrf, h.why, h.vector_rank, h.text_rank, h.text_score) for h in both.facts]
    assert merged.lists == both.lists and merged.memory == both.memory
    for turn in ("t1", "t2", "t3", "t4"):
        assert merged.records_of_turn.get(turn) == both.records_of_turn.get(turn)
        assert merged.facts_of_turn.get(turn) == both.facts_of_turn.get(turn)
    assert set(merged.records_of_turn) == set(both.records_of_turn)


def test_meaning_alone_keeps_its_fingerprint_and_shortlist() -> None:
    words = associative_from_row(_row([], [], [], "old"), None, None)
    meaning = associative_from_row(_row(["f2"], [], [], "new"), None, None)
    meaning.shortlisted = 7
    merged = with_meaning(words, meaning)
    assert merged.memory == "new" and merged.shortlisted == 7
    assert [h.fact["fact_id"] for h in merged.facts] == ["f2"]
