"""Depth-3 recall: trends along NEXT and the kept causal paths into the outcome asked about.

Links are read from the graph's CAUSES edges (pruned candidates are separate `CausalCandidate` nodes and no
query here reads them). When the user's records changed since the stored run (its stamp differs), the run is
recomputed first, on this read: see docs/causal.md for the cost that made this the choice.
"""

from __future__ import annotations

import datetime as dt
import logging
from collections.abc import Iterable
from functools import cache
from typing import Any

from neo4j import Driver

from pia_graph.causal.model import CausalRecord, Decision
from pia_graph.causal.params import load_params
from pia_graph.causal.store import compute, link_text, read_links, read_records, with_statements, write_run
from pia_graph.causal.trends import adherence, trends
from pia_graph.memory.recall_models import CausalLinkOut, Depth3, TrendOut
from pia_graph.ontology.concepts import concepts_of, expand
from pia_graph.ontology.scripts import load_default_dictionary

log = logging.getLogger(__name__)

MAX_HOPS = 2


@cache
def term_names() -> dict[str, str]:
    return {key: term.name for key, term in load_default_dictionary().terms.items()}


def depth3_for(driver: Driver, database: str, user_id: str, outcome_coordinates: Iterable[str],
               said_at: dt.datetime, *, max_trends: int | None = None) -> Depth3:
    """Trends of the outcome coordinates (and of their causes, then the user's others), and the kept causal
    paths into the outcomes (up to two hops back), each with its evidence and confidence. With no outcome
    coordinates, every kept link."""
    params = load_params()
    names = term_names()
    today = said_at.date()
    records, current = read_records(driver, database, user_id, params)
    stamp, links = read_links(driver, database, user_id)
    if stamp != current:
        run = compute(with_statements(driver, database, user_id, records, current, params), today, params)
        write_run(driver, database, user_id, run, names)
        links = links_from_decisions(run.decisions, names)
    outcomes = expand_outcomes(outcome_coordinates)
    chosen = select_paths(links, outcomes) or select_paths(links, [])  # nothing into the outcome: every kept link
    since = today - dt.timedelta(days=params.days("trend_window_days"))
    window = [r for r in records if r.day <= today]
    all_trends = trends(window, params, since, names)
    order = outcomes + [link["cause"] for link in chosen] + [link["effect"] for link in chosen]
    return Depth3(
        trends=order_trends(all_trends, order)[:max_trends],
        causal=[to_out(link) for link in chosen],
        adherence=_adherence(window, today, outcomes, chosen),
    )


def links_from_decisions(decisions: list[Decision], names: dict[str, str]) -> list[dict[str, Any]]:
    """The kept decisions as the link maps a CAUSES edge carries (what `causal_links_get` returns)."""
    return [
        {"cause": d.cause, "effect": d.effect, "rule": d.rule, "mechanism": d.mechanism, "lag": d.lag_days,
         "confidence": d.confidence, "evidence": list(d.evidence), "direction": d.direction,
         "text": link_text(d, names)}
        for d in decisions if d.kept
    ]


def expand_outcomes(coordinates: Iterable[str]) -> list[str]:
    """The coordinates asked about, a condition adding the terms of the concepts it is tagged with
    ('diabetes' → fasting glucose, HbA1c)."""
    dictionary = load_default_dictionary()
    out = list(dict.fromkeys(coordinates))
    for key in list(out):
        if key.startswith("condition:"):
            for tag in concepts_of(dictionary, key):
                out.extend(m.term_key for m in expand(dictionary, tag.concept_key, include_related=False)
                           if m.term_key not in out)
    return out


def select_paths(links: list[dict[str, Any]], outcomes: list[str]) -> list[dict[str, Any]]:
    """Links into (or out of) the outcomes, then links into those links' causes (breadth first, at most
    MAX_HOPS), then the other effects of the causes found (what else the same cause moved)."""
    def rank(x: dict[str, Any]) -> tuple[float, str, str]:
        return (-float(x.get("confidence") or 0), x["effect"], x["cause"])

    if not outcomes:
        return sorted(links, key=rank)
    chosen: list[dict[str, Any]] = []
    seen: set[tuple[str, str]] = set()

    def add(found: list[dict[str, Any]]) -> None:
        for x in sorted(found, key=rank):
            if (x["cause"], x["effect"]) not in seen:
                seen.add((x["cause"], x["effect"]))
                chosen.append(x)

    targets = set(outcomes)
    add([x for x in links if x["effect"] in targets or x["cause"] in targets])
    frontier = {x["cause"] for x in chosen} - targets
    for _ in range(MAX_HOPS - 1):
        hop = [x for x in links if x["effect"] in frontier and (x["cause"], x["effect"]) not in seen]
        add(hop)
        frontier = {x["cause"] for x in hop}
    causes = {x["cause"] for x in chosen}
    add([x for x in links if x["cause"] in causes])
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
    drugs = {c for c in [*outcomes, *(x["cause"] for x in chosen)] if c.startswith("drug:")}
    return [row for row in adherence(records, today) if row["coordinate"] in drugs]
