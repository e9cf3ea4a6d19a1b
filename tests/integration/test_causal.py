"""The causal layer against the real Neo4j: kept links as CAUSES edges, pruned ones only as audit candidates,
depth 3 from the stored run (recomputed when the records change), erasure and isolation."""

from __future__ import annotations

import datetime as dt
import json
import uuid
from collections.abc import Iterator

import pytest
from neo4j import Driver
from typer.testing import CliRunner

from pia_graph.causal.depth3 import depth3_for
from pia_graph.cli.main import app
from pia_graph.config import Settings
from pia_graph.db.queries import run_read, run_write
from pia_graph.memory import MemoryService, ProfileIn, TurnIn

pytestmark = pytest.mark.integration

EST = dt.timezone(dt.timedelta(hours=-5))
HISTORY = [
    ("2026-01-06", "Doctor put me on amlodipine 5 mg once a day for my blood pressure."),
    ("2026-01-12", "BP 132/84 this morning."),
    ("2026-01-26", "BP 128/82."),
    ("2026-02-09", "BP 126/80."),
    ("2026-02-20", "Got my flu shot at the pharmacy today."),
    ("2026-03-02", "Forgot my amlodipine this morning."),
    ("2026-03-05", "Missed my amlodipine again yesterday."),
    ("2026-03-09", "BP 138/88."),
    ("2026-03-16", "Forgot the amlodipine twice this week."),
    ("2026-03-23", "BP 142/91 this morning."),
    ("2026-03-30", "My blood type is B+."),
    ("2026-04-06", "Missed my amlodipine Saturday and Sunday."),
    ("2026-04-08", "BP 146/93."),
]
ASKED = dt.datetime(2026, 4, 10, 20, 0, tzinfo=EST)
BP = ["vital:systolic_bp", "vital:diastolic_bp"]


@pytest.fixture(scope="module")
def service(ontology_loaded: Driver, neo4j_settings: Settings) -> Iterator[MemoryService]:
    yield MemoryService.create(ontology_loaded, neo4j_settings, embeddings=False)


def _tell(service: MemoryService, user_id: str, history: list[tuple[str, str]]) -> None:
    service.set_profile(user_id, ProfileIn(sex="male", birth_date="1968-07-14"))
    for day, text in history:
        said = dt.datetime.fromisoformat(f"{day}T08:00:00-05:00")
        service.retain(user_id, TurnIn(text=text, said_at=said))


def _candidates(service: MemoryService, user_id: str) -> dict[tuple[str, str], dict]:
    rows = run_read(service.driver, "causal_candidates_get", database=service.database, user_id=user_id,
                    coordinate="")
    return {(r["candidate"]["cause"], r["candidate"]["effect"]): r["candidate"] for r in rows}


def test_depth3_keeps_the_missed_doses_and_never_the_blood_type(service: MemoryService, user_id: str) -> None:
    _tell(service, user_id, HISTORY)
    depth3 = depth3_for(service.driver, service.database, user_id, BP, ASKED)
    assert [(t.coordinate, t.direction, t.n) for t in depth3.trends] == [
        ("vital:systolic_bp", "up", 6), ("vital:diastolic_bp", "up", 6)]
    # the missed doses into both readings of the pressure, and nothing else (no blood type, no flu shot)
    assert [(c.cause, c.effect, c.rule, c.lag_days, c.confidence) for c in depth3.causal] == [
        ("drug:amlodipine", "vital:diastolic_bp", "mechanism", 7.0, 0.75),
        ("drug:amlodipine", "vital:systolic_bp", "mechanism", 7.0, 0.75)]
    kept = depth3.causal[1]
    assert kept.mechanism == ("drug:amlodipine missed → vital:systolic_bp up [P0D, P3D] "
                              "(clinical pharmacology; curated)")
    assert len(kept.evidence) == 8
    assert [(a["coordinate"], a["since"], a["weeks_with_missed"], a["missed"]) for a in depth3.adherence] == [
        ("drug:amlodipine", "2026-01-06", 3, 5)]

    audit = _candidates(service, user_id)
    assert audit[("profile:blood_type", "vital:systolic_bp")]["reason"] == "static_attribute"
    assert audit[("vaccine:influenza", "vital:systolic_bp")]["reason"] == "no_mechanism"
    assert audit[("drug:amlodipine", "vital:systolic_bp")]["kept"] is True
    pruned = {pair for pair, c in audit.items() if not c["kept"]}
    stored = run_read(service.driver, "causal_links_get", database=service.database, user_id=user_id)[0]["links"]
    assert all(link["user_id"] == user_id for link in stored)
    assert sorted((link["cause"], link["effect"]) for link in stored) == sorted(
        (c.cause, c.effect) for c in depth3.causal)
    assert not {(link["cause"], link["effect"]) for link in stored} & pruned


