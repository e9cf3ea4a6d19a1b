"""The turns that take back a value or a term they said before and give its replacement (pure; ``followup_resolve``
tries them in its order of steps).

- ``earlier_turn.value`` (:func:`by_value`): "178 not 187", "72.4 아니고 70.4", "I said 13 stone 4 ... it was 12 stone
  4", a pair "126/78, not 162/78", or one new value of the kind the last turn reported with correction wording ("아
  잘못봤다 138/85예요"). The earlier record is the one whose value as said is the withdrawn value (else the last
  turn's only reading of that kind); the new one keeps its coordinate, its day and its unit as said.
- ``earlier_turn.term`` (:func:`by_term`): "oops not metoprolol, it's amlodipine 2.5", "로수바스타틴 아니고
  아토르바스타틴": the earlier record of the term withdrawn moves to the term that replaces it.
"""

from __future__ import annotations

import datetime as dt
import itertools
import re
from typing import Any

from pia_graph.ingest.correction_cues import replaces_previous, says_withdrawal, withdraws_before
from pia_graph.ingest.cue_words import cue_pattern
from pia_graph.ingest.earlier_records import (
    SINGLE_VALUE_HOURS,
    Prior,
    Term,
    copy_record,
    numeric,
    said_value,
    unit_fits,
)
from pia_graph.ingest.earlier_records import value_fields as _value_fields
from pia_graph.ingest.extract.numbers import Quantity
from pia_graph.ingest.hup import HupRecord, validate
from pia_graph.ontology import Dictionary

_NUMBER = re.compile(r"\d+(?:\.\d+)?")
_WORDS_BEFORE = re.compile(r"(?:\s*[^\W\d]+){0,3}\s*$")  # "I said my weight was 82": up to three words
_PUNCT = re.compile(r"[,.;:!—–-]")
_CLOSE = 0.005  # a value told again in another rounding (80.74 kg from 178 lb, 80.7 said)

# --- earlier_turn.value ------------------------------------------------------------------------------------------

def by_value(text: str, lang: str, said_at: dt.datetime, own: list[HupRecord], earlier: list[Prior],
             dictionary: Dictionary, quantities: list[Quantity]) -> list[tuple[HupRecord, Prior]] | None:
    pairs = _withdrawn_pairs(text, lang, dictionary, quantities)
    if len(pairs) >= 2:  # "78.2 not 87.2 and 104 not 140": each value withdrawn fixes its own earlier record
        out: list[tuple[HupRecord, Prior]] = []
        for taken_back, given in pairs:
            made = _fix_value(taken_back, given, said_at, own, earlier, dictionary)
            if made is None or any(old is o for _, old in made for _, o in out):
                return None
            out += made
        return out
    pair = _withdrawn_and_new(text, lang, dictionary, quantities)
    if pair is None:
        return None
    withdrawn, new = pair
    if withdrawn is None and not says_withdrawal(text, dictionary):
        return None  # one value alone fixes an earlier one only when the turn takes something back
    return _fix_value(withdrawn, new, said_at, own, earlier, dictionary)


def _fix_value(withdrawn: Quantity | None, new: Quantity, said_at: dt.datetime, own: list[HupRecord],
               earlier: list[Prior], dictionary: Dictionary) -> list[tuple[HupRecord, Prior]] | None:
    targets = _targets(withdrawn, new, said_at, earlier, own, dictionary)
    if not targets or (withdrawn is None and _own_reading(own, new, {str(p.props["coordinate"]) for p in targets})):
        return None
    values = [new.value] if len(targets) == 1 else [new.value, new.value2]
    out = []
    for old, value in zip(targets, values, strict=True):
        if value is None:
            return None
        record = copy_record(old, dictionary, _value_fields(old, value, new, dictionary), new.raw, new.start,
                             new.end, rule="earlier_turn.value")
        if record is None or validate(record, said_at) is not None:
            return None
        out.append((_told_already(own, record) or record, old))
    return out


