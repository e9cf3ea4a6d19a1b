"""`pia demo`: the main job on the embedded Neo4j."""

from __future__ import annotations

import typer
from neo4j.exceptions import Neo4jError, ServiceUnavailable

from pia_graph.cli.console import cli_errors, console
from pia_graph.config import get_settings
from pia_graph.db.driver import driver_session
from pia_graph.db.queries import run_read
from pia_graph.db.schema import index_states


def demo() -> None:
    """Show what the database holds (later issues make this ingest a synthetic user)."""
    settings = get_settings()
    with cli_errors(ServiceUnavailable, Neo4jError), driver_session(settings) as driver:
        indexes = index_states(driver, settings)
        counts = run_read(driver, "db_counts", database=settings.neo4j_database)
    online = sum(1 for i in indexes if i["state"] == "ONLINE")
    console.print(f"Neo4j at {settings.bolt_uri}: {online}/{len(indexes)} indexes online")
    for row in counts:
        console.print(f"  {row['label']}: {row['nodes']}")


def register(app: typer.Typer) -> None:
    app.command(name="demo")(demo)
