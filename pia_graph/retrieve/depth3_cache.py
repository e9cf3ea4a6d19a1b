"""Depth-3 answers kept per process while the memory they were computed from is unchanged (docs/read-path.md,
session 24).

A depth-3 answer (`pia_graph.causal.depth3.depth3_for`) reads every record of the user (the largest statement of
a depth-3 recall) and computes the trends, and the causal run when it is stale, on every recall. It is a function
of the user's records, the stored causal run, the day asked (`said_at`'s date), the outcomes asked and the limit
on trends. So it is kept under those, with the stamp of the store it was computed from
(`recall_depth3_stamp`: the user node's creation time, its memory_version (bumped by every write of a record) and the
causal run's computed_at), read on every depth-3 recall in one small statement: while the stamp is the same, no
write has happened (through any process) and no run was recomputed, and the kept answer is the one a fresh
computation gives. Bounded by a count of answers, least recently used dropped first.
"""

from __future__ import annotations

import datetime as dt
import threading
from collections import OrderedDict
from collections.abc import Callable
from functools import cache

from neo4j import Driver

from pia_graph.db.queries import run_read_once
from pia_graph.memory.recall_models import Depth3

MAX_ANSWERS = 4_096  # a few KB each

Key = tuple[str, str, tuple[str, ...], dt.date, int | None]


class Depth3Cache:
    def __init__(self, max_answers: int = MAX_ANSWERS) -> None:
        self.max_answers = max_answers
        self._answers: OrderedDict[Key, tuple[str, Depth3]] = OrderedDict()
        self._lock = threading.Lock()

    def answer(self, driver: Driver, database: str, user_id: str, outcomes: list[str], said_at: dt.datetime,
               max_trends: int | None, compute: Callable[[], Depth3], *, stamp: str | None = None) -> Depth3:
        """The kept answer when the store's stamp is the one it was computed at, else `compute()`'s, kept under
        the stamp read after it (a stale causal run is recomputed and stored by `compute`, which moves the
        stamp) when memory did not change meanwhile."""
        key: Key = (database, user_id, tuple(outcomes), said_at.date(), max_trends)
        before = stamp if stamp is not None else _stamp(driver, database, user_id)
        with self._lock:
            kept = self._answers.get(key)
            if kept is not None and kept[0] == before:
                self._answers.move_to_end(key)
                return kept[1].model_copy(deep=True)
        fresh = compute()
        after = _stamp(driver, database, user_id)
        if _memory(after) == _memory(before):
            with self._lock:
                self._answers[key] = (after, fresh.model_copy(deep=True))
                self._answers.move_to_end(key)
                while len(self._answers) > self.max_answers:
                    self._answers.popitem(last=False)
        return fresh

    def clear(self) -> None:
        with self._lock:
            self._answers.clear()


def _stamp(driver: Driver, database: str, user_id: str) -> str:
    return str(run_read_once(driver, "recall_depth3_stamp", database=database, user_id=user_id)[0]["stamp"])


def _memory(stamp: str) -> str:
    """The stamp without the causal run's part: what only a write of memory changes."""
    return stamp.rsplit("/", 1)[0]


@cache
def depth3_answers() -> Depth3Cache:
    return Depth3Cache()
