"""`pia import`: many turns through the same gate and extraction as `retain`, written in batches.

Turns are prepared one by one, in file order (the same `MemoryService.prepare` as `retain`) and written flat, one
UNWIND per batch (`turns_import`). The facts' embeddings are deferred by default: the facts are stored (and
full-text searchable) at once and each user's embedding job is queued in the same transaction; `pia embed worker`
adds the vectors (memory/embed_jobs.py). Once the jobs have run, the graph is the one turn-by-turn retain leaves
(tests/integration/test_bulk_import.py compares the two). `embed_later=False` embeds in the import, batch by batch.
Two things keep it so:
- a turn that may supersede a record (a one-value-at-a-time type such as a regimen, or a correction) goes in the
  batch like any other: its supersession is planned over the batch, in file order, against what the store holds
  (store/batch_supersession.py), and written by the batch statement; no turn is written alone;
- extraction reads the user's profile (sex, birth date, active regimens), which only such turns change: it is read
  from the store once per user and kept in step with every prepared turn (memory/import_profiles.py).
- a turn that refers back to an earlier one ("oops meant 178 not 187", "어제가 아니라 그저께였다";
  `correction_cues.refers_back`) reads the user's recent records as retain does (`user_recent_records`): just
  before that read, the user's earlier turns of the import are stored (the batch being gathered is written, when
  it holds one of them, and the batch in flight waited for), so the resolver (ingest/followup_resolve.py) sees what
  retain would see; a turn it resolves (links to an earlier turn's record) is then written alone by retain's
  `write_turn` (`records_supersede_earlier` in its transaction), after the batch before it. Ordinary turns read
  nothing more and stay in the batch's one statement.
A batch is (embedded and) written on a background thread while the next one is prepared, so extraction and
Neo4j's work overlap. memory/import_shards.py runs this in worker processes, one shard of the users each.
An imported turn is history: no agent waits on its READ decision, and nothing reads a stored one back, so by default
the import does not take it (no READ rules, no turn embedding) and stores each turn as not decided, with why
(`turn_flow.READ_NOT_DECIDED`); every record, fact and link is the one retain leaves. `read_decisions=True` (`pia
import --read-decisions`) takes it as retain does, and the whole graph is retain's.
"""

from __future__ import annotations

import datetime as dt
import json
import logging
import time
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from pia_graph.errors import PiaError, TurnConflictError
from pia_graph.memory.import_profiles import ImportProfiles
from pia_graph.memory.import_threads import ImportThreads, retraction_row, stored_row
from pia_graph.memory.models import TurnIn
from pia_graph.memory.service import MemoryService
from pia_graph.memory.turn_checks import check_user_id
from pia_graph.memory.turn_vectors import PreparedTurn
from pia_graph.store.write_turn import TurnWrite, write_turn, write_turns

log = logging.getLogger(__name__)
VECTOR_CACHE = 4096  # distinct fact texts whose vectors an import keeps (~12 KiB each as Python floats)
READ_CHUNK = 64  # rows whose turns the READ opinion's embedding reads in one model call


@dataclass
class ImportStats:
    turns: int = 0
    retained: int = 0
    written: int = 0
    duplicates: int = 0
    rejected: int = 0  # turns refused over the per-turn limits (nothing written, as retain)
    rejected_records: int = 0  # records left out of written turns (an implausible value; each a :Rejection)
    invalid: int = 0  # rows that are no valid turn, or conflict with a stored turn id
    records: int = 0
    facts: int = 0
    batches: int = 0
    alone: int = 0  # turns written alone: those that correct an earlier turn's record (retain's write_turn)
    settles: int = 0  # waits for the user's earlier turns to be stored, before a turn that refers back reads them
    threads_known: int = 0  # turns whose earlier turns were answered from the import's own (import_threads.py)
    supersessions: int = 0  # SUPERSEDES links the batches wrote
    errors: list[str] = field(default_factory=list)  # the first few invalid rows, with their line
    # where the time went (wall seconds): gate and extraction, embeddings, the write statements
    prepare_s: float = 0.0
    embed_s: float = 0.0
    write_s: float = 0.0
    # the client's CPU seconds in the same three stages (the thread's own time: on a loaded machine the wall
    # seconds say how long a stage waited for a core, these what it cost); the write's is packing and unpacking
    prepare_cpu_s: float = 0.0
    embed_cpu_s: float = 0.0
    write_cpu_s: float = 0.0

    def as_dict(self) -> dict[str, Any]:
        return {k: v for k, v in self.__dict__.items()}


