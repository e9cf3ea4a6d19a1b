"""The counters the evaluation tallies are made of (pure): a share of hits, a retain confusion, a mean, and the
nearest-rank percentile that every benchmark reports latencies with.

Each keeps its raw counts (the figures are always computed from them, never averaged twice) and says `None`
where nothing was counted, so that a kind absent from a suite shows as absent, not as 0.
"""

from __future__ import annotations

import math
from dataclasses import dataclass


@dataclass
class Share:
    """Hits out of a total: an accuracy, a recall, a presence rate."""

    hits: int = 0
    total: int = 0

    def add(self, hit: bool) -> None:
        self.hits += hit
        self.total += 1

    def add_counts(self, hits: int, total: int) -> None:
        self.hits += hits
        self.total += total

    def merge(self, other: Share) -> None:
        self.add_counts(other.hits, other.total)

    @property
    def ratio(self) -> float | None:
        return self.hits / self.total if self.total else None


@dataclass
class Confusion:
    """A yes/no decision against the expected one (the retain gate)."""

    tp: int = 0
    fp: int = 0
    fn: int = 0
    tn: int = 0

    def add(self, want: bool, got: bool) -> None:
        self.tp += want and got
        self.fp += got and not want
        self.fn += want and not got
        self.tn += not want and not got

    @property
    def precision(self) -> float | None:
        return self.tp / (self.tp + self.fp) if self.tp + self.fp else None

    @property
    def recall(self) -> float | None:
        return self.tp / (self.tp + self.fn) if self.tp + self.fn else None

    @property
    def accuracy(self) -> float | None:
        total = self.tp + self.fp + self.fn + self.tn
        return (self.tp + self.tn) / total if total else None


@dataclass
class Mean:
    """The mean of per-scenario scores (reciprocal rank, recall@k)."""

    total: float = 0.0
    count: int = 0

    def add(self, value: float) -> None:
        self.total += value
        self.count += 1

    @property
    def value(self) -> float | None:
        return self.total / self.count if self.count else None


def percentile(values: list[float], q: float) -> float:
    """The nearest-rank ``q`` quantile (0 to 1) of ``values``; NaN for no values."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))] if ordered else math.nan
