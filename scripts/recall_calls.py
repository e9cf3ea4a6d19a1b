"""The `recall_records_facts` calls a suite's retrieval scenarios make, as the service makes them: what
scripts/recall_fulltext_ab.py and scripts/recall_parts_cpu.py re-send. A helper of those scripts, not a test."""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from typing import Any


def capture_facts_calls(*modules: Any) -> list[dict[str, Any]]:
    """Points each module's ``run_read_once`` at a wrapper that keeps the parameters of every
    `recall_records_facts` call (and runs the call); returns the list it keeps them in."""
    from pia_graph.db.queries import run_read_once

    captured: list[dict[str, Any]] = []

    def recording(driver: Any, name: str, database: str | None = None, **params: Any) -> list[dict[str, Any]]:
        if name == "recall_records_facts":
            captured.append(dict(params))
        return run_read_once(driver, name, database=database, **params)

    for module in modules:
        module.run_read_once = recording
    return captured


def second_recall_calls(service: Any, users: Sequence[str], scenarios: Sequence[dict[str, Any]],
                        captured: list[dict[str, Any]]) -> list[tuple[str, str, dict[str, Any]]]:
    """Retains each scenario's history for its user (one user a scenario), asks its question twice at depth 1 and
    keeps the `recall_records_facts` calls of the second recall (the one measured: the copy of the user's vectors
    is warm), as (user, scenario id, parameters); ``captured`` is what ``capture_facts_calls`` returned."""
    from pia_graph.memory import TurnIn
    from pia_graph.memory.recall_models import QueryIn

    calls: list[tuple[str, str, dict[str, Any]]] = []
    for uid, sc in zip(users, scenarios, strict=True):
        for turn in sc.get("history") or []:
            service.retain(uid, TurnIn(text=turn["text"], said_at=dt.datetime.fromisoformat(turn["said_at"]),
                                       lang=sc.get("lang")))
        before = len(captured)
        q = QueryIn(text=sc["query"], said_at=dt.datetime.fromisoformat(sc["said_at"]), lang=sc.get("lang"), depth=1)
        service.recall(uid, q)
        service.recall(uid, q)
        for params in captured[before + (len(captured) - before) // 2:]:
            calls.append((uid, str(sc.get("id")), params))
    return calls
