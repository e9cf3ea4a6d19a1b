"""What the write path reads of the user's earlier turns, and what it writes of a turn that keeps no record: the
recent records a reply may correct, the records of the turn just before that a reply may retract
(`ingest/followup_retract.py`), the thread a follow-up question reads (`retrieve/thread_read.py`), the question kept
as an `Ask`, and the retraction. A mixin of `MemoryService`, as `TurnVectors` is; every read is scoped to the user."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from typing import Literal

from neo4j import Driver

from pia_graph.config import Settings
from pia_graph.db.queries import run_read_once
from pia_graph.db.values import native
from pia_graph.ingest.analysed_text import analysed_form
from pia_graph.ingest.earlier_records import Prior
from pia_graph.ingest.followup_resolve import LONG_LIVED, READING_DAYS, RECENT_TURNS
from pia_graph.ingest.turn_flow import GatedTurn
from pia_graph.memory.models import TurnIn, detect_lang
from pia_graph.memory.recall_models import ThreadTurn
from pia_graph.memory.turn_vectors import PreparedTurn
from pia_graph.ontology import AliasIndex, Dictionary
from pia_graph.store.retract import RetractionWrite, write_retraction


class EarlierTurns:
    """The user's earlier turns as the write path reads them, for `MemoryService`."""

    driver: Driver
    settings: Settings
    dictionary: Dictionary
    index: AliasIndex

    @property
    def database(self) -> str:
        return self.settings.neo4j_database

    def recent_records(self, user_id: str, said_at: dt.datetime) -> list[Prior]:
        """The current records of the user's last turns up to ``said_at`` (``user_recent_records``): read only for
        a turn that refers back to an earlier one (``ingest/turn_flow.py``)."""

        rows = run_read_once(self.driver, "user_recent_records", database=self.database, user_id=user_id,
                             since=(said_at - dt.timedelta(days=READING_DAYS)).isoformat(),
                             until=said_at.isoformat(), turn_limit=RECENT_TURNS, profile_types=list(LONG_LIVED))
        return [Prior({k: native(v) for k, v in row["record"].items()}, native(row["said_at"])) for row in rows]

    def last_turn_records(self, user_id: str, said_at: dt.datetime) -> list[Prior]:
        """The current records of the user's last turn before ``said_at`` (``user_last_turn_records``): read only for
        a reply that may retract them (``ingest/followup_retract.py``)."""

        rows = run_read_once(self.driver, "user_last_turn_records", database=self.database, user_id=user_id,
                             until=said_at.isoformat())
        return [Prior({k: native(v) for k, v in rec.items()}, native(row["said_at"]))
                for row in rows for rec in row["records"]]

    def _recent(self, user_id: str, said_at: dt.datetime, before: Callable[[], None] | None) -> list[Prior]:
        if before is not None:
            before()
        return self.recent_records(user_id, said_at)

    def _earlier_said(self, user_id: str, said_at: dt.datetime,
                      before: Callable[[], None] | None) -> list[ThreadTurn]:
        """The user's last stored turns before ``said_at`` as stored (``user_thread``, not understood again): read
        only for a turn that tells lab results with no day of their own (``ingest/followup_draw.py``)."""
        from pia_graph.retrieve.thread_read import stored_thread

        if before is not None:
            before()
        return stored_thread(self.driver, self.database, user_id, said_at)

    def _earlier(self, user_id: str, said_at: dt.datetime, before: Callable[[], None] | None,
                 known: Callable[[], list[ThreadTurn] | None] | None) -> list[ThreadTurn]:
        """The user's last turns before ``said_at``: ``known``'s answer where it has one, else the store's."""
        rows = known() if known is not None else None
        return rows if rows is not None else self._earlier_said(user_id, said_at, before)

    def thread(self, user_id: str, said_at: dt.datetime, lang: str) -> list[ThreadTurn]:
        """The user's last turns before ``said_at``, oldest first, as a follow-up reads them (one round trip,
        ``user_thread``; ``retrieve/thread_read.py``)."""
        from pia_graph.retrieve.thread_read import entries, stored_thread

        rows = stored_thread(self.driver, self.database, user_id, said_at)
        return entries(rows, self.index, self.dictionary, "ko" if lang == "ko" else "en")

    def keep_ask_of(self, user_id: str, turn: TurnIn) -> None:
        """A question read and not retained is kept without its words, as what was understood of it (with its own
        thread when it follows up on one), so that the next turn can follow up on it (docs/read-path.md, session 52)."""
        from pia_graph.retrieve.thread import mentions_thread
        from pia_graph.retrieve.thread_read import keep_ask, turn_entry

        text = analysed_form(turn.text)
        lang: Literal["en", "ko"] = "ko" if (turn.lang or detect_lang(text)) == "ko" else "en"
        prior = self.thread(user_id, turn.said_at, lang) if mentions_thread(text, lang) else []
        entry = turn_entry(text, turn.said_at, lang, self.index, self.dictionary, prior, asked=True)
        keep_ask(self.driver, self.database, user_id, entry)

    def _retraction(self, user_id: str, turn_id: str, turn: TurnIn, text: str, lang: str,
                    gated: GatedTurn) -> RetractionWrite | None:
        """What a dropped reply that takes back the earlier turn's records writes (None: it retracts nothing)."""
        found = gated.retraction
        if found is None or not found.record_ids:
            return None
        return RetractionWrite(
            user_id=user_id, turn_id=turn_id, text=turn.text, text_analysed=text, said_at=turn.said_at, lang=lang,
            retain_reasons=tuple(str(r) for r in gated.retain.reasons), record_ids=found.record_ids,
            reason=found.reason.value, hu2_debounce_s=self.settings.hu2_debounce_s,
            hu2_max_wait_s=self.settings.hu2_max_wait_s)

    def retract(self, prepared: PreparedTurn) -> None:
        """Write a prepared turn's retraction (store/retract.py) and report it on the turn's result."""
        if prepared.retraction is None:
            return
        done = write_retraction(self.driver, self.database, prepared.retraction)
        prepared.result.retractions = [{"record_id": r, "reason": prepared.retraction.reason} for r in done]
