"""The depth-3 copy served on a stamp the caller read already (with the snapshot): no statement of its own."""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest

from pia_graph.memory.recall_models import Depth3
from pia_graph.retrieve import depth3_cache
from pia_graph.retrieve.depth3_cache import Depth3Cache

SAID = dt.datetime(2026, 3, 1, 9, 0, tzinfo=dt.UTC)


def test_a_given_stamp_serves_the_kept_answer_without_reading_one(monkeypatch: pytest.MonkeyPatch) -> None:
    reads: list[str] = []

    def fake_stamp(driver: Any, database: str, user_id: str) -> str:
        reads.append(user_id)
        return "c/1/5/run1"

    monkeypatch.setattr(depth3_cache, "_stamp", fake_stamp)
    cache = Depth3Cache()
    computed: list[int] = []

    def compute() -> Depth3:
        computed.append(1)
        return Depth3()

    cache.answer(None, "db", "u1", ["test:ldl"], SAID, 10, compute)  # type: ignore[arg-type]
    assert computed == [1] and len(reads) == 2  # before and after the computation
    cache.answer(None, "db", "u1", ["test:ldl"], SAID, 10, compute, stamp="c/1/5/run1")  # type: ignore[arg-type]
    assert computed == [1] and len(reads) == 2  # kept, and no stamp read
    cache.answer(None, "db", "u1", ["test:ldl"], SAID, 10, compute, stamp="c/2/6/run1")  # type: ignore[arg-type]
    assert computed == [1, 1] and len(reads) == 3  # another stamp: computed again, the stamp read after it
