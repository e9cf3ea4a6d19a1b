"""Third round: constructions beyond the suites (moves, parts of periods, windows, holidays, Korean chat forms,
clock-time sleep logs, scores that are not dates), one case at least per new rule id."""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest

from pia_graph.temporal import resolve, resolve_in_text
from pia_graph.temporal.resolve import primary

WED = "2026-03-11T09:20:00+09:00"  # a Wednesday
SAT = "2026-03-28T10:00:00+09:00"  # a Saturday, late in the month
D = "date"

CASES3: list[tuple[str, str, str, dict[str, Any]]] = [
    # a moved appointment is one new date, read forward, not a range
    ("en.move/en.on_weekday", "I moved my appointment from Monday to Wednesday", WED, {D: "2026-03-11"}),
    ("en.move/en.on_weekday", "the dentist pushed my cleaning back to Friday", WED, {D: "2026-03-13"}),
    ("en.move/en.month_day", "my surgery was postponed to March 20", WED, {D: "2026-03-20"}),
    ("en.move/en.day_of_month", "they rescheduled my MRI from the 3rd to the 10th", WED, {D: "2026-04-10"}),
    ("en.move/en.tomorrow", "appointment got moved up to tomorrow", WED, {D: "2026-03-12"}),
    ("ko.move/ko.on_weekday", "예약을 월요일에서 수요일로 옮겼어요", WED, {D: "2026-03-11"}),
    ("ko.move/ko.day_of_month", "수술 날짜가 20일로 미뤄졌어", WED, {D: "2026-03-20"}),
    ("ko.move/ko.month_day", "내시경 3월 3일에서 3월 17일로 연기했어요", WED, {D: "2026-03-17"}),
    # the new date closes the sentence, its move verb said before it
    ("ko.move/ko.jinanju_weekday", "병원 예약 미뤘어요 갑자기 일이 생겨서 다음주 목요일로", WED, {D: "2026-03-19"}),
    # parts of a period resolve to the period
    ("en.part/en.month_rel", "at the end of last month my BP spiked", WED, {"month": "2026-02"}),
    ("en.part/en.year_rel", "I quit smoking late last year", WED, {"start": "2025-01-01", "end": "2025-12-31"}),
    ("en.part/en.last_week", "early last week I had a fever", WED, {"start": "2026-03-02", "end": "2026-03-08"}),
    ("en.part_of_the_month", "the end of the month", WED, {"month": "2026-02"}),
    ("en.part_of_the_month", "the end of the month", SAT, {"month": "2026-03"}),
    ("en.part_of_the_month", "refill by the end of the month", WED, {"month": "2026-03"}),
    ("en.part_of_the_year", "the end of the year", WED, {"start": "2025-01-01", "end": "2025-12-31"}),
    ("en.part_of_year", "diagnosed late 2019", WED, {"start": "2019-01-01", "end": "2019-12-31"}),
    ("ko.part/ko.month", "3월 하순에 입원했어요", WED, {"month": "2026-03"}),
    ("ko.part/ko.month_rel", "지난달 말에 피검사", WED, {"month": "2026-02"}),
    ("ko.part/ko.year_rel", "작년 말에 수술했어요", WED, {"start": "2025-01-01", "end": "2025-12-31"}),
    ("ko.part_of_the_month", "월말에 술자리가 많았어", WED, {"month": "2026-02"}),
    ("ko.part_of_the_year", "연말에 술 엄청 마심", WED, {"start": "2025-01-01", "end": "2025-12-31"}),
    ("ko.range/ko.part/ko.month/ko.part/ko.month", "3월 초부터 4월 말까지 물리치료", WED,
     {"start": "2025-03-01", "end": "2025-04-30"}),
    # weeks and weekends two back, the same time last year, Korean chat forms
    ("en.week_before_last", "the week before last I had the flu", WED, {"start": "2026-02-23", "end": "2026-03-01"}),
    ("en.weekend_before_last", "the weekend before last", WED, {"start": "2026-02-28", "end": "2026-03-01"}),
    ("en.next_weekend", "next weekend", WED, {"start": "2026-03-21", "end": "2026-03-22"}),
    ("en.this_time_last_year", "this time last year I weighed 80kg", WED, {"month": "2025-03"}),
    ("ko.this_time_last_year", "작년 이맘때 대상포진 걸렸어", WED, {"month": "2025-03"}),
    ("ko.on_weekday", "월욜에 병원 감", WED, {D: "2026-03-09"}),
    ("ko.jinan_weekday", "지난 금욜에 술 마심", WED, {D: "2026-03-06"}),
    ("ko.month_rel", "내달에 수술", WED, {"month": "2026-04"}),
    ("ko.part/ko.month_rel", "이달 말에 검사", WED, {"month": "2026-03"}),
    # windows: the next N days mirror the past N days; day N of something is the same window
    ("en.next_n", "no alcohol for the next 3 days", WED, {"start": "2026-03-11", "end": "2026-03-13"}),
    ("en.next_n", "over the next week", WED, {"start": "2026-03-11", "end": "2026-03-17"}),
    ("en.nth_day", "day 3 of this cold", WED, {"start": "2026-03-09", "end": "2026-03-11"}),
    ("en.nth_day", "it's the 4th day in a row with a headache", WED, {"start": "2026-03-08", "end": "2026-03-11"}),
    ("ko.next_n", "앞으로 2주 동안 금주", WED, {"start": "2026-03-11", "end": "2026-03-24"}),
    ("ko.nth_day", "기침 3일째에요", WED, {"start": "2026-03-09", "end": "2026-03-11"}),
    ("ko.nth_day", "열이 난 지 사흘째", WED, {"start": "2026-03-09", "end": "2026-03-11"}),
    ("ko.nth_day", "두통 일주일째", WED, {"start": "2026-03-05", "end": "2026-03-11"}),  # the week as 주일, one of it
    ("ko.nth_day", "기침 2주일째 안 떨어져", WED, {"start": "2026-02-26", "end": "2026-03-11"}),
    # expected weekdays go forward, a week from a weekday counts from the coming one
    ("en.on_weekday", "my appointment is on Friday", WED, {D: "2026-03-13"}),
    ("en.next_weekday", "the following Monday", WED, {D: "2026-03-16"}),
    ("en.offset/en.on_weekday", "a week from Friday", WED, {D: "2026-03-20"}),
    ("ko.on_weekday", "금요일에 진료 예약", WED, {D: "2026-03-13"}),
    # holidays
    ("en.holiday", "I ate way too much on Christmas", WED, {D: "2025-12-25"}),
    ("en.holiday", "over Thanksgiving my sugar was high", WED, {D: "2025-11-27"}),
    ("en.holiday", "surgery is scheduled after Easter", WED, {D: "2026-04-05"}),
    ("ko.holiday", "어린이날에 애들이랑 놀다가 허리 삐끗", WED, {D: "2025-05-05"}),
    ("ko.holiday", "추석 연휴에 과식했어요", WED, {"start": "2025-10-05", "end": "2025-10-07"}),
    ("ko.holiday", "설날에 과음", WED, {D: "2026-02-17"}),
    ("en.since/en.holiday", "off sugar since labor day", WED, {"start": "2025-09-01"}),
    ("en.weekday_offset/en.holiday", "surgery's the monday after thanksgiving", WED, {D: "2025-12-01"}),
    ("en.offset/en.holiday", "the day after christmas", WED, {D: "2025-12-26"}),
    ("en.past_n", "for the past fortnight", WED, {"start": "2026-02-26", "end": "2026-03-11"}),
    ("en.the_weekend", "spent the weekend in bed", WED, {"start": "2026-03-07", "end": "2026-03-08"}),
    ("en.part_of_the_week", "no dairy till the end of the week", WED, {"start": "2026-03-09", "end": "2026-03-11"}),
    # clock-time sleep logs, stopwatch durations
    ("en.sleep_clock", "Sleep log: 01:30–08:10, felt rested", WED,
     {"start": "2026-03-11T01:30:00+09:00", "end": "2026-03-11T08:10:00+09:00", "duration_min": 400}),
    ("ko.sleep_clock", "23:30~06:15 수면", WED,
     {"start": "2026-03-10T23:30:00+09:00", "end": "2026-03-11T06:15:00+09:00", "duration_min": 405}),
    ("en.duration_hours_minutes", "ran 1h20 this morning", WED, {"duration_min": 80}),
    ("ko.sleep_bed_wake", "취침 23시 기상 6시", WED,
     {"start": "2026-03-10T23:00:00+09:00", "end": "2026-03-11T06:00:00+09:00", "duration_min": 420}),
    ("en.sleep_bed_wake", "bed at midnight, up at 7", WED,
     {"start": "2026-03-11T00:00:00+09:00", "end": "2026-03-11T07:00:00+09:00", "duration_min": 420}),
    ("ko.duration", "어제 1시간 20분 걸었어요", WED, {"duration_min": 80}),
    # counts of weekdays, days of "the month", the night before last, unsettled counts
    ("en.weekdays_ago", "two Mondays ago I fainted", WED, {D: "2026-03-02"}),
    ("en.weekday_before_last", "my stitches came out the friday before last", WED, {D: "2026-02-27"}),
    ("ko.last_day/ko.month_rel", "이번 달 말일에 혈액검사 예약", WED, {D: "2026-03-31"}),
    ("en.nth_of_the_month", "rent and meds are due the first of the month", WED, {D: "2026-04-01"}),
    ("en.nth_of_month_rel", "the fifteenth of last month", WED, {D: "2026-02-15"}),
    ("en.day_before_yesterday", "the night before last I threw up", WED, {D: "2026-03-09"}),
    ("en.days_ago", "2 nights ago", WED, {D: "2026-03-09"}),
    ("en.days_ago", "couple weeks ago", WED, {D: "2026-02-25"}),
    ("en.vague_ago", "2-3 days ago", WED, {}),
    ("ko.vague_ago", "이삼일 전에 넘어짐", WED, {}),
    ("ko.vague_ago", "한 달 반 전", WED, {}),
    ("ko.half_year", "반년 전에 수술", WED, {"month": "2025-09"}),
    ("ko.eojetbam", "엊저녁에 과식", WED, {D: "2026-03-10"}),
    # seasons are three calendar months; weeks of a month are days 1-7, 8-14 … or the last seven
    ("en.season", "my allergies were bad last spring", WED, {"start": "2025-03-01", "end": "2025-05-31"}),
    ("en.season", "this summer I want to lose weight", WED, {"start": "2026-06-01", "end": "2026-08-31"}),
    ("en.season", "summer of 2019", WED, {"start": "2019-06-01", "end": "2019-08-31"}),
    ("ko.season", "작년 겨울에 독감", WED, {"start": "2025-12-01", "end": "2026-02-28"}),
    ("ko.season", "여름에 땀띠", WED, {"start": "2025-06-01", "end": "2025-08-31"}),
    ("en.week_of/en.month", "the last week of February", WED, {"start": "2026-02-22", "end": "2026-02-28"}),
    ("en.week_of/en.month_rel", "the second week of last month", WED, {"start": "2026-02-08", "end": "2026-02-14"}),
    ("ko.week_of/ko.month", "3월 첫째 주에 입원", WED, {"start": "2026-03-01", "end": "2026-03-07"}),
    # chat units (wk, mos, yrs), this am, "the last week", two-digit years of due dates, ranges up to now
    ("en.in_days", "follow up in 6 wks", WED, {D: "2026-04-22"}),
    ("en.months_ago", "3 mos ago", WED, {"month": "2025-12"}),
    ("en.days_ago", "3days ago", WED, {D: "2026-03-08"}),
    ("en.past_n", "for the past 3days", WED, {"start": "2026-03-09", "end": "2026-03-11"}),
    ("en.last_week", "last wk was rough", WED, {"start": "2026-03-02", "end": "2026-03-08"}),
    ("en.today", "fasting sugar 132 this am", WED, {D: "2026-03-11"}),
    ("en.past_n", "within the last week", WED, {"start": "2026-03-05", "end": "2026-03-11"}),
    ("date.mdy", "due date 3/15/27", WED, {D: "2027-03-15"}),
    ("date.mdy", "born 3/15/47", WED, {D: "1947-03-15"}),
    ("en.range/date.md/en.now", "from 3/1 till now", WED, {"start": "2026-03-01", "end": "2026-03-11"}),
    ("ko.range/ko.month/ko.now", "1월부터 지금까지 허리 통증", WED, {"start": "2026-01-01", "end": "2026-03-11"}),
    # the first said of a date and a since-form stands for the sentence
    ("ko.geulpi", "글피에 대장내시경이라 오늘부터 식단 조절", WED, {D: "2026-03-14"}),
]


