"""Curators' commands on the dictionary's files: `pia ontology diff`."""

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


def register(ontology_app: typer.Typer) -> None:
    ontology_app.command(name="diff")(diff)
