"""Which records fusion ranks, and the days that date what is asked (pure; split out of `fuse.py` in session 58).

`admitted` holds the named-entity boundary over the structured hits and sets the superseded apart; `visit_days`
says on which days a visit the question points to happened, so that what was measured then answers first: the
visit's results ("what did my company checkup show"), or a reading asked at a visit named as its place ("what was
my bp at the OB?", "my BP the day I saw the cardiologist": the reading of that day, not the newest home one)."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Mapping

from pia_graph.memory.recall_models import QueryUnderstanding
from pia_graph.retrieve.anchors import CONTEXT, MEASURED
from pia_graph.retrieve.associative import FactHit
from pia_graph.retrieve.fuse_signals import day_of, term_kind
from pia_graph.retrieve.records import is_active_regimen, record_day
from pia_graph.retrieve.structured import StructuredHit


def admitted(
    structured: list[StructuredHit], allowed: set[str], unfenced: set[str], active_only: bool, today: dt.date,
    drop: Callable[[str], None],
) -> tuple[list[StructuredHit], list[StructuredHit]]:
    """The current records inside the boundary, and the superseded ones (shown beside the record that replaced them,
    never ranked themselves); ``drop`` counts what is left out and why, for the trace."""
    current: list[StructuredHit] = []
    superseded: list[StructuredHit] = []
    for hit in structured:
        rec = hit.record
        if allowed and rec.get("coordinate") not in allowed and rec.get("type") not in unfenced:
            drop("outside_named_coordinates")
            continue
        if rec.get("superseded_by"):
            superseded.append(hit)
            continue
        if active_only and rec.get("type") == "medication_regimen" and not is_active_regimen(rec, today):
            drop("regimen_not_active")
            continue
        current.append(hit)
    return current, superseded


def visit_days(
    u: QueryUnderstanding, current: list[StructuredHit], facts: list[FactHit],
    mentions: Mapping[str, set[str]] | None,
) -> tuple[set[dt.date], bool]:
    """The days of the visits the question points to, and whether only a measure taken then answers (pure).

    Results asked: the days of every visit found (session 28). Else a visit named as the place of a reading asked
    (`visit_context:` beside a measured term asked for itself): the days of that visit's records and of the
    sentences that name it ("OB Dr Martin said my BP is a bit high, 138/88"), and only a measure of those days
    (a lab, a vital, a body measure) answers; a visit named beside no measure ("what did the ob say") dates
    nothing here."""
    if any(d.value == "results" for d in u.fields):
        return {day for h in current if str(h.record.get("coordinate")).startswith("visit:")
                and (day := record_day(h.record)) is not None}, False
    places = {d.value for d in u.entities if d.reason.startswith(CONTEXT)}
    if not places or not any(d.value.startswith(MEASURED) and not d.reason.startswith(CONTEXT)
                             for d in u.coordinates):
        return set(), True
    days = {day for h in current if h.record.get("coordinate") in places
            and (day := record_day(h.record)) is not None}
    days |= {day for f in facts if (mentions or {}).get(str(f.fact["fact_id"]), set()) & places
             and (day := day_of(f.fact.get("date"))) is not None}
    return days, True


def measured_at_visit(rec: Mapping[str, object], days: set[dt.date], measured_only: bool) -> bool:
    """Whether a record was taken on a day of the visit asked about (`visit_days`), the visit itself aside."""
    coord = str(rec.get("coordinate"))
    return bool(days) and not coord.startswith("visit:") and (not measured_only or coord.startswith(MEASURED)) \
        and record_day(dict(rec)) in days


def outside_concept(u: QueryUnderstanding, named_here: set[str]) -> bool:
    """A concept asked and no term named ("what were my sugar numbers on the annual check"): a sentence that names
    measures of the concept's kind but none of the coordinates asked ("triglycerides 210 mg/dl on my annual check") is
    a sibling's, as a named term's sibling is under the hard boundary (pure). A visit's results asked (그 검사 결과
    뭐라고 했더라: the checkup panel) fence nothing: what was measured there answers, whatever its term."""
    if u.entities or not u.concepts or any(d.value == "results" for d in u.fields):
        return False
    measured = {k for k in named_here if k.startswith(MEASURED)}
    asked = {d.value for d in u.coordinates}
    return bool(measured) and not named_here & asked \
        and bool({term_kind(k) for k in measured} & {term_kind(k) for k in asked})