@pytest.mark.parametrize(("rule_id", "text", "said_at", "expected"), CASES3, ids=[c[1] for c in CASES3])
def test_construction(rule_id: str, text: str, said_at: str, expected: dict[str, Any]) -> None:
    lang = "ko" if any("가" <= ch <= "힣" for ch in text) else "en"
    res = primary(resolve_in_text(text, dt.datetime.fromisoformat(said_at), lang))
    assert res is not None
    assert res.rule_id.startswith(rule_id), res.rule_id
    assert res.to_expect() == expected


@pytest.mark.parametrize("text", [
    "pain is 7/10 today", "my pain was 8/10 yesterday", "rated it 6/10 on monday", "통증 7/10 정도였어요 어제",
    "grip strength 4/5 on the left, 5/5 right", "rated the clinic 4/5 stars",
])
def test_a_score_out_of_ten_is_not_a_date(text: str) -> None:
    said = dt.datetime.fromisoformat(WED)
    for res in resolve_in_text(text, said, "ko" if "통증" in text else "en"):
        assert "/10" not in res.expression and "/5" not in res.expression, res


def test_a_date_written_like_a_score_after_on_stays_a_date() -> None:
    res = resolve("had a headache on 7/10", dt.datetime.fromisoformat(WED))
    assert res.to_expect() == {D: "2025-07-10"}


