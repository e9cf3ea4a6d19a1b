"""The records of a user's earlier turns as a later turn's follow-up reads them, and a corrected copy of one (pure).

``Prior`` is one stored record (its properties as native values) with the time its turn was said; ``Term`` a term
the later turn names. ``copy_record`` makes the earlier record again, with what the later turn fixes, under the
rule that fixed it (declared in ``extract/registry.py``) and the later turn's span as its evidence.
"""

from __future__ import annotations

import datetime as dt
import itertools
import re
from dataclasses import dataclass
from typing import Any

from pia_graph.ingest.extract.numbers import Quantity
from pia_graph.ingest.extract.registry import check
from pia_graph.ingest.hup import HupRecord, make_record
from pia_graph.ingest.hup.records import RECORD_CLASSES
from pia_graph.ontology import Dictionary
from pia_graph.ontology.ranges import band, depends_on_person
from pia_graph.ontology.units import UnitError, to_canonical

#: one new value or day that names nothing withdrawn fixes only the last turn, said this recently
SINGLE_VALUE_HOURS = 12
_NUMBER = re.compile(r"\d+(?:\.\d+)?")
_EPS = 1e-6


@dataclass(frozen=True)
class Term:
    """A term the turn names: its coordinate and span."""

    coordinate: str
    start: int
    end: int


@dataclass(frozen=True)
class Prior:
    """One current record of an earlier turn: its stored properties (native values) and when its turn was said."""

    props: dict[str, Any]
    said_at: dt.datetime

    @property
    def record_id(self) -> str:
        return str(self.props["record_id"])


def copy_record(old: Prior, dictionary: Dictionary, fields: dict[str, Any], span: str, start: int, end: int, *,
                rule: str) -> HupRecord | None:
    """The earlier record with ``fields`` changed, made by ``rule`` from ``span`` of this turn."""
    kind = str(old.props.get("type"))
    cls = RECORD_CLASSES.get(kind)
    if cls is None:
        return None
    check(rule, kind, "any")  # declared in extract/registry.py
    keep = {k: v for k, v in old.props.items() if k in cls.model_fields
            and k not in ("type", "record_id", "band", "band_flag", "flag", "visit_ref", "rule_id", "span",
                          "span_start", "span_end", "extractor",
                          "source", "source_said", "source_start", "source_end")}  # a cue of the earlier turn's text
    keep.update(fields, rule_id=rule, span=span.strip(), span_start=start, span_end=end)
    try:
        record = make_record(kind, **keep)
    except ValueError:
        return None
    if old.props.get("band") is not None and "value" not in fields:
        record.band, record.band_flag = old.props.get("band"), old.props.get("band_flag")
    elif old.props.get("band") is not None and isinstance(record.value, (int, float)) \
            and not depends_on_person(dictionary, record.coordinate):
        found = band(dictionary, record.coordinate, float(record.value), None, None)
        if found is not None:
            record.band, record.band_flag = found.label, found.flag
    return record


def last_turn(said_at: dt.datetime, earlier: list[Prior]) -> list[Prior]:
    """The records of the last earlier turn, when it was said within ``SINGLE_VALUE_HOURS`` (``earlier`` newest
    first); else none."""
    for at, group in itertools.groupby(earlier, key=lambda p: p.said_at):
        return list(group) if said_at - at <= dt.timedelta(hours=SINGLE_VALUE_HOURS) else []
    return []


def numeric(p: Prior) -> bool:
    """The earlier record holds a number as its value (a reading, a dose), not a status or a text."""
    value = p.props.get("value")
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def unit_fits(p: Prior, new: Quantity, dictionary: Dictionary) -> bool:
    """A new value's unit is the earlier record's (as stored or as said), none, or one its measure converts from."""
    if new.unit is None or new.unit in (p.props.get("unit"), p.props.get("unit_as_said")):
        return True
    try:
        to_canonical(str(p.props["coordinate"]), new.value, new.unit, dictionary)
    except UnitError:
        return False
    return True


def said_value(p: Prior, value: float) -> bool:
    """The earlier record's value, as said (its first number) or as stored (when numeric), is ``value``."""
    said = _NUMBER.findall(str(p.props.get("value_as_said") or ""))
    stored = p.props.get("value")
    numbers = [float(s) for s in said[:1]]
    if isinstance(stored, (int, float)) and not isinstance(stored, bool):
        numbers.append(float(stored))
    return any(abs(n - value) < _EPS for n in numbers)


def value_fields(old: Prior, value: float, new: Quantity, dictionary: Dictionary) -> dict[str, Any]:
    """The new value in the earlier record's canonical unit, converted as the earlier one was said."""
    props = old.props
    coordinate, before = str(props["coordinate"]), float(props["value"])
    unit = new.unit if new.unit not in (None, props.get("unit")) else props.get("unit_as_said")
    canonical: float | None = None
    if unit and unit != props.get("unit"):
        try:
            canonical = to_canonical(coordinate, value, unit, dictionary)[0]
        except UnitError:
            canonical = None
    if canonical is None:
        said = _NUMBER.findall(str(props.get("value_as_said") or ""))
        ratio = before / float(said[0]) if said and float(said[0]) else 1.0
        canonical = value * ratio
    canonical = round(canonical, 3)
    fields: dict[str, Any] = {"value": canonical, "value_as_said": new.raw.strip()}
    # an activity's own copies of its value (steps, distance_km) follow it
    for key, v in props.items():
        if key not in ("value", "confidence") and isinstance(v, (int, float)) and not isinstance(v, bool) \
                and abs(float(v) - before) < _EPS:
            fields[key] = int(canonical) if isinstance(v, int) and canonical.is_integer() else canonical
    return fields
