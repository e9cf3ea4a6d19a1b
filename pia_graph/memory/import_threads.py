"""`pia import`'s answer to "the user's last turns before this one" (`user_thread`), from the turns it prepared.

A turn that tells lab results with no day of their own reads the user's earlier turns (`ingest/followup_draw.py`,
through `MemoryService.prepare`'s ``earlier_turns``). Turn by turn, retain reads them from the store, where every
earlier turn is written. Read from the store in an import, each such turn had to wait until the user's earlier turns
of the import were written: the batch being gathered was sent, so batches held only the turns between two such turns
(~14 records on the bench population, session 59), and Neo4j's per-statement and per-commit cost was paid that
often.

For a user the store held no turn and no kept question of before the import (`ImportProfiles.stored_before`, from the
profile's one read), the store's answer is known without reading it: the user's turns are exactly the ones this
import prepared and wrote before the turn asking, in file order, a turn id sent twice stored once (the first). Each
is what `user_thread` returns of a stored turn: said_at, the words, the language, whether it was read (false when
the import took no READ decision) and the distinct coordinates of the records written from it; a retraction's turn
(records_retract.cypher) is stored with its words and no record. The newest ``THREAD_TURNS`` said before the turn
asking are the answer, as the query's ORDER BY and LIMIT. For every other user, and when the import writes kept
questions (`Ask`, with READ decisions), the store is read as before, after the user's earlier turns are stored.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from typing import TYPE_CHECKING, Literal

from pia_graph.memory.recall_models import ThreadTurn
from pia_graph.retrieve.thread import THREAD_TURNS
from pia_graph.store.write_turn import TurnWrite

if TYPE_CHECKING:
    from pia_graph.memory.turn_vectors import PreparedTurn


def stored_row(write: TurnWrite) -> ThreadTurn:
    """A prepared turn as `user_thread` returns it once written (pure): a record's coordinate once, in order."""
    coordinates = list(dict.fromkeys(r.coordinate for r in write.records if r.coordinate is not None))
    return ThreadTurn(said_at=write.said_at, text=write.text or "", lang=_lang(write.lang),
                      asked=bool(write.read) if write.read_not_decided is None else False, coordinates=coordinates)


def retraction_row(said_at: dt.datetime, text: str, lang: str) -> ThreadTurn:
    """A retraction's turn as `user_thread` returns it (pure): stored unread, with no record from it."""
    return ThreadTurn(said_at=said_at, text=text or "", lang=_lang(lang))


def _lang(lang: str | None) -> Literal["en", "ko"] | None:
    return "en" if lang == "en" else "ko" if lang == "ko" else None


class ImportThreads:
    """Each user's turns written by this import, in file order; ``earlier`` answers as `user_thread` would."""

    def __init__(self, stored_before: Callable[[str], bool], *, enabled: bool = True) -> None:
        self._stored_before = stored_before
        self._enabled = enabled
        self._turns: dict[str, dict[str, ThreadTurn]] = {}  # user -> turn id -> row (first sent wins)
        self.answered = 0  # turns answered from the import's own turns (no store read, no wait)

    def note(self, user_id: str, turn_id: str, row: ThreadTurn) -> None:
        """A turn of the user that the import writes (in file order); one sent again is stored once, the first."""
        self._turns.setdefault(user_id, {}).setdefault(turn_id, row)

    def note_prepared(self, user_id: str, prepared: PreparedTurn) -> None:
        """The turn a prepared write or retraction leaves in the store, noted as `note` does (the measuring scripts)."""
        if prepared.write is not None:
            self.note(user_id, prepared.write.turn_id, stored_row(prepared.write))
        elif (done := prepared.retraction) is not None:
            self.note(user_id, done.turn_id, retraction_row(done.said_at, done.text, done.lang))

    def known(self, user_id: str) -> bool:
        """Whether the user's stored turns are all this import's own, so that ``earlier`` needs no store read."""
        return self._enabled and not self._stored_before(user_id)

    def reader(self, user_id: str, said_at: dt.datetime) -> Callable[[], list[ThreadTurn] | None]:
        """``prepare``'s ``earlier_turns`` for a turn of the user said at ``said_at``: asked only when the turn reads
        them (the user's profile is read then, if not yet); None where the store must be read."""
        return lambda: self.earlier(user_id, said_at) if self.known(user_id) else None

    def earlier(self, user_id: str, said_at: dt.datetime) -> list[ThreadTurn]:
        """The user's last ``THREAD_TURNS`` turns before ``said_at``, newest first (``known`` users only)."""
        rows = [r for r in self._turns.get(user_id, {}).values() if r.said_at < said_at]
        self.answered += 1
        return sorted(rows, key=lambda r: r.said_at, reverse=True)[:THREAD_TURNS]
