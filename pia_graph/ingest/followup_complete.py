"""A turn that completes what the user left open in an earlier turn: the completed record, from the earlier one (pure).

"oh and that was fasting", "아 공복이었어요", "the 98 was after breakfast not fasting", "단위 mmol이었어요", "that was
in lbs": the turn names no reading of its own, only what the earlier one lacked. Only a turn whose wording refers
back (``correction_cues.refers_back``) gets here, after the correction rules (``followup_resolve``) found nothing to
fix. Each rule copies the earlier record with what the turn adds; the store links the copy to the earlier record
(SUPERSEDES), and both stay. The day an earlier turn only assumed is completed by ``followup_days.by_date`` (rule
``earlier_turn.date``, ``completes=True``); a dose changed for a drug named only by reference ("the pill I
mentioned, dr upped it to 20mg", "그 약 10mg으로 올렸어요") is the extractor's already (the profile's active
regimen, rule ``med.named_drug``), and the store supersedes the earlier regimen on write.

Two rules, each with its id on the records it makes:
- ``earlier_turn.qualifier``: the wording of the turn (of the sentence that quotes the earlier value, "the 98 was
  ...", "98은 ...") names the qualified coordinate of an earlier glucose reading (fasting, after a meal, random:
  ``concept_values.glucose_qualified``); the earlier reading is the one whose value as said is quoted, else, in a
  turn with no number, the only glucose reading of the user's last turn in the recent window (however many hours
  ago: nothing told since comes between).
- ``earlier_turn.unit``: a turn with no number names a unit ("that was in lbs", "단위 mmol이었어요") that the last
  turn's only reading (said within ``SINGLE_VALUE_HOURS``) can be read in: its value as said, in that unit.
"""

from __future__ import annotations

import datetime as dt
import itertools
import re
from collections.abc import Callable

from pia_graph.ingest.earlier_records import Prior, copy_record, last_turn, numeric, said_value
from pia_graph.ingest.extract.concept_values import GLUCOSE_READINGS, glucose_qualified
from pia_graph.ingest.extract.med_doses import dose_fields
from pia_graph.ingest.extract.numbers import Quantity
from pia_graph.ingest.hup import HupRecord, validate
from pia_graph.ingest.hup.records import RECORD_CLASSES
from pia_graph.ingest.text_spans import sentence_around
from pia_graph.ontology import Dictionary
from pia_graph.ontology.units import UnitError, to_canonical, unit_candidates

#: the glucose readings a qualifier moves between (``concept_values.glucose_qualified``'s coordinates)
GLUCOSE = GLUCOSE_READINGS
_NUMBER = re.compile(r"\d+(?:\.\d+)?")
# a unit as written: Latin letters with the unit signs, or the first syllables of a Korean word ("파운드였어요")
_EPS = 1e-6
_UNIT_TOKEN = re.compile(r"[A-Za-zµμ][A-Za-zµμ/%0-9^.]*|[가-힣]{2,6}")
_KO_UNIT_LENGTHS = (4, 3, 2)
_TIME_UNITS = frozenset({"h", "min"})
_MEDICATION = ("medication_intake", "medication_regimen")


def by_qualifier(text: str, said_at: dt.datetime, own: list[HupRecord], earlier: list[Prior],
                 quantities: list[Quantity], dictionary: Dictionary) -> list[tuple[HupRecord, Prior]] | None:
    """The earlier glucose reading under the coordinate the turn's wording names."""
    quantities = _readings(quantities)
    target, clause = _quoted_glucose(text, earlier, quantities)
    if target is not None and any(r.value == target.props.get("value") for r in own):
        return None  # the turn tells that value as a reading of its own ("공복 5.8 나왔어요"): news, no completion
    if target is None and not quantities:
        target, clause = _last_told(earlier, lambda p: p.props.get("coordinate") in GLUCOSE), text
    if target is None:
        return None
    coordinate = glucose_qualified(clause)
    if coordinate is None or coordinate == target.props.get("coordinate"):
        return None
    start, end = _clause_span(text, clause)
    # the value given again, so that the band is the new coordinate's
    fields = {"coordinate": coordinate, "value": target.props.get("value")}
    record = copy_record(target, dictionary, fields, clause, start, end, rule="earlier_turn.qualifier")
    if record is None or validate(record, said_at) is not None:
        return None
    return [(record, target)]


