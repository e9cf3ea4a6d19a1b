"""A turn that fixes what the user said in an earlier turn: the corrected record, from the earlier one (pure).

"sorry typo, that was 104 not 140", "아까 132라고 했는데 잘못봤어요 123이에요", "wait no, that was yesterday",
"어제가 아니라 그저께였다": the turn alone stores nothing (no measure named) or a record with the wrong day. Only a
turn whose wording refers back (``correction_cues.refers_back``) gets here, with the records of the user's last
few turns (``cypher/queries/user_recent_records.cypher``); :func:`resolve` copies the earlier record the turn
points at with what the turn fixes, and names the record it supersedes. Nothing is overwritten: the store links
the new record to the earlier one (SUPERSEDES), and both stay.

Two rules, each with its id on the records it makes:
- ``earlier_turn.value``: the turn withdraws a value and gives its replacement ("178 not 187", "72.4 아니고 70.4",
  "I said 13 stone 4 ... it was 12 stone 4"; a pair "126/78, not 162/78"), or, with correction wording, gives one
  new value of the kind the last turn reported ("아 잘못봤다 138/85예요"). The earlier record is the one whose value
  as said is the withdrawn value (else the last turn's only reading of that kind); the new one keeps its
  coordinate, its day and its unit as said (the new value is converted as the old one was).
- ``earlier_turn.date``: the turn moves the last turn's event to another day ("that was yesterday", "어제가 아니라
  그저께"): the records of the last dated turn (of the withdrawn day, when the turn names it) move to the new day.
The turn's own records at a corrected record's place (the withdrawn value read again, a day assumed) give way.
"""

from __future__ import annotations

import datetime as dt
import itertools
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from pia_graph.ingest.correction_cues import refers_back, replaces_previous, says_withdrawal, withdraws_before
from pia_graph.ingest.cue_words import cue_pattern
from pia_graph.ingest.earlier_records import SINGLE_VALUE_HOURS, Prior, Term, copy_record, said_value
from pia_graph.ingest.earlier_records import value_fields as _value_fields
from pia_graph.ingest.extract.numbers import Quantity, find_quantities
from pia_graph.ingest.followup_complete import by_dose, by_qualifier, by_unit
from pia_graph.ingest.followup_context import SAME_RULE, STATUS_RULE, by_regimen_status, by_same
from pia_graph.ingest.followup_days import by_date
from pia_graph.ingest.followup_goal import by_goal, might_set_goal
from pia_graph.ingest.followup_intake import by_intake
from pia_graph.ingest.followup_reading import RULE as READING_RULE
from pia_graph.ingest.followup_reading import bare_value, by_reading
from pia_graph.ingest.followup_status import DENIABLE, by_denial
from pia_graph.ingest.followup_swap import by_swap
from pia_graph.ingest.followup_values import by_term_values
from pia_graph.ingest.hup import HupRecord, record_id, validate
from pia_graph.ontology import Dictionary
from pia_graph.ontology.units import UnitError, to_canonical

#: the window of earlier turns a follow-up may fix (the query's bounds)
RECENT_TURNS = 6
RECENT_DAYS = 7
#: the record types read however long ago said (the query's $profile_types): a later turn may deny a profile record,
#: or stop a drug named by reference (a regimen lasts; ingest/followup_context.py)
LONG_LIVED = tuple(sorted({*DENIABLE, "medication_regimen"}))
_VALUE_KINDS = ("number", "pair", "stone_pounds")
_NUMBER = re.compile(r"\d+(?:\.\d+)?")
_WORDS_BEFORE = re.compile(r"(?:\s*[^\W\d]+){0,3}\s*$")  # "I said my weight was 82": up to three words
_PUNCT = re.compile(r"[,.;:!—–-]")
_CLOSE = 0.005  # a value told again in another rounding (80.74 kg from 178 lb, 80.7 said)


@dataclass
class Followup:
    """The turn's records with the corrected ones (``records``), and (new record id, earlier record id) links."""

    records: list[HupRecord]
    supersedes: list[tuple[str, str]] = field(default_factory=list)
    rule: str | None = None  # the rule that fixed an earlier record, or None: the turn's records as they were
    # why the links supersede (store/supersession.SupersedeReason's value): correction, completion or status
    reason: str = "correction"


