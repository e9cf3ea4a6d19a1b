"""The `depth` scenario kind: after the history is stored, the depth-3 answer to `query` shows trends and
causal links; scored on trends (coordinate and direction), causal kept recall and pruned links presented.

Until `MemoryService.recall` serves depth 3, the outcome coordinates come from the dictionary's exact alias
matches in the query (concepts expanded), and the answer from `pia_graph.causal.depth3.depth3_for`.
"""

from __future__ import annotations

import datetime as dt
import time
from dataclasses import dataclass
from typing import Any

from pia_graph.causal.depth3 import depth3_for
from pia_graph.memory import MemoryService
from pia_graph.ontology.concepts import expand


def outcome_coordinates(service: MemoryService, text: str, lang: str | None) -> list[str]:
    """The terms the question names, a concept word standing for its terms (primary first)."""
    out: list[str] = []
    for match in service.index.match(text, lang):
        key = match.term_key
        if key is None:
            continue
        keys = [link.term_key for link in expand(service.dictionary, key)] if match.is_concept else [key]
        out.extend(k for k in keys if k not in out)
    return out


def predict_depth(service: MemoryService, user_id: str, scenario: dict[str, Any], pred: dict[str, Any]) -> None:
    said_at = dt.datetime.fromisoformat(scenario["said_at"])
    query = scenario.get("query") or scenario.get("text") or ""
    started = time.perf_counter()
    outcomes = outcome_coordinates(service, query, scenario.get("lang"))
    depth3 = depth3_for(service.driver, service.database, user_id, outcomes, said_at)
    pred["latency_ms"] = (time.perf_counter() - started) * 1000
    pred["depth"] = 3
    pred["outcomes"] = outcomes
    pred["trends"] = [{"coordinate": t.coordinate, "direction": t.direction} for t in depth3.trends]
    pred["causal"] = [[link.cause, link.effect] for link in depth3.causal]


@dataclass
class DepthScore:
    trends_total: int = 0
    trends_right: int = 0
    kept_total: int = 0
    kept_found: int = 0
    pruned_total: int = 0
    pruned_presented: int = 0


def score_depth(expect: dict[str, Any], pred: dict[str, Any]) -> DepthScore:
    """Each expected trend shown with its direction; each kept link presented; no pruned link presented."""
    shown = {t.get("coordinate"): t.get("direction") for t in pred.get("trends") or []}
    presented = {tuple(pair) for pair in pred.get("causal") or []}
    score = DepthScore()
    for t in expect.get("trends") or []:
        score.trends_total += 1
        score.trends_right += shown.get(t["coordinate"]) == t["direction"]
    for pair in expect.get("causal_kept") or []:
        score.kept_total += 1
        score.kept_found += tuple(pair) in presented
    for pair in expect.get("causal_pruned") or []:
        score.pruned_total += 1
        score.pruned_presented += tuple(pair) in presented
    return score
