"""The README table of `pia bench all` (scripts/render_bench_table.py): the per-question recall rows."""

from __future__ import annotations

from types import ModuleType

from tests.unit.script_loader import load_script


def _module() -> ModuleType:
    return load_script("render_bench_table")


def test_by_question_lists_the_slowest_depth1_question_first_and_skips_sizes_without_it() -> None:
    fast = {"depth1": {"n": 2, "p50_ms": 5.0, "p95_ms": 8.0, "client_cpu_p95_ms": 3.0, "neo4j_cpu_p95_ms": 2.0}}
    slow = {"depth1": {"n": 2, "p50_ms": 20.0, "p95_ms": 41.0},
            "depth3": {"n": 2, "p50_ms": 30.0, "p95_ms": 52.5}}
    doc = {"sizes": {"100": {"recall": {"by_query": {"fast?": fast, "slow?": slow}}},
                     "10": {"recall": {"depth1": {}}}}}
    lines = _module().by_question(doc)
    rows = [ln for ln in lines if ln.startswith("| ") and not ln.startswith("| question")]
    assert rows == ["| slow? | 20.0 / 41.0 (- + -) | - | 30.0 / 52.5 (- + -) |",
                    "| fast? | 5.0 / 8.0 (3.0 + 2.0) | - | - |"]
    assert sum("users, p50 / p95" in ln for ln in lines) == 1
