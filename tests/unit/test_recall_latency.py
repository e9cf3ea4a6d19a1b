"""The recall benchmark's schedule and figures (pure parts of `pia_graph/cli/recall_latency.py`)."""

from __future__ import annotations

import math
import os
import threading
import time

from pia_graph.cli.recall_latency import process_cpu_ms, schedule, statement_cpu_ms, summary


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


class _BusyThread:
    """A thread of this process named as the JVM names its threads (Linux lets a thread rename itself) that spends
    `ms` of its own CPU, then stays alive (a thread's counters leave /proc when it ends) until closed."""

    def __init__(self, name: str, ms: float) -> None:
        self.busy, self.done = threading.Event(), threading.Event()
        self.thread = threading.Thread(target=self._spin, args=(name, ms))
        self.thread.start()
        self.busy.wait()

    def _spin(self, name: str, ms: float) -> None:
        with open(f"/proc/self/task/{threading.get_native_id()}/comm", "w") as f:
            f.write(name)
        started = time.thread_time()
        while (time.thread_time() - started) * 1000 < ms:
            pass
        self.busy.set()
        self.done.wait()

    def close(self) -> None:
        self.done.set()
        self.thread.join()


def test_statement_cpu_counts_the_bolt_and_transaction_threads_not_the_jvms_background() -> None:
    assert statement_cpu_ms(None) is None
    pid = os.getpid()
    before, before_all = statement_cpu_ms(pid), process_cpu_ms(pid)
    assert before is not None and before_all is not None
    threads = [_BusyThread("neo4j.BoltWorke", 40), _BusyThread("neo4j.Transacti", 40)]  # /proc keeps 15 chars
    mid = statement_cpu_ms(pid)
    assert mid is not None and 80 <= mid - before < 120
    threads += [_BusyThread("C2 CompilerThre", 40), _BusyThread("G1 Service", 40)]
    after, after_all = statement_cpu_ms(pid), process_cpu_ms(pid)
    for t in threads:
        t.close()
    assert after is not None and after_all is not None
    assert after - mid < 5  # the JIT and the GC are left out
    assert after_all - before_all >= 160  # and counted in the whole process's CPU


def test_per_query_keeps_each_question_and_depth_apart() -> None:
    from pia_graph.cli.recall_latency import per_query

    out = per_query({("q1", 1): ([1.0, 9.0], [0.5, 0.7], []), ("q1", 3): ([4.0], [], []),
                     ("q2", 1): ([2.0], [0.1], [0.2])})
    assert list(out) == ["q1", "q2"]
    assert list(out["q1"]) == ["depth1", "depth3"]
    assert out["q1"]["depth1"]["n"] == 2 and out["q1"]["depth1"]["p95_ms"] == 9.0
    assert out["q1"]["depth3"] == {"n": 1, "p50_ms": 4.0, "p95_ms": 4.0}
    assert out["q2"]["depth1"]["neo4j_cpu_p50_ms"] == 0.2
