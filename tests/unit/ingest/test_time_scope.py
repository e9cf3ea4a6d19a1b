"""Issue 12: the time scope of a line in a turn typed one item a line (``extract/time_scope.py``,
``extract/day_labels.py``): a record its own sentence leaves undated takes the weekday label that opens its line, else
the heading of its block, else a closing line that points back to the block, else the day it is said."""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest

from pia_graph.ingest.extract.time_scope import lines
from pia_graph.temporal import resolve_in_text

SAID = "2026-05-10T09:00:00+09:00"  # a Sunday: this week runs from Monday 4 May
TODAY = dt.date(2026, 5, 10)


def _times(run: Any, text: str, lang: str) -> list[tuple[str, float | None, Any]]:
    return [(r.coordinate, r.value, r.date or r.month or r.start) for r in run(text, SAID, lang).records
            if r.type in ("lab_result", "vital_sign", "body_measurement", "exercise")]


def test_lines_keep_blank_lines_as_block_ends() -> None:
    assert lines("a\n\nbc\n") == [(0, 1), (2, 2), (3, 5), (6, 6)]


@pytest.mark.parametrize(("text", "lang", "day"), [
    ("Bloods from Tuesday:\nCreatinine 1.1 mg/dL\nALT 32", "en", dt.date(2026, 5, 5)),
    ("bloods yesterday\nALT 32\ncreatinine 1.1", "en", dt.date(2026, 5, 9)),
    ("그저께 피검사 결과\nALT 32\n크레아티닌 1.1", "ko", dt.date(2026, 5, 8)),
])
def test_a_heading_line_dates_the_lines_of_its_block(run: Any, text: str, lang: str, day: dt.date) -> None:
    found = _times(run, text, lang)
    assert len(found) == 2 and all(d == day for _c, _v, d in found), found


def test_a_blank_line_ends_the_heading_s_block(run: Any) -> None:
    found = dict((c, d) for c, _v, d in _times(run, "my numbers from Tuesday:\nALT 32\n\nweight 81.2 kg", "en"))
    assert found == {"test:alt": dt.date(2026, 5, 5), "body:weight": TODAY}


def test_an_item_line_with_its_own_time_ends_the_walk_up(run: Any) -> None:
    found = dict((c, d) for c, _v, d in _times(run, "Bloods from Tuesday:\nweight 81.2 kg this morning\nALT 32", "en"))
    assert found["body:weight"] == TODAY and found["test:alt"] == TODAY


@pytest.mark.parametrize(("text", "lang"), [
    ("Resting HR 61\nSteps 9,800\nthat was yesterday from my watch", "en"),
    ("안정시 심박 61, 걸음 9,800\n어제꺼임", "ko"),
])
def test_a_closing_line_that_points_back_dates_the_block(run: Any, text: str, lang: str) -> None:
    found = _times(run, text, lang)
    assert found and all(d == dt.date(2026, 5, 9) for _c, _v, d in found), found


def test_a_closing_time_that_points_back_at_nothing_dates_nothing(run: Any) -> None:
    found = _times(run, "Resting HR 61\nSteps 9,800\nbusy day at work yesterday", "en")
    assert found and all(d == TODAY for _c, _v, d in found), found


@pytest.mark.parametrize(("text", "lang", "days"), [
    # a weekday label opening each line of a round-up
    ("공복혈당 기록\n월 공복 110\n화 공복 104", "ko", [dt.date(2026, 5, 4), dt.date(2026, 5, 5)]),
    ("my week\nWed: weight 81.2 kg\nThu - weight 80.9 kg", "en", [dt.date(2026, 5, 6), dt.date(2026, 5, 7)]),
    # ... under a week said above them: that week's days
    ("지난주 혈당 기록\n월 공복 110\n화 공복 104", "ko", [dt.date(2026, 4, 27), dt.date(2026, 4, 28)]),
    ("last week:\nwed weight 81.2 kg\nthu weight 80.9 kg", "en", [dt.date(2026, 4, 29), dt.date(2026, 4, 30)]),
    # a run of labels on one line under a week said before it
    ("지난주 아침 혈당 월 132 화 127", "ko", [dt.date(2026, 4, 27), dt.date(2026, 4, 28)]),
])
def test_weekday_labels_take_the_week_said_above(run: Any, text: str, lang: str, days: list[dt.date]) -> None:
    assert [d for _c, _v, d in _times(run, text, lang)] == days


def test_a_guess_said_in_the_turn_is_no_arrangement_ahead() -> None:
    said = dt.datetime(2026, 8, 31, 9, 0, tzinfo=dt.timezone(dt.timedelta(hours=10)))  # a Monday
    found = resolve_in_text("Labs from Friday:\nUrate 0.48\nI'm guessing that's why my toe hurts", said, "en")
    assert [r.date for r in found if r.kind == "date"] == [dt.date(2026, 8, 28)]


def test_a_span_above_dates_no_reading_of_the_block(run: Any) -> None:
    found = _times(run, "the past weekend was rough\nbp 150/95", "en")
    assert found and all(d == TODAY for _c, _v, d in found), found