def resolve(text: str, lang: str, said_at: dt.datetime, own: list[HupRecord], priors: list[Prior],
            dictionary: Dictionary, record_key: str, terms: list[Term] | None = None, *,
            leans: bool = False) -> Followup:
    """The corrected records of a turn that refers back (``text`` the analysed form, ``own`` its own records,
    ``priors`` the user's recent records, any order, ``terms`` the terms the turn names); the turn's records
    unchanged when nothing earlier fits. ``leans``: the turn cannot stand alone (``followup_context.leans_on_context``)
    and is read with every rule, as one that refers back is."""
    earlier = _window(priors, said_at)
    # an allergy, a condition or a surgery may be denied however long ago it was said (followup_status.py)
    profile = sorted((p for p in priors if p.said_at <= said_at and p.props.get("type") in DENIABLE),
                     key=lambda p: p.said_at, reverse=True)
    # the user's drugs however long ago named, newest first: a reply may stop one by reference (followup_context.py)
    drugs = sorted((p for p in priors if p.said_at <= said_at and p.props.get("type") == "medication_regimen"),
                   key=lambda p: p.said_at, reverse=True)
    if not (earlier or profile or drugs):
        return Followup(list(own))
    oldest = min((p.said_at for p in earlier), default=said_at)
    opened = [*earlier, *(p for p in drugs if p.said_at < oldest)]  # the window, then the drugs named before it
    quantities = [q for q in find_quantities(text, lang) if q.kind in _VALUE_KINDS]
    if not (leans or refers_back(text, dictionary) or might_complete(text, lang, own)
            or might_set_goal(text, lang, own, quantities, dictionary)):
        # no wording points back: only a bare value may go on from the last reading (ingest/followup_reading.py)
        readings = by_reading(text, lang, said_at, own, earlier, dictionary, terms or [])
        if not readings:
            return Followup(list(own))
        for k, (reading, _) in enumerate(readings):
            reading.record_id = record_id(record_key, len(own) + k, reading.coordinate)
        return Followup([*own, *(reading for reading, _ in readings)], [], READING_RULE, "completion")
    found: list[tuple[HupRecord, Prior | None]] | None = None
    rule, reason = None, "correction"
    steps: tuple[tuple[str, str, Callable[[], Sequence[tuple[HupRecord, Prior | None]] | None]], ...] = (
        # "same as before", "어제랑 같아요": the last reading told again (ingest/followup_context.py)
        (SAME_RULE, "completion", lambda: by_same(text, lang, said_at, own, earlier, dictionary)),
        ("earlier_turn.term", "correction",
         lambda: _by_term(text, lang, said_at, own, earlier, dictionary, quantities, terms or [])),
        ("earlier_turn.swap", "correction", lambda: by_swap(text, lang, said_at, own, earlier, dictionary, quantities)),
        ("earlier_turn.value", "correction", lambda: _by_value(text, lang, said_at, own, earlier, dictionary,
                                                               quantities)),
        ("earlier_turn.value", "correction",
         lambda: by_term_values(text, said_at, own, earlier, dictionary, quantities, terms or [])),
        ("earlier_turn.date", "correction",
         lambda: None if quantities else by_date(text, lang, said_at, own, earlier, dictionary)),
        ("earlier_turn.status", "status", lambda: by_denial(text, lang, own, profile, dictionary, terms or [])),
        # nothing withdrawn: the turn may complete what an earlier one left open (ingest/followup_complete.py)
        ("earlier_turn.qualifier", "completion", lambda: by_qualifier(text, said_at, own, earlier, quantities,
                                                                      dictionary)),
        ("earlier_turn.unit", "completion", lambda: by_unit(text, said_at, earlier, quantities, dictionary)),
        ("earlier_turn.dose", "completion", lambda: by_dose(said_at, own, earlier, quantities, dictionary)),
        ("earlier_turn.goal", "completion", lambda: by_goal(text, lang, said_at, own, earlier, quantities,
                                                            dictionary)),
        ("earlier_turn.date", "completion",
         lambda: None if quantities else by_date(text, lang, said_at, own, earlier, dictionary, completes=True)),
        # a dose of a drug named by reference, or an earlier dose's status taken back
        ("earlier_turn.intake", "status", lambda: by_intake(text, lang, said_at, own, earlier, dictionary)),
        # "stopped it last week", "그거 끊었어요": the open drug stopped (ingest/followup_context.py)
        (STATUS_RULE, "status", lambda: by_regimen_status(text, lang, said_at, own, opened, dictionary)),
        # a bare value: the next reading of the last one told (ingest/followup_reading.py)
        (READING_RULE, "completion", lambda: by_reading(text, lang, said_at, own, earlier, dictionary, terms or [])),
    )
    for step_rule, step_reason, step in steps:
        made = step()
        if made:
            found, rule, reason = list(made), step_rule, step_reason
            break
    if not found:
        return Followup(list(own))
    kept = [r for r in own if not any(r is not new and old is not None and _gives_way(r, new, old)
                                      for new, old in found)]
    out = list(kept)
    links = []
    for k, (new, old) in enumerate(found):
        if not any(new is r for r in own):
            new.record_id = record_id(record_key, len(own) + k, new.coordinate)
            out.append(new)
        if old is not None:
            links.append((new.record_id, old.record_id))
    return Followup(out, links, rule, reason)


