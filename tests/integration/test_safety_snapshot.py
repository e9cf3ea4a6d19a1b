"""What a health agent acts on, through MemoryService on a real Neo4j: two regimen changes in one turn each
supersede their own regimen (the depth-2 snapshot shows the new dose and no stopped drug), and an allergy told
only through a reaction is an allergy in the snapshot and in HU2's medical constraints."""

from __future__ import annotations

import datetime as dt

import pytest

from pia_graph.hu2.regenerate import Regenerator
from pia_graph.hu2.store import served
from pia_graph.memory import MemoryService, TurnIn
from pia_graph.memory.recall_models import QueryIn

pytestmark = pytest.mark.integration

KST = dt.timezone(dt.timedelta(hours=9))
SAID = dt.datetime(2026, 3, 2, 9, tzinfo=KST)


def _say(service: MemoryService, user_id: str, text: str, days: int, lang: str = "en") -> None:
    service.retain(user_id, TurnIn(text=text, said_at=SAID + dt.timedelta(days=days), lang=lang))  # type: ignore[arg-type]


def test_a_dose_change_and_a_stop_in_one_sentence_each_supersede_their_own_regimen(
    service: MemoryService, user_id: str
) -> None:
    _say(service, user_id, "I take amlodipine 10 mg every morning and zolpidem 5 mg at night", 0)
    turn = service.retain(user_id, TurnIn(text="cut the amlodipine to 5 and stop the zolpidem",
                                          said_at=SAID + dt.timedelta(days=20), lang="en"))
    assert len(turn.supersessions) == 2  # each change supersedes its own regimen
    out = service.recall(user_id, QueryIn(text="what meds am I on?", said_at=SAID + dt.timedelta(days=21), depth=2))
    assert out.snapshot is not None
    active = {(e.coordinate, e.value) for e in out.snapshot.active_regimens}
    assert active == {("drug:amlodipine", 5)}


def test_a_dose_change_and_a_stop_said_in_korean(service: MemoryService, user_id: str) -> None:
    _say(service, user_id, "암로디핀 10mg 아침에 먹고 졸피뎀 5mg 자기 전에 먹어요", 0, "ko")
    _say(service, user_id, "암로디핀 5로 줄이고 졸피뎀은 끊었어", 20, "ko")
    out = service.recall(user_id, QueryIn(text="내 약 뭐 먹고 있어?", said_at=SAID + dt.timedelta(days=21), depth=2))
    assert out.snapshot is not None
    assert {(e.coordinate, e.value) for e in out.snapshot.active_regimens} == {("drug:amlodipine", 5)}


def test_an_allergy_told_by_its_reaction_is_in_the_snapshot_and_hu2(service: MemoryService, user_id: str) -> None:
    _say(service, user_id, "went into anaphylaxis after amoxicillin as a kid", 0)
    _say(service, user_id, "페니실린 쇼크 온적 있음", 1, "ko")
    _say(service, user_id, "my mom broke out in hives from sulfa", 2)  # hers, not the user's
    out = service.recall(user_id, QueryIn(text="what am I allergic to?", said_at=SAID + dt.timedelta(days=3),
                                          depth=2))
    assert out.snapshot is not None
    assert {e.coordinate for e in out.snapshot.allergies} == {"drug:amoxicillin", "drug:penicillin"}
    regen = Regenerator.create(service.driver, service.settings, service.dictionary, service.index)
    assert regen.regenerate_now(user_id).status == "done"
    shown = served(service.driver, service.database, user_id)
    assert shown is not None
    constraints = shown.fields["medical_constraints"].lower()
    assert "amoxicillin" in constraints and "penicillin" in constraints and "sulfa" not in constraints
