"""Checks of what reaches the write path, made by the service whatever built the request (the API's model,
a CLI, a test building `TurnIn.model_construct`): every failure is one of the project's errors."""

from __future__ import annotations

import datetime as dt
import re

from pia_graph.errors import InvalidInputError, InvalidUserError, TextTooLongError

# fullmatch, not `$`: a trailing newline is not part of an id
USER_ID = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.:@-]{0,127}")
TURN_ID = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.:-]{0,127}")
LANGS = ("en", "ko")
MAX_OFFSET = dt.timedelta(hours=14)  # the widest offset in use (Kiribati, +14:00)


def check_user_id(user_id: object) -> str:
    if not isinstance(user_id, str) or not USER_ID.fullmatch(user_id):
        raise InvalidUserError(
            f"invalid user id {user_id!r}: a string of 1-128 letters, digits and _ . : @ -", field="user_id"
        )
    return user_id


def said_at_problem(
    said_at: object, *, now: dt.datetime, earliest: dt.date, max_ahead: dt.timedelta
) -> str | None:
    """Why ``said_at`` cannot be when a user said something, or None: it must be an aware datetime whose
    offset is whole minutes within ±14:00 (Neo4j stores no offset seconds), not before ``earliest`` and not
    more than ``max_ahead`` after ``now``."""
    if not isinstance(said_at, dt.datetime):
        return "said_at must be a datetime"
    offset = said_at.utcoffset()
    if offset is None:
        return "said_at needs a UTC offset, e.g. 2026-03-11T08:10:00+09:00"
    if offset.total_seconds() % 60 or abs(offset) > MAX_OFFSET:
        return f"said_at offset {offset} must be whole minutes within ±14:00"
    try:
        instant = said_at.astimezone(dt.UTC)
    except OverflowError:
        return "said_at is out of range"
    if instant.date() < earliest:
        return f"said_at {said_at.isoformat()} is before {earliest.isoformat()}"
    if instant > now + max_ahead:
        return f"said_at {said_at.isoformat()} is more than {max_ahead.days} days ahead of the clock"
    return None


def check_text(text: object, *, max_chars: int) -> str:
    if not isinstance(text, str):
        raise InvalidInputError("text must be a string", field="text")
    if len(text) > max_chars:
        raise TextTooLongError(f"text of {len(text)} characters; at most {max_chars}", field="text")
    if not text.strip():
        raise InvalidInputError("text is empty", field="text")
    return text


def check_turn_id(turn_id: object) -> str | None:
    if turn_id is None:
        return None
    if not isinstance(turn_id, str) or not TURN_ID.fullmatch(turn_id):
        raise InvalidInputError(f"invalid turn id {turn_id!r}: 1-128 of letters, digits and _ . : -", field="turn_id")
    return turn_id


def check_lang(lang: object) -> str | None:
    if lang is not None and lang not in LANGS:
        raise InvalidInputError(f"lang must be one of {', '.join(LANGS)}", field="lang")
    return lang if isinstance(lang, str) else None
