"""Named Cypher queries: `cypher/queries/<name>.cypher`, read once, parameters only.

Each file holds one statement that analysts can paste into Neo4j Browser as it is. The text is typed
`LiteralString`: nothing assembled at run time reaches the driver.
"""

from __future__ import annotations

import re
from functools import cache
from typing import Any, LiteralString

from neo4j import READ_ACCESS, Driver, ManagedTransaction, RoutingControl, Session, Transaction

from pia_graph.paths import cypher_dir

_NAME = re.compile(r"^[a-z][a-z0-9_]*$")


class UnknownQueryError(LookupError):
    """No query file of that name."""


def query_names() -> list[str]:
    return sorted(p.stem for p in (cypher_dir() / "queries").glob("*.cypher"))


@cache
def query(name: str) -> LiteralString:
    if not _NAME.match(name):
        raise UnknownQueryError(f"not a query name: {name!r}")
    path = cypher_dir() / "queries" / f"{name}.cypher"
    if not path.is_file():
        raise UnknownQueryError(f"no query file {path}")
    return statement_text(path.read_text(encoding="utf-8"))


def statement_text(source: str) -> LiteralString:
    """What is sent of a query file: its statement without the lines that are only a comment, and without the
    trailing semicolon. The files keep their comments for the analysts who paste them into Neo4j Browser, but
    Neo4j reads a statement's whole text on every call, cached plan or not: the 6.3 KB of comment lines of
    `recall_records_facts` cost ~0.2 ms of its Bolt thread's CPU per recall (docs/benchmarks.md, session 60),
    and went over the wire each time. A line whose first characters are `//` is a comment to Cypher unless it
    lies inside a string literal that spans lines; no query file has one (tests/unit/test_queries_loader.py)."""
    kept = "\n".join(line for line in source.splitlines() if not line.lstrip().startswith("//"))
    return kept.strip().rstrip(";").strip()  # mypy reads LiteralString as str; the file, not a caller, is the source


def run_read(driver: Driver, name: str, database: str | None = None, **params: Any) -> list[dict[str, Any]]:
    records, _, _ = driver.execute_query(
        query(name), params, routing_=RoutingControl.READ, database_=database
    )
    return [r.data() for r in records]


def run_read_once(driver: Driver, name: str, database: str | None = None, **params: Any) -> list[dict[str, Any]]:
    """A read in an auto-commit transaction: RUN and PULL go in one round trip, where `run_read`'s managed
    transaction needs a second one for its COMMIT. Causally after this driver's writes (the same bookmark
    manager as `execute_query`); not retried on a transient error. For the recall path's statements, which
    return maps, lists and plain values, never nodes: each row is zipped with its keys, without
    `Record.data()`'s walk through every nested value (a tenth of a recall's client CPU)."""
    with driver.session(database=database, default_access_mode=READ_ACCESS,
                        bookmark_manager=driver.execute_query_bookmark_manager) as session:
        result = session.run(query(name), params)
        keys = result.keys()
        return [dict(zip(keys, r, strict=True)) for r in result]


def run_write(driver: Driver, name: str, database: str | None = None, **params: Any) -> list[dict[str, Any]]:
    records, _, _ = driver.execute_query(
        query(name), params, routing_=RoutingControl.WRITE, database_=database
    )
    return [r.data() for r in records]


def run_in_tx(tx: ManagedTransaction | Transaction, name: str, **params: Any) -> list[dict[str, Any]]:
    """Run a named query inside a transaction function (the write path's one transaction per turn)."""
    return [r.data() for r in tx.run(query(name), params)]


def run_alone(session: Session, name: str, **params: Any) -> list[dict[str, Any]]:
    """A named query as its own auto-commit transaction in the session: RUN and PULL go in one round trip and the
    server commits when the result is consumed (here, before this returns), where an explicit transaction needs a
    BEGIN and a COMMIT besides. For a write that is one statement (the write path's usual turn)."""
    return [r.data() for r in session.run(query(name), params)]
