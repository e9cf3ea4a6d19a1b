"""The project's own errors. The service raises these; the HTTP layer maps each to one status code in one
handler, and the CLI prints their message. Nothing else should escape the service."""

from __future__ import annotations


class PiaError(Exception):
    """Base of every error the service raises on purpose."""

    code: str = "pia_error"


class InvalidInputError(PiaError, ValueError):
    """Malformed input: a field the caller must fix (HTTP 422). `field` names it where one is known."""

    code = "invalid_input"

    def __init__(self, message: str, *, field: str | None = None) -> None:
        super().__init__(message)
        self.field = field


class InvalidUserError(InvalidInputError):
    """A user id that is empty, of the wrong type, or has characters outside the allowed set."""

    code = "invalid_user_id"


class TurnOverLimitsError(InvalidInputError):
    """An utterance over the per-turn limits on records or facts (HTTP 422): nothing of it is stored. `values`
    names each limit passed. (An implausible value is no error: its record is left out and reported in the
    result, and the rest of the turn is stored.)"""

    code = "turn_over_limits"

    def __init__(self, message: str, *, values: list[dict[str, object]], field: str | None = "text") -> None:
        super().__init__(message, field=field)
        self.values = values


class TextTooLongError(InvalidInputError):
    """An utterance over the configured limit (HTTP 413)."""

    code = "text_too_long"


class UnknownUserError(PiaError, LookupError):
    """A read of a user that has nothing stored (HTTP 404)."""

    code = "unknown_user"


class TurnConflictError(PiaError, ValueError):
    """A turn id that is already stored with another utterance: an id is reused, never overwritten (HTTP 409)."""

    code = "turn_conflict"


class AuthenticationError(PiaError):
    """A missing, unknown or revoked API key (HTTP 401)."""

    code = "unauthorized"


class StoreUnavailable(PiaError):  # noqa: N818 (the name the issues use)
    """Neo4j does not answer within the configured time (HTTP 503 with Retry-After)."""

    code = "store_unavailable"
