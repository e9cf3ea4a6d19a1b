"""The write path against the real Neo4j: idempotency, NEXT chains, supersession, rejection, isolation."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator

import pytest
from neo4j import Driver
from pydantic import ValidationError

from pia_graph.config import Settings
from pia_graph.db.queries import run_read, run_write
from pia_graph.memory import MemoryService, ProfileIn, TurnIn
from pia_graph.store.write_turn import TurnConflictError

pytestmark = pytest.mark.integration

KST = dt.timezone(dt.timedelta(hours=9))


@pytest.fixture(scope="module")
def service(ontology_loaded: Driver, neo4j_settings: Settings) -> Iterator[MemoryService]:
    yield MemoryService.create(ontology_loaded, neo4j_settings, embeddings=True)


def at(day: int, hour: int = 8, month: int = 3) -> dt.datetime:
    return dt.datetime(2026, month, day, hour, 0, tzinfo=KST)


def records(service: MemoryService, user_id: str, coordinate: str, superseded: bool = False) -> list[dict]:
    rows = run_read(
        service.driver, "records_list", database=service.database, user_id=user_id, types=[],
        coordinates=[coordinate], since=None, until=None, include_superseded=superseded, limit=100,
    )
    return [r["record"] for r in rows]


def chain(service: MemoryService, user_id: str, coordinate: str) -> list[float]:
    rows = run_read(service.driver, "trajectory_get", database=service.database, user_id=user_id,
                    coordinate=coordinate)
    return [r["value"] for r in rows]


def test_a_turn_sent_twice_is_stored_once(service: MemoryService, user_id: str) -> None:
    turn = TurnIn(text="BP this morning 128/84", said_at=at(11), turn_id="turn-1")
    first = service.retain(user_id, turn)
    second = service.retain(user_id, turn)
    assert first.written and not first.duplicate
    assert {r["coordinate"] for r in first.records} == {"vital:systolic_bp", "vital:diastolic_bp"}
    assert second.duplicate and not second.written
    assert len(records(service, user_id, "vital:systolic_bp")) == 1
    assert {r["record_id"] for r in second.records} == {r["record_id"] for r in first.records}


def test_a_turn_id_reused_for_another_utterance_is_refused(service: MemoryService, user_id: str) -> None:
    service.retain(user_id, TurnIn(text="Weight 80.1 kg today", said_at=at(11), turn_id="turn-9"))
    with pytest.raises(TurnConflictError, match="turn-9"):
        service.retain(user_id, TurnIn(text="Weight 95.0 kg today", said_at=at(11), turn_id="turn-9"))
    assert [r["value"] for r in records(service, user_id, "body:weight")] == [80.1]


def test_every_record_carries_provenance(service: MemoryService, user_id: str) -> None:
    result = service.retain(user_id, TurnIn(text="Fasting glucose 118 yesterday", said_at=at(11)))
    (rec,) = records(service, user_id, "test:fasting_glucose")
    assert rec["turn_id"] == result.turn_id
    assert rec["time_expression"] == "yesterday" and rec["time_rule"] == "en.yesterday"
    assert rec["extractor"].startswith("rules/") and 0 < rec["confidence"] <= 1
    assert rec["rule_id"] == "measure.term_value"  # the rule that made it, with its evidence span
    assert rec["span"] == "Fasting glucose 118 yesterday"[rec["span_start"]:rec["span_end"]]
    assert rec["date"].to_native() == dt.date(2026, 3, 10)
    assert rec["band"] == "impaired fasting glucose (100-125)"
    links = run_read(service.driver, "record_provenance", database=service.database, user_id=user_id,
                     record_id=rec["record_id"])
    assert links == [{"turn_id": result.turn_id, "said_at": links[0]["said_at"], "term": "test:fasting_glucose",
                      "facts_mentioning_term": 1}]


def test_next_chain_is_right_when_a_record_arrives_out_of_order(service: MemoryService, user_id: str) -> None:
    service.retain(user_id, TurnIn(text="fasting glucose 110 this morning", said_at=at(10)))
    service.retain(user_id, TurnIn(text="fasting glucose 130 this morning", said_at=at(20)))
    # Said last, but about the first of the month.
    service.retain(user_id, TurnIn(text="My fasting glucose on March 1 was 101", said_at=at(21)))
    assert chain(service, user_id, "test:fasting_glucose") == [101, 110, 130]


def test_a_correction_supersedes_and_the_chain_follows(service: MemoryService, user_id: str) -> None:
    service.retain(user_id, TurnIn(text="fasting glucose 118 this morning", said_at=at(11, 8)))
    service.retain(user_id, TurnIn(text="fasting glucose 112 this morning", said_at=at(12, 8)))
    fixed = service.retain(
        user_id, TurnIn(text="Actually my fasting glucose yesterday was 108, not 118", said_at=at(12, 9))
    )
    assert [s["reason"] for s in fixed.supersessions] == ["correction"]
    assert chain(service, user_id, "test:fasting_glucose") == [108, 112]
    all_records = records(service, user_id, "test:fasting_glucose", superseded=True)
    assert sorted(r["value"] for r in all_records) == [108, 112, 118]  # nothing overwritten


def test_a_new_blood_type_supersedes_the_old_and_both_stay(service: MemoryService, user_id: str) -> None:
    service.retain(user_id, TurnIn(text="My blood type is A+", said_at=at(1)))
    second = service.retain(user_id, TurnIn(text="Turns out my blood type is B+", said_at=at(5)))
    assert len(second.supersessions) == 1
    current = records(service, user_id, "profile:blood_type")
    everything = records(service, user_id, "profile:blood_type", superseded=True)
    assert [r["value"] for r in current] == ["B+"]
    assert sorted(r["value"] for r in everything) == ["A+", "B+"]


def test_records_counted_by_rule(service: MemoryService, user_id: str) -> None:
    service.retain(user_id, TurnIn(text="BP 128/84 this morning, took my metformin", said_at=at(11)))
    rows = run_read(service.driver, "records_by_rule_user", database=service.database, user_id=user_id)
    counts = {(r["rule_id"], r["type"]): r["records"] for r in rows}
    assert counts == {("measure.term_value", "vital_sign"): 2, ("med.named_drug", "medication_intake"): 1}
    assert all(r["users"] == 1 for r in rows)


def test_one_users_counts_by_rule_are_those_of_every_record_of_that_user(service: MemoryService,
                                                                        user_id: str) -> None:
    """The per-user files seek `Record(user_id, type)`, so they count what the user owns, no record missed: the
    same figures as the user's records read node by node (what the `OR` statement they replaced returned)."""
    service.retain(user_id, TurnIn(text="BP 128/84 this morning, took my metformin", said_at=at(11)))
    service.retain(user_id, TurnIn(text="Actually BP was 126/84 this morning", said_at=at(11, 9)))
    dump = run_read(service.driver, "user_graph_dump", database=service.database, user_id=user_id)
    mine = [r["props"] for r in dump if "Record" in r["labels"]]
    assert mine and all(r.get("type") for r in mine)
    expected: dict[tuple[str, str], int] = {}
    for r in mine:
        key = (r.get("rule_id") or "(none)", r["type"])
        expected[key] = expected.get(key, 0) + 1
    rows = run_read(service.driver, "records_by_rule_user", database=service.database, user_id=user_id)
    assert {(r["rule_id"], r["type"]): r["records"] for r in rows} == expected
    every = {(r["rule_id"], r["type"]): r["records"]
             for r in run_read(service.driver, "records_by_rule_all", database=service.database)}
    assert all(every[key] >= n for key, n in expected.items())
    analyst = run_read(service.driver, "analyst_records_by_rule_user", database=service.database, user_id=user_id)
    by_rule: dict[str, list[dict]] = {}
    for r in mine:
        by_rule.setdefault(r.get("rule_id") or r.get("extractor") or "unknown", []).append(r)
    assert {r["rule"]: r["records"] for r in analyst} == {rule: len(rs) for rule, rs in by_rule.items()}
    for row in analyst:
        rs = by_rule[row["rule"]]
        assert row["superseded_share"] == pytest.approx(
            sum(r.get("superseded_by") is not None for r in rs) / len(rs), abs=1e-3)
        assert set(row["types"]) == {r["type"] for r in rs}


