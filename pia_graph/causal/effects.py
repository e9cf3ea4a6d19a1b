"""Did the effect change while the cause was in the mechanism's state, within the mechanism's lag? (pure)

Readings of a measured effect are split into exposed (inside some exposure episode's window
`[start + min_lag, end + max_lag]`) and unexposed; the median of the exposed minus the median of the
unexposed, signed by the mechanism's direction, must reach the coordinate's minimal change. A symptom
without enough severities is judged by its episodes: a new episode (its onset, widened back by the report
delay when the user gave no time) inside a window is a change for the worse.
"""

from __future__ import annotations

import datetime as dt
import re
import statistics
from dataclasses import dataclass, field
from enum import StrEnum

from pia_graph.causal.exposure import Episode, exposure
from pia_graph.causal.model import CausalRecord
from pia_graph.causal.params import CausalParams
from pia_graph.causal.trends import min_change_for, series, theil_sen
from pia_graph.ontology.model import Mechanism

_DURATION = re.compile(r"^P(?:(\d+)D)?(?:T(?:(\d+)H)?)?$")


class Outcome(StrEnum):
    MATCH = "match"
    NO_EXPOSURE = "no_exposure"
    ONE_OFF = "one_off"
    CAUSE_AFTER = "cause_after"
    LAG = "lag"
    CONTRADICTS = "contradicts"
    NO_CHANGE = "no_change"
    NO_EFFECT_RECORDS = "no_effect_records"


@dataclass(frozen=True, slots=True)
class Observation:
    mechanism: Mechanism
    outcome: Outcome
    lag_days: float | None = None
    detail: str = ""
    cause_ids: tuple[str, ...] = ()
    effect_ids: tuple[str, ...] = ()
    exposures: int = 0
    extra: dict[str, float] = field(default_factory=dict)


def lag_days(iso: str) -> float:
    """'P14D' → 14, 'PT6H' → 0.25; an unreadable lag counts as 0."""
    found = _DURATION.match(iso or "")
    if not found:
        return 0.0
    return float(found.group(1) or 0) + float(found.group(2) or 0) / 24


def signed(direction: str, worse: str) -> int:
    """+1 when the mechanism moves the effect's number up, -1 when down, 0 when it cannot be told."""
    if direction in ("up", "down"):
        return 1 if direction == "up" else -1
    if worse not in ("up", "down"):
        return 1 if direction == "worse" else -1  # symptoms and states without a row: worse = more
    up_is_worse = worse == "up"
    return 1 if (direction == "worse") == up_is_worse else -1


def mechanism_label(m: Mechanism) -> str:
    state = f"{m.cause_state} " if m.cause_state else ""
    return f"{m.cause} {state}→ {m.effect} {m.direction} [{m.min_lag}, {m.max_lag}] ({m.source})"


def _windows(eps: list[Episode], m: Mechanism) -> list[tuple[dt.date, dt.date, Episode]]:
    lo, hi = dt.timedelta(days=lag_days(m.min_lag)), dt.timedelta(days=lag_days(m.max_lag))
    return [(e.start + lo, e.end + hi, e) for e in eps]


def _inside(day: dt.date, windows: list[tuple[dt.date, dt.date, Episode]]) -> Episode | None:
    for lo, hi, ep in windows:
        if lo <= day <= hi:
            return ep
    return None


