"""Fifth round: what says a year-less date lies ahead (a plan, the speaker's own future), "this month" up to
the date, dotted dates written year first, clock times in Korean sleep logs, and words that only look like a
weekday or minutes. Expectations are written from FORMAT.md's time conventions, in English and Korean."""

from __future__ import annotations

import calendar
import datetime as dt
from typing import Any

import pytest
from hypothesis import assume, example, given, settings
from hypothesis import strategies as st

from pia_graph.temporal.base import Ctx
from pia_graph.temporal.resolve import primary, resolve_in_text
from pia_graph.temporal.scenario import matches, predict

SAID_EN = "2026-05-13T10:00:00-04:00"  # a Wednesday
SAID_KO = "2026-05-13T10:00:00+09:00"
MAY_TO_DATE = {"start": "2026-05-01", "end": "2026-05-13"}
LAST_WEEK_MON_FRI = {"start": "2026-05-04", "end": "2026-05-08"}


def _sleep(start: str, end: str, minutes: int, off: str) -> dict[str, Any]:
    return {"start": f"{start}:00{off}", "end": f"{end}:00{off}", "duration_min": minutes}


#: (rule id prefix, lang, text, the expression named, expected resolution); said on Wednesday 2026-05-13
CASES5: list[tuple[str, str, str, str, dict[str, Any]]] = [
    # the speaker's own future: a year-less date ahead (no past word in the sentence)
    ("en.range/", "en", "traveling 6/10-6/17 so I'll need my refill early", "6/10-6/17",
     {"start": "2026-06-10", "end": "2026-06-17"}),
    ("date.md", "en", "I'm going to see the cardiologist on 6/2", "6/2", {"date": "2026-06-02"}),
    ("date.md", "en", "gonna get my labs redone 5/20", "5/20", {"date": "2026-05-20"}),
    ("date.md", "en", "need to refill before 5/30", "5/30", {"date": "2026-05-30"}),
    ("en.month_day", "en", "planning to stop the statin on June 3", "June 3", {"date": "2026-06-03"}),
    ("ko.month_day", "ko", "6월 2일에 위내시경 받을 거예요", "6월 2일", {"date": "2026-06-02"}),
    ("date.md", "ko", "5/20에 피검사 다시 하려고", "5/20", {"date": "2026-05-20"}),
    ("date.md", "ko", "5/25까지 약 먹어야 해", "5/25", {"date": "2026-05-25"}),
    ("en.range/", "ko", "12/20~1/5 동안 해외여행이라 약 넉넉히 받아야 해", "12/20~1/5",
     {"start": "2026-12-20", "end": "2027-01-05"}),
    ("ko.month_day", "ko", "6월 3일에 갈게요", "6월 3일", {"date": "2026-06-03"}),
    # an end still ahead, when it closes no range
    ("date.md", "en", "off work until 5/20", "5/20", {"date": "2026-05-20"}),
    ("en.month_day", "en", "on antibiotics till May 20", "May 20", {"date": "2026-05-20"}),
    ("ko.month_day", "ko", "5월 20일까지 항생제 복용", "5월 20일", {"date": "2026-05-20"}),
    ("date.md", "en", "was in the er until 5/3", "5/3", {"date": "2026-05-03"}),
    ("ko.month_day", "ko", "5월 3일까지 입원했었어", "5월 3일", {"date": "2026-05-03"}),
    ("ko.range/", "ko", "3월 2일부터 3월 8일까지 독감으로 입원", "3월 2일부터 3월 8일까지",
     {"start": "2026-03-02", "end": "2026-03-08"}),
    # expected, a range under way is this one, not next year's
    ("en.range/", "en", "I'll be on antibiotics from 5/1 to 5/20", "from 5/1 to 5/20",
     {"start": "2026-05-01", "end": "2026-05-20"}),
    ("en.range/", "en", "I'll be away 6/10-6/17", "6/10-6/17", {"start": "2026-06-10", "end": "2026-06-17"}),
    ("en.range/", "en", "I'll be off the pill from 4/1 to 4/20", "from 4/1 to 4/20",
     {"start": "2027-04-01", "end": "2027-04-20"}),
    # an arrangement in the present progressive
    ("date.md", "en", "I'm seeing the neurologist 6/4", "6/4", {"date": "2026-06-04"}),
    ("date.md", "en", "we're flying out 6/10, need my refill", "6/10", {"date": "2026-06-10"}),
    ("en.since/", "en", "I'm having headaches since 5/2", "since 5/2", {"start": "2026-05-02"}),
    # the week that holds a day; weekends counted back
    ("en.week_holding/", "en", "the week of the 4th I was in hospital", "the week of the 4th",
     {"start": "2026-05-04", "end": "2026-05-10"}),
    ("en.week_holding/", "en", "I was off the week of April 15", "the week of April 15",
     {"start": "2026-04-13", "end": "2026-04-19"}),
    ("en.weekends_ago", "en", "two weekends ago I sprained my ankle", "two weekends ago",
     {"start": "2026-05-02", "end": "2026-05-03"}),
    ("en.weekends_ago", "en", "a weekend ago", "a weekend ago", {"start": "2026-05-09", "end": "2026-05-10"}),
    ("en.month_rel", "en", "month to date I've missed 1 dose", "month to date", MAY_TO_DATE),
    # a planned event: ahead even when said in the past tense
    ("ko.month_day", "ko", "11월 20일에 수술 날짜 잡음", "11월 20일", {"date": "2026-11-20"}),
    ("ko.month_day", "ko", "수술 날짜를 6월 10일로 잡았음", "6월 10일", {"date": "2026-06-10"}),
    ("ko.month_day", "ko", "6월 10일에 수술 날짜 잡혔어요", "6월 10일", {"date": "2026-06-10"}),
    ("ko.month_day", "ko", "6월 5일에 내시경 하기로 했어", "6월 5일", {"date": "2026-06-05"}),
    ("ko.month_day", "ko", "6월 5일로 예약 잡아놨어", "6월 5일", {"date": "2026-06-05"}),
    # a past word keeps the date back
    ("date.md", "en", "I was sick on 5/2", "5/2", {"date": "2026-05-02"}),
    ("ko.month_day", "ko", "5월 2일에 열이 났어요", "5월 2일", {"date": "2026-05-02"}),
    ("date.md", "ko", "5/2 별거 아님", "5/2", {"date": "2026-05-02"}),
    # "this month": the first of the month to the date, as "this week" and "this year"; a part of it is the month
    ("en.month_rel", "en", "this month I've only missed 2 doses", "this month", MAY_TO_DATE),
    ("en.month_rel", "en", "so far this month 3 migraines", "this month", MAY_TO_DATE),
    ("ko.month_rel", "ko", "이번 달에 벌써 편두통 4번", "이번 달", MAY_TO_DATE),
    ("ko.month_rel", "ko", "이달에 체중 2kg 빠짐", "이달", MAY_TO_DATE),
    ("en.part/", "en", "early this month I started metformin", "early this month", {"month": "2026-05"}),
    ("ko.part/", "ko", "이번 달 말에 검진", "이번 달 말", {"month": "2026-05"}),
    ("ko.last_day/", "ko", "이달 말일에 예약", "이달 말일", {"date": "2026-05-31"}),
    ("ko.buteo/", "ko", "이번 달부터 운동 시작", "이번 달부터", {"start": "2026-05-01"}),
    ("en.month_rel", "en", "last month I had the flu", "last month", {"month": "2026-04"}),
    # dotted dates with a two-digit year first (Korean order)
    ("date.ymd_short", "ko", "25.3.7 건강검진 공복혈당 118", "25.3.7", {"date": "2025-03-07"}),
    ("date.ymd_short", "ko", "25.03.07 건강검진", "25.03.07", {"date": "2025-03-07"}),
    ("date.ymd_short", "ko", "26. 4. 2. 혈압 135/85", "26. 4. 2.", {"date": "2026-04-02"}),
    ("date.ymd_short", "en", "checkup on 25.3.7, all fine", "25.3.7", {"date": "2025-03-07"}),
    ("date.mdy", "en", "seen on 3.7.25", "3.7.25", {"date": "2025-03-07"}),
    # clock times in Korean sleep logs, the time before the word
    ("ko.sleep_bed_wake", "ko", "23:10 취침 06:20 기상", "23:10 취침 06:20 기상",
     _sleep("2026-05-12T23:10", "2026-05-13T06:20", 430, "+09:00")),
    ("ko.sleep_bed_wake", "ko", "23:30 잠 06:45 기상", "23:30 잠 06:45 기상",
     _sleep("2026-05-12T23:30", "2026-05-13T06:45", 435, "+09:00")),
    ("ko.sleep_bed_wake", "ko", "새벽 1:30에 잠들고 7:00 기상", "새벽 1:30에 잠들고 7:00 기상",
     _sleep("2026-05-13T01:30", "2026-05-13T07:00", 330, "+09:00")),
    ("ko.sleep_range", "ko", "00:20부터 07:00까지 잤음", "00:20부터 07:00까지 잤음",
     _sleep("2026-05-13T00:20", "2026-05-13T07:00", 400, "+09:00")),
    # hours beside a decimal distance: the number after the comma is no minutes
    ("en.duration", "en", "hiked 2h, 8.5 km, 600m of climbing", "2h", {"duration_min": 120}),
    ("en.duration", "en", "biked 2 hrs, 30.5 miles", "2 hrs", {"duration_min": 120}),
    ("en.duration_hours_minutes", "en", "walked 1 hour 20", "1 hour 20", {"duration_min": 80}),
    # a weekday syllable inside a word is no weekday (금연, 수영, 목, 일)
    ("ko.buteo/", "ko", "월요일부터 금연 시작함!!", "월요일부터", {"start": "2026-05-11"}),
    ("ko.buteo/", "ko", "월요일부터 수영 다니기 시작", "월요일부터", {"start": "2026-05-11"}),
    ("ko.buteo/", "ko", "화요일부터 목이 아파요", "화요일부터", {"start": "2026-05-12"}),
    ("ko.buteo/", "ko", "월요일부터 일 다시 시작", "월요일부터", {"start": "2026-05-11"}),
    ("ko.", "ko", "월요일부터 금요일까지 야근", "월요일부터 금요일까지", LAST_WEEK_MON_FRI),
    ("ko.weekday_run", "ko", "월요일부터 금까지 금식", "월요일부터 금까지", LAST_WEEK_MON_FRI),
    ("ko.weekday_run", "ko", "월~금 출근", "월~금", LAST_WEEK_MON_FRI),
]


