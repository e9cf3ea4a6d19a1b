"""Session 44's read-path mechanisms (pure): the time before an anchor asks the earliest records and leaves the
medicine out; a time relative to an event the question names is no window; a part of a month narrows the window; a
record whose turn holds the question's own words (the event it is dated by) ranks first of its series; current
conditions before resolved ones; why a regimen stopped puts its sentence first; the old medicine asks the stopped one.
The sentences are written for the test, not taken from a suite."""

from __future__ import annotations

import datetime as dt

import pytest

from pia_graph.ontology import AliasIndex, Dictionary
from pia_graph.retrieve.associative import FactHit
from pia_graph.retrieve.fuse import fuse
from pia_graph.retrieve.structured import StructuredHit
from pia_graph.retrieve.understand import asked_statuses, understand
from tests.unit.retrieve.fuse_rows import SAID, fact_row, record_row


@pytest.mark.parametrize(("text", "lang"), [
    ("what was my bp before i started the new pill", "en"),
    ("my heart rate before the cardiologist put me on meds", "en"),
    ("그 약 먹기 전에 LDL 몇이었지", "ko"), ("혈압약 용량 올리기 전에 혈압 몇이었어", "ko")])
def test_before_an_anchor_asks_the_earliest_and_no_medicine(text: str, lang: str, index: AliasIndex,
                                                            dictionary: Dictionary) -> None:
    u = understand(text, SAID, lang, index, dictionary)
    assert any(d.value == "first" and d.reason == "cue:anchor_before" for d in u.fields), text
    assert "medication_regimen" not in {d.value for d in u.record_types}, text
    assert not any(d.value.startswith("drug:") for d in u.coordinates), text


def test_since_an_anchor_asks_no_earliest(index: AliasIndex, dictionary: Dictionary) -> None:
    u = understand("how has my bp been since i started the lisinopril", SAID, "en", index, dictionary)
    assert not any(d.reason == "cue:anchor_before" for d in u.fields)


def test_a_time_relative_to_a_named_event_is_no_window(index: AliasIndex, dictionary: Dictionary) -> None:
    u = understand("how did i sleep the night before the colonoscopy", SAID, "en", index, dictionary)
    assert u.window is None
    u = understand("how did i sleep the night before", SAID, "en", index, dictionary)
    assert u.window is not None and u.window.start == SAID.date() - dt.timedelta(days=1)


@pytest.mark.parametrize(("text", "lang", "days"), [
    ("what did i weigh at the start of september", "en", (1, 10)), ("late september bp", "en", (21, 30)),
    ("9월 초에 잰 허리둘레", "ko", (1, 10)), ("what did i weigh in september", "en", (1, 30))])
def test_a_part_of_the_month_narrows_the_window(text: str, lang: str, days: tuple[int, int], index: AliasIndex,
                                                dictionary: Dictionary) -> None:
    w = understand(text, SAID, lang, index, dictionary).window
    assert w is not None and (w.start, w.end) == (dt.date(2026, 9, days[0]), dt.date(2026, 9, days[1])), text


def test_the_record_of_the_event_turn_ranks_first_of_its_series(index: AliasIndex, dictionary: Dictionary) -> None:
    u = understand("how much did i drink at the bachelor party", SAID, "en", index, dictionary)
    old = record_row("r1", "substance:alcohol", dt.date(2026, 8, 1), "t1", kind="substance_use", value=6.0)
    new = record_row("r2", "substance:alcohol", dt.date(2026, 9, 20), "t2", kind="substance_use", value=3.0)
    hits = [StructuredHit(new, ["type:substance_use"], 0.95), StructuredHit(old, ["type:substance_use"], 0.95)]
    said = FactHit(fact_row("f1", "t1", "had 6 drinks at the bachelor thing", dt.date(2026, 8, 1)),
                   text_rank=1, rrf=1 / 61)
    out = fuse(u, "structured", hits, [said], {}, dictionary, SAID, 10)
    assert out.items[0].id == "r1"
    assert "turn_holds_question_words" in out.items[0].why
    # a relative's sentence dates no record of the user's
    said.fact["text"] = "my brother had 6 drinks at the bachelor thing"
    out = fuse(u, "structured", hits, [said], {}, dictionary, SAID, 10)
    assert out.items[0].id == "r2"


def test_current_conditions_before_resolved_ones(index: AliasIndex, dictionary: Dictionary) -> None:
    u = understand("a list of my current conditions", SAID, "en", index, dictionary)
    resolved = record_row("r1", "condition:anemia", dt.date(2026, 9, 1), "t1", kind="condition", status="resolved")
    active = record_row("r2", "condition:hypertension", dt.date(2026, 7, 1), "t2", kind="condition", status="active")
    hits = [StructuredHit(resolved, ["type:condition"], 0.95), StructuredHit(active, ["type:condition"], 0.95)]
    out = fuse(u, "structured", hits, [], {}, dictionary, SAID, 10)
    assert [i.id for i in out.items] == ["r2", "r1"]


def test_records_beside_their_sentence_keep_their_order(index: AliasIndex, dictionary: Dictionary) -> None:
    u = understand("why did i stop that first bp pill", SAID, "en", index, dictionary)
    assert asked_statuses(u) == {"stopped"}
    stopped = record_row("r1", "drug:lisinopril", dt.date(2026, 2, 12), "t1", kind="medication_regimen",
                         status="stopped")
    started = record_row("r2", "drug:losartan", dt.date(2026, 2, 13), "t1", kind="medication_regimen",
                         status="active")
    hits = [StructuredHit(started, ["type:medication_regimen"], 0.95),
            StructuredHit(stopped, ["type:medication_regimen"], 0.95)]
    reason = FactHit(fact_row("f1", "t1", "dr said the cough is from the lisinopril so stopped it",
                              dt.date(2026, 2, 12)), vector_rank=1, vector_score=0.8, text_rank=1, rrf=2 / 61)
    out = fuse(u, "associative", hits, [reason], {}, dictionary, SAID, 10)
    ids = [i.id for i in out.items]
    assert ids.index("r1") < ids.index("r2")  # the stopped one asked, before its successor, beside the sentence


@pytest.mark.parametrize(("text", "lang"), [
    ("what was my old cholesterol med called", "en"), ("예전 혈압약 왜 바꿨는지", "ko"),
    ("옛날에 먹던 위장약 이름", "ko")])
def test_the_old_medicine_asks_the_stopped_one(text: str, lang: str, index: AliasIndex,
                                               dictionary: Dictionary) -> None:
    assert asked_statuses(understand(text, SAID, lang, index, dictionary)) == {"stopped"}, text


def test_an_abbreviation_in_the_plural_names_its_term(index: AliasIndex, dictionary: Dictionary) -> None:
    u = understand("list my a1cs and ldls", SAID, "en", index, dictionary)
    assert {"test:hba1c", "test:ldl_cholesterol"} <= {d.value for d in u.coordinates}
    assert "plural:a1cs->a1c" in u.rewrites
    assert understand("my migraines", SAID, "en", index, dictionary).rewrites == []  # the index inflects words


@pytest.mark.parametrize(("text", "term"), [
    ("list my a1c from the day the jardiance started", "drug:empagliflozin"),
    ("has my resting heart rate come down since the running started", "activity:running")])
def test_a_start_said_after_its_term_anchors_it(text: str, term: str, index: AliasIndex,
                                                dictionary: Dictionary) -> None:
    u = understand(text, SAID, "en", index, dictionary)
    assert next(d for d in u.coordinates if d.value == term).reason.startswith("anchor:"), text
