"""Property tests: arithmetic conventions hold for every anchor, and no text makes the resolver raise."""

from __future__ import annotations

import datetime as dt
import itertools

from dateutil.relativedelta import relativedelta
from hypothesis import given, settings
from hypothesis import strategies as st

from pia_graph.temporal import find, resolve, resolve_in_text
from pia_graph.temporal.resolve import resolve_within
from pia_graph.temporal.scenario import matches, predict

offsets = st.integers(min_value=-12 * 60, max_value=14 * 60).map(lambda m: dt.timezone(dt.timedelta(minutes=m)))
said_ats = st.builds(
    lambda d, h, mi, tz: dt.datetime(d.year, d.month, d.day, h, mi, tzinfo=tz),
    st.dates(min_value=dt.date(1900, 1, 1), max_value=dt.date(2200, 12, 31)),
    st.integers(0, 23),
    st.integers(0, 59),
    offsets,
)
EN_WORDS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 10: "ten", 12: "twelve", 20: "twenty"}
KO_WORDS = {1: "하루", 2: "이틀", 3: "사흘", 4: "나흘", 10: "열흘", 15: "보름"}


@settings(deadline=None)
@given(said_ats, st.integers(min_value=1, max_value=400))
def test_n_days_ago_is_date_minus_n(said_at: dt.datetime, n: int) -> None:
    expected = said_at.date() - dt.timedelta(days=n)
    for text in (f"{n} days ago", f"{n}일 전"):
        res = resolve(text, said_at)
        assert res.kind == "date"
        assert res.date == expected
        assert res.rule_id in ("en.days_ago", "ko.days_ago")


@settings(deadline=None)
@given(said_ats, st.sampled_from(sorted(EN_WORDS)))
def test_word_days_ago(said_at: dt.datetime, n: int) -> None:
    assert resolve(f"{EN_WORDS[n]} days ago", said_at).date == said_at.date() - dt.timedelta(days=n)


@settings(deadline=None)
@given(said_ats, st.sampled_from(sorted(KO_WORDS)))
def test_korean_day_words_ago(said_at: dt.datetime, n: int) -> None:
    assert resolve(f"{KO_WORDS[n]} 전", said_at).date == said_at.date() - dt.timedelta(days=n)


@settings(deadline=None)
@given(said_ats, st.integers(min_value=1, max_value=52))
def test_n_weeks_ago_is_date_minus_7n(said_at: dt.datetime, n: int) -> None:
    assert resolve(f"{n} weeks ago", said_at).date == said_at.date() - dt.timedelta(days=7 * n)


@settings(deadline=None)
@given(said_ats, st.integers(min_value=1, max_value=60))
def test_past_n_days_interval(said_at: dt.datetime, n: int) -> None:
    res = resolve(f"for the past {n} days", said_at)
    assert res.kind == "interval"
    assert res.end == said_at.date()
    assert res.start == said_at.date() - dt.timedelta(days=n - 1)


@settings(deadline=None)
@given(said_ats, st.integers(min_value=1, max_value=36))
def test_n_months_ago_is_a_month(said_at: dt.datetime, n: int) -> None:
    res = resolve(f"{n} months ago", said_at)
    first = said_at.date().replace(day=1) + relativedelta(months=-n)
    assert res.kind == "month"
    assert res.month == f"{first.year:04d}-{first.month:02d}"


@settings(deadline=None)
@given(said_ats, st.integers(0, 6))
def test_last_weekday_strictly_before(said_at: dt.datetime, wd: int) -> None:
    names = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
    d = resolve(f"last {names[wd]}", said_at).date
    assert d is not None
    assert d.weekday() == wd
    assert 1 <= (said_at.date() - d).days <= 7
    on = resolve(f"on {names[wd]}", said_at).date
    assert on is not None
    assert on.weekday() == wd
    assert 0 <= (said_at.date() - on).days <= 6


@settings(deadline=None)
@given(
    said_ats,
    st.integers(0, 23), st.sampled_from([0, 15, 30, 45]),
    st.integers(0, 23), st.sampled_from([0, 15, 30, 45]),
)
def test_sleep_window_minutes(said_at: dt.datetime, h0: int, m0: int, h1: int, m1: int) -> None:
    res = resolve(f"slept {h0:02d}:{m0:02d}-{h1:02d}:{m1:02d}", said_at)
    clear_24h = h0 >= 13 or h0 < 10 or h1 >= 13 or h1 < 10
    if (h0, m0) == (h1, m1) and clear_24h:
        assert res.kind != "sleep_window"
        return
    if res.kind != "sleep_window":
        assert (h0, m0) == (h1, m1)
        return
    assert isinstance(res.start, dt.datetime)
    assert isinstance(res.end, dt.datetime)
    assert res.end.date() == said_at.date()
    assert res.end.utcoffset() == said_at.utcoffset()
    minutes = (res.end - res.start).total_seconds() / 60
    assert res.duration_min == minutes
    assert 0 < minutes < 24 * 60


