"""Recall keeps nothing between calls that a write could make stale: a turn written through another
`MemoryService` (its own driver, as another process would have) is in the very next recall of a service that
has already answered the same question for the same user."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator

import pytest
from neo4j import Driver

from pia_graph.config import Settings
from pia_graph.db.driver import open_driver
from pia_graph.memory import MemoryService, TurnIn
from pia_graph.memory.recall_models import QueryIn, Recall

pytestmark = pytest.mark.integration

KST = dt.timezone(dt.timedelta(hours=9))
ASKED = dt.datetime(2026, 4, 20, 20, 0, tzinfo=KST)


@pytest.fixture(scope="module")
def reader(ontology_loaded: Driver, neo4j_settings: Settings) -> Iterator[MemoryService]:
    yield MemoryService.create(ontology_loaded, neo4j_settings, embeddings=True)


@pytest.fixture(scope="module")
def other_writer(ontology_loaded: Driver, neo4j_settings: Settings) -> Iterator[MemoryService]:
    driver = open_driver(neo4j_settings)  # its own connections and bookmarks: another process's view
    yield MemoryService.create(driver, neo4j_settings, embeddings=True)
    driver.close()


def ask(service: MemoryService, user_id: str, text: str, depth: str | int = "auto") -> Recall:
    return service.recall(user_id, QueryIn(text=text, said_at=ASKED, depth=depth))  # type: ignore[arg-type]


def texts(out: Recall) -> list[str]:
    return [i.text for i in out.items]


def test_a_write_through_another_service_is_seen_by_the_next_recall(
    reader: MemoryService, other_writer: MemoryService, user_id: str
) -> None:
    reader.retain(user_id, TurnIn(text="BP 124/80 on the pharmacy machine today",
                                  said_at=dt.datetime(2026, 3, 22, 9, 0, tzinfo=KST)))
    facts_q, records_q = "What did Dr. Park say about salt?", "What was my last LDL?"
    for _ in range(2):  # asked twice: whatever a recall keeps per process is warm for this user and question
        assert not any("Park" in t for t in texts(ask(reader, user_id, facts_q)))
        assert not any(i.coordinate and "ldl" in i.coordinate for i in ask(reader, user_id, records_q).items)

    other_writer.retain(user_id, TurnIn(text="Dr. Park told me to cut back on salt because of my blood pressure.",
                                        said_at=dt.datetime(2026, 4, 1, 10, 0, tzinfo=KST)))
    other_writer.retain(user_id, TurnIn(text="LDL came back 141 from this morning's blood draw.",
                                        said_at=dt.datetime(2026, 4, 2, 11, 0, tzinfo=KST)))

    after = ask(reader, user_id, facts_q)
    # the fact, then the instruction typed from the same turn (a medical constraint, session 65)
    assert [(i.kind, i.text) for i in after.items] == [
        ("fact", "Dr. Park told User to cut back on salt because of User's blood pressure."),
        ("record", "Care instruction cut back on salt said 2026-04-01")], texts(after)
    ldl = ask(reader, user_id, records_q)
    # the record, then the sentence it was said in (cited on it)
    assert [(i.kind, i.coordinate, i.value, i.date) for i in ldl.items] == [
        ("record", "test:ldl_cholesterol", 141, "2026-04-02"), ("fact", None, None, "2026-04-02")], texts(ldl)
    depth2 = ask(reader, user_id, records_q, depth=2)
    assert depth2.snapshot is not None
    # the other service's LDL is the newest latest value, beside this service's own blood pressure
    assert [(e.coordinate, e.value, e.date) for e in depth2.snapshot.latest] == [
        ("test:ldl_cholesterol", 141, "2026-04-02"), ("vital:diastolic_bp", 80, "2026-03-22"),
        ("vital:systolic_bp", 124, "2026-03-22")], depth2.snapshot.latest
    assert depth2.snapshot.latest[0].record_ids == [ldl.items[0].id]


def test_a_kept_depth3_answer_is_served_only_while_memory_is_unchanged(
    reader: MemoryService, other_writer: MemoryService, user_id: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    from pia_graph.causal.depth3 import depth3_for as real

    for day, value in ((3, 150), (10, 146), (17, 139)):
        reader.retain(user_id, TurnIn(text=f"LDL came back {value} today.",
                                      said_at=dt.datetime(2026, 3, day, 9, 0, tzinfo=KST)))
    computed: list[str] = []

    def counting(*args: object, **kw: object) -> object:
        computed.append(str(args[2]))
        return real(*args, **kw)  # type: ignore[arg-type]

    monkeypatch.setattr("pia_graph.retrieve.recall.causal_depth3", counting)
    question = "How is my LDL trending?"
    first, second = ask(reader, user_id, question, depth=3), ask(reader, user_id, question, depth=3)
    assert first.depth3 is not None and len(computed) == 1  # the second answer was the kept one
    assert second.model_dump(exclude={"timings_ms"}) == first.model_dump(exclude={"timings_ms"})
    assert [(t.coordinate, t.direction, t.n, t.change) for t in first.depth3.trends] == [
        ("test:ldl_cholesterol", "down", 3, -11.0)], first.depth3.trends
    assert first.depth3.trends[0].text.startswith(
        "LDL cholesterol (calculated) down: 150 on 2026-03-03 → 139 on 2026-03-17 (3 readings;")

    other_writer.retain(user_id, TurnIn(text="LDL came back 131 from this morning's blood draw.",
                                        said_at=dt.datetime(2026, 4, 3, 11, 0, tzinfo=KST)))
    after = ask(reader, user_id, question, depth=3)
    assert len(computed) == 2 and after.depth3 is not None
    # recomputed over the four readings: the other service's 131 is the last of them
    assert [(t.coordinate, t.direction, t.n) for t in after.depth3.trends] == [
        ("test:ldl_cholesterol", "down", 4)], after.depth3.trends
    trend = after.depth3.trends[0]
    assert trend.change == pytest.approx(-19.1875) and trend.record_ids[:3] == first.depth3.trends[0].record_ids
    assert trend.text.startswith(
        "LDL cholesterol (calculated) down: 150 on 2026-03-03 → 131 on 2026-04-03 (4 readings;")
