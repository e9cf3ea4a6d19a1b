"""One mapping from the project's errors to HTTP status codes, most specific first."""

from __future__ import annotations

from pia_graph.api.errors import status_of
from pia_graph.errors import (
    AuthenticationError,
    InvalidInputError,
    InvalidUserError,
    StoreUnavailable,
    TextTooLongError,
    TurnConflictError,
    TurnOverLimitsError,
    UnknownUserError,
)


def test_status_codes() -> None:
    assert status_of(TextTooLongError("long", field="text")) == 413
    assert status_of(TurnOverLimitsError("too many records", values=[])) == 422
    assert status_of(InvalidUserError("bad id")) == 422
    assert status_of(InvalidInputError("bad")) == 422
    assert status_of(UnknownUserError("who")) == 404
    assert status_of(TurnConflictError("again")) == 409
    assert status_of(AuthenticationError("key")) == 401
    assert status_of(StoreUnavailable("down")) == 503
