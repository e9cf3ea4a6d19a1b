"""The tense cues of a date are its own sentence's (``base.Ctx.scope``); "booked for" sets a date ahead only for care
or with a time after it; "gone by sunday" is no deadline; a bare weekday before a count or a reading is a weekday;
a question looks back at a holiday a few days ahead (``Ctx.asking``). Sentences written for these rules."""

from __future__ import annotations

import datetime as dt

import pytest

from pia_graph.retrieve.question_window import window_of
from pia_graph.temporal import resolve_in_text
from pia_graph.temporal.base import Ctx, sentence_at

EST = dt.timezone(dt.timedelta(hours=-5))
MON = dt.datetime(2026, 11, 23, 9, 0, tzinfo=EST)  # a Monday


def _days(text: str, said: dt.datetime = MON, lang: str = "en") -> list[tuple[str, dt.date | None]]:
    return [(r.expression, r.date) for r in resolve_in_text(text, said, lang) if r.kind == "date"]


def test_a_sentence_ends_at_a_full_stop_that_is_no_decimal() -> None:
    text = "fever 100.1 today. seeing the GP on the 30th"
    assert sentence_at(text, 0) == (0, 18)
    assert text[slice(*sentence_at(text, text.index("seeing")))] == " seeing the GP on the 30th"


@pytest.mark.parametrize(("text", "expression", "day"), [
    # the past of another sentence does not turn a plan back
    ("used my inhaler twice today. I'm seeing the pulmonologist on the 30th", "the 30th", dt.date(2026, 11, 30)),
    ("bp was 150 this morning. my follow-up is on the 27th", "the 27th", dt.date(2026, 11, 27)),
    # a cue ahead in another sentence does not carry a past day forward
    ("got my flu shot on friday. need to book the dentist by thursday", "on friday", dt.date(2026, 11, 20)),
    ("ran 5k on saturday. I'll do it again", "on saturday", dt.date(2026, 11, 21)),
])
def test_the_tense_of_a_date_is_its_own_sentences(text: str, expression: str, day: dt.date) -> None:
    assert (expression, day) in _days(text)


def test_one_sentence_still_reads_its_own_cues() -> None:
    assert ("the 30th", dt.date(2026, 11, 30)) in _days("my appointment is on the 30th")
    assert ("on friday", dt.date(2026, 11, 20)) in _days("took the pill on friday")


@pytest.mark.parametrize("text", ["mild fever saturday, 100.1, gone by sunday", "rash friday, better by sunday",
                                  "the cough was back saturday and cleared up by monday morning"])
def test_a_state_reached_by_a_day_is_no_deadline(text: str) -> None:
    assert not Ctx(MON, text).expected


def test_a_deadline_is_still_ahead() -> None:
    assert Ctx(MON, "need the refill by friday").expected


@pytest.mark.parametrize(("text", "expected"), [
    ("Colonoscopy booked for March 12", True),
    ("I'm booked for surgery on the 15th", True),
    ("my MRI got scheduled for next Tuesday", True),
    ("was booked for an endoscopy, had the prep yesterday", True),
    ("was booked for dinner at 8, sugar 180 after", False),
    ("booked for lunch with the team on friday and ate too much", False),
])
def test_booked_for_is_ahead_only_for_care_or_a_time(text: str, expected: bool) -> None:
    assert Ctx(MON, text).expected is expected


@pytest.mark.parametrize(("text", "day"), [
    ("office party friday, 6 glasses of wine", dt.date(2026, 11, 20)),
    ("mild fever saturday, 100.1", dt.date(2026, 11, 21)),
    ("parkrun saturday, 5k in 31:12", dt.date(2026, 11, 21)),
    ("thursday 2 tylenol for the headache", dt.date(2026, 11, 19)),
])
def test_a_weekday_before_a_count_or_a_reading_is_a_weekday(text: str, day: dt.date) -> None:
    assert [d for _e, d in _days(text)] == [day]


@pytest.mark.parametrize(("text", "rule"), [
    ("Saturday, 5 December I ran", "en.day_month"),
    ("Sunday the 6th was rough", "en.weekday_day"),
])
def test_a_weekday_before_a_day_of_the_month_is_the_dates(text: str, rule: str) -> None:
    assert [r.rule_id for r in resolve_in_text(text, MON, "en")] == [rule]


def test_a_question_looks_back_at_a_holiday_days_ahead() -> None:
    said = dt.datetime(2026, 12, 20, 9, 0, tzinfo=EST)
    w = window_of("christmas weight?", said, "en")
    assert w is not None and w.start == w.end == dt.date(2025, 12, 25)
    # a statement said so is still the coming one (the write side's occasion: temporal/holidays.py)
    assert _days("christmas prep all day", said) == [("christmas", dt.date(2026, 12, 25))]
    asked = [r.date for r in resolve_in_text("christmas prep all day", said, "en", asking=True)]
    assert asked == [dt.date(2025, 12, 25)]


def test_the_first_place_is_no_day() -> None:
    # a sentence of its own that looks ahead ("remind me …") no longer borrows the past of the one before, so an
    # ordinal that counts ("in the first place") must not read as the 1st
    assert _days("took my last pill today!! remind me why they put me on it in the first place") == [
        ("today", MON.date())]
