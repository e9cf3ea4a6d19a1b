"""Rules en.sleep_night_range / ko.sleep_night_range: a clock range said of a named night, with no sleep word, is
a sleep window when it looks like a night's sleep; "sleep was 1am-6am" reads the noun with its verb;
en.sleep_said_range: a range a few words after a sleep word ("slept great tho, 10:30 to 6:30"), or after the hours
slept ("got 4 hrs, 1 to 5 am"), under the same test."""

from __future__ import annotations

import datetime as dt
import re

import pytest

from pia_graph.temporal.resolve import resolve_in_text
from pia_graph.temporal.sleep import ko_time_of_day, ko_time_pattern

SAID = dt.datetime(2026, 5, 20, 9, 0, tzinfo=dt.timezone(dt.timedelta(hours=9)))


def _windows(text: str, lang: str) -> list[tuple[str, str, str, int | float | None]]:
    return [(r.rule_id, r.start.isoformat()[11:16], r.end.isoformat()[11:16], r.duration_min)  # type: ignore[union-attr]
            for r in resolve_in_text(text, SAID, lang) if r.kind == "sleep_window"]


# (rule_id, lang, text, (start, end, minutes)); the rule registry's coverage test reads the rule ids
NIGHT_RANGE_CASES: list[tuple[str, str, str, tuple[str, str, int]]] = [
    ("en.sleep_night_range", "en", "barely 11:40pm - 5:10am last night, ugh", ("23:40", "05:10", 330)),
    ("en.sleep_night_range", "en", "last night: from 12:15 to 7", ("00:15", "07:00", 405)),
    ("en.sleep_range", "en", "sleep was 2am-7am again", ("02:00", "07:00", 300)),
    ("ko.sleep_night_range", "ko", "어젯밤엔 그래도 1시반부터 7시까지", ("01:30", "07:00", 330)),
    ("ko.sleep_night_range", "ko", "간밤에 11시~6시", ("23:00", "06:00", 420)),
    # a few words after a sleep word, or after the hours slept (round 21)
    ("en.sleep_said_range", "en", "slept badly tho, 11:30 to 5:45", ("23:30", "05:45", 375)),
    ("en.sleep_said_range", "en", "got 6 hrs, 12 to 6 am", ("00:00", "06:00", 360)),
    ("en.sleep_said_range", "en", "zzz 1-8:30 lol", ("01:00", "08:30", 450)),
    ("en.sleep_bed_wake", "en", "bed 11pm up 6:30", ("23:00", "06:30", 450)),
    # the wake time told first (session 46)
    ("en.sleep_wake_bed", "en", "woke at 4:30 after going to bed at 11", ("23:00", "04:30", 330)),
    ("en.sleep_wake_bed", "en", "up at 5 after getting to sleep around 11:30", ("23:30", "05:00", 330)),
    # Korean: a range a few words after a sleep word, no night named (session 48)
    ("ko.sleep_said_range", "ko", "연휴라 푹 잤어요 12시부터 9시까지", ("00:00", "09:00", 540)),
    ("ko.sleep_said_range", "ko", "어제 잔거 11시부터 5시 반", ("23:00", "05:30", 390)),
    ("ko.sleep_said_range", "ko", "어제 잔 거 열두시 반부터 일곱시", ("00:30", "07:00", 390)),
]


@pytest.mark.parametrize(("rule_id", "lang", "text", "window"), NIGHT_RANGE_CASES)
def test_a_named_night_with_a_clock_range_is_a_sleep_window(rule_id: str, lang: str, text: str,
                                                              window: tuple[str, str, int]) -> None:
    assert _windows(text, lang) == [(rule_id, *window)]


@pytest.mark.parametrize(("text", "lang"), [
    ("last night 8 to 10 at the pub", "en"),  # 20:00 to 10:00 is no night's sleep
    ("had 2 to 3 beers last night", "en"),
    ("bp 120/80 at 9:30 - 10:30 last night", "en"),
    ("어젯밤 7시부터 9시까지 회식", "ko"),
    ("meeting 11:30 to 6 today", "en"),  # no night named
    ("slept fine, then meetings 2 to 4", "en"),  # 14:00 to 16:00 after a sleep word is no night's sleep
    ("잠 못잤어 회의 2시부터 4시까지", "ko"),  # the same in Korean
    ("잠깐 3시부터 5시까지 외출", "ko"),  # 잠깐 is no sleep word
])
def test_a_range_that_is_no_night_of_sleep_stays_out(text: str, lang: str) -> None:
    assert _windows(text, lang) == []


# the one Korean clock of the sleep rules, also read by the ingest rule sleep.onset_wake (ko_bed_and_wake)
@pytest.mark.parametrize(("said", "role", "time"), [
    ("밤 2시", "start", dt.time(2, 0)),  # the small hours of the night, not 14:00
    ("새벽 2시", "start", dt.time(2, 0)),
    ("밤 11시", "start", dt.time(23, 0)),
    ("밤 12시", "start", dt.time(0, 0)),
    ("밤 2시", "end", dt.time(2, 0)),
    ("새벽 2시 반", "end", dt.time(2, 30)),
    ("밤 11시 20분", "end", dt.time(23, 20)),
    ("10시", "start", dt.time(22, 0)),  # a bare bedtime is at night
    ("12시", "start", dt.time(0, 0)),
    ("7시", "end", dt.time(7, 0)),  # a bare waking is in the morning
    ("오후 3시", "end", dt.time(15, 0)),
    ("23:40", "start", dt.time(23, 40)),
    ("자정", "start", dt.time(0, 0)),
])
def test_a_korean_time_of_day_reads_one_way_for_every_sleep_rule(said: str, role: str, time: dt.time) -> None:
    m = re.fullmatch(ko_time_pattern("t"), said)
    assert m is not None
    assert ko_time_of_day(m, "t", role) == time


def test_a_korean_hour_past_the_clock_is_no_time() -> None:
    m = re.fullmatch(ko_time_pattern("t"), "27시")
    assert m is not None
    assert ko_time_of_day(m, "t", "start") is None
