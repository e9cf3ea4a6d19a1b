"""Turns per second of the write path with N concurrent writers, over distinct users or over one user, with
the transactions retried on lock conflicts counted (a deadlock between different users means the graph's
shape makes writers contend)."""

from __future__ import annotations

import threading
import time
import uuid
from dataclasses import dataclass
from typing import Any

from pia_graph.db.queries import run_write
from pia_graph.demo.synthetic_user import PROFILE, DemoTurn
from pia_graph.errors import PiaError
from pia_graph.memory import MemoryService, TurnIn
from pia_graph.store.write_turn import DEADLOCK, WRITE_STATS


@dataclass
class ConcurrencyRun:
    writers: int
    users: str  # "distinct" | "one"
    turns: int
    seconds: float
    errors: int
    retried: dict[str, int]

    @property
    def turns_per_s(self) -> float:
        return self.turns / self.seconds if self.seconds > 0 else 0.0

    @property
    def deadlocks(self) -> int:
        return self.retried.get(DEADLOCK, 0)

    def as_dict(self) -> dict[str, Any]:
        return {"writers": self.writers, "users": self.users, "turns": self.turns, "seconds": self.seconds,
                "turns_per_s": self.turns_per_s, "deadlocks_retried": self.deadlocks,
                "other_retries": sum(v for k, v in self.retried.items() if k != DEADLOCK), "errors": self.errors}


def run_concurrency(service: MemoryService, turns: list[DemoTurn], writers: int, users: str) -> ConcurrencyRun:
    """The same turns, split round-robin over ``writers`` threads; each thread writes for its own user
    (``distinct``) or all for one user (``one``). Users are erased afterwards."""
    tag = uuid.uuid4().hex[:8]
    uids = [f"bench-{tag}-{n}" for n in range(writers)] if users == "distinct" else [f"bench-{tag}-0"]
    for uid in uids:
        service.set_profile(uid, PROFILE)
    shares = [turns[n::writers] for n in range(writers)]
    errors = [0] * writers
    barrier = threading.Barrier(writers + 1)

    def writer(n: int) -> None:
        uid = uids[n % len(uids)]
        barrier.wait()
        for turn in shares[n]:
            try:
                service.retain(uid, TurnIn(text=turn.text, said_at=turn.said_at))
            except PiaError:
                errors[n] += 1

    threads = [threading.Thread(target=writer, args=(n,)) for n in range(writers)]
    for t in threads:
        t.start()
    WRITE_STATS.reset()
    barrier.wait()
    began = time.perf_counter()
    for t in threads:
        t.join()
    seconds = time.perf_counter() - began
    retried = WRITE_STATS.snapshot()
    for uid in uids:
        run_write(service.driver, "user_erase", database=service.database, user_id=uid)
    return ConcurrencyRun(writers, users, len(turns), seconds, sum(errors), retried)
