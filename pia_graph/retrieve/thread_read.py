"""The thread a follow-up reads, from the store or from an evaluation's history (`retrieve/thread.py` decides).

The store keeps a retained turn's words (`Turn`) and a question that was read but not retained as what was understood
of it (`Ask`, no words: `thread_ask_keep.cypher`). The thread is the user's last `THREAD_TURNS` of either before the
turn asking (`user_thread.cypher`, one round trip, read only for a turn that holds a cue of the conversation). A
turn's words are understood again, oldest first, each with the entries before it as its own thread: the same pure
rules that understood them when they were said, so `scripts/gate_offline.py` (the scenario's history) and the
server read the same thread.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from typing import Literal

from neo4j import Driver

from pia_graph.db.queries import run_read_once, run_write
from pia_graph.db.values import native
from pia_graph.ingest.analysed_text import analysed_form
from pia_graph.ingest.read_gate import ReadDecision
from pia_graph.ingest.sentence_asks import is_question_clause
from pia_graph.memory.recall_models import QueryUnderstanding, ThreadTurn
from pia_graph.ontology import AliasIndex, Dictionary
from pia_graph.retrieve.thread import THREAD_TURNS, entry_of, mentions_thread, shifts, thread_read
from pia_graph.retrieve.understand import understand


def turn_entry(text: str, said_at: dt.datetime, lang: Literal["en", "ko"], index: AliasIndex,
               dictionary: Dictionary, prior: Sequence[ThreadTurn], *, asked: bool) -> ThreadTurn:
    """One turn as a later follow-up reads it: understood with the turns before it (pure)."""
    analysed = analysed_form(text)
    u = understand(analysed, said_at, lang, index, dictionary, thread=prior)
    return entry_of(u, analysed, said_at, asked=asked)


def entries(rows: Sequence[ThreadTurn], index: AliasIndex, dictionary: Dictionary,
            lang: Literal["en", "ko"]) -> list[ThreadTurn]:
    """Stored rows (any order) as the thread, oldest first: a turn with words understood again, with the coordinates
    of the records it told after what its words name ("68.9", "140/91 today" name no measure), a kept question as it
    was kept (pure)."""
    out: list[ThreadTurn] = []
    for row in sorted(rows, key=lambda r: r.said_at):
        if row.text:
            entry = turn_entry(row.text, row.said_at, row.lang or lang, index, dictionary, out, asked=row.asked)
            told = [c for c in row.coordinates if c not in entry.coordinates]
            out.append(entry.model_copy(update={"coordinates": [*entry.coordinates, *told]}) if told else entry)
        else:
            out.append(row)
    return out


def stored_thread(driver: Driver, database: str, user_id: str, said_at: dt.datetime) -> list[ThreadTurn]:
    """The user's last turns before ``said_at`` (``user_thread``), as stored rows, newest first."""
    rows = run_read_once(driver, "user_thread", database=database, user_id=user_id, until=said_at.isoformat(),
                         turn_limit=THREAD_TURNS)
    return [ThreadTurn(
        said_at=native(r["said_at"]), text=r["text"] or "", lang=r["lang"] if r["lang"] in ("en", "ko") else None,
        asked=bool(r["asked"]), coordinates=list(r["coordinates"] or []), record_types=list(r["record_types"] or []),
        window_start=dt.date.fromisoformat(r["window_start"]) if r["window_start"] else None,
        window_end=dt.date.fromisoformat(r["window_end"]) if r["window_end"] else None,
    ) for r in rows]


def keep_ask(driver: Driver, database: str, user_id: str, entry: ThreadTurn) -> None:
    """Keep a question read but not retained as what was understood of it (no words), when it asked of a thing."""
    if not (entry.coordinates or entry.record_types):
        return
    run_write(driver, "thread_ask_keep", database=database, user_id=user_id, ask={
        "said_at": entry.said_at.isoformat(), "lang": entry.lang, "coordinates": entry.coordinates,
        "record_types": entry.record_types,
        "window_start": entry.window_start.isoformat() if entry.window_start else None,
        "window_end": entry.window_end.isoformat() if entry.window_end else None,
    })


def asks(text: str, lang: str) -> bool:
    """Whether the turn asks: a mark, or its last sentence's question grammar."""
    return "?" in text or "？" in text or is_question_clause(text, lang)


BARE_WORDS = 4  # a turn this short may be a bare time shift (설날 전에는?) with no cue of the conversation


def may_follow(decision: ReadDecision, text: str, lang: str) -> bool:
    """Whether the READ decision could change with the thread, so that it is worth reading: the rules did not read
    a turn that holds a cue of the conversation or is short enough to be a bare time, and that asks or shifts the
    last window (``thread_read`` reads nothing else; a short statement, "BP 120/80 today", costs no round trip)."""
    if decision.read or not (mentions_thread(text, lang) or len(text.split()) <= BARE_WORDS):
        return False
    return shifts(text, lang) or asks(text, lang)


def read_with_thread(decision: ReadDecision, text: str, said_at: dt.datetime, lang: Literal["en", "ko"],
                     index: AliasIndex, dictionary: Dictionary, thread: Sequence[ThreadTurn],
                     understood: QueryUnderstanding | None = None) -> ReadDecision:
    """The READ decision of a turn, with its thread (pure): a follow-up the rules did not read reads.
    ``understood``: the turn's understanding without the thread, when the caller has it already (recall)."""
    if not thread or not may_follow(decision, text, lang):
        return decision
    u = understood if understood is not None else understand(text, said_at, lang, index, dictionary)
    return thread_read(decision, text, u, thread, asks(text, lang))
