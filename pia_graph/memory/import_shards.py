"""`pia import --workers N`: the gate, extraction and writes of an import in N worker processes, one shard of the
users each.

A user's turns all go to one worker (the shard is a hash of the user id) and keep their file order there, and each
worker runs the one-process importer (`import_rows`) over them: extraction reads only the user's own profile, and a
turn that may supersede waits for that user's batch before it (a turn that refers back to an earlier one waits
for the user's earlier turns to be stored, and one that corrects an earlier record is written alone, as retain
writes it), so every user's graph is the one a single process leaves. Users do not share nodes except the
ontology's terms and the curators' candidates (their counts add up the same; which user's sighting creates a
candidate first is then the order the workers commit, as with concurrent retain). Workers are forked once the
parent has loaded the dictionary and the alias index, so they start without loading anything; each opens its own
driver. A transaction that loses a lock race to another worker is retried by
the write path (store/write_turn.py).
"""

from __future__ import annotations

import dataclasses
import logging
import multiprocessing
import os
import queue
import threading
import traceback
import zlib
from collections.abc import Callable, Iterable, Iterator
from multiprocessing.context import ForkProcess
from typing import Any

from pia_graph.db.driver import driver_session
from pia_graph.errors import PiaError
from pia_graph.memory.bulk_import import ImportRow, ImportStats, import_rows
from pia_graph.memory.service import MemoryService

log = logging.getLogger(__name__)
CHUNK = 128  # rows per message to a worker
_DONE = None


def shard_of(user_id: str, shards: int) -> int:
    """The worker a user's turns go to: stable across runs and processes (not Python's salted hash)."""
    return zlib.crc32(user_id.encode("utf-8")) % shards


def merge_stats(into: ImportStats, part: ImportStats) -> None:
    """Adds one worker's counts and seconds to the import's (errors: the first 20 in all)."""
    for f in dataclasses.fields(ImportStats):
        if f.name == "errors":
            into.errors.extend(part.errors[: max(0, 20 - len(into.errors))])
        else:
            setattr(into, f.name, getattr(into, f.name) + getattr(part, f.name))


def _rows(inbox: Any) -> Iterator[ImportRow]:
    while True:
        chunk = inbox.get()
        if chunk is _DONE:
            return
        yield from chunk


def _worker(service: MemoryService, inbox: Any, outbox: Any, batch_turns: int, embed_later: bool,
            read_decisions: bool) -> None:
    try:
        with driver_session(service.settings) as driver:
            mine = dataclasses.replace(service, driver=driver)
            stats = import_rows(mine, _rows(inbox), batch_turns=batch_turns, embed_later=embed_later,
                                read_decisions=read_decisions)
        outbox.put(("stats", stats))
    except BaseException:  # the parent reports it; the worker's own stack is the useful part
        outbox.put(("error", traceback.format_exc()))


def import_sharded(
    service: MemoryService, rows: Iterable[ImportRow], *, workers: int, batch_turns: int = 500,
    progress: Callable[[int], None] | None = None, stats: ImportStats | None = None, embed_later: bool = True,
    read_decisions: bool = False,
) -> ImportStats:
    """`import_rows` over `workers` processes (one process: the same call in this one); returns the merged counts.
    `progress` counts the rows handed to the workers."""
    stats = stats or ImportStats()
    if workers <= 1:
        return import_rows(service, rows, batch_turns=batch_turns, progress=progress, stats=stats,
                           embed_later=embed_later, read_decisions=read_decisions)
    threads = _native_threads()
    if threads > 1:  # a lock another thread held at the fork stays held in the worker
        log.warning("forking %d import workers from a process that runs %d threads", workers, threads)
    ctx = multiprocessing.get_context("fork")
    inboxes = [ctx.Queue(maxsize=32) for _ in range(workers)]
    outbox = ctx.Queue()
    procs: list[ForkProcess] = [
        ctx.Process(target=_worker, args=(service, inbox, outbox, batch_turns, embed_later, read_decisions),
                    name=f"pia-import-{n}", daemon=True)
        for n, inbox in enumerate(inboxes)
    ]
    for p in procs:
        p.start()
    try:
        chunks: list[list[ImportRow]] = [[] for _ in range(workers)]
        for row in rows:
            k = shard_of(row.user_id, workers)
            chunks[k].append(row)
            if len(chunks[k]) >= CHUNK:
                _send(procs[k], inboxes[k], chunks[k])
                if progress is not None:
                    progress(len(chunks[k]))
                chunks[k] = []
        for k, chunk in enumerate(chunks):
            if chunk:
                _send(procs[k], inboxes[k], chunk)
                if progress is not None:
                    progress(len(chunk))
            _send(procs[k], inboxes[k], _DONE)
        failures = _collect(procs, outbox, stats)
    finally:
        for p in procs:
            p.join(timeout=5)
            if p.is_alive():
                p.kill()
    if failures:
        raise PiaError("import worker failed:\n" + "\n".join(failures))
    return stats


def _native_threads() -> int:
    try:
        return len(os.listdir("/proc/self/task"))
    except OSError:
        return threading.active_count()


def _send(proc: ForkProcess, inbox: Any, message: list[ImportRow] | None) -> None:
    while True:
        try:
            inbox.put(message, timeout=1.0)
            return
        except queue.Full:
            if not proc.is_alive():
                raise PiaError(f"import worker {proc.name} exited (code {proc.exitcode})") from None


def _collect(procs: list[ForkProcess], outbox: Any, stats: ImportStats) -> list[str]:
    """Each worker's counts merged into `stats`; the failures' tracebacks."""
    failures: list[str] = []
    waiting = len(procs)
    while waiting:
        try:
            kind, payload = outbox.get(timeout=1.0)
        except queue.Empty:
            if not any(p.is_alive() for p in procs):
                failures.append(f"{waiting} import worker(s) exited without a result")
                break
            continue
        waiting -= 1
        if kind == "stats":
            merge_stats(stats, payload)
        else:
            failures.append(str(payload))
    return failures
