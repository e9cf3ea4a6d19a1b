"""Load the real ontology into the session's Neo4j twice; check it; compare normalizations; candidates."""

from __future__ import annotations

import uuid
from datetime import UTC, datetime

import pytest
from neo4j import Driver

from pia_graph.config import Settings
from pia_graph.db.queries import run_read, run_write
from pia_graph.ontology import AliasIndex, load_default_dictionary
from pia_graph.ontology.candidates import queue_candidates
from pia_graph.ontology.check import check_database
from pia_graph.ontology.load import current_version, load_ontology
from pia_graph.ontology.normalize import normalize_alias

pytestmark = pytest.mark.integration


@pytest.fixture(scope="module")
def loaded(neo4j_driver: Driver, neo4j_settings: Settings) -> Driver:
    load_ontology(neo4j_driver, database=neo4j_settings.neo4j_database)
    return neo4j_driver


def test_second_load_changes_nothing(loaded: Driver, neo4j_settings: Settings) -> None:
    db = neo4j_settings.neo4j_database
    before = run_read(loaded, "ontology_stats", database=db)
    report = load_ontology(loaded, database=db)
    assert report.skipped and report.previous_checksum == report.checksum
    assert (report.statements, report.counters) == (0, {})  # no script ran
    assert run_read(loaded, "ontology_stats", database=db) == before
    version = current_version(loaded, db)
    assert version is not None and version["checksum"] == load_default_dictionary().checksum


def test_database_check_passes(loaded: Driver, neo4j_settings: Settings) -> None:
    db = neo4j_settings.neo4j_database
    d = load_default_dictionary()
    version = current_version(loaded, db)
    findings = check_database(
        d,
        run_read(loaded, "ontology_alias_texts", database=db),
        run_read(loaded, "ontology_terms_dump", database=db),
        {
            **run_read(loaded, "ontology_stats", database=db)[0],
            **run_read(loaded, "ontology_graph_counts", database=db)[0],
        },
        str(version["checksum"]) if version else None,
    )
    assert [f for f in findings if f.level == "error"] == []


def test_python_normalization_equals_database_norm(loaded: Driver, neo4j_settings: Settings) -> None:
    rows = run_read(loaded, "ontology_alias_texts", database=neo4j_settings.neo4j_database)
    assert len(rows) > 1000
    assert [r for r in rows if normalize_alias(r["text"]) != r["norm"]] == []
    probes = ["Ｈｂ Ａ１ｃ", "LDL-C (direct)", "a\tb\nc", "공복 혈당!!", "x·y|z\\w", "㎎/㎗", "İ", " 'quoted' "]
    got = run_read(loaded, "ontology_norm_probe", database=neo4j_settings.neo4j_database, texts=probes)
    assert {r["text"]: r["norm"] for r in got} == {t: normalize_alias(t) for t in probes}


def test_index_from_database_matches_the_scripts(loaded: Driver, neo4j_settings: Settings) -> None:
    rows = run_read(loaded, "ontology_alias_index", database=neo4j_settings.neo4j_database)
    db_index = AliasIndex.from_alias_rows(rows)
    script_index = AliasIndex.build(load_default_dictionary())
    for text in [
        "Fasting glucose 110, ALT 45, 공복혈당이 99, had a migraine today",
        "I ran out of my meds; RR 0.74 in the trial; I work at Pfizer",  # stop form, needs_cue without a cue
        "BP 120/80, HR 72, RR 16 and my Pfizer booster today",  # needs_cue with a cue
        "게보린정을 먹었고 neutrophils 62%, I take estradiol",  # product form, scale rule, generated ambiguity
    ]:
        assert [m.term_key for m in db_index.match(text)] == [m.term_key for m in script_index.match(text)], text


def test_candidate_promote_and_reject(loaded: Driver, neo4j_settings: Settings) -> None:
    db = neo4j_settings.neo4j_database
    prefix = f"zzcand{uuid.uuid4().hex[:8]}"
    index = AliasIndex.build(load_default_dictionary())
    now = datetime(2026, 3, 1, tzinfo=UTC)
    try:
        for _ in range(2):
            hits = queue_candidates(loaded, f"my {prefix}a levels were high", index, now, "en", db)
            assert [h.norm for h in hits] == [f"{prefix}a"]
        queue_candidates(loaded, f"{prefix}b test came back", index, now, "en", db)
        rows = {r["norm"]: r for r in run_read(loaded, "candidate_list", database=db, status="pending", limit=1000)}
        assert rows[f"{prefix}a"]["count"] == 2 and rows[f"{prefix}b"]["count"] == 1
        promoted = run_write(
            loaded,
            "candidate_promote",
            database=db,
            norm=f"{prefix}a",
            target="test:homocysteine",
            lang="en",
            decided_at=now.isoformat(),
        )
        assert promoted and promoted[0]["target"] == "test:homocysteine"
        index_rows = run_read(loaded, "ontology_alias_index", database=db)
        assert any(r["norm"] == f"{prefix}a" and r["targets"] == ["test:homocysteine"] for r in index_rows)
        rejected = run_write(
            loaded, "candidate_reject", database=db, norm=f"{prefix}b", decided_at=now.isoformat(), reason="test"
        )
        assert rejected[0]["status"] == "rejected"
        statuses = {
            r["norm"]: r["status"] for r in run_read(loaded, "candidate_list", database=db, status="", limit=1000)
        }
        assert statuses[f"{prefix}a"] == "promoted" and statuses[f"{prefix}b"] == "rejected"
    finally:
        run_write(loaded, "candidate_alias_delete", database=db, prefix=prefix)
        run_write(loaded, "candidate_delete", database=db, prefix=prefix)
