"""The window an anchor opens in the user's own store (pure). "since I started the accutane", "since the new pill",
검진 이후로, 리시노프릴 먹기 시작한 뒤로: the anchored term only dates the question (`anchors.py`), and its own records
date the event: a drug's first regimen (a dose change supersedes the regimen it started, so the earliest is the start),
or the latest record of another event (a visit, a procedure) before the question. What is asked answers from the last
reading before that day (the baseline a change is measured from) on; an older record of an asked coordinate is outside
the window and falls to a related term's strength, below every record that answers (session 59). A window the
question says itself ("since march"), and the time before an anchor ("before I started the statin": the earliest is
asked), take no anchor window."""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from typing import Any, Protocol

from pia_graph.memory.recall_models import QueryUnderstanding
from pia_graph.retrieve.cues import cue_finds
from pia_graph.retrieve.records import as_date, record_day

BEFORE_ANCHOR = "before_anchor"  # the reason a record older than the anchor's baseline carries
OUTSIDE_STRENGTH = 0.6  # a related term's strength (`structured._STRENGTH["concept_related"]`)
ANCHOR_BEFORE_REASON = "cue:anchor_before"  # the field `understand` adds for "before I started ..."
DATING_PREFIXES = ("anchor:", "visit_context:")  # coordinates that date or place the question, never asked


class _Hit(Protocol):
    record: dict[str, Any]
    reasons: list[str]
    strength: float


def anchor_day(u: QueryUnderstanding, records: Sequence[dict[str, Any]]) -> dt.date | None:
    """The day the anchored event happened by the user's own records, or None (pure): a drug's earliest record
    (its start), or, when the anchor says the drug stopped ("after stopping the atorvastatin", 끊고 나서: an
    `anchor_stop` cue), its latest end or record (the stop); else the latest record of the other anchored terms (the
    last visit, the last procedure)."""
    if u.window is not None or any(f.reason == ANCHOR_BEFORE_REASON for f in u.fields):
        return None
    anchored = {d.value for d in u.coordinates if d.reason.startswith("anchor:")}
    if not anchored:
        return None
    drug_records = [r for r in records if str(r.get("coordinate")) in anchored
                    and str(r.get("coordinate")).startswith("drug:")]
    if stopped_anchor(u):
        stops = [day for r in drug_records if (day := as_date(r.get("end")) or record_day(r)) is not None]
        if stops:
            return max(stops)
    drugs = [day for r in drug_records if (day := record_day(r)) is not None]
    if drugs:
        return min(drugs)
    events = [day for r in records if str(r.get("coordinate")) in anchored and (day := record_day(r)) is not None]
    return max(events) if events else None


def stopped_anchor(u: QueryUnderstanding) -> bool:
    """Whether an anchor of the question says its drug stopped (an `anchor_stop` cue in the anchor's words)."""
    return any(cue_finds(d.reason.removeprefix("anchor:"), u.lang, "anchor_stop")
               for d in u.coordinates if d.reason.startswith("anchor:"))


def baselines(u: QueryUnderstanding, records: Sequence[dict[str, Any]], day: dt.date) -> dict[str, dt.date]:
    """Each asked coordinate's first day inside the anchor's window (pure): the day of its last record on or before
    the anchor's day (the baseline: a reading taken the morning a drug started, or at the visit itself), else the
    anchor's day."""
    asked = {d.value for d in u.coordinates if not d.reason.startswith(DATING_PREFIXES)}
    out: dict[str, dt.date] = {}
    for r in records:
        coord = str(r.get("coordinate"))
        rday = record_day(r)
        if coord in asked and rday is not None and rday <= day:
            out[coord] = max(out.get(coord, rday), rday)
    return {c: out.get(c, day) for c in asked}


def fence_before_anchor(u: QueryUnderstanding, hits: Sequence[_Hit]) -> int:
    """Lowers the records of an asked coordinate older than its baseline to a related term's strength, in place; the
    number lowered (pure but for the hits it is given)."""
    records = [h.record for h in hits]
    day = anchor_day(u, records)
    if day is None:
        return 0
    starts = baselines(u, records, day)
    lowered = 0
    for h in hits:
        start = starts.get(str(h.record.get("coordinate")))
        rday = record_day(h.record)
        if start is not None and rday is not None and rday < start and h.strength > OUTSIDE_STRENGTH:
            h.strength = OUTSIDE_STRENGTH
            h.reasons.append(f"{BEFORE_ANCHOR}:{day.isoformat()}")
            lowered += 1
    return lowered