@pytest.mark.parametrize("text", ["어제 로수바스타틴 10mg으로 바꿨어", "오늘 로사르탄 50으로 변경함"])
def test_a_word_that_opens_with_ro_after_a_day_is_no_move(text: str) -> None:
    """로 is a particle glued to the date it moves ("수요일로"), not the first syllable of the next word."""
    found = resolve_in_text(text, dt.datetime.fromisoformat(WED), "ko")
    assert [r.expression for r in found] == [text.split()[0]]


def test_words_that_contain_a_holiday_or_part_are_not_times() -> None:
    said = dt.datetime.fromisoformat(WED)
    for text in ("설사를 했어요", "연말정산 했어", "3월 초음파 검사", "약을 내달라고 했어", "한번 봄 ㅋㅋ"):
        found = resolve_in_text(text, said, "ko")
        assert all(r.rule_id not in ("ko.holiday", "ko.part_of_the_year", "ko.season") for r in found), text
        assert all(not r.rule_id.startswith("ko.part/") for r in found), text
        assert all(r.to_expect() != {"month": "2026-04"} for r in found), text


def test_lunar_holiday_outside_the_table_gives_no_date() -> None:
    said = dt.datetime.fromisoformat("2060-03-11T09:00:00+09:00")
    assert all(r.rule_id != "ko.holiday" for r in resolve_in_text("추석에 과식", said, "ko"))


