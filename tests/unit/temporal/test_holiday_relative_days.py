"""A day said relative to a holiday: "day after thanksgiving", 추석 다음날, 추석 다음날부터, and a holiday said as over
(추석 연휴 끝나고, 설 지나고), which dates nothing said after it (``temporal/compose.py`` offsets, the expected cue in
``temporal/base.py``, ``temporal/anchored.py``). Expectations from FORMAT.md's conventions: a holiday is the most
recent one not after the date; "the day after X" is X + 1; "since X" (X부터) is an open start."""

from __future__ import annotations

import datetime as dt

import pytest

from pia_graph.temporal import resolve_in_text
from pia_graph.temporal.anchored import HOLIDAY_RULES, NEXT_DAY_RULE, anchored, holiday_passed

KST = dt.timezone(dt.timedelta(hours=9))
EST = dt.timezone(dt.timedelta(hours=-5))
AFTER_CHUSEOK = dt.datetime(2026, 10, 2, 9, 0, tzinfo=KST)  # 추석 2026 is 9/25, its 연휴 9/24-9/26
AFTER_THANKSGIVING = dt.datetime(2026, 11, 30, 9, 0, tzinfo=EST)  # thanksgiving 2026 is 11/26


def _told(text: str, lang: str, said: dt.datetime) -> list[tuple[str, dt.date | None, dt.date | None]]:
    found = anchored(text, lang, holiday_passed(text, lang, resolve_in_text(text, said, lang)), said)
    return [(r.kind, r.date, r.start) for r in found]


@pytest.mark.parametrize("text", ["day after thanksgiving 205.0 lb", "the day after thanksgiving 205.0 lb"])
def test_the_day_after_a_holiday_with_or_without_the_article(text: str) -> None:
    assert _told(text, "en", AFTER_THANKSGIVING) == [("date", dt.date(2026, 11, 27), None)]


def test_the_day_before_a_holiday_with_no_article() -> None:
    said = dt.datetime(2026, 12, 30, 9, 0, tzinfo=EST)
    assert _told("day before christmas bp 130/80", "en", said) == [("date", dt.date(2026, 12, 24), None)]


def test_a_bare_plural_unit_is_no_offset() -> None:
    # "days after christmas" names no count: the holiday alone, never a guessed one-day shift
    assert _told("days after christmas I was sick", "en", dt.datetime(2026, 12, 30, 9, 0, tzinfo=EST)) == [
        ("date", dt.date(2026, 12, 25), None)]


def test_korean_next_day_of_a_holiday_is_no_future_cue() -> None:
    # 다음날 counts from the day told, it says nothing ahead: the holiday is the one just past, not next year's
    assert _told("추석 다음날 혈압 130/85", "ko", AFTER_CHUSEOK) == [
        ("date", dt.date(2026, 9, 25), None), ("date", dt.date(2026, 9, 26), None)]


def test_english_next_day_is_no_future_cue() -> None:
    said = dt.datetime(2026, 12, 30, 9, 0, tzinfo=EST)
    found = resolve_in_text("christmas was fine, the next day my sugar was 210", said, "en")
    assert [r.date for r in found] == [dt.date(2026, 12, 25)]


def test_next_day_then_buteo_is_an_open_start() -> None:
    text = "추석 다음날부터 목 아프고"
    found = anchored(text, "ko", resolve_in_text(text, AFTER_CHUSEOK, "ko"), AFTER_CHUSEOK)
    since = [r for r in found if r.rule_id == f"{NEXT_DAY_RULE}/since"]
    assert [(r.kind, r.start, r.end) for r in since] == [("interval", dt.date(2026, 9, 26), None)]


@pytest.mark.parametrize("text", [
    "추석 연휴 끝나고 체중 74.5",
    "설 연휴 지나고 67.5",
    "추석 끝나고 몸무게 71.8",
    "추석 지나고 공복 132",
    "추석 연휴 끝나고 다음날 공복 141",  # the next day of no day told: the turn's own
])
def test_a_holiday_said_as_over_dates_nothing_after_it(text: str) -> None:
    assert _told(text, "ko", AFTER_CHUSEOK if "추석" in text else dt.datetime(2026, 2, 19, 8, 0, tzinfo=KST)) == []


@pytest.mark.parametrize(("text", "kind"), [
    ("추석 전에 독감주사 맞았어요", "date"),  # before it: holiday_before's, not passed
    ("추석에 송편 먹고 혈당 212", "date"),
    ("설날 이후로 계속 두통", "interval"),  # since it: a start, kept
])
def test_a_holiday_not_said_as_over_stays(text: str, kind: str) -> None:
    found = resolve_in_text(text, AFTER_CHUSEOK, "ko")
    kept = holiday_passed(text, "ko", found)
    assert kept == found and any(r.kind == kind for r in kept)


