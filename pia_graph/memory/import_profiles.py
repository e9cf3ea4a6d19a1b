"""`pia import`'s view of each user's profile, kept in step with the turns prepared before they are written.

Extraction reads the user's profile (`MemoryService.profile`: sex and birth date for the bands, the regimens active
on the turn's day for "my BP pill"). Turn by turn, retain reads it from the store, where every earlier turn is
written. An import writes a batch only after it is prepared, so it reads the store once per user
(`user_import_profile`: the current records the profile comes from, and the user's stored turn ids) and then applies
each prepared turn's own sex, birth-date and regimen records itself, superseded as retain would
(`plan_supersessions`: these types hold one value at a time), so that no turn has to be written before the next
one is prepared. The profile is then computed from those records with the rules of `user_profile_on`.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field, replace
from typing import Any

from neo4j.time import Date

from pia_graph.db.queries import run_read
from pia_graph.memory.service import MemoryService
from pia_graph.store.batch_supersession import ref
from pia_graph.store.serialize import record_properties
from pia_graph.store.supersession import RecordRef, plan_supersessions
from pia_graph.store.write_turn import TurnWrite

SEX, BIRTH = "profile:sex", "profile:birth_date"
REGIMEN = "medication_regimen"
PROFILE_TYPES = frozenset({REGIMEN, "sex", "birth_date"})  # the record types of those coordinates, and regimens


def _day(value: Any) -> dt.date:
    if isinstance(value, Date):
        return value.to_native()
    return value.date() if isinstance(value, dt.datetime) else value


def active_regimens(spans: list[dict[str, Any]], on: dt.date) -> list[str]:
    """The coordinates `user_active_regimens` returns for day `on`, from the user's current active regimens (pure):
    started by `on` (or no start), not ended before it, supply not run out before it; distinct, sorted. `comparable`:
    expected_end is a date or absent (Cypher's comparison with a date is null otherwise: never active)."""
    return sorted({
        s["coordinate"] for s in spans
        if s["comparable"]
        and (s["start"] is None or _day(s["start"]) <= on)
        and (s["end"] is None or _day(s["end"]) >= on)
        and (s["expected_end"] is None or _day(s["expected_end"]) >= on)
    })


@dataclass
class _Held:
    """One current record the profile reads: its reference for supersession and what the profile takes of it."""

    ref: RecordRef
    profile: dict[str, Any]  # value (as Cypher's toString), status, start, end, expected_end, comparable


def _held(props: dict[str, Any]) -> _Held:
    """From a prepared record's property map (Python values) the same fields `user_import_profile` reads."""
    expected = props.get("expected_end")
    value = props.get("value")
    return _Held(ref(props, is_new=True), {
        "value": None if value is None else str(value), "status": props.get("status"),
        "start": None if props.get("start") is None else _day(props["start"]),
        "end": None if props.get("end") is None else _day(props["end"]), "expected_end": expected,
        "comparable": expected is None or (isinstance(expected, dt.date) and not isinstance(expected, dt.datetime)),
    })


@dataclass
class _User:
    sex: Any
    birth_date: Any
    held: list[_Held]
    turns: set[str]  # stored, or prepared in this import: a turn sent again writes nothing
    stored_before: bool = True  # the store held a turn or a kept question of the user before the import
    days: dict[dt.date, dict[str, Any]] = field(default_factory=dict)

    def apply(self, records: list[dict[str, Any]], *, correction: bool) -> None:
        """One turn's sex, birth-date and regimen records (property maps), superseding as retain's write would."""
        new = [_held(p) for p in records]
        keys = {(h.ref.type, h.ref.coordinate, h.ref.relation) for h in new}
        group = [h.ref for h in self.held if (h.ref.type, h.ref.coordinate, h.ref.relation) in keys]
        gone = {s.older for s in plan_supersessions(group + [h.ref for h in new], correction=correction)}
        # written, they are stored records to the turns after (as `turns_write`'s supersession read finds them)
        self.held = [h for h in self.held + [_Held(replace(h.ref, is_new=False), h.profile) for h in new]
                     if h.ref.record_id not in gone]
        self.days.clear()

    def on(self, day: dt.date) -> dict[str, Any]:
        if day not in self.days:
            sex = _newest(self.held, SEX)
            birth = _newest(self.held, BIRTH)
            out = {k: v for k, v in (("sex", self.sex if sex is None else sex),
                                     ("birth_date", self.birth_date if birth is None else birth)) if v is not None}
            spans = [{"coordinate": h.ref.coordinate, **h.profile} for h in self.held
                     if h.ref.type == REGIMEN and (h.profile["status"] or "active") == "active"]
            out["active_regimens"] = active_regimens(spans, day)
            self.days[day] = out
        return self.days[day]


def _newest(held: list[_Held], coordinate: str) -> Any:
    """The value of the newest current record at the coordinate (`head(collect(value))` by recorded_at)."""
    said = [h for h in held if h.ref.coordinate == coordinate and h.profile["value"] is not None]
    return max(said, key=lambda h: h.ref.recorded_at).profile["value"] if said else None


class ImportProfiles:
    """`ProfileSource` for the import's extraction; `note` each prepared turn's write, in file order."""

    def __init__(self, service: MemoryService) -> None:
        self._service = service
        self._users: dict[str, _User] = {}

    def __call__(self, user_id: str, on: dt.date) -> dict[str, Any]:
        return self._user(user_id).on(on)

    def _user(self, user_id: str) -> _User:
        if user_id not in self._users:
            service = self._service
            (row,) = run_read(service.driver, "user_import_profile", database=service.database, user_id=user_id)
            held = [_Held(ref(r, is_new=False), {k: r[k] for k in ("value", "status", "start", "end",
                                                                   "expected_end", "comparable")})
                    for r in row["records"]]
            self._users[user_id] = _User(row["sex"], row["birth_date"], held, set(row["turn_ids"]),
                                         stored_before=bool(row["turn_ids"]) or bool(row["asks"]))
        return self._users[user_id]

    def stored_before(self, user_id: str) -> bool:
        """Whether the store held a turn or a kept question of the user when the import first read it (before any
        turn of the user was written by the import, since each written turn is noted first)."""
        return self._user(user_id).stored_before

    def note(self, write: TurnWrite) -> None:
        """A prepared turn (to be written): its sex, birth-date and regimen records become the user's profile,
        superseding as retain's write would. A turn already stored, or sent before in this import, changes nothing."""
        user = self._user(write.user_id)
        if write.turn_id in user.turns:
            return
        user.turns.add(write.turn_id)
        mine = [r for r in write.records if r.type in PROFILE_TYPES]
        if not mine:
            return
        user.apply([record_properties(r, user_id=write.user_id, turn_id=write.turn_id, said_at=write.said_at,
                                      lang=write.lang) for r in mine], correction=write.correction)
