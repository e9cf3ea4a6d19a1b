"""Properties of the grammar of composition: ranges are ordered, offset chains agree, rules are
deterministic, and an expression resolves the same alone and inside a sentence."""

from __future__ import annotations

import datetime as dt
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from pia_graph.temporal import resolve, resolve_in_text
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
]
KO_POINTS = [
    "어제", "오늘", "내일", "모레", "그저께", "3월 1일", "10일", "5월", "2015년", "2017년", "2020년 5월 3일",
    "지난주 화요일", "월요일", "10/1", "그끄저께", "글피",
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
    for res in resolve_in_text(text, said_at, lang):
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
]
ALONE_KO = [
    "어제", "오늘", "내일", "모레", "내일모레", "글피", "그저께", "그끄저께", "3일 전", "사흘 뒤", "2주 후", "3개월 후",
    "지난주 화요일", "다음 주 수요일", "이번 주 금요일", "다다음 주", "다음 달", "내년", "2017년 4월", "2016년",
    "3월 3일", "2020년 5월 3일", "3월 1일부터 3월 10일까지", "어제부터 오늘까지", "2015년부터 2017년까지",
    "13일 금요일에", "내일로부터 사흘 뒤", "02/22/2016에", "21/04/2016에",
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


def test_negated_in_n_months_is_not_the_future() -> None:
    said = dt.datetime.fromisoformat("2026-04-10T13:43:00-04:00")
    assert all(r.kind == "implicit" for r in resolve_in_text("I haven't had a drink in 6 months!", said, "en"))
    assert resolve("I will have a drink in 6 months", said).to_expect() == {"month": "2026-10"}


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
