"""Input checks of the write path (defects 1, 5, 7 of issue 10): pure, no database."""

from __future__ import annotations

import datetime as dt

import pytest
from pydantic import ValidationError

from pia_graph.errors import InvalidInputError, InvalidUserError, PiaError, TextTooLongError
from pia_graph.ingest.hup import turn_key
from pia_graph.memory.models import TurnIn
from pia_graph.memory.turn_checks import check_text, check_turn_id, check_user_id, said_at_problem

NOW = dt.datetime(2026, 12, 1, tzinfo=dt.UTC)
WINDOW = {"now": NOW, "earliest": dt.date(2000, 1, 1), "max_ahead": dt.timedelta(days=1830)}


@pytest.mark.parametrize("bad", ["abc\n", "abc\r\n", "\nabc", "", "a b", "a" * 129, None, 5, 1.5, b"abc", ["a"]])
def test_a_bad_user_id_is_the_projects_error(bad: object) -> None:
    with pytest.raises(InvalidUserError):
        check_user_id(bad)


def test_a_good_user_id_passes() -> None:
    assert check_user_id("user-1@x.org:7") == "user-1@x.org:7"


@pytest.mark.parametrize(("year", "why"), [
    (1, "is before 2000-01-01"), (1900, "is before 2000-01-01"), (1999, "is before 2000-01-01"),
    (2999, "is more than 1830 days ahead of the clock"), (9999, "is more than 1830 days ahead of the clock"),
])
def test_implausible_years_are_refused(year: int, why: str) -> None:
    said_at = dt.datetime(year, 6, 1, 8, 0, tzinfo=dt.UTC)
    assert said_at_problem(said_at, **WINDOW) == f"said_at {said_at.isoformat()} {why}"
    with pytest.raises(ValidationError):
        TurnIn(text="BP 120/80", said_at=said_at)


def test_an_offset_with_seconds_is_refused_before_the_driver_sees_it() -> None:
    odd = dt.timezone(dt.timedelta(hours=9, seconds=30))
    said_at = dt.datetime(2026, 3, 1, 8, 0, tzinfo=odd)
    assert "whole minutes" in (said_at_problem(said_at, **WINDOW) or "")
    with pytest.raises(ValidationError, match="whole minutes"):
        TurnIn(text="BP 120/80", said_at=said_at)


def test_a_plausible_said_at_passes_with_any_real_offset() -> None:
    for hours in (-12, -3.5, 0, 5.75, 9, 14):
        tz = dt.timezone(dt.timedelta(hours=hours))
        assert said_at_problem(dt.datetime(2026, 3, 1, 8, 0, tzinfo=tz), **WINDOW) is None
    naive = said_at_problem(dt.datetime(2026, 3, 1, 8, 0), **WINDOW)
    assert naive == "said_at needs a UTC offset, e.g. 2026-03-11T08:10:00+09:00"
    assert said_at_problem("2026-03-01", **WINDOW) == "said_at must be a datetime"


def test_the_automatic_turn_key_is_the_instant_not_its_spelling() -> None:
    kst = dt.datetime(2026, 3, 11, 9, 0, tzinfo=dt.timezone(dt.timedelta(hours=9)))
    utc = dt.datetime(2026, 3, 11, 0, 0, tzinfo=dt.UTC)
    assert turn_key("BP 120/80", kst, "en") == turn_key("BP 120/80", utc, "en")
    assert turn_key("BP 120/80", kst, "en") != turn_key("BP 120/80", utc + dt.timedelta(minutes=1), "en")


def test_text_and_turn_id_checks() -> None:
    with pytest.raises(TextTooLongError):
        check_text("x" * 4001, max_chars=4000)
    for bad in (None, 5, "   "):
        with pytest.raises(InvalidInputError):
            check_text(bad, max_chars=4000)
    with pytest.raises(InvalidInputError):
        check_turn_id("t-1\n")
    assert check_turn_id(None) is None and check_turn_id("t-1") == "t-1"
    assert issubclass(TextTooLongError, PiaError)
