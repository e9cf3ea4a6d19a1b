"""A reply that grades or ends the one open symptom of the recent turns (pure).

"pain in my lower back 8/10 after moving boxes", then two days later "down to a 3/10 today with ice"; "허리 통증
7점", then "오늘은 좀 나아져서 4점이요"; "두통이 계속돼요 3일째", then "이제 다 나았어요". The reply names no
symptom: alone it grades or ends nothing. The open symptom is the one symptom coordinate of the user's last turn
that told a symptom, within ``followup_resolve``'s window, still active and not denied (a turn that told two
symptoms opens none).

Two rules, declared in ``extract/registry.py``:
- ``earlier_turn.grade``: the turn says one rating on the 10-point scale, as a token of its own (a quantity of kind
  ``score``: "3/10", "6 of 10", "4점"; never a digit inside a word or a test's name, "CA15-3"), has no symptom
  record of its own and names no symptom: a new reading of the open symptom, that value, on the turn's day.
- ``earlier_turn.symptom_resolved``: the turn says it is over (cue list ``resolved``: "gone now", 이제 다 나았어요)
  and tells nothing of its own: the open symptom, resolved, on the turn's day.

Each is a new point on the symptom's trajectory (the store links it NEXT after the earlier reading); nothing is
superseded: the earlier rating stays as it was said, and recall reads both.
"""

from __future__ import annotations

import datetime as dt
import itertools
import re

from pia_graph.ingest.cue_words import cue_pattern
from pia_graph.ingest.earlier_records import Prior, Term, copy_record
from pia_graph.ingest.extract.bare_ratings import english_rating, time_starts_after
from pia_graph.ingest.extract.body_parts import GENERIC_PAIN
from pia_graph.ingest.extract.numbers import Quantity, find_quantities
from pia_graph.ingest.hup import HupRecord, validate
from pia_graph.ontology import Dictionary
from pia_graph.temporal.resolve import resolve_in_text

GRADE_RULE = "earlier_turn.grade"
RESOLVED_RULE = "earlier_turn.symptom_resolved"
_SCALE = (0.0, 10.0)
_SYMPTOM = "symptom:"
#: record types whose own rating a turn may tell (a score beside them is theirs)
_RATED_OWN = ("symptom", "mood")
_VALUE_KINDS = ("number", "pair", "score", "stone_pounds")
_SENTENCE_END = re.compile(r"[.!?\n]+(?=\s|$)")


def open_symptom(earlier: list[Prior]) -> Prior | None:
    """The symptom of the user's last turn that told one (``earlier`` newest first): its one coordinate's last
    record, when it is active and not denied; None when that turn told symptoms of two coordinates."""
    for _, group in itertools.groupby(earlier, key=lambda p: p.said_at):
        told = [p for p in group if p.props.get("type") == "symptom"]
        if not told:
            continue
        if len({p.props.get("coordinate") for p in told}) != 1:
            return None
        last = told[0]
        if last.props.get("negated") or last.props.get("status") not in (None, "active"):
            return None
        return last
    return None


def names_no_symptom(own: list[HupRecord], terms: list[Term]) -> bool:
    """The turn tells no symptom or mood of its own and names no symptom: a rating beside its own subject
    ("stress through the roof, like 9/10") is that subject's, not the open symptom's."""
    return not any(r.type in _RATED_OWN for r in own) and not any(t.coordinate.startswith(_SYMPTOM) for t in terms)


def might_grade(text: str, lang: str, own: list[HupRecord], terms: list[Term], dictionary: Dictionary,
                said_at: dt.datetime) -> bool:
    """The turn may grade the open symptom (``by_grade``): one rating on the 10-point scale and no symptom of its
    own; such a turn reads the user's recent records."""
    return _turn_grade(text, lang, own, terms, dictionary, said_at) is not None


def _turn_grade(text: str, lang: str, own: list[HupRecord], terms: list[Term], dictionary: Dictionary,
                said_at: dt.datetime) -> tuple[float, str, int, int] | None:
    """The turn's one rating of the open symptom (``_grade``), when it names no symptom of its own."""
    if lang not in ("en", "ko") or not names_no_symptom(own, terms):
        return None
    return _grade(text, lang, dictionary, said_at, bare=_tells_nothing(own, terms))


def _tells_nothing(own: list[HupRecord], terms: list[Term]) -> bool:
    """The turn tells no record and names no term of its own but the bare pain word ("pain about 5 today" after
    "lower back pain 8/10": the pain is the open symptom's): only such a turn's bare number may be its rating."""
    return all(r.coordinate == GENERIC_PAIN for r in own) and all(t.coordinate == GENERIC_PAIN for t in terms)


def without_pain_word(own: list[HupRecord]) -> list[HupRecord]:
    """The turn's own records less the bare pain word's, when the turn rates the open symptom: its pain is that
    symptom's (``followup_resolve``)."""
    return [r for r in own if r.coordinate != GENERIC_PAIN]