def by_unit(text: str, said_at: dt.datetime, earlier: list[Prior], quantities: list[Quantity],
            dictionary: Dictionary, own: list[HupRecord] | None = None) -> list[tuple[HupRecord, Prior]] | None:
    """The reading of the user's last turn that told one (its only one, within the recent window: "the unit was
    nmol/L btw" the next day) read again in the unit the turn names, when that reading's measure converts from it.
    The turn gives no other reading: a number it says is the earlier value named again ("sorry, 6.9 is mmol") or
    lies in a record of its own ("단위가 umol/L이래요. eGFR은 74")."""
    target = _last_told(earlier, _numeric)
    if target is None:
        return None
    coordinate = str(target.props["coordinate"])
    said = _NUMBER.findall(str(target.props.get("value_as_said") or ""))
    if not said:
        return None
    spans = [(r.span_start, r.span_end) for r in own or []]
    if any(abs(q.value - float(said[0])) > _EPS and not any(a <= q.start and q.end <= b for a, b in spans)
           for q in _readings(quantities)):
        return None
    for hit in _UNIT_TOKEN.finditer(text):
        for unit in _units(hit.group()):
            if unit in (target.props.get("unit_as_said"), target.props.get("unit")):
                return None  # the unit it was read in already
            try:
                value, _ = to_canonical(coordinate, float(said[0]), unit, dictionary)
            except UnitError:
                continue
            fields = {"value": round(value, 3), "unit_as_said": unit,
                      "value_as_said": f"{said[0]} {hit.group()}"}
            record = copy_record(target, dictionary, fields, hit.group(), hit.start(), hit.end(),
                                 rule="earlier_turn.unit")
            if record is None or validate(record, said_at) is not None:
                return None
            return [(record, target)]
    return None


def by_dose(said_at: dt.datetime, own: list[HupRecord], earlier: list[Prior], quantities: list[Quantity],
            dictionary: Dictionary) -> list[tuple[HupRecord, Prior]] | None:
    """The last turn's only medication, said with no dose, with the one dose the turn gives ("2알씩이요", "20 units",
    "500mg"): a turn with nothing of its own but that dose."""
    doses = [q for q in quantities if q.unit is not None and q.unit not in _TIME_UNITS]
    if own or len(doses) != 1 or len(_readings(quantities)) != 1:
        return None
    target = _last_only(said_at, earlier, lambda p: p.props.get("type") in _MEDICATION)
    if target is None or target.props.get("value") is not None or target.props.get("quantity") is not None:
        return None
    kind = str(target.props.get("type"))
    term = dictionary.terms.get(str(target.props.get("coordinate")))
    fields = {k: v for k, v in dose_fields(doses[0], term.unit if term is not None else None).items()
              if k in RECORD_CLASSES[kind].model_fields}
    q = doses[0]
    fields = fields or {"value_as_said": q.raw}  # a count of pills a regimen keeps no field for: as said
    record = copy_record(target, dictionary, fields, q.raw, q.start, q.end, rule="earlier_turn.dose")
    if record is None or validate(record, said_at) is not None:
        return None
    return [(record, target)]


def _readings(quantities: list[Quantity]) -> list[Quantity]:
    """The numbers that may be readings: not a time after a meal ("2 hrs after lunch")."""
    return [q for q in quantities if q.unit not in _TIME_UNITS]


def _units(token: str) -> tuple[str, ...]:
    if token[0].isascii() or token[0] in "µμ":
        return unit_candidates(token)
    for n in _KO_UNIT_LENGTHS:  # a Korean unit word with its ending glued on: "파운드였어요"
        found = unit_candidates(token[:n]) if len(token) >= n else ()
        if found:
            return found
    return ()


def _quoted_glucose(text: str, earlier: list[Prior],
                    quantities: list[Quantity]) -> tuple[Prior | None, str]:
    """The earlier glucose reading whose value the turn quotes ("the 98 was ..."), and the sentence quoting it."""
    for q in quantities:
        if q.kind != "number":
            continue
        found = [p for p in earlier if p.props.get("coordinate") in GLUCOSE and said_value(p, q.value)]
        if len(found) == 1:
            return found[0], sentence_around(text, q.start, q.end)
    return None, text


def _last_only(said_at: dt.datetime, earlier: list[Prior], fits: Callable[[Prior], bool]) -> Prior | None:
    """The last turn's only record that ``fits``, when that turn was said within ``SINGLE_VALUE_HOURS``."""
    found = [p for p in last_turn(said_at, earlier) if fits(p)]
    return found[0] if len(found) == 1 else None


def _last_told(earlier: list[Prior], fits: Callable[[Prior], bool]) -> Prior | None:
    """The only record that ``fits`` of the user's last turn in the recent window (``earlier``, newest first),
    however many hours ago: a qualifier said of "그거" / "that" the next morning ("아 그거 식후 아니고 공복이었어요")
    names what the user told last, nothing since coming between."""
    for _, group in itertools.groupby(earlier, key=lambda p: p.said_at):
        found = [p for p in group if fits(p)]
        return found[0] if len(found) == 1 else None
    return None


def _numeric(p: Prior) -> bool:
    return numeric(p) and p.props.get("coordinate") is not None


def _clause_span(text: str, clause: str) -> tuple[int, int]:
    i = max(text.find(clause), 0)
    return i, i + len(clause)
