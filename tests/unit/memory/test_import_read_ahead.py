"""`pia import` embeds the READ opinion's turns one chunk ahead, on a thread of its own (`_read_embedded`): the
next chunk is embedded while the caller prepares the rows of the one before, and a chunk is handed out only once
its embeddings are done, so `prepare` never embeds a turn a second time."""

from __future__ import annotations

import datetime as dt
import threading
from typing import Any, cast

from pia_graph.memory.bulk_import import ImportRow, ImportStats, _read_embedded
from pia_graph.memory.models import TurnIn
from pia_graph.memory.service import MemoryService

SAID = dt.datetime(2026, 5, 20, 8, tzinfo=dt.timezone(dt.timedelta(hours=9)))


class _Service:
    def __init__(self) -> None:
        self.done: list[list[str]] = []
        self.threads: set[str] = set()
        self.second_started = threading.Event()

    def checked_turn(self, turn: TurnIn) -> TurnIn:
        return turn

    def embed_read_turns(self, turns: list[TurnIn]) -> None:
        self.threads.add(threading.current_thread().name)
        if turns[0].text == "c":
            self.second_started.set()
        self.done.append([t.text for t in turns])


def _rows(texts: list[str]) -> list[ImportRow]:
    return [ImportRow(n, "u", TurnIn.model_construct(text=t, said_at=SAID, turn_id=None, lang=None))
            for n, t in enumerate(texts, start=1)]


def test_the_next_chunk_is_embedded_while_the_one_before_is_prepared() -> None:
    fake = _Service()
    rows = _read_embedded(cast(MemoryService, fake), _rows(["a", "b", "c", "d", "e"]), ImportStats(), chunk=2)
    first: Any = next(rows)
    assert first[1].text == "a"
    assert fake.done[0] == ["a", "b"]  # the chunk handed out is embedded
    assert fake.second_started.wait(5)  # ... and the next one is under way before the caller prepares "a"
    assert [r.line for r, _ in [first, *rows]] == [1, 2, 3, 4, 5]  # every row, in file order
    assert fake.done == [["a", "b"], ["c", "d"], ["e"]]
    assert fake.threads and threading.current_thread().name not in fake.threads  # not on the caller's thread


def test_a_failed_chunk_is_still_handed_out_and_prepare_embeds_its_turns() -> None:
    class Failing(_Service):
        def embed_read_turns(self, turns: list[TurnIn]) -> None:
            raise RuntimeError("no model")

    out = list(_read_embedded(cast(MemoryService, Failing()), _rows(["a", "b", "c"]), ImportStats(), chunk=2))
    assert [r.line for r, _ in out] == [1, 2, 3]
