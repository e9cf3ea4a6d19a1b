"""`pia import` checks each row's turn once: `_read_embedded` hands the checked turn (or why it is not valid) to
the preparation, which no longer checks it again."""

from __future__ import annotations

import datetime as dt
from typing import Any, cast

from pia_graph.errors import InvalidInputError
from pia_graph.memory.bulk_import import ImportRow, ImportStats, _read_embedded
from pia_graph.memory.models import TurnIn
from pia_graph.memory.service import MemoryService

SAID = dt.datetime(2026, 5, 20, 8, tzinfo=dt.timezone(dt.timedelta(hours=9)))


class _Service:
    def __init__(self) -> None:
        self.checked: list[str] = []
        self.embedded: list[list[str]] = []

    def checked_turn(self, turn: TurnIn) -> TurnIn:
        self.checked.append(turn.text)
        if not turn.text.strip():
            raise InvalidInputError("text must not be empty", field="text")
        return turn

    def embed_read_turns(self, turns: list[TurnIn]) -> None:
        self.embedded.append([t.text for t in turns])


def test_each_row_is_checked_once_and_an_invalid_one_carries_its_error() -> None:
    fake = _Service()
    rows = [ImportRow(n, "u", TurnIn.model_construct(text=text, said_at=SAID, turn_id=None, lang=None))
            for n, text in enumerate(["BP 120/80", " ", "took my metformin"], start=1)]
    out: list[tuple[ImportRow, Any]] = list(_read_embedded(cast(MemoryService, fake), rows, ImportStats(), chunk=2))
    assert [row.line for row, _ in out] == [1, 2, 3]
    assert fake.checked == ["BP 120/80", " ", "took my metformin"]  # once each
    assert isinstance(out[1][1], InvalidInputError)
    assert out[0][1].text == "BP 120/80" and out[2][1].text == "took my metformin"
    assert fake.embedded == [["BP 120/80"], ["took my metformin"]]  # the invalid row is not embedded
