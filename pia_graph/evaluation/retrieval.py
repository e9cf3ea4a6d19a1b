"""The `retrieval` kind: store the history, answer the query through `MemoryService.recall`, write the ranked
items in the FORMAT.md shape, and score them (MRR, recall@5, precision@5; pure)."""

from __future__ import annotations

import datetime as dt
import time
from typing import Any

from pia_graph.memory import MemoryService
from pia_graph.memory.recall_models import QueryIn, RecallItem

CUTOFF = 5
SCORES = ("rr", "recall", "recall_10", "precision")  # the per-scenario scores that score() returns


def ranked_item(item: RecallItem) -> dict[str, Any]:
    """One prediction item: coordinate, date and text (a fact has no coordinate); a fact also quotes the user's
    own words it was written from (``quote``: its provenance span), which its text rewrites in the third person."""
    out: dict[str, Any] = {"coordinate": item.coordinate, "date": item.date, "text": item.text, "id": item.id,
                           "kind": item.kind}
    if item.kind == "fact" and item.provenance.span:
        out["quote"] = item.provenance.span
    return out


def predict(service: MemoryService, user_id: str, scenario: dict[str, Any], pred: dict[str, Any]) -> None:
    q = QueryIn(text=scenario["query"], said_at=dt.datetime.fromisoformat(scenario["said_at"]),
                lang=scenario.get("lang"))
    started = time.perf_counter()
    out = service.recall(user_id, q)
    pred["latency_ms"] = (time.perf_counter() - started) * 1000
    pred["read"] = out.read.read
    pred["route"] = out.read.route if out.read.read else "none"
    pred["ranked"] = [ranked_item(i) for i in out.items]
    pred["depth"] = out.depth


def matches(selector: dict[str, Any], item: dict[str, Any]) -> bool:
    if "fact_contains" in selector:
        # a free-text fact is the user's statement: found in the fact's text or in the words it quotes ("red wine
        # is my trigger", which the text stores as "red wine is User's trigger")
        wanted = str(selector["fact_contains"]).lower()
        return any(wanted in str(item.get(key) or "").lower() for key in ("text", "quote"))
    if selector.get("coordinate") != item.get("coordinate"):
        return False
    return "date" not in selector or selector["date"] == item.get("date")


def score(expect: dict[str, Any], ranked: list[dict[str, Any]], cutoff: int = CUTOFF) -> dict[str, float]:
    """Reciprocal rank of the first relevant item; recall@k over the selectors (k = 5, and 10: several
    scenarios list more than five relevant records); precision@k over the items returned in the top k (an
    item counts once, matched to any selector)."""
    selectors = list(expect.get("relevant") or [])
    rr = 0.0
    for rank, item in enumerate(ranked, start=1):
        if any(matches(s, item) for s in selectors):
            rr = 1.0 / rank
            break
    top = ranked[:cutoff]
    found = sum(1 for s in selectors if any(matches(s, item) for item in top))
    relevant_items = sum(1 for item in top if any(matches(s, item) for s in selectors))
    found_10 = sum(1 for s in selectors if any(matches(s, item) for item in ranked[:10]))
    return {
        "rr": rr,
        "recall": found / len(selectors) if selectors else 1.0,
        "recall_10": found_10 / len(selectors) if selectors else 1.0,
        "precision": relevant_items / len(top) if top else 0.0,
    }