def test_an_impossible_value_is_left_out_and_the_rest_written(service: MemoryService, user_id: str) -> None:
    result = service.retain(user_id, TurnIn(text="BP 400/84 and fasting glucose 99", said_at=at(11)))
    assert result.written
    assert {r["coordinate"] for r in result.records} == {"test:fasting_glucose"}  # no half blood pressure
    assert [(j.code, j.coordinate) for j in result.rejections] == [
        ("out_of_bounds", "vital:systolic_bp"), ("part_of_rejected", "vital:diastolic_bp")]
    assert result.rejections[0].rule_id == "measure.term_value"
    counts = run_read(service.driver, "user_nodes_count", database=service.database, user_id=user_id)
    assert {r["label"]: r["nodes"] for r in counts}["Rejection"] == 2


def test_questions_are_not_retained(service: MemoryService, user_id: str) -> None:
    result = service.retain(user_id, TurnIn(text="What's a normal fasting glucose?", said_at=at(11)))
    assert not result.retained and not result.written
    assert run_read(service.driver, "user_nodes_count", database=service.database, user_id=user_id) == []


def test_bad_input_is_a_clear_error() -> None:
    with pytest.raises(ValidationError, match="UTC offset"):
        TurnIn(text="BP 120/80", said_at=dt.datetime(2026, 3, 1, 8, 0))
    with pytest.raises(ValidationError):
        TurnIn(text="   ", said_at=at(1))