@dataclass(frozen=True)
class ImportRow:
    line: int
    user_id: str
    turn: TurnIn


def read_jsonl(path: Path, stats: ImportStats) -> Iterator[ImportRow]:
    """Rows `{"user_id", "text", "said_at" (ISO 8601 with offset), "turn_id"?, "lang"?}`; a bad row is counted."""
    with path.open(encoding="utf-8") as f:
        for n, line in enumerate(f, start=1):
            if not line.strip():
                continue
            try:
                row = json.loads(line)
                turn = TurnIn(text=row["text"], said_at=dt.datetime.fromisoformat(row["said_at"]),
                              turn_id=row.get("turn_id"), lang=row.get("lang"))
                yield ImportRow(n, row["user_id"], turn)
            except (ValueError, KeyError, TypeError, ValidationError) as e:
                _invalid(stats, n, f"{type(e).__name__}: {e}")


def _invalid(stats: ImportStats, line: int, why: str) -> None:
    stats.invalid += 1
    if len(stats.errors) < 20:
        stats.errors.append(f"line {line}: {why}"[:300])


@dataclass
class _Batch:
    """One batch's outcome, made on the writer thread and counted on the caller's."""

    prepared: list[PreparedTurn]
    lines: list[int]
    rows: list[dict[str, Any]]
    embed_s: float
    write_s: float
    embed_cpu_s: float
    write_cpu_s: float
    alone: bool = False  # one turn written by retain's write_turn (it corrects an earlier turn's record)


class _Writer:
    """Embeds and writes one batch on a background thread while the caller prepares the next one: extraction
    (Python), the ONNX embedding (native code, off the GIL) and Neo4j's own work (another process) overlap.
    Batches are written one at a time and in order, so the graph is the one written batch after batch."""

    def __init__(self, service: MemoryService, stats: ImportStats, *, embed_later: bool) -> None:
        self._service = service
        self._embed_later = embed_later
        self._stats = stats
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="pia-import-writer")
        self._pending: Future[_Batch] | None = None
        self.in_flight: set[str] = set()  # the users with a turn in the batch in flight
        self.vectors: dict[str, list[float]] = {}  # fact text -> embedding, over the whole import (bounded)

    def submit(self, prepared: list[PreparedTurn], lines: list[int], *, alone: bool = False) -> None:
        """Writes the batch (`alone`: its one turn as retain writes it, `write_turn`) once the one before is stored."""
        self.wait()
        self._pending = self._pool.submit(self._write, prepared, lines, alone)
        self.in_flight = {p.write.user_id for p in prepared if p.write is not None}

    def wait(self) -> None:
        """Blocks until the batch in flight is stored and counted (raises what its write raised)."""
        if self._pending is None:
            return
        self.in_flight = set()
        batch, self._pending = self._pending.result(), None
        stats = self._stats
        stats.embed_s += batch.embed_s
        stats.write_s += batch.write_s
        stats.embed_cpu_s += batch.embed_cpu_s
        stats.write_cpu_s += batch.write_cpu_s
        for prepared, line, out in zip(batch.prepared, batch.lines, batch.rows, strict=True):
            stats.supersessions += out["supersessions"]
            _count(stats, prepared, line, duplicate=out["duplicate"], conflict=out["duplicate"] and (
                prepared.write is not None and out["stored_text"] != prepared.write.text))
        stats.alone += batch.alone
        stats.batches += not batch.alone

    def close(self) -> None:
        try:
            self.wait()
        finally:
            self._pool.shutdown(wait=True, cancel_futures=True)

    def _write(self, prepared: list[PreparedTurn], lines: list[int], alone: bool) -> _Batch:
        service = self._service
        began, cpu_began = time.perf_counter(), time.thread_time()
        if len(self.vectors) > VECTOR_CACHE:
            self.vectors.clear()
        if not self._embed_later:
            service.embed_facts(prepared, self.vectors)
        embedded, cpu_embedded = time.perf_counter(), time.thread_time()
        writes = [p.write for p in prepared if p.write]
        if alone:
            rows = [self._alone(w) for w in writes]
        else:
            rows = write_turns(service.driver, service.database, writes,
                               conflict_retry_s=service.settings.write_conflict_retry_s)
        return _Batch(prepared, lines, rows, embedded - began, time.perf_counter() - embedded,
                      cpu_embedded - cpu_began, time.thread_time() - cpu_embedded, alone)

    def _alone(self, write: TurnWrite) -> dict[str, Any]:
        """A turn that corrects an earlier turn's record, as retain writes it (`write_turn`: the turn, then
        `records_supersede_earlier`, in one transaction); its row as `write_turns` gives one."""
        service = self._service
        try:
            written = write_turn(service.driver, service.database, write,
                                 conflict_retry_s=service.settings.write_conflict_retry_s)
        except TurnConflictError:
            return {"duplicate": True, "stored_text": None, "supersessions": 0}
        return {"duplicate": written.duplicate, "stored_text": write.text,
                "supersessions": 0 if written.duplicate else len(written.supersessions)}


