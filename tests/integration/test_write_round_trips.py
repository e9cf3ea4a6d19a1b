"""The write path sends one statement per turn, a turn that supersedes included, as its own auto-commit transaction."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator
from typing import Any

import pytest
from neo4j import Driver

from pia_graph.config import Settings
from pia_graph.errors import TurnConflictError
from pia_graph.memory import MemoryService, TurnIn
from pia_graph.store import write_turn

pytestmark = pytest.mark.integration

KST = dt.timezone(dt.timedelta(hours=9))


@pytest.fixture(scope="module")
def service(ontology_loaded: Driver, neo4j_settings: Settings) -> Iterator[MemoryService]:
    yield MemoryService.create(ontology_loaded, neo4j_settings, embeddings=False)


@pytest.fixture
def statements(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The write path's statements in order; one sent as its own auto-commit transaction is marked `(alone)`."""
    sent: list[str] = []
    in_tx, alone = write_turn.run_in_tx, write_turn.run_alone

    def counting(tx: Any, name: str, **params: Any) -> list[dict[str, Any]]:
        sent.append(name)
        return in_tx(tx, name, **params)

    def counting_alone(session: Any, name: str, **params: Any) -> list[dict[str, Any]]:
        sent.append(f"{name} (alone)")
        return alone(session, name, **params)

    monkeypatch.setattr(write_turn, "run_in_tx", counting)
    monkeypatch.setattr(write_turn, "run_alone", counting_alone)
    return sent


def test_a_turn_is_one_statement(service: MemoryService, user_id: str, statements: list[str]) -> None:
    first = service.retain(user_id, TurnIn(text="BP 128/84 and fasting glucose 104 this morning",
                                           said_at=dt.datetime(2026, 3, 2, 8, tzinfo=KST)))
    # one statement, as its own auto-commit transaction: one round trip, no BEGIN or COMMIT message
    assert first.written and len(first.records) == 3 and statements == ["turns_write (alone)"]
    statements.clear()
    second = service.retain(user_id, TurnIn(text="BP 131/85 this morning",
                                            said_at=dt.datetime(2026, 3, 3, 8, tzinfo=KST)))
    assert statements == ["turns_write (alone)"]
    statements.clear()
    again = service.retain(user_id, TurnIn(text="BP 131/85 this morning",
                                           said_at=dt.datetime(2026, 3, 3, 8, tzinfo=KST)))
    # a resend: the statement writes nothing and the stored turn is read back in the same session
    assert again.duplicate and not again.written and statements == ["turns_write (alone)", "turn_get (alone)"]
    assert sorted(r["record_id"] for r in again.records) == sorted(r["record_id"] for r in second.records)
    with pytest.raises(TurnConflictError):
        service.retain(user_id, TurnIn(text="BP 140/90 this morning", said_at=dt.datetime(2026, 3, 3, 8, tzinfo=KST),
                                       turn_id=again.turn_id))


def test_a_regimen_is_one_statement_with_its_supersession_and_a_resend_reads_the_stored_turn(
    service: MemoryService, user_id: str, statements: list[str], caplog: pytest.LogCaptureFixture
) -> None:
    said = dt.datetime(2026, 3, 2, 9, tzinfo=KST)
    first = service.retain(user_id, TurnIn(text="Started metformin 500 mg twice a day", said_at=said))
    assert statements == ["turns_write (alone)"] and first.supersessions == []  # nothing to supersede yet
    statements.clear()
    later = service.retain(user_id, TurnIn(text="Doctor increased my metformin to 1000 mg twice a day",
                                           said_at=said + dt.timedelta(days=30)))
    (old,), (new,) = first.records, later.records
    assert later.supersessions == [{"newer": new["record_id"], "older": old["record_id"], "reason": "newer_statement"}]
    # the current records' read, the links and the chain's rebuild are in the one statement: one round trip
    assert statements == ["turns_write (alone)"]
    statements.clear()
    again = service.retain(user_id, TurnIn(text="Started metformin 500 mg twice a day", said_at=said))
    assert again.duplicate and statements == ["turns_write (alone)", "turn_get (alone)"]
    # the rule planned again in Python from the records the statement read agrees with the links it made
    assert not [r for r in caplog.records if "differ from the rule" in r.getMessage()]