@pytest.mark.parametrize(("rule", "lang", "text", "expression", "expected"), CASES5,
                         ids=[c[2] for c in CASES5])
def test_case(rule: str, lang: str, text: str, expression: str, expected: dict[str, Any]) -> None:
    said = SAID_KO if lang == "ko" else SAID_EN
    got = predict({"said_at": said, "text": text, "lang": lang, "expect": {"expression": expression}})
    assert matches(expected, got["resolution"]), (text, got)
    assert got["rule_id"].startswith(rule), got["rule_id"]


@pytest.mark.parametrize("text", [
    "I'll need my refill", "we will be away", "I'm going to call", "need to fast", "갈 거야", "나갈게요",
    "받아야 해", "하려고 해", "수술 날짜 잡았어", "예약했어요", "병원 가기로 했어", "off work until Friday",
    "surgery is set for June 2", "mammogram coming up", "remind me to take it", "5/20까지 금주",
])
def test_a_plan_or_the_speakers_future_is_expected(text: str) -> None:
    assert Ctx(dt.datetime(2026, 5, 13, tzinfo=dt.UTC), text).expected


@pytest.mark.parametrize("text", [
    "I was sick", "I had a will", "별거 아님", "할게없어", "밥 먹었어야 했는데", "went to bed", "하루 종일 잠",
    "stayed home until the 3rd", "from 5/1 until 5/20", "5/1부터 5/20까지", "I'll call, it started 2 days ago",
    "어제 갈 거라고 했는데",
])
def test_a_past_or_plain_sentence_is_not_expected(text: str) -> None:
    assert not Ctx(dt.datetime(2026, 5, 13, tzinfo=dt.UTC), text).expected


