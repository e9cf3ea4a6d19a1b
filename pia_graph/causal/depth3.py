"""Depth-3 recall: trends along NEXT and the kept causal paths into the outcome asked about.

Links are read from the graph's CAUSES edges (pruned candidates are separate `CausalCandidate` nodes and no
query here reads them). When the user's records changed since the stored run (its stamp differs), the run is
recomputed first, on this read: see docs/readme/11.md for the cost that made this the choice.
"""

from __future__ import annotations

import datetime as dt
import logging
from collections.abc import Iterable
from functools import cache
from typing import Any

from neo4j import Driver

from pia_graph.causal.model import CausalRecord
from pia_graph.causal.params import load_params
from pia_graph.causal.store import compute, link_text, read_links, read_user, write_run
from pia_graph.causal.trends import adherence, trends
from pia_graph.memory.recall_models import CausalLinkOut, Depth3, TrendOut
from pia_graph.ontology.scripts import load_default_dictionary

log = logging.getLogger(__name__)

MAX_HOPS = 2


@cache
def term_names() -> dict[str, str]:
    return {key: term.name for key, term in load_default_dictionary().terms.items()}


def depth3_for(driver: Driver, database: str, user_id: str, outcome_coordinates: Iterable[str],
               said_at: dt.datetime) -> Depth3:
    """Trends of the outcome coordinates (and of their causes, then the user's others), and the kept causal
    paths into the outcomes (up to two hops back), each with its evidence and confidence. With no outcome
    coordinates, every kept link."""
    params = load_params()
    names = term_names()
    today = said_at.date()
    data = read_user(driver, database, user_id, params)
    stamp, links = read_links(driver, database, user_id)
    if stamp != data.stamp:
        run = compute(data, today, params)
        write_run(driver, database, user_id, run, names)
        links = [
            {"cause": d.cause, "effect": d.effect, "rule": d.rule, "mechanism": d.mechanism, "lag": d.lag_days,
             "confidence": d.confidence, "evidence": list(d.evidence), "direction": d.direction,
             "text": link_text(d, names)}
            for d in run.decisions if d.kept
        ]
    outcomes = list(dict.fromkeys(outcome_coordinates))
    chosen = select_paths(links, outcomes)
    since = today - dt.timedelta(days=params.days("trend_window_days"))
    window = [r for r in data.records if r.day <= today]
    all_trends = trends(window, params, since, names)
    order = outcomes + [link["cause"] for link in chosen] + [link["effect"] for link in chosen]
    return Depth3(
        trends=order_trends(all_trends, order),
        causal=[to_out(link) for link in chosen],
        adherence=_adherence(window, today, outcomes, chosen),
    )


def select_paths(links: list[dict[str, Any]], outcomes: list[str]) -> list[dict[str, Any]]:
    """Links into the outcomes, then links into those links' causes (breadth first, at most MAX_HOPS)."""
    if not outcomes:
        return sorted(links, key=lambda x: (-float(x.get("confidence") or 0), x["effect"], x["cause"]))
    chosen: list[dict[str, Any]] = []
    seen: set[tuple[str, str]] = set()
    frontier = set(outcomes)
    for _ in range(MAX_HOPS):
        hop = sorted(
            (x for x in links if x["effect"] in frontier and (x["cause"], x["effect"]) not in seen),
            key=lambda x: (-float(x.get("confidence") or 0), x["effect"], x["cause"]),
        )
        for x in hop:
            seen.add((x["cause"], x["effect"]))
            chosen.append(x)
        frontier = {x["cause"] for x in hop}
        if not frontier:
            break
    return chosen


def order_trends(found: dict[str, TrendOut], order: list[str]) -> list[TrendOut]:
    """Trends of the coordinates in `order` first, then the others that moved, then the flat ones."""
    first = [found[c] for c in dict.fromkeys(order) if c in found]
    rest = [t for c, t in found.items() if c not in set(order)]
    return first + [t for t in rest if t.direction != "flat"] + [t for t in rest if t.direction == "flat"]


def to_out(link: dict[str, Any]) -> CausalLinkOut:
    lag = link.get("lag")
    return CausalLinkOut(
        cause=link["cause"], effect=link["effect"], rule=str(link.get("rule") or ""),
        mechanism=link.get("mechanism"), lag_days=float(lag) if lag is not None else None,
        confidence=float(link.get("confidence") or 0.0), evidence=[str(e) for e in link.get("evidence") or []],
        text=str(link.get("text") or ""),
    )


def _adherence(records: list[CausalRecord], today: dt.date, outcomes: list[str],
               chosen: list[dict[str, Any]]) -> list[dict[str, Any]]:
    drugs = {c for c in outcomes if c.startswith("drug:")} | {x["cause"] for x in chosen if x["cause"].startswith("drug:")}
    return [row for row in adherence(records, today) if row["coordinate"] in drugs]
