"""A user's profile, export (JSON or a FHIR R4 bundle) and erasure."""

from __future__ import annotations

import datetime as dt
from typing import Annotated, Any, Literal

from fastapi import APIRouter, Query
from fastapi.responses import JSONResponse

from pia_graph.api.deps import OwnUser, ServiceDep, UsersDep
from pia_graph.api.errors import ERROR_RESPONSES
from pia_graph.api.models import ErasureOut, ExportOut, ProfileOut, ProfileUpdate
from pia_graph.export.fhir import to_bundle
from pia_graph.memory.models import ProfileIn

router = APIRouter(prefix="/v1/users/{user_id}", tags=["users"], responses=ERROR_RESPONSES)

_EXPORT_EXAMPLE: dict[str, Any] = {"resourceType": "Bundle", "type": "collection", "entry": []}


@router.put("/profile", response_model=ProfileOut, summary="Set the profile")
def put_profile(user: OwnUser, body: ProfileUpdate, service: ServiceDep, users: UsersDep) -> ProfileOut:
    """Sex and birth date, as the agent knows them (bands are sex-specific where ranges differ). Creates the
    user when new; a field left out keeps its stored value."""
    service.set_profile(user.key, ProfileIn(sex=body.sex, birth_date=body.birth_date))
    users.set_tenant(user.key, user.tenant.tenant_id)
    stored = users.get(user.key)
    return ProfileOut(user_id=user.public, sex=stored.get("sex"), birth_date=stored.get("birth_date"))


@router.get(
    "/export",
    response_model=ExportOut,
    responses={200: {"content": {"application/fhir+json": {"example": _EXPORT_EXAMPLE}}}},
    summary="Export everything stored of the user",
)
def export(
    user: OwnUser, users: UsersDep, service: ServiceDep,
    format_: Annotated[Literal["json", "fhir"], Query(alias="format")] = "json",
) -> Any:
    """`json`: the profile, turns (with their text), records and facts. `fhir`: a FHIR R4 collection Bundle
    (Patient, Observation, MedicationStatement, Condition, AllergyIntolerance, FamilyMemberHistory, Procedure,
    Immunization, and Provenance pointing back to the turns), validated with fhir.resources."""
    data = users.export(user.key)
    now = dt.datetime.now(dt.UTC)
    if format_ == "fhir":
        bundle = to_bundle(data, user.public, service.dictionary, now)
        return JSONResponse(bundle, media_type="application/fhir+json")
    return ExportOut(user_id=user.public, exported_at=now, profile=data.profile, turns=data.turns,
                     records=data.records, facts=data.facts, asks=data.asks)


@router.delete("", response_model=ErasureOut, summary="Erase the user")
def erase(user: OwnUser, users: UsersDep) -> ErasureOut:
    """Removes every node of the user in one transaction (turns, records, facts and embeddings, links,
    understanding, jobs) and blanks the curator-queue contexts quoted from their words, then audits that no
    node of any label still carries their id. Idempotent: erasing an unknown user answers `existed: false`."""
    done = users.erase(user.key)
    return ErasureOut(user_id=user.public, existed=done.existed, deleted_nodes=done.deleted_nodes,
                      remaining_nodes=done.remaining_nodes, remaining_contexts=done.remaining_contexts)
