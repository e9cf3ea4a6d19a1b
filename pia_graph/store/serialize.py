"""Pure conversion of HUP records and fact drafts into Neo4j property maps."""

from __future__ import annotations

import datetime as dt
import hashlib
from typing import Any

from pia_graph.ingest.hup import FactDraft, HupRecord, category_of

_NOON = dt.time(12, 0)


def type_label(record_type: str) -> str:
    """`lab_result` → `LabResult`: the label each record carries beside `Record`."""
    return "".join(part.capitalize() for part in record_type.split("_"))


def sort_time(
    *,
    date: dt.date | None,
    start: dt.date | dt.datetime | None,
    month: str | None,
    year: int | None,
    said_at: dt.datetime,
) -> dt.datetime:
    """An instant to order records by. The granularity said is kept separately, never widened here."""
    tz = said_at.tzinfo
    if isinstance(start, dt.datetime):
        return start
    if start is not None:
        return dt.datetime.combine(start, _NOON, tz)
    if date is not None:
        return dt.datetime.combine(date, _NOON, tz)
    if month is not None:
        y, m = (int(x) for x in month.split("-"))
        return dt.datetime(y, m, 1, tzinfo=tz)
    if year is not None:
        return dt.datetime(year, 1, 1, tzinfo=tz)
    return said_at


def user_turn_key(user_id: str, turn_id: str) -> str:
    """The turn id qualified by its user: record ids derived from it never collide across users."""
    return f"{user_id}\x1f{turn_id}"


def fact_id(user_id: str, turn_id: str, index: int) -> str:
    digest = hashlib.sha256(f"{user_id}\x1f{turn_id}\x1f{index}\x1ffact".encode()).hexdigest()
    return f"f_{digest[:24]}"


def _primitive(value: Any) -> Any:
    if isinstance(value, tuple):
        return list(value)
    return value


def record_properties(
    record: HupRecord, *, user_id: str, turn_id: str, said_at: dt.datetime, lang: str
) -> dict[str, Any]:
    props = {k: _primitive(v) for k, v in record.model_dump(exclude_none=True).items() if k != "visit_ref"}
    props.update(
        user_id=user_id,
        turn_id=turn_id,
        lang=lang,
        category=category_of(record.type),
        recorded_at=said_at,
        sort_time=sort_time(
            date=record.date, start=record.start, month=record.month, year=record.year, said_at=said_at
        ),
    )
    return props


def fact_properties(
    fact: FactDraft,
    *,
    fid: str,
    user_id: str,
    turn_id: str,
    said_at: dt.datetime,
    lang: str,
    embedding: list[float] | None,
) -> dict[str, Any]:
    props: dict[str, Any] = {
        "fact_id": fid,
        "user_id": user_id,
        "turn_id": turn_id,
        "text": fact.text,
        "span": fact.span,
        "lang": lang,
        "recorded_at": said_at,
        "sort_time": sort_time(date=fact.date, start=None, month=fact.month, year=None, said_at=said_at),
    }
    if fact.date is not None:
        props["date"] = fact.date
    if fact.month is not None:
        props["month"] = fact.month
    if embedding is not None:
        props["embedding"] = embedding
    return props
