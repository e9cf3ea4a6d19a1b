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


def temporal_text(value: dt.datetime) -> str | None:
    """ISO-8601 text that Neo4j's `datetime()` parses to the value and type the driver would send for ``value``
    (a zoned date-time with its offset, or with its named zone), or None where the driver must send it: a naive
    value (a LocalDateTime) or an offset with seconds (`datetime()` reads whole minutes). Packing a Python
    datetime into Bolt is pure Python in the driver; text packs as it is and the statement converts it."""
    offset = value.utcoffset()
    if offset is None or offset.total_seconds() % 60:
        return None
    tz = value.tzinfo
    name = getattr(tz, "key", None) or getattr(tz, "zone", None)
    text = value.isoformat()
    return f"{text}[{name}]" if isinstance(name, str) and name else text


def times_as_text(props: dict[str, Any]) -> tuple[dict[str, Any], dict[str, str]]:
    """A property map split for a write statement: the properties to set as they are, and the date-times as
    `temporal_text` (key -> text) for the statement's `datetime()`; the two together store what ``props`` would."""
    plain: dict[str, Any] = {}
    times: dict[str, str] = {}
    for key, value in props.items():
        text = temporal_text(value) if isinstance(value, dt.datetime) else None
        if text is None:
            plain[key] = value
        else:
            times[key] = text
    return plain, times


def _primitive(value: Any) -> Any:
    if isinstance(value, tuple):
        return list(value)
    return value


def record_properties(
    record: HupRecord, *, user_id: str, turn_id: str, said_at: dt.datetime, lang: str, position: int | None = None
) -> dict[str, Any]:
    """The stored properties of a record. `position` is the record's place in its turn's extraction: with the
    turn's time it orders records of equal times as they were written (node ids are reused after deletes)."""
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
    if position is not None:
        props["position"] = position
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
    position: int | None = None,
) -> dict[str, Any]:
    """A fact's stored properties; `position` is its place in its turn (as a record's: ties of equal times read in
    the order written, since fact ids hash the user id and so sort differently for each user)."""
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
    if position is not None:
        props["position"] = position
    if fact.source is not None:
        props["source"] = fact.source  # a drug someone else gave the user: who gave it
    if fact.considered:
        props["considered"] = True  # a drug the user plans or weighs taking, not taken
    return props
