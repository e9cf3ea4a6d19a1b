"""`pia db init|status`: the schema and what the database holds."""

from __future__ import annotations

import typer
from neo4j.exceptions import Neo4jError, ServiceUnavailable
from rich.table import Table

from pia_graph.cli.console import cli_errors, console
from pia_graph.config import get_settings
from pia_graph.db.driver import driver_session
from pia_graph.db.queries import run_read
from pia_graph.db.schema import SchemaError, apply_schema, index_states

db_app = typer.Typer(help="Schema and status of the Neo4j database.", no_args_is_help=True)


@db_app.command()
def init() -> None:
    """Apply cypher/constraints/*.cypher idempotently and wait until every index is online."""
    settings = get_settings()
    with cli_errors(SchemaError, ServiceUnavailable, Neo4jError), driver_session(settings) as driver:
        report = apply_schema(driver, settings)
    if report.changed:
        console.print(
            f"schema applied: {len(report.created_constraints)} constraints and "
            f"{len(report.created_indexes)} indexes created"
            + (f", dropped: {', '.join(report.dropped_indexes)}" if report.dropped_indexes else "")
        )
    else:
        console.print(f"schema up to date ({report.statements} statements, nothing changed)")


@db_app.command()
def status() -> None:
    """Print the indexes with their state and node counts by label."""
    settings = get_settings()
    with cli_errors(ServiceUnavailable, Neo4jError), driver_session(settings) as driver:
        indexes = index_states(driver, settings)
        counts = run_read(driver, "db_counts", database=settings.neo4j_database)
    console.print(f"database {settings.neo4j_database} at {settings.bolt_uri}")
    table = Table("index", "type", "state", "on")
    for row in indexes:
        on = f"{','.join(row['labelsOrTypes'] or [])}({','.join(row['properties'] or [])})"
        table.add_row(row["name"], row["type"], row["state"], on)
    console.print(table)
    nodes = Table("label", "nodes")
    for row in counts:
        nodes.add_row(row["label"], str(row["nodes"]))
    console.print(nodes)
