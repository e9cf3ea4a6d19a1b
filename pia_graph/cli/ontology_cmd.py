"""`pia ontology load|check|stats|candidates`: the medical dictionary in ontology/*.cypher."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from typing import Any

import typer
from neo4j.exceptions import Neo4jError, ServiceUnavailable
from rich.progress import Progress
from rich.table import Table

from pia_graph.cli.console import cli_errors, console, err_console
from pia_graph.config import get_settings
from pia_graph.db.driver import driver_session
from pia_graph.db.queries import run_read, run_write
from pia_graph.ontology.alias_gate import AliasIndex
from pia_graph.ontology.build import build as build_scripts
from pia_graph.ontology.build import write as write_scripts
from pia_graph.ontology.check import Finding, check_database, check_dictionary, read_coordinates
from pia_graph.ontology.coverage import coverage as coverage_report
from pia_graph.ontology.false_match import false_matches
from pia_graph.ontology.load import current_version, load_ontology
from pia_graph.ontology.scripts import parse_scripts
from pia_graph.ontology.stats import dictionary_stats
from pia_graph.paths import ontology_dir, shared_eval_dir

ontology_app = typer.Typer(
    help="The versioned medical dictionary: load, check, stats, candidate queue.", no_args_is_help=True
)
candidates_app = typer.Typer(help="Unknown health terms waiting for a curator.", no_args_is_help=True)
ontology_app.add_typer(candidates_app, name="candidates")


@ontology_app.command()
def load(force: bool = typer.Option(False, "--force", help="Run the scripts even if this checksum is loaded.")) -> None:
    """Run every ontology/*.cypher script (one transaction each) and record the DictionaryVersion."""
    settings = get_settings()
    dictionary = parse_scripts(None)
    problems = [f for f in check_dictionary(dictionary) if f.level == "error"]
    if problems:
        _print_findings(problems)
        err_console.print("[bold red]error:[/] the scripts do not pass `pia ontology check`; nothing loaded")
        raise typer.Exit(1)
    with (
        cli_errors(ServiceUnavailable, Neo4jError),
        driver_session(settings) as driver,
        Progress(console=console, transient=True) as progress,
    ):
        task = progress.add_task("loading the dictionary", total=None)

        def advance(name: str, n: int, total: int) -> None:
            progress.update(task, total=total, completed=n - 1, description=f"loading {name}")

        report = load_ontology(driver, database=settings.neo4j_database, force=force, on_script=advance)
    if report.skipped:
        console.print(f"ontology {report.version} ({report.checksum[:12]}) already loaded: nothing changed")
        return
    changes = ", ".join(f"{k} {v}" for k, v in sorted(report.counters.items())) or "no changes"
    console.print(
        f"loaded ontology {report.version} ({report.checksum[:12]}) from {len(report.scripts)} scripts: {changes}"
    )


@ontology_app.command()
def check(offline: bool = typer.Option(False, "--offline", help="Check the scripts only, not the database.")) -> None:
    """Validate the scripts (units, aliases, coordinates, ranges, lags) and what the database holds."""
    dictionary = parse_scripts(None)
    coordinates_path = shared_eval_dir() / "coordinates.tsv"
    coordinates = read_coordinates(coordinates_path) if coordinates_path.is_file() else None
    if coordinates is None:
        err_console.print(f"[yellow]warning:[/] {coordinates_path} not found; required coordinates not checked")
    findings = check_dictionary(dictionary, coordinates)
    if not offline:
        settings = get_settings()
        with cli_errors(ServiceUnavailable, Neo4jError), driver_session(settings) as driver:
            db = settings.neo4j_database
            version = current_version(driver, db)
            findings += check_database(
                dictionary,
                run_read(driver, "ontology_alias_texts", database=db),
                run_read(driver, "ontology_terms_dump", database=db),
                {
                    **run_read(driver, "ontology_stats", database=db)[0],
                    **run_read(driver, "ontology_graph_counts", database=db)[0],
                },
                str(version["checksum"]) if version else None,
            )
    _print_findings(findings)
    errors = sum(f.level == "error" for f in findings)
    if errors:
        err_console.print(f"[bold red]{errors} errors[/]")
        raise typer.Exit(1)
    where = "scripts" if offline else "scripts and database"
    console.print(f"ontology check passed ({where}; {len(findings)} warnings)")


@ontology_app.command()
def stats(as_json: bool = typer.Option(False, "--json", help="Print JSON.")) -> None:
    """Counts: terms by kind, distinct normalized aliases by language, ranges, concepts, mechanisms."""
    data = dictionary_stats(parse_scripts(None))
    if as_json:
        console.print_json(json.dumps(data))
        return
    table = Table("measure", "value")
    for key, value in data.items():
        if isinstance(value, dict):
            value = ", ".join(f"{k} {v}" for k, v in value.items())
        table.add_row(key, str(value))
    console.print(table)


@ontology_app.command()
def coverage(as_json: bool = typer.Option(False, "--json", help="Print JSON (with the missing names).")) -> None:
    """How much of the public reference lists (ontology/sources/reference/) the dictionary reaches."""
    dictionary = parse_scripts(None)
    data = coverage_report(dictionary, AliasIndex.build(dictionary))
    if as_json:
        console.print_json(json.dumps(data, ensure_ascii=False))
        return
    table = Table("list", "reached", "total", "share", "target", "missing (first 5)")
    for name, row in data["lists"].items():
        target = "" if row["target"] is None else f"{row['target']:.0%}"
        table.add_row(
            name, str(row["reached"]), str(row["total"]), f"{row['share']:.1%}", target, ", ".join(row["missing"][:5])
        )
    console.print(table)


@ontology_app.command("false-matches")
def false_matches_cmd(as_json: bool = typer.Option(False, "--json", help="Print JSON with every match.")) -> None:
    """Dictionary matches in ordinary public-domain prose (ontology/sources/ordinary/), per 10,000 words."""
    dictionary = parse_scripts(None)
    data = false_matches(AliasIndex.build(dictionary))
    if as_json:
        console.print_json(json.dumps(data, ensure_ascii=False))
        return
    table = Table("file", "words", "false", "right sense", "per 10k words", "everyday mentions")
    for f in data["files"]:
        table.add_row(
            f["file"], str(f["words"]), str(f["false_matches"]), str(f["right_sense_matches"]),
            f"{f['per_10k_words']:.2f}", str(f["everyday_mentions"]),
        )
    console.print(table)
    console.print(
        f"{data['false_matches']} false matches in {data['words']} words: {data['per_10k_words']:.2f} per 10,000 "
        f"(target <= {data['target_per_10k_words']}); {data['unreviewed']} not yet reviewed"
    )
    for f in data["files"]:
        for m in f["matches"]:
            if m["verdict"] != "right":
                console.print(f"  {m['verdict']}: {m['surface']!r} -> {m['term']} in {m['sentence']!r}")


@ontology_app.command()
def build(
    check_only: bool = typer.Option(False, "--check", help="Write nothing; exit 1 when a generated script is stale."),
) -> None:
    """Rebuild the generated scripts (ontology/*_generated.cypher) from ontology/sources/."""
    report = build_scripts()
    if check_only:
        stale = [n for n, text in report.files.items() if (ontology_dir() / n).read_text(encoding="utf-8") != text]
        console.print("generated scripts up to date" if not stale else f"stale: {', '.join(stale)}")
        raise typer.Exit(1 if stale else 0)
    for path in write_scripts(report):
        console.print(f"wrote {path.name}")
    console.print(
        f"{report.new_terms} new terms, {report.extended_terms} extended, {report.aliases} aliases, "
        f"{report.ingredient_links} ingredient links, {report.ambiguities} ambiguous forms; "
        f"{len(report.skipped)} aliases left out (see scripts/build_dictionary.py for the list)"
    )


@candidates_app.command("list")
def candidates_list(
    status: str = typer.Option("pending", help="pending | promoted | rejected | all"),
    limit: int = typer.Option(50, help="How many to show."),
) -> None:
    """The candidate queue, most seen first."""
    settings = get_settings()
    with cli_errors(ServiceUnavailable, Neo4jError), driver_session(settings) as driver:
        rows = run_read(
            driver,
            "candidate_list",
            database=settings.neo4j_database,
            status="" if status == "all" else status,
            limit=limit,
        )
    table = Table("norm", "text", "count", "status", "cue", "last seen", "context")
    for r in rows:
        table.add_row(
            r["norm"],
            r["text"],
            str(r["count"]),
            r["status"],
            str(r.get("cue") or ""),
            str(r.get("last_seen") or ""),
            str(r.get("context") or "")[:60],
        )
    console.print(table)


@candidates_app.command("promote")
def candidates_promote(
    norm: str = typer.Argument(..., help="The candidate's norm."),
    target: str = typer.Argument(..., help="A term or concept key, e.g. test:homocysteine."),
    lang: str = typer.Option("en", help="Language of the new alias if the candidate has none."),
) -> None:
    """Make a candidate an alias of an existing term or concept: in the database now, and in
    ontology/95_curated_aliases.cypher (the dictionary's source) with the version bumped."""
    from pia_graph.ontology.curate import CurationError, add_curated_alias

    settings = get_settings()
    with cli_errors(ServiceUnavailable, Neo4jError, CurationError), driver_session(settings) as driver:
        found = run_read(driver, "candidate_get", database=settings.neo4j_database, norm=norm)
        if not found:
            err_console.print(f"[bold red]error:[/] no candidate {norm!r}")
            raise typer.Exit(1)
        alias_lang = str(found[0].get("lang") or lang)
        written = add_curated_alias(target, str(found[0].get("text") or norm), alias_lang)
        rows = run_write(
            driver,
            "candidate_promote",
            database=settings.neo4j_database,
            norm=norm,
            target=target,
            lang=alias_lang,
            decided_at=_now(),
        )
    if written.added:
        console.print(f"wrote {written.file}:{written.line}; dictionary {written.version_before} → "
                      f"{written.version_after} (run `pia ontology load` to carry it everywhere)")
    _done(rows, f"promoted {norm!r} to an alias of {target}", f"no candidate {norm!r} or no term {target}")


@candidates_app.command("reject")
def candidates_reject(
    norm: str = typer.Argument(..., help="The candidate's norm."),
    reason: str = typer.Option("", help="Why, for the next curator."),
) -> None:
    """Reject a candidate (it stays in the queue as rejected, so it is not proposed again)."""
    settings = get_settings()
    with cli_errors(ServiceUnavailable, Neo4jError), driver_session(settings) as driver:
        rows = run_write(
            driver, "candidate_reject", database=settings.neo4j_database, norm=norm, decided_at=_now(), reason=reason
        )
    _done(rows, f"rejected {norm!r}", f"no candidate {norm!r}")


def _now() -> str:
    return datetime.now(UTC).isoformat()


def _done(rows: list[dict[str, Any]], ok: str, missing: str) -> None:
    if not rows:
        err_console.print(f"[bold red]error:[/] {missing}")
        raise typer.Exit(1)
    console.print(ok)


def _print_findings(findings: list[Finding]) -> None:
    if not findings:
        return
    table = Table("level", "code", "where", "message")
    for f in findings[:200]:
        table.add_row(f.level, f.code, f.where, f.message)
    console.print(table)
    if len(findings) > 200:
        console.print(f"... and {len(findings) - 200} more")
