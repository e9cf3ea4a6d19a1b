"""Reads one user's records and statements for the causal rules, and stores a run: candidates for audit,
CAUSES edges for the kept links, and the run's stamp (so a reader knows whether the run is current)."""

from __future__ import annotations

import datetime as dt
import json
import logging
from collections import defaultdict
from dataclasses import dataclass
from typing import Any

from neo4j import Driver

from pia_graph.causal.candidates import find_statements, generate, habit_as_exposure, mark_recurring
from pia_graph.causal.model import CausalRecord, Decision, PruneStats, Statement, _day
from pia_graph.causal.params import CausalParams, load_params
from pia_graph.causal.prune import prune
from pia_graph.db.queries import run_read, run_write

log = logging.getLogger(__name__)


@dataclass
class UserData:
    records: list[CausalRecord]
    statements: list[Statement]
    stamp: tuple[int, str]  # (records seen, newest ingested_at): a run is current when its stamp equals this


@dataclass
class CausalRun:
    decisions: list[Decision]
    stats: PruneStats
    stamp: tuple[int, str]


def read_records(driver: Driver, database: str, user_id: str,
                 params: CausalParams | None = None) -> tuple[list[CausalRecord], tuple[int, str]]:
    """The user's records and their stamp (count, newest ingested_at): enough for trends."""
    params = params or load_params()
    rows = run_read(driver, "causal_user_records", database=database, user_id=user_id)
    props = [row["props"] for row in rows]
    newest = max((str(p.get("ingested_at")) for p in props if p.get("ingested_at") is not None), default="")
    return habit_as_exposure([CausalRecord.from_props(p) for p in props], params), (len(props), newest)


def read_user(driver: Driver, database: str, user_id: str, params: CausalParams | None = None) -> UserData:
    params = params or load_params()
    records, stamp = read_records(driver, database, user_id, params)
    return with_statements(driver, database, user_id, records, stamp, params)


def with_statements(driver: Driver, database: str, user_id: str, records: list[CausalRecord],
                    stamp: tuple[int, str], params: CausalParams) -> UserData:
    """Adds what a causal run needs beyond the records: the user's statements and the words of each turn."""
    turn_coords: dict[str, list[str]] = defaultdict(list)
    for r in records:
        if r.turn_id and r.coordinate not in turn_coords[r.turn_id]:
            turn_coords[r.turn_id].append(r.coordinate)
    facts = [
        {**row, "day": _day(row.get("date")) or _day(row.get("sort_time"))}
        for row in run_read(driver, "causal_user_facts", database=database, user_id=user_id)
    ]
    turn_text: dict[str, str] = defaultdict(str)
    for fact in facts:
        turn_text[str(fact.get("turn_id") or "")] += " " + str(fact.get("text") or "")
    records = mark_recurring(records, params, turn_text)
    return UserData(records, find_statements(facts, turn_coords, params), stamp)


def compute(data: UserData, today: dt.date, params: CausalParams | None = None) -> CausalRun:
    """Candidates and decisions over the user's records up to `today` (pure)."""
    params = params or load_params()
    records = [r for r in data.records if r.day <= today]
    statements = [s for s in data.statements if s.day <= today]
    decisions = prune(generate(records, statements, params), params, today)
    return CausalRun(decisions, PruneStats.of(decisions), data.stamp)


def link_text(d: Decision, names: dict[str, str]) -> str:
    lag = f"; lag {d.lag_days:g} d" if d.lag_days is not None else ""
    return (f"{names.get(d.cause, d.cause)} → {names.get(d.effect, d.effect)} {d.direction or ''}".rstrip()
            + f" ({d.rule}{lag}; confidence {d.confidence:.2f}): {d.detail}")


def write_run(driver: Driver, database: str, user_id: str, run: CausalRun, names: dict[str, str]) -> None:
    candidates = [
        {
            "cause": d.cause, "effect": d.effect, "kept": d.kept, "rule": d.rule,
            "reason": d.reason.value if d.reason else None, "reasons": [r.value for r in d.reasons],
            "sources": list(d.sources), "mechanism": d.mechanism, "direction": d.direction, "lag_days": d.lag_days,
            "confidence": d.confidence, "evidence": list(d.evidence), "detail": d.detail,
        }
        for d in run.decisions
    ]
    links = [
        {
            "cause_record": d.cause_record, "effect_record": d.effect_record,
            "props": {
                "cause": d.cause, "effect": d.effect, "rule": d.rule, "mechanism": d.mechanism,
                "direction": d.direction, "lag": d.lag_days, "confidence": d.confidence,
                "evidence": list(d.evidence), "sources": list(d.sources), "text": link_text(d, names),
            },
        }
        for d in run.decisions
        if d.kept and d.cause_record and d.effect_record
    ]
    run_write(
        driver, "causal_run_replace", database=database, user_id=user_id,
        computed_at=dt.datetime.now(dt.UTC), records=run.stamp[0], max_ingested=run.stamp[1],
        stats=json.dumps(run.stats.as_dict()), candidates=candidates, links=links,
    )


def read_links(driver: Driver, database: str, user_id: str) -> tuple[tuple[int, str] | None, list[dict[str, Any]]]:
    """The stamp of the stored run (None when there is none) and its kept links."""
    rows = run_read(driver, "causal_links_get", database=database, user_id=user_id)
    if not rows or rows[0].get("records") is None:
        return None, []
    row = rows[0]
    return (int(row["records"]), str(row.get("max_ingested") or "")), list(row.get("links") or [])


def recompute_user(driver: Driver, database: str, user_id: str, today: dt.date,
                   names: dict[str, str] | None = None) -> CausalRun:
    """Read, decide and store one user's causal run."""
    data = read_user(driver, database, user_id)
    run = compute(data, today)
    write_run(driver, database, user_id, run, names or {})
    log.debug("causal run for %s: %s", user_id, run.stats.as_dict())
    return run
