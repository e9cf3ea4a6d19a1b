"""A reply that retracts the earlier turn's record, through MemoryService on a real Neo4j: the record stays, marked
retracted with its reason and the retracting turn (stored, not retained, with a RETRACTS edge) as provenance; it
leaves its series' chain, the reads that take current records (records, HU2's inputs, the snapshot, recall and its
context pack) leave it out, the analyst still sees it; a second user's identical record is untouched."""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest

from pia_graph.db.queries import run_read, run_write
from pia_graph.memory import MemoryService, TurnIn
from pia_graph.memory.recall_models import QueryIn
from pia_graph.retrieve.records import props

pytestmark = pytest.mark.integration

SAID = dt.datetime(2026, 3, 2, 9, 0, tzinfo=dt.UTC)


def _say(service: MemoryService, user_id: str, text: str, minutes: int, lang: str = "en") -> Any:
    return service.retain(user_id, TurnIn(text=text, said_at=SAID + dt.timedelta(minutes=minutes), lang=lang))  # type: ignore[arg-type]


def _records(service: MemoryService, user_id: str, *, include_superseded: bool) -> list[dict[str, Any]]:
    rows = run_read(service.driver, "records_list", database=service.database, user_id=user_id, types=[],
                    coordinates=[], since=None, until=None, include_superseded=include_superseded, limit=100)
    return [props(dict(r["record"])) for r in rows]


def test_a_disowned_record_is_retracted_with_its_reason_and_provenance(service: MemoryService,
                                                                       user_id: str) -> None:
    other = f"{user_id}-other"
    try:
        for uid in (user_id, other):
            assert _say(service, uid, "my LDL was 160 at the checkup today", 0).records
        done = _say(service, user_id, "oh wait, that was my sister's result, not mine", 3)
        assert done.retained is False
        # every record of the turn just before (the LDL and its checkup), with its reason
        told = _records(service, user_id, include_superseded=True)
        assert {r["record_id"] for r in told} == {r["record_id"] for r in done.retractions}
        assert {r["reason"] for r in done.retractions} == {"disowned_other_person"}

        # the record stays, marked, with the retracting turn as provenance
        [kept] = [r for r in told if str(r["coordinate"]).startswith("test:ldl")]
        assert kept["retraction_reason"] == "disowned_other_person" and kept["retracted_by"] == done.turn_id
        assert kept["superseded_by"] == done.turn_id
        seen = run_read(service.driver, "analyst_retractions", database=service.database, user_id=user_id,
                        limit=10)
        [ldl] = [s for s in seen if s["record_id"] == kept["record_id"]]
        assert len(seen) == len(told) and ldl["reason"] == "disowned_other_person"
        assert ldl["retracted_by_text"] == "oh wait, that was my sister's result, not mine"
        assert ldl["source_text"] == "my LDL was 160 at the checkup today"

        # the reads of current records leave it out
        assert _records(service, user_id, include_superseded=False) == []
        hu2 = run_read(service.driver, "hu2_user_records", database=service.database, user_id=user_id, limit=100)
        assert hu2 == []
        chain = run_read(service.driver, "trajectory_get", database=service.database, user_id=user_id,
                         coordinate=kept["coordinate"])
        assert chain == []
        out = service.recall(user_id, QueryIn(text="what was my LDL?", said_at=SAID + dt.timedelta(days=1),  # type: ignore[arg-type]
                                              lang="en"))
        assert not [i for i in out.items if i.coordinate == kept["coordinate"]]
        assert "160" not in out.context.text
        assert out.snapshot is None or all(e.coordinate != kept["coordinate"] for e in out.snapshot.latest)

        # the other user's identical record is current, untouched
        theirs = _records(service, other, include_superseded=True)
        assert len(theirs) == len(told)
        assert not any(r.get("superseded_by") or r.get("retracted_by") for r in theirs)
        assert run_read(service.driver, "analyst_retractions", database=service.database, user_id=other,
                        limit=10) == []
        theirs_out = service.recall(other, QueryIn(text="what was my LDL?", said_at=SAID + dt.timedelta(days=1),  # type: ignore[arg-type]
                                                   lang="en"))
        assert "160" in theirs_out.context.text

        # a resend of the retracting turn retracts nothing again
        again = _say(service, user_id, "oh wait, that was my sister's result, not mine", 3)
        assert again.retractions == []
    finally:
        run_write(service.driver, "user_erase", database=service.database, user_id=other)


def test_a_record_taken_back_is_retracted_by_the_user(service: MemoryService, user_id: str) -> None:
    assert _say(service, user_id, "혈압 158/99 나왔어요", 0, "ko").records
    done = _say(service, user_id, "방금 거 취소할게요", 2, "ko")
    assert done.retained is False and done.retractions
    assert {r["reason"] for r in done.retractions} == {"retracted_by_user"}
    assert _records(service, user_id, include_superseded=False) == []


def test_a_second_retraction_reaches_no_further_than_the_turn_before(service: MemoryService, user_id: str) -> None:
    assert _say(service, user_id, "my weight was 82 kg this morning", 0).records
    assert _say(service, user_id, "my LDL was 160 at the checkup today", 5).records
    assert _say(service, user_id, "scratch that", 6).retractions
    assert _say(service, user_id, "scratch that", 7).retractions == []  # the turn before is the retraction
    assert [r["coordinate"] for r in _records(service, user_id, include_superseded=False)] == ["body:weight"]


def test_a_shared_record_stays_and_an_ordinary_turn_retracts_nothing(service: MemoryService, user_id: str) -> None:
    assert _say(service, user_id, "my LDL was 160 at the checkup today", 0).records
    assert _say(service, user_id, "my sister has the same", 2).retractions == []
    assert _say(service, user_id, "slept about 6 hours last night", 4).retractions == []
    current = _records(service, user_id, include_superseded=False)
    assert any(r["coordinate"].startswith("test:ldl") for r in current)
