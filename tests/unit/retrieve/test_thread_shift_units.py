"""A follow-up that names its own unit of shift ("the year before", 그 전 해, "the week before") moves the previous
question's window back by that unit, keeping its length (retrieve/thread.py, rows thread_prior:<unit>)."""

from __future__ import annotations

import datetime as dt
from typing import Literal

from pia_graph.memory.recall_models import QueryUnderstanding, ThreadTurn
from pia_graph.ontology import AliasIndex, Dictionary
from pia_graph.retrieve.thread import period_before, shifted_by
from pia_graph.retrieve.thread_read import entries
from pia_graph.retrieve.understand import understand

KST = dt.timezone(dt.timedelta(hours=9))
EST = dt.timezone(dt.timedelta(hours=-5))


def _follow(text: str, asked: str, said: dt.datetime, lang: Literal["en", "ko"], index: AliasIndex,
            dictionary: Dictionary) -> QueryUnderstanding:
    rows = [ThreadTurn(said_at=said - dt.timedelta(hours=1), text=asked, lang=lang, asked=True)]
    thread = entries(rows, index, dictionary, lang)
    return understand(text, said, lang, index, dictionary, thread=thread)


def _span(u: QueryUnderstanding) -> tuple[dt.date | None, dt.date | None]:
    assert u.window is not None
    return u.window.start, u.window.end


def test_the_year_before_a_month_is_that_month_a_year_back(index: AliasIndex, dictionary: Dictionary) -> None:
    said = dt.datetime(2026, 5, 20, 9, 0, tzinfo=EST)
    u = _follow("the year before?", "what was my A1c in March?", said, "en", index, dictionary)
    assert [d.value for d in u.coordinates] == ["test:hba1c"]
    assert _span(u) == (dt.date(2025, 3, 1), dt.date(2025, 3, 31))


def test_the_month_before_a_month_still_is_the_month_before(index: AliasIndex, dictionary: Dictionary) -> None:
    said = dt.datetime(2026, 5, 20, 9, 0, tzinfo=EST)
    u = _follow("and the month before?", "what was my A1c in March?", said, "en", index, dictionary)
    assert _span(u) == (dt.date(2026, 2, 1), dt.date(2026, 2, 28))


def test_korean_the_year_before_a_month_is_that_month_a_year_back(index: AliasIndex,
                                                                   dictionary: Dictionary) -> None:
    said = dt.datetime(2026, 3, 14, 9, 0, tzinfo=KST)
    u = _follow("그 전 해는?", "지난달 체중 몇이었지", said, "ko", index, dictionary)
    assert [d.value for d in u.coordinates] == ["body:weight"]
    assert _span(u) == (dt.date(2025, 2, 1), dt.date(2025, 2, 28))


def test_korean_the_month_before_a_week_is_that_week_a_month_back(index: AliasIndex,
                                                                  dictionary: Dictionary) -> None:
    said = dt.datetime(2026, 3, 14, 9, 0, tzinfo=KST)
    week = _follow("지난주 혈압 어땠어?", "지난달 체중 몇이었지", said, "ko", index, dictionary)
    start, end = _span(week)
    assert start is not None and end is not None and (end - start).days == 6
    u = _follow("그럼 그 전 달은?", "지난주 혈압 어땠어?", said, "ko", index, dictionary)
    assert _span(u) == shifted_by(start, end, "month")
    assert _span(u)[1] is not None and _span(u)[1] < start


def test_a_unit_shorter_than_the_window_shifts_by_the_window() -> None:
    # "the week before" a month is the month before, not the month less a week
    assert period_before(dt.date(2026, 3, 1), dt.date(2026, 3, 31), "week") == (dt.date(2026, 2, 1),
                                                                                  dt.date(2026, 2, 28))
    assert period_before(dt.date(2025, 1, 1), dt.date(2025, 12, 31), "month") == (dt.date(2024, 1, 1),
                                                                                   dt.date(2024, 12, 31))


def test_shifting_by_a_unit_keeps_whole_months_and_clamps_days() -> None:
    assert shifted_by(dt.date(2024, 2, 1), dt.date(2024, 2, 29), "year") == (dt.date(2023, 2, 1), dt.date(2023, 2, 28))
    assert shifted_by(dt.date(2026, 3, 31), dt.date(2026, 4, 6), "month") == (dt.date(2026, 2, 28), dt.date(2026, 3, 6))
    assert shifted_by(dt.date(2026, 5, 11), dt.date(2026, 5, 17), "week") == (dt.date(2026, 5, 4), dt.date(2026, 5, 10))
    assert shifted_by(dt.date(2026, 5, 11), dt.date(2026, 5, 11), "day") == (dt.date(2026, 5, 10), dt.date(2026, 5, 10))
    assert shifted_by(dt.date(2026, 5, 11), dt.date(2026, 5, 17), "fortnight") is None
