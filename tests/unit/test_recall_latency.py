"""The recall benchmark's schedule and figures (pure parts of `pia_graph/cli/recall_latency.py`)."""

from __future__ import annotations

import math
import os

from pia_graph.cli.recall_latency import process_cpu_ms, schedule, summary


def test_schedule_interleaves_depths_per_question() -> None:
    calls = schedule(["u1", "u2"], ["q1", "q2"])
    assert calls[:3] == [("u1", "q1", 1), ("u1", "q1", 2), ("u1", "q1", 3)]
    assert len(calls) == 2 * 2 * 3
    # every depth sees every (user, question) once per round
    for depth in (1, 2, 3):
        assert sorted((u, q) for u, q, d in calls if d == depth) == [
            ("u1", "q1"), ("u1", "q2"), ("u2", "q1"), ("u2", "q2")]


def test_summary_leaves_out_cpu_it_did_not_measure() -> None:
    out = summary([1.0, 2.0, 3.0, 10.0], [], [])
    assert out == {"n": 4, "p50_ms": 3.0, "p95_ms": 10.0}
    full = summary([1.0], [0.5], [0.25])
    assert full["client_cpu_p95_ms"] == 0.5 and full["neo4j_cpu_p50_ms"] == 0.25
    assert not any(isinstance(v, float) and math.isnan(v) for v in full.values())


def test_process_cpu_of_this_process_and_of_none() -> None:
    assert process_cpu_ms(None) is None
    first = process_cpu_ms(os.getpid())
    assert first is not None and first > 0
    sum(i * i for i in range(200_000))
    second = process_cpu_ms(os.getpid())
    assert second is not None and second > first
