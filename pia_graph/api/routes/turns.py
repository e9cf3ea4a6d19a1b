"""`POST /v1/users/{user_id}/turns`: retain one utterance."""

from __future__ import annotations

from fastapi import APIRouter

from pia_graph.api.deps import OwnUser, ServiceDep, SettingsDep, UsersDep
from pia_graph.api.errors import ERROR_RESPONSES
from pia_graph.api.models import ErrorOut, TurnCreate, TurnOut
from pia_graph.errors import TextTooLongError, TurnOverLimitsError
from pia_graph.memory.models import TurnIn

router = APIRouter(prefix="/v1/users/{user_id}", tags=["memory"])


@router.post(
    "/turns",
    response_model=TurnOut,
    responses={
        **ERROR_RESPONSES,
        409: {"model": ErrorOut, "description": "The turn id is stored with another text."},
        413: {"model": ErrorOut, "description": "The utterance is longer than PIA_API_MAX_TEXT_CHARS."},
    },
    summary="Retain a turn",
)
def post_turn(user: OwnUser, body: TurnCreate, service: ServiceDep, users: UsersDep, settings: SettingsDep) -> TurnOut:
    """PIA decides whether to keep the utterance and stores its records and facts, all or nothing. A record
    with an implausible value (or dated after `said_at`) is left out and listed in `rejections` with its reason
    code and evidence span; the rest of the turn is stored. A turn over the per-turn limits is refused (422)."""
    limit = settings.api_max_text_chars
    if len(body.text) > limit:
        raise TextTooLongError(f"the utterance has {len(body.text)} characters; the limit is {limit}", field="text")
    turn = TurnIn(text=body.text, said_at=body.said_at, turn_id=body.turn_id, lang=body.lang)
    users.check_turn_id(user.key, body.turn_id, turn.text)
    result = service.retain(user.key, turn)
    refused = [r for r in result.rejections if r.code.refuses_turn]
    if refused:
        raise TurnOverLimitsError(
            "the utterance is over the per-turn limits; nothing was stored",
            values=[r.model_dump(mode="json") for r in refused],
        )
    if result.written:
        users.set_tenant(user.key, user.tenant.tenant_id)
    return TurnOut.of(result, user.public)
