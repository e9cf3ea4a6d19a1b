"""Questions dated by an event of their own, "when X, what Y" (session 65, pure): the when-clause's term is an anchor
(`record_place.py`'s `at` place, the `place_at` cue rows), and of what else is asked the records of the day nearest on
or after one of the anchor's days rank first (`fuse_place.at_anchor`); a time question or a clause with no event of
the user's own picks nothing."""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest

from pia_graph.ontology import AliasIndex, Dictionary
from pia_graph.retrieve.associative import FactHit
from pia_graph.retrieve.fuse import fuse
from pia_graph.retrieve.structured import structured_hits
from pia_graph.retrieve.understand import understand
from tests.unit.retrieve.fuse_rows import SAID, record_row

D = dt.date


def _bruise_and_inr() -> list[dict[str, Any]]:
    """An INR before, the bruise on the 22nd (still there on the 24th), the INR the day after, a later INR."""
    return [record_row("i1", "test:inr", D(2026, 6, 8), "t1", kind="lab_result", value=2.9),
            record_row("b1", "symptom:bruising", D(2026, 6, 22), "t2", kind="symptom"),
            record_row("i2", "test:inr", D(2026, 6, 23), "t3", kind="lab_result", value=4.4),
            record_row("b2", "symptom:bruising", D(2026, 6, 24), "t4", kind="symptom"),
            record_row("i3", "test:inr", D(2026, 6, 29), "t5", kind="lab_result", value=2.6)]


def _warfarin_and_inr() -> list[dict[str, Any]]:
    """The dose lowered on the 5th with an INR that day, a later INR on the 19th."""
    return [record_row("w", "drug:warfarin", D(2026, 1, 5), "t1", kind="medication_regimen", value=5),
            record_row("i1", "test:inr", D(2026, 1, 5), "t2", kind="lab_result", value=3.4),
            record_row("i2", "test:inr", D(2026, 1, 19), "t3", kind="lab_result", value=2.6)]


def _fused(text: str, lang: str, rows: list[dict[str, Any]], index: AliasIndex, dictionary: Dictionary) -> list[Any]:
    u = understand(text, SAID, lang, index, dictionary)  # type: ignore[arg-type]
    regimens = [r for r in rows if r["type"] != "lab_result"]
    return fuse(u, "structured", structured_hits(u, rows, regimens), [], {}, dictionary, SAID, 10).items


@pytest.mark.parametrize(("text", "lang", "rows", "want"), [
    ("what was the INR when I had the big bruise?", "en", _bruise_and_inr, "i2"),
    ("와파린 줄였을 때 INR 몇이었지?", "ko", _warfarin_and_inr, "i1"),
])
def test_what_is_asked_at_the_anchors_day_ranks_first(
        text: str, lang: str, rows: Any, want: str, index: AliasIndex, dictionary: Dictionary) -> None:
    items = _fused(text, lang, rows(), index, dictionary)
    assert items[0].id == want, [i.id for i in items]
    assert any(w.startswith("place:at:") for w in items[0].why)


def test_the_anchor_itself_ranks_after_what_is_asked(index: AliasIndex, dictionary: Dictionary) -> None:
    ids = [i.id for i in _fused("what was the INR when I had the big bruise?", "en", _bruise_and_inr(), index,
                                dictionary)]
    assert ids.index("i2") < ids.index("b1")


def test_an_anchor_with_nothing_asked_near_it_picks_nothing(index: AliasIndex, dictionary: Dictionary) -> None:
    rows = [record_row("b1", "symptom:bruising", D(2026, 3, 1), "t1", kind="symptom"),
            record_row("i1", "test:inr", D(2026, 6, 23), "t2", kind="lab_result", value=4.4)]
    items = _fused("what was the INR when I had the big bruise?", "en", rows, index, dictionary)
    assert not any(w.startswith("place:") for i in items for w in i.why)