def _told_already(own: list[HupRecord], record: HupRecord) -> HupRecord | None:
    """The turn's own record of the corrected reading, when the turn told it whole ("typo: fasting glucose was 113,
    not 131"): it is the one that supersedes, as the store's same-day correction would make it."""
    return next((r for r in own if r.type == record.type and r.coordinate == record.coordinate
                 and r.date == record.date and isinstance(r.value, (int, float)) and isinstance(record.value, float)
                 and abs(float(r.value) - record.value) <= _CLOSE * max(1.0, abs(record.value))), None)


def _withdrawn_pairs(text: str, lang: str, dictionary: Dictionary,
                     quantities: list[Quantity]) -> list[tuple[Quantity, Quantity]]:
    """Every (value taken back, value that replaces it) of the turn, each pair of two values side by side."""
    out: list[tuple[Quantity, Quantity]] = []
    i = 0
    while i + 1 < len(quantities):
        found = _withdrawn_and_new(text, lang, dictionary, quantities[i:i + 2])
        if found is not None and found[0] is not None:
            out.append((found[0], found[1]))
            i += 2
        else:
            i += 1
    return out


def _withdrawn_and_new(text: str, lang: str, dictionary: Dictionary,
                       quantities: list[Quantity]) -> tuple[Quantity | None, Quantity] | None:
    """(the value taken back, the value that replaces it): "178 not 187" (the second withdrawn), "72.4 아니고
    70.4", "I said 13 stone 4 ... it was 12 stone 4" (the first); one value alone replaces an unnamed one."""
    for a, b in itertools.pairwise(quantities):
        if a.kind != b.kind:
            continue
        gap = _PUNCT.sub(" ", text[a.end:b.start]).strip()
        if lang == "en" and cue_pattern(dictionary, "retracts_after", "en").fullmatch(gap):
            return b, a
        if replaces_previous(text[a.end:b.start], lang, dictionary) or _quoted(text, a, lang, dictionary):
            return a, b
    if len(quantities) == 1:
        return None, quantities[0]
    return None


def _own_reading(own: list[HupRecord], new: Quantity, places: set[str]) -> bool:
    """The turn reads the value as a measure of its own, elsewhere than ``places`` ("BUN은 24였어요 아까 말 안한거"):
    a completion, no fix of an earlier reading."""
    said = _NUMBER.findall(new.raw)[:1]
    return any(r.coordinate not in places and _NUMBER.findall(r.value_as_said or "")[:1] == said
               for r in own if isinstance(r.value, (int, float)))


def _quoted(text: str, q: Quantity, lang: str, dictionary: Dictionary) -> bool:
    """ "I said 13 stone 4", "132라고 했는데": a value the user quotes from before."""
    cue = cue_pattern(dictionary, "said_before", lang)
    if lang == "ko":
        return cue.match(text, q.end) is not None
    before = text[max(0, q.start - 40):q.start]
    return any(_WORDS_BEFORE.fullmatch(before[hit.end():]) for hit in cue.finditer(before))


def _targets(withdrawn: Quantity | None, new: Quantity, said_at: dt.datetime, earlier: list[Prior],
             own: list[HupRecord], dictionary: Dictionary) -> list[Prior]:
    """The earlier record(s) the new value replaces: one, or a pair's two (said as one span in one turn)."""
    for _, group in itertools.groupby(earlier, key=lambda p: p.said_at):
        turn = [p for p in group if numeric(p)]
        if withdrawn is None and turn:
            if said_at - turn[0].said_at > dt.timedelta(hours=SINGLE_VALUE_HOURS):
                return []
            found = _fitting(turn, new, None, dictionary)
            if found and not _told_anew(found, own):
                return found
            return []
        found = _fitting(turn, new, withdrawn, dictionary)
        if found:
            return [] if _told_anew(found, own) else found
    return []