@settings(deadline=None)
@given(said_ats, st.integers(1, 12), st.integers(1, 12))
def test_bare_hour_sleep_window(said_at: dt.datetime, h0: int, h1: int) -> None:
    res = resolve(f"slept from {h0} to {h1}", said_at)
    # the convention of temporal/sleep.py: a bare start 7-11 is p.m., 12 is midnight, 1-6 a.m.; a bare end is
    # a.m., except a bare 12 after an evening start (midnight); the night ends on the day it is told
    start = h0 + 12 if 7 <= h0 <= 11 else 0 if h0 == 12 else h0
    end = 0 if h1 == 12 and start >= 12 else h1
    if start == end:
        assert res.kind != "sleep_window"
        return
    assert res.kind == "sleep_window"
    assert isinstance(res.start, dt.datetime) and isinstance(res.end, dt.datetime)
    assert (res.start.hour, res.start.minute, res.end.hour, res.end.minute) == (start, 0, end, 0)
    assert res.end.date() == said_at.date()
    assert res.start.date() == said_at.date() - dt.timedelta(days=0 if start < end else 1)
    assert res.duration_min == (res.end - res.start).total_seconds() / 60


@settings(deadline=None)
@given(said_ats, st.integers(1, 120))
def test_supply_expected_end(said_at: dt.datetime, n: int) -> None:
    res = resolve(f"a {n}-day supply of pills, started yesterday", said_at)
    assert res.kind == "supply"
    assert res.start == said_at.date() - dt.timedelta(days=1)
    assert res.expected_end == said_at.date() + dt.timedelta(days=n - 2)


ALPHABET = st.characters(blacklist_categories=["Cs"]) | st.sampled_from(
    list("0123456789/:-.,; 어제오늘그저께지난주화요일시부터까지잤열흘치전월일분 ")
)
FRAGMENTS = st.sampled_from([
    "slept from 1 to 6", "since last Tuesday", "yesterday", "a ten-day supply of X, started", "3 days ago",
    "2/29", "12:30am", "23:00-07:00", "지난주 화요일", "3월 3일", "새벽 1시부터 6시까지 잤어",
    "for an hour and a half", "열흘치 약을 어제부터 먹기 시작했어", "0/0", "99/99", "9999-99-99",
    "0000-01-01", "in March", "last year", "since 2/31", "from 10/1 to 11/7", "3월 1일부터 10일까지",
    "two days before yesterday", "내일로부터 사흘 뒤", "½ hour", "between 2015 and 2017", "Dec-2018", "21/04/2016",
    "from", "to", "부터", "까지", "~", " - ", "between", "and", "Friday the 13th", "13일 금요일", "in 9999", "2/29-3/1",
    "from 12/31 to 1/1/1", "31st of February of 2150", "9999-12", "글피", "from Monday to Sunday",
    # third round
    "moved my appt from Monday to Friday", "예약을 월요일에서 수요일로 옮겼어", "20일로 미뤘어",
    "pushed back to the 31st",
    "end of the month", "the first week of March", "the last week of February", "3월 첫째 주", "월말", "연말",
    "지난달 말", "early 2019", "late 9999", "last winter", "작년 겨울", "next winter", "추석 연휴", "설 연휴",
    "Christmas", "Easter", "Thanksgiving", "for the next 3 days", "앞으로 2주 동안", "day 3 of", "3일째",
    "two Mondays ago", "a week from Friday", "Sleep log: 01:30–08:10", "23:30~06:15 수면", "1h20", "pain 7/10",
    "the first of next month", "the week before last", "작년 이맘때", "월욜", "내달 초", "반년 전", "2-3 days ago",
    # fourth round
    "mon-wed", "sun-sat", "월~수", "일~일", "2주 전 금요일", "999주 후 월요일", "2 weeks ago Friday", "작년 10/5",
    "last year on 2/29", "9999년에 12/31", "March 3 last year", "lights out at 11:45, alarm at 6",
    "밤 10시에 자서 5시에 깸",
    "잠 11시~7시", "5 day z-pack started 2 days ago", "3일치 감기약 받음, 내일부터 먹으래", "10 days of X starting",
    "may 10", "Feb 3–9 in", "2.5 hrs",
])
TEXTS = st.one_of(st.text(ALPHABET, max_size=60), st.lists(FRAGMENTS | st.text(ALPHABET, max_size=5), max_size=8)
                  .map(" ".join))
ANY_SAID_AT = st.builds(
    lambda d, tz: dt.datetime(d.year, d.month, d.day, 12, tzinfo=tz),
    st.dates(min_value=dt.date(1, 1, 1), max_value=dt.date(9999, 12, 31)),
    offsets,
)


@settings(max_examples=10_000, deadline=None)
@given(TEXTS, ANY_SAID_AT, st.sampled_from(["en", "ko"]), st.integers(0, 60), st.integers(0, 60))
def test_no_exception_on_arbitrary_text(text: str, said_at: dt.datetime, lang: str, i: int, j: int) -> None:
    named = resolve_within(text, text[min(i, j):max(i, j)], said_at, lang)  # a scenario naming any part
    assert named.rule_id
    named.to_expect()
    found = resolve_in_text(text, said_at, lang)
    assert found
    for res in found:
        assert res.rule_id
        res.to_expect()
        if res.span is not None:
            assert text[res.span.start:res.span.end] == res.expression
    single = resolve(text, said_at)
    assert single.rule_id


@settings(deadline=None)
@given(TEXTS)
def test_find_spans_are_verbatim_and_ordered(text: str) -> None:
    spans = find(text)
    for a, b in itertools.pairwise(spans):
        assert a.end <= b.start
    for s in spans:
        assert text[s.start:s.end] == s.text


@settings(deadline=None)
@given(said_ats, st.text(max_size=40))
def test_predict_is_deterministic(said_at: dt.datetime, text: str) -> None:
    scenario = {"said_at": said_at.isoformat(), "text": text, "lang": "en"}
    first, second = predict(scenario), predict(scenario)
    assert first == second
    assert matches(first["resolution"], second["resolution"])
