"""`pia eval`: run a scenario suite through the service layer against the real Neo4j."""

from __future__ import annotations

import json
import statistics
from pathlib import Path
from typing import Any

import typer
from neo4j.exceptions import Neo4jError, ServiceUnavailable
from rich.progress import track
from rich.table import Table

from pia_graph.cli.console import cli_errors, console
from pia_graph.config import get_settings
from pia_graph.db.driver import driver_session
from pia_graph.db.schema import SchemaError, apply_schema
from pia_graph.evaluation.metrics import RETRIEVAL_SCORERS, tally
from pia_graph.evaluation.runner import ScenarioRunner
from pia_graph.evaluation.suite import KINDS, SuiteError, load_suite
from pia_graph.memory import MemoryService

_ROWS = (
    ("retain_precision", "retain precision"), ("retain_recall", "retain recall"),
    ("retain_accuracy", "retain accuracy"), ("record_precision", "record precision"),
    ("record_recall", "record recall"), ("record_f1", "record F1"), ("field_exactness", "field exactness"),
    ("strict_record_precision", "strict record precision"), ("strict_record_recall", "strict record recall"),
    ("strict_record_f1", "strict record F1"), ("strict_field_exactness", "strict field exactness"),
    ("strict_record_f1_all_stored", "strict record F1, all stored"),
    ("records_beyond_format", "records beyond the format's coordinates"),
    ("temporal_exact", "temporal exact match"), ("read_accuracy", "read accuracy"),
    ("route_accuracy", "route accuracy"), ("retrieval_mrr", "retrieval MRR"),
    ("retrieval_recall_at_5", "retrieval recall@5"),
    ("retrieval_recall_at_10", "retrieval recall@10"), ("retrieval_precision_at_5", "retrieval precision@5"),
    ("retrieval_mrr_format", "retrieval MRR, format scorer"), ("retrieval_mrr_stored", "retrieval MRR, stored scorer"),
    ("retrieval_recall_at_5_format", "retrieval recall@5, format scorer"),
    ("retrieval_recall_at_5_stored", "retrieval recall@5, stored scorer"),
    ("depth_trends", "depth: trends shown"),
    ("depth_kept_recall", "depth: causal kept recall"), ("depth_pruned_presented", "depth: pruned links presented"),
    ("understanding_cite_coverage", "understanding must_cite coverage"),
    ("understanding_mention_presence", "understanding must_mention presence"),
    ("understanding_allergy_violations", "understanding allergy violations"),
    ("understanding_forbidden_numbers", "understanding forbidden numbers"),
    ("understanding_numbers_not_in_evidence", "understanding numbers not in evidence"),
    ("understanding_field_chars_p50", "understanding field chars p50"),
)


def _fmt(value: float | int | None) -> str:
    if value is None:
        return "-"
    return f"{value:.3f}" if isinstance(value, float) else str(value)


_KIND_HELP = f"Only these kinds ({', '.join(KINDS)}); repeatable."


def evaluate(
    suite: Path = typer.Option(..., "--suite", help="A directory of FORMAT.md .jsonl scenario files."),
    kind: list[str] = typer.Option([], "--kind", help=_KIND_HELP),
    predictions_out: Path | None = typer.Option(None, "--predictions-out", help="Write one JSON line per scenario."),
    as_json: bool = typer.Option(False, "--json", help="Print the metrics as JSON."),
    keep_users: bool = typer.Option(False, help="Keep the scenario users in the database."),
    retrieval_scorer: str = typer.Option(
        "format", "--retrieval-scorer",
        help=f"The headline retrieval figures' scorer ({', '.join(RETRIEVAL_SCORERS)}): 'format' sees a ranked record "
             "through the format's vocabulary (beyond it, the user's sentence it quotes), 'stored' scores as before "
             "session 64; both are reported (retrieval_mrr_format, retrieval_mrr_stored)."),
) -> None:
    """Score a suite: retain precision/recall, record P/R/F1 and field exactness (loose and strict), temporal."""
    with cli_errors(SuiteError):
        scenarios = load_suite(suite, set(kind) if kind else None)
    settings = get_settings()
    predictions: dict[str, dict[str, Any]] = {}
    needs_store = any(s["kind"] != "temporal" for s in scenarios)
    with cli_errors(ServiceUnavailable, Neo4jError, SchemaError):
        if needs_store:
            with driver_session(settings) as driver:
                # the schema is idempotent (IF NOT EXISTS): a fresh PIA_HOME needs it, or the recall statements'
                # full-text and vector lookups fail and every retrieval scenario scores 0
                apply_schema(driver, settings)
                runner = ScenarioRunner(MemoryService.create(driver, settings), keep_users=keep_users)
                for sc in track(scenarios, description="scenarios", console=console, disable=as_json):
                    predictions[sc["id"]] = runner.run(sc)
        else:
            runner = ScenarioRunner(None)
            for sc in track(scenarios, description="scenarios", console=console, disable=as_json):
                predictions[sc["id"]] = runner.run(sc)
    if predictions_out:
        with predictions_out.open("w", encoding="utf-8") as f:
            for sc in scenarios:
                f.write(json.dumps(predictions[sc["id"]], ensure_ascii=False, default=str) + "\n")
    if retrieval_scorer not in RETRIEVAL_SCORERS:
        raise typer.BadParameter(f"--retrieval-scorer: one of {', '.join(RETRIEVAL_SCORERS)}")
    tallies = tally(scenarios, predictions, retrieval_scorer)
    misses = tallies["all"].understanding.misses if "all" in tallies else []
    summaries = {lang: t.summary() for lang, t in sorted(tallies.items())}
    for lang, t in tallies.items():
        if t.latencies:
            lat = sorted(t.latencies)
            summaries[lang]["latency_p50_ms"] = statistics.median(lat)
            summaries[lang]["latency_p95_ms"] = lat[min(len(lat) - 1, int(0.95 * len(lat)))]
    if as_json:
        console.print_json(json.dumps(summaries))
        return
    langs = list(summaries)
    table = Table("metric", *langs, title=f"pia eval {suite} ({len(scenarios)} scenarios)")
    table.add_row("scenarios", *[_fmt(summaries[lang]["scenarios"]) for lang in langs])
    table.add_row("errors", *[_fmt(summaries[lang]["errors"]) for lang in langs])
    for key, label in _ROWS:
        if any(summaries[lang].get(key) is not None for lang in langs):
            table.add_row(label, *[_fmt(summaries[lang].get(key)) for lang in langs])
    table.add_row("records rejected (left out)", *[_fmt(summaries[lang].get("rejected_records")) for lang in langs])
    table.add_row("retain latency p50 ms", *[_fmt(summaries[lang].get("latency_p50_ms")) for lang in langs])
    table.add_row("retain latency p95 ms", *[_fmt(summaries[lang].get("latency_p95_ms")) for lang in langs])
    console.print(table)
    for miss in misses:
        console.print(f"  understanding: {miss}")


def register(app: typer.Typer) -> None:
    app.command(name="eval")(evaluate)
