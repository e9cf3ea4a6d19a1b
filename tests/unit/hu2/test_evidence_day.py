"""The day an HU2 evidence fact is cited with (``hu2.inputs.evidence_fact``): its date, else its start's, else its
end's day (a time or an ISO text read as ``retrieve.records.as_date`` reads them), else its month's or year's first."""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest
from neo4j.time import Date, DateTime

from pia_graph.hu2.inputs import evidence_fact


def _row(**props: Any) -> dict[str, Any]:
    return {"fact_id": "f1", "text": "slept 7 hours last night", **props}


@pytest.mark.parametrize(("props", "day"), [
    ({"date": "2026-03-04"}, dt.date(2026, 3, 4)),
    ({"date": "2026-03-04T23:10:00+09:00"}, dt.date(2026, 3, 4)),
    ({"date": Date(2026, 3, 4)}, dt.date(2026, 3, 4)),  # as the driver gives it
    ({"start": DateTime(2026, 3, 5, 8, 0, 0)}, dt.date(2026, 3, 5)),
    ({"date": "sometime in march", "start": "2026-03-06"}, dt.date(2026, 3, 6)),  # a date no day: the next key
    ({"date": "not-a-date", "end": "2026-03-07"}, dt.date(2026, 3, 7)),
    ({"month": "2026-03"}, dt.date(2026, 3, 1)),
    ({"year": 2025}, dt.date(2025, 1, 1)),
    ({}, None),
    ({"date": "2026-3-4"}, None),  # too short to be an ISO day
])
def test_the_day_a_fact_is_cited_with(props: dict[str, Any], day: dt.date | None) -> None:
    assert evidence_fact(_row(**props)).day == day
