"""Deterministic temporal resolver (English and Korean): expressions to dates, intervals, months,
sleep windows, supplies and durations, each with the id of the rule that resolved it."""

from pia_graph.temporal.find import find
from pia_graph.temporal.resolve import resolve, resolve_in_text
from pia_graph.temporal.types import Resolution, TimeSpan

__all__ = ["Resolution", "TimeSpan", "find", "resolve", "resolve_in_text"]
