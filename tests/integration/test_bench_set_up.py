"""`pia bench all` sets up what it needs of a database itself (`set_up_store`): the schema and, where none is
loaded, the dictionary; run again it changes nothing."""

from __future__ import annotations

import pytest
from neo4j import Driver

from pia_graph.cli.bench_store import set_up_store
from pia_graph.config import Settings
from pia_graph.db.queries import run_read
from pia_graph.ontology import load_default_dictionary
from pia_graph.ontology.load import current_version

pytestmark = pytest.mark.integration


def test_set_up_store_leaves_the_schema_and_the_dictionary_and_is_idempotent(
    neo4j_driver: Driver, neo4j_settings: Settings
) -> None:
    db = neo4j_settings.neo4j_database
    first = set_up_store(neo4j_driver, neo4j_settings)
    indexes = {row["name"] for row in run_read(neo4j_driver, "schema_indexes", database=db)}
    # recall's full-text lookup, whose absence made `pia bench all` fail on a bare database
    assert {"fact_words_user", "record_user_coordinate_time", "turn_id"} <= indexes
    version = current_version(neo4j_driver, db)
    assert version is not None and version["checksum"] == load_default_dictionary().checksum
    assert first["ontology"]["checksum"] == version["checksum"]
    again = set_up_store(neo4j_driver, neo4j_settings)
    assert again["schema_created"] == [] and again["ontology"] == {"found": version["version"],
                                                                   "checksum": version["checksum"]}
