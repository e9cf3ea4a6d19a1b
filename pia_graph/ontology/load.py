"""Load the ontology scripts into Neo4j: every script in file-name order, one transaction per script,
then the DictionaryVersion. Loading the same scripts again (same checksum) changes nothing."""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path

from neo4j import Driver, ManagedTransaction

from pia_graph.db.queries import run_read, run_write
from pia_graph.ontology.cypher_literal import split_statements
from pia_graph.ontology.scripts import read_version, script_paths, scripts_checksum
from pia_graph.paths import ontology_dir

log = logging.getLogger(__name__)


@dataclass
class LoadReport:
    version: str
    checksum: str
    skipped: bool = False
    previous_checksum: str | None = None
    scripts: list[str] = field(default_factory=list)
    statements: int = 0
    counters: dict[str, int] = field(default_factory=dict)


def current_version(driver: Driver, database: str | None = None) -> dict[str, object] | None:
    rows = run_read(driver, "ontology_version_get", database=database)
    return rows[0] if rows else None


def _run_script(tx: ManagedTransaction, statements: list[str]) -> dict[str, int]:
    totals: dict[str, int] = {}
    for stmt in statements:
        # The statement comes from a curated script file in the repository, never from user input.
        summary = tx.run(stmt).consume()
        for name, value in vars(summary.counters).items():
            if isinstance(value, int) and not isinstance(value, bool) and value:
                key = name.lstrip("_")
                totals[key] = totals.get(key, 0) + value
    return totals


def load_ontology(
    driver: Driver,
    path: Path | None = None,
    database: str | None = None,
    force: bool = False,
    now: datetime | None = None,
    on_script: Callable[[str, int, int], None] | None = None,
) -> LoadReport:
    """Run every ``ontology/*.cypher`` script unless the loaded checksum is already this one."""
    folder = Path(path) if path is not None else ontology_dir()
    paths = script_paths(folder)
    checksum = scripts_checksum(paths)
    version = read_version(folder)
    report = LoadReport(version=version, checksum=checksum, scripts=[p.name for p in paths])
    current = current_version(driver, database)
    report.previous_checksum = str(current["checksum"]) if current else None
    if current and current["checksum"] == checksum and not force:
        report.skipped = True
        log.info("ontology %s already loaded (checksum %s); nothing to do", version, checksum[:12])
        return report
    if current is not None:
        # An upgrade: what the scripts create is rebuilt, so removals in the scripts take effect.
        run_write(driver, "ontology_prune", database=database)
    for n, p in enumerate(paths, start=1):
        if on_script is not None:
            on_script(p.name, n, len(paths))
        statements = split_statements(p.read_text(encoding="utf-8"))
        with driver.session(database=database) as session:
            counters = session.execute_write(_run_script, statements)
        report.statements += len(statements)
        for key, value in counters.items():
            report.counters[key] = report.counters.get(key, 0) + value
        log.debug("loaded %s (%d statements) %s", p.name, len(statements), counters or "")
    loaded_at = (now or datetime.now(UTC)).isoformat()
    run_write(
        driver,
        "ontology_version_set",
        database=database,
        version=version,
        checksum=checksum,
        loaded_at=loaded_at,
        scripts=report.scripts,
    )
    return report
