"""A dose stepped up or down, or a drug switched for another of its class, through MemoryService on a real Neo4j:
after the change the user has ONE active regimen of the drug, at the new dose (in the depth-2 snapshot and in the
structured recall); the earlier regimen stays on record, superseded by the new one, never deleted or overwritten.
A switch to another drug ends the first drug's regimen (a record of its own, the stop) and starts the other's."""

from __future__ import annotations

import datetime as dt

import pytest

from pia_graph.db.queries import run_read
from pia_graph.memory import MemoryService, TurnIn
from pia_graph.memory.recall_models import QueryIn
from pia_graph.retrieve.records import props

pytestmark = pytest.mark.integration

KST = dt.timezone(dt.timedelta(hours=9))
SAID = dt.datetime(2026, 7, 1, 21, tzinfo=KST)


def _say(service: MemoryService, user_id: str, text: str, days: int, lang: str) -> None:
    service.retain(user_id, TurnIn(text=text, said_at=SAID + dt.timedelta(days=days), lang=lang))  # type: ignore[arg-type]


def _regimens(service: MemoryService, user_id: str, coordinate: str) -> list[tuple[float | None, str, bool]]:
    """(value, status, superseded) of every regimen record of the drug, current and superseded."""
    rows = run_read(service.driver, "records_list", database=service.database, user_id=user_id,
                    types=["medication_regimen"], coordinates=[coordinate], since=None, until=None,
                    include_superseded=True, limit=100)
    recs = [props(dict(r["record"])) for r in rows]
    return _ordered([(r.get("value"), str(r.get("status") or "active"), bool(r.get("superseded_by"))) for r in recs])


def _ordered(rows: list[tuple[float | None, str, bool]]) -> list[tuple[float | None, str, bool]]:
    return sorted(rows, key=lambda t: (-1.0 if t[0] is None else t[0], t[1], t[2]))


def _active(service: MemoryService, user_id: str, query: str, lang: str) -> tuple[list[str], list[str]]:
    """The depth-2 snapshot's active regimens and the structured recall's regimen items (their texts)."""
    out = service.recall(user_id, QueryIn(text=query, said_at=SAID + dt.timedelta(days=20), lang=lang,  # type: ignore[arg-type]
                                          depth=2))
    assert out.snapshot is not None
    return ([e.text for e in out.snapshot.active_regimens],
            [i.text for i in out.items if i.type == "medication_regimen"])


@pytest.mark.parametrize(("first", "change", "coordinate", "old", "new", "query", "lang"), [
    ("started Wegovy 0.25 mg weekly", "Wegovy up to 0.5 this week", "drug:semaglutide", 0.25, 0.5,
     "what dose of wegovy am i on", "en"),
    ("on wegovy 1 mg weekly", "went back down to 0.5 on wegovy because of the nausea", "drug:semaglutide", 1.0, 0.5,
     "what dose of wegovy am i on", "en"),
    ("메트포르민 500mg 하루 두 번 먹고 있어요", "메트포르민 500에서 1000으로 올렸어요", "drug:metformin", 500.0, 1000.0,
     "메트포르민 지금 얼마나 먹지", "ko"),
    ("메트포르민 1000mg 먹고 있어요", "메트포르민 1000에서 500으로 줄였어요", "drug:metformin", 1000.0, 500.0,
     "메트포르민 지금 얼마나 먹지", "ko"),
])
def test_a_dose_step_leaves_one_active_regimen_at_the_new_dose(
        service: MemoryService, user_id: str, first: str, change: str, coordinate: str, old: float, new: float,
        query: str, lang: str) -> None:
    _say(service, user_id, first, 0, lang)
    _say(service, user_id, change, 14, lang)
    # the earlier dose stays on record, superseded; the new dose is the one current regimen
    assert _regimens(service, user_id, coordinate) == _ordered([(old, "active", True), (new, "active", False)])
    snapshot, items = _active(service, user_id, query, lang)
    drug = [t for t in snapshot if _num(new) in t or _num(old) in t]
    assert len(drug) == 1 and _num(new) in drug[0], snapshot
    assert items and _num(new) in items[0], items


def _num(value: float) -> str:
    return f"{value:g}"


def test_a_switch_to_another_drug_of_the_class_ends_the_first(service: MemoryService, user_id: str) -> None:
    _say(service, user_id, "started Ozempic 0.5 mg weekly", 0, "en")
    _say(service, user_id, "switched from ozempic to mounjaro 2.5 mg", 14, "en")
    # the stop is a record of its own that supersedes the dose; the new drug's regimen is active
    assert _regimens(service, user_id, "drug:semaglutide") == [(None, "stopped", False), (0.5, "active", True)]
    assert _regimens(service, user_id, "drug:tirzepatide") == [(2.5, "active", False)]
    snapshot, _ = _active(service, user_id, "what am i taking now", "en")
    assert len(snapshot) == 1 and "2.5" in snapshot[0], snapshot