@settings(max_examples=60, deadline=None)
@given(said=st.dates(dt.date(1990, 1, 1), dt.date(2090, 12, 31)))
def test_this_month_runs_from_the_first_to_the_date(said: dt.date) -> None:
    said_at = dt.datetime.combine(said, dt.time(12), tzinfo=dt.UTC)
    for text, lang in (("this month", "en"), ("이번 달", "ko"), ("이달", "ko")):
        res = primary(resolve_in_text(text, said_at, lang))
        assert res is not None
        assert res.to_expect() == {"start": said.replace(day=1).isoformat(), "end": said.isoformat()}, text


@settings(max_examples=60, deadline=None)
@given(y=st.integers(0, 99), m=st.integers(1, 12), day=st.integers(1, 28))
def test_a_korean_dotted_date_reads_year_first(y: int, m: int, day: int) -> None:
    said_at = dt.datetime(2026, 5, 13, 12, tzinfo=dt.UTC)
    text = f"{y:02d}.{m}.{day} 검진"
    res = primary(resolve_in_text(text, said_at, "ko"))
    assert res is not None and res.date is not None, text
    assert (res.date.year % 100, res.date.month, res.date.day) == (y, m, day), text


@settings(max_examples=80, deadline=None)
@given(said=st.dates(dt.date(1990, 1, 1), dt.date(2090, 12, 31)), a=st.integers(-40, 40), n=st.integers(1, 60))
@example(said=dt.date(2000, 4, 1), a=-32, n=1)  # "2/29-3/1" after that day: the next leap year's (found by CI)
def test_an_expected_range_ends_on_or_after_the_date_and_starts_within_a_year(said: dt.date, a: int, n: int) -> None:
    """Expected ("I'll be away A-B"): the first such range not over yet, so its end is not before the date and
    its start less than a year after it; a range under way (A before the date, B after) is this one."""
    start = said + dt.timedelta(days=a)
    end = start + dt.timedelta(days=n)
    said_at = dt.datetime.combine(said, dt.time(12), tzinfo=dt.UTC)
    assume(end.day not in (5, 10))  # "1/10-2/10" reads as two scores out of ten, never a range
    text = f"I'll be away {start.month}/{start.day}-{end.month}/{end.day}"
    res = primary(resolve_in_text(text, said_at, "en"))
    assert res is not None and res.kind == "interval", text
    assert isinstance(res.start, dt.date) and isinstance(res.end, dt.date)
    assert res.end >= said and res.start <= res.end, (text, said, res)
    if (start.month, start.day) == (2, 29) and not start <= said <= end:
        # a range from Feb 29 recurs only in a leap year: the first one not over yet is the next leap year's
        assert (res.start.month, res.start.day) == (2, 29) and (res.start - said).days < 4 * 366, (text, said, res)
        assert not any(calendar.isleap(y) and said <= dt.date(y, 2, 29)
                       for y in range(said.year, res.start.year)), (text, said, res)
    else:
        assert (res.start - said).days < 366, (text, said, res)
    if start <= said <= end and (end - start).days < 300:
        assert (res.start, res.end) == (start, end), (text, said, res)


@settings(max_examples=60, deadline=None)
@given(said=st.dates(dt.date(1990, 1, 1), dt.date(2090, 12, 31)), n=st.integers(1, 30))
def test_n_weekends_ago_is_last_weekend_n_minus_one_weeks_back(said: dt.date, n: int) -> None:
    said_at = dt.datetime.combine(said, dt.time(12), tzinfo=dt.UTC)
    last = primary(resolve_in_text("last weekend", said_at, "en"))
    back = primary(resolve_in_text(f"{n} weekends ago", said_at, "en"))
    assert last is not None and back is not None
    assert isinstance(last.start, dt.date) and isinstance(back.start, dt.date)
    assert back.start == last.start - dt.timedelta(days=7 * (n - 1)), (said, n)
