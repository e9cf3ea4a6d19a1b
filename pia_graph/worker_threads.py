"""Claiming threads of a durable job worker (HU2 regeneration, deferred fact embeddings): the worker's name, the
claim loop, and starting and waiting for the threads (on Ctrl-C they are told to stop and the jobs in hand
settle)."""

from __future__ import annotations

import logging
import os
import socket
import threading
from collections.abc import Callable
from typing import TypeVar

log = logging.getLogger(__name__)

Claim = TypeVar("Claim")


def worker_name(thread: int) -> str:
    """Who holds a claim: host, process and thread, unique across the machines that share the queue."""
    return f"{socket.gethostname()}:{os.getpid()}:{thread}"


def claim_loop(name: str, claim: Callable[[str], Claim | None], run: Callable[[Claim], None],
               queue_empty: Callable[[], bool], stop: threading.Event, *, drain: bool, poll_s: float) -> None:
    """Claim and run jobs until `stop` is set, or, with `drain`, until no job is pending or running. A failed
    claim (the database may be restarting) waits `poll_s` and claims again; after a miss another worker may just
    have won the same job, so the next two claims go at once before waiting."""
    misses = 0
    while not stop.is_set():
        try:
            claimed = claim(name)
        except Exception:
            log.exception("worker %s: claim failed", name)
            stop.wait(poll_s)
            continue
        if claimed is None:
            misses += 1
            if misses < 3:
                continue
            if drain and queue_empty():
                return
            stop.wait(poll_s)
            continue
        misses = 0
        run(claimed)


def run_until_done(threads: list[threading.Thread], stop: threading.Event) -> None:
    """Start every thread and wait for all of them; a KeyboardInterrupt sets `stop` and still waits."""
    for t in threads:
        t.start()
    try:
        for t in threads:
            while t.is_alive():
                t.join(timeout=0.5)
    except KeyboardInterrupt:
        stop.set()
        for t in threads:
            t.join()