def _fitting(turn: list[Prior], new: Quantity, withdrawn: Quantity | None, dictionary: Dictionary) -> list[Prior]:
    if new.kind == "pair":
        pairs = [_span_order(a, b) for a, b in itertools.combinations(turn, 2) if _one_span(a, b)]
        fits = [p for p in pairs if withdrawn is None
                or (said_value(p[0], withdrawn.value) and withdrawn.value2 is not None
                    and said_value(p[1], withdrawn.value2))]
        return fits[0] if len(fits) == 1 else []
    single = [p for p in turn if not any(_one_span(p, o) for o in turn if o is not p)
              and unit_fits(p, new, dictionary)]
    fit = [p for p in single if withdrawn is None or said_value(p, withdrawn.value)]
    return fit[:1] if len(fit) == 1 else []




def _one_span(a: Prior, b: Prior) -> bool:
    """Two records read off one span of one turn: a pair's two values ("162/78")."""
    return a.props.get("type") == b.props.get("type") and a.props.get("span") is not None \
        and a.props.get("span") == b.props.get("span") and a.props.get("span_start") == b.props.get("span_start")


def _span_order(a: Prior, b: Prior) -> list[Prior]:
    """A pair's two records in the order their values stand in its span ("162/78": the 162 first), whatever order
    the store returned them in."""
    said = _NUMBER.findall(str(a.props.get("span") or ""))
    return [a, b] if said[:1] and said_value(a, float(said[0])) else [b, a]




def _told_anew(found: list[Prior], own: list[HupRecord]) -> bool:
    """The turn tells a reading of its own at the place on a day it names, not the earlier one's: a new reading, not
    a fix ("어제 150/90이라고 했는데 오늘은 130/85")."""
    for p in found:
        for r in own:
            if r.coordinate == p.props.get("coordinate") and not r.time_assumed and r.date is not None \
                    and r.date != p.props.get("date"):
                return True
    return False


# --- earlier_turn.term ------------------------------------------------------------------------------------------

def by_term(text: str, lang: str, said_at: dt.datetime, own: list[HupRecord], earlier: list[Prior],
            dictionary: Dictionary, quantities: list[Quantity],
            terms: list[Term]) -> list[tuple[HupRecord, Prior]] | None:
    """ "oops not metoprolol, it's amlodipine 2.5", "로수바스타틴 아니고 아토르바스타틴": the earlier record of the term
    withdrawn moves to the term that replaces it (of the same kind), with the value said after it when there is one."""
    for wrong in terms:
        if not _withdrawn_term(text, lang, wrong, dictionary):
            continue
        kind = wrong.coordinate.split(":", 1)[0]
        right = [t for t in terms if t.coordinate != wrong.coordinate and t.coordinate.split(":", 1)[0] == kind]
        old = next((p for p in earlier if p.props.get("coordinate") == wrong.coordinate), None)
        if len({t.coordinate for t in right}) != 1 or old is None:
            continue
        new_term = right[0]
        told = [r for r in own if r.coordinate == new_term.coordinate and r.type == old.props.get("type")]
        if told:
            return [(told[0], old)]  # the turn's own record of the right term replaces the earlier one
        fields: dict[str, Any] = {"coordinate": new_term.coordinate}
        value = next((q for q in quantities if q.start >= new_term.end and q.kind == "number"), None)
        if value is not None and numeric(old):
            fields.update(_value_fields(old, value.value, value, dictionary))
        record = copy_record(old, dictionary, fields, text[new_term.start:new_term.end], new_term.start,
                             new_term.end, rule="earlier_turn.term")
        if record is None or validate(record, said_at) is not None:
            return None
        return [(record, old)]
    return None


def _withdrawn_term(text: str, lang: str, term: Term, dictionary: Dictionary) -> bool:
    """ "not metoprolol" (English: a retracting word right before), "로수바스타틴 아니고" (a correction word after)."""
    if lang == "en":
        before = text[max(0, term.start - 20):term.start]
        return any(not before[hit.end():].strip() for hit in
                   cue_pattern(dictionary, "retracts_after", "en").finditer(before))
    after = text[term.end:term.end + 12]
    return withdraws_before(after, lang, dictionary)
