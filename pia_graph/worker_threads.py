"""Claiming threads of a durable job worker (HU2 regeneration, deferred fact embeddings): start them, wait for
them, and on Ctrl-C tell them to stop and wait for the jobs in hand to settle."""

from __future__ import annotations

import threading


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
