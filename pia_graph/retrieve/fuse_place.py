"""The records a question picks by their place among the user's own (pure; the places are `record_place.py`'s): the
n-th newest or oldest occasion of what is asked, the n-th after an anchor record, or what happened on a day counted
from an anchor record. An occasion is a day: the readings of one coordinate (a lab, a vital, a body measure) count
apart, every other record of what is asked counts together ("the visit before last" is the GP's or the
cardiologist's, "the 2nd diabetes pill" the second regimen of any of them). A newest count leaves out what is dated
after the question (a visit booked ahead); an anchor's own records are not what a count from it asks."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any, Protocol, TypeVar

from pia_graph.ingest.hup.types import types_where
from pia_graph.memory.recall_models import QueryUnderstanding, RecordPlace
from pia_graph.ontology.model import MEASUREMENT_RECORD_TYPES
from pia_graph.retrieve.anchor_window import DATING_PREFIXES
from pia_graph.retrieve.associative import FactHit
from pia_graph.retrieve.fact_place import PLACE_REASON, place_reason, sentence_anchor_days
from pia_graph.retrieve.records import as_date, record_day, record_span

AT_DAYS = 14  # the farthest after an anchor's day a record of what is asked answers "when X, what Y"
AT_REASON = f"{PLACE_REASON}:at:"  # a record picked at an anchor's event: its sentence follows it (`fuse_facts`)
# who the user is (a birth date, a height): its day is no event to count from ("the day before my birthday")
PROFILE_TYPES = types_where(profile=True)


class _Hit(Protocol):
    record: dict[str, Any]


HitT = TypeVar("HitT", bound=_Hit)


def _keys(rec: dict[str, Any]) -> set[str]:
    return {str(rec.get("coordinate")), f"type:{rec.get('type')}"}


def asked_keys(u: QueryUnderstanding) -> set[str]:
    """What the question asks (not what only dates or places it, nor a term that names which medicine: "that first
    bp pill" counts pills, not readings): its coordinates and ``type:`` record types."""
    return {d.value for d in u.coordinates if not d.reason.startswith((*DATING_PREFIXES, "describes_medicine:"))} | {
        f"type:{d.value}" for d in u.record_types}


def _occasion(rec: dict[str, Any]) -> str:
    return str(rec.get("coordinate")) if rec.get("type") in MEASUREMENT_RECORD_TYPES else str(rec.get("type"))


def nth_of(records: Iterable[dict[str, Any]], order: str, n: int) -> list[dict[str, Any]]:
    """The records of the n-th day, newest or oldest first, of each occasion (pure). A record known only by its end
    ("lisinopril until 12 Feb") stands on that day; an occasion with a record of no day at all picks nothing (its
    order is not known)."""
    days: dict[str, dict[dt.date, list[dict[str, Any]]]] = {}
    unknown: set[str] = set()
    for rec in records:
        day = record_day(rec) or as_date(rec.get("end"))
        if day is None:
            unknown.add(_occasion(rec))
        else:
            days.setdefault(_occasion(rec), {}).setdefault(day, []).append(rec)
    out: list[dict[str, Any]] = []
    for occasion, by_day in days.items():
        if occasion in unknown:
            continue
        ordered = sorted(by_day, reverse=order == "newest")
        if len(ordered) >= n:
            out.extend(by_day[ordered[n - 1]])
    return out


def _pool(p: RecordPlace, asked: set[str] | None, records: Sequence[dict[str, Any]],
          today: dt.date) -> list[dict[str, Any]]:
    """The records a place counts among: of its terms, those asked (``asked``; None for an anchor's, which only date
    the question: "since my first mounjaro jab" asks the weights, not the jab), else of every term asked."""
    keys = (set(p.terms) & asked if p.terms else asked) if asked is not None else set(p.terms)
    return [r for r in records if _keys(r) & keys
            and not (p.order == "newest" and (day := record_day(r)) is not None and day > today)]


def said_day(rec: dict[str, Any]) -> dict[str, Any]:
    """An anchor record of no time at all ("코로나 자가키트 두 줄", "통풍 재발": a condition said, no onset
    given) stands on the day it was said: as an anchor only, never as what a place counts."""
    if any(rec.get(k) not in (None, "") for k in ("date", "start", "end", "month", "year")):
        return rec
    day = as_date(rec.get("recorded_at"))
    return rec if day is None else {**rec, "date": day}


def _anchor_records(anchor: RecordPlace, records: Sequence[dict[str, Any]], today: dt.date) -> list[dict[str, Any]]:
    return [said_day(r) for r in _pool(anchor, None, records, today) if r.get("type") not in PROFILE_TYPES]


def _target_day(p: RecordPlace, anchor: dt.date) -> dt.date:
    if p.weekday is None:
        return anchor + dt.timedelta(days=p.offset_days)
    step = -1 if p.offset_days < 0 else 1
    day = anchor + dt.timedelta(days=step)
    while day.weekday() != p.weekday:
        day += dt.timedelta(days=step)
    return day


AnchorDays = Callable[[RecordPlace], list[dt.date]]  # the days the user's sentences give an anchor no record dates


def picked(p: RecordPlace, u: QueryUnderstanding, records: Sequence[dict[str, Any]], today: dt.date,
           sentence_days: AnchorDays | None = None) -> list[str]:
    """The ids of the records one place picks (pure). ``sentence_days``: the days of the sentences that date an
    anchor (`fact_place.sentence_anchor_days`), read only when no record of the anchor has a day."""
    asked = asked_keys(u)
    if p.kind == "nth" or p.anchor is None:
        return [str(r["record_id"]) for r in nth_of(_pool(p, asked, records, today), p.order, p.n)]
    if p.kind == "at":
        return at_anchor(p, asked, records, today)
    anchors = nth_of(_anchor_records(p.anchor, records, today), p.anchor.order, p.anchor.n)
    days = [d for r in anchors if (d := record_day(r)) is not None]
    if not days and sentence_days is not None and p.kind == "offset" and p.anchor.n == 1 and asked - set(
            p.anchor.terms):
        # "two days after Namche", 쿠스코 도착한 다음 날: the newest sentence that dates the anchor dates the count
        days = sentence_days(p.anchor)[-1:]
    if not days:
        return []
    anchor_day, anchor_keys = min(days), set(p.anchor.terms)
    if p.kind == "after":
        after = [r for r in _pool(p, asked, records, today) if not _keys(r) & anchor_keys
                 and (day := record_day(r)) is not None and day > anchor_day]
        return [str(r["record_id"]) for r in nth_of(after, p.order, p.n)]
    target = _target_day(p, anchor_day)
    others = asked - anchor_keys
    on_day = [r for r in records if not _keys(r) & anchor_keys and (span := record_span(r)) is not None
              and span[0] <= target <= span[1]]
    return [str(r["record_id"]) for r in on_day if not others or _keys(r) & others]


def at_anchor(p: RecordPlace, asked: set[str], records: Sequence[dict[str, Any]], today: dt.date) -> list[str]:
    """What else is asked at an anchor's event (pure): of each occasion asked, the records of the day nearest one of
    the anchor's days, within AT_DAYS either side; a tie goes to the day after, then to the later day ("the INR when I
    had the big bruise": the bruise on the 22nd, the INR of the 23rd, not the 29th's; "the hematocrit when they lowered
    the dose": the reading of the day the dose changed, not of the day it began; the pulse the day before a drug was
    held). Only a drug's records date its event where the anchor names one (its lab of the same name is no event:
    none fetched, nothing picked). Nothing when the question asks nothing but the anchor."""
    assert p.anchor is not None
    anchor_keys = set(p.anchor.terms)
    anchors = _anchor_records(p.anchor, records, today)
    if any(k.startswith("drug:") for k in anchor_keys):  # "testosterone" is a drug and a lab: the drug dates
        anchors = [r for r in anchors if str(r.get("coordinate")).startswith("drug:")]
    days = {d for r in anchors if (d := record_day(r)) is not None}
    others = asked - anchor_keys
    if not days or not others:
        return []
    best: dict[str, tuple[int, bool, int]] = {}  # per occasion: (days away, before the anchor, the later day first)
    pool = [r for r in records if _keys(r) & others and not _keys(r) & anchor_keys]
    for r in pool:
        if (rday := record_day(r)) is None:
            continue
        near = min(((abs(g), g < 0, -rday.toordinal()) for d in days if abs(g := (rday - d).days) <= AT_DAYS),
                   default=None)
        if near is not None:
            occasion = _occasion(r)
            best[occasion] = min(best.get(occasion, near), near)
    return [str(r["record_id"]) for r in pool if (b := best.get(_occasion(r))) is not None
            and (rday := record_day(r)) is not None and rday.toordinal() == -b[2]]


def placed_ids(u: QueryUnderstanding, hits: Sequence[_Hit], today: dt.date, facts: Sequence[FactHit] = (),
               mentions: Mapping[str, set[str]] | None = None) -> dict[str, str]:
    """Each record a place of the question picks, with the reason (pure): the records recall already fetched; the
    sentences found (``facts``, with the terms each names: ``mentions``) date an anchor no record dates."""
    if not u.places:
        return {}
    records = [h.record for h in hits]
    out: dict[str, str] = {}

    def sentence_days(anchor: RecordPlace) -> list[dt.date]:
        return sentence_anchor_days(anchor, u, facts, mentions, today)

    for p in u.places:
        for rid in picked(p, u, records, today, sentence_days):
            out.setdefault(rid, place_reason(p))
    return out


def earlier_doses(u: QueryUnderstanding, current: Sequence[HitT], superseded: Sequence[HitT]) -> list[HitT]:
    """The regimens a dose change replaced, when a place counts among a drug's regimens (pure; session 68): "my
    levothyroxine dose before the current one", 지난번 말고 그 전 용량, "the second dose of prednisolone". A change
    supersedes the regimen it replaced, so recall keeps only the newest as current; each one replaced on a later day
    (a change, not a same-day correction) counts as its own occasion. Only where a place counts one drug: "the 2nd
    diabetes pill" counts drugs (a dose change of the first is no second pill), nor does an anchor's record count."""
    keys: set[str] = set()
    for p in u.places:
        drugs = {k for k in (p.terms or asked_keys(u)) if k.startswith(("drug:", "type:"))}
        if p.kind == "nth" and p.anchor is None and len(drugs) == 1 and next(iter(drugs)).startswith("drug:"):
            keys |= drugs
    if not keys:
        return []
    days = {str(h.record["record_id"]): record_day(h.record) for h in [*current, *superseded]}
    return [h for h in superseded if h.record.get("type") == "medication_regimen" and _keys(h.record) & keys
            and (day := record_day(h.record)) is not None
            and days.get(str(h.record.get("superseded_by")), day) not in (None, day)]
