"""`pia bench match`: alias matching time per utterance, old dictionary size vs new, scan vs automaton."""

from __future__ import annotations

import json
import statistics
import time
from pathlib import Path

import typer
from rich.table import Table

from pia_graph.cli.console import console
from pia_graph.evaluation.counts import percentile as _pct
from pia_graph.ontology.alias_gate import AliasIndex, Engine
from pia_graph.ontology.build import hand_dictionary
from pia_graph.ontology.fuzzy import FuzzyDrugs, with_fuzzy
from pia_graph.ontology.model import Dictionary
from pia_graph.ontology.scripts import parse_scripts
from pia_graph.paths import shared_eval_dir


def utterances(folder: Path) -> list[str]:
    """Every ``text`` of the suite's scenario files (and of their turns)."""
    out: list[str] = []
    for path in sorted(folder.glob("*.jsonl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            if not line.strip():
                continue
            row = json.loads(line)
            if isinstance(row.get("text"), str):
                out.append(row["text"])
            for turn in row.get("turns") or []:
                if isinstance(turn, dict) and isinstance(turn.get("text"), str):
                    out.append(turn["text"])
    return out


def time_per_utterance(
    index: AliasIndex, texts: list[str], rounds: int, fuzzy: FuzzyDrugs | None = None
) -> list[float]:
    """Microseconds per utterance, the best of ``rounds`` runs for each (less scheduler noise); with ``fuzzy``,
    the misspelling pass the write path runs after the exact gate is timed too."""
    best = [float("inf")] * len(texts)
    for _ in range(rounds):
        for n, text in enumerate(texts):
            started = time.perf_counter()
            exact = index.match(text)
            if fuzzy is not None:
                with_fuzzy(text, exact, fuzzy)
            best[n] = min(best[n], (time.perf_counter() - started) * 1e6)
    return best


def match(
    suite: Path = typer.Option(None, help="Scenario files to take utterances from (default: the dev suite)."),
    baseline: Path = typer.Option(
        None, help="An ontology folder at the old size (default: the hand-written scripts, without generated ones)."
    ),
    rounds: int = typer.Option(5, help="Runs per utterance; the best is kept."),
    as_json: bool = typer.Option(False, "--json", help="Print the figures as JSON."),
) -> None:
    """Alias matching per utterance, p50/p95 in microseconds, side by side in one run."""
    texts = utterances(suite or shared_eval_dir() / "dev")
    if not texts:
        raise typer.BadParameter("no utterances found: pass --suite DIR (a folder of scenario .jsonl files)")
    old: Dictionary = parse_scripts(baseline) if baseline else hand_dictionary()
    new = parse_scripts(None)
    rows = []
    for size, d in (("old", old), ("new", new)):
        built = time.perf_counter()
        index = AliasIndex.build(d)
        build_ms = (time.perf_counter() - built) * 1000
        runs: list[tuple[Engine, FuzzyDrugs | None]] = [("scan", None), ("automaton", None)]
        if size == "new":
            runs.append(("automaton", FuzzyDrugs.build(index, d)))
        for base, fuzzy in runs:
            engine = base + ("+fuzzy" if fuzzy is not None else "")
            samples = time_per_utterance(index.with_engine(base), texts, rounds, fuzzy)
            rows.append(
                {
                    "dictionary": size,
                    "keys": len(index),
                    "engine": engine,
                    "utterances": len(texts),
                    "p50_us": round(statistics.median(samples), 1),
                    "p95_us": round(_pct(samples, 0.95), 1),
                    "build_ms": round(build_ms, 1),
                }
            )
    if as_json:
        console.print_json(json.dumps(rows))
        return
    table = Table("dictionary", "keys", "engine", "utterances", "p50 µs", "p95 µs", "index build ms")
    for r in rows:
        keys = ("dictionary", "keys", "engine", "utterances", "p50_us", "p95_us", "build_ms")
        table.add_row(*(str(r[k]) for k in keys))
    console.print(table)
