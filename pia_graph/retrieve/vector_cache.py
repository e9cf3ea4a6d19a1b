"""A per-process copy of users' fact vectors, to shortlist the facts Neo4j scores (docs/read-path.md, session 24).

The exact user-anchored cosine inside Neo4j reads every one of the user's fact embeddings (384 doubles each from
the property store) on every associative recall: 80-95% of the facts statement's server time, linear in the
user's facts. This copy scores them here, with numpy, and sends `recall_records_facts` a shortlist: every fact
within `MARGIN` of the k-th best cosine, a superset of the true top k. Neo4j then scores only those, by the same
`vector.similarity.cosine` and the same total order (score, newest, id), so the ranked list is the one the full
scan gives. The search, its scores and its order stay in Neo4j (DESIGN.md's vector search inside Neo4j); the copy
only decides which rows reach it.

Correct across processes and writers: the copy is kept with the fingerprint of the user's memory it was read at
(`memory`: the user node's creation time, its `memory_version`, which every write of a turn bumps, and the count
of its facts), and the facts statement compares that fingerprint with the store's, read in the same statement.
When they differ (any write since, through any process, or the user erased and written again), the statement
scores every fact as before and returns the new fingerprint; the copy is then refreshed off the critical path
(only the vectors of facts it does not hold travel: a fact never changes once written).

Bounded: least recently used users are dropped past `max_bytes` (`PIA_RECALL_VECTOR_CACHE_MB`, default 128;
0 turns the copy off, and every recall scans as before).
"""

from __future__ import annotations

import logging
import threading
from collections import OrderedDict
from dataclasses import dataclass
from functools import cache

import numpy as np
from neo4j import Driver

from pia_graph.config import get_settings
from pia_graph.db.queries import run_read_once

log = logging.getLogger(__name__)

MARGIN = 1e-4  # cosine: numpy's float32 and Neo4j's doubles differ by ~1e-6; a fact this close to the k-th is sent
ENTRY_OVERHEAD = 120  # bytes per fact besides its vector: the id string and its slot in the index
NO_IDS = [""]  # an empty list of ids, typed: a list of strings, so the statement keeps its one cached plan


@dataclass(frozen=True)
class UserVectors:
    """One user's fact vectors at one state of memory, rows scaled to unit length."""

    memory: str
    ids: list[str]
    unit: np.ndarray  # float32, (len(ids), dimension)

    @property
    def created(self) -> str:
        return self.memory.split("/", 1)[0]

    @property
    def nbytes(self) -> int:
        return int(self.unit.nbytes) + ENTRY_OVERHEAD * len(self.ids)


def shortlist(entry: UserVectors, vector: list[float], k: int, margin: float = MARGIN) -> list[str]:
    """The ids of every fact whose cosine with `vector` is within `margin` of the k-th best (pure). A superset
    of the top k under any scoring that differs from this one by less than margin / 2, ties included."""
    n = len(entry.ids)
    if n <= k:
        return list(entry.ids)
    q = np.asarray(vector, dtype=np.float32)
    norm = float(np.linalg.norm(q))
    if norm == 0.0:
        return list(entry.ids)
    scores = entry.unit @ (q / norm)
    kth = float(np.partition(scores, n - k)[n - k])
    return [entry.ids[i] for i in np.flatnonzero(scores >= kth - margin)]


def unit_rows(vectors: list[list[float]], dimension: int) -> np.ndarray:
    m = np.asarray(vectors, dtype=np.float32).reshape(len(vectors), dimension)
    norms = np.linalg.norm(m, axis=1, keepdims=True)
    norms[norms == 0.0] = 1.0
    unit: np.ndarray = m / norms
    return unit


class FactVectorCache:
    """Users' fact vectors, keyed by (database, user id), each with the fingerprint it was read at; LRU by bytes.
    Thread-safe; a refresh of a user already being refreshed is skipped."""

    def __init__(self, max_bytes: int) -> None:
        self.max_bytes = max_bytes
        self._entries: OrderedDict[tuple[str, str], UserVectors] = OrderedDict()
        self._bytes = 0
        self._lock = threading.Lock()
        self._refreshing: set[tuple[str, str]] = set()

    @property
    def enabled(self) -> bool:
        return self.max_bytes > 0

    def get(self, database: str, user_id: str) -> UserVectors | None:
        with self._lock:
            entry = self._entries.get((database, user_id))
            if entry is not None:
                self._entries.move_to_end((database, user_id))
            return entry

    def put(self, database: str, user_id: str, entry: UserVectors) -> None:
        key = (database, user_id)
        with self._lock:
            old = self._entries.pop(key, None)
            if old is not None:
                self._bytes -= old.nbytes
            if entry.nbytes > self.max_bytes:
                return
            self._entries[key] = entry
            self._bytes += entry.nbytes
            while self._bytes > self.max_bytes:
                _, dropped = self._entries.popitem(last=False)
                self._bytes -= dropped.nbytes

    @property
    def nbytes(self) -> int:
        with self._lock:
            return self._bytes

    def clear(self) -> None:
        with self._lock:
            self._entries.clear()
            self._bytes = 0

    def refresh(self, driver: Driver, database: str, user_id: str) -> UserVectors | None:
        """Reads the user's fact vectors with the fingerprint of their memory (`recall_fact_vectors`), sending
        again only those of facts the copy does not hold, and keeps them. None when a refresh of this user is
        already under way, or the copy is off."""
        key = (database, user_id)
        with self._lock:
            if not self.enabled or key in self._refreshing:
                return None
            self._refreshing.add(key)
        try:
            old = self.get(database, user_id)
            row = run_read_once(driver, "recall_fact_vectors", database=database, user_id=user_id,
                                known=old.ids if old is not None and old.ids else NO_IDS,
                                created=old.created if old is not None else "")[0]
            memory, pairs = str(row["memory"]), list(row["pairs"])
            if any(fid is None or vec is None for fid, vec in pairs):  # a fact deleted under the read: not kept
                log.debug("the fact vectors of %s changed under the read; not kept", user_id)
                return None
            ids: list[str] = [str(fid) for fid, _ in pairs]
            vectors: list[list[float]] = [vec for _, vec in pairs]
            reuse = old is not None and old.created == memory.split("/", 1)[0]
            held = {fid: i for i, fid in enumerate(old.ids)} if old is not None and reuse else {}
            dimension = next((len(v) for v in vectors if v), old.unit.shape[1] if old is not None else 0)
            rows: list[np.ndarray] = []
            for fid, vec in zip(ids, vectors, strict=True):
                if vec:
                    rows.append(unit_rows([vec], dimension)[0])
                elif old is not None and fid in held:
                    rows.append(old.unit[held[fid]])
                else:  # sent empty yet not held: the copy changed under us; read again next time
                    return None
            unit = np.vstack(rows) if rows else np.zeros((0, dimension), dtype=np.float32)
            entry = UserVectors(memory=memory, ids=ids, unit=unit)
            self.put(database, user_id, entry)
            return entry
        finally:
            with self._lock:
                self._refreshing.discard(key)


@cache
def fact_vectors() -> FactVectorCache:
    """The process's copy, sized from `PIA_RECALL_VECTOR_CACHE_MB` (the settings) on first use."""
    return FactVectorCache(int(get_settings().recall_vector_cache_mb * 1024 * 1024))
