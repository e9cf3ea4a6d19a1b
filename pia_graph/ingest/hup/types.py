"""The one table of HUP record types: category, single-valued, timing, measurement, per-turn and bounds rules.

Every other module asks this table (``spec``, ``types_where``); none declares its own set of type names
(``tests/unit/ingest/test_record_types.py`` fails when one does). Imports nothing from the package, so
that the ontology, the extractor, validation and the store can all read it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

Category = Literal["static", "episodic", "derived"]
# said_at: an event gets the time said, else the day it was said | explicit: only a time said (a diagnosis)
# | untimed: a state or attribute, timed only when a time is said and never by said_at's date
Timing = Literal["said_at", "explicit", "untimed"]


@dataclass(frozen=True, slots=True)
class RecordTypeSpec:
    name: str
    category: Category
    single_valued: bool  # one value at a time per coordinate: a newer statement supersedes (store/supersession)
    timing: Timing
    measured: bool = False  # a number in the coordinate's canonical unit (the dictionary term needs a unit)
    result: bool = False  # a checkup result: hangs under the visit of its sentence, gets an abnormality band
    one_per_turn: bool = False  # one record per coordinate (and relation) in a turn
    future_start_ok: bool = False  # its start may lie after said_at (a plan, not an event)
    severity_scale: bool = False  # its number is a 0-10 severity, bounded as such
    profile: bool = False  # part of who the user is (the snapshot's profile line)
    in_snapshot: bool = False  # shown in the depth-2 health snapshot while current
    plain_name: bool = False  # prose names its terms plainly: the user's lay words ("ran") add nothing
    # one moment (a reading, a dose, a visit): an open interval ("since last night") never dates it
    instant: bool = False
    names_a_thing: bool = False  # its coordinate is itself a name (a drug, a vaccine, a surgery, a condition)
    # a number said beside its term may be its own value (a reading, a count, a score, a target): a change of
    # level in that clause ("a1c went up to 7", "steps up to 8000") is no dose (ingest/extract/dose_level.py)
    own_number: bool = False
    # an event an episode goes on with: told in a later sentence with no time of its own, it is on the day the
    # episode was told ("city2surf yesterday! 14k in 1:26"; ingest/extract/episode_carry.py)
    episode_event: bool = False
    # where it was taken may be said (ingest/extract/reading_source.py): at a place (home, a clinic, a lab, a
    # pharmacy) or by a device (a watch, a sensor); a workout or a night's sleep only by a device
    place_source: bool = False
    device_source: bool = False


def _s(name: str, cat: Category, single: bool, timing: Timing, **flags: bool) -> RecordTypeSpec:
    return RecordTypeSpec(name, cat, single, timing, **flags)


TABLE: tuple[RecordTypeSpec, ...] = (
    # static
    _s("sex", "static", True, "untimed", profile=True, in_snapshot=True),
    _s("birth_date", "static", True, "untimed", profile=True, in_snapshot=True),
    _s("height", "static", True, "untimed", measured=True, profile=True, in_snapshot=True, own_number=True),
    _s("blood_type", "static", True, "untimed", profile=True, in_snapshot=True),
    _s("allergy", "static", True, "untimed", one_per_turn=True, in_snapshot=True, names_a_thing=True),
    _s("family_history", "static", True, "untimed", one_per_turn=True, in_snapshot=True),
    _s("condition", "static", True, "explicit", one_per_turn=True, in_snapshot=True, names_a_thing=True),
    _s("surgery", "static", False, "explicit", one_per_turn=True, in_snapshot=True, names_a_thing=True),
    _s("pregnancy_status", "static", True, "untimed", future_start_ok=True, profile=True, in_snapshot=True),
    _s("baseline_habit", "static", True, "untimed", profile=True, in_snapshot=True),
    # episodic
    _s("lab_result", "episodic", False, "said_at", measured=True, result=True, instant=True, own_number=True,
       place_source=True, device_source=True),
    _s("vital_sign", "episodic", False, "said_at", measured=True, result=True, instant=True, own_number=True,
       place_source=True, device_source=True),
    _s("body_measurement", "episodic", False, "said_at", measured=True, result=True, instant=True, own_number=True,
       place_source=True, device_source=True),
    _s("symptom", "episodic", False, "said_at", severity_scale=True),
    _s("medication_regimen", "episodic", True, "said_at", future_start_ok=True, in_snapshot=True, names_a_thing=True),
    _s("medication_intake", "episodic", False, "said_at", instant=True, names_a_thing=True),
    _s("sleep", "episodic", False, "said_at", plain_name=True, own_number=True, device_source=True),
    _s("exercise", "episodic", False, "said_at", plain_name=True, own_number=True, episode_event=True,
       device_source=True),
    _s("meal", "episodic", False, "said_at", plain_name=True, own_number=True, episode_event=True),
    _s("substance_use", "episodic", False, "said_at", own_number=True, episode_event=True),
    _s("mood", "episodic", False, "said_at", severity_scale=True, plain_name=True, own_number=True),
    _s("medical_visit", "episodic", False, "said_at", one_per_turn=True, instant=True),
    _s("vaccination", "episodic", False, "said_at", names_a_thing=True),
    # derived
    _s("goal", "derived", True, "untimed", future_start_ok=True, in_snapshot=True, plain_name=True, own_number=True),
    _s("preference", "derived", True, "untimed", in_snapshot=True, plain_name=True),
    _s("habit", "derived", False, "untimed"),
    _s("risk_factor", "derived", False, "untimed"),
    _s("medical_constraint", "derived", False, "untimed", in_snapshot=True),
)

SPECS: dict[str, RecordTypeSpec] = {s.name: s for s in TABLE}
RECORD_TYPES: frozenset[str] = frozenset(SPECS)


def spec(record_type: str) -> RecordTypeSpec:
    """The row of a type; KeyError for a name that is not a HUP type (a bug in the caller)."""
    return SPECS[record_type]


def types_where(**wanted: object) -> frozenset[str]:
    """Type names whose row has every given attribute value: ``types_where(result=True)``."""
    return frozenset(s.name for s in TABLE if all(getattr(s, k) == v for k, v in wanted.items()))


def names(category: Category) -> tuple[str, ...]:
    return tuple(s.name for s in TABLE if s.category == category)


def ordered_where(**wanted: object) -> tuple[str, ...]:
    """``types_where`` in the table's order, for lists passed to queries."""
    return tuple(s.name for s in TABLE if all(getattr(s, k) == v for k, v in wanted.items()))
