"""The durable HU2 job queue in Neo4j: claim with a lease, complete or fail with a reason, observe.

Every operation is one named query (`cypher/queries/hu2_job_*.cypher`); enqueueing happens inside the write
statement of `retain` (`turns_write`). The claim is the coordination: any number of workers, on any
number of machines, may call `claim` at once, and each job is held by at most one live lease.
"""

from __future__ import annotations

import datetime as dt
import uuid
from dataclasses import dataclass
from typing import Any

from neo4j import Driver

from pia_graph.config import Settings
from pia_graph.db.queries import run_read, run_write
from pia_graph.db.values import native


@dataclass(frozen=True)
class Claim:
    job_id: str
    user_id: str
    token: str
    version: int  # the memory version the job was claimed at
    attempts: int
    recovered: bool  # the lease of a previous worker had expired


def _claim(row: dict[str, Any] | None, token: str) -> Claim | None:
    if not row:
        return None
    job = row["job"]
    return Claim(job_id=job["job_id"], user_id=job["user_id"], token=token,
                 version=int(job.get("claimed_version") or 0),
                 attempts=int(job.get("attempts") or 0), recovered=bool(job.get("recoveries")))


def claim(driver: Driver, settings: Settings, worker: str, scan: int = 16) -> Claim | None:
    token = uuid.uuid4().hex
    rows = run_write(driver, "hu2_job_claim", database=settings.neo4j_database, worker=worker, token=token,
                     lease_s=settings.hu2_lease_s, scan=scan, max_attempts=settings.hu2_max_attempts)
    return _claim(rows[0] if rows else None, token)


def claim_user(driver: Driver, settings: Settings, user_id: str, worker: str) -> Claim | None:
    token = uuid.uuid4().hex
    rows = run_write(driver, "hu2_job_claim_user", database=settings.neo4j_database, user_id=user_id, worker=worker,
                     token=token, lease_s=settings.hu2_lease_s)
    return _claim(rows[0] if rows else None, token)


def fail(driver: Driver, settings: Settings, c: Claim, reason: str) -> str | None:
    """Record why the job failed; it is retried after a backoff that grows with its attempts, or marked failed."""
    backoff = settings.hu2_backoff_s * (2 ** max(0, c.attempts - 1))
    rows = run_write(driver, "hu2_job_fail", database=settings.neo4j_database, job_id=c.job_id, token=c.token,
                     reason=reason[:500], max_attempts=settings.hu2_max_attempts, backoff_s=backoff)
    return str(rows[0]["status"]) if rows else None


def status(driver: Driver, settings: Settings) -> dict[str, Any]:
    db = settings.neo4j_database
    rows = run_read(driver, "hu2_jobs_status", database=db)
    stale = run_read(driver, "hu2_stale_users_count", database=db)
    by_status = {r["status"]: {k: native(v) for k, v in r.items() if k != "status"} for r in rows}
    return {"jobs": by_status, "stale_users": int(stale[0]["stale"]) if stale else 0,
            "checked_at": dt.datetime.now(dt.UTC).isoformat()}


def jobs(driver: Driver, settings: Settings, state: str | None = None, limit: int = 20) -> list[dict[str, Any]]:
    rows = run_read(driver, "hu2_job_list", database=settings.neo4j_database, status=state, limit=limit)
    return [{k: native(v) for k, v in r.items()} for r in rows]
