"""Deferred fact embeddings: a durable job per user in Neo4j (`:Job {job_id: 'embed:<user>', kind: 'embed'}`).

`pia import` stores facts without their vectors (they are full-text searchable at once) and queues the user's job in
the same statement (`turns_import`'s last subquery; `embed_jobs_enqueue` for a turn written alone). A worker claims
a job with a lease (`embed_job_claim`), reads the user's facts that still lack a vector (`embed_job_facts`), embeds
each distinct text once and stores the vectors and settles the job in one statement (`embed_job_complete`): the job
is deleted once none of the user's facts lacks its vector, so the graph then equals the one turn-by-turn retain
leaves. A failure is recorded with its reason and retried after a backoff (`embed_job_fail`); a worker that dies
loses its lease and another takes the job over. Observable with `pia embed status` (`embed_jobs_status`).
Turn-by-turn retain keeps embedding inline.
"""

from __future__ import annotations

import datetime as dt
import logging
import time
import uuid
from dataclasses import dataclass
from typing import Any

from neo4j import Driver

from pia_graph.config import Settings
from pia_graph.db.queries import run_read, run_write
from pia_graph.db.values import native
from pia_graph.embedding import Embedder
from pia_graph.text_vectors import VectorCache

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class EmbedClaim:
    job_id: str
    user_id: str
    token: str
    attempts: int
    recovered: bool  # the lease of a previous worker had expired


@dataclass(frozen=True)
class EmbedOutcome:
    user_id: str
    status: str  # done (job deleted), pending (more facts to embed), failed or retry (an error), lost (lease taken)
    facts: int  # facts that got their vector
    texts: int  # distinct texts the model embedded (the rest came from the cache)
    seconds: float
    error: str | None = None


def claim(driver: Driver, settings: Settings, worker: str, scan: int = 16) -> EmbedClaim | None:
    token = uuid.uuid4().hex
    rows = run_write(driver, "embed_job_claim", database=settings.neo4j_database, worker=worker, token=token,
                     lease_s=settings.embed_lease_s, scan=scan, max_attempts=settings.embed_max_attempts)
    if not rows:
        return None
    job = rows[0]["job"]
    return EmbedClaim(job_id=job["job_id"], user_id=job["user_id"], token=token,
                      attempts=int(job.get("attempts") or 0), recovered=bool(job.get("recoveries")))


def run_claim(driver: Driver, settings: Settings, embedder: Embedder, c: EmbedClaim,
              cache: VectorCache) -> EmbedOutcome:
    """Embeds up to `embed_facts_per_claim` of the user's facts that lack a vector and settles the job."""
    began = time.perf_counter()
    db = settings.neo4j_database
    try:
        facts = run_read(driver, "embed_job_facts", database=db, user_id=c.user_id,
                         limit=settings.embed_facts_per_claim)
        by_text, computed = cache.vectors(embedder, [f["text"] for f in facts])
        vectors = [{"fact_id": f["fact_id"], "embedding": by_text[f["text"]]} for f in facts]
        rows = run_write(driver, "embed_job_complete", database=db, job_id=c.job_id, token=c.token,
                         user_id=c.user_id, vectors=vectors)
    except Exception as e:  # a model or store failure: recorded on the job, retried with a backoff
        log.exception("embedding job %s failed", c.job_id)
        return EmbedOutcome(c.user_id, _fail(driver, settings, c, f"{type(e).__name__}: {e}") or "lost", 0, 0,
                            time.perf_counter() - began, str(e))
    if not rows:
        return EmbedOutcome(c.user_id, "lost", 0, computed, time.perf_counter() - began)
    return EmbedOutcome(c.user_id, str(rows[0]["status"]), int(rows[0]["stored"]), computed,
                        time.perf_counter() - began)


def _fail(driver: Driver, settings: Settings, c: EmbedClaim, reason: str) -> str | None:
    backoff = settings.embed_backoff_s * (2 ** max(0, c.attempts - 1))
    try:
        rows = run_write(driver, "embed_job_fail", database=settings.neo4j_database, job_id=c.job_id, token=c.token,
                         reason=reason[:500], max_attempts=settings.embed_max_attempts, backoff_s=backoff)
    except Exception:  # the store itself is down: the lease expires and the job is taken over
        log.exception("embedding job %s: the failure could not be recorded", c.job_id)
        return None
    return str(rows[0]["status"]) if rows else None


def status(driver: Driver, settings: Settings) -> dict[str, Any]:
    rows = run_read(driver, "embed_jobs_status", database=settings.neo4j_database)
    by_status = {r["status"]: {k: native(v) for k, v in r.items() if k != "status"} for r in rows}
    return {"jobs": by_status, "checked_at": dt.datetime.now(dt.UTC).isoformat()}


def queue_empty(driver: Driver, settings: Settings) -> bool:
    """No embedding job is pending or running (failed ones wait for an operator)."""
    jobs = status(driver, settings)["jobs"]
    return not any(jobs.get(s, {}).get("jobs") for s in ("pending", "running"))
