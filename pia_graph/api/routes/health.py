"""`/healthz` (the process answers) and `/readyz` (Neo4j answers; schema and dictionary match the code)."""

from __future__ import annotations

import re

from fastapi import APIRouter
from fastapi.responses import JSONResponse
from neo4j.exceptions import Neo4jError, ServiceUnavailable, SessionExpired

from pia_graph.api.deps import RuntimeDep
from pia_graph.api.models import Check, ReadyOut
from pia_graph.config import Settings
from pia_graph.db.queries import run_read
from pia_graph.db.schema import schema_statements
from pia_graph.ontology.load import current_version

router = APIRouter(tags=["health"])

_NAMED = re.compile(r"CREATE\s+(?:\w+\s+)*?(?:CONSTRAINT|INDEX)\s+(\w+)\s+IF NOT EXISTS", re.IGNORECASE)


def expected_schema_names(settings: Settings | None = None) -> set[str]:
    """The constraints and indexes these settings apply (an opt-in index only when it is on)."""
    return {m.group(1) for _, stmt in schema_statements(settings) if (m := _NAMED.search(stmt))}


@router.get("/healthz")
def healthz() -> dict[str, str]:
    return {"status": "ok"}


@router.get("/readyz", response_model=ReadyOut, responses={503: {"model": ReadyOut}})
def readyz(runtime: RuntimeDep) -> JSONResponse:
    db = runtime.settings.neo4j_database
    checks: list[Check] = []
    try:
        if not runtime.monitor.available:  # known to be down: answer at once, not after the driver's retries
            raise ServiceUnavailable("Neo4j does not answer")
        run_read(runtime.driver, "health_ping", database=db)
        checks.append(Check(name="neo4j", ok=True, detail=runtime.settings.bolt_uri))
        online = {r["name"] for r in run_read(runtime.driver, "schema_indexes", database=db)
                  if r.get("state") == "ONLINE"} | {
            r["name"] for r in run_read(runtime.driver, "schema_constraints", database=db)}
        missing = sorted(expected_schema_names(runtime.settings) - online)
        checks.append(Check(name="schema", ok=not missing,
                            detail="missing or not online: " + ", ".join(missing) if missing else "up to date"))
        loaded = current_version(runtime.driver, db)
        want = runtime.service.dictionary.version
        have = str(loaded["version"]) if loaded else None
        checks.append(Check(name="dictionary", ok=have == want, detail=f"code {want}, database {have}"))
    except (ServiceUnavailable, SessionExpired, Neo4jError) as e:
        checks.append(Check(name="neo4j", ok=False, detail=type(e).__name__))
    out = ReadyOut(ready=all(c.ok for c in checks), checks=checks)
    headers = {} if out.ready else {"Retry-After": str(runtime.settings.api_retry_after_s)}
    return JSONResponse(out.model_dump(), status_code=200 if out.ready else 503, headers=headers)