def might_continue(text: str, lang: str, own: list[HupRecord], terms: list[Term]) -> bool:
    """A turn whose one bare value may be the next reading of the last one told (``followup_reading``)."""
    return bare_value(text, lang, own, terms) is not None


def reads_recent(text: str, lang: str, own: list[HupRecord], dictionary: Dictionary) -> bool:
    """The turn may fix or complete an earlier one, or set a goal of what earlier ones read: it reads the user's
    recent records (``turn_flow``); an ordinary turn does not."""
    if refers_back(text, dictionary) or might_complete(text, lang, own):
        return True
    return might_set_goal(text, lang, own, [q for q in find_quantities(text, lang) if q.kind in _VALUE_KINDS],
                          dictionary)


def might_complete(text: str, lang: str, own: list[HupRecord]) -> bool:
    """A turn with no record of its own whose only content may be what an earlier turn left open: a number said
    with its unit ("2알씩이요", "20 units", "식후 2시간이요"). Such a turn reads the user's recent records too (no
    wording of its own points back); a turn that tells anything of its own does not."""
    return not own and any(q.unit is not None for q in find_quantities(text, lang) if q.kind in _VALUE_KINDS)


def _window(priors: list[Prior], said_at: dt.datetime) -> list[Prior]:
    """The records of the user's last ``RECENT_TURNS`` turns of the last ``RECENT_DAYS`` days, newest first (what
    ``user_recent_records`` reads; applied again here so that any caller's list reads the same)."""
    since = said_at - dt.timedelta(days=RECENT_DAYS)
    earlier = sorted((p for p in priors if since <= p.said_at <= said_at), key=lambda p: p.said_at, reverse=True)
    turns = sorted({p.said_at for p in earlier}, reverse=True)[:RECENT_TURNS]
    return [p for p in earlier if p.said_at in turns]


# --- earlier_turn.value ------------------------------------------------------------------------------------------

def _by_value(text: str, lang: str, said_at: dt.datetime, own: list[HupRecord], earlier: list[Prior],
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
        turn = [p for p in group if _numeric(p)]
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
              and _unit_fits(p, new, dictionary)]
    fit = [p for p in single if withdrawn is None or said_value(p, withdrawn.value)]
    return fit[:1] if len(fit) == 1 else []


def _numeric(p: Prior) -> bool:
    value = p.props.get("value")
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _one_span(a: Prior, b: Prior) -> bool:
    """Two records read off one span of one turn: a pair's two values ("162/78")."""
    return a.props.get("type") == b.props.get("type") and a.props.get("span") is not None \
        and a.props.get("span") == b.props.get("span") and a.props.get("span_start") == b.props.get("span_start")


def _span_order(a: Prior, b: Prior) -> list[Prior]:
    """A pair's two records in the order their values stand in its span ("162/78": the 162 first), whatever order
    the store returned them in."""
    said = _NUMBER.findall(str(a.props.get("span") or ""))
    return [a, b] if said[:1] and said_value(a, float(said[0])) else [b, a]


def _unit_fits(p: Prior, new: Quantity, dictionary: Dictionary) -> bool:
    if new.unit is None or new.unit in (p.props.get("unit"), p.props.get("unit_as_said")):
        return True
    try:
        to_canonical(str(p.props["coordinate"]), new.value, new.unit, dictionary)
    except UnitError:
        return False
    return True


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

def _by_term(text: str, lang: str, said_at: dt.datetime, own: list[HupRecord], earlier: list[Prior],
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
        if value is not None and _numeric(old):
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


# --- shared -----------------------------------------------------------------------------------------------------

def _gives_way(own: HupRecord, new: HupRecord, old: Prior) -> bool:
    """A record of the turn itself at a corrected record's place: the withdrawn or new value read again, or the
    same measure at a day only assumed."""
    if own.type != new.type or own.coordinate != new.coordinate:
        return False
    if own.time_assumed or own.date == new.date:
        return True
    values = {new.value, old.props.get("value")}
    return own.value in values
