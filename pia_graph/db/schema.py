"""Applies `cypher/constraints/*.cypher` idempotently and waits until every index is online."""

from __future__ import annotations

import logging
import re
from dataclasses import dataclass, field
from typing import Any, LiteralString, cast

from neo4j import Driver

from pia_graph.config import Settings
from pia_graph.db.queries import run_read, run_write
from pia_graph.paths import cypher_dir

log = logging.getLogger(__name__)

_STATEMENT_END = re.compile(r";\s*(?:\n|$)")


class SchemaError(RuntimeError):
    """The database's schema disagrees with the configured one."""


@dataclass
class SchemaReport:
    created_constraints: list[str] = field(default_factory=list)
    created_indexes: list[str] = field(default_factory=list)
    statements: int = 0

    @property
    def changed(self) -> bool:
        return bool(self.created_constraints or self.created_indexes)


def schema_statements() -> list[tuple[str, LiteralString]]:
    """(file name, statement) for every statement of the schema files, in file order."""
    out: list[tuple[str, LiteralString]] = []
    for path in sorted((cypher_dir() / "constraints").glob("*.cypher")):
        text = "\n".join(
            line for line in path.read_text(encoding="utf-8").splitlines() if not line.strip().startswith("//")
        )
        for stmt in _STATEMENT_END.split(text):
            if stmt.strip():
                out.append((path.name, cast(LiteralString, stmt.strip())))
    return out


def _names(driver: Driver, database: str, which: str) -> set[str]:
    return {row["name"] for row in run_read(driver, which, database=database)}


def apply_schema(driver: Driver, settings: Settings, timeout_s: int = 300) -> SchemaReport:
    database = settings.neo4j_database
    before_c = _names(driver, database, "schema_constraints")
    before_i = _names(driver, database, "schema_indexes")
    params: dict[str, Any] = {"dimensions": settings.embedding_dim}
    report = SchemaReport()
    for name, stmt in schema_statements():
        log.debug("schema %s: %s", name, stmt.splitlines()[0])
        driver.execute_query(stmt, params if "$dimensions" in stmt else {}, database_=database)
        report.statements += 1
    run_write(driver, "schema_await_indexes", database=database, timeout_s=timeout_s)
    report.created_constraints = sorted(_names(driver, database, "schema_constraints") - before_c)
    report.created_indexes = sorted(
        _names(driver, database, "schema_indexes") - before_i - set(report.created_constraints)
    )
    check_vector_dimensions(driver, settings)
    return report


def check_vector_dimensions(driver: Driver, settings: Settings) -> None:
    for row in run_read(driver, "schema_indexes", database=settings.neo4j_database):
        if row["name"] != "fact_embedding":
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
