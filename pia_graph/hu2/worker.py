"""`pia hu2 worker`: threads that claim HU2 jobs from Neo4j and run them until stopped (or, with `drain`, until
no job is pending or running). Stateless: every worker process, here or on another machine, coordinates only
through the claim query."""

from __future__ import annotations

import logging
import threading
import time
from dataclasses import dataclass, field

from pia_graph.hu2 import jobs
from pia_graph.hu2.regenerate import Outcome, Regenerator
from pia_graph.worker_threads import claim_loop, run_until_done, worker_name

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


def _queue_empty(regen: Regenerator) -> bool:
    counts = jobs.status(regen.driver, regen.settings)["jobs"]
    return not any(counts.get(s, {}).get("jobs") for s in ("pending", "running"))


def _loop(regen: Regenerator, n: int, stop: threading.Event, stats: WorkerStats, drain: bool, poll_s: float,
          hold_s: float) -> None:
    def run(claim: jobs.Claim) -> None:
        if hold_s:
            # Crash drills: the job stays claimed this long before it runs, so that a kill lands mid-job.
            time.sleep(hold_s)
        outcome = regen.run(claim)
        stats.add(outcome)
        log.debug("hu2 %s %s v%s in %.0f ms", outcome.user_id, outcome.status, outcome.version, outcome.ms)

    claim_loop(worker_name(n), lambda name: jobs.claim(regen.driver, regen.settings, name), run,
               lambda: _queue_empty(regen), stop, drain=drain, poll_s=poll_s)


def run_workers(regen: Regenerator, concurrency: int = 1, *, drain: bool = False, poll_s: float = 0.5,
                hold_s: float = 0.0, stop: threading.Event | None = None) -> WorkerStats:
    """Run `concurrency` claiming threads until `stop` is set (or the queue is drained)."""
    stop = stop or threading.Event()
    stats = WorkerStats()
    threads = [threading.Thread(target=_loop, args=(regen, n, stop, stats, drain, poll_s, hold_s),
                                name=f"hu2-worker-{n}", daemon=True) for n in range(concurrency)]
    run_until_done(threads, stop)
    return stats
