"""The records part of the recall statement's parameters (`structured.record_params`): the window goes as ISO-8601
text that `datetime()` reads in the statement, the same instants as `bounds` gives, and no date-time value for the
driver to pack (session 66, perf66)."""

from __future__ import annotations

import datetime as dt
from zoneinfo import ZoneInfo

from pia_graph.memory.recall_models import Decided, QueryUnderstanding, TimeWindow
from pia_graph.retrieve.structured import KEYS_SIZE, NO_KEY, bounds, record_params


def _asked(window: TimeWindow | None) -> QueryUnderstanding:
    u = QueryUnderstanding(lang="en")
    u.coordinates = [Decided(value="test:fasting_glucose", reason="alias:exact")]
    u.window = window
    return u


def _no_temporal_value(value: object) -> bool:
    if isinstance(value, list):
        return all(_no_temporal_value(v) for v in value)
    return not isinstance(value, dt.date | dt.time)


def test_the_window_is_sent_as_text_at_the_instants_and_offset_of_its_bounds() -> None:
    said_at = dt.datetime(2026, 3, 14, 9, 30, tzinfo=dt.timezone(dt.timedelta(hours=9)))
    u = _asked(TimeWindow(start=dt.date(2026, 2, 1), end=dt.date(2026, 2, 28), expression="last month",
                          rule_id="test"))
    params = record_params(u, said_at)
    since, until = bounds(u, said_at.tzinfo)
    assert params["since_text"] == "2026-01-31T00:00:00+09:00" and params["until_text"] == "2026-03-02T00:00:00+09:00"
    assert dt.datetime.fromisoformat(params["since_text"]) == since
    assert dt.datetime.fromisoformat(params["until_text"]) == until
    assert dt.datetime.fromisoformat(params["since_text"]).utcoffset() == since.utcoffset()
    assert all(_no_temporal_value(v) for v in params.values())
    assert params["coordinates"] == [NO_KEY] * (KEYS_SIZE - 1) + ["test:fasting_glucose"]


def test_a_named_zone_keeps_its_instant_and_an_open_window_its_wide_bounds() -> None:
    said_at = dt.datetime(2026, 7, 1, 8, 0, tzinfo=ZoneInfo("America/New_York"))
    u = _asked(TimeWindow(start=dt.date(2026, 6, 1), end=None, expression="since June", rule_id="test"))
    params = record_params(u, said_at)
    since, _ = bounds(u, said_at.tzinfo)
    assert params["since_text"] == "2026-05-31T00:00:00-04:00"
    assert dt.datetime.fromisoformat(params["since_text"]) == since
    assert params["until_text"] == "2200-01-01T00:00:00+00:00"
    wide = record_params(None, None)
    assert (wide["since_text"], wide["until_text"]) == ("1900-01-01T00:00:00+00:00", "2200-01-01T00:00:00+00:00")
    assert wide["coordinates"] == [NO_KEY] * KEYS_SIZE and wide["types"] == [NO_KEY] * KEYS_SIZE