def test_the_stored_run_is_served_until_the_records_change(service: MemoryService, user_id: str) -> None:
    _tell(service, user_id, HISTORY[:4])
    depth3_for(service.driver, service.database, user_id, BP, ASKED)
    first = run_read(service.driver, "causal_run_stats_user", database=service.database, user_id=user_id)[0]
    depth3_for(service.driver, service.database, user_id, BP, ASKED)
    again = run_read(service.driver, "causal_run_stats_user", database=service.database, user_id=user_id)[0]
    assert again["computed_at"] == first["computed_at"]
    _tell(service, user_id, HISTORY[4:6])
    depth3_for(service.driver, service.database, user_id, BP, ASKED)
    after = run_read(service.driver, "causal_run_stats_user", database=service.database, user_id=user_id)[0]
    assert after["computed_at"] != first["computed_at"] and after["records"] > first["records"]


def test_one_users_run_stats_are_that_users_row_of_every_users(service: MemoryService, user_id: str) -> None:
    """`pia causal stats` reads causal_run_stats_all; one user's run is causal_run_stats_user (a seek on the
    unique CausalRun(user_id)): the same row."""
    _tell(service, user_id, HISTORY[:4])
    depth3_for(service.driver, service.database, user_id, BP, ASKED)
    mine = run_read(service.driver, "causal_run_stats_user", database=service.database, user_id=user_id)
    every = run_read(service.driver, "causal_run_stats_all", database=service.database)
    assert len(mine) == 1 and mine == [r for r in every if r["user_id"] == user_id]
    other = f"test-{uuid.uuid4().hex[:12]}"
    assert run_read(service.driver, "causal_run_stats_user", database=service.database, user_id=other) == []


def test_the_cli_sums_every_users_runs(service: MemoryService, user_id: str, cli_env: None) -> None:
    _tell(service, user_id, HISTORY[:4])
    depth3_for(service.driver, service.database, user_id, BP, ASKED)
    mine = json.loads(run_read(service.driver, "causal_run_stats_user", database=service.database,
                               user_id=user_id)[0]["stats"])
    users = len(run_read(service.driver, "causal_run_stats_all", database=service.database))
    result = CliRunner().invoke(app, ["causal", "stats", "--json"])
    assert result.exit_code == 0, result.output
    out = json.loads(result.output)
    assert out["users"] >= users >= 1 and out["candidates"] >= mine["candidates"] > 0


def test_erasure_removes_the_causal_run_and_other_users_see_nothing(service: MemoryService) -> None:
    owner, other = f"test-{uuid.uuid4().hex[:12]}", f"test-{uuid.uuid4().hex[:12]}"
    try:
        _tell(service, owner, HISTORY)
        _tell(service, other, HISTORY[:2])
        owned = depth3_for(service.driver, service.database, owner, BP, ASKED).causal
        assert [(c.cause, c.effect) for c in owned] == [("drug:amlodipine", "vital:diastolic_bp"),
                                                        ("drug:amlodipine", "vital:systolic_bp")]
        assert depth3_for(service.driver, service.database, other, BP, ASKED).causal == []
        run_write(service.driver, "user_erase", database=service.database, user_id=owner)
        left = run_read(service.driver, "user_nodes_count", database=service.database, user_id=owner)
        assert left == []
        assert run_read(service.driver, "causal_links_get", database=service.database, user_id=owner)[0]["links"] == []
    finally:
        for uid in (owner, other):
            run_write(service.driver, "user_erase", database=service.database, user_id=uid)


def test_recall_answers_a_why_question_at_depth_3(service: MemoryService, user_id: str) -> None:
    from pia_graph.memory.recall_models import QueryIn

    _tell(service, user_id, HISTORY)
    out = service.recall(user_id, QueryIn(text="Why has my blood pressure been going up?", said_at=ASKED))
    assert out.depth == 3 and out.depth3 is not None and out.snapshot is not None
    assert out.read.read is True
    # the same kept links as depth 3 computes directly: the missed amlodipine into both readings, nothing else
    assert [(c.cause, c.effect) for c in out.depth3.causal] == [("drug:amlodipine", "vital:diastolic_bp"),
                                                               ("drug:amlodipine", "vital:systolic_bp")]
    assert [(t.coordinate, t.direction) for t in out.depth3.trends] == [("vital:systolic_bp", "up"),
                                                                       ("vital:diastolic_bp", "up")]
    assert out.context.tokens <= 1500
    causal_lines = [ln for ln in out.context.text.splitlines() if ln.startswith("causal:")]
    assert len(causal_lines) == 2 and all("amlodipine" in ln.lower() for ln in causal_lines)
    # every causal line cites the records behind its link, and those ids are among the pack's citations
    for link, line in zip(out.depth3.causal, causal_lines, strict=True):
        assert link.evidence and line.endswith("[" + ", ".join(link.evidence) + "]")
        assert set(link.evidence) <= set(out.context.cited_ids)
