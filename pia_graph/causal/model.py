"""Plain values the causal rules work on: records and statements in, candidates and decisions out."""

from __future__ import annotations

import datetime as dt
from collections import Counter
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

_NUMERIC_FIELDS = ("value", "duration_min", "distance_km", "drinks", "steps", "quantity")


class PruneReason(StrEnum):
    """Why a causal candidate is not kept. The order is the order in which the rules are tried."""

    STATIC_ATTRIBUTE = "static_attribute"  # blood type, height, sex: attributes, not changes
    NEGATED_OR_SUPERSEDED = "negated_or_superseded"  # every record of an endpoint is negated or replaced
    NO_MECHANISM = "no_mechanism"  # neither a dictionary mechanism nor the user's own statement
    ONE_OFF_NO_EXPOSURE = "one_off_no_exposure"  # never in the acting state, or one event for a slow mechanism
    CAUSE_AFTER_EFFECT = "cause_after_effect"  # the effect was there before the cause
    LAG_OUTSIDE_WINDOW = "lag_outside_window"  # no effect change within the mechanism's [min_lag, max_lag]
    DIRECTION_CONTRADICTS = "direction_contradicts"  # the effect moved the other way than the mechanism says
    NO_EFFECT_CHANGE = "no_effect_change"  # exposed and unexposed values differ by less than the minimal change
    TRANSITIVELY_REDUNDANT = "transitively_redundant"  # A→C explained by kept A→B and B→C


class Source(StrEnum):
    MECHANISM = "mechanism"
    STATEMENT = "statement"
    CO_OCCURRENCE = "co_occurrence"


@dataclass(frozen=True, slots=True)
class CausalRecord:
    """One stored record, reduced to what the rules read. `day` is the day it is about."""

    record_id: str
    coordinate: str
    type: str
    day: dt.date
    start: dt.date | None = None
    end: dt.date | None = None
    status: str | None = None
    negated: bool = False
    superseded: bool = False
    retracted: bool = False  # taken back as never the user's (ingest/followup_retract.py)
    time_assumed: bool = False
    band: str | None = None
    turn_id: str | None = None
    confidence: float = 0.9
    numbers: tuple[tuple[str, float], ...] = ()
    text: str | None = None  # a string value ('B+', 'regular')
    phrase: str = ""  # the words it came from
    recurring: bool = False  # said to recur ('most nights', '주 4회'), or a habit
    new_episode: bool = False  # a symptom said to come 'again': a new attack

    def number(self, name: str) -> float | None:
        for key, value in self.numbers:
            if key == name:
                return value
        return None

    @property
    def usable(self) -> bool:
        # A newer regimen (a dose change) supersedes the older one, but the older period was still taken; a
        # retracted one (someone else's pill) never was.
        return not self.negated and not self.retracted \
            and (not self.superseded or self.type == "medication_regimen")

    @classmethod
    def from_props(cls, props: dict[str, Any]) -> CausalRecord:
        """From a record's stored properties (neo4j temporal values or ISO strings)."""
        day = _day(props.get("date")) or _day(props.get("start")) or _day(props.get("end"))
        if day is None and props.get("month"):
            y, m = str(props["month"]).split("-")[:2]
            day = dt.date(int(y), int(m), 1)
        day = day or _day(props.get("sort_time")) or _day(props.get("recorded_at")) or dt.date(1970, 1, 1)
        numbers = tuple(
            (name, float(props[name])) for name in _NUMERIC_FIELDS
            if isinstance(props.get(name), int | float) and not isinstance(props.get(name), bool)
        )
        value = props.get("value")
        return cls(
            record_id=str(props["record_id"]), coordinate=str(props["coordinate"]), type=str(props["type"]),
            day=day, start=_day(props.get("start")), end=_day(props.get("end")), status=props.get("status"),
            negated=bool(props.get("negated")), superseded=bool(props.get("superseded_by")),
            retracted=bool(props.get("retracted_by")),
            time_assumed=bool(props.get("time_assumed")), band=props.get("band_flag") or props.get("band"),
            turn_id=props.get("turn_id"), confidence=float(props.get("confidence") or 0.9), numbers=numbers,
            text=value if isinstance(value, str) else None, phrase=str(props.get("span") or ""),
        )


def _day(value: Any) -> dt.date | None:
    if value is None:
        return None
    if hasattr(value, "to_native"):
        value = value.to_native()
    if isinstance(value, dt.datetime):
        return value.date()
    if isinstance(value, dt.date):
        return value
    text = str(value)
    try:
        return dt.date.fromisoformat(text[:10])
    except ValueError:
        return None


@dataclass(frozen=True, slots=True)
class Statement:
    """A user's (or their doctor's, as they report it) causal statement: a fact with a cue and its terms."""

    fact_id: str
    turn_id: str
    day: dt.date
    text: str
    cue: str
    terms: tuple[str, ...]


@dataclass(slots=True)
class Candidate:
    """A proposed cause → effect link between two coordinates of one user, with where it came from."""

    cause: str
    effect: str
    sources: set[Source] = field(default_factory=set)
    cause_records: list[CausalRecord] = field(default_factory=list)
    effect_records: list[CausalRecord] = field(default_factory=list)
    statements: list[Statement] = field(default_factory=list)
    co_occurrences: int = 0

    @property
    def key(self) -> tuple[str, str]:
        return (self.cause, self.effect)


@dataclass(frozen=True, slots=True)
class Decision:
    """What the rules decided about one candidate, and why."""

    cause: str
    effect: str
    kept: bool
    rule: str  # which rule kept it ('mechanism', 'mechanism+statement', ...) or the first that pruned it
    reason: PruneReason | None = None
    reasons: tuple[PruneReason, ...] = ()  # every rule that failed, first one first
    sources: tuple[str, ...] = ()
    mechanism: str | None = None  # 'cause_state→direction [min_lag, max_lag] (source)'
    direction: str | None = None
    lag_days: float | None = None
    confidence: float = 0.0
    evidence: tuple[str, ...] = ()  # record and fact ids
    detail: str = ""
    cause_record: str | None = None  # the record the CAUSES edge leaves from
    effect_record: str | None = None  # the record (or fact) it points to


@dataclass
class PruneStats:
    """Counts of one run: candidates, kept, pruned by reason, and by source."""

    candidates: int = 0
    kept: int = 0
    pruned: Counter[str] = field(default_factory=Counter)
    by_source: Counter[str] = field(default_factory=Counter)

    @classmethod
    def of(cls, decisions: list[Decision]) -> PruneStats:
        stats = cls(candidates=len(decisions))
        for d in decisions:
            if d.kept:
                stats.kept += 1
            elif d.reason is not None:
                stats.pruned[d.reason.value] += 1
            for source in d.sources:
                stats.by_source[source] += 1
        return stats

    @property
    def pruned_total(self) -> int:
        return sum(self.pruned.values())

    def share_pruned(self) -> dict[str, float]:
        """Each reason's share of all candidates (0..1)."""
        if not self.candidates:
            return {}
        return {reason: n / self.candidates for reason, n in sorted(self.pruned.items())}

    def as_dict(self) -> dict[str, Any]:
        return {
            "candidates": self.candidates, "kept": self.kept, "pruned": self.pruned_total,
            "pruned_by_reason": dict(sorted(self.pruned.items())), "by_source": dict(sorted(self.by_source.items())),
        }
