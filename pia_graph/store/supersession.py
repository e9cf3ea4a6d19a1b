"""Which record supersedes which: pure rules, no database.

Nothing is overwritten. For facts that hold one value at a time (blood type, a regimen's dose, a
condition's status, a goal) the newest statement wins and the older one stays, linked by SUPERSEDES.
An episodic measurement is superseded only when the user corrects it explicitly, on the same day.
Supersession never crosses record types, coordinates, or relations (for family history).
"""

from __future__ import annotations

import datetime as dt
import itertools
from dataclasses import dataclass
from enum import StrEnum

from pia_graph.ingest.correction_cues import says_correction
from pia_graph.ingest.hup.types import types_where
from pia_graph.ontology import Dictionary

# One value at a time per (coordinate[, relation]).
SINGLE_VALUED_TYPES = types_where(single_valued=True)

class SupersedeReason(StrEnum):
    NEWER_STATEMENT = "newer_statement"
    CORRECTION = "correction"  # a later turn fixes what an earlier one said (a value, a day, a term, swapped values)
    COMPLETION = "completion"  # a later turn adds what an earlier one left open (a qualifier, a unit, an assumed day)
    STATUS = "status"  # a later turn changes an earlier status: a dose taken after all, a profile record denied


@dataclass(frozen=True)
class RecordRef:
    record_id: str
    type: str
    coordinate: str
    relation: str | None
    recorded_at: dt.datetime
    sort_time: dt.datetime
    is_new: bool
    source: str | None = None  # where a reading was taken (ingest/extract/reading_source.py)


@dataclass(frozen=True)
class Supersession:
    newer: str
    older: str
    reason: SupersedeReason


def is_correction(text: str, dictionary: Dictionary) -> bool:
    """The turn corrects something it or an earlier turn said: its wording is the dictionary's ``correction``
    list (``ingest/correction_cues.py``), the one the extractor reads too."""
    return says_correction(text, dictionary)


def _key(ref: RecordRef) -> tuple[str, str, str | None]:
    # A regimen and the intakes of the same drug share a coordinate but never supersede each other.
    return (ref.type, ref.coordinate, ref.relation)


def distinct_sources(a: str | None, b: str | None) -> bool:
    """Two readings said to come from two sources ("actually at the clinic it was 134/82" after the home cuff's
    152/96): both readings stand, neither corrects the other (a reading of no source said corrects any)."""
    return a is not None and b is not None and a != b


def other_sources(a: RecordRef, b: RecordRef) -> bool:
    return distinct_sources(a.source, b.source)


def plan_supersessions(refs: list[RecordRef], correction: bool) -> list[Supersession]:
    """Links to add, given the new records of a turn and the current records at the same keys."""
    groups: dict[tuple[str, str, str | None], list[RecordRef]] = {}
    for ref in refs:
        groups.setdefault(_key(ref), []).append(ref)
    out: list[Supersession] = []
    for group in groups.values():
        if group[0].type in SINGLE_VALUED_TYPES:
            ordered = sorted(group, key=lambda r: (r.recorded_at, r.sort_time, r.is_new))
            out.extend(
                Supersession(newer.record_id, older.record_id, SupersedeReason.NEWER_STATEMENT)
                for older, newer in itertools.pairwise(ordered)
            )
        elif correction:
            new = [r for r in group if r.is_new]
            for n in new:
                same_day = [
                    o for o in group if not o.is_new and o.sort_time.date() == n.sort_time.date()
                    and not other_sources(n, o)
                ]
                out.extend(Supersession(n.record_id, o.record_id, SupersedeReason.CORRECTION) for o in same_day)
    return out
