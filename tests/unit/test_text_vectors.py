"""The process's text -> vector cache (pia_graph/text_vectors.py): each distinct text is embedded once, a text
another thread is embedding is waited for rather than embedded again, a failure is not kept, and every caller of
one embedder (retain, the READ opinion, recall's question) gets the same cache."""

from __future__ import annotations

import threading
import time

import pytest

from pia_graph.text_vectors import VectorCache, shared_vectors


class Counting:
    dimension = 2

    def __init__(self, gate: threading.Event | None = None) -> None:
        self.asked: list[list[str]] = []
        self.gate = gate  # when given, embedding waits until it is set (a slow model)
        self.fail = False

    def embed(self, texts: list[str]) -> list[list[float]]:
        self.asked.append(list(texts))
        if self.gate is not None:
            self.gate.wait(10)
        if self.fail:
            raise RuntimeError("model down")
        return [[float(len(t)), 1.0] for t in texts]


def test_each_distinct_text_is_embedded_once_and_each_caller_gets_its_own_list() -> None:
    model, cache = Counting(), VectorCache(limit=8)
    first, computed = cache.vectors(model, ["took metformin", "slept badly", "took metformin"])
    assert computed == 2 and model.asked == [["took metformin", "slept badly"]]
    first["took metformin"].append(9.0)
    assert cache.vector(model, "took metformin") == [14.0, 1.0]
    assert model.asked == [["took metformin", "slept badly"]]


def test_a_text_being_embedded_by_another_thread_is_waited_for_not_embedded_again() -> None:
    gate = threading.Event()
    model, cache = Counting(gate), VectorCache()
    got: list[tuple[dict[str, list[float]], int]] = []
    first = threading.Thread(target=lambda: got.append(cache.vectors(model, ["how was my sleep"])))
    first.start()
    while not model.asked:  # the first call is inside the model
        time.sleep(0.001)
    second = threading.Thread(target=lambda: got.append(cache.vectors(model, ["how was my sleep", "ran 5 km"])))
    second.start()
    while len(model.asked) < 2:  # the second asks the model for its other text only
        time.sleep(0.001)
    gate.set()
    first.join(10)
    second.join(10)
    assert model.asked == [["how was my sleep"], ["ran 5 km"]]
    assert sorted(n for _, n in got) == [1, 1]
    assert all(v["how was my sleep"] == [16.0, 1.0] for v, _ in got)


def test_a_failed_embedding_is_not_kept_and_the_next_call_asks_again() -> None:
    model, cache = Counting(), VectorCache()
    model.fail = True
    with pytest.raises(RuntimeError):
        cache.vectors(model, ["bp 130/85"])
    model.fail = False
    assert cache.vectors(model, ["bp 130/85"]) == ({"bp 130/85": [9.0, 1.0]}, 1)


def test_the_cache_stays_bounded() -> None:
    model, cache = Counting(), VectorCache(limit=2)
    cache.vectors(model, ["a", "b", "c"])  # past the bound: cleared before the next call
    _, computed = cache.vectors(model, ["a"])
    assert computed == 1


def test_one_cache_per_embedder_in_a_process() -> None:
    a, b = Counting(), Counting()
    assert shared_vectors(a) is shared_vectors(a)
    assert shared_vectors(a) is not shared_vectors(b)
