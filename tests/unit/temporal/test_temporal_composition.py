"""Properties of the grammar of composition: ranges are ordered, offset chains agree, rules are
deterministic, and an expression resolves the same alone and inside a sentence."""

from __future__ import annotations

import datetime as dt
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from pia_graph.temporal import resolve, resolve_in_text
from pia_graph.temporal.base import whole_period
from pia_graph.temporal.resolve import primary

from .test_temporal_rules import CASES

offsets = st.integers(min_value=-12 * 60, max_value=14 * 60).map(lambda m: dt.timezone(dt.timedelta(minutes=m)))
said_ats = st.builds(
    lambda d, h, tz: dt.datetime(d.year, d.month, d.day, h, 0, tzinfo=tz),
    st.dates(min_value=dt.date(1950, 1, 1), max_value=dt.date(2150, 12, 31)),
    st.integers(0, 23),
    offsets,
)

EN_POINTS = [
    "yesterday", "today", "tomorrow", "Monday", "Friday", "last Tuesday", "March 3", "the 3rd of June",
    "Dec 25", "10/1", "11/7", "01/25", "March 3 2017", "April 2019", "2015", "2017", "May", "October",
    "two days before yesterday", "three weeks from tomorrow", "last week", "January first 2000",
    "early March", "late April", "the end of last month", "last winter", "Christmas", "the first week of March",
    "the week before last", "two Mondays ago", "a week from Friday",
]
KO_POINTS = [
    "어제", "오늘", "내일", "모레", "그저께", "3월 1일", "10일", "5월", "2015년", "2017년", "2020년 5월 3일",
    "지난주 화요일", "월요일", "10/1", "그끄저께", "글피",
    "3월 초", "4월 말", "지난달 말", "작년 겨울", "추석", "3월 첫째 주", "지지난주", "월욜",
]
CONNECT_EN = ["from {a} to {b}", "{a} - {b}", "between {a} and {b}", "{a} through {b}", "{a} until {b}"]
CONNECT_KO = ["{a}부터 {b}까지", "{a}~{b}", "{a}에서 {b}까지", "{a}와 {b} 사이"]


def _day(value: dt.date | dt.datetime | None) -> dt.date | None:
    return value.date() if isinstance(value, dt.datetime) else value


@settings(deadline=None, max_examples=400)
@given(said_ats, st.sampled_from(EN_POINTS), st.sampled_from(EN_POINTS), st.sampled_from(CONNECT_EN))
def test_english_range_start_never_after_end(said_at: dt.datetime, a: str, b: str, form: str) -> None:
    _assert_ordered(form.format(a=a, b=b), said_at, "en")


@settings(deadline=None, max_examples=400)
@given(said_ats, st.sampled_from(KO_POINTS), st.sampled_from(KO_POINTS), st.sampled_from(CONNECT_KO))
def test_korean_range_start_never_after_end(said_at: dt.datetime, a: str, b: str, form: str) -> None:
    _assert_ordered(form.format(a=a, b=b), said_at, "ko")


def _assert_ordered(text: str, said_at: dt.datetime, lang: str) -> None:
    found = resolve_in_text(text, said_at, lang)
    assert found, text  # each point resolves alone, so the text holds at least one time expression
    for res in found:
        if res.kind == "interval" and res.start is not None and res.end is not None:
            start, end = _day(res.start), _day(res.end)
            assert start is not None and end is not None
            assert start <= end, (text, res)
        if ".range/" in res.rule_id:
            assert res.start is not None and res.end is not None


def test_a_range_is_two_resolved_ends() -> None:
    said = dt.datetime.fromisoformat("2026-03-11T09:20:00+09:00")
    for text in ("from March 3 to March 9", "March 3 - March 9", "3월 3일부터 3월 9일까지"):
        res = resolve(text, said)
        assert ".range/" in res.rule_id
        assert res.to_expect() == {"start": "2026-03-03", "end": "2026-03-09"}
    # a year written only on the end applies to the start; a start after its end is no range
    assert resolve("from 12/20 to 1/5/2019", said).to_expect() == {"start": "2018-12-20", "end": "2019-01-05"}
    assert ".range/" not in resolve("from 2017 to 2015", said).rule_id


