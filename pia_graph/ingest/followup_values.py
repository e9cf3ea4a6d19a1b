"""Rule ``earlier_turn.value`` by term: a later turn gives new values for earlier records it names (pure).

"no wait, 10 of the lisinopril and 500 metformin" after "lisinopril 20 mg and metformin 1000 mg daily", "i meant 81
mg aspirin, not 18": the turn takes something back (``says_withdrawal``) and names terms of the last turn's records
(said within ``SINGLE_VALUE_HOURS``), each with one value beside it; a value withdrawn ("not 18", "18 아니고") is no
new value. Each named record is made again with its new value (converted as the earlier one was said), superseding
it; the turn's own record of that term with that value, when it has one, is the one that supersedes (a turn that
tells every one whole is left to the store's own rules, a newer statement or a correction of the same day). Every
value the turn says must go to a named record, and every named record gets at most one, else nothing is made.
"""

from __future__ import annotations

import datetime as dt
import re

from pia_graph.ingest.correction_cues import says_withdrawal
from pia_graph.ingest.earlier_records import Prior, Term, copy_record, last_turn, numeric, value_fields
from pia_graph.ingest.extract.numbers import Quantity
from pia_graph.ingest.hup import HupRecord, validate
from pia_graph.ontology import Dictionary

_TIME_UNITS = frozenset({"h", "min"})
# a value taken back: "not 18" (English, before it), "18 아니고", "18이 아니라", "18 말고" (Korean, after it)
_NOT_BEFORE = re.compile(r"\bnot\s*$")
_NOT_AFTER = re.compile(r"\s*(?:이|가)?\s*(?:아니|말고)")
_REACH = 30  # characters between a term and its value


def by_term_values(text: str, said_at: dt.datetime, own: list[HupRecord], earlier: list[Prior],
                   dictionary: Dictionary, quantities: list[Quantity],
                   terms: list[Term]) -> list[tuple[HupRecord, Prior]] | None:
    """The last turn's records of the terms the turn names, each with the value said beside its term."""
    if not terms or not says_withdrawal(text, dictionary):
        return None
    last = [p for p in last_turn(said_at, earlier) if numeric(p)]
    named: dict[str, tuple[Term, Prior]] = {}
    for t in terms:
        found = [p for p in last if p.props.get("coordinate") == t.coordinate]
        if len(found) == 1:
            named[t.coordinate] = (t, found[0])
    values = [q for q in quantities if q.kind == "number" and q.unit not in _TIME_UNITS
              and not _NOT_BEFORE.search(text[max(0, q.start - 8):q.start]) and not _NOT_AFTER.match(text, q.end)]
    if not named or not values or len(values) > len(named):
        return None
    given: dict[str, Quantity] = {}
    for q in values:
        near = sorted(((_distance(t, q), c) for c, (t, _) in named.items()), key=lambda x: x[0])
        if near[0][0] > _REACH or near[0][1] in given:
            return None
        given[near[0][1]] = q
    out = []
    for coordinate, q in given.items():
        old = named[coordinate][1]
        if abs(float(old.props["value"]) - _canonical_guess(old, q, dictionary)) < 1e-6:
            return None  # the value it had: nothing fixed
        record = copy_record(old, dictionary, value_fields(old, q.value, q, dictionary), q.raw, q.start, q.end,
                             rule="earlier_turn.value")
        if record is None or validate(record, said_at) is not None:
            return None
        told = next((r for r in own if r.type == record.type and r.coordinate == coordinate
                     and r.value == record.value), None)
        out.append((told or record, old))
    if all(any(new is r for r in own) for new, _ in out):
        return None  # the turn tells each record whole: the store's own rules link them (a newer statement, a
        # correction of the same day), as before
    return out




def _distance(t: Term, q: Quantity) -> int:
    return q.start - t.end if q.start >= t.end else t.start - q.end


def _canonical_guess(old: Prior, q: Quantity, dictionary: Dictionary) -> float:
    return float(value_fields(old, q.value, q, dictionary)["value"])
