"""One user's stored data outside the write and read paths: existence, records, trajectories, the export's
raw material, and erasure with its audit. Raises the project's own errors; never an HTTP one."""

from __future__ import annotations

import datetime as dt
import logging
from dataclasses import dataclass, field
from typing import Any

from neo4j import Driver, ManagedTransaction
from neo4j.time import Date, DateTime, Duration, Time

from pia_graph.db.queries import run_in_tx, run_read, run_write
from pia_graph.errors import TurnConflictError, UnknownUserError
from pia_graph.memory.turn_checks import check_user_id

log = logging.getLogger(__name__)

_PRIVATE = ("user_id", "embedding")


def plain(value: Any) -> Any:
    """Neo4j's temporal values as Python's, through lists and maps."""
    if isinstance(value, DateTime | Date | Time):
        return value.to_native()
    if isinstance(value, Duration):
        return str(value)
    if isinstance(value, list):
        return [plain(v) for v in value]
    if isinstance(value, dict):
        return {k: plain(v) for k, v in value.items()}
    return value


def public_props(props: dict[str, Any]) -> dict[str, Any]:
    return {k: plain(v) for k, v in props.items() if k not in _PRIVATE and v is not None}


@dataclass
class RecordFilter:
    types: list[str] = field(default_factory=list)
    coordinates: list[str] = field(default_factory=list)
    start: dt.date | None = None
    end: dt.date | None = None
    include_superseded: bool = False
    limit: int = 200


@dataclass
class UserExport:
    user_id: str
    profile: dict[str, Any]
    turns: list[dict[str, Any]]
    records: list[dict[str, Any]]
    facts: list[dict[str, Any]]
    asks: list[dict[str, Any]] = field(default_factory=list)  # questions kept without their words (what was understood)


@dataclass
class Erasure:
    user_id: str
    existed: bool
    deleted_nodes: int
    remaining_nodes: int
    remaining_contexts: int


@dataclass
class UserData:
    driver: Driver
    database: str

    def get(self, user_id: str) -> dict[str, Any]:
        """The user node's fields; UnknownUserError when the user has nothing stored."""
        check_user_id(user_id)
        rows = run_read(self.driver, "user_get", database=self.database, user_id=user_id)
        if not rows:
            raise UnknownUserError("no such user: nothing is stored under this user id")
        return {k: v for k, v in rows[0].items() if v is not None}

    def exists(self, user_id: str) -> bool:
        check_user_id(user_id)
        return bool(run_read(self.driver, "user_get", database=self.database, user_id=user_id))

    def check_turn_id(self, user_id: str, turn_id: str, text: str) -> None:
        """TurnConflictError when the turn id is already stored with another utterance. The write path checks
        this again inside its transaction; checking first also covers a resent turn the gate would not keep."""
        rows = run_read(self.driver, "turn_get", database=self.database, user_id=user_id, turn_id=turn_id)
        if rows and rows[0]["turn"].get("text") != text:
            raise TurnConflictError(f"turn {turn_id!r} is already stored with another utterance; send a new turn id")

    def set_tenant(self, user_id: str, tenant_id: str) -> None:
        run_write(self.driver, "user_tenant_set", database=self.database, user_id=user_id, tenant_id=tenant_id)

    def records(self, user_id: str, where: RecordFilter) -> list[dict[str, Any]]:
        self.get(user_id)
        since = dt.datetime.combine(where.start, dt.time.min, dt.UTC) if where.start else None
        until = dt.datetime.combine(where.end, dt.time.max, dt.UTC) if where.end else None
        rows = run_read(
            self.driver, "records_list", database=self.database, user_id=user_id, types=where.types,
            coordinates=where.coordinates, since=since, until=until,
            include_superseded=where.include_superseded, limit=where.limit,
        )
        return [public_props(row["record"]) for row in rows]

    def trajectory(self, user_id: str, coordinate: str) -> list[dict[str, Any]]:
        """The coordinate's current records along the NEXT chain, oldest first (empty when none)."""
        self.get(user_id)
        rows = run_read(self.driver, "trajectory_get", database=self.database, user_id=user_id,
                        coordinate=coordinate)
        return [public_props(row) for row in rows]

    def export(self, user_id: str) -> UserExport:
        profile = self.get(user_id)
        turns = run_read(self.driver, "user_export_turns", database=self.database, user_id=user_id)
        records = run_read(
            self.driver, "records_list", database=self.database, user_id=user_id, types=[], coordinates=[],
            since=None, until=None, include_superseded=True, limit=1_000_000,
        )
        facts = run_read(self.driver, "user_export_facts", database=self.database, user_id=user_id)
        asks = run_read(self.driver, "user_export_asks", database=self.database, user_id=user_id)
        return UserExport(
            user_id=user_id,
            profile={k: v for k, v in profile.items() if k not in ("user_id", "tenant_id")},
            turns=[public_props(t) for t in turns],
            records=sorted((public_props(r["record"]) for r in records), key=lambda r: str(r.get("sort_time"))),
            facts=[public_props(f["fact"]) for f in facts],
            asks=[public_props(a["ask"]) for a in asks],
        )

    def erase(self, user_id: str) -> Erasure:
        """Removes every node of the user in one transaction, then audits the committed state: 0 nodes of
        any label may still carry the user's id, and no curator context may still quote them. Idempotent."""
        check_user_id(user_id)
        with self.driver.session(database=self.database) as session:
            existed, deleted = session.execute_write(_erase, user_id)
        audit = run_read(self.driver, "user_erase_audit", database=self.database, user_id=user_id)[0]
        erasure = Erasure(user_id=user_id, existed=existed, deleted_nodes=deleted,
                          remaining_nodes=audit["nodes"], remaining_contexts=audit["contexts"])
        if erasure.remaining_nodes or erasure.remaining_contexts:
            log.error("erasure audit failed: %d nodes and %d contexts remain", erasure.remaining_nodes,
                      erasure.remaining_contexts)
        return erasure


def _erase(tx: ManagedTransaction, user_id: str) -> tuple[bool, int]:
    before = int(run_in_tx(tx, "user_erase_audit", user_id=user_id)[0]["nodes"])
    existed = bool(run_in_tx(tx, "user_get", user_id=user_id))
    run_in_tx(tx, "user_erase", user_id=user_id)
    run_in_tx(tx, "user_erase_rest", user_id=user_id)
    return existed, before
