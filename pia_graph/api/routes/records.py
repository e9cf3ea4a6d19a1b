"""`GET /v1/users/{user_id}/records` and `/trajectories/{coordinate}`: stored records, newest first, and one
coordinate along its time chain."""

from __future__ import annotations

import datetime as dt
from typing import Annotated

from fastapi import APIRouter, Path, Query

from pia_graph.api.deps import OwnUser, UsersDep
from pia_graph.api.errors import ERROR_RESPONSES
from pia_graph.api.models import COORDINATE_PATTERN, RecordsOut, TrajectoryOut
from pia_graph.memory.user_data import RecordFilter

router = APIRouter(prefix="/v1/users/{user_id}", tags=["memory"], responses=ERROR_RESPONSES)

_TYPE = r"^[a-z][a-z_]{1,39}$"
_DAY = (dt.date(1900, 1, 1), dt.date(2200, 1, 1))


@router.get("/records", response_model=RecordsOut, summary="List records")
def list_records(
    user: OwnUser,
    users: UsersDep,
    type_: Annotated[list[Annotated[str, Query(pattern=_TYPE)]], Query(alias="type", max_length=30)] = [],  # noqa: B006
    coordinate: Annotated[list[Annotated[str, Query(pattern=COORDINATE_PATTERN)]], Query(max_length=50)] = [],  # noqa: B006
    from_: Annotated[dt.date | None, Query(alias="from", ge=_DAY[0], le=_DAY[1])] = None,
    to: Annotated[dt.date | None, Query(ge=_DAY[0], le=_DAY[1])] = None,
    include_superseded: bool = False,
    limit: Annotated[int, Query(ge=1, le=1000)] = 200,
) -> RecordsOut:
    """Filters: `type` (record type, repeatable), `coordinate` (ontology key such as `test:ldl`, repeatable),
    `from` and `to` (days, inclusive). Superseded records are hidden unless asked for."""
    where = RecordFilter(types=type_, coordinates=coordinate, start=from_, end=to,
                         include_superseded=include_superseded, limit=limit)
    rows = users.records(user.key, where)
    return RecordsOut(user_id=user.public, count=len(rows), records=rows)


@router.get("/trajectories/{coordinate}", response_model=TrajectoryOut, summary="One coordinate over time")
def trajectory(
    user: OwnUser, users: UsersDep, coordinate: Annotated[str, Path(pattern=COORDINATE_PATTERN)],
) -> TrajectoryOut:
    """The current (not superseded) records of one coordinate along their NEXT chain, oldest first."""
    points = users.trajectory(user.key, coordinate)
    return TrajectoryOut(user_id=user.public, coordinate=coordinate, count=len(points), points=points)
