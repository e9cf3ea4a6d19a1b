"""When a cause was in the state a mechanism names: exposure episodes from a coordinate's records (pure).

- Drugs: an active regimen is taken from its start to its stop; a missed dose marks its Monday week as a week
  of poor adherence, and such weeks closer than the adherence gap form one spell. Missed doses imply a
  regimen (one cannot miss an unscheduled dose), and a spell of misses is taken exposure removed. A stopped
  regimen is a stop from then on ('stopped', and 'missed' — "a missed or stopped dose").
- Behaviours and readings: records passing the state's test in `ontology/81_causal_states.cypher` (short
  sleep, high stress, heavy drinking, a run beyond the usual, a regular habit). A record said to recur ('most
  nights', '주 4회') holds for `hold_days`; a level (stress 8/10) holds until the next record of its coordinate.
- A negated record after usable ones ('zero alcohol', 'sober October') is a stop: the cause was there before.
Events closer than the merge gap form one episode.
"""

from __future__ import annotations

import datetime as dt
import statistics
from dataclasses import dataclass, field

from pia_graph.causal.model import CausalRecord
from pia_graph.causal.params import CausalParams, StateRule
from pia_graph.causal.trends import direction_of, min_change_for, series, theil_sen

Interval = tuple[dt.date, dt.date, tuple[str, ...]]


@dataclass(frozen=True, slots=True)
class Episode:
    start: dt.date
    end: dt.date
    record_ids: tuple[str, ...]
    events: int
    sustained: bool = False  # a regimen, a recurring record, a level or a run of records

    @property
    def one_day(self) -> bool:
        return self.start == self.end


@dataclass(frozen=True, slots=True)
class Exposure:
    """Episodes in the acting state, and intervals in which the exposure was explicitly removed."""

    episodes: list[Episode] = field(default_factory=list)
    removed: list[tuple[dt.date, dt.date]] = field(default_factory=list)


def merge(intervals: list[Interval], gap_days: int, sustained: bool = False) -> list[Episode]:
    out: list[Episode] = []
    for start, end, ids in sorted(intervals):
        if out and (start - out[-1].end).days <= gap_days:
            last = out[-1]
            out[-1] = Episode(last.start, max(last.end, end), last.record_ids + ids, last.events + 1,
                              sustained or last.sustained or start != end)
        else:
            out.append(Episode(start, end, ids, 1, sustained or start != end))
    return out


def _stops(records: list[CausalRecord]) -> list[dt.date]:
    return sorted((r.end or r.day) for r in records if r.type == "medication_regimen" and r.status == "stopped")


def _regimens(records: list[CausalRecord], today: dt.date, origin: dt.date) -> list[Interval]:
    starts = [r for r in records if r.type == "medication_regimen" and r.status != "stopped"]
    stops = _stops(records)
    out: list[Interval] = []
    for r in starts:
        begin = r.start or r.day
        stop = next((s for s in stops if s >= begin), None)
        end = r.end or stop or today
        out.append((begin, max(begin, end), (r.record_id,)))
    missed = [r for r in records if r.type == "medication_intake" and r.status == "missed"]
    first_start = min((r.start or r.day for r in starts), default=None)
    if missed and (first_start is None or missed[0].day < first_start):
        # A missed dose implies a regimen before it, as far back as we know the user.
        stop = next((s for s in stops if s >= missed[0].day), first_start or today)
        out.append((origin, max(origin, stop), tuple(r.record_id for r in missed[:1])))
    return out


def _week(day: dt.date) -> tuple[dt.date, dt.date]:
    monday = day - dt.timedelta(days=day.weekday())
    return monday, monday + dt.timedelta(days=6)


def _missed_spells(records: list[CausalRecord], params: CausalParams) -> list[Episode]:
    weeks: list[Interval] = [(*_week(r.day), (r.record_id,)) for r in records
                             if r.type == "medication_intake" and r.status == "missed"]
    return merge(weeks, params.days("adherence_gap_days"), sustained=True)


def _passes(rule: StateRule, r: CausalRecord, prior: list[float]) -> bool:
    field_name = rule.field or "value"
    number = r.number(field_name)
    if number is None and r.recurring:
        return rule.test in ("ge", "above_prior")  # "drinking most nights": heavy enough, though uncounted
    if rule.test == "lt":
        return number is not None and number < rule.threshold
    if rule.test == "ge":
        return number is not None and number >= rule.threshold
    if rule.test == "above_prior":
        return number is not None and bool(prior) and number >= rule.threshold * statistics.median(prior)
    return True


def _held(r: CausalRecord, after: CausalRecord | None, params: CausalParams, level: bool) -> Interval:
    begin = r.start or r.day
    end = max(begin, r.end or r.day)
    if r.recurring or level:
        end = end + dt.timedelta(days=params.days("hold_days"))
        if after is not None and level:
            end = min(end, after.day - dt.timedelta(days=1))
    return (begin, max(begin, end), (r.record_id,))


