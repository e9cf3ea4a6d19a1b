"""A turn that fixes what the user said in an earlier turn: the corrected record, from the earlier one (pure).

"sorry typo, that was 104 not 140", "아까 132라고 했는데 잘못봤어요 123이에요", "wait no, that was yesterday",
"어제가 아니라 그저께였다": the turn alone stores nothing (no measure named) or a record with the wrong day. Only a
turn whose wording refers back (``correction_cues.refers_back``) gets here, with the records of the user's last
few turns (``cypher/queries/user_recent_records.cypher``); :func:`resolve` copies the earlier record the turn
points at with what the turn fixes, and names the record it supersedes. Nothing is overwritten: the store links
the new record to the earlier one (SUPERSEDES), and both stay.

Two rules (``followup_withdrawn``), each with its id on the records it makes:
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
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from pia_graph.ingest.correction_cues import refers_back
from pia_graph.ingest.earlier_records import Prior, Term
from pia_graph.ingest.extract.numbers import find_quantities
from pia_graph.ingest.followup_complete import by_dose, by_qualifier, by_unit
from pia_graph.ingest.followup_context import SAME_RULE, STATUS_RULE, by_regimen_status, by_same
from pia_graph.ingest.followup_days import by_date
from pia_graph.ingest.followup_goal import by_goal, might_set_goal
from pia_graph.ingest.followup_intake import by_intake, opens_on_answer
from pia_graph.ingest.followup_reading import RULE as READING_RULE
from pia_graph.ingest.followup_reading import bare_value, by_reading
from pia_graph.ingest.followup_status import DENIABLE, by_denial
from pia_graph.ingest.followup_swap import by_swap
from pia_graph.ingest.followup_switched import CHANGED_RULE, by_changed_dose, by_switched_dose
from pia_graph.ingest.followup_switched import RULE as SWITCHED_RULE
from pia_graph.ingest.followup_symptom import GRADE_RULE, RESOLVED_RULE, by_grade, by_resolved, without_pain_word
from pia_graph.ingest.followup_values import by_term_values
from pia_graph.ingest.followup_withdrawn import by_term, by_value
from pia_graph.ingest.hup import HupRecord, record_id
from pia_graph.ontology import Dictionary
from pia_graph.store.supersession import distinct_sources

#: the window of earlier turns a follow-up may fix (the query's bounds)
RECENT_TURNS = 6
RECENT_DAYS = 7
#: the window of the open measure: a reply may give the next reading of, or say "same as", the last reading told in
#: the user's last turns of this many days ("sugar 180 two hours after lunch", then a week later "152 today"); a
#: correction reaches only ``RECENT_DAYS`` back. The query reads this window; ``_window`` narrows it per rule.
READING_DAYS = 31
#: the record types read however long ago said (the query's $profile_types): a later turn may deny a profile record,
#: or stop a drug named by reference (a regimen lasts; ingest/followup_context.py)
LONG_LIVED = tuple(sorted({*DENIABLE, "medication_regimen"}))
_VALUE_KINDS = ("number", "pair", "stone_pounds")


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
    told = _window(priors, said_at, days=READING_DAYS)  # the readings a bare value or "same as" may go on from
    # an allergy, a condition or a surgery may be denied however long ago it was said (followup_status.py)
    profile = sorted((p for p in priors if p.said_at <= said_at and p.props.get("type") in DENIABLE),
                     key=lambda p: p.said_at, reverse=True)
    # the user's drugs however long ago named, newest first: a reply may stop one by reference (followup_context.py)
    drugs = sorted((p for p in priors if p.said_at <= said_at and p.props.get("type") == "medication_regimen"),
                   key=lambda p: p.said_at, reverse=True)
    if not (told or profile or drugs):
        return Followup(list(own))
    oldest = min((p.said_at for p in earlier), default=said_at)
    opened = [*earlier, *(p for p in drugs if p.said_at < oldest)]  # the window, then the drugs named before it
    quantities = [q for q in find_quantities(text, lang) if q.kind in _VALUE_KINDS]
    # "응 공복", "yes fasting, before my tea": a yes or a no with nothing of its own answers the turn before
    if not (leans or refers_back(text, dictionary) or might_complete(text, lang, own)
            or (not own and opens_on_answer(text, lang, dictionary))
            or might_set_goal(text, lang, own, quantities, dictionary)):
        # no wording points back: only a bare value may go on from the last reading (ingest/followup_reading.py),
        # or a rating grade the open symptom (ingest/followup_symptom.py)
        continued = READING_RULE
        readings = by_reading(text, lang, said_at, own, told, dictionary, terms or [])
        if not readings:
            continued, readings = GRADE_RULE, by_grade(text, lang, said_at, own, earlier, dictionary, terms or [])
        if not readings:
            return Followup(list(own))
        for k, (reading, _) in enumerate(readings):
            reading.record_id = record_id(record_key, len(own) + k, reading.coordinate)
        kept = without_pain_word(own) if continued == GRADE_RULE else own
        return Followup([*kept, *(reading for reading, _ in readings)], [], continued, "completion")
    found: list[tuple[HupRecord, Prior | None]] | None = None
    rule, reason = None, "correction"
    steps: tuple[tuple[str, str, Callable[[], Sequence[tuple[HupRecord, Prior | None]] | None]], ...] = (
        # "same as before", "어제랑 같아요": the last reading told again (ingest/followup_context.py)
        (SAME_RULE, "completion", lambda: by_same(text, lang, said_at, own, told, dictionary)),
        ("earlier_turn.term", "correction",
         lambda: by_term(text, lang, said_at, own, earlier, dictionary, quantities, terms or [])),
        ("earlier_turn.swap", "correction", lambda: by_swap(text, lang, said_at, own, earlier, dictionary, quantities)),
        ("earlier_turn.value", "correction", lambda: by_value(text, lang, said_at, own, earlier, dictionary,
                                                              quantities)),
        ("earlier_turn.value", "correction",
         lambda: by_term_values(text, said_at, own, earlier, dictionary, quantities, terms or [])),
        ("earlier_turn.date", "correction",
         lambda: None if quantities else by_date(text, lang, said_at, own, earlier, dictionary)),
        ("earlier_turn.status", "status", lambda: by_denial(text, lang, own, profile, dictionary, terms or [])),
        # nothing withdrawn: the turn may complete what an earlier one left open (ingest/followup_complete.py)
        ("earlier_turn.qualifier", "completion", lambda: by_qualifier(text, said_at, own, earlier, quantities,
                                                                      dictionary)),
        ("earlier_turn.unit", "completion", lambda: by_unit(text, said_at, earlier, quantities, dictionary, own)),
        ("earlier_turn.dose", "completion", lambda: by_dose(said_at, own, earlier, quantities, dictionary)),
        ("earlier_turn.goal", "completion", lambda: by_goal(text, lang, said_at, own, earlier, quantities,
                                                            dictionary)),
        ("earlier_turn.date", "completion",
         lambda: None if quantities else by_date(text, lang, said_at, own, earlier, dictionary, completes=True)),
        # a dose of a drug named by reference, or an earlier dose's status taken back
        ("earlier_turn.intake", "status", lambda: by_intake(text, lang, said_at, own, earlier, dictionary)),
        # "the new one is 100 mg", "그 바꾼 약 20으로 올렸대요": the drug switched to, dosed (followup_switched.py)
        (SWITCHED_RULE, "completion",
         lambda: by_switched_dose(text, lang, said_at, own, opened, dictionary, quantities)),
        # "they doubled it, fifty now", "또 반으로 줄였어요. 이제 이 점 오 밀리예요": the open drug's new dose
        (CHANGED_RULE, "correction",
         lambda: by_changed_dose(text, lang, said_at, own, opened, dictionary, quantities, terms or [])),
        # "stopped it last week", "그거 끊었어요": the open drug stopped (ingest/followup_context.py)
        (STATUS_RULE, "status", lambda: by_regimen_status(text, lang, said_at, own, opened, dictionary)),
        # "gone now", "오늘은 4점이요": the open symptom over, or rated again (ingest/followup_symptom.py)
        (RESOLVED_RULE, "completion", lambda: by_resolved(text, lang, said_at, own, earlier, dictionary, terms or [])),
        (GRADE_RULE, "completion", lambda: by_grade(text, lang, said_at, own, earlier, dictionary, terms or [])),
        # a bare value: the next reading of the last one told (ingest/followup_reading.py)
        (READING_RULE, "completion", lambda: by_reading(text, lang, said_at, own, told, dictionary, terms or [])),
    )
    for step_rule, step_reason, step in steps:
        made = step()
        if made:
            found, rule, reason = list(made), step_rule, step_reason
            break
    if not found:
        return Followup(list(own))
    # "actually at the clinic it was 134/82" after the home cuff's 152/96: a reading of another source is a reading of
    # its own, not the earlier one corrected (ingest/extract/reading_source.py)
    found = [(new, None if old is not None and distinct_sources(new.source, old.props.get("source")) else old)
             for new, old in found]
    kept = [r for r in (without_pain_word(own) if rule == GRADE_RULE else own)
            if not any(r is not new and old is not None and _gives_way(r, new, old) for new, old in found)]
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
    if refers_back(text, dictionary) or might_complete(text, lang, own) \
            or (not own and opens_on_answer(text, lang, dictionary)):  # "응 공복": it answers the turn before
        return True
    if own:  # a turn that tells a record of its own sets no bare goal (might_set_goal): no second quantity scan
        return False
    return might_set_goal(text, lang, own, [q for q in find_quantities(text, lang) if q.kind in _VALUE_KINDS],
                          dictionary)


def might_complete(text: str, lang: str, own: list[HupRecord]) -> bool:
    """A turn with no record of its own whose only content may be what an earlier turn left open: a number said
    with its unit ("2알씩이요", "20 units", "식후 2시간이요"). Such a turn reads the user's recent records too (no
    wording of its own points back); a turn that tells anything of its own does not."""
    return not own and any(q.unit is not None for q in find_quantities(text, lang) if q.kind in _VALUE_KINDS)


def _window(priors: list[Prior], said_at: dt.datetime, days: int = RECENT_DAYS) -> list[Prior]:
    """The records of the user's last ``RECENT_TURNS`` turns of the last ``days`` days, newest first (what
    ``user_recent_records`` reads, narrowed; applied here so that any caller's list reads the same)."""
    since = said_at - dt.timedelta(days=days)
    earlier = sorted((p for p in priors if since <= p.said_at <= said_at), key=lambda p: p.said_at, reverse=True)
    turns = sorted({p.said_at for p in earlier}, reverse=True)[:RECENT_TURNS]
    return [p for p in earlier if p.said_at in turns]



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