def import_rows(
    service: MemoryService, rows: Iterable[ImportRow], *, batch_turns: int = 500,
    progress: Callable[[int], None] | None = None, stats: ImportStats | None = None, embed_later: bool = True,
    read_decisions: bool = False,
) -> ImportStats:
    """Prepares every row as `retain` would and writes the batches; returns counts (never raises for a bad row).

    The batch before is embedded and written on a background thread while this one is prepared: what extraction
    reads of the store (the profile) is kept in step with the prepared turns (`ImportProfiles`), so no turn waits
    for a write."""
    stats = stats or ImportStats()
    profiles = ImportProfiles(service)
    threads = ImportThreads(profiles.stored_before, enabled=not read_decisions)
    pending: list[PreparedTurn] = []
    lines: list[int] = []
    keys: set[tuple[str, str]] = set()  # (user, turn) of the batch being gathered
    writer = _Writer(service, stats, embed_later=embed_later)

    def flush() -> None:
        nonlocal pending, lines
        if pending:
            writer.submit(pending, lines)
            pending, lines = [], []
            keys.clear()

    def settle(user_id: str) -> Callable[[], None]:
        """Before a turn that refers back reads the user's recent records: the user's earlier turns stored."""
        def stored() -> None:
            if any(u == user_id for u, _ in keys):
                flush()
            if user_id in writer.in_flight:
                stats.settles += 1
                writer.wait()
        return stored

    try:
        checked_rows = _read_embedded(service, rows, stats) if read_decisions else _checked(service, rows)
        for row, checked in checked_rows:
            stats.turns += 1
            began, cpu_began = time.perf_counter(), time.thread_time()
            try:
                check_user_id(row.user_id)
                if isinstance(checked, PiaError):
                    raise checked
                turn = checked
                prepared = service.prepare(row.user_id, turn, profile=profiles, before_recent=settle(row.user_id),
                                           read_decision=read_decisions,
                                           earlier_turns=threads.reader(row.user_id, turn.said_at))
                if prepared.write is not None:
                    profiles.note(prepared.write)  # the profile the user's next turns are extracted with
                    threads.note(row.user_id, prepared.write.turn_id, stored_row(prepared.write))
            except PiaError as e:
                _invalid(stats, row.line, str(e))
                continue
            finally:
                stats.prepare_s += time.perf_counter() - began
                stats.prepare_cpu_s += time.thread_time() - cpu_began
            if prepared.write is not None:
                prepared.write.embed_later = embed_later
            if prepared.write is None:
                stats.rejected += bool(prepared.result.rejections)
                if prepared.retraction is not None:
                    # the user's earlier turns are stored by now (read through settle): the retraction goes alone
                    flush()
                    service.retract(prepared)
                    done = prepared.retraction
                    threads.note(done.user_id, done.turn_id, retraction_row(done.said_at, done.text, done.lang))
                if read_decisions and prepared.result.read and not prepared.result.retained:
                    flush()  # a question read and not retained is kept as retain keeps it, after the turns before it
                    service.keep_ask_of(row.user_id, turn)
            elif prepared.write.supersedes:
                flush()  # the turns before it first, as retain stored them
                writer.submit([prepared], [row.line], alone=True)
            else:
                if (prepared.write.user_id, prepared.write.turn_id) in keys:
                    flush()  # the same turn again (a resend) goes in the next batch, as retain would see it
                pending.append(prepared)
                keys.add((prepared.write.user_id, prepared.write.turn_id))
                lines.append(row.line)
                if len(pending) >= batch_turns:
                    flush()
            stats.retained += prepared.result.retained and prepared.write is not None
            if progress is not None:
                progress(1)
        flush()
    finally:
        stats.threads_known += threads.answered
        writer.close()
    return stats