def observe(m: Mechanism, cause: list[CausalRecord], effect: list[CausalRecord], params: CausalParams,
            today: dt.date, origin: dt.date | None = None) -> Observation:
    """Judge one mechanism on one user's records of its cause and its effect."""
    exp = exposure(cause, m.cause_state, params, today, origin)
    eps = exp.episodes
    if not eps:
        return Observation(m, Outcome.NO_EXPOSURE, detail=f"never {m.cause_state or 'exposed'}")
    cause_ids = tuple(i for e in eps for i in e.record_ids)
    slow = lag_days(m.min_lag) >= 3 or m.cause_state == "regular"
    if slow and len(eps) == 1 and eps[0].one_day and eps[0].events == 1 and not eps[0].sustained:
        return Observation(m, Outcome.ONE_OFF, detail="one event for a mechanism that needs sustained exposure",
                           cause_ids=cause_ids, exposures=1)
    usable = [r for r in effect if r.usable]
    if not usable:
        return Observation(m, Outcome.NO_EFFECT_RECORDS, cause_ids=cause_ids, exposures=len(eps))
    windows = _windows(eps, m)
    lo, hi = dt.timedelta(days=lag_days(m.min_lag)), dt.timedelta(days=lag_days(m.max_lag))
    removed = [(a + lo, b + hi) for a, b in exp.removed]
    first_start = min(w[0] for w in windows)
    param = params.trend(m.effect)
    sign = signed(m.direction, param.worse if param else "none")
    points = series(usable, param.field if param else "value")

    def is_removed(day: dt.date) -> bool:
        return any(a <= day <= b for a, b in removed)

    exposed = [(r, v) for r, v in points if _inside(r.day, windows) and not is_removed(r.day)]
    # The baseline: readings before any exposure, or while it was explicitly removed (a stop, missed doses);
    # readings after an exposure faded without a stop say nothing either way.
    unexposed = [(r, v) for r, v in points if (r, v) not in exposed and (r.day < first_start or is_removed(r.day))]
    if exposed and (unexposed or len(exposed) >= 2):
        min_change = min_change_for(param, [v for _, v in points])
        if unexposed:
            delta = statistics.median(v for _, v in exposed) - statistics.median(v for _, v in unexposed)
            how = (f"median {statistics.median(v for _, v in exposed):.4g} exposed vs "
                   f"{statistics.median(v for _, v in unexposed):.4g} unexposed")
        else:
            xy = [(float((r.day - exposed[0][0].day).days), v) for r, v in exposed]
            delta = (theil_sen(xy) or 0.0) * (xy[-1][0] - xy[0][0])
            how = f"change {delta:+.4g} while exposed"
        effect_ids = tuple(r.record_id for r, _ in exposed)
        lag = _first_lag(exposed[0][0].day, windows)
        if delta * sign >= min_change:
            return Observation(m, Outcome.MATCH, lag, how, cause_ids, effect_ids, len(eps), {"delta": delta})
        if delta * sign <= -min_change:
            return Observation(m, Outcome.CONTRADICTS, lag, how, cause_ids, effect_ids, len(eps), {"delta": delta})
        if not (m.effect.startswith("symptom:") and sign > 0):  # flat severity does not rule out new episodes
            return Observation(m, Outcome.NO_CHANGE, lag, how, cause_ids, effect_ids, len(eps), {"delta": delta})
    if m.effect.startswith("symptom:"):
        return _symptom(m, usable, eps, windows, sign, params, cause_ids)
    if points and max(r.day for r, _ in points) < first_start:
        return Observation(m, Outcome.CAUSE_AFTER, detail="every reading of the effect precedes the exposure",
                           cause_ids=cause_ids, exposures=len(eps))
    return Observation(m, Outcome.LAG, detail="no reading of the effect within the lag window",
                       cause_ids=cause_ids, exposures=len(eps))


def _first_lag(day: dt.date, windows: list[tuple[dt.date, dt.date, Episode]]) -> float | None:
    lags = [(day - ep.start).days for lo, hi, ep in windows if lo <= day <= hi]
    return float(min(lags)) if lags else None


def _symptom(m: Mechanism, records: list[CausalRecord], eps: list[Episode],
             windows: list[tuple[dt.date, dt.date, Episode]], sign: int, params: CausalParams,
             cause_ids: tuple[str, ...]) -> Observation:
    """Episodes of a symptom: onsets inside a window are changes for the worse, resolutions for the better."""
    gap = params.days("episode_gap_days")
    delay = dt.timedelta(days=params.days("report_delay_days"))
    active = sorted((r for r in records if r.status != "resolved"), key=lambda r: (r.day, r.record_id))
    onsets: list[tuple[dt.date, dt.date, CausalRecord]] = []
    previous: CausalRecord | None = None
    for r in active:
        if previous is None or (r.day - previous.day).days > gap or r.new_episode:
            begin = r.start or r.day
            onsets.append((begin - delay if r.time_assumed and r.start is None else begin, begin, r))
        previous = r
    resolutions = [r for r in records if r.status == "resolved"]
    first_start = min(e.start for e in eps)
    if sign > 0:
        for lo_on, hi_on, r in onsets:
            for lo, hi, ep in windows:
                if lo_on <= hi and lo <= hi_on:
                    lag = float(max(0, (max(lo_on, lo) - ep.start).days))
                    return Observation(m, Outcome.MATCH, lag, f"a new episode on {r.day}", cause_ids,
                                       (r.record_id,), len(eps))
        if onsets and all(hi_on < first_start for _, hi_on, _ in onsets):
            return Observation(m, Outcome.CAUSE_AFTER, detail=f"the symptom began by {onsets[0][1]}, before the "
                               f"exposure on {first_start}", cause_ids=cause_ids, exposures=len(eps))
        return Observation(m, Outcome.LAG, detail="no new episode within the lag window", cause_ids=cause_ids,
                           exposures=len(eps))
    for r in resolutions:
        if _inside(r.day, windows):
            return Observation(m, Outcome.MATCH, _first_lag(r.day, windows), f"resolved on {r.day}", cause_ids,
                               (r.record_id,), len(eps))
    for lo_on, hi_on, r in onsets:
        if any(lo <= hi_on and lo_on <= hi for lo, hi, _ in windows) and hi_on > first_start:
            return Observation(m, Outcome.CONTRADICTS, detail=f"a new episode on {r.day} while exposed",
                               cause_ids=cause_ids, effect_ids=(r.record_id,), exposures=len(eps))
    return Observation(m, Outcome.LAG, detail="no improvement within the lag window", cause_ids=cause_ids,
                       exposures=len(eps))