def test_english_after_a_holiday_is_kept() -> None:
    # "after thanksgiving dinner sugar was 212" is the holiday's own evening: English keeps the holiday
    text = "after thanksgiving dinner sugar was 212"
    found = resolve_in_text(text, AFTER_THANKSGIVING, "en")
    assert holiday_passed(text, "en", found) == found
    assert any(r.rule_id in HOLIDAY_RULES or "holiday" in r.rule_id for r in found)


def _holiday_day(text: str, lang: str, said: dt.datetime) -> list[dt.date | None]:
    return [r.date for r in resolve_in_text(text, said, lang) if r.rule_id in HOLIDAY_RULES]


@pytest.mark.parametrize(("text", "lang", "said", "day"), [
    # a holiday days ahead, said with no past in its clause: the coming one (the past of another clause is not its)
    ("Thanksgiving prep all day, ate dinner at 9:30", "en", dt.datetime(2026, 11, 25, 21, 0, tzinfo=EST),
     dt.date(2026, 11, 26)),
    ("valentines dinner at 9:30 lol", "en", dt.datetime(2026, 2, 13, 23, 0, tzinfo=EST), dt.date(2026, 2, 14)),
    ("크리스마스 준비로 하루종일 장보기", "ko", dt.datetime(2026, 12, 20, 18, 0, tzinfo=KST), dt.date(2026, 12, 25)),
    # said in the past tense: the last one
    ("Thanksgiving dinner was great", "en", dt.datetime(2026, 11, 25, 21, 0, tzinfo=EST), dt.date(2025, 11, 27)),
    ("크리스마스에 케이크 먹었어", "ko", dt.datetime(2026, 12, 20, 18, 0, tzinfo=KST), dt.date(2025, 12, 25)),
    # far ahead, with no past: still the last one ("christmas weight" said in November)
    ("christmas weight 180", "en", dt.datetime(2026, 11, 2, 9, 0, tzinfo=EST), dt.date(2025, 12, 25)),
    # on the day and after it: the holiday just past
    ("valentines dinner at 9:30 lol", "en", dt.datetime(2026, 2, 14, 23, 0, tzinfo=EST), dt.date(2026, 2, 14)),
    ("valentines dinner at 9:30 lol", "en", dt.datetime(2026, 2, 16, 9, 0, tzinfo=EST), dt.date(2026, 2, 14)),
])
def test_a_holiday_days_ahead_is_the_coming_one_unless_said_in_the_past(text: str, lang: str, said: dt.datetime,
                                                                      day: dt.date) -> None:
    assert _holiday_day(text, lang, said) == [day]


@pytest.mark.parametrize(("text", "day"), [
    ("Weighed in the morning after Thanksgiving: 187.4 lbs", dt.date(2026, 11, 27)),
    ("the night after thanksgiving I ate a lot", dt.date(2026, 11, 27)),
    ("the evening before thanksgiving bp 128/80", dt.date(2026, 11, 25)),
])
def test_a_part_of_the_day_next_to_a_holiday_is_the_day_next_to_it(text: str, day: dt.date) -> None:
    assert _told(text, "en", AFTER_THANKSGIVING) == [("date", day, None)]


def test_a_part_of_the_day_with_no_article_is_the_holiday_itself() -> None:
    # "morning after thanksgiving" with no article may be a headline's; only "the morning after X" shifts
    assert _told("morning after thanksgiving 187", "en", AFTER_THANKSGIVING) == [
        ("date", dt.date(2026, 11, 26), None)]


@pytest.mark.parametrize("text", ["St Patrick's day was lively. 7 pints.", "st paddys was fun", "Paddy's day pints"])
def test_saint_patricks_day_is_the_17th_of_march(text: str) -> None:
    said = dt.datetime(2026, 3, 18, 8, 30, tzinfo=dt.UTC)
    assert _told(text, "en", said) == [("date", dt.date(2026, 3, 17), None)]


@pytest.mark.parametrize(("text", "day"), [
    ("Easter Monday run, 7.5k in 44 mins", dt.date(2026, 4, 6)),  # Easter 2026 is 4/5
    ("Good Friday, did a 10km run", dt.date(2026, 4, 3)),
    ("holy saturday bp 120/80", dt.date(2026, 4, 4)),
    ("easter sunday, way too much chocolate", dt.date(2026, 4, 5)),
])
def test_the_days_of_easter_other_than_its_sunday(text: str, day: dt.date) -> None:
    said = dt.datetime(2026, 4, 9, 9, 0, tzinfo=EST)
    assert [(r.kind, r.date) for r in resolve_in_text(text, said, "en") if r.kind == "date"] == [("date", day)]