def _checked(service: MemoryService, rows: Iterable[ImportRow]) -> Iterator[tuple[ImportRow, TurnIn | PiaError]]:
    """The rows as given, each with its turn checked once (`checked_turn`) or why it is not valid."""
    for row in rows:
        try:
            yield row, service.checked_turn(row.turn)
        except PiaError as e:
            yield row, e


def _read_embedded(service: MemoryService, rows: Iterable[ImportRow], stats: ImportStats,
                   chunk: int = READ_CHUNK) -> Iterator[tuple[ImportRow, TurnIn | PiaError]]:
    """The rows as given, each with its turn checked once (`checked_turn`) or why it is not valid (counted where
    the row is prepared), the READ opinion's turn embeddings of each chunk computed in one model call (the
    embedder batches them), so that `prepare` finds them kept instead of running the model once per turn. The
    vectors are the model's for each text, so the decisions are those of turn-by-turn retain.

    The model runs one chunk ahead on a thread of its own: while the caller prepares the rows of one chunk (gate
    and extraction, Python), the next chunk is embedded (ONNX, native code that releases the GIL), so the two
    overlap where a second core is free. A chunk is handed out only once its embeddings are done, so `prepare`
    never embeds a turn a second time. Their CPU is counted as preparation (the embedding thread's own time), where
    it was paid before; the wall time only where the caller waits for them."""
    ahead: deque[tuple[list[tuple[ImportRow, TurnIn | PiaError]], Future[float]]] = deque()

    def checked(buffer: list[ImportRow]) -> list[tuple[ImportRow, TurnIn | PiaError]]:
        out: list[tuple[ImportRow, TurnIn | PiaError]] = []
        for row in buffer:
            try:
                out.append((row, service.checked_turn(row.turn)))
            except PiaError as e:
                out.append((row, e))
        return out

    def embed(turns: list[TurnIn]) -> float:
        began = time.thread_time()
        service.embed_read_turns(turns)
        return time.thread_time() - began

    def handed() -> Iterator[tuple[ImportRow, TurnIn | PiaError]]:
        out, running = ahead.popleft()
        began = time.perf_counter()
        try:
            stats.prepare_cpu_s += running.result()
        except Exception:  # embed_read_turns logs its own failures; prepare asks for each vector again
            log.warning("the READ opinion's embeddings of a chunk failed; each turn asks again", exc_info=True)
        stats.prepare_s += time.perf_counter() - began
        yield from out

    with ThreadPoolExecutor(max_workers=1, thread_name_prefix="pia-import-read") as pool:
        buffer: list[ImportRow] = []

        def submit() -> None:
            began, cpu_began = time.perf_counter(), time.thread_time()
            out = checked(buffer)
            ahead.append((out, pool.submit(embed, [t for _, t in out if isinstance(t, TurnIn)])))
            stats.prepare_s += time.perf_counter() - began
            stats.prepare_cpu_s += time.thread_time() - cpu_began

        for row in rows:
            buffer.append(row)
            if len(buffer) >= chunk:
                submit()
                buffer = []
                if len(ahead) > 1:  # one chunk embedding while the one before is prepared
                    yield from handed()
        if buffer:
            submit()
        while ahead:
            yield from handed()


def _count(stats: ImportStats, prepared: PreparedTurn, line: int, *, duplicate: bool, conflict: bool) -> None:
    if conflict:
        _invalid(stats, line, f"turn {prepared.result.turn_id!r} is already stored with another utterance")
    elif duplicate:
        stats.duplicates += 1
    elif prepared.write is not None:
        stats.written += 1
        stats.records += len(prepared.write.records)
        stats.facts += len(prepared.write.facts)
        stats.rejected_records += len(prepared.write.rejections)