@pytest.mark.parametrize("text", [
    "I get a b12 shot every Monday", "on Mondays i swim", "매주 수요일 투석", "월요일마다 주사 맞아요",
    "1일에 2번 먹어요", "3일에 한 번 먹어", "every other Friday i have physio",
])
def test_a_schedule_or_a_frequency_is_not_a_date(text: str) -> None:
    said = dt.datetime.fromisoformat(WED)
    found = resolve_in_text(text, said, "ko" if any("가" <= ch <= "힣" for ch in text) else "en")
    assert [r.kind for r in found] == ["implicit"], found


def test_a_date_said_beside_day_n_or_a_fall_stands_for_the_sentence() -> None:
    said = dt.datetime.fromisoformat(WED)
    assert resolve_in_text("first day of my last period was March 3", said)[0].to_expect() == {D: "2026-03-03"}
    assert primary(resolve_in_text("the 3rd day of my cycle was March 5", said)).to_expect() == {  # type: ignore[union-attr]
        D: "2026-03-05"}
    assert primary(resolve_in_text("my last fall was in May", said)).to_expect() == {"month": "2025-05"}  # type: ignore[union-attr]


def test_a_korean_past_verb_keeps_a_written_date_back() -> None:
    said = dt.datetime.fromisoformat("2026-07-15T09:00:00+09:00")
    assert resolve("다음 진료가 7월 20일이었는데 못 갔어", said).to_expect() == {D: "2025-07-20"}
    assert resolve("다음 진료 7월 20일", said).to_expect() == {D: "2026-07-20"}
