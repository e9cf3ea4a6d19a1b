"""Where the line or the sentence of a turn around a position starts and ends (pure).

The rules that read a turn typed one item a line (a list under a heading, a label that opens its line, a run of
labelled lines) walk its lines through these, rather than each through its own ``rfind("\\n")``.
"""

from __future__ import annotations

import re

_LINE = re.compile(r"[^\n]*")
# a decimal point ("6.9 mmol/L") ends no sentence
_SENTENCE_STOP = re.compile(r"[!?\n]|\.(?!\d)")


def line_start(text: str, pos: int) -> int:
    """Where the line holding ``pos`` starts (the position after the newline before it, else 0)."""
    return text.rfind("\n", 0, pos) + 1


def line_end(text: str, pos: int) -> int:
    """Where the line holding ``pos`` ends: its newline, else the end of the text."""
    nl = text.find("\n", pos)
    return len(text) if nl < 0 else nl


def next_line(text: str, pos: int) -> int:
    """Where the line after the one holding ``pos`` starts (-1 at the last line)."""
    nl = text.find("\n", pos)
    return -1 if nl < 0 else nl + 1


def lines(text: str) -> list[tuple[int, int]]:
    """The lines of a text as [start, end) spans, blank ones included (a blank line ends a block)."""
    return [(m.start(), m.end()) for m in _LINE.finditer(text) if m.start() == 0 or text[m.start() - 1] == "\n"]


def sentence_bounds(text: str, start: int, end: int) -> tuple[int, int]:
    """The [start, end) of the sentence holding [start, end): from after the stop before ``start`` to the stop after
    ``end`` (a newline, ``!``, ``?`` or a full stop that is no decimal point), else the ends of the text."""
    a = max([m.start() for m in _SENTENCE_STOP.finditer(text, 0, start)], default=-1) + 1
    stop = _SENTENCE_STOP.search(text, end)
    return a, stop.start() if stop else len(text)


def sentence_around(text: str, start: int, end: int) -> str:
    """The text of the sentence holding [start, end) (:func:`sentence_bounds`)."""
    a, b = sentence_bounds(text, start, end)
    return text[a:b]
