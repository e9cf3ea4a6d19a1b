"""When a cause was in the state a mechanism names: exposure episodes from a coordinate's records (pure).

Drugs: an active regimen is taken from its start to its stop; a missed dose marks its Monday week as a week of
missed doses (adherence per week). Behaviours and readings: the records that pass the state's test in
`ontology/81_causal_states.cypher` (short sleep, high stress, heavy drinking, a run beyond the usual, a
regular habit). Events closer than the merge gap form one episode.
"""

from __future__ import annotations

import datetime as dt
import statistics
from dataclasses import dataclass

from pia_graph.causal.model import CausalRecord
from pia_graph.causal.params import CausalParams, StateRule
from pia_graph.causal.trends import direction_of, min_change_for, series, theil_sen


@dataclass(frozen=True, slots=True)
class Episode:
    start: dt.date
    end: dt.date
    record_ids: tuple[str, ...]
    events: int

    @property
    def one_day(self) -> bool:
        return self.start == self.end


def merge(intervals: list[tuple[dt.date, dt.date, tuple[str, ...]]], gap_days: int) -> list[Episode]:
    out: list[Episode] = []
    for start, end, ids in sorted(intervals):
        if out and (start - out[-1].end).days <= gap_days:
            last = out[-1]
            out[-1] = Episode(last.start, max(last.end, end), last.record_ids + ids, last.events + 1)
        else:
            out.append(Episode(start, end, ids, 1))
    return out


def _regimen_intervals(records: list[CausalRecord], today: dt.date) -> list[tuple[dt.date, dt.date, tuple[str, ...]]]:
    starts = [r for r in records if r.type == "medication_regimen" and r.status != "stopped"]
    stops = sorted((r.end or r.day) for r in records if r.type == "medication_regimen" and r.status == "stopped")
    out: list[tuple[dt.date, dt.date, tuple[str, ...]]] = []
    for r in starts:
        begin = r.start or r.day
        stop = next((s for s in stops if s >= begin), None)
        end = r.end or stop or today
        out.append((begin, max(begin, end), (r.record_id,)))
    for r in records:
        if r.type == "medication_intake" and r.status == "taken":
            out.append((r.day, r.day, (r.record_id,)))
    return out


def _week(day: dt.date) -> tuple[dt.date, dt.date]:
    monday = day - dt.timedelta(days=day.weekday())
    return monday, monday + dt.timedelta(days=6)


def _passes(rule: StateRule, r: CausalRecord, prior: list[float]) -> bool:
    field = rule.field or "value"
    number = r.number(field)
    if rule.test == "lt":
        return number is not None and number < rule.threshold
    if rule.test == "ge":
        return number is not None and number >= rule.threshold
    if rule.test == "above_prior":
        return number is not None and bool(prior) and number >= rule.threshold * statistics.median(prior)
    return True


def episodes(records: list[CausalRecord], state: str, params: CausalParams, today: dt.date) -> list[Episode]:
    """The episodes in which the cause was in `state` ('' = any record of it)."""
    usable = sorted((r for r in records if r.usable), key=lambda r: (r.day, r.record_id))
    if not usable:
        return []
    coordinate = usable[0].coordinate
    gap = params.days("merge_gap_days")
    rule = params.state(coordinate, state) if state else None
    intervals: list[tuple[dt.date, dt.date, tuple[str, ...]]] = []
    if rule is None or rule.test == "any":
        if coordinate.startswith("drug:"):
            intervals = _regimen_intervals(usable, today)
        else:
            intervals = [(r.start or r.day, max(r.start or r.day, r.end or r.day), (r.record_id,)) for r in usable]
    elif rule.test == "status" and state == "taken":
        intervals = _regimen_intervals(usable, today)
    elif rule.test == "status":
        intervals = [(*_week(r.day), (r.record_id,)) for r in usable
                     if r.type == "medication_intake" and r.status == state]
    elif rule.test == "stopped":
        intervals = [(r.end or r.day, r.end or r.day, (r.record_id,)) for r in usable
                     if r.type == "medication_regimen" and r.status == "stopped"]
    elif rule.test == "first":
        first = usable[0]
        intervals = [(first.day, first.day, (first.record_id,))]
    elif rule.test == "regular":
        return _regular(usable, int(rule.threshold), params)
    elif rule.test in ("trend_up", "trend_down"):
        points = series(usable, rule.field or "value")
        if len(points) >= 2:
            slope = theil_sen([(float((r.day - points[0][0].day).days), v) for r, v in points]) or 0.0
            change = slope * (points[-1][0].day - points[0][0].day).days
            want = "up" if rule.test == "trend_up" else "down"
            param = params.trend(coordinate)
            if direction_of(change, min_change_for(param, [v for _, v in points])) == want:
                intervals = [(points[0][0].day, points[-1][0].day, tuple(r.record_id for r, _ in points))]
    else:
        prior: list[float] = []
        for r in usable:
            if _passes(rule, r, prior):
                intervals.append((r.start or r.day, max(r.start or r.day, r.end or r.day), (r.record_id,)))
            number = r.number(rule.field or "value")
            if number is not None:
                prior.append(number)
    return merge(intervals, gap)


def _regular(records: list[CausalRecord], min_count: int, params: CausalParams) -> list[Episode]:
    """Runs of records no further apart than the regular window, with at least `min_count` records; a habit
    record ('regular', 'most nights') counts as a run on its own."""
    window = params.days("regular_window_days")
    runs: list[list[CausalRecord]] = []
    for r in records:
        if runs and (r.day - runs[-1][-1].day).days <= window:
            runs[-1].append(r)
        else:
            runs.append([r])
    out = []
    for run in runs:
        habit = any(r.type in ("baseline_habit", "habit") for r in run)
        if len(run) >= max(1, min_count) or habit:
            out.append(Episode(run[0].day, run[-1].day, tuple(r.record_id for r in run), len(run)))
    return out
