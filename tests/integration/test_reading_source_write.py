"""Where a reading was taken, through MemoryService on a real Neo4j (``ingest/extract/reading_source.py``,
``retrieve/source.py``): two readings of one coordinate from two sources are both stored with their source and the
cue's span, neither supersedes the other (told in one turn, or the second as a same-day correction), and a question
naming a source ranks that source's reading first, shown with its source in the context pack."""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest

from pia_graph.db.queries import run_read
from pia_graph.memory import MemoryService, TurnIn
from pia_graph.memory.recall_models import QueryIn
from pia_graph.retrieve.records import props

pytestmark = pytest.mark.integration

CST = dt.timezone(dt.timedelta(hours=-6))
SAID = dt.datetime(2026, 2, 2, 19, tzinfo=CST)


def _say(service: MemoryService, user_id: str, text: str, minutes: int, lang: str = "en") -> None:
    service.retain(user_id, TurnIn(text=text, said_at=SAID + dt.timedelta(minutes=minutes), lang=lang))  # type: ignore[arg-type]


def _systolic(service: MemoryService, user_id: str) -> list[dict[str, Any]]:
    rows = run_read(service.driver, "records_list", database=service.database, user_id=user_id,
                    types=["vital_sign"], coordinates=["vital:systolic_bp"], since=None, until=None,
                    include_superseded=True, limit=100)
    return sorted((props(dict(r["record"])) for r in rows), key=lambda r: r["value"])


@pytest.mark.parametrize(("turns", "lang"), [
    (["home cuff said 152/96 but at the clinic it was 134/82"], "en"),
    (["home cuff said 152/96 this morning", "actually at the clinic it was 134/82"], "en"),
    (["집에서 잰 혈압은 152/96인데 병원에서는 134/82였어요"], "ko"),
])
def test_both_readings_stay_with_their_sources(service: MemoryService, user_id: str, turns: list[str],
                                               lang: str) -> None:
    for n, text in enumerate(turns):
        _say(service, user_id, text, n, lang)
    recs = _systolic(service, user_id)
    assert [(r["value"], r.get("source"), r.get("superseded_by")) for r in recs] == [
        (134.0, "clinic", None), (152.0, "home", None)]
    clinic = recs[0]
    said = turns[-1]
    assert said[clinic["source_start"]:clinic["source_end"]] == clinic["source_said"]  # the cue's span


@pytest.mark.parametrize(("query", "first"), [
    ("what was my blood pressure at the clinic?", 134.0),
    ("what did my home blood pressure read?", 152.0),
])
def test_a_question_naming_a_source_ranks_its_reading_first(service: MemoryService, user_id: str, query: str,
                                                            first: float) -> None:
    _say(service, user_id, "home cuff said 152/96 but at the clinic it was 134/82", 0)
    out = service.recall(user_id, QueryIn(text=query, said_at=SAID + dt.timedelta(days=1), lang="en"))  # type: ignore[arg-type]
    readings = [i for i in out.items if i.coordinate == "vital:systolic_bp"]
    assert readings and readings[0].value == first
    assert any(r.startswith("source:") for r in readings[0].why)
    source = readings[0].reading_source
    assert source is not None and f"{int(first)} mmHg, {source}" in out.context.text
