"""A record that states an absence of the term the question names ("no dizziness on 07-09") ranks after the records
of the same coordinate that state it when a date or a value is asked (`NEGATED_NAMED` in `fusion_weights.py`,
`fuse_record_scores.score_records`); asked whether it still holds, or alone, it keeps its place."""

from __future__ import annotations

import datetime as dt
from typing import Any

from pia_graph.ontology import AliasIndex, Dictionary
from pia_graph.retrieve.fuse import fuse
from pia_graph.retrieve.structured import StructuredHit
from pia_graph.retrieve.understand import understand

TZ = dt.timezone(dt.timedelta(hours=-5))
SAID = dt.datetime(2026, 7, 20, 20, 0, tzinfo=TZ)


def rec(rid: str, day: dt.date, **extra: Any) -> dict[str, Any]:
    return {"record_id": rid, "coordinate": "symptom:dizziness", "type": "symptom", "date": day,
            "sort_time": dt.datetime.combine(day, dt.time(12), TZ), "turn_id": f"t-{rid}",
            "recorded_at": dt.datetime.combine(day, dt.time(9), TZ), **extra}


def _hits() -> list[StructuredHit]:
    absent = rec("r-none", dt.date(2026, 7, 9), negated=True)
    present = rec("r-dizzy", dt.date(2026, 7, 4), value=4)
    return [StructuredHit(absent, ["alias"], 1.0), StructuredHit(present, ["alias"], 1.0)]


def _ids(text: str, index: AliasIndex, dictionary: Dictionary, hits: list[StructuredHit]) -> list[str]:
    u = understand(text, SAID, "en", index, dictionary)
    return [i.id for i in fuse(u, "structured", hits, [], {}, dictionary, SAID, 10).items]


def test_when_asked_the_day_it_happened_comes_first(index: AliasIndex, dictionary: Dictionary) -> None:
    ids = _ids("when was I dizzy this month", index, dictionary, _hits())
    assert ids == ["r-dizzy", "r-none"]  # newest first would put the day without dizziness first


def test_asked_whether_it_still_holds_the_newest_answers(index: AliasIndex, dictionary: Dictionary) -> None:
    ids = _ids("am I still dizzy", index, dictionary, _hits())
    assert ids[0] == "r-none"


def test_an_absence_alone_keeps_its_place(index: AliasIndex, dictionary: Dictionary) -> None:
    ids = _ids("when was I dizzy this month", index, dictionary, _hits()[:1])
    assert ids == ["r-none"]
