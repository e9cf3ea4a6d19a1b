"""Rule day_labels: a logged run of readings, each led by its own day label, gives one record per reading
dated by its own label (a weekday: the most recent such day on or before the turn)."""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest

from pia_graph.ingest.extract.day_labels import label_days
from tests.unit.ingest.rule_test_helpers import SAID_KST_PM

# SAID_KST_PM is a Wednesday (2026-03-11) evening in Seoul


def _dated(run: Any, text: str, lang: str) -> list[tuple[str, float, str]]:
    got = run(text, SAID_KST_PM, lang)
    return [(r.coordinate, r.value, r.date.isoformat() if r.date else "") for r in got.records]


@pytest.mark.parametrize(("text", "lang", "want"), [
    ("sugar levels mon 128 tue 119 wed 135", "en", [
        ("test:random_glucose", 128.0, "2026-03-09"), ("test:random_glucose", 119.0, "2026-03-10"),
        ("test:random_glucose", 135.0, "2026-03-11")]),
    ("glucose thurs 142, fri 131", "en", [
        ("test:random_glucose", 142.0, "2026-03-05"), ("test:random_glucose", 131.0, "2026-03-06")]),
    ("아침 공복 월 110 화 104 수 98", "ko", [
        ("test:fasting_glucose", 110.0, "2026-03-09"), ("test:fasting_glucose", 104.0, "2026-03-10"),
        ("test:fasting_glucose", 98.0, "2026-03-11")]),
    ("체중 월요일 71.2 금요일 70.6", "ko", [
        ("body:weight", 71.2, "2026-03-09"), ("body:weight", 70.6, "2026-03-06")]),
])
def test_each_reading_takes_its_own_day_label(run: Any, text: str, lang: str, want: list[Any]) -> None:
    assert _dated(run, text, lang) == want


def test_a_list_head_names_the_measure_and_each_label_dates_its_item(run: Any) -> None:
    got = _dated(run, "fasting this week: mon 5.9, tue 6.1, thu 5.7", "en")
    assert [c for c, _v, _d in got] == ["test:fasting_glucose"] * 3
    assert [d for _c, _v, d in got] == ["2026-03-09", "2026-03-10", "2026-03-05"]


@pytest.mark.parametrize(("text", "lang", "want"), [
    ("bp 12/3 138/88, 12/4 131/84", "en", ["2025-12-03", "2025-12-03", "2025-12-04", "2025-12-04"]),
    ("혈압 어제 135/85 오늘 128/82", "ko", ["2026-03-10", "2026-03-10", "2026-03-11", "2026-03-11"]),
    ("bp mon 134/86, tue 129/83", "en", ["2026-03-09", "2026-03-09", "2026-03-10", "2026-03-10"]),
    # "3/10" alone is also a score out of ten: a day beside a month/day the resolver read as one
    ("sugar 3/9 128, 3/10 119", "en", ["2026-03-09", "2026-03-10"]),
    ("혈당 3/9 128 3/10 119", "ko", ["2026-03-09", "2026-03-10"]),
])
def test_paired_readings_take_their_own_day(run: Any, text: str, lang: str, want: list[str]) -> None:
    assert [d for _c, _v, d in _dated(run, text, lang)] == want


@pytest.mark.parametrize(("text", "lang"), [
    ("mon 5 was a long day", "en"),  # one label alone is no run
    ("o2 sat 97 sun 98", "en"),  # 'sat' and 'sun' alone name other things
    ("월 2회 일 3회", "ko"),  # a count glued to its counter: 'a month', 'a day'
    ("sugar 128 on 3/4", "en"),
    ("pain 3/10 7/10 now", "en"),  # scores out of ten, no month/day read as a date beside them
])
def test_no_day_label_outside_a_run_of_labelled_readings(text: str, lang: str) -> None:
    said = dt.datetime.fromisoformat(SAID_KST_PM)
    assert label_days(text, lang, said, []) == []


def test_a_label_the_resolver_already_read_is_left_to_it() -> None:
    said = dt.datetime.fromisoformat(SAID_KST_PM)
    text = "체중 월요일 71.2 금 70.6"
    got = label_days(text, "ko", said, [(3, 6)])
    assert [(r.expression, r.date) for r in got] == [("금", dt.date(2026, 3, 6))]


@pytest.mark.parametrize("text", [
    "wknd bp: sat 126/81 sun 129/84",  # the weekend named before them on their line (rule words weekend_word)
    "weekend weights sat 81.2 sun 80.9",
    "sat 126/81 sun 129/84",  # opening the line
])
def test_sat_and_sun_are_the_weekend_after_a_weekend_word_or_opening_a_line(text: str) -> None:
    said = dt.datetime.fromisoformat(SAID_KST_PM)  # a Wednesday: the weekend before it
    got = label_days(text, "en", said, [])
    assert [(r.expression, r.date) for r in got] == [("sat", dt.date(2026, 3, 7)), ("sun", dt.date(2026, 3, 8))]


def test_sat_and_sun_in_the_middle_of_a_line_without_the_weekend_stay_other_words() -> None:
    said = dt.datetime.fromisoformat(SAID_KST_PM)
    assert label_days("checked o2 sat 97 sun 98 today", "en", said, []) == []
