"""Text -> vector, one cache per embedder in a process: the facts' texts retain and the embedding worker embed,
the turn the READ opinion reads, and the question recall searches with. A vector is a function of its text
alone (the embedder's chunks do not change a text's vector), so a kept one is the one the model would compute
again, whoever asked first: a question asked right after it was retained as a turn is not embedded again.

A text another thread is embedding at the moment is waited for, not embedded a second time (retain starts the
turn's embedding for the READ opinion and then its statements', which are often the same sentence)."""

from __future__ import annotations

import threading
import weakref
from array import array
from concurrent.futures import Future

from pia_graph.embedding import Embedder

CACHE_TEXTS = 4096  # distinct texts whose vectors a process keeps per embedder (3 KiB each: about 12 MiB)


class VectorCache:
    """Shared by a process's threads; cleared when it outgrows its bound. Kept as arrays of doubles (3 KiB a
    text, not the 12 KiB of a list of floats), returned as fresh lists of the same values (a caller that
    changes its list cannot change what the next one gets)."""

    def __init__(self, limit: int = CACHE_TEXTS) -> None:
        self._limit = limit
        self._lock = threading.Lock()
        self._vectors: dict[str, array[float]] = {}
        self._running: dict[str, Future[array[float]]] = {}  # texts another call is embedding now

    def vectors(self, embedder: Embedder, texts: list[str]) -> tuple[dict[str, list[float]], int]:
        """Vectors of the distinct texts, and how many this call had the model compute."""
        known: dict[str, list[float]] = {}
        waiting: dict[str, Future[array[float]]] = {}
        mine: dict[str, Future[array[float]]] = {}
        with self._lock:
            if len(self._vectors) > self._limit:
                self._vectors.clear()
            for t in dict.fromkeys(texts):
                if (kept := self._vectors.get(t)) is not None:
                    known[t] = kept.tolist()
                elif (running := self._running.get(t)) is not None:
                    waiting[t] = running
                else:
                    mine[t] = self._running[t] = Future()
        if mine:
            self._compute(embedder, mine)
            known.update((t, f.result().tolist()) for t, f in mine.items())
        for t, running in waiting.items():
            try:
                known[t] = running.result().tolist()
            except Exception:  # the other call failed: this one asks the model itself
                known[t] = embedder.embed([t])[0]
        return known, len(mine)

    def _compute(self, embedder: Embedder, mine: dict[str, Future[array[float]]]) -> None:
        texts = list(mine)
        try:
            computed = [array("d", v) for v in embedder.embed(texts)]
        except BaseException as e:
            with self._lock:
                for t in texts:
                    self._running.pop(t, None)
            for f in mine.values():
                f.set_exception(e)
            raise
        with self._lock:
            for t, v in zip(texts, computed, strict=True):
                self._vectors[t] = v
                self._running.pop(t, None)
        for f, v in zip(mine.values(), computed, strict=True):
            f.set_result(v)

    def vector(self, embedder: Embedder, text: str) -> list[float]:
        return self.vectors(embedder, [text])[0][text]


_SHARED: weakref.WeakKeyDictionary[Embedder, VectorCache] = weakref.WeakKeyDictionary()
_SHARED_LOCK = threading.Lock()


def shared_vectors(embedder: Embedder) -> VectorCache:
    """The process's cache for this embedder (an embedder is built once per process and never changed): the
    write path and the read path ask the same one. An embedder that cannot be a weak key (unhashable) gets a
    cache of its own each time."""
    with _SHARED_LOCK:
        try:
            found = _SHARED.get(embedder)
            if found is None:
                found = _SHARED[embedder] = VectorCache()
        except TypeError:
            return VectorCache()
        return found
