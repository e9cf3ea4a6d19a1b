"""`pia embed worker`: threads that claim embedding jobs from Neo4j and run them until stopped (or, with `drain`,
until no job is pending or running). The ONNX runs release the GIL, so threads of one process share the model;
processes on other machines coordinate only through the claim query (memory/embed_jobs.py)."""

from __future__ import annotations

import logging
import threading
import time
from dataclasses import dataclass, field
from typing import Any

from neo4j import Driver

from pia_graph.config import Settings
from pia_graph.embedding import Embedder
from pia_graph.memory import embed_jobs
from pia_graph.memory.embed_jobs import EmbedClaim, EmbedOutcome
from pia_graph.text_vectors import VectorCache
from pia_graph.worker_threads import claim_loop, run_until_done, worker_name

log = logging.getLogger(__name__)


@dataclass
class EmbedWorkerStats:
    outcomes: list[EmbedOutcome] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)
    seconds: float = 0.0
    cpu_s: float = 0.0

    def add(self, o: EmbedOutcome) -> None:
        with self.lock:
            self.outcomes.append(o)

    def summary(self) -> dict[str, Any]:
        with self.lock:
            outcomes = list(self.outcomes)
        facts = sum(o.facts for o in outcomes)
        by_status: dict[str, int] = {}
        for o in outcomes:
            by_status[o.status] = by_status.get(o.status, 0) + 1
        return {"claims": len(outcomes), "by_status": by_status, "facts": facts,
                "texts_embedded": sum(o.texts for o in outcomes), "seconds": self.seconds, "cpu_s": self.cpu_s,
                "facts_per_s": facts / self.seconds if self.seconds else None}


def _loop(driver: Driver, settings: Settings, embedder: Embedder, cache: VectorCache, n: int,
          stop: threading.Event, stats: EmbedWorkerStats, drain: bool, poll_s: float) -> None:
    def run(claim: EmbedClaim) -> None:
        outcome = embed_jobs.run_claim(driver, settings, embedder, claim, cache)
        stats.add(outcome)
        log.debug("embed %s %s: %d facts in %.0f ms", outcome.user_id, outcome.status, outcome.facts,
                  outcome.seconds * 1000)

    claim_loop(worker_name(n), lambda name: embed_jobs.claim(driver, settings, name), run,
               lambda: embed_jobs.queue_empty(driver, settings), stop, drain=drain, poll_s=poll_s)


def run_embed_workers(driver: Driver, settings: Settings, embedder: Embedder, concurrency: int = 1, *,
                      drain: bool = False, poll_s: float = 0.5,
                      stop: threading.Event | None = None) -> EmbedWorkerStats:
    """Run `concurrency` claiming threads until `stop` is set (or the queue is drained)."""
    stop = stop or threading.Event()
    stats = EmbedWorkerStats()
    cache = VectorCache()
    began, cpu = time.perf_counter(), time.process_time()
    threads = [threading.Thread(target=_loop, args=(driver, settings, embedder, cache, n, stop, stats,
                                                    drain, poll_s), name=f"embed-worker-{n}", daemon=True)
               for n in range(concurrency)]
    run_until_done(threads, stop)
    stats.seconds, stats.cpu_s = time.perf_counter() - began, time.process_time() - cpu
    return stats