def _date(text: str, said_at: dt.datetime) -> dt.date:
    res = resolve(text, said_at)
    assert res.kind == "date", (text, res)
    assert res.date is not None
    return res.date


@settings(deadline=None)
@given(said_ats, st.integers(min_value=1, max_value=60))
def test_offset_chains_agree(said_at: dt.datetime, n: int) -> None:
    today = said_at.date()
    one = dt.timedelta(days=1)
    assert _date("tomorrow", said_at) + one == _date("the day after tomorrow", said_at)
    assert _date("the day after tomorrow", said_at) == _date("1 day after tomorrow", said_at)
    assert _date("2 days from today", said_at) == today + 2 * one
    assert _date("yesterday", said_at) - one == _date("the day before yesterday", said_at)
    assert _date(f"{n} days after tomorrow", said_at) == _date("tomorrow", said_at) + n * one
    assert _date(f"{n} days before yesterday", said_at) == _date("yesterday", said_at) - n * one
    assert _date(f"{n} weeks from tomorrow", said_at) == today + one + 7 * n * one
    assert _date(f"in {n} days", said_at) == _date(f"{n} days from today", said_at)
    assert _date(f"{n} days ago", said_at) == _date(f"{n} days before today", said_at)
    assert _date("내일", said_at) + one == _date("모레", said_at) == _date("내일모레", said_at)
    assert _date("모레", said_at) + one == _date("글피", said_at)
    assert _date("그저께", said_at) - one == _date("그끄저께", said_at)
    assert _date(f"내일로부터 {n}일 후", said_at) == _date("내일", said_at) + n * one
    assert _date(f"{n}일 후", said_at) == today + n * one


@settings(deadline=None, max_examples=50)
@given(st.permutations(CASES))
def test_every_rule_is_deterministic(cases: list[tuple[str, str, str, dict[str, Any]]]) -> None:
    """Each rule gives the same answer whatever was resolved before it (no state between calls)."""
    for _rule_id, text, said_at, expected in cases[:40]:
        at = dt.datetime.fromisoformat(said_at)
        lang = "ko" if any("가" <= ch <= "힣" for ch in text) else "en"
        first = primary(resolve_in_text(text, at, lang))
        assert first is not None
        assert first.to_expect() == expected
        assert primary(resolve_in_text(text, at, lang)) == first


ALONE_EN = [
    "yesterday", "tomorrow", "the day after tomorrow", "two days before yesterday", "three weeks from tomorrow",
    "3 days from today", "in 5 days", "in two months", "next week Wednesday", "this week Monday",
    "last week Friday", "Friday of next week", "the week after next", "March 3", "March 3 2017",
    "the 3rd of June", "January first 2000", "fourth of july of 1995", "2017 april", "Dec-2018", "2015-12",
    "2015/08/12", "02/22/2016", "21/04/2016", "10/1", "in 2016", "from 10/1 to 11/7",
    "between March 3 and March 9", "from March to May 2017", "from 2015 to 2017", "from Monday to Wednesday",
    "last Tuesday", "next Friday", "3 days ago", "2 weeks ago", "3 months ago", "last month", "next month",
    "last year", "next year", "the 27th", "Friday the 13th",
    # third round
    "early March", "the end of last month", "late 2019", "the week before last", "the weekend before last",
    "this time last year", "for the next 3 days", "day 3 of", "two Mondays ago", "a week from Friday",
    "Christmas Eve", "Thanksgiving", "last winter", "the summer of 2019", "the first week of March",
    "the last week of last month", "the first of next month", "the night before last", "3 nights ago",
    "moved my appointment from Monday to Wednesday", "Sleep log: 01:30–08:10", "1h20",
    # sixth round (tense-neutral forms: "this weekend" and months due depend on the sentence by design)
    "over the weekend", "Aug 9th '23", "Feb 2 thru Feb 6", "out by 1, up at 8", "couldn't sleep until 3, woke at 9",
]
ALONE_KO = [
    "어제", "오늘", "내일", "모레", "내일모레", "글피", "그저께", "그끄저께", "3일 전", "사흘 뒤", "2주 후", "3개월 후",
    "지난주 화요일", "다음 주 수요일", "이번 주 금요일", "다다음 주", "다음 달", "내년", "2017년 4월", "2016년",
    "3월 3일", "2020년 5월 3일", "3월 1일부터 3월 10일까지", "어제부터 오늘까지", "2015년부터 2017년까지",
    "13일 금요일에", "내일로부터 사흘 뒤", "02/22/2016에", "21/04/2016에",
    # third round
    "3월 하순", "지난달 말", "작년 말", "월말", "연말", "지지난주", "작년 이맘때", "월욜에", "지난 금욜", "내달",
    "앞으로 2주 동안", "3일째", "반년 전", "엊저녁", "어린이날", "작년 겨울", "올 여름",
    "3월 첫째 주", "지난달 마지막 주", "예약을 월요일에서 수요일로 옮겼어요", "23:30~06:15 수면",
    # sixth round
    "지난 주말", "새벽 2시까지 못 자고 8시에 깼어", "8일에",
]
FRAMES_EN = ["{e}", "I felt dizzy {e}.", "{e}, my knee hurt.", "My knee hurt {e} and I took ibuprofen."]
FRAMES_KO = ["{e}", "{e} 머리가 아팠어.", "무릎이 아파서 {e} 병원에 갔어."]


