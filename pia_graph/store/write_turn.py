"""Writes one retained turn to Neo4j in a single transaction: turn, records, facts, links, chains.

One statement (`turns_write`) carries the whole turn, in one round trip; for a turn that may supersede a stored
record (a one-value-at-a-time type, or a correction) the statement also reads the current records, plans the
links by store/supersession.py's rule and relinks the chains, and the plan is made again here from what it read.
"""

from __future__ import annotations

import datetime as dt
import logging
import random
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, TypeVar

from neo4j import Driver, Transaction
from neo4j.exceptions import TransientError

from pia_graph.db.queries import run_alone, run_in_tx
from pia_graph.errors import StoreUnavailable, TurnConflictError
from pia_graph.ingest.hup import FactDraft, HupRecord, Rejection
from pia_graph.store.batch_supersession import plan_batch, planned_payload, ref, supersedes, tracked
from pia_graph.store.serialize import fact_properties, record_properties, times_as_text, type_label
from pia_graph.store.supersession import (
    SINGLE_VALUED_TYPES,
    SupersedeReason,
    Supersession,
    plan_supersessions,
)

log = logging.getLogger(__name__)

__all__ = [
    "WRITE_STATS", "TurnConflictError", "TurnWrite", "TurnWritten", "WriteStats", "fact_payloads", "needs_supersession",
    "single_statement", "write_turn", "write_turns",
]

DEADLOCK = "Neo.TransientError.Transaction.DeadlockDetected"
T = TypeVar("T")


