"""`POST /v1/users/{user_id}/turns`: retain one utterance."""

from __future__ import annotations

from fastapi import APIRouter

from pia_graph.api.deps import OwnUser, ServiceDep, SettingsDep, UsersDep
from pia_graph.api.errors import ERROR_RESPONSES
from pia_graph.api.models import ErrorOut, TurnCreate, TurnOut
from pia_graph.errors import ImplausibleValueError, TextTooLongError
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
    """PIA decides whether to keep the utterance and stores its records and facts, all or nothing. A value
    outside plausible bounds rejects the whole turn (422, the value named), so it can be resent corrected."""
    limit = settings.api_max_text_chars
    if len(body.text) > limit:
        raise TextTooLongError(f"the utterance has {len(body.text)} characters; the limit is {limit}", field="text")
    turn = TurnIn(text=body.text, said_at=body.said_at, turn_id=body.turn_id, lang=body.lang)
    users.check_turn_id(user.key, body.turn_id, turn.text)
    result = service.retain(user.key, turn)
    if result.rejections:
        raise ImplausibleValueError(
            "the utterance has implausible values; nothing was stored",
            values=[r.model_dump() for r in result.rejections],
        )
    if result.written:
        users.set_tenant(user.key, user.tenant.tenant_id)
    return TurnOut.of(result, user.public)
