"""The snapshot statement's parameters (`snapshot.snapshot_params`, depth 2 and 3): its three instants go as
ISO-8601 text that `datetime()` reads in the statement, at the instants the date-times were, and no date-time value
is left for the driver to pack (session 66, snap66)."""

from __future__ import annotations

import datetime as dt
import re
from zoneinfo import ZoneInfo

from pia_graph.db.queries import query
from pia_graph.retrieve.snapshot import ACTIVE_DAYS, MEASURED_TYPES, SNAPSHOT_TYPES, snapshot_params


def _no_temporal_value(value: object) -> bool:
    if isinstance(value, list):
        return all(_no_temporal_value(v) for v in value)
    return not isinstance(value, dt.date | dt.time)


def test_the_active_window_is_sent_as_text_at_the_instant_and_offset_a_year_before_the_question() -> None:
    said_at = dt.datetime(2026, 3, 14, 9, 30, tzinfo=dt.timezone(dt.timedelta(hours=9)))
    params = snapshot_params(said_at)
    assert params["active_since_text"] == "2025-03-14T09:30:00+09:00"
    since = dt.datetime.fromisoformat(params["active_since_text"])
    assert since == said_at - dt.timedelta(days=ACTIVE_DAYS) and since.utcoffset() == said_at.utcoffset()
    assert (params["since_text"], params["until_text"]) == ("1900-01-01T00:00:00+00:00", "2200-01-01T00:00:00+00:00")
    assert all(_no_temporal_value(v) for v in params.values())
    assert params["types"] == list(SNAPSHOT_TYPES) and params["measured"] == list(MEASURED_TYPES)
    assert (params["limit"], params["latest_limit"]) == (500, 60)


def test_a_named_zone_keeps_the_offset_of_that_day_a_year_before() -> None:
    said_at = dt.datetime(2026, 1, 10, 8, 0, 0, 250000, tzinfo=ZoneInfo("America/New_York"))
    text = snapshot_params(said_at)["active_since_text"]
    assert text == "2025-01-10T08:00:00.250000-05:00"
    assert dt.datetime.fromisoformat(text) == said_at - dt.timedelta(days=ACTIVE_DAYS)


def test_the_statement_reads_each_parameter_sent_and_no_other() -> None:
    named = set(re.findall(r"\$(\w+)", query("recall_snapshot")))
    assert named == set(snapshot_params(dt.datetime(2026, 3, 14, tzinfo=dt.UTC))) | {"user_id", "with_stamp"}
    assert "datetime($active_since_text)" in query("recall_snapshot")
