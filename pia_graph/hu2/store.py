"""Stores a generated understanding (with completing its job, in one transaction) and reads the served one."""

from __future__ import annotations

import json
from typing import Any

from neo4j import Driver, ManagedTransaction
from neo4j.time import DateTime

from pia_graph.db.queries import run_in_tx, run_read_once
from pia_graph.hu2.jobs import Claim
from pia_graph.hu2.models import FIELDS, PROFILE_ID, ServedUnderstanding, Understanding


class LostClaimError(RuntimeError):
    """The job's lease expired and another worker holds it now: this worker's result is discarded."""


def field_rows(u: Understanding, record_ids: set[str]) -> list[dict[str, Any]]:
    rows = []
    for pos, f in enumerate(u.fields):
        cites = f.cites
        rows.append({
            "field": f.field, "position": pos, "text": f.text,
            "sentences": json.dumps([s.model_dump() for s in f.sentences], ensure_ascii=False),
            "cited_ids": cites,
            "record_ids": [c for c in cites if c in record_ids],
            "fact_ids": [c for c in cites if c != PROFILE_ID and c not in record_ids],
            "cites_profile": PROFILE_ID in cites,
        })
    return rows


def _commit(tx: ManagedTransaction, u: Understanding, claim: Claim | None, record_ids: set[str]) -> str:
    job_status = "none"
    if claim is not None:
        done = run_in_tx(tx, "hu2_job_complete", job_id=claim.job_id, token=claim.token, version=u.version)
        if not done:
            raise LostClaimError(f"{claim.job_id}: the claim is no longer this worker's")
        job_status = str(done[0]["status"])
    run_in_tx(tx, "hu2_understanding_replace", user_id=u.user_id, version=u.version, generator=u.generator,
              lang=u.lang, recommended=u.recommended, fields=field_rows(u, record_ids))
    return job_status


def save(driver: Driver, database: str, u: Understanding, claim: Claim | None, record_ids: set[str]) -> str:
    """Store the understanding and complete its job together, or neither (when the claim was lost)."""
    with driver.session(database=database) as session:
        return session.execute_write(_commit, u, claim, record_ids)


def served(driver: Driver, database: str, user_id: str) -> ServedUnderstanding | None:
    rows = run_read_once(driver, "hu2_understanding_get", database=database, user_id=user_id)
    return served_from(user_id, rows[0]) if rows else None


def served_from(user_id: str, row: dict[str, Any]) -> ServedUnderstanding | None:
    """The served understanding from a row of `hu2_understanding_get` (or of `recall_records_facts`, which reads
    the same columns beside the records): `memory_version`, `version`, `generated_at`, `fields`."""
    if not row.get("fields"):
        return None
    fields = {f["field"]: f for f in row["fields"]}
    first = row["fields"][0]
    generated = row["generated_at"]
    return ServedUnderstanding(
        user_id=user_id, version=int(row["version"]), memory_version=int(row["memory_version"]),
        stale=int(row["memory_version"]) > int(row["version"]),
        generated_at=generated.to_native() if isinstance(generated, DateTime) else generated,
        generator=first.get("generator") or "", lang=first.get("lang") or "en",
        fields={name: fields[name]["text"] if name in fields else "" for name in FIELDS},
        sentences={name: json.loads(fields[name]["sentences"]) if name in fields else [] for name in FIELDS},
        cited_ids=list(dict.fromkeys(c for f in row["fields"] for c in f.get("cited_ids") or [])),
        recommended=list(first.get("recommended") or []),
    )
