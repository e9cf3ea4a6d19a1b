"""Trends along a coordinate's NEXT chain and adherence per week, as pure functions.

Method: the Theil–Sen slope (the median of the slopes between every pair of readings; robust to a third of
the readings being outliers) times the span of the readings gives the change over the window. The
direction is up or down when that change is at least the coordinate's minimal change (`ontology/
80_causal_trends.cypher`: measurement noise and clinical meaning), else flat. A step that then holds (sleep
480 → 240, 240, 240, 240) has a pairwise median slope of 0; when the slope says flat, the step between the
medians of the first and last thirds of the readings decides instead, against the same minimal change.
"""

from __future__ import annotations

import datetime as dt
import statistics
from collections import defaultdict
from typing import Any, Literal

from pia_graph.causal.model import CausalRecord
from pia_graph.causal.params import CausalParams, TrendParam
from pia_graph.memory.recall_models import TrendOut

METHOD = "theil-sen slope x span (else the step between first and last thirds) vs minimal change"
Direction = Literal["up", "down", "flat"]


def theil_sen(points: list[tuple[float, float]]) -> float | None:
    """Median of the pairwise slopes (x in days); None with fewer than two distinct x."""
    slopes = [
        (y2 - y1) / (x2 - x1)
        for i, (x1, y1) in enumerate(points)
        for (x2, y2) in points[i + 1:]
        if x2 != x1
    ]
    return statistics.median(slopes) if slopes else None


def series(records: list[CausalRecord], field: str) -> list[tuple[CausalRecord, float]]:
    """The usable records carrying a number in `field` (or `value`), oldest first."""
    out = []
    for r in sorted(records, key=lambda r: (r.day, r.record_id)):
        if not r.usable or r.superseded:
            continue
        number = r.number(field)
        if number is None and field != "value":
            number = r.number("value")
        if number is not None:
            out.append((r, number))
    return out


def min_change_for(param: TrendParam | None, values: list[float]) -> float:
    if param is not None:
        return param.min_change
    return max(abs(statistics.median(values)) * 0.05, 1e-9)  # no row: 5 % of the median value


def direction_of(change: float, min_change: float) -> Direction:
    if change >= min_change:
        return "up"
    if change <= -min_change:
        return "down"
    return "flat"


def trend(coordinate: str, records: list[CausalRecord], params: CausalParams, names: dict[str, str] | None = None,
          ) -> TrendOut | None:
    """The trend of one coordinate's records (two readings at least), else None."""
    param = params.trend(coordinate)
    points = series(records, param.field if param else "value")
    if len(points) < 2:
        return None
    origin = points[0][0].day
    xy = [(float((r.day - origin).days), v) for r, v in points]
    slope = theil_sen(xy)
    if slope is None:
        return None
    span = xy[-1][0] - xy[0][0]
    change = slope * span
    min_change = min_change_for(param, [v for _, v in points])
    direction = direction_of(change, min_change)
    how = "Theil–Sen change"
    if direction == "flat" and len(points) >= 3:
        # A step (a drop that then holds) is flat to the pairwise median; compare the first and last thirds.
        k = -(-len(points) // 3)
        step = statistics.median(v for _, v in points[-k:]) - statistics.median(v for _, v in points[:k])
        if direction_of(step, min_change) != "flat":
            change, direction, how = step, direction_of(step, min_change), "step between first and last thirds"
    transitions = band_transitions([r for r, _ in points])
    name = (names or {}).get(coordinate, coordinate)
    first, last = points[0], points[-1]
    text = (
        f"{name} {direction}: {_num(first[1])} on {first[0].day} → {_num(last[1])} on {last[0].day} "
        f"({len(points)} readings; {how} {change:+.3g} over {int(span)} days, minimal change "
        f"{_num(min_change)})"
    )
    if transitions:
        text += "; bands " + ", ".join(transitions)
    return TrendOut(
        coordinate=coordinate, direction=direction, method=METHOD, n=len(points), change=round(change, 4),
        slope_per_30d=round(slope * 30, 4), band_transitions=transitions,
        record_ids=[r.record_id for r, _ in points], text=text,
    )


def band_transitions(records: list[CausalRecord]) -> list[str]:
    """'normal → borderline on 2026-03-09' for each change of band along the chain."""
    out: list[str] = []
    previous: str | None = None
    for r in records:
        band = _short_band(r.band)
        if band is None:
            continue
        if previous is not None and band != previous:
            out.append(f"{previous} → {band} on {r.day}")
        previous = band
    return out


def _short_band(band: str | None) -> str | None:
    if not band:
        return None
    return band.split(" (", 1)[0].strip()


def _num(value: float) -> str:
    return f"{value:.4g}"


def trends(records: list[CausalRecord], params: CausalParams, since: dt.date | None = None,
           names: dict[str, str] | None = None) -> dict[str, TrendOut]:
    """Every coordinate's trend over the records on or after `since`."""
    by_coord: dict[str, list[CausalRecord]] = defaultdict(list)
    for r in records:
        if since is None or r.day >= since:
            by_coord[r.coordinate].append(r)
    out: dict[str, TrendOut] = {}
    for coordinate, recs in sorted(by_coord.items()):
        if coordinate.startswith(("drug:", "profile:", "vaccine:", "visit:", "condition:")):
            continue
        found = trend(coordinate, recs, params, names)
        if found is not None:
            out[coordinate] = found
    return out


def adherence(records: list[CausalRecord], today: dt.date) -> list[dict[str, Any]]:
    """Per drug with a regimen: doses missed and taken per week (Monday weeks) since the regimen began."""
    regimens: dict[str, list[CausalRecord]] = defaultdict(list)
    missed: dict[str, list[CausalRecord]] = defaultdict(list)
    for r in records:
        if not r.usable:
            continue
        if r.type == "medication_regimen" and r.status != "stopped":
            regimens[r.coordinate].append(r)
        elif r.type == "medication_intake" and r.status == "missed":
            missed[r.coordinate].append(r)
    out: list[dict[str, Any]] = []
    for coordinate, regs in sorted(regimens.items()):
        start = min(r.start or r.day for r in regs)
        per_day = max((r.number("doses_per_day") or 1.0) for r in regs)
        weeks: dict[dt.date, int] = defaultdict(int)
        for m in missed.get(coordinate, []):
            if m.day >= start:
                weeks[m.day - dt.timedelta(days=m.day.weekday())] += int(m.number("quantity") or 1)
        first_week = start - dt.timedelta(days=start.weekday())
        n_weeks = max(1, (today - first_week).days // 7 + 1)
        expected = per_day * 7
        rows = [
            {"week": str(w), "missed": n, "taken": max(0.0, expected - n)} for w, n in sorted(weeks.items())
        ]
        total_missed = sum(weeks.values())
        out.append({
            "coordinate": coordinate, "since": str(start), "weeks": n_weeks, "weeks_with_missed": len(weeks),
            "missed": total_missed, "adherence": round(1 - total_missed / (expected * n_weeks), 3),
            "by_week": rows,
        })
    return out
