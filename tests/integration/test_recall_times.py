"""The recall statements send dates and date-times as text (`toString`) and `records.timed` parses them: the
values must equal what the driver itself builds from the same stored properties (offsets, named zones,
fractions of a second, dates beside date-times in one property)."""

from __future__ import annotations

import datetime as dt

import pytest
from neo4j import Driver

from pia_graph.config import Settings
from pia_graph.db.values import native
from pia_graph.retrieve.records import timed

pytestmark = pytest.mark.integration

# Stored values, as Cypher reads them (the server builds them: no client-side conversion on the way in).
VALUES = [
    "2026-04-05T10:00:00-05:00",
    "2026-04-05T10:00:07.25+09:00",
    "2026-01-01T00:00:00Z",
    "2026-03-29T01:30:00.000001+05:30",
    "2026-07-01T09:15:00[Asia/Seoul]",
    "2026-11-01T01:30:00-04:00[America/New_York]",
]


@pytest.mark.parametrize("text", VALUES)
def test_text_parsed_equals_the_drivers_value(neo4j_driver: Driver, neo4j_settings: Settings, text: str) -> None:
    rows, _, _ = neo4j_driver.execute_query(
        "WITH datetime($t) AS v, date(datetime($t)) AS d "
        "RETURN v AS hydrated, toString(v) AS text, d AS day, toString(d) AS day_text", {"t": text},
        database_=neo4j_settings.neo4j_database)
    row = rows[0]
    hydrated, day = native(row["hydrated"]), native(row["day"])
    parsed = timed({"sort_time": row["text"], "date": row["day_text"]})
    assert type(parsed["date"]) is dt.date and parsed["date"] == day
    assert isinstance(parsed["sort_time"], dt.datetime) and parsed["sort_time"] == hydrated
    assert parsed["sort_time"].utcoffset() == hydrated.utcoffset()
    assert parsed["sort_time"].isoformat() == hydrated.isoformat()
