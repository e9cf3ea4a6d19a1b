"""Which earlier records a reply retracts, and why (pure: the analysed utterance and the earlier records in, a
``Retraction`` out; no database, no clock).

A reply may take back what the turn before told without telling anything of its own: it gives the record to
someone else ("that was my sister's result, not mine", "아 그거 엄마 얘기였어": ``followup_context.disowns_earlier``,
reason ``disowned_other_person``), or says it was never meant to be kept ("scratch that", "I was just asking",
"방금 거 취소", cue list ``retracts_earlier``: reason ``retracted_by_user``). The gate drops such a reply; without a
retraction the earlier record stays the user's and a later answer says "your LDL was 160".

Nothing is deleted or overwritten: the store marks each record retracted (``cypher/queries/records_retract.cypher``:
its reason, the retracting turn as provenance, a ``RETRACTS`` edge), the reads that take current records leave it
out and the analyst still sees it. Scope, so that a reply never reaches further than it can refer:
- the same user's records only (the caller reads them by user: ``user_recent_records.cypher``);
- the records of the turn just before (``earlier_records.last_turn``: the last earlier turn with current records,
  said within ``SINGLE_VALUE_HOURS``), an older long-lived record (an allergy told last year) never;
- when the reply names terms, only the records of those terms (``that LDL was my sister's`` leaves the glucose
  of the same turn); a reply that names a term the turn before did not tell retracts nothing;
- a reply that shares the record rather than giving it away ("my sister has the same", "that was mine too", "엄마도
  똑같아요": cue list ``shared_too``) retracts nothing;
- a reply with a value of its own is a correction (``followup_withdrawn``), never a retraction.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from enum import StrEnum

from pia_graph.ingest.cue_words import cue_pattern
from pia_graph.ingest.earlier_records import SINGLE_VALUE_HOURS, Prior, last_turn
from pia_graph.ingest.equative_owner import given_to_another
from pia_graph.ingest.extract.numbers import find_quantities
from pia_graph.ingest.utterance import AnalysedUtterance
from pia_graph.ontology import Dictionary

_VALUE_KINDS = ("number", "pair")


class RetractReason(StrEnum):
    DISOWNED_OTHER_PERSON = "disowned_other_person"  # the record was someone else's ("that was my sister's")
    RETRACTED_BY_USER = "retracted_by_user"  # taken back as never meant to be kept ("scratch that", "just asking")


@dataclass(frozen=True)
class Retraction:
    """The earlier records a reply retracts (ids, the turn's order of the store) and why."""

    record_ids: tuple[str, ...]
    reason: RetractReason


def shares_it(text: str, lang: str, dictionary: Dictionary) -> bool:
    """The reply gives the record to someone else as well as to the user ("my sister has the same", "that was mine
    too", "엄마도 똑같아요"): the user's record stands."""
    return lang in ("en", "ko") and cue_pattern(dictionary, "shared_too", lang).search(text) is not None


def disowns_outright(text: str, lang: str, utterance: AnalysedUtterance, dictionary: Dictionary) -> bool:
    """A turn the gate dropped disowns the earlier record only when it says so outright ("not mine", "제 거 아니":
    cue list ``disowns_earlier``), says the earlier turn was told about someone (``told_about``: "아 그거 엄마
    얘기였어", "I was talking about my dad"), names a term ("the LDL was my sister's") or gives it to someone by an
    equative ("그건 우리 언니 약이에요"): a pointer and a person alone ("it's my mom's birthday") point at nothing of
    the earlier turn's."""
    if lang not in ("en", "ko"):
        return False
    # "그건 우리 언니 약이에요", "That double dose thing was my dad": an equative gives it away outright, as the gate
    # read it when it dropped the turn (``equative_owner``)
    return any(cue_pattern(dictionary, group, lang).search(text) is not None
               for group in ("disowns_earlier", "told_about")) or any(m.term_key for m in utterance.matches) \
        or any(given_to_another(sentence.text, lang) for sentence, _ in utterance.sentences)


def takes_back(text: str, lang: str, dictionary: Dictionary) -> bool:
    """The reply's wording takes back what the turn before told (cue list ``retracts_earlier``); the wording only,
    read before any store read."""
    return lang in ("en", "ko") and cue_pattern(dictionary, "retracts_earlier", lang).search(text) is not None


def turn_before(said_at: dt.datetime, earlier: list[Prior]) -> list[Prior]:
    """The current records of the last earlier turn that has any, said within ``SINGLE_VALUE_HOURS`` (``earlier``: the
    user's recent records, in any order). Without a store (the offline twin) this stands for the turn just before;
    the service reads that turn itself (``user_last_turn_records.cypher``), so that a turn whose records were
    retracted already is the turn before, not the one before it."""
    return last_turn(said_at, sorted((p for p in earlier if p.said_at < said_at), key=lambda p: p.said_at,
                                     reverse=True))


def retracted(text: str, lang: str, utterance: AnalysedUtterance, said_at: dt.datetime, last: list[Prior],
              reason: RetractReason, dictionary: Dictionary) -> Retraction | None:
    """The records of the turn just before (``last``: its current records) that the reply retracts for ``reason``
    (the caller has judged the wording: ``disowns_earlier`` or ``takes_back``), or None. A turn said more than
    ``SINGLE_VALUE_HOURS`` before is out of reach."""
    if lang not in ("en", "ko") or shares_it(text, lang, dictionary):
        return None
    if any(q.kind in _VALUE_KINDS for q in find_quantities(text, lang)):
        return None  # "scratch that, 140": a correction, not a retraction
    last = [p for p in last if p.said_at < said_at
            and said_at - p.said_at <= dt.timedelta(hours=SINGLE_VALUE_HOURS)]
    if not last:
        return None
    named = {m.term_key for m in utterance.matches if m.term_key}
    told = {str(p.props.get("coordinate")) for p in last}
    if not named <= told:
        return None  # the reply names a term the turn before did not tell: it is about something else
    picked = [p for p in last if not named or str(p.props.get("coordinate")) in named]
    if not picked:
        return None
    return Retraction(tuple(sorted(p.record_id for p in picked)), reason)