def exposure(records: list[CausalRecord], state: str, params: CausalParams, today: dt.date,
             origin: dt.date | None = None) -> Exposure:
    """The exposure of one cause coordinate in `state` ('' = any record of it)."""
    ordered = sorted(records, key=lambda r: (r.day, r.record_id))
    usable = [r for r in ordered if r.usable]
    if not usable:
        return Exposure()
    # Exposure implied by a stop or by missed doses began before anything we know: a year before the first record.
    origin = (origin or usable[0].day) - dt.timedelta(days=365)
    coordinate = usable[0].coordinate
    gap = params.days("merge_gap_days")
    rule = params.state(coordinate, state) if state else None
    drug = coordinate.startswith("drug:")
    stops = [r.day for r in ordered if r.negated and r.day > usable[0].day]
    if drug:
        spells = _missed_spells(usable, params)
        if state == "missed":
            spans: list[Interval] = [(e.start, e.end, e.record_ids) for e in spells]
            spans += [(s, today, ()) for s in _stops(usable)]
            return Exposure(merge(spans, gap, sustained=True))
        if state == "stopped":
            return Exposure(merge([(s, today, ()) for s in _stops(usable)], gap, sustained=True))
        taken = _regimens(usable, today, origin)
        events: list[Interval] = [(r.day, r.day, (r.record_id,)) for r in usable
                                  if r.type == "medication_intake" and r.status == "taken"]
        removed = [(e.start, e.end) for e in spells] + [(s, today) for s in _stops(usable)]
        return Exposure(merge(taken, gap, sustained=True) + merge(events, gap), removed)
    if stops:  # a stop after usable records: the cause was there, in whatever state, until the stop
        first_stop = stops[0]
        before = [r for r in usable if r.day < first_stop]
        return Exposure(merge([(origin, first_stop, tuple(r.record_id for r in before))], gap, sustained=True),
                        [(first_stop, today)])
    level = params.kind(coordinate) in params.names("level_kinds")
    if rule is None or rule.test == "any":
        return Exposure(merge([_held(r, _next(usable, i), params, level) for i, r in enumerate(usable)], gap))
    if rule.test == "first":
        return Exposure(merge([_held(usable[0], None, params, level)], gap))
    if rule.test == "regular":
        return Exposure(_regular(usable, int(rule.threshold), params))
    if rule.test in ("trend_up", "trend_down"):
        return Exposure(_trend(usable, rule, params))
    intervals: list[Interval] = []
    prior: list[float] = []
    for i, r in enumerate(usable):
        if _passes(rule, r, prior):
            intervals.append(_held(r, _next(usable, i), params, level))
        number = r.number(rule.field or "value")
        if number is not None:
            prior.append(number)
    return Exposure(merge(intervals, gap))


def _next(records: list[CausalRecord], i: int) -> CausalRecord | None:
    return records[i + 1] if i + 1 < len(records) else None


def _trend(records: list[CausalRecord], rule: StateRule, params: CausalParams) -> list[Episode]:
    points = series(records, rule.field or "value")
    if len(points) < 2:
        return []
    slope = theil_sen([(float((r.day - points[0][0].day).days), v) for r, v in points]) or 0.0
    change = slope * (points[-1][0].day - points[0][0].day).days
    want = "up" if rule.test == "trend_up" else "down"
    param = params.trend(records[0].coordinate)
    if direction_of(change, min_change_for(param, [v for _, v in points])) != want:
        return []
    return [Episode(points[0][0].day, points[-1][0].day, tuple(r.record_id for r, _ in points), len(points), True)]


def _regular(records: list[CausalRecord], min_count: int, params: CausalParams) -> list[Episode]:
    """Runs of records no further apart than the regular window, with at least `min_count` records; a record
    said to recur, or a habit, counts as a run on its own and holds."""
    window = params.days("regular_window_days")
    runs: list[list[CausalRecord]] = []
    for r in records:
        if runs and (r.day - runs[-1][-1].day).days <= window:
            runs[-1].append(r)
        else:
            runs.append([r])
    out = []
    hold = dt.timedelta(days=params.days("hold_days"))
    for run in runs:
        recurring = any(r.recurring for r in run)
        if len(run) >= max(1, min_count) or recurring:
            end = run[-1].end or run[-1].day
            out.append(Episode(run[0].start or run[0].day, end + hold if recurring else end,
                               tuple(r.record_id for r in run), len(run), True))
    return out


def episodes(records: list[CausalRecord], state: str, params: CausalParams, today: dt.date) -> list[Episode]:
    """The episodes alone (kept for callers that do not need the removals)."""
    return exposure(records, state, params, today).episodes
