"""The copy of users' fact vectors: its shortlist holds the true top k, ties included, and it stays in its bound."""

from __future__ import annotations

import numpy as np
import pytest

from pia_graph.retrieve.vector_cache import FactVectorCache, UserVectors, shortlist, unit_rows


def entry(vectors: np.ndarray, memory: str = "t/1/0") -> UserVectors:
    ids = [f"f{i:03d}" for i in range(len(vectors))]
    return UserVectors(memory=memory, ids=ids, unit=unit_rows(vectors.tolist(), vectors.shape[1]))


def top_k(vectors: np.ndarray, query: np.ndarray, k: int) -> set[str]:
    """The exact top k in doubles, ties broken by id: one of the orders a total tie order can give."""
    cos = vectors @ query / (np.linalg.norm(vectors, axis=1) * np.linalg.norm(query))
    order = sorted(range(len(vectors)), key=lambda i: (-round(float(cos[i]), 12), i))
    return {f"f{i:03d}" for i in order[:k]}


def test_the_shortlist_holds_the_top_k_and_every_fact_tied_with_the_kth() -> None:
    rng = np.random.default_rng(3)
    base = rng.normal(size=(40, 384))
    vectors = np.vstack([base, np.repeat(base[:1], 25, axis=0)])  # one sentence said on 26 days: 26 equal cosines
    e = entry(vectors)
    for trial in range(20):
        query = base[0] + rng.normal(scale=0.5 * (trial % 4), size=384)
        chosen = set(shortlist(e, query.tolist(), 10))
        assert top_k(vectors, query, 10) <= chosen
        if trial % 4 == 0:  # the repeated sentence asked: all 26 copies tie at the top, all must be sent
            assert {f"f{i:03d}" for i in [0, *range(40, 65)]} <= chosen


def test_a_user_with_at_most_k_facts_sends_them_all() -> None:
    vectors = np.eye(5, 384)
    assert shortlist(entry(vectors), np.ones(384).tolist(), 10) == [f"f{i:03d}" for i in range(5)]


def test_the_copy_drops_the_least_recently_used_past_its_bound() -> None:
    one = entry(np.ones((10, 384)))
    cache = FactVectorCache(max_bytes=3 * one.nbytes)
    for n in range(3):
        cache.put("neo4j", f"u{n}", one)
    assert cache.get("neo4j", "u0") is one  # u0 used: u1 is now the oldest
    cache.put("neo4j", "u3", one)
    assert cache.get("neo4j", "u1") is None
    assert all(cache.get("neo4j", u) is one for u in ("u0", "u2", "u3"))
    assert cache.nbytes <= cache.max_bytes
    cache.put("neo4j", "big", entry(np.ones((40, 384))))  # larger than the whole bound: not kept
    assert cache.get("neo4j", "big") is None and cache.nbytes <= cache.max_bytes


def test_a_copy_of_size_zero_is_off() -> None:
    assert not FactVectorCache(0).enabled


def _refresh_with(monkeypatch: pytest.MonkeyPatch, pairs: list[list[object]]) -> UserVectors | None:
    rows = [{"memory": "2026-03-01T00:00:00Z/4/3", "pairs": pairs}]
    monkeypatch.setattr("pia_graph.retrieve.vector_cache.run_read_once", lambda *a, **kw: rows)
    return FactVectorCache(1 << 20).refresh(None, "neo4j", "u1")  # type: ignore[arg-type]


def test_refresh_keeps_each_id_with_its_own_vector(monkeypatch: pytest.MonkeyPatch) -> None:
    entry = _refresh_with(monkeypatch, [["a", [3.0, 4.0]], ["b", [0.0, 2.0]]])
    assert entry is not None and entry.ids == ["a", "b"]
    assert np.allclose(entry.unit, [[0.6, 0.8], [0.0, 1.0]])


def test_refresh_drops_a_read_that_a_deletion_cut_short(monkeypatch: pytest.MonkeyPatch) -> None:
    # a fact erased while the statement read it: its id was read, its vector reads as null
    assert _refresh_with(monkeypatch, [["a", [3.0, 4.0]], ["b", None]]) is None