@settings(deadline=None, max_examples=300)
@given(said_ats, st.sampled_from(ALONE_EN), st.sampled_from(FRAMES_EN))
def test_english_alone_equals_in_sentence(said_at: dt.datetime, expr: str, frame: str) -> None:
    _assert_same_alone(expr, frame.format(e=expr), said_at, "en")


@settings(deadline=None, max_examples=300)
@given(said_ats, st.sampled_from(ALONE_KO), st.sampled_from(FRAMES_KO))
def test_korean_alone_equals_in_sentence(said_at: dt.datetime, expr: str, frame: str) -> None:
    _assert_same_alone(expr, frame.format(e=expr), said_at, "ko")


def _assert_same_alone(expr: str, sentence: str, said_at: dt.datetime, lang: str) -> None:
    alone = resolve(expr, said_at, lang)
    assert alone.kind not in ("unresolved", "implicit"), expr
    inside = primary(resolve_in_text(sentence, said_at, lang))
    assert inside is not None
    assert inside.to_expect() == alone.to_expect(), (sentence, inside, alone)
    assert inside.rule_id == alone.rule_id


@settings(deadline=None)
@given(said_ats, st.integers(min_value=1, max_value=8), st.integers(min_value=0, max_value=6))
def test_third_round_chains_agree(said_at: dt.datetime, n: int, wd: int) -> None:
    """The week before last is last week moved back a week; N <weekday>s ago steps back from "last <weekday>";
    "a week from <weekday>" is the coming one plus seven; "the next N days" mirrors "the past N days"."""
    week = dt.timedelta(days=7)
    name = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")[wd]
    before_last, last = resolve("the week before last", said_at), resolve("last week", said_at)
    assert (before_last.start, before_last.end) == (last.start - week, last.end - week)  # type: ignore[operator]
    assert resolve("지지난주", said_at).to_expect() == before_last.to_expect()
    assert _date(f"{n} {name}s ago", said_at) == _date(f"last {name}", said_at) - (n - 1) * week
    coming = said_at.date() + dt.timedelta(days=(wd - said_at.weekday()) % 7)
    assert _date(f"a week from {name}", said_at) == coming + week
    ahead, past = resolve(f"for the next {n} days", said_at), resolve(f"for the past {n} days", said_at)
    assert ahead.start == past.end == said_at.date()
    assert ahead.end - ahead.start == past.end - past.start  # type: ignore[operator]
    if n >= 2:  # "the first day of …" names an event's start, not a window
        assert resolve(f"day {n} of the flu", said_at).to_expect() == past.to_expect()
        assert resolve(f"{n}일째", said_at).to_expect() == past.to_expect()
    assert resolve(f"앞으로 {n}일 동안", said_at).to_expect() == ahead.to_expect()


