"""The optional learned reranker on the real read path: without a model file the fused order stands; with one
(`PIA_RERANK_MODEL`) recall reorders its candidates by it and still returns `k` items."""

from __future__ import annotations

import datetime as dt
import json
from collections.abc import Callable
from pathlib import Path

import pytest

from pia_graph.memory import MemoryService, TurnIn
from pia_graph.memory.recall_models import QueryIn
from pia_graph.retrieve import rerank as rr

pytestmark = pytest.mark.integration

KST = dt.timezone(dt.timedelta(hours=9))
USER = "rerank-user"


def at(month: int, day: int, hour: int = 9) -> dt.datetime:
    return dt.datetime(2026, month, day, hour, 0, tzinfo=KST)


@pytest.fixture(scope="module")
def stored(service: MemoryService) -> MemoryService:
    for day in (3, 8, 13):
        service.retain(USER, TurnIn(text=f"I had a headache today, {day % 5 + 3}/10", said_at=at(4, day, 20)))
    return service


def _headache_dates(service: MemoryService, k: int = 10) -> list[str]:
    out = service.recall(USER, QueryIn(text="my headaches this month", said_at=at(4, 20, 20), k=k))
    return [i.date or "" for i in out.items if i.coordinate == "symptom:headache"]


def test_without_a_model_newest_first_and_with_one_its_order(
        stored: MemoryService, pia_setting: Callable[[str, str], None], tmp_path: Path) -> None:
    pia_setting("PIA_RERANK_MODEL", "")
    fused = _headache_dates(stored)
    assert len(fused) == 3
    assert fused == sorted(fused, reverse=True)  # the fusion's ties: newest first
    weights = [0.0] * len(rr.FEATURES)
    weights[rr.FEATURES.index("recency_place")] = 5.0  # a model that puts the oldest of a coordinate first
    path = tmp_path / "m.json"
    path.write_text(json.dumps({"format": rr.FORMAT, "features": list(rr.FEATURES), "weights": weights,
                                "depth": 20, "mode": "full"}))
    pia_setting("PIA_RERANK_MODEL", str(path))
    assert _headache_dates(stored) == sorted(fused)
    out = stored.recall(USER, QueryIn(text="my headaches this month", said_at=at(4, 20, 20), k=2))
    assert len(out.items) == 2  # the model reads 20 candidates and recall still returns k
