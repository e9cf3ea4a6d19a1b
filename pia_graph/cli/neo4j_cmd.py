"""`pia neo4j start|stop|status`: the embedded Neo4j server."""

from __future__ import annotations

import time

import typer

from pia_graph.cli.console import cli_errors, console
from pia_graph.config import get_settings
from pia_graph.neo4j_server import ServerError, server_status, start_server, stop_server
from pia_graph.neo4j_server.build import ToolMissingError

neo4j_app = typer.Typer(help="The embedded Neo4j Community server (Bolt on 127.0.0.1).", no_args_is_help=True)


def _external_guard() -> None:
    settings = get_settings()
    if not settings.uses_embedded:
        console.print(f"PIA_NEO4J_URI is set ({settings.neo4j_uri}): the embedded server is not used.")
        raise typer.Exit(0)


@neo4j_app.command()
def start() -> None:
    """Build the launcher if needed, start the server in the background, wait until Bolt answers."""
    _external_guard()
    settings = get_settings()
    began = time.monotonic()
    with cli_errors(ServerError, ToolMissingError, RuntimeError):
        status = start_server(settings)
    console.print(
        f"Neo4j started in {time.monotonic() - began:.1f} s: pid {status.pid}, {status.bolt_uri}"
        + (f", Browser {status.http_url}" if status.http_url else "")
    )
    console.print(f"data {status.data_dir}, log {status.log_file}")


@neo4j_app.command()
def stop() -> None:
    """Stop the server cleanly."""
    _external_guard()
    with cli_errors(ServerError):
        stopped = stop_server(get_settings())
    console.print("Neo4j stopped." if stopped else "Neo4j was not running.")


@neo4j_app.command()
def status() -> None:
    """Say whether the server runs, with its pid, addresses and resident memory."""
    _external_guard()
    s = server_status(get_settings())
    if not s.running:
        console.print("Neo4j is not running.")
        raise typer.Exit(3)
    rss = f"{s.rss_mb:.0f} MiB" if s.rss_mb is not None else "?"
    console.print(f"Neo4j is running: pid {s.pid}, {s.bolt_uri}, resident memory {rss}")
    if s.http_url:
        console.print(f"Neo4j Browser: {s.http_url}")
    console.print(f"data {s.data_dir}, log {s.log_file}")


@neo4j_app.command()
def build(force: bool = typer.Option(False, help="Rebuild even if the cached build is current.")) -> None:
    """Build the Java launcher with Maven (done automatically on first start; cached)."""
    from pia_graph.neo4j_server import build_launcher

    with cli_errors(ToolMissingError, RuntimeError):
        result = build_launcher(get_settings().java_home, force=force)
    console.print(f"launcher ready: {result.jar}")
