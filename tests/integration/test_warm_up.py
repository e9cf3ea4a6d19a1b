"""The warm-up a serving process runs at start (`memory/warm_up.py`) against a real Neo4j: it runs the write path,
recall at every depth, the record reads and an HU2 regeneration for a scratch user, and leaves no trace of it
(no node with its id, no curator context quoting it, every label's count as before, a real user untouched)."""

from __future__ import annotations

import datetime as dt

import pytest
from neo4j import Driver

from pia_graph.config import Settings
from pia_graph.db.queries import run_read
from pia_graph.hu2.regenerate import Regenerator
from pia_graph.memory import MemoryService, TurnIn
from pia_graph.memory.warm_up import SCRATCH_PREFIX, warm_up, warm_up_if_on, warm_up_turns
from tests.integration.store_counts import node_counts

pytestmark = pytest.mark.integration

SAID = dt.datetime(2026, 3, 11, 8, 0, tzinfo=dt.timezone(dt.timedelta(hours=9)))


def _labels(driver: Driver, settings: Settings) -> dict[str, int]:
    return {r["label"]: r["nodes"] for r in run_read(driver, "db_counts", database=settings.neo4j_database)}


def _audit(driver: Driver, settings: Settings, user_id: str) -> dict[str, int]:
    (row,) = run_read(driver, "user_erase_audit", database=settings.neo4j_database, user_id=user_id)
    return {"nodes": row["nodes"], "contexts": row["contexts"]}


def test_warm_up_runs_every_path_and_leaves_no_trace(
    ontology_loaded: Driver, neo4j_settings: Settings, user_id: str
) -> None:
    service = MemoryService.create(ontology_loaded, neo4j_settings, embeddings=False)
    service.retain(user_id, TurnIn(text="BP 131/84 this morning, took my amlodipine", said_at=SAID))
    real_before = node_counts(service, user_id)
    labels_before = _labels(ontology_loaded, neo4j_settings)
    regenerator = Regenerator.create(ontology_loaded, neo4j_settings, service.dictionary, service.index)

    report = warm_up(service, days=2, budget_s=600, regenerator=regenerator)

    assert report.error is None
    assert report.user_id.startswith(SCRATCH_PREFIX)
    assert report.turns == len(warm_up_turns(2)) == 10
    assert report.recalls > 0 and report.skipped == []
    assert {"profile", "retain", "recall_1", "recall_2", "recall_3", "recall_auto", "records", "hu2", "erase"} <= set(
        report.steps_ms)
    assert report.erased_nodes > report.turns  # turns, records, facts, series, the job, the understanding
    assert report.remaining_nodes == 0
    assert _audit(ontology_loaded, neo4j_settings, report.user_id) == {"nodes": 0, "contexts": 0}
    assert _labels(ontology_loaded, neo4j_settings) == labels_before  # no shared node added or removed
    assert node_counts(service, user_id) == real_before
    # the service's own vector cache holds none of the scratch texts (the warm-up used a private one)
    assert not any(t.text in service.vectors._vectors for t in warm_up_turns(2))


def test_warm_up_over_budget_still_erases(ontology_loaded: Driver, neo4j_settings: Settings) -> None:
    service = MemoryService.create(ontology_loaded, neo4j_settings, embeddings=False)
    report = warm_up(service, days=1, budget_s=0.0)
    assert report.turns == 0 and "retain" in report.skipped
    assert report.remaining_nodes == 0
    assert _audit(ontology_loaded, neo4j_settings, report.user_id) == {"nodes": 0, "contexts": 0}


def test_warm_up_off_by_setting(ontology_loaded: Driver, neo4j_settings: Settings) -> None:
    off = neo4j_settings.model_copy(update={"warm_up": False})
    assert warm_up_if_on(MemoryService.create(ontology_loaded, off, embeddings=False)) is None