@pytest.mark.parametrize(("text", "lang"), [
    ("when is my next appointment", "en"),
    ("when was my last INR", "en"),
    ("언제 먹었지", "ko"),
    ("운동할 때 심박수 얼마야", "ko"),
    ("INR 몇이었지?", "ko"),
])
def test_a_time_question_is_no_anchor(text: str, lang: str, index: AliasIndex, dictionary: Dictionary) -> None:
    u = understand(text, SAID, lang, index, dictionary)  # type: ignore[arg-type]
    assert not [p for p in u.places if p.kind == "at"], text


def test_the_anchor_is_the_clauses_term(index: AliasIndex, dictionary: Dictionary) -> None:
    u = understand("what was the INR when I had the big bruise?", SAID, "en", index, dictionary)
    at = [p for p in u.places if p.kind == "at"]
    assert len(at) == 1 and at[0].anchor is not None and at[0].anchor.terms == ["symptom:bruising"]
    ko = understand("와파린 줄였을 때 INR 몇이었지?", SAID, "ko", index, dictionary)
    assert [p.anchor.terms for p in ko.places if p.kind == "at" and p.anchor] == [["drug:warfarin"]]


def test_the_nearest_day_either_side_and_the_drugs_own_days(index: AliasIndex, dictionary: Dictionary) -> None:
    """The pulse the day before the drug was held (not three days after); the drug's start a week earlier is
    farther."""
    rows = [record_row("d1", "drug:digoxin", D(2026, 9, 9), "t1", kind="medication_regimen"),
            record_row("p1", "vital:heart_rate", D(2026, 9, 16), "t2", kind="vital_sign", value=52),
            record_row("d2", "drug:digoxin", D(2026, 9, 17), "t3", kind="medication_regimen"),
            record_row("p2", "vital:heart_rate", D(2026, 9, 20), "t4", kind="vital_sign", value=64)]
    items = _fused("디곡신 쉬라고 했을 때 맥박이 몇이었지?", "ko", rows, index, dictionary)
    assert items[0].id == "p1", [i.id for i in items]


def test_the_picked_records_sentence_follows_it(index: AliasIndex, dictionary: Dictionary) -> None:
    """The sentence the picked INR was said in comes right after it (the user's own words of the answer), not after
    every other item, where a sentence behind a record is folded."""
    rows = _bruise_and_inr()
    u = understand("what was the INR when I had the big bruise?", SAID, "en", index, dictionary)
    said = FactHit({"fact_id": "f3", "turn_id": "t3", "text": "INR 4.4, they held 2 days"}, text_rank=1, rrf=1 / 61)
    items = fuse(u, "structured", structured_hits(u, rows, [r for r in rows if r["type"] != "lab_result"]), [said],
                 {}, dictionary, SAID, 10).items
    assert [i.id for i in items][:2] == ["i2", "f3"], [i.id for i in items]


def test_a_drug_anchor_is_dated_by_the_drug_not_its_lab(index: AliasIndex, dictionary: Dictionary) -> None:
    """"testosterone" names the drug and the lab: the dose change (the drug's record) dates the hematocrit asked; with
    no record of the drug fetched, the lab's day picks nothing."""
    lab = [record_row("t", "test:testosterone", D(2026, 5, 4), "t1", kind="lab_result", value=910),
           record_row("h1", "test:hematocrit", D(2026, 5, 4), "t1", kind="lab_result", value=51.8),
           record_row("h2", "test:hematocrit", D(2026, 6, 1), "t2", kind="lab_result", value=53.1),
           record_row("h3", "test:hematocrit", D(2026, 7, 6), "t4", kind="lab_result", value=50.4)]
    drug = record_row("d", "drug:testosterone", D(2026, 6, 1), "t3", kind="medication_regimen", value=120)
    text = "what was my hematocrit when they lowered the testosterone dose?"
    assert _fused(text, "en", [*lab, drug], index, dictionary)[0].id == "h2"
    assert not any(w.startswith("place:") for i in _fused(text, "en", lab, index, dictionary) for w in i.why)
