"""`GET /v1/users/{user_id}/understanding` and `POST .../understanding/regenerate`: HU2's seven fields, as the
background workers last stored them (with whether memory has moved on since), or regenerated on request."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Depends

from pia_graph.api.deps import OwnUser, RuntimeDep, UsersDep
from pia_graph.api.errors import ERROR_RESPONSES
from pia_graph.api.models import UnderstandingOut
from pia_graph.hu2.models import ServedUnderstanding
from pia_graph.hu2.regenerate import Regenerator
from pia_graph.hu2.store import served

router = APIRouter(prefix="/v1/users/{user_id}/understanding", tags=["understanding"], responses=ERROR_RESPONSES)


def get_regenerator(runtime: RuntimeDep) -> Regenerator:
    """One regenerator per process, made on first use (it holds the lexicon and the optional model client)."""
    if runtime.regenerator is None:
        s = runtime.service
        runtime.regenerator = Regenerator.create(runtime.driver, runtime.settings, s.dictionary, s.index)
    return runtime.regenerator


RegeneratorDep = Annotated[Regenerator, Depends(get_regenerator)]


def _out(public: str, found: ServedUnderstanding | None, status: str | None = None) -> UnderstandingOut:
    shown = found.model_copy(update={"user_id": public}) if found is not None else None
    return UnderstandingOut(user_id=public, understanding=shown, regenerated=status)


@router.get("", response_model=UnderstandingOut, summary="The user's understanding")
def get_understanding(user: OwnUser, users: UsersDep, runtime: RuntimeDep) -> UnderstandingOut:
    """The seven fields (who, physical_state, behavioral_state, medical_constraints, trajectory_goal,
    trajectory_preference, recommendation), each sentence with the record and fact ids it cites, and `stale`:
    true when memory has changed since it was generated (a worker is due to regenerate it). `understanding` is
    null while none has been generated yet."""
    users.get(user.key)  # 404 for a user with nothing stored
    return _out(user.public, served(runtime.driver, runtime.settings.neo4j_database, user.key))


@router.post("/regenerate", response_model=UnderstandingOut, summary="Regenerate the understanding now")
def regenerate(user: OwnUser, users: UsersDep, runtime: RuntimeDep, regenerator: RegeneratorDep) -> UnderstandingOut:
    """Claims the user's pending job (whatever its debounce) and regenerates in this request, so the answer is
    current; with no job pending it regenerates at the current memory version. Deterministic unless a model
    endpoint is configured (its text is kept only when the guards pass)."""
    users.get(user.key)
    outcome = regenerator.regenerate_now(user.key, worker="api")
    return _out(user.public, served(runtime.driver, runtime.settings.neo4j_database, user.key), outcome.status)