@settings(deadline=None)
@given(said_ats, st.sampled_from(["early", "mid", "late", "the end of", "the beginning of"]),
       st.sampled_from(["last month", "next month", "last year", "March", "last week", "this month"]))
def test_a_part_of_a_period_is_the_period(said_at: dt.datetime, part: str, period: str) -> None:
    """The whole period: "this month" alone runs to the date, but "the end of this month" is the month."""
    whole = whole_period(resolve(period if period != "March" else "in March", said_at))
    assert resolve(f"{part} {period}", said_at).to_expect() == whole.to_expect()


@settings(deadline=None)
@given(said_ats, st.sampled_from(["초", "중순", "하순", "말", "초순"]),
       st.sampled_from(["지난달", "다음 달", "작년", "3월", "2019년 5월", "이번 달", "이달"]))
def test_a_korean_part_of_a_period_is_the_period(said_at: dt.datetime, part: str, period: str) -> None:
    whole = whole_period(resolve(period, said_at))
    assert resolve(f"{period} {part}", said_at).to_expect() == whole.to_expect()


@settings(deadline=None)
@given(said_ats, st.sampled_from(["from Monday to Wednesday", "from the 3rd to the 10th", "to March 20",
                                  "to next Tuesday", "to Friday"]),
       st.sampled_from(["moved my appointment", "they rescheduled the MRI", "my surgery was postponed"]))
def test_a_moved_date_is_one_date_not_before_today(said_at: dt.datetime, move: str, lead: str) -> None:
    res = primary(resolve_in_text(f"{lead} {move}", said_at, "en"))
    assert res is not None and res.kind == "date", res
    assert res.date is not None and res.date >= said_at.date()
    assert ".move/" in res.rule_id


@settings(deadline=None, max_examples=100)
@given(st.builds(lambda d, h: dt.datetime(d.year, d.month, d.day, h, tzinfo=dt.timezone(dt.timedelta(hours=9))),
                 st.dates(min_value=dt.date(2016, 1, 1), max_value=dt.date(2035, 12, 31)), st.integers(0, 23)),
       st.sampled_from(["추석", "추석 연휴", "설날", "설 연휴", "구정"]), st.sampled_from(FRAMES_KO))
def test_lunar_holidays_alone_equal_in_sentence(said_at: dt.datetime, expr: str, frame: str) -> None:
    """Inside the table's years (2015–2035) a lunar holiday always resolves, alone as in a sentence."""
    _assert_same_alone(expr, frame.format(e=expr), said_at, "ko")


def test_negated_in_n_months_is_not_the_future() -> None:
    said = dt.datetime.fromisoformat("2026-04-10T13:43:00-04:00")
    assert all(r.kind == "implicit" for r in resolve_in_text("I haven't had a drink in 6 months!", said, "en"))
    assert resolve("I will have a drink in 6 months", said).to_expect() == {"month": "2026-10"}


def test_in_n_days_after_a_change_that_ended_is_how_long_it_took() -> None:
    said = dt.datetime.fromisoformat("2026-07-21T10:00:00-05:00")
    for text in ("doc switched me to rosuvastatin 5, aches gone in a week", "rash cleared up within 3 days",
                 "the cough went away in two weeks"):
        assert all(r.kind == "implicit" for r in resolve_in_text(text, said, "en")), text
    assert resolve("appointment in a week", said).to_expect() == {"date": "2026-07-28"}


def test_two_scores_out_of_ten_are_no_range() -> None:
    said = dt.datetime.fromisoformat("2026-04-10T13:43:00-04:00")
    assert all(".range/" not in r.rule_id for r in resolve_in_text("pain went from 7/10 to 3/10", said, "en"))


def test_numbers_that_are_not_dates_are_not_days() -> None:
    said = dt.datetime.fromisoformat("2026-03-11T09:20:00+09:00")
    for text in ("paid $12 December 27", "took 2 tablets of 500 mg", "3 pills 12 times", "1/2 cup of rice",
                 "$15 March 3"):
        for res in resolve_in_text(text, said, "en"):
            if res.kind == "date":
                assert res.span is not None
                assert not text[: res.span.start].rstrip().endswith("$")
                assert res.date is not None and res.date.day != 12 and res.date.day != 15