def _grade(text: str, lang: str, dictionary: Dictionary, said_at: dt.datetime, *,
           bare: bool) -> tuple[float, str, int, int] | None:
    """The turn's one rating on the 10-point scale, as (value, said, start, end): a quantity of kind ``score``, a
    token of its own ("3/10", "4점"); with none, in English, one bare number said as a rating ("down to a 3", "pain
    about 5 today", ``bare_ratings``), beside no other number without a unit (a count, a reading or a time is none)."""
    scores = find_quantities(text, lang, kinds=("score",))  # only the score patterns run (perf58)
    if not scores and lang == "en" and bare:
        scores = _bare_rating(text, find_quantities(text, lang), dictionary, said_at)
    if len(scores) != 1 or not _SCALE[0] <= scores[0].value <= _SCALE[1]:
        return None
    q = scores[0]
    return q.value, q.raw, q.start, q.end


def _bare_rating(text: str, quantities: list[Quantity], dictionary: Dictionary, said_at: dt.datetime,
                 ) -> list[Quantity]:
    """The one bare number of an English reply said as a rating, closing its sentence ("down to a 3 today with ice");
    none when another number without a unit is said, or the number is inside a time expression ("at 5")."""
    bare = [q for q in quantities if q.unit is None]
    if len(bare) != 1:
        return []
    times = [r.span for r in resolve_in_text(text, said_at, "en") if r.span is not None]
    q = bare[0]
    if any(sp.start <= q.start < sp.end for sp in times):
        return []
    right = _SENTENCE_END.search(text, q.end)
    starts = {sp.start for sp in times}
    return [q] if english_rating(text, q, right.start() if right is not None else len(text), dictionary,
                                 lambda pos: time_starts_after(text, pos, starts), bare=True) else []


def _sentence(text: str, start: int, end: int) -> str:
    """The sentence of ``text`` that holds ``start:end``, that span blanked ("ortho saw me today, MRI booked for
    Friday. Still about 6 of 10.": the rating's own sentence names its day, or none; "like 6/10" is no June 10)."""
    left = max((m.end() for m in _SENTENCE_END.finditer(text, 0, start)), default=0)
    right = _SENTENCE_END.search(text, end)
    blanked = text[:start] + " " * (end - start) + text[end:]
    return blanked[left:right.start() if right is not None else len(text)]


def _day(text: str, said_at: dt.datetime, lang: str) -> dict[str, object] | None:
    """The date fields of the one day ``text`` names (said, else the day it is said, assumed); None when it names
    two."""
    found = [r for r in resolve_in_text(text, said_at, lang) if r.kind in ("date", "implicit") and r.date]
    said = [r for r in found if not r.assumed]
    days = {r.date for r in said}
    if len(days) > 1:
        return None
    if said:
        r = said[0]
        return {"date": r.date, "time_expression": r.expression or None, "time_rule": r.rule_id,
                "time_granularity": r.granularity, "time_assumed": False}
    return {"date": said_at.date(), "time_expression": None, "time_rule": found[0].rule_id if found else None,
            "time_granularity": "day", "time_assumed": True}


def by_grade(text: str, lang: str, said_at: dt.datetime, own: list[HupRecord], earlier: list[Prior],
             dictionary: Dictionary, terms: list[Term]) -> list[tuple[HupRecord, None]] | None:
    """``earlier_turn.grade``: the open symptom rated again, on the turn's day."""
    grade = _turn_grade(text, lang, own, terms, dictionary, said_at)
    target = open_symptom(earlier)
    if grade is None or target is None:
        return None
    value, said, start, end = grade
    day = _day(_sentence(text, start, end), said_at, lang)
    if day is None:
        return None
    fields: dict[str, object] = {**day, "value": value, "value_as_said": said, "unit": None, "status": "active"}
    record = copy_record(target, dictionary, fields, said, start, end, rule="earlier_turn.grade")
    return None if record is None or validate(record, said_at) is not None else [(record, None)]


def by_resolved(text: str, lang: str, said_at: dt.datetime, own: list[HupRecord], earlier: list[Prior],
                dictionary: Dictionary, terms: list[Term]) -> list[tuple[HupRecord, None]] | None:
    """``earlier_turn.symptom_resolved``: the open symptom over, on the turn's day."""
    if lang not in ("en", "ko") or own or terms \
            or any(q.kind in _VALUE_KINDS for q in find_quantities(text, lang)):
        return None
    hit = cue_pattern(dictionary, "resolved", lang).search(text)
    target = open_symptom(earlier) if hit is not None else None
    day = _day(text, said_at, lang)
    if hit is None or target is None or day is None:
        return None
    fields: dict[str, object] = {**day, "value": None, "value_as_said": None, "unit": None, "unit_as_said": None,
                                 "status": "resolved"}
    record = copy_record(target, dictionary, fields, hit.group(0), hit.start(), hit.end(),
                         rule="earlier_turn.symptom_resolved")
    return None if record is None or validate(record, said_at) is not None else [(record, None)]