def test_users_are_isolated_even_with_the_same_turn_id(service: MemoryService, user_id: str) -> None:
    other = f"{user_id}-other"
    try:
        a = service.retain(user_id, TurnIn(text="Weight 81.2 kg this morning", said_at=at(5), turn_id="t-1"))
        b = service.retain(other, TurnIn(text="Weight 64.0 kg this morning", said_at=at(5), turn_id="t-1"))
        assert a.written and b.written
        assert [r["value"] for r in records(service, user_id, "body:weight")] == [81.2]
        assert [r["value"] for r in records(service, other, "body:weight")] == [64.0]
        for uid in (user_id, other):
            audit = run_read(service.driver, "user_scope_audit", database=service.database, user_id=uid)
            assert audit[0]["foreign_nodes"] == 0
    finally:
        run_write(service.driver, "user_erase", database=service.database, user_id=other)


def test_unknown_terms_go_to_the_candidate_queue(service: MemoryService, user_id: str) -> None:
    word = f"zorblat{user_id[-6:]}"
    try:
        first = service.retain(user_id, TurnIn(text=f"My {word} levels were high today, fasting glucose 99",
                                               said_at=at(3)))
        service.retain(user_id, TurnIn(text=f"my {word} levels are still high and my head hurts", said_at=at(4)))
        assert first.retained and first.candidates == [word]
        rows = run_read(service.driver, "candidate_list", database=service.database, status="pending", limit=500)
        (cand,) = [r for r in rows if r["norm"] == word]
        assert cand["count"] == 2 and cand["cue"] == "my_x_levels" and word in cand["context"]
        run_write(service.driver, "user_erase", database=service.database, user_id=user_id)
        rows = run_read(service.driver, "candidate_list", database=service.database, status="", limit=5000)
        assert [r for r in rows if r["norm"] == word] == []  # the user's words go with the user
    finally:
        run_write(service.driver, "candidate_delete", database=service.database, prefix=word)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_next_chain_is_time_ordered_whatever_the_arrival_order(
    service: MemoryService, user_id: str, seed: int
) -> None:
    import random

    days = list(range(1, 13))
    random.Random(seed).shuffle(days)
    for n, day in enumerate(days):
        # Each reading is said on the 20th about an earlier day, in shuffled order.
        service.retain(user_id, TurnIn(text=f"My weight on March {day} was {70 + day / 10:.1f} kg",
                                       said_at=at(20, 8 + n % 10)))
    assert chain(service, user_id, "body:weight") == [round(70 + d / 10, 1) for d in sorted(days)]


def test_facts_are_embedded_and_recalled_for_their_user_only(service: MemoryService, user_id: str) -> None:
    assert service.embedder is not None
    other = f"{user_id}-o"
    try:
        service.retain(user_id, TurnIn(text="My left knee hurt after the long run yesterday", said_at=at(8)))
        service.retain(user_id, TurnIn(text="Fasting glucose 104 this morning", said_at=at(9)))
        service.retain(other, TurnIn(text="My knee hurt badly after running", said_at=at(9)))
        (vector,) = service.embedder.embed(["knee pain from running"])
        rows = run_read(service.driver, "facts_recall", database=service.database, user_id=user_id,
                        vector=vector, k=5)
        assert len(rows) == 2 and "knee" in rows[0]["text"].lower()
        assert rows[0]["score"] > rows[1]["score"]
    finally:
        run_write(service.driver, "user_erase", database=service.database, user_id=other)


def test_bands_use_the_sex_in_the_profile(service: MemoryService, user_id: str) -> None:
    other = f"{user_id}-m"
    try:
        service.set_profile(user_id, ProfileIn(sex="female", birth_date="1980-01-01"))
        service.set_profile(other, ProfileIn(sex="male", birth_date="1980-01-01"))
        her = service.retain(user_id, TurnIn(text="Hemoglobin 12.5 on today's blood test", said_at=at(3)))
        him = service.retain(other, TurnIn(text="Hemoglobin 12.5 on today's blood test", said_at=at(3)))
        (h,) = [r for r in her.records if r["coordinate"] == "test:hemoglobin"]
        (m,) = [r for r in him.records if r["coordinate"] == "test:hemoglobin"]
        assert h["band_flag"] == "normal" and m["band_flag"] != "normal"
    finally:
        run_write(service.driver, "user_erase", database=service.database, user_id=other)


def test_an_unnamed_pill_is_the_one_active_regimen_of_its_kind(service: MemoryService, user_id: str) -> None:
    service.retain(user_id, TurnIn(text="Doctor put me on amlodipine 5 mg once a day", said_at=at(2)))
    service.retain(user_id, TurnIn(text="Started metformin 500 mg twice daily", said_at=at(3)))
    missed = service.retain(user_id, TurnIn(text="Missed my BP pill again yesterday", said_at=at(12)))
    assert [(r["type"], r["coordinate"], r["status"]) for r in missed.records] == [
        ("medication_intake", "drug:amlodipine", "missed")
    ]
    assert missed.records[0]["date"] == dt.date(2026, 3, 11)
