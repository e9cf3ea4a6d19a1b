"""Resolver latency per utterance, for this checkout and a git revision of it, measured in one run.

Each tree is timed in its own Python process (so the two never share a module cache), the processes
alternate (baseline, current, baseline, current …), and an utterance's time in a tree is the lowest of
its per-process medians. Figures are p50/p95/mean over the utterances; nothing here is asserted in tests.
"""

from __future__ import annotations

import json
import logging
import os
import statistics
import subprocess
import sys
import tarfile
import tempfile
from io import BytesIO
from pathlib import Path
from typing import Any

from pia_graph.evaluation.counts import percentile as _pct

log = logging.getLogger(__name__)

#: run inside the measured tree: reads [[text, said_at, lang], …] on stdin, prints per-utterance medians
_HARNESS = r"""
import datetime as dt, json, statistics, sys, time
from pia_graph.temporal import resolve_in_text
rounds = int(sys.argv[1])
items = [(t, dt.datetime.fromisoformat(s), lang) for t, s, lang in json.load(sys.stdin)]
for t, s, lang in items:  # warm up: compile every pattern
    resolve_in_text(t, s, lang)
out = []
for t, s, lang in items:
    samples = []
    for _ in range(rounds):
        began = time.perf_counter()
        resolve_in_text(t, s, lang)
        samples.append((time.perf_counter() - began) * 1000)
    out.append(statistics.median(samples))
json.dump(out, sys.stdout)
"""


def load_utterances(suites: list[Path]) -> list[tuple[str, str, str]]:
    """(text, said_at, lang) of every temporal scenario in the suites' ``temporal.jsonl`` files."""
    out: list[tuple[str, str, str]] = []
    for suite in suites:
        path = suite / "temporal.jsonl" if suite.is_dir() else suite
        if not path.is_file():
            log.warning("no temporal suite at %s", path)
            continue
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip():
                s = json.loads(line)
                out.append((str(s.get("text") or s.get("query") or ""), str(s["said_at"]), str(s.get("lang", "en"))))
    return out


def export_revision(root: Path, revision: str, into: Path) -> Path:
    """The resolver as it is at ``revision`` (``pia_graph/temporal`` and the package root) under ``into``."""
    archive = subprocess.run(
        ["git", "-C", str(root), "archive", "--format=tar", revision, "pia_graph/__init__.py", "pia_graph/temporal"],
        check=True, capture_output=True,
    ).stdout
    with tarfile.open(fileobj=BytesIO(archive)) as tar:
        tar.extractall(into, filter="data")
    return into


def _time_tree(tree: Path, items: list[tuple[str, str, str]], rounds: int) -> list[float]:
    env = {**os.environ, "PYTHONPATH": str(tree)}
    done = subprocess.run(
        [sys.executable, "-c", _HARNESS, str(rounds)], input=json.dumps(items), capture_output=True,
        text=True, check=True, env=env, cwd=str(tree),
    )
    return [float(x) for x in json.loads(done.stdout)]


def _figures(per_item: list[float]) -> dict[str, float]:
    return {"p50_ms": _pct(per_item, 0.5), "p95_ms": _pct(per_item, 0.95), "max_ms": max(per_item),
            "mean_ms": statistics.fmean(per_item)}


def bench(
    root: Path, items: list[tuple[str, str, str]], baseline: str | None = "main", rounds: int = 5, passes: int = 2
) -> dict[str, Any]:
    """Per-utterance latency of ``resolve_in_text`` in this checkout and (when given) at ``baseline``."""
    trees: dict[str, Path] = {"current": root}
    with tempfile.TemporaryDirectory(prefix="pia-bench-temporal-") as tmp:
        if baseline:
            trees = {f"baseline ({baseline})": export_revision(root, baseline, Path(tmp)), **trees}
        best: dict[str, list[float]] = {}
        for _ in range(passes):
            for name, tree in trees.items():
                times = _time_tree(tree, items, rounds)
                best[name] = times if name not in best else [min(a, b) for a, b in zip(best[name], times, strict=True)]
    figures: dict[str, Any] = {"utterances": len(items), "rounds": rounds, "passes": passes}
    for name, times in best.items():
        figures[name] = _figures(times)
        for lang in sorted({lang for _, _, lang in items}):
            figures[name][f"p95_ms_{lang}"] = _pct([t for t, it in zip(times, items, strict=True) if it[2] == lang],
                                                   0.95)
    return figures
