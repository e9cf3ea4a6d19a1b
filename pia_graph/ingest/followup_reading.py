"""Rule ``earlier_turn.reading``: a bare value that follows an earlier turn's reading is the next reading of it
(pure).

"My blood pressure was 150 over 95 yesterday morning." then "And today it's 140, so it's coming down."; "혈압이 어제
150에 95 나왔어요." then "오늘은 120이요."; an A1c told, then "It went up again, 7.9 now". The later turn names no
measure, so alone it tells nothing (the RETAIN gate drops it). A turn with no record and no term of its own and one
value (a number or a pair, with or without its unit) that follows a recent turn's reading of one coordinate (a
single value, or a pair said as one span) is a new reading of that coordinate: its value converted as the earlier
one was said, dated by the turn's own day (the day it names, else the day it is said, assumed). Guards: the
coordinate's bounds (``hup.validate``); within a factor of ``_NEAR`` of the earlier value (the same measure told
again, not a count of something else: "3 walks today"); a unit the coordinate converts from; in English the words
right before and right after it leave it bare (``reading_word``, ``reading_moment``, ``reading_beside`` in
``84_rule_words``, or the turn's day: "it's 140 so ...", "7.9 now", not "room 140" or "8 glasses"). A lone value
after a pair reads as the member it lies nearest to. Nothing earlier is superseded: both readings stay.
"""

from __future__ import annotations

import datetime as dt
import itertools
import math
import re
from collections import Counter

from pia_graph.ingest.cue_words import cue_pattern
from pia_graph.ingest.earlier_records import Prior, Term, copy_record, numeric, unit_fits
from pia_graph.ingest.earlier_records import value_fields as _value_fields
from pia_graph.ingest.extract.numbers import Quantity, find_quantities
from pia_graph.ingest.extract.spoken_numbers import digit_twin
from pia_graph.ingest.hup import HupRecord, validate
from pia_graph.ontology import Dictionary
from pia_graph.temporal.resolve import resolve_in_text

RULE = "earlier_turn.reading"
_VALUE_KINDS = ("number", "pair")
_NEAR = 2.0  # the next reading of one measure lies within half and twice the last one
_NUMBER = re.compile(r"\d+(?:\.\d+)?")
_CLAUSE_END = re.compile(r"[ \t]*[,;]")
_NEXT_WORD = re.compile(r"[ \t]+([a-z][a-z.']*)", re.IGNORECASE)
_LAST_WORD = re.compile(r"([a-z][a-z']*)[ \t]+$", re.IGNORECASE)  # the word right before the value, no punctuation


def bare_value(text: str, lang: str, own: list[HupRecord], terms: list[Term]) -> Quantity | None:
    """The turn's one value when the turn may continue an earlier reading: no record and no term of its own, one
    number or pair (and no other number)."""
    if (own or terms) and "," not in text and ";" not in text:
        return None  # a leading value is closed by "," or ";" (``_leading_value``): no number scan without one
    found = find_quantities(text, lang)
    if own or terms:
        return _leading_value(text, found, own, terms)
    if len(found) != 1 or found[0].kind not in _VALUE_KINDS:
        return None
    return found[0]


def _leading_value(text: str, found: list[Quantity], own: list[HupRecord], terms: list[Term]) -> Quantity | None:
    """ "249, waist 46": a value with no unit said alone as the turn's first clause, every record and term of the
    turn after it, may go on from the last reading as a turn of its own would."""
    if not found or found[0].kind not in _VALUE_KINDS or found[0].unit is not None:
        return None
    value = found[0]
    if text[:value.start].strip(" \t-–—:") or _CLAUSE_END.match(text, value.end) is None:
        return None
    if any(r.span_start < value.end for r in own) or any(t.start < value.end for t in terms):
        return None
    return value


def by_reading(text: str, lang: str, said_at: dt.datetime, own: list[HupRecord], earlier: list[Prior],
               dictionary: Dictionary, terms: list[Term]) -> list[tuple[HupRecord, None]] | None:
    """The new reading(s) the turn's bare value makes of the last reading told (``earlier`` newest first)."""
    value = bare_value(text, lang, own, terms)
    day = own_day(text, said_at, lang)
    if value is None or day is None \
            or (lang == "en" and not _bare_after(text, value, str(day["time_expression"] or ""), dictionary)):
        return None
    targets = last_reading(earlier) or (near_reading(earlier, value.value) if value.kind == "number" else [])
    if not targets:
        return None
    if value.kind == "pair":
        if len(targets) != 2 or value.value2 is None:
            return None
        chosen = list(zip(targets, (value.value, value.value2), strict=True))
    else:
        chosen = [(_nearest(targets, value.value), value.value)]
    out: list[tuple[HupRecord, None]] = []
    for old, said in chosen:
        if not unit_fits(old, value, dictionary):
            return None  # "8 glasses": a unit the measure is never read in
        fields = _value_fields(old, said, value, dictionary)
        if not _close(fields["value"], float(old.props["value"])):
            return None
        fields.update(day)
        record = copy_record(old, dictionary, fields, value.raw, value.start, value.end,
                             rule="earlier_turn.reading")
        if record is None or validate(record, said_at) is not None:
            return None
        out.append((record, None))
    return out


