"""Analysts' commands: a trajectory as a table, CSV and plot; a user's report as one HTML page; the Browser guide."""

from __future__ import annotations

from pathlib import Path

import typer
from neo4j.exceptions import Neo4jError, ServiceUnavailable
from rich.table import Table

from pia_graph.cli.console import cli_errors, console
from pia_graph.config import get_settings
from pia_graph.db.driver import driver_session

browser_app = typer.Typer(help="Neo4j Browser for analysts: the style and the guide of saved queries.",
                          no_args_is_help=True)


def trajectory(
    user_id: str = typer.Argument(..., help="The user's id."),
    coordinate: str = typer.Argument(..., help="A coordinate key, e.g. test:fasting_glucose."),
    csv: Path | None = typer.Option(None, "--csv", help="Write the points (superseded ones included) as CSV."),
    plot: Path | None = typer.Option(None, "--plot", help="Write the plot as PNG."),
    all_drugs: bool = typer.Option(False, "--all-drugs", help="Draw every drug's events, not only those that act "
                                   "on the coordinate."),
) -> None:
    """One user's trajectory of one coordinate: bands, supersessions and medication events on one time axis."""
    from pia_graph.analysis.plot import plot_trajectory
    from pia_graph.analysis.trajectory import load_trajectory
    from pia_graph.ontology import load_default_dictionary

    settings = get_settings()
    with cli_errors(ServiceUnavailable, Neo4jError), driver_session(settings) as driver:
        traj = load_trajectory(driver, settings.neo4j_database, load_default_dictionary(), user_id, coordinate,
                               all_drugs=all_drugs)
    if traj.points.empty:
        console.print(f"no numeric records of {coordinate} for {user_id}")
        raise typer.Exit(1)
    table = Table("time", "value", "unit", "band", "superseded by", "record")
    for _, row in traj.points.iterrows():
        table.add_row(f"{row['time']:%Y-%m-%d %H:%M}", f"{row['value']:g}", _text(row["unit"]), _text(row["band"]),
                      _text(row["superseded_by"]), _text(row["record_id"]))
    console.print(table)
    if traj.range is not None:
        console.print(f"range {traj.range.id} ({traj.range.sex}): cuts {list(traj.range.cuts)} → "
                      f"{list(traj.range.labels)}")
    if len(traj.events):
        console.print(", ".join(f"{r['kind']} {r['coordinate']} {r['time']:%Y-%m-%d}"
                                for _, r in traj.events.iterrows()))
    if csv is not None:
        csv.parent.mkdir(parents=True, exist_ok=True)
        traj.points.to_csv(csv, index=False)
        console.print(f"csv: {csv}")
    if plot is not None:
        console.print(f"plot: {plot_trajectory(traj, plot)}")


def _text(value: object) -> str:
    """A table cell: empty for None and for pandas' missing values (NaN)."""
    return "" if value is None or value != value else str(value)


def report(
    user_id: str = typer.Argument(..., help="The user's id."),
    html: Path = typer.Option(..., "--html", help="Write the report here (one self-contained HTML page)."),
    top: int = typer.Option(8, "--top", help="How many trajectories, most recorded first."),
) -> None:
    """A user's trajectories and what is stored, on one page."""
    from pia_graph.analysis.report import write_report
    from pia_graph.ontology import load_default_dictionary

    settings = get_settings()
    with cli_errors(ServiceUnavailable, Neo4jError), driver_session(settings) as driver:
        path = write_report(driver, settings.neo4j_database, load_default_dictionary(), user_id, html, top=top)
    console.print(f"report: {path}")


@browser_app.command("guide")
def guide(
    out: Path | None = typer.Option(None, "--out", help="Where to write it (default browser/guide.html)."),
) -> None:
    """Regenerate the Browser guide from cypher/queries/analyst_*.cypher."""
    from pia_graph.analysis.browser_guide import write_guide

    console.print(f"guide: {write_guide(out)}")


@browser_app.command("url")
def url() -> None:
    """Where analysts open Browser on the embedded server (the style and guide load after connecting)."""
    settings = get_settings()
    if not settings.neo4j_http_port:
        console.print("HTTP is off (PIA_NEO4J_HTTP_PORT=0): Browser is not served")
        raise typer.Exit(1)
    console.print(f"http://127.0.0.1:{settings.neo4j_http_port}/browser/?dbms=neo4j://127.0.0.1:"
                  f"{settings.neo4j_bolt_port}&db={settings.neo4j_database}")


@browser_app.command("serve")
def serve(
    host: str = typer.Option("127.0.0.1", help="Interface to listen on."),
    port: int = typer.Option(7476, help="Port (the same as PIA_NEO4J_ASSETS_PORT by default)."),
) -> None:
    """Serve browser/ with CORS, for a Neo4j other than the embedded one (see browser/README.md)."""
    from pia_graph.analysis.browser_assets import make_server
    from pia_graph.paths import browser_dir

    server = make_server(browser_dir(), host, port)
    console.print(f"serving {browser_dir()} on http://{host}:{port}/ (style: /pia.grass, guide: /guide.html)")
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        server.server_close()


def register(app: typer.Typer) -> None:
    app.command(name="trajectory")(trajectory)
    app.command(name="report")(report)
    app.add_typer(browser_app, name="browser")
