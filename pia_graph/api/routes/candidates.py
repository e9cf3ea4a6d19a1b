"""`GET /v1/candidates`: the curators' queue of unknown health-like terms."""

from __future__ import annotations

from typing import Annotated, Literal

from fastapi import APIRouter, Query

from pia_graph.api.deps import RuntimeDep, TenantDep
from pia_graph.api.errors import ERROR_RESPONSES
from pia_graph.api.models import CandidateOut, CandidatesOut
from pia_graph.db.queries import run_read

router = APIRouter(prefix="/v1", tags=["curation"], responses=ERROR_RESPONSES)


@router.get("/candidates", response_model=CandidatesOut, summary="The candidate queue")
def list_candidates(
    tenant: TenantDep, runtime: RuntimeDep,
    status: Literal["", "pending", "promoted", "rejected"] = "pending",
    limit: Annotated[int, Query(ge=1, le=500)] = 100,
) -> CandidatesOut:
    """Terms the dictionary does not know, most seen first. The dictionary is shared, so every tenant sees
    every term; the quoted context only where one of the tenant's own users said it."""
    rows = run_read(runtime.driver, "candidate_list_tenant", database=runtime.settings.neo4j_database,
                    status=status, user_prefix=tenant.user_prefix, limit=limit)
    items = [CandidateOut(**row) for row in rows]
    return CandidatesOut(count=len(items), candidates=items)
