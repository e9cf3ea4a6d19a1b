"""Depth 2: the health snapshot. `load_snapshot` reads through named queries; `build_snapshot` is pure:
static profile, allergies, conditions, first-degree family history, active regimens, the latest value of
each active coordinate with its band, active goals and preferences."""

from __future__ import annotations

import datetime as dt
from typing import Any

from neo4j import Driver

from pia_graph.db.queries import run_read_once
from pia_graph.ingest.hup.records import FIRST_DEGREE
from pia_graph.ingest.hup.types import ordered_where
from pia_graph.memory.recall_models import Snapshot, SnapshotEntry
from pia_graph.ontology import Dictionary
from pia_graph.retrieve.records import is_active_regimen, props, record_day, record_text, timed

PROFILE_TYPES = ordered_where(profile=True)
SNAPSHOT_TYPES = ordered_where(in_snapshot=True)
MEASURED_TYPES = ordered_where(result=True)
ACTIVE_DAYS = 365  # a coordinate measured within the last year is active
_FAR_PAST_TEXT = dt.datetime(1900, 1, 1, tzinfo=dt.UTC).isoformat()
_FAR_FUTURE_TEXT = dt.datetime(2200, 1, 1, tzinfo=dt.UTC).isoformat()


def _entry(rec: dict[str, Any], dictionary: Dictionary, text: str | None = None) -> SnapshotEntry:
    day = record_day(rec)
    value = rec.get("value")
    return SnapshotEntry(
        coordinate=str(rec.get("coordinate")), type=str(rec.get("type")), text=text or record_text(rec, dictionary),
        value=value if isinstance(value, (int, float, str)) else None, unit=rec.get("unit"), band=rec.get("band"),
        date=day.isoformat() if day else rec.get("month"), record_ids=[str(rec["record_id"])],
    )


def _age(birth: Any, on: dt.date) -> int | None:
    try:
        b = dt.date.fromisoformat(str(birth)[:10])
    except ValueError:
        return None
    return on.year - b.year - ((on.month, on.day) < (b.month, b.day))


def build_snapshot(
    user: dict[str, Any], typed: list[dict[str, Any]], latest: list[dict[str, Any]], dictionary: Dictionary,
    as_of: dt.date,
) -> Snapshot:
    """`typed`: current records of SNAPSHOT_TYPES, newest first; `latest`: one per measured coordinate."""
    snap = Snapshot(as_of=as_of)
    seen_profile: set[str] = set()
    for rec in typed:
        t = rec.get("type")
        if rec.get("superseded_by"):
            continue
        if t in PROFILE_TYPES:
            key = str(rec.get("coordinate"))
            if key in seen_profile:
                continue  # newest first: the current statement of each profile coordinate
            seen_profile.add(key)
            text = None
            if t == "birth_date":
                age = _age(rec.get("value"), as_of)
                text = f"born {rec.get('value')}" + (f" (age {age})" if age is not None else "")
            snap.profile.append(_entry(rec, dictionary, text))
        elif t == "allergy" and not rec.get("negated"):
            snap.allergies.append(_entry(rec, dictionary))
        elif t in ("condition", "surgery") and not rec.get("negated") and rec.get("status") != "resolved":
            snap.conditions.append(_entry(rec, dictionary))
        elif t == "family_history" and not rec.get("negated") and rec.get("relation") in FIRST_DEGREE:
            snap.family_history.append(_entry(rec, dictionary))
        elif t == "medication_regimen" and is_active_regimen(rec, as_of):
            snap.active_regimens.append(_entry(rec, dictionary))
        elif t in ("goal", "medical_constraint") and not rec.get("negated") and rec.get("status") not in (
                "achieved", "dropped", "ended"):
            snap.goals.append(_entry(rec, dictionary))
        elif t == "preference" and not rec.get("negated"):
            snap.preferences.append(_entry(rec, dictionary))
    # The profile set through the service counts when no record says otherwise.
    if user.get("sex") and "profile:sex" not in seen_profile:
        snap.profile.insert(0, SnapshotEntry(coordinate="profile:sex", type="sex", text=f"sex {user['sex']}",
                                             value=user["sex"]))
    if user.get("birth_date") and "profile:birth_date" not in seen_profile:
        age = _age(user["birth_date"], as_of)
        snap.profile.insert(1 if snap.profile else 0, SnapshotEntry(
            coordinate="profile:birth_date", type="birth_date",
            text=f"born {user['birth_date']}" + (f" (age {age})" if age is not None else ""),
            value=str(user["birth_date"])))
    snap.latest = [_entry(rec, dictionary) for rec in latest if not rec.get("superseded_by")]
    return snap


def snapshot_params(said_at: dt.datetime) -> dict[str, Any]:
    """`recall_snapshot`'s parameters but the user and `with_stamp`. The three instants go as ISO-8601 text
    (`isoformat`: the instant and its offset), read by `datetime()` once per statement: the driver packs a
    date-time parameter in Python (~0.06 ms each); the index seeks and the rows are the same (session 66, snap66)."""
    return {"types": list(SNAPSHOT_TYPES), "since_text": _FAR_PAST_TEXT, "until_text": _FAR_FUTURE_TEXT,
            "limit": 500, "measured": list(MEASURED_TYPES),
            "active_since_text": (said_at - dt.timedelta(days=ACTIVE_DAYS)).isoformat(), "latest_limit": 60}


def load_snapshot(
    driver: Driver, database: str, user_id: str, user: dict[str, Any], dictionary: Dictionary, said_at: dt.datetime
) -> Snapshot:
    return load_snapshot_and_stamp(driver, database, user_id, user, dictionary, said_at)[0]


def load_snapshot_and_stamp(
    driver: Driver, database: str, user_id: str, user: dict[str, Any], dictionary: Dictionary, said_at: dt.datetime,
    *, with_stamp: bool = False,
) -> tuple[Snapshot, str | None]:
    """The snapshot from one statement (`recall_snapshot`, one round trip), and with `with_stamp` the depth-3
    stamp read in the same statement (`retrieve/depth3_cache.py`), else None."""
    row = run_read_once(driver, "recall_snapshot", database=database, user_id=user_id,
                        **snapshot_params(said_at), with_stamp=with_stamp)[0]
    snapshot = build_snapshot(user, [props(timed(r)) for r in row["typed"]],
                              [props(timed(r)) for r in row["latest"]], dictionary, said_at.date())
    stamps = row["stamps"]
    return snapshot, str(stamps[0]) if stamps else None