class WriteStats:
    """Process-wide counts of transactions the write path retried, by Neo4j status code (for the benchmark
    and for operators: a deadlock between writers of different users means the graph shape contends)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self.retried: dict[str, int] = {}

    def count(self, code: str) -> None:
        with self._lock:
            self.retried[code] = self.retried.get(code, 0) + 1

    def snapshot(self) -> dict[str, int]:
        with self._lock:
            return dict(self.retried)

    def reset(self) -> None:
        with self._lock:
            self.retried.clear()


WRITE_STATS = WriteStats()


@dataclass
class TurnWrite:
    """Everything a turn writes, prepared outside the transaction (extraction and embedding done)."""

    user_id: str
    turn_id: str
    text: str
    said_at: dt.datetime
    lang: str
    retain_reasons: list[str]
    read: bool
    route: str
    extractor: str
    records: list[HupRecord]
    facts: list[dict[str, Any]]  # fact_properties(...) plus "term_keys"
    candidates: list[dict[str, Any]] = field(default_factory=list)
    # records that failed validation, left out of the turn's records and stored as its :Rejection nodes
    rejections: list[Rejection] = field(default_factory=list)
    correction: bool = False
    text_analysed: str | None = None  # what the rules read; record spans index it (None: the text itself)
    hu2_debounce_s: float = 2.0  # the understanding's regeneration job, queued in this transaction
    hu2_max_wait_s: float = 60.0
    # the facts go without their vectors and the user's embedding job (memory/embed_jobs.py) is queued in this
    # transaction (`pia import`); retain embeds inline
    embed_later: bool = False
    # the turn says it is typed on the account of the one cared for (ingest/utterance.py, `names_proxy`)
    proxy_account: bool = False
    # (new record id, earlier record id): records of earlier turns this turn corrects (ingest/followup_resolve.py),
    # linked in the turn's transaction by `records_supersede_earlier`
    supersedes: list[tuple[str, str]] = field(default_factory=list)
    # why (store/supersession.SupersedeReason's value): a correction, a completion, a status taken back
    supersede_reason: str = "correction"
    # why the READ decision was not taken (`pia import`: turn_flow.READ_NOT_DECIDED_WHY), stored on the turn in place
    # of `read` and `route`; None: it was taken
    read_not_decided: str | None = None


@dataclass
class TurnWritten:
    duplicate: bool
    records: list[dict[str, Any]]
    facts: list[dict[str, Any]]
    supersessions: list[Supersession] = field(default_factory=list)


def turn_payload(w: TurnWrite) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """One element of `turns_write`'s $turns (pure), and the records' property maps."""
    props = [
        record_properties(r, user_id=w.user_id, turn_id=w.turn_id, said_at=w.said_at, lang=w.lang, position=n)
        for n, r in enumerate(w.records)
    ]
    # Each user's own series node per coordinate carries the records and the facts' mentions, so that writers
    # of different users never lock a shared Term (only a series' first link to its term touches it).
    series = sorted({p["coordinate"] for p in props} | {k for f in w.facts for k in f.get("term_keys", [])})
    links = [
        {"child": r.record_id, "visit": w.records[r.visit_ref].record_id}
        for r in w.records
        if r.visit_ref is not None and 0 <= r.visit_ref < len(w.records)
    ]
    chain: dict[str, list[str]] = {}
    for p in props:
        chain.setdefault(p["coordinate"], []).append(p["record_id"])
    sightings = sorted(({k: v for k, v in c.items() if k != "user_id"} for c in w.candidates),
                       key=lambda c: str(c["norm"]))
    turn, turn_times = times_as_text({
        "text": w.text, "text_analysed": w.text if w.text_analysed is None else w.text_analysed,
        "said_at": w.said_at, "lang": w.lang, "retain": True, "retain_reasons": w.retain_reasons,
        **({"read": w.read, "route": w.route} if w.read_not_decided is None
           else {"read_not_decided": w.read_not_decided}),
        "extractor": w.extractor, **({"proxy_account": True} if w.proxy_account else {}),
    })
    # date-times go as ISO text, converted by the statement (`times`: serialize.times_as_text); the records and
    # facts handed back to the caller keep their Python values
    payload = {
        "user_id": w.user_id, "turn_id": w.turn_id, "turn": turn, "turn_times": turn_times, "series": series,
        "records": [_split({"label": type_label(p["type"])}, p) for p in props], "links": links,
        "facts": [_split({k: v for k, v in f.items() if k != "props"}, f["props"]) for f in w.facts],
        "sightings": sightings, "rejections": [r.model_dump(mode="json") for r in w.rejections],
        "chain": [{"coordinate": c, "ids": ids} for c, ids in sorted(chain.items())],
        "supersede_at": supersede_at(w, props),
    }
    return payload, props


def _split(entry: dict[str, Any], props: dict[str, Any]) -> dict[str, Any]:
    plain, times = times_as_text(props)
    return {**entry, "props": plain, "times": times}


def supersede_at(w: TurnWrite, props: list[dict[str, Any]]) -> dict[str, Any] | None:
    """What `turns_write` needs to plan and link a turn's supersession in the statement itself (None: the turn
    may not supersede): its candidates' coordinates, the candidates in the turn's order, its other records (left
    out of the current records read), whether it corrects, and the one-value-at-a-time types."""
    candidates = supersedes(w.correction, props) if needs_supersession(w) else []
    if not candidates:
        return None
    ids = [p["record_id"] for p in candidates]
    return {"coordinates": sorted({p["coordinate"] for p in candidates}), "candidates": ids,
            "exclude": [p["record_id"] for p in props if p["record_id"] not in ids], "correction": w.correction,
            "single_valued": sorted(SINGLE_VALUED_TYPES)}


def checked_plan(w: TurnWrite, props: list[dict[str, Any]], row: dict[str, Any]) -> list[Supersession]:
    """The links `turns_write` made for a turn (`row`: its `links`, and the `current` records it planned from),
    in the order `plan_supersessions` gives them. The rule is planned again here from the same records: a link the
    statement made that the rule does not (or the reverse) is logged as an error, and the stored links are
    reported as they are."""
    current = sorted(row.get("current") or [], key=lambda r: str(r["record_id"]))
    candidates = supersedes(w.correction, props) if needs_supersession(w) else []
    refs = [ref(r, is_new=False) for r in current] + [ref(p, is_new=True) for p in candidates]
    plan = plan_supersessions(refs, correction=w.correction)
    made = [Supersession(x["newer"], x["older"], SupersedeReason(x["reason"])) for x in row.get("links") or []]
    if set(plan) != set(made):
        log.error("turn %s: the statement's supersessions %s differ from the rule's %s", w.turn_id, made, plan)
        return made
    return plan


def needs_supersession(w: TurnWrite) -> bool:
    """Whether the turn may supersede a stored record (a one-value-at-a-time type, or a correction)."""
    return bool(w.records) and (w.correction or any(r.type in SINGLE_VALUED_TYPES for r in w.records))


def _stored(tx: Transaction, w: TurnWrite, stored_text: str | None) -> TurnWritten:
    if stored_text != w.text:
        raise TurnConflictError(f"turn {w.turn_id!r} is already stored with another utterance; send a new turn id")
    existing = run_in_tx(tx, "turn_get", user_id=w.user_id, turn_id=w.turn_id)
    return TurnWritten(duplicate=True, records=existing[0]["records"], facts=existing[0]["facts"])


def _write(tx: Transaction, w: TurnWrite) -> TurnWritten:
    payload, props = turn_payload(w)
    (row,) = run_in_tx(tx, "turns_write", turns=[payload], debounce_s=w.hu2_debounce_s, max_wait_s=w.hu2_max_wait_s)
    if row["duplicate"]:
        return _stored(tx, w, row["stored_text"])
    if w.embed_later and w.facts:
        run_in_tx(tx, "embed_jobs_enqueue", user_ids=[w.user_id])
    plan = checked_plan(w, props, row)
    if w.supersedes:
        reason = SupersedeReason(w.supersede_reason)
        run_in_tx(tx, "records_supersede_earlier", user_id=w.user_id, reason=reason.value,
                  links=[{"newer": n, "older": o} for n, o in w.supersedes])
        linked = set(w.supersedes)  # a link the statement made already takes the follow-up's reason
        plan = [s for s in plan if (s.newer, s.older) not in linked] + [Supersession(n, o, reason)
                                                                         for n, o in w.supersedes]
    return TurnWritten(duplicate=False, records=props, facts=w.facts, supersessions=plan)


def single_statement(w: TurnWrite) -> bool:
    """Whether the whole turn is `turns_write` alone: no embedding job to queue and no earlier turn's record to
    supersede by name (a turn that supersedes by the rule is planned and linked in the statement too)."""
    return not (w.embed_later and w.facts) and not w.supersedes


def write_turn(driver: Driver, database: str, w: TurnWrite, *, conflict_retry_s: float = 10.0) -> TurnWritten:
    """One transaction; a lost lock race (deadlock, other transient conflicts) is retried with jittered
    back-off for up to ``conflict_retry_s``. An outage is not retried here: the driver's own short retry has
    run by then, and the caller gets StoreUnavailable at once.

    A turn that is one statement (``single_statement``: every turn retain writes, superseding ones included) goes
    as an auto-commit transaction: RUN and PULL in one round trip, the commit the server's when the result is
    consumed, where an explicit transaction needs three (BEGIN, RUN + PULL, COMMIT). The same statement, the same
    atomicity and durability (the PULL's success comes after the commit is on disk)."""
    if single_statement(w):
        return _retrying(lambda: _write_alone(driver, database, w), conflict_retry_s)
    return _in_transaction(driver, database, lambda tx: _write(tx, w), conflict_retry_s)


def _write_alone(driver: Driver, database: str, w: TurnWrite) -> TurnWritten:
    payload, props = turn_payload(w)
    with driver.session(database=database) as session:
        (row,) = run_alone(session, "turns_write", turns=[payload], debounce_s=w.hu2_debounce_s,
                           max_wait_s=w.hu2_max_wait_s)
        if row["duplicate"]:
            # a stored turn: nothing was written; read it back (its records and facts) in the same session
            if row["stored_text"] != w.text:
                raise TurnConflictError(
                    f"turn {w.turn_id!r} is already stored with another utterance; send a new turn id")
            existing = run_alone(session, "turn_get", user_id=w.user_id, turn_id=w.turn_id)
            return TurnWritten(duplicate=True, records=existing[0]["records"], facts=existing[0]["facts"])
    return TurnWritten(duplicate=False, records=props, facts=w.facts, supersessions=checked_plan(w, props, row))


def write_turns(
    driver: Driver, database: str, writes: list[TurnWrite], *, conflict_retry_s: float = 10.0,
    statement: str = "turns_import",
) -> list[dict[str, Any]]:
    """Many turns, none twice, in order, in one transaction and one statement (`pia import`): the rows (turn_id,
    duplicate, stored_text, supersessions), one per turn. `turns_import` writes the batch flat (each kind of write
    once over the batch), turns that may supersede included: their supersession is planned over the batch
    (store/batch_supersession.py) against what one read in the same transaction finds stored. `turns_write`,
    retain's statement, writes turn by turn and takes no turn that may supersede. Both leave the graph retain
    leaves (tests/integration/test_bulk_import.py)."""
    if not writes:
        return []
    if statement not in ("turns_import", "turns_write"):
        raise ValueError(f"not a batch write statement: {statement!r}")
    if statement == "turns_write" and any(needs_supersession(w) for w in writes):
        raise ValueError("a turn that may supersede a record is written alone (write_turn) or by turns_import")
    if any(w.supersedes for w in writes):
        raise ValueError("a turn that corrects an earlier turn's record is written alone (write_turn)")
    if len({(w.user_id, w.turn_id) for w in writes}) < len(writes):
        raise ValueError("a turn is sent twice in one batch: the second belongs to the next batch")
    made = [turn_payload(w) for w in writes]
    first = writes[0]
    params: dict[str, Any] = {"debounce_s": first.hu2_debounce_s, "max_wait_s": first.hu2_max_wait_s}
    folded = statement == "turns_import"  # it queues the facts' embedding jobs itself
    if folded:
        params["embed_users"] = sorted({w.user_id for w in writes if w.embed_later and w.facts})

    def rows_out(rows: list[dict[str, Any]], links: list[int]) -> list[dict[str, Any]]:
        return [{**r, "supersessions": 0 if r["duplicate"] else n} for r, n in zip(rows, links, strict=True)]

    if folded and not any(needs_supersession(w) for w in writes):
        # nothing to read first: the batch is one auto-commit statement (RUN and PULL in one round trip, no BEGIN
        # or COMMIT), as `_planned` would send it
        def alone() -> list[dict[str, Any]]:
            with driver.session(database=database) as session:
                return run_alone(session, statement, turns=[p for p, _ in made], **params)

        return rows_out(_retrying(alone, conflict_retry_s), [0 for _ in made])

    def work(tx: Transaction) -> list[dict[str, Any]]:
        payloads, links = _planned(tx, writes, made)
        rows = run_in_tx(tx, statement, turns=payloads, **params)
        if not folded:
            # rows come back in the order of the turns sent
            later = sorted({w.user_id for w, r in zip(writes, rows, strict=True)
                            if w.embed_later and w.facts and not r["duplicate"]})
            if later:
                run_in_tx(tx, "embed_jobs_enqueue", user_ids=later)
        return rows_out(rows, links)

    return _in_transaction(driver, database, work, conflict_retry_s)


def _planned(tx: Transaction, writes: list[TurnWrite], made: list[tuple[dict[str, Any], list[dict[str, Any]]]],
             ) -> tuple[list[dict[str, Any]], list[int]]:
    """The batch's payloads with their supersession planned (`turns_import_current` read first, in `tx`), and the
    number of links per turn; the payloads as made when no turn may supersede."""
    turns = [(w.user_id, w.turn_id, needs_supersession(w), props, w.correction)
             for w, (_, props) in zip(writes, made, strict=True)]
    if not any(t[2] for t in turns):
        return [p for p, _ in made], [0 for _ in made]
    keys = tracked([(t[0], t[2], t[3], t[4]) for t in turns])
    asked = [{"user_id": t[0], "turn_id": t[1]} for t in turns
             if t[0] in keys and (t[2] or any(p["coordinate"] in keys[t[0]] for p in t[3]))]
    (row,) = run_in_tx(tx, "turns_import_current", turns=asked,
                       keys=[{"user_id": u, "coordinates": c} for u, c in keys.items()])
    plan = plan_batch(turns, {(u, t) for u, t in row["stored"]}, row["current"], keys)
    return [planned_payload(p, plan, n) for n, (p, _) in enumerate(made)], [len(x) for x in plan.links]


def _in_transaction(driver: Driver, database: str, work: Callable[[Transaction], T], conflict_retry_s: float) -> T:
    def once() -> T:
        with driver.session(database=database) as session, session.begin_transaction() as tx:
            out = work(tx)
            tx.commit()
            return out

    return _retrying(once, conflict_retry_s)


def _retrying(once: Callable[[], T], conflict_retry_s: float) -> T:
    deadline = time.monotonic() + conflict_retry_s
    delay = 0.01
    while True:
        try:
            return once()
        except TransientError as exc:
            if not exc.is_retryable():
                raise
            code = exc.code or "Neo.TransientError"
            WRITE_STATS.count(code)
            if time.monotonic() + delay > deadline:
                raise StoreUnavailable(f"the write kept conflicting for {conflict_retry_s:g} s ({code})") from exc
            log.debug("write of a turn retried after %s", code)
            time.sleep(delay * random.uniform(0.5, 1.5))
            delay = min(delay * 2, 0.5)


def fact_payloads(
    user_id: str, turn_id: str, said_at: dt.datetime, lang: str, drafts: list[FactDraft],
    embeddings: list[list[float] | None], fact_ids: list[str],
) -> list[dict[str, Any]]:
    out = []
    for n, (draft, vec, fid) in enumerate(zip(drafts, embeddings, fact_ids, strict=True)):
        props = fact_properties(
            draft, fid=fid, user_id=user_id, turn_id=turn_id, said_at=said_at, lang=lang, embedding=vec, position=n
        )
        out.append({"props": props, "term_keys": list(draft.term_keys)})
    return out
