"""The `retrieval` kind: store the history, answer the query through `MemoryService.recall`, write the ranked
items in the FORMAT.md shape, and score them (MRR, recall@5, precision@5; pure)."""

from __future__ import annotations

import datetime as dt
import time
from typing import Any

from pia_graph.evaluation.format_vocabulary import (
    STORED_KEY,
    format_coordinates,
    format_projection,
    projected_coordinate,
)
from pia_graph.memory import MemoryService
from pia_graph.memory.recall_models import QueryIn, RecallItem

CUTOFF = 5
SCORES = ("rr", "recall", "recall_10", "precision")  # the per-scenario scores that score() returns


def ranked_item(item: RecallItem, coordinates: frozenset[str] | None = None,
                projection: dict[str, str] | None = None) -> dict[str, Any]:
    """One prediction item: coordinate, date and text (a fact has no coordinate); a fact also quotes the user's
    own words it was written from (``quote``: its provenance span), which its text rewrites in the third person.

    A record is seen through the format's vocabulary, as storage predictions are (``format_vocabulary``; FORMAT.md:
    "a project may know many more [coordinates], but must map to these"): at a finer coordinate that the curated
    projection covers it is reported at its format coordinate (``visit:dentist`` as ``visit:clinic``, its own kept
    as ``stored_coordinate``), and at a coordinate the format has no key for (``drug:fexofenadine``) it can only be
    what the format calls a free-text fact: it quotes the user's sentence it was written from, which the served
    item carries (``RecallItem.quote``, retrieve/record_quotes.py) and the context pack shows. A record at a format
    coordinate quotes nothing, so no record answers a free-text selector its coordinate could have answered.
    ``said`` is every record's served sentence, never matched. `stored_view` gives the item as the scorer before
    session 64 saw it. ``coordinates`` and ``projection`` default to the format's; no coordinates file, no mapping."""
    out: dict[str, Any] = {"coordinate": item.coordinate, "date": item.date, "text": item.text, "id": item.id,
                           "kind": item.kind}
    if item.kind == "fact":
        if item.provenance.span:
            out["quote"] = item.provenance.span
        return out
    if item.quote:
        out["said"] = item.quote
    known = format_coordinates() if coordinates is None else coordinates
    if known is None or not item.coordinate or item.coordinate in known:
        return out
    mapped = projected_coordinate(item.coordinate, known, format_projection() if projection is None else projection)
    if mapped is not None:
        out["coordinate"], out[STORED_KEY] = mapped, item.coordinate
    elif item.quote:
        out["quote"] = item.quote
    return out


def stored_view(item: dict[str, Any]) -> dict[str, Any]:
    """A prediction item as the scorer before session 64 read it (the flag `--scorer stored`, and every report's
    ``*_stored`` figures): a record quotes nothing and stands at its stored coordinate (pure)."""
    if item.get("kind") == "fact":
        return item
    out = {k: v for k, v in item.items() if k not in ("quote", STORED_KEY)}
    if item.get(STORED_KEY):
        out["coordinate"] = item[STORED_KEY]
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


def score(expect: dict[str, Any], ranked: list[dict[str, Any]], cutoff: int = CUTOFF, *,
          stored: bool = False) -> dict[str, float]:
    """Reciprocal rank of the first relevant item; recall@k over the selectors (k = 5, and 10: several
    scenarios list more than five relevant records); precision@k over the items returned in the top k (an
    item counts once, matched to any selector). ``stored``: the items as the scorer before session 64 saw them
    (`stored_view`)."""
    if stored:
        ranked = [stored_view(i) for i in ranked]
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
