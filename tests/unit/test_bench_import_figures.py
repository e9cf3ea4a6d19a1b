"""The import step's CPU figures of `pia bench all` (pure parts of `pia_graph/cli/bench_all.py`) and the per-thread
CPU reader they use (`neo4j_server.process.thread_cpu_s`)."""

from __future__ import annotations

import os
import threading
import time

from pia_graph.cli.bench_all import _thread_ms
from pia_graph.neo4j_server.process import thread_cpu_s


def test_thread_ms_is_cpu_ms_per_record_by_group_largest_first() -> None:
    before = {"neo4j.BoltWorker": 1.0, "C2 CompilerThread": 2.0, "GC Thread": 0.5}
    after = {"neo4j.BoltWorker": 1.9, "C2 CompilerThread": 4.0, "GC Thread": 0.5, "G1 Conc": 0.3}
    out = _thread_ms(before, after, 1000)
    assert out == {"C2 CompilerThread": 2.0, "neo4j.BoltWorker": 0.9, "G1 Conc": 0.3}  # GC: no CPU, left out
    assert list(out) == ["C2 CompilerThread", "neo4j.BoltWorker", "G1 Conc"]


def test_thread_cpu_s_sums_every_thread_by_name_without_its_number() -> None:
    before = sum(thread_cpu_s(os.getpid()).values())
    done, read = threading.Event(), threading.Event()

    def spin() -> None:
        end = time.thread_time() + 0.1
        while time.thread_time() < end:
            pass
        done.set()
        read.wait(10)  # a thread that has ended is no longer listed

    worker = threading.Thread(target=spin)
    worker.start()
    done.wait(10)
    groups = thread_cpu_s(os.getpid())
    read.set()
    worker.join()
    assert sum(groups.values()) - before >= 0.08  # the tick is 10 ms
    assert groups and not any(name[-1:].isdigit() or name.endswith("#") for name in groups)


def test_thread_cpu_s_of_a_process_that_is_gone_is_empty() -> None:
    assert thread_cpu_s(2**22 + 12345) == {}
