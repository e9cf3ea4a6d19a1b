"""Curators' commands: `pia ontology diff` (the dictionary's files), `pia ontology rejections` (records the rules
left out)."""

from __future__ import annotations

import json
from contextlib import ExitStack
from pathlib import Path

import typer

from pia_graph.cli.console import cli_errors, console


def _entries(value: object) -> list[object]:
    """One section of the diff report as printable entries: a mapping's (key, fields) pairs, a list's items."""
    if isinstance(value, dict):
        return list(value.items())
    return list(value) if isinstance(value, list) else [value]


def diff(
    old: str = typer.Argument(..., help="A folder of ontology scripts, or a git revision (e.g. HEAD~3, main)."),
    new: str = typer.Argument("ontology", help="A folder or revision to compare with (default: the working files)."),
    as_json: bool = typer.Option(False, "--json", help="Print JSON."),
) -> None:
    """What changed between two versions of the dictionary: terms, aliases, concepts, ranges, mechanisms."""
    from pia_graph.ontology.diff import diff_dictionaries, ontology_at
    from pia_graph.ontology.scripts import parse_scripts

    with ExitStack() as stack, cli_errors(ValueError):
        folders = [Path(x) if Path(x).is_dir() else stack.enter_context(ontology_at(x)) for x in (old, new)]
        report = diff_dictionaries(parse_scripts(folders[0]), parse_scripts(folders[1]))
    if as_json:
        console.print_json(json.dumps(report.as_dict()))
        return
    console.print(f"dictionary {report.version_from} → {report.version_to}")
    if report.empty:
        console.print("no differences")
        return
    for name, value in report.as_dict().items():
        if name.startswith("version"):
            continue
        items = _entries(value)
        console.print(f"[bold]{name}[/] ({len(items)})")
        for item in items[:50]:
            console.print(f"  {item}")
        if len(items) > 50:
            console.print(f"  ... and {len(items) - 50} more")


def rejections(
    user: str = typer.Option("", "--user", help="One user's (default: every user's)."),
    code: str = typer.Option(
        "", "--code", help="One reason code: out_of_bounds, dated_after_said_at, part_of_rejected."),
    limit: int = typer.Option(50, help="How many to show."),
    as_json: bool = typer.Option(False, "--json", help="Print JSON."),
) -> None:
    """Records the rules rejected (left out, the rest of the turn stored), newest first: the reason code, the rule
    and the evidence span in the turn. A run of one rule's rejections on plausible values is a bound to fix."""
    from neo4j.exceptions import Neo4jError, ServiceUnavailable
    from rich.table import Table

    from pia_graph.config import get_settings
    from pia_graph.db.driver import driver_session
    from pia_graph.db.queries import run_read

    settings = get_settings()
    with cli_errors(ServiceUnavailable, Neo4jError), driver_session(settings) as driver:
        db = settings.neo4j_database
        # One user's rejections seek that user's nodes; every user's read them all: two files, chosen here.
        rows = (run_read(driver, "rejections_list_user", database=db, user_id=user, code=code, limit=limit) if user
                else run_read(driver, "rejections_list_all", database=db, code=code, limit=limit))
    if as_json:
        console.print_json(json.dumps(rows, default=str))
        return
    table = Table("said at", "user", "reason", "rule", "coordinate", "value", "span", "turn")
    for r in rows:
        table.add_row(str(r["said_at"])[:16], str(r["user_id"]), str(r["reason"]), str(r["rule_id"] or ""),
                      str(r["coordinate"] or ""), str(r["value"] if r["value"] is not None else ""),
                      str(r["span"]), str(r["text"] or "")[:60])
    console.print(table)


def register(ontology_app: typer.Typer) -> None:
    ontology_app.command(name="diff")(diff)
    ontology_app.command(name="rejections")(rejections)
