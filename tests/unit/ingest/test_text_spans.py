"""The shared line and sentence spans the line-walking rules read (pia_graph/ingest/text_spans.py)."""

from __future__ import annotations

import pytest

from pia_graph.ingest.text_spans import line_end, line_start, lines, next_line, sentence_around, sentence_bounds

TEXT = "meds:\nmetformin 500\n\nlisinopril 10"


@pytest.mark.parametrize(("pos", "start", "end", "after"), [
    (0, 0, 5, 6),  # the first line
    (3, 0, 5, 6),
    (5, 0, 5, 6),  # on its newline: still the first line
    (6, 6, 19, 20),
    (19, 6, 19, 20),
    (20, 20, 20, 21),  # the blank line
    (25, 21, len(TEXT), -1),  # the last line: no line after it
])
def test_the_line_around_a_position(pos: int, start: int, end: int, after: int) -> None:
    assert (line_start(TEXT, pos), line_end(TEXT, pos), next_line(TEXT, pos)) == (start, end, after)


def test_lines_keep_the_blank_one_that_ends_a_block() -> None:
    assert [TEXT[s:e] for s, e in lines(TEXT)] == ["meds:", "metformin 500", "", "lisinopril 10"]
    assert lines("") == [(0, 0)]


def test_a_decimal_point_ends_no_sentence() -> None:
    text = "bp fine. sugar 6.9 mmol/L today! then 7.1"
    at = text.index("6.9")
    assert sentence_around(text, at, at + 3) == " sugar 6.9 mmol/L today"
    assert sentence_bounds(text, at, at + 3) == (8, text.index("!"))
    assert sentence_around(text, text.index("7.1"), len(text)) == " then 7.1"
