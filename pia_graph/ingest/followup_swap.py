"""Rule ``earlier_turn.swap``: a later turn says two readings of an earlier turn were given the wrong way round (pure).

"I swapped them, 140 was after lunch and 104 was fasting" after "fasting 140, after lunch 104"; "아까 말한 혈압
거꾸로 말했어요 아침이 128/82고 어제 저녁이 132/86" after "혈압 아침 132/86 어제 저녁 128/82": the last turn (said
within ``SINGLE_VALUE_HOURS``) has exactly two readings of one kind at two places (coordinates or days), and the turn
says they were swapped (cue list ``swapped``). Each place gets the other's value, as a copy that supersedes the
earlier record there; the values the turn quotes, when it quotes any, must be the two readings' own. A pair ("132/86")
is one reading of two records. The turn's own records of those readings give way (``followup_resolve._gives_way``).
"""

from __future__ import annotations

import datetime as dt

from pia_graph.ingest.cue_words import cue_pattern
from pia_graph.ingest.earlier_records import Prior, copy_record, last_turn, said_value
from pia_graph.ingest.extract.numbers import Quantity
from pia_graph.ingest.followup_complete import GLUCOSE
from pia_graph.ingest.hup import HupRecord, validate
from pia_graph.ontology import Dictionary

_TIME_UNITS = frozenset({"h", "min"})


def by_swap(text: str, lang: str, said_at: dt.datetime, own: list[HupRecord], earlier: list[Prior],
            dictionary: Dictionary, quantities: list[Quantity]) -> list[tuple[HupRecord, Prior]] | None:
    """The last turn's two readings of one kind, each at the other's place."""
    cue = cue_pattern(dictionary, "swapped", lang).search(text)
    if cue is None:
        return None
    readings = _readings(last_turn(said_at, earlier))
    by_kind: dict[tuple[str, ...], list[list[Prior]]] = {}
    for reading in readings:
        by_kind.setdefault(_kind(reading), []).append(reading)
    pairs = [found for found in by_kind.values() if len(found) == 2]
    if len(pairs) != 1:
        return None
    a, b = pairs[0]
    if _place(a) == _place(b) or [_value(p) for p in a] == [_value(p) for p in b]:
        return None  # nothing to exchange
    said = [q.value for q in quantities if q.unit not in _TIME_UNITS] \
        + [q.value2 for q in quantities if q.value2 is not None and q.unit not in _TIME_UNITS]
    if not all(any(said_value(p, v) for p in a + b) for v in said):
        return None  # the turn quotes another value: a new reading, not the two exchanged
    out = []
    for here, there in ((a, b), (b, a)):
        for old, other in zip(here, there, strict=True):
            fields = {"value": other.props.get("value"), "value_as_said": other.props.get("value_as_said"),
                      "unit_as_said": other.props.get("unit_as_said")}
            record = copy_record(old, dictionary, fields, cue.group(), cue.start(), cue.end(),
                                 rule="earlier_turn.swap")
            if record is None or validate(record, said_at) is not None:
                return None
            out.append((record, old))
    return out


def _readings(turn: list[Prior]) -> list[list[Prior]]:
    """The turn's numeric readings: a pair's two records (one span) as one, by coordinate; the others alone."""
    numeric = [p for p in turn if isinstance(p.props.get("value"), (int, float))
               and not isinstance(p.props.get("value"), bool)]
    spans: dict[tuple[object, ...], list[Prior]] = {}
    for p in numeric:
        key = (p.props.get("type"), p.props.get("span"), p.props.get("span_start"))
        spans.setdefault(key, []).append(p)
    return [sorted(group, key=lambda p: str(p.props.get("coordinate"))) for group in spans.values()]


def _kind(reading: list[Prior]) -> tuple[str, ...]:
    """What a reading measures: its type and coordinates (the glucose readings are one kind, whatever the meal)."""
    coordinates = tuple("glucose" if c in GLUCOSE else c for c in (str(p.props.get("coordinate")) for p in reading))
    return (str(reading[0].props.get("type")), *coordinates)


def _place(reading: list[Prior]) -> tuple[object, ...]:
    return tuple((p.props.get("coordinate"), p.props.get("date"), p.props.get("start")) for p in reading)


def _value(p: Prior) -> float:
    return float(p.props["value"])


