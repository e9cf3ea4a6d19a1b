"""The curator's round trip on the real Neo4j: add an alias to a script, check, load, and the gate matches it;
the real dictionary is loaded back afterwards, so other tests see it unchanged."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from neo4j import Driver

from pia_graph.config import Settings
from pia_graph.db.queries import run_read
from pia_graph.ontology import AliasIndex
from pia_graph.ontology.check import check_dictionary
from pia_graph.ontology.curate import add_curated_alias
from pia_graph.ontology.load import current_version, load_ontology
from pia_graph.ontology.scripts import parse_scripts
from pia_graph.paths import ontology_dir


@pytest.fixture
def curated_copy(ontology_loaded: Driver, neo4j_settings: Settings, tmp_path: Path) -> Iterator[Path]:
    folder = Path(shutil.copytree(ontology_dir(), tmp_path / "ontology"))
    yield folder
    load_ontology(ontology_loaded, database=neo4j_settings.neo4j_database)  # the real dictionary again


def _gate(driver: Driver, settings: Settings) -> AliasIndex:
    return AliasIndex.from_alias_rows(run_read(driver, "ontology_alias_index", database=settings.neo4j_database))


def test_an_alias_added_to_a_script_is_checked_loaded_and_matched(
    ontology_loaded: Driver, neo4j_settings: Settings, curated_copy: Path
) -> None:
    db = neo4j_settings.neo4j_database
    word = "zorbastatin"
    assert not [m for m in _gate(ontology_loaded, neo4j_settings).match(f"took my {word} today", "en")
                if m.term_key == "drug:atorvastatin"]
    written = add_curated_alias("drug:atorvastatin", word, "en", source="curator", folder=curated_copy)
    dictionary = parse_scripts(curated_copy)
    assert not [f for f in check_dictionary(dictionary, folder=curated_copy) if f.level == "error"]
    report = load_ontology(ontology_loaded, path=curated_copy, database=db)
    assert not report.skipped and report.version == written.version_after
    version = current_version(ontology_loaded, db)
    assert version is not None and version["version"] == written.version_after
    matches = _gate(ontology_loaded, neo4j_settings).match(f"took my {word} today", "en")
    assert [m.term_key for m in matches] == ["drug:atorvastatin"]
