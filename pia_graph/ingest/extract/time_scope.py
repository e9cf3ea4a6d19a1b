"""Which time governs a record that its own sentence leaves undated: the time scope of its line's block (pure).

A turn typed one item a line gives each line the time that governs it: its own (``timing.governing``), else a
label that opens its line (``day_labels``: "월 공복 108"), else the heading of its block, else a line that closes the
block by pointing back to it, else said_at.

- A **heading**: the nearest line above the record's line in its block (lines up to a blank one) that holds no
  record of its own and one day or month, not after the day said ("Labs from Friday:\\nUrate 0.48 mmol/L\\neGFR 71",
  "지난주 혈당 기록\\n…"). A line above that holds a record and a time of its own ends the walk: its time is its own.
- A **closing line**: a later line, holding no record, that points back to what was listed (cue list
  ``block_back``: "that's yesterday from my garmin", "어제꺼임") with one time not after the day said; the records of
  the lines before it in its block take that time.
"""

from __future__ import annotations

import datetime as dt

from pia_graph.ingest.cue_words import cue_pattern
from pia_graph.ingest.extract.context import Ctx
from pia_graph.ingest.extract.timing import after_said_at, earlier_value_time
from pia_graph.ingest.text_spans import lines
from pia_graph.temporal import Resolution


def block_time(ctx: Ctx, start: int, anchors: list[tuple[int, int]]) -> Resolution | None:
    """The heading's time, else the closing line's, for a record at ``start`` in a text of several lines; in a text
    of one line, the closing sentence's ("Sleep 11:48 PM - 6:00 AM, Steps 8,402, Resting HR 61. that was for
    yesterday": a device's readings typed on one line, then what day they were)."""
    if "\n" not in ctx.text.strip():
        sentences = [(s.start, s.end) for s, _parts in ctx.sentences]
        at = next((i for i, (s, e) in enumerate(sentences) if s <= start < e), None)
        return None if at is None else closing_time(ctx, sentences, at, anchors)
    spans = lines(ctx.text)
    at = next((i for i, (s, e) in enumerate(spans) if s <= start <= e), None)
    if at is None:
        return None
    return heading_time(ctx, spans, at, anchors) or closing_time(ctx, spans, at, anchors)


def heading_time(ctx: Ctx, spans: list[tuple[int, int]], at: int,
                 anchors: list[tuple[int, int]]) -> Resolution | None:
    for s, e in reversed(spans[:at]):
        if not ctx.text[s:e].strip():
            return None  # a blank line: the block starts below it
        times = _times(ctx, s, e)
        if any(s <= a < e for a, _b in anchors):
            if times:
                return None  # an item line with a time of its own: its time is its own
            continue
        if times:
            return times[0] if len(_distinct(times)) == 1 else None
    return None


def closing_time(ctx: Ctx, spans: list[tuple[int, int]], at: int,
                 anchors: list[tuple[int, int]]) -> Resolution | None:
    back = cue_pattern(ctx.dictionary, "block_back", ctx.lang)
    for s, e in spans[at + 1:]:
        if not ctx.text[s:e].strip():
            return None
        if any(s <= a < e for a, _b in anchors):
            continue
        times = _times(ctx, s, e)
        if times and len(_distinct(times)) == 1 and back.search(ctx.text, s, e):
            return times[0]
    return None


# a block's time is a day or a month: a span ("had a rough weekend\nbp 150/95") dates no reading of its lines
_BLOCK_KINDS = frozenset({"date", "month"})


def _times(ctx: Ctx, start: int, end: int) -> list[Resolution]:
    return [r for r in ctx.resolutions if r.kind in _BLOCK_KINDS and r.span is not None
            and start <= r.span.start < end and not after_said_at(r, ctx.said_at) and not earlier_value_time(ctx, r)]


def _distinct(times: list[Resolution]) -> set[tuple[str, dt.date | None, str | None, int | None, object, object]]:
    return {(r.kind, r.date, r.month, r.year, r.start, r.end) for r in times}
