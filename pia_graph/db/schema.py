"""Applies `cypher/constraints/*.cypher` idempotently and waits until every index is online.

A file named in `OPTIONAL` is applied only when its setting is on, and its counterpart (which undoes it) when the
setting is off; the files themselves stay plain Cypher.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any, LiteralString, cast

from neo4j import Driver

from pia_graph.config import Settings
from pia_graph.db.queries import run_read, run_write
from pia_graph.paths import cypher_dir

log = logging.getLogger(__name__)

_STATEMENT_END = re.compile(r";\s*(?:\n|$)")
VECTOR_INDEX, VECTOR_ON, VECTOR_OFF = "fact_embedding", "04_vector.cypher", "04_vector_off.cypher"
# file applied with the setting on -> (the Settings field, the file applied in its place with it off)
OPTIONAL: dict[str, tuple[str, str]] = {VECTOR_ON: ("fact_vector_index", VECTOR_OFF)}


class SchemaError(RuntimeError):
    """The database's schema disagrees with the configured one."""


@dataclass
class SchemaReport:
    created_constraints: list[str] = field(default_factory=list)
    created_indexes: list[str] = field(default_factory=list)
    dropped_indexes: list[str] = field(default_factory=list)
    statements: int = 0

    @property
    def changed(self) -> bool:
        return bool(self.created_constraints or self.created_indexes or self.dropped_indexes)


def _skipped(settings: Settings | None) -> set[str]:
    """The optional files not applied under these settings (None: every file, for the tests that read them)."""
    if settings is None:
        return set()
    out: set[str] = set()
    for on_file, (flag, off_file) in OPTIONAL.items():
        out.add(off_file if getattr(settings, flag) else on_file)
    return out


def _statements(path_name: str) -> list[LiteralString]:
    text = "\n".join(
        line for line in (cypher_dir() / "constraints" / path_name).read_text(encoding="utf-8").splitlines()
        if not line.strip().startswith("//")
    )
    return [cast(LiteralString, stmt.strip()) for stmt in _STATEMENT_END.split(text) if stmt.strip()]


def schema_statements(settings: Settings | None = None) -> list[tuple[str, LiteralString]]:
    """(file name, statement) for the schema files these settings apply (all files with None), in file order."""
    skipped = _skipped(settings)
    return [(path.name, stmt) for path in sorted((cypher_dir() / "constraints").glob("*.cypher"))
            if path.name not in skipped for stmt in _statements(path.name)]


def _names(driver: Driver, database: str, which: str) -> set[str]:
    return {row["name"] for row in run_read(driver, which, database=database)}


def apply_schema(driver: Driver, settings: Settings, timeout_s: int = 300) -> SchemaReport:
    database = settings.neo4j_database
    before_c = _names(driver, database, "schema_constraints")
    before_i = _names(driver, database, "schema_indexes")
    params: dict[str, Any] = {"dimensions": settings.embedding_dim}
    report = SchemaReport()
    for name, stmt in schema_statements(settings):
        log.debug("schema %s: %s", name, stmt.splitlines()[0])
        driver.execute_query(stmt, params if "$dimensions" in stmt else {}, database_=database)
        report.statements += 1
    run_write(driver, "schema_await_indexes", database=database, timeout_s=timeout_s)
    after_i = _names(driver, database, "schema_indexes")
    report.created_constraints = sorted(_names(driver, database, "schema_constraints") - before_c)
    report.created_indexes = sorted(after_i - before_i - set(report.created_constraints))
    report.dropped_indexes = sorted(before_i - after_i)
    for name in report.dropped_indexes:
        log.warning("schema: dropped index %s (%s)", name,
                    "PIA_FACT_VECTOR_INDEX is off" if name == VECTOR_INDEX else "no longer in the schema files")
    check_vector_dimensions(driver, settings)
    return report


def check_vector_dimensions(driver: Driver, settings: Settings) -> None:
    for row in run_read(driver, "schema_indexes", database=settings.neo4j_database):
        if row["name"] != VECTOR_INDEX:
            continue
        config = (row.get("options") or {}).get("indexConfig", {})
        dims = config.get("vector.dimensions")
        if dims is not None and int(dims) != settings.embedding_dim:
            raise SchemaError(
                f"vector index fact_embedding has {dims} dimensions but the embedding model "
                f"{settings.embedding_model} gives {settings.embedding_dim}; drop the index and re-embed"
            )


def index_states(driver: Driver, settings: Settings) -> list[dict[str, Any]]:
    return run_read(driver, "schema_indexes", database=settings.neo4j_database)


def has_vector_index(driver: Driver, settings: Settings) -> bool:
    return VECTOR_INDEX in _names(driver, settings.neo4j_database, "schema_indexes")


@contextmanager
def fact_vector_index(driver: Driver, settings: Settings, timeout_s: int = 900) -> Iterator[bool]:
    """The vector index present for a measurement of `vector_mode="index"`, whatever PIA_FACT_VECTOR_INDEX says:
    made (and awaited) when absent and dropped again on leaving unless the setting keeps it. Yields whether it
    was made here."""
    database = settings.neo4j_database
    made = not has_vector_index(driver, settings)
    if made:
        for stmt in _statements(VECTOR_ON):
            driver.execute_query(stmt, {"dimensions": settings.embedding_dim}, database_=database)
        run_write(driver, "schema_await_indexes", database=database, timeout_s=timeout_s)
        log.info("schema: made index %s for this measurement", VECTOR_INDEX)
    check_vector_dimensions(driver, settings)
    try:
        yield made
    finally:
        if made and not settings.fact_vector_index:
            for stmt in _statements(VECTOR_OFF):
                driver.execute_query(stmt, database_=database)
            log.info("schema: dropped index %s again (PIA_FACT_VECTOR_INDEX is off)", VECTOR_INDEX)