def _bare_after(text: str, value: Quantity, day: str, dictionary: Dictionary) -> bool:
    """ "it's 140 so it's coming down", "again, 7.9 now", "140." (nothing or a bare-leaving word right before and
    right after), not "room 140" or "8 glasses of water"."""
    groups = ("reading_word", "reading_moment", "reading_beside")
    before = _LAST_WORD.search(text, 0, value.start)
    if day and text[:value.start].rstrip().lower().endswith(day.lower()):
        before = None  # "yesterday evening 138/88": the turn's day
    if before is not None and not any(cue_pattern(dictionary, g, "en").fullmatch(before.group(1)) for g in groups):
        return False
    if value.unit is not None:
        return True
    nxt = _NEXT_WORD.match(text, value.end)
    if nxt is None:
        return True
    rest = text[nxt.start(1):]
    if day and rest.lower().startswith(day.lower()):
        return True
    return any(cue_pattern(dictionary, g, "en").match(rest) is not None for g in groups)




def last_reading(earlier: list[Prior]) -> list[Prior]:
    """The readings of the last turn that told any: one record, or a pair's two in the order said; none when that
    turn told readings of more than one measure."""
    turn = _last_turn_readings(earlier)
    if len({_told_as(p) for p in turn}) > 1 or len(turn) > 2 \
            or len({p.props.get("coordinate") for p in turn}) != len(turn):
        return []
    if len(turn) == 2:
        said = _NUMBER.findall(digit_twin(str(turn[0].props.get("span") or "")))  # "백삼십에 팔십": 130에 80
        first = [p for p in turn if said and _said(p) == float(said[0])]
        return [first[0], *(p for p in turn if p is not first[0])] if len(first) == 1 else []
    return turn


def _last_turn_readings(earlier: list[Prior]) -> list[Prior]:
    """The readings of the last turn that told any (``earlier`` newest first); none when no turn did."""
    for _, group in itertools.groupby(earlier, key=lambda p: p.said_at):
        turn = [p for p in group if _reading(p)]
        if turn:
            return turn
    return []


def _told_as(p: Prior) -> tuple[object, object, object]:
    """What told a reading: its type and span (a pair's two values share one)."""
    return p.props.get("type"), p.props.get("span"), p.props.get("span_start")


def _close(value: float, before: float) -> bool:
    """``value`` lies within a factor of ``_NEAR`` of ``before`` (a positive earlier value)."""
    return before > 0 and abs(math.log(max(value, 1e-9) / before)) <= math.log(_NEAR)


def _reading(p: Prior) -> bool:
    """A value told of the user: a number, and no goal ("goal is 220 by christmas" then "243.8": a weight)."""
    return numeric(p) and p.props.get("type") != "goal"


def near_reading(earlier: list[Prior], value: float) -> list[Prior]:
    """When the last turn that told readings told several measures ("weight 264 lb, waist 48"), the one of them that
    a lone value may go on from ("255"): the only single-value reading whose value as said lies within a factor of
    ``_NEAR`` of it; none when no one or several do."""
    turn = _last_turn_readings(earlier)
    spans = Counter(_told_as(p) for p in turn)
    near = [p for p in turn if spans[_told_as(p)] == 1 and (said := _said(p)) is not None and _close(value, said)]
    return near if len(near) == 1 else []


def _said(p: Prior) -> float | None:
    found = _NUMBER.findall(digit_twin(str(p.props.get("value_as_said") or p.props.get("value"))))
    return float(found[0]) if found else None


def _nearest(targets: list[Prior], value: float) -> Prior:
    """The member of an earlier pair a lone value continues: the one nearest it (on a ratio scale)."""
    return min(targets, key=lambda p: abs(math.log(max(value, 1e-9) / max(_said(p) or 1e-9, 1e-9))))




def own_day(text: str, said_at: dt.datetime, lang: str) -> dict[str, object] | None:
    """The date fields of the turn's own day: the one day it names, else the day it is said (assumed)."""
    days = [r for r in resolve_in_text(text, said_at, lang) if r.kind in ("date", "implicit") and r.date]
    if len(days) != 1:
        return None
    day = days[0]
    return {"date": day.date, "time_expression": day.expression or None, "time_rule": day.rule_id,
            "time_granularity": day.granularity, "time_assumed": bool(day.assumed)}
