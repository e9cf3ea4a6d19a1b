"""`pia hu2 worker`: threads that claim HU2 jobs from Neo4j and run them until stopped (or, with `drain`, until
no job is pending or running). Stateless: every worker process, here or on another machine, coordinates only
through the claim query."""

from __future__ import annotations

import logging
import os
import socket
import threading
import time
from dataclasses import dataclass, field

from pia_graph.hu2 import jobs
from pia_graph.hu2.regenerate import Outcome, Regenerator
from pia_graph.worker_threads import run_until_done

log = logging.getLogger(__name__)


@dataclass
class WorkerStats:
    outcomes: list[Outcome] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)

    def add(self, o: Outcome) -> None:
        with self.lock:
            self.outcomes.append(o)

    def count(self, status: str) -> int:
        with self.lock:
            return sum(1 for o in self.outcomes if o.status == status)


def worker_name(thread: int) -> str:
    return f"{socket.gethostname()}:{os.getpid()}:{thread}"


def _queue_empty(regen: Regenerator) -> bool:
    counts = jobs.status(regen.driver, regen.settings)["jobs"]
    return not any(counts.get(s, {}).get("jobs") for s in ("pending", "running"))


def _loop(regen: Regenerator, n: int, stop: threading.Event, stats: WorkerStats, drain: bool, poll_s: float,
          hold_s: float) -> None:
    name = worker_name(n)
    misses = 0
    while not stop.is_set():
        try:
            claim = jobs.claim(regen.driver, regen.settings, name)
        except Exception:  # the database may be restarting: wait and claim again
            log.exception("hu2 worker %s: claim failed", name)
            stop.wait(poll_s)
            continue
        if claim is None:
            misses += 1
            if misses < 3:  # another worker may just have won the same job: try the next one at once
                continue
            if drain and _queue_empty(regen):
                return
            stop.wait(poll_s)
            continue
        misses = 0
        if hold_s:
            # Crash drills: the job stays claimed this long before it runs, so that a kill lands mid-job.
            time.sleep(hold_s)
        outcome = regen.run(claim)
        stats.add(outcome)
        log.debug("hu2 %s %s v%s in %.0f ms", outcome.user_id, outcome.status, outcome.version, outcome.ms)


def run_workers(regen: Regenerator, concurrency: int = 1, *, drain: bool = False, poll_s: float = 0.5,
                hold_s: float = 0.0, stop: threading.Event | None = None) -> WorkerStats:
    """Run `concurrency` claiming threads until `stop` is set (or the queue is drained)."""
    stop = stop or threading.Event()
    stats = WorkerStats()
    threads = [threading.Thread(target=_loop, args=(regen, n, stop, stats, drain, poll_s, hold_s),
                                name=f"hu2-worker-{n}", daemon=True) for n in range(concurrency)]
    run_until_done(threads, stop)
    return stats
