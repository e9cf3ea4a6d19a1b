"""What a benchmark needs of a bare database, shared by `pia bench all`, `write` and `recall` (a fresh `PIA_HOME`
has no schema and no dictionary)."""

from __future__ import annotations

import logging
from typing import Any

from neo4j import Driver

from pia_graph.config import Settings
from pia_graph.db.schema import apply_schema
from pia_graph.ontology.load import current_version, load_ontology
from pia_graph.ontology.scripts import script_paths, scripts_checksum

log = logging.getLogger(__name__)


def set_up_store(driver: Driver, settings: Settings) -> dict[str, Any]:
    """What the benchmark needs of a bare database, as `pia db init` and `pia ontology load` would leave it: the
    schema (idempotent: `IF NOT EXISTS`; without it recall's full-text and vector lookups fail) and, where no
    dictionary is loaded, this tree's ontology (the alias index and the records' terms come from it). A database
    that holds another version of the dictionary is left as it is (`pia ontology load` upgrades it), with a
    warning."""
    schema = apply_schema(driver, settings)
    database = settings.neo4j_database
    current = current_version(driver, database)
    if current is None:
        report = load_ontology(driver, database=database)
        ontology: dict[str, object] = {"loaded": report.version, "checksum": report.checksum}
    else:
        ontology = {"found": current.get("version"), "checksum": current.get("checksum")}
        checksum = scripts_checksum(script_paths())
        if current.get("checksum") != checksum:
            log.warning("the database holds another dictionary (%s) than this tree's: `pia ontology load` "
                        "upgrades it", current.get("version"))
    return {"schema_created": schema.created_constraints + schema.created_indexes, "ontology": ontology}
