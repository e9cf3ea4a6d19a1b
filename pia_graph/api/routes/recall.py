"""`POST /v1/users/{user_id}/recall`, `POST /context` and `GET /snapshot`: the read path, through
`MemoryService.recall`."""

from __future__ import annotations

import datetime as dt
from typing import Annotated

from fastapi import APIRouter, Query

from pia_graph.api.deps import OwnUser, ServiceDep
from pia_graph.api.errors import ERROR_RESPONSES
from pia_graph.api.models import ContextOut, QueryCreate, RecallOut, SnapshotOut
from pia_graph.memory.recall_models import QueryIn, Recall

router = APIRouter(prefix="/v1/users/{user_id}", tags=["memory"], responses=ERROR_RESPONSES)

# What the snapshot route asks the read path: depth 2 is what brings the snapshot; the question itself only
# ranks items, which this route does not return.
_SNAPSHOT_QUESTION = "my health snapshot"


def _recall(user: OwnUser, service: ServiceDep, body: QueryCreate) -> Recall:
    query = QueryIn(text=body.text, said_at=body.said_at, lang=body.lang, depth=body.depth, k=body.k)
    return service.recall(user.key, query)


@router.post("/recall", response_model=RecallOut, summary="Recall")
def recall(user: OwnUser, body: QueryCreate, service: ServiceDep) -> RecallOut:
    """The records and facts that answer the question, ranked, each with its reasons and provenance."""
    found = _recall(user, service, body)
    shown = found.model_dump()
    if shown.get("hu2"):  # the served understanding names the user as the caller does, not as stored
        shown["hu2"] = {**shown["hu2"], "user_id": user.public}
    return RecallOut.model_validate({**shown, "user_id": user.public})


@router.post("/context", response_model=ContextOut, summary="The context pack")
def context(user: OwnUser, body: QueryCreate, service: ServiceDep) -> ContextOut:
    """The recall at the chosen depth as compact text and JSON for the agent's prompt, citing its ids."""
    found = _recall(user, service, body)
    return ContextOut(user_id=user.public, depth=found.depth, read=found.read, context=found.context)


@router.get("/snapshot", response_model=SnapshotOut, summary="The health snapshot")
def snapshot(
    user: OwnUser, service: ServiceDep,
    as_of: Annotated[dt.date | None, Query(ge=dt.date(1900, 1, 1), le=dt.date(2200, 1, 1),
                                           description="The day (default today, UTC).")] = None,
) -> SnapshotOut:
    day = as_of or dt.datetime.now(dt.UTC).date()
    said_at = dt.datetime.combine(day, dt.time(23, 59), dt.UTC)
    found = service.recall(user.key, QueryIn(text=_SNAPSHOT_QUESTION, said_at=said_at, depth=2, k=1))
    if found.snapshot is None:  # depth 2 always builds one; keep the contract explicit
        raise RuntimeError("the read path returned no snapshot at depth 2")
    return SnapshotOut(user_id=user.public, snapshot=found.snapshot)
