"""`pia import` resolves a turn that refers back to an earlier one as retain does: just before the turn reads the
user's recent records (`before_recent`), the user's earlier turns of the import are stored (the batch being
gathered written, the batch in flight waited for); a turn that then corrects an earlier record is written alone by
retain's `write_turn`, after the turns before it, and ordinary turns stay in the batch's one statement."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from typing import Any, cast

import pytest

from pia_graph.memory import bulk_import
from pia_graph.memory.bulk_import import ImportRow, import_rows
from pia_graph.memory.models import RetainResult, TurnIn
from pia_graph.memory.recall_models import ThreadTurn
from pia_graph.memory.service import MemoryService
from pia_graph.memory.turn_vectors import PreparedTurn
from pia_graph.store.write_turn import TurnWrite, TurnWritten

SAID = dt.datetime(2026, 5, 20, 8, tzinfo=dt.timezone(dt.timedelta(hours=9)))


class _Profiles:
    """User "old" had turns stored before the import; the others are new to the store."""

    def __init__(self, service: object) -> None:
        pass

    def note(self, write: TurnWrite) -> None:
        pass

    def stored_before(self, user_id: str) -> bool:
        return user_id == "old"


class _Settings:
    write_conflict_retry_s = 1.0


class _Service:
    """Turns whose text starts with "oops" refer back; "oops fix" ones correct an earlier record; "labs" ones read
    the user's earlier turns (results with no day of their own), from the store unless the import answers them."""

    driver = None
    database = "neo4j"
    settings = _Settings()

    def __init__(self, log: list[str]) -> None:
        self.log = log

    def checked_turn(self, turn: TurnIn) -> TurnIn:
        return turn

    def embed_read_turns(self, turns: list[TurnIn]) -> None:
        pass

    def prepare(self, user_id: str, turn: TurnIn, *, profile: object = None,
                before_recent: Callable[[], None] | None = None, read_decision: bool = True,
                earlier_turns: Callable[[], list[ThreadTurn] | None] | None = None) -> PreparedTurn:
        if turn.text.startswith("oops") and before_recent is not None:
            before_recent()
            self.log.append(f"read {user_id}")
        if turn.text.startswith("labs"):
            known = earlier_turns() if earlier_turns is not None else None
            if known is not None:
                self.log.append(f"thread {user_id}: " + ",".join(t.text for t in known))
            elif before_recent is not None:
                before_recent()
                self.log.append(f"read {user_id}")
        write = TurnWrite(user_id=user_id, turn_id=turn.text, text=turn.text, said_at=turn.said_at, lang="en",
                          retain_reasons=[], read=False, route="none", extractor="x", records=[], facts=[],
                          supersedes=[("new", "old")] if turn.text.startswith("oops fix") else [])
        return PreparedTurn(RetainResult(user_id=user_id, turn_id=turn.text, retained=True, reasons=[], read=False,
                                         route="none"), write)


def _fakes(monkeypatch: pytest.MonkeyPatch, log: list[str]) -> None:
    def batch(driver: object, database: str, writes: list[TurnWrite], **_: Any) -> list[dict[str, Any]]:
        assert not any(w.supersedes for w in writes)
        log.append("batch " + ",".join(w.turn_id for w in writes))
        return [{"duplicate": False, "stored_text": w.text, "supersessions": 0} for w in writes]

    def alone(driver: object, database: str, w: TurnWrite, **_: Any) -> TurnWritten:
        log.append("alone " + w.turn_id)
        return TurnWritten(duplicate=False, records=[], facts=[], supersessions=[])

    monkeypatch.setattr(bulk_import, "ImportProfiles", _Profiles)
    monkeypatch.setattr(bulk_import, "write_turns", batch)
    monkeypatch.setattr(bulk_import, "write_turn", alone)


def _rows(turns: list[tuple[str, str]]) -> list[ImportRow]:
    return [ImportRow(n, user, TurnIn.model_construct(text=text, said_at=SAID + dt.timedelta(minutes=n),
                                                      turn_id=None, lang=None))
            for n, (user, text) in enumerate(turns, start=1)]


def test_the_users_earlier_turns_are_stored_before_a_turn_that_refers_back(monkeypatch: pytest.MonkeyPatch) -> None:
    log: list[str] = []
    _fakes(monkeypatch, log)
    turns = [("u", "a"), ("v", "b"), ("u", "c"), ("w", "oops d"), ("u", "oops fix e"), ("v", "f"), ("u", "g")]
    stats = import_rows(cast(MemoryService, _Service(log)), _rows(turns), batch_turns=100)
    assert log == [
        "read w",  # no earlier turn of w's: nothing stored first, the batch keeps gathering
        "batch a,b,c,oops d",  # u's earlier turns stored before its turn reads them
        "read u",
        "alone oops fix e",  # the correcting turn as retain writes it, after the turns before it
        "batch f,g",
    ]
    assert (stats.written, stats.alone, stats.batches) == (7, 1, 2)


def test_a_new_users_earlier_turns_come_from_the_import_without_a_write(monkeypatch: pytest.MonkeyPatch) -> None:
    """A user with nothing stored before the import: the turns it prepared answer, newest first, and the batch keeps
    gathering; a user with stored turns reads the store after its earlier turns are written (import_threads.py)."""
    log: list[str] = []
    _fakes(monkeypatch, log)
    turns = [("u", "a"), ("old", "b"), ("u", "c"), ("u", "d"), ("u", "e"), ("u", "labs f"), ("old", "labs g"),
             ("u", "h")]
    stats = import_rows(cast(MemoryService, _Service(log)), _rows(turns), batch_turns=100)
    assert log == [
        "thread u: e,d,c",  # the last three (THREAD_TURNS) of u's, newest first, nothing written yet
        "batch a,b,c,d,e,labs f",  # old's earlier turn stored before its turn reads the store
        "read old",
        "batch labs g,h",
    ]
    assert (stats.written, stats.batches, stats.threads_known) == (8, 2, 1)
