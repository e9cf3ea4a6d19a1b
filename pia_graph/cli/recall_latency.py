"""Recall latency per depth for the benchmarks (`pia bench recall`, `pia bench all`), measured the same way at
every population size, so that the ratio of two sizes compares like with like.

Each size gets the same warm-up: one whole unmeasured round of the workload (every asker, question and depth),
which pays what only a first call pays (a plan per statement variant, made again once the store's counts drift
past the replan threshold after a size's writes; the process's copy of each user's fact vectors; the question's
embedding; the depth-3 copy). Until session 27 the warm-up was one recall, so the first size's measured rounds
carried the plans and copies that the later sizes found made. The depths are interleaved inside a round (each
question at depth 1, 2 and 3 in turn), so a change of the machine's load during a size falls on every depth alike.

Beside the wall time, each recall's CPU time is kept: this process's (the client: every thread) and, when the
server is the embedded one, Neo4j's (the JVM's threads' `schedstat`, read before and after the call; it serves
the benchmark alone, so the difference is the recall's cost plus a little background work). On a shared machine
the CPU figures are what the load inflates least. Figures only, never asserted.
"""

from __future__ import annotations

import datetime as dt
import os
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, Literal

from pia_graph.evaluation.counts import percentile
from pia_graph.memory import MemoryService
from pia_graph.memory.recall_models import QueryIn

Depth = Literal[1, 2, 3]
DEPTHS: tuple[Depth, ...] = (1, 2, 3)
Call = tuple[str, str, Depth]  # user id, question, depth


def schedule(user_ids: Sequence[str], queries: Sequence[str], depths: Sequence[Depth] = DEPTHS) -> list[Call]:
    """One round of the workload (pure): every user's every question, each at every depth in turn."""
    return [(uid, text, depth) for uid in user_ids for text in queries for depth in depths]


def _threads_cpu_ms(pid: int | None, counted: Callable[[Path], bool]) -> float | None:
    """The CPU time in ms of a process's threads that `counted` keeps, summed over their `schedstat`
    (nanoseconds: `/proc/<pid>/stat` counts 10 ms ticks, too coarse for one recall); None when unknown."""
    if pid is None:
        return None
    total = 0
    try:
        tasks = list(Path(f"/proc/{pid}/task").iterdir())
    except OSError:
        return None
    for task in tasks:
        try:
            if counted(task):
                total += int((task / "schedstat").read_text().split()[0])
        except (OSError, ValueError, IndexError):
            continue  # a thread that ended between the listing and the read
    return total / 1e6


def process_cpu_ms(pid: int | None) -> float | None:
    """A process's CPU time in ms, over all its threads; None when unknown."""
    return _threads_cpu_ms(pid, lambda task: True)


_STATEMENT_THREADS = ("neo4j.Bolt", "neo4j.Transacti")  # Bolt workers and network, the transaction log writer
_thread_names: dict[str, str] = {}


def _runs_statements(task: Path) -> bool:
    key = f"{task.parent.parent.name}/{task.name}"
    if key not in _thread_names:
        _thread_names[key] = (task / "comm").read_text().strip()
    return _thread_names[key].startswith(_STATEMENT_THREADS)


def statement_cpu_ms(pid: int | None) -> float | None:
    """The CPU time in ms of the Neo4j threads that run statements and commit them (Bolt workers and network, the
    transaction threads), without the JVM's background (JIT compilers, GC, page cache, schedulers), whose CPU runs
    in proportion to the time that passes and so lands on whichever call takes longest; None when unknown."""
    return _threads_cpu_ms(pid, _runs_statements)


def summary(walls: list[float], cpus: list[float], server: list[float]) -> dict[str, Any]:
    """p50/p95 of the wall and of the client's and the server's CPU (pure; NaN-free: a missing list is left out)."""
    out: dict[str, Any] = {"n": len(walls), "p50_ms": percentile(walls, 0.5), "p95_ms": percentile(walls, 0.95)}
    if cpus:
        out.update(client_cpu_p50_ms=percentile(cpus, 0.5), client_cpu_p95_ms=percentile(cpus, 0.95))
    if server:
        out.update(neo4j_cpu_p50_ms=percentile(server, 0.5), neo4j_cpu_p95_ms=percentile(server, 0.95))
    return out


Samples = tuple[list[float], list[float], list[float]]  # wall, client CPU, server CPU (ms), one per recall


def _run(service: MemoryService, calls: list[Call], said_at: dt.datetime, server_pid: int | None,
         ) -> tuple[dict[int, Samples], dict[tuple[str, int], Samples]]:
    """Every call once: the samples per depth, and per (question, depth)."""
    samples: dict[int, Samples] = {}
    by_query: dict[tuple[str, int], Samples] = {}
    for uid, text, depth in calls:
        walls, cpus, server = samples.setdefault(depth, ([], [], []))
        q_walls, q_cpus, q_server = by_query.setdefault((text, depth), ([], [], []))
        q = QueryIn(text=text, said_at=said_at, depth=depth)
        neo4j_before = process_cpu_ms(server_pid)
        cpu, started = time.process_time(), time.perf_counter()
        service.recall(uid, q)
        wall, spent = (time.perf_counter() - started) * 1000, (time.process_time() - cpu) * 1000
        walls.append(wall)
        q_walls.append(wall)
        cpus.append(spent)
        q_cpus.append(spent)
        neo4j_after = process_cpu_ms(server_pid)
        if neo4j_before is not None and neo4j_after is not None:
            server.append(neo4j_after - neo4j_before)
            q_server.append(neo4j_after - neo4j_before)
    return samples, by_query


def per_query(by_query: dict[tuple[str, int], Samples]) -> dict[str, dict[str, Any]]:
    """The figures of each question, per depth (pure): question -> depthN -> `summary`; so a goal missed at p95
    shows which questions miss it (issue 16: the bench's dense users)."""
    out: dict[str, dict[str, Any]] = {}
    for (text, depth), measured in by_query.items():
        out.setdefault(text, {})[f"depth{depth}"] = summary(*measured)
    return {text: dict(sorted(depths.items())) for text, depths in out.items()}


def measure(service: MemoryService, user_ids: Sequence[str], queries: Sequence[str], said_at: dt.datetime,
            rounds: int, server_pid: int | None = None) -> dict[str, Any]:
    """One unmeasured warm-up round (its figures kept apart, under `warmup`), then `rounds` measured rounds:
    per depth n, p50/p95 wall ms, and the client's and (with `server_pid`) Neo4j's CPU per recall, the same per
    question and depth (`by_query`); the load average before and after."""
    calls = schedule(user_ids, queries)
    load_start = os.getloadavg()[0]
    warm, _ = _run(service, calls, said_at, server_pid)
    measured, by_query = _run(service, calls * rounds, said_at, server_pid)
    out: dict[str, Any] = {f"depth{d}": summary(*measured[d]) for d in sorted(measured)}
    out["by_query"] = per_query(by_query)
    out["warmup"] = {f"depth{d}": {**summary(*warm[d]), "max_ms": max(warm[d][0])} for d in sorted(warm)}
    out["load"] = {"start": load_start, "end": os.getloadavg()[0]}
    return out
