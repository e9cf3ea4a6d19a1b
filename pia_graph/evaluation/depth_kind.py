"""The `depth` scenario kind: after the history is stored, the 3-D answer to `query` (through
`MemoryService.recall` at depth 3, as the agent would ask it) shows trends and causal links; scored on trends
(coordinate and direction), causal kept recall and pruned links presented. The depth `auto` would choose is
written beside it.
"""

from __future__ import annotations

import datetime as dt
import time
from dataclasses import dataclass, field
from typing import Any

from pia_graph.evaluation.counts import Share
from pia_graph.memory import MemoryService
from pia_graph.memory.recall_models import Depth3, QueryIn
from pia_graph.retrieve.understand import understand


def predict_depth(service: MemoryService, user_id: str, scenario: dict[str, Any], pred: dict[str, Any]) -> None:
    said_at = dt.datetime.fromisoformat(scenario["said_at"])
    query = scenario.get("query") or scenario.get("text") or ""
    started = time.perf_counter()
    out = service.recall(user_id, QueryIn(text=query, said_at=said_at, lang=scenario.get("lang"), depth=3))
    pred["latency_ms"] = (time.perf_counter() - started) * 1000
    depth3 = out.depth3 or Depth3()
    pred["depth"] = out.depth
    pred["auto_depth"] = understand(query, said_at, out.understanding.lang, service.index, service.dictionary,
                                    "auto").depth
    pred["outcomes"] = [d.value for d in out.understanding.coordinates]
    pred["context_tokens"] = out.context.tokens
    pred["read"] = out.read.read
    pred["route"] = out.read.route if out.read.read else "none"
    pred["trends"] = [{"coordinate": t.coordinate, "direction": t.direction} for t in depth3.trends]
    pred["causal"] = [[link.cause, link.effect] for link in depth3.causal]


@dataclass
class DepthScore:
    trends: Share = field(default_factory=Share)  # expected trends shown with their direction
    kept: Share = field(default_factory=Share)  # expected kept links presented
    pruned: Share = field(default_factory=Share)  # expected pruned links presented (hits are misses here)

    def merge(self, other: DepthScore) -> None:
        self.trends.merge(other.trends)
        self.kept.merge(other.kept)
        self.pruned.merge(other.pruned)


def score_depth(expect: dict[str, Any], pred: dict[str, Any]) -> DepthScore:
    """Each expected trend shown with its direction; each kept link presented; no pruned link presented."""
    shown = {t.get("coordinate"): t.get("direction") for t in pred.get("trends") or []}
    presented = {tuple(pair) for pair in pred.get("causal") or []}
    score = DepthScore()
    for t in expect.get("trends") or []:
        score.trends.add(shown.get(t["coordinate"]) == t["direction"])
    for pair in expect.get("causal_kept") or []:
        score.kept.add(tuple(pair) in presented)
    for pair in expect.get("causal_pruned") or []:
        score.pruned.add(tuple(pair) in presented)
    return score
