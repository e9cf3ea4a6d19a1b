"""One place that maps the project's errors to HTTP: the service raises its own exceptions, never HTTP ones."""

from __future__ import annotations

import logging
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from neo4j.exceptions import ServiceUnavailable, SessionExpired, TransientError
from pydantic import ValidationError

from pia_graph.api.models import ErrorOut, FieldProblem
from pia_graph.errors import (
    AuthenticationError,
    InvalidInputError,
    PiaError,
    StoreUnavailable,
    TextTooLongError,
    TurnConflictError,
    TurnOverLimitsError,
    UnknownUserError,
)

log = logging.getLogger(__name__)

# Most specific first: TextTooLongError and TurnOverLimitsError are InvalidInputErrors.
STATUS: list[tuple[type[PiaError], int]] = [
    (TextTooLongError, 413),
    (TurnOverLimitsError, 422),
    (InvalidInputError, 422),
    (AuthenticationError, 401),
    (UnknownUserError, 404),
    (TurnConflictError, 409),
    (StoreUnavailable, 503),
]

# Documented on every route that touches a user, for the OpenAPI document (and schemathesis).
ERROR_RESPONSES: dict[int | str, dict[str, Any]] = {
    401: {"model": ErrorOut, "description": "Missing, unknown or revoked API key."},
    404: {"model": ErrorOut, "description": "No such user for this tenant."},
    422: {"model": ErrorOut, "description": "A field to fix (each problem names its field and value)."},
    503: {"model": ErrorOut, "description": "Neo4j does not answer; retry after `Retry-After` seconds."},
}


def _request_id(request: Request) -> str | None:
    value = request.scope.get("pia.log", {}).get("request_id")
    return str(value) if value is not None else None


def _shown(value: Any) -> Any:
    """The offending value, short enough to echo back."""
    if isinstance(value, str) and len(value) > 80:
        return value[:77] + "..."
    if isinstance(value, dict | list):
        return None
    return value


def _body(request: Request, code: str, message: str, fields: list[FieldProblem]) -> dict[str, Any]:
    return ErrorOut(error=code, message=message, fields=fields, request_id=_request_id(request)).model_dump(
        mode="json"
    )


def status_of(exc: PiaError) -> int:
    for cls, status in STATUS:
        if isinstance(exc, cls):
            return status
    return 500


def pia_error(request: Request, exc: Exception) -> JSONResponse:
    if isinstance(exc, ServiceUnavailable | SessionExpired):
        exc = StoreUnavailable("Neo4j does not answer; retry shortly")
    elif isinstance(exc, TransientError):  # still failing once the driver's retries are spent (a deadlock)
        exc = StoreUnavailable("Neo4j is busy (a transient error); retry shortly")
    assert isinstance(exc, PiaError)
    status = status_of(exc)
    fields: list[FieldProblem] = []
    if isinstance(exc, TurnOverLimitsError):
        fields = [FieldProblem(field=exc.field, reason=str(v.get("reason")), value=v) for v in exc.values]
    elif isinstance(exc, InvalidInputError):
        fields = [FieldProblem(field=exc.field, reason=str(exc))]
    headers: dict[str, str] = {}
    if status == 503:
        headers["Retry-After"] = str(request.app.state.retry_after_s)
    elif status == 401:
        headers["WWW-Authenticate"] = "Bearer"
    # The store's message names the stored (tenant-qualified) id; the caller knows its user by its own id.
    message = "no such user: nothing is stored under this user id" if status == 404 else str(exc)
    return JSONResponse(_body(request, exc.code, message, fields), status_code=status, headers=headers)


def invalid_request(request: Request, exc: Exception) -> JSONResponse:
    assert isinstance(exc, RequestValidationError | ValidationError)
    fields = [
        FieldProblem(
            field=".".join(str(part) for part in err.get("loc", ())) or None,
            reason=str(err.get("msg", "invalid")),
            value=_shown(err.get("input")),
        )
        for err in exc.errors()
    ]
    return JSONResponse(
        _body(request, "invalid_input", "the request has fields to fix", fields), status_code=422
    )


def unexpected(request: Request, exc: Exception) -> JSONResponse:
    log.error("unexpected %s on %s", type(exc).__name__, request.scope.get("path"), exc_info=exc)
    return JSONResponse(
        _body(request, "internal", "an unexpected error; the request id finds it in the logs", []),
        status_code=500,
    )


def install(app: FastAPI) -> None:
    app.add_exception_handler(PiaError, pia_error)
    app.add_exception_handler(ServiceUnavailable, pia_error)
    app.add_exception_handler(SessionExpired, pia_error)
    app.add_exception_handler(TransientError, pia_error)
    app.add_exception_handler(RequestValidationError, invalid_request)
    app.add_exception_handler(ValidationError, invalid_request)
    app.add_exception_handler(Exception, unexpected)
