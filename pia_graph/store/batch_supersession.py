"""Supersession planned over a whole `pia import` batch: the links turn-by-turn retain would make, turn after turn.

Turn by turn, a turn that may supersede (`needs_supersession`: a one-value-at-a-time type, or a correction) reads
the current records at its candidates' coordinates, plans with `plan_supersessions`'s rule, links and splices
the superseded records out of those series' chains, all inside `turns_write` (which returns what it read, and
`write_turn.checked_plan` plans it again with `plan_supersessions`). Over a batch, the same plan is made here in file
order, from what the store held before the batch (one read in the batch's transaction, `turns_import_current`) and the
batch's own earlier records, so that the batch statement (`turns_import`) writes each turn's `SUPERSEDES` links with
its records, and no turn is written alone. The chains come out as retain leaves them (every current record of a
series in sort order): a record the batch supersedes is left out of the chain it would have joined, and a series
that loses a record it already chained is rebuilt (`relink`).
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field
from typing import Any

from neo4j.time import DateTime

from pia_graph.store.supersession import SINGLE_VALUED_TYPES, RecordRef, plan_supersessions

Key = tuple[str, str]  # (user_id, coordinate)


@dataclass
class BatchPlan:
    """Per turn of the batch (in order): its links `{newer, older, reason}` and the coordinates whose stored chain it
    breaks; over the batch: every record superseded, and the series to rebuild."""

    links: list[list[dict[str, str]]]
    relink: list[list[str]]
    superseded: set[str] = field(default_factory=set)
    rebuilt: set[Key] = field(default_factory=set)


def supersedes(correction: bool, records: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The records of a turn that may supersede: its candidates (for `write_turn._supersede` and the batch plan)."""
    return [p for p in records if p["type"] in SINGLE_VALUED_TYPES or correction]


def ref(props: dict[str, Any], *, is_new: bool) -> RecordRef:
    """A record's reference for `plan_supersessions`, from its property map or a row of the store."""

    def native(value: Any) -> dt.datetime:
        return value.to_native() if isinstance(value, DateTime) else value

    return RecordRef(props["record_id"], props["type"], props["coordinate"], props.get("relation"),
                     native(props["recorded_at"]), native(props["sort_time"]), is_new, props.get("source"))


def tracked(turns: list[tuple[str, bool, list[dict[str, Any]], bool]]) -> dict[str, list[str]]:
    """Per user, the coordinates the batch's superseding turns plan at (`turns`: user, may supersede, the records'
    property maps, correction): what the store's current records are read for."""
    out: dict[str, set[str]] = {}
    for user_id, may, records, correction in turns:
        if may:
            out.setdefault(user_id, set()).update(p["coordinate"] for p in supersedes(correction, records))
    return {u: sorted(c) for u, c in sorted(out.items())}


def plan_batch(
    turns: list[tuple[str, str, bool, list[dict[str, Any]], bool]], stored_turns: set[tuple[str, str]],
    current: list[dict[str, Any]], keys: dict[str, list[str]] | None = None,
) -> BatchPlan:
    """The batch's supersessions (pure). `turns`: per turn in file order, (user, turn id, may supersede, its records'
    property maps, correction); `stored_turns`: the (user, turn id) of the batch already stored (they write
    nothing); `current`: the store's current records at the `tracked` coordinates, with their `user_id`; `keys`:
    `tracked(turns)` where the caller has it already (it read `current` for them)."""
    if keys is None:
        keys = tracked([(t[0], t[2], t[3], t[4]) for t in turns])
    wanted = {(u, c) for u, coords in keys.items() for c in coords}
    state: dict[Key, list[RecordRef]] = {}
    for row in current:
        state.setdefault((row["user_id"], row["coordinate"]), []).append(ref(row, is_new=False))
    stored = {r.record_id for refs in state.values() for r in refs}
    plan = BatchPlan([[] for _ in turns], [[] for _ in turns])
    for n, (user_id, turn_id, may, records, correction) in enumerate(turns):
        if (user_id, turn_id) in stored_turns:
            continue
        if may:
            candidates = supersedes(correction, records)
            coordinates = sorted({p["coordinate"] for p in candidates})
            refs = [r for c in coordinates for r in state.get((user_id, c), [])]
            links = plan_supersessions(refs + [ref(p, is_new=True) for p in candidates], correction=correction)
            gone = {s.older for s in links}
            plan.links[n] = [{"newer": s.newer, "older": s.older, "reason": s.reason.value} for s in links]
            plan.superseded |= gone
            broken = sorted({r.coordinate for c in coordinates for r in state.get((user_id, c), [])
                             if r.record_id in gone and r.record_id in stored})
            plan.relink[n] = broken
            plan.rebuilt |= {(user_id, c) for c in broken}
            for c in coordinates:
                if (user_id, c) in state:
                    state[(user_id, c)] = [r for r in state[(user_id, c)] if r.record_id not in gone]
        for p in records:
            key = (user_id, p["coordinate"])
            if key in wanted and p["record_id"] not in plan.superseded:
                state.setdefault(key, []).append(ref(p, is_new=False))
    return plan


def planned_payload(payload: dict[str, Any], plan: BatchPlan, n: int) -> dict[str, Any]:
    """Turn `n`'s `turns_import` payload with its planned links and rebuilt series; its chain without the records the
    batch supersedes and without the series rebuilt (the statement rebuilds those from the current records)."""
    user_id = payload["user_id"]
    chain = []
    for link in payload["chain"]:
        ids = [i for i in link["ids"] if i not in plan.superseded]
        if ids and (user_id, link["coordinate"]) not in plan.rebuilt:
            chain.append({"coordinate": link["coordinate"], "ids": ids})
    return {**payload, "chain": chain, "supersede": plan.links[n], "relink": plan.relink[n]}
