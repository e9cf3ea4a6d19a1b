"""The sharded import's pure parts: a user's shard is stable, workers' counts add up, and the deferred embeddings'
cache embeds each distinct text once."""

from __future__ import annotations

import dataclasses
import zlib

from pia_graph.memory.bulk_import import ImportStats
from pia_graph.memory.import_shards import merge_stats, shard_of
from pia_graph.text_vectors import VectorCache


def test_a_user_always_goes_to_the_same_worker_and_users_spread() -> None:
    users = [f"pop-{n}" for n in range(200)]
    shards = [shard_of(u, 2) for u in users]
    assert shards == [shard_of(u, 2) for u in users]  # not Python's salted hash: stable across processes
    assert shards[0] == zlib.crc32(b"pop-0") % 2
    assert 60 < shards.count(0) < 140
    assert {shard_of(u, 1) for u in users} == {0}


def test_workers_counts_and_seconds_add_up_and_errors_stay_bounded() -> None:
    total = ImportStats(invalid=1, errors=["line 9: not json"])
    a = ImportStats(turns=10, written=8, records=30, facts=12, batches=2, alone=1, prepare_cpu_s=0.5,
                    errors=[f"line {n}: bad" for n in range(15)], invalid=15)
    b = ImportStats(turns=5, written=5, records=20, facts=3, batches=1, prepare_cpu_s=0.25,
                    errors=[f"line {n}: worse" for n in range(15)], invalid=15)
    merge_stats(total, a)
    merge_stats(total, b)
    counts = (total.turns, total.written, total.records, total.facts, total.batches, total.alone)
    assert counts == (15, 13, 50, 15, 3, 1)
    assert total.invalid == 31 and total.prepare_cpu_s == 0.75
    assert len(total.errors) == 20 and total.errors[0] == "line 9: not json" and total.errors[-1] == "line 3: worse"
    numeric = [f.name for f in dataclasses.fields(ImportStats) if f.name != "errors"]
    assert all(isinstance(getattr(total, n), int | float) for n in numeric)


class Counting:
    dimension = 2

    def __init__(self) -> None:
        self.asked: list[list[str]] = []

    def embed(self, texts: list[str]) -> list[list[float]]:
        self.asked.append(list(texts))
        return [[float(len(t)), 1.0] for t in texts]


def test_the_worker_cache_embeds_each_distinct_text_once_and_stays_bounded() -> None:
    model, cache = Counting(), VectorCache(limit=3)
    vectors, computed = cache.vectors(model, ["took metformin", "slept badly", "took metformin"])
    assert computed == 2 and model.asked == [["took metformin", "slept badly"]]
    assert vectors["took metformin"] == [14.0, 1.0]
    vectors, computed = cache.vectors(model, ["slept badly", "ran 5 km"])
    assert computed == 1 and model.asked[-1] == ["ran 5 km"] and set(vectors) == {"slept badly", "ran 5 km"}
    cache.vectors(model, ["a", "b"])  # past the bound: the cache is cleared before the next call
    _, computed = cache.vectors(model, ["took metformin"])
    assert computed == 1


def test_regimens_active_on_a_day_follow_user_active_regimens_rule() -> None:
    import datetime as dt

    from neo4j.time import Date, DateTime

    from pia_graph.memory.import_profiles import active_regimens

    def span(coordinate: str, start: object = None, end: object = None, expected_end: object = None,
             comparable: bool = True) -> dict[str, object]:
        return {"coordinate": coordinate, "start": start, "end": end, "expected_end": expected_end,
                "comparable": comparable}

    spans = [
        span("drug:metformin", start=Date(2026, 3, 1)),
        span("drug:amlodipine", start=Date(2026, 3, 5), end=Date(2026, 3, 10)),
        span("drug:atorvastatin", expected_end=Date(2026, 3, 7)),
        span("drug:aspirin", expected_end=DateTime(2026, 4, 1, 0, 0, 0), comparable=False),  # null in Cypher: never
        span("drug:metformin", start=Date(2026, 2, 1)),  # a second current record of the same drug: listed once
    ]
    on = dt.date
    assert active_regimens(spans, on(2026, 2, 15)) == ["drug:atorvastatin", "drug:metformin"]
    assert active_regimens(spans, on(2026, 3, 5)) == ["drug:amlodipine", "drug:atorvastatin", "drug:metformin"]
    assert active_regimens(spans, on(2026, 3, 7)) == ["drug:amlodipine", "drug:atorvastatin", "drug:metformin"]
    assert active_regimens(spans, on(2026, 3, 8)) == ["drug:amlodipine", "drug:metformin"]
    assert active_regimens(spans, on(2026, 3, 11)) == ["drug:metformin"]
    assert active_regimens([], on(2026, 3, 11)) == []