def test_the_profile_before_extraction_is_one_read_equal_to_the_two_queries(
    service: MemoryService, user_id: str, neo4j_settings: Settings
) -> None:
    """`user_profile_on` (one auto-commit read before each extraction) gives what `user_profile_get` and
    `user_active_regimens` gave together, on days before, inside and after the regimens' bounds."""
    from pia_graph.db.queries import run_read
    from pia_graph.memory.models import ProfileIn

    said = dt.datetime(2026, 3, 2, 9, tzinfo=KST)
    assert service.profile(user_id, said.date()) == {"active_regimens": []}  # no user yet
    service.set_profile(user_id, ProfileIn(sex="female", birth_date="1980-02-03"))
    for days, text in ((0, "Started metformin 500 mg twice a day"),
                       (3, "I'm on amlodipine 5 mg daily since last week"),
                       (10, "I stopped taking amlodipine"),
                       (12, "I take atorvastatin 20 mg for 2 weeks, starting today")):
        service.retain(user_id, TurnIn(text=text, said_at=said + dt.timedelta(days=days)))
    db = neo4j_settings.neo4j_database
    seen = []
    for days in (-30, 0, 1, 5, 11, 13, 40):
        on = (said + dt.timedelta(days=days)).date()
        (row,) = run_read(service.driver, "user_profile_get", database=db, user_id=user_id)
        two = {k: v for k, v in row.items() if v is not None}
        two["active_regimens"] = [r["coordinate"] for r in run_read(
            service.driver, "user_active_regimens", database=db, user_id=user_id, on=on.isoformat())]
        assert service.profile(user_id, on) == two, on
        seen.append(len(two["active_regimens"]))
    assert max(seen) >= 2 and min(seen) == 0  # the days cover several regimens and none


def test_the_statement_links_what_the_rule_plans_for_corrections_and_statements_out_of_order(
    service: MemoryService, user_id: str, statements: list[str], caplog: pytest.LogCaptureFixture
) -> None:
    """`turns_write` plans supersession itself; `write_turn.checked_plan` plans it again in Python from the records
    the statement read and logs a difference. A correction supersedes every old value of its day (two here), and a
    regimen said after a later one is superseded by it at once (the older statement never wins)."""
    day = dt.datetime(2026, 4, 2, 8, tzinfo=KST)
    a = service.retain(user_id, TurnIn(text="fasting glucose 131 this morning", said_at=day))
    b = service.retain(user_id, TurnIn(text="fasting glucose 128 this morning", said_at=day + dt.timedelta(minutes=30)))
    fix = service.retain(user_id, TurnIn(text="sorry, typo: fasting glucose was 113 this morning, not 131",
                                         said_at=day + dt.timedelta(hours=1)))
    # both glucose values of the morning are superseded by the correction's, none of its own records
    corrected = {s["older"] for s in fix.supersessions}
    assert corrected == {r["record_id"] for r in a.records + b.records}
    assert {s["newer"] for s in fix.supersessions} <= {r["record_id"] for r in fix.records}
    assert {s["reason"] for s in fix.supersessions} == {"correction"}
    later = service.retain(user_id, TurnIn(text="Started metformin 1000 mg twice a day",
                                           said_at=day + dt.timedelta(days=10)))
    earlier = service.retain(user_id, TurnIn(text="Started metformin 500 mg twice a day",
                                             said_at=day + dt.timedelta(days=5)))
    assert earlier.supersessions == [{"newer": later.records[0]["record_id"],
                                      "older": earlier.records[0]["record_id"], "reason": "newer_statement"}]
    assert set(statements) == {"turns_write (alone)"}
    assert not [r for r in caplog.records if "differ from the rule" in r.getMessage()]
