"""One regeneration: gather a user's memory, compose (and optionally phrase) the seven fields, store them with
the completion of the job, or record why it failed."""

from __future__ import annotations

import datetime as dt
import logging
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

from neo4j import Driver

from pia_graph.causal.depth3 import depth3_for
from pia_graph.config import Settings
from pia_graph.db.queries import run_read
from pia_graph.hu2 import jobs
from pia_graph.hu2.compose import Lexicon, compose
from pia_graph.hu2.inputs import gather
from pia_graph.hu2.jobs import Claim
from pia_graph.hu2.models import Hu2Inputs, Understanding
from pia_graph.hu2.phrasing import ModelPhraser
from pia_graph.hu2.store import LostClaimError, save
from pia_graph.llm.client import ChatJsonClient
from pia_graph.memory.recall_models import Depth3, Snapshot
from pia_graph.ontology import AliasIndex, Dictionary
from pia_graph.retrieve.records import props
from pia_graph.retrieve.snapshot import load_snapshot

log = logging.getLogger(__name__)

# How many trends HU2 takes from depth 3 (the fields quote the first few; the rest only cost time).
DEPTH3_TRENDS = 6

# Where the read path's depth-2 snapshot and depth 3 come from, given a user id and the memory's "now".
SnapshotSource = Callable[[str, dt.datetime], tuple[Snapshot | None, Depth3 | None]]


def read_path_source(driver: Driver, database: str, dictionary: Dictionary) -> SnapshotSource:
    """The read path's own snapshot (what is active, latest per coordinate) and depth 3 over every outcome: the
    user's trends and the kept causal links (recomputed first when memory moved on since the last run)."""

    def source(user_id: str, said_at: dt.datetime) -> tuple[Snapshot | None, Depth3 | None]:
        rows = run_read(driver, "recall_user", database=database, user_id=user_id)
        user = props(rows[0]) if rows else {}
        if not user.get("exists"):
            return None, None
        snapshot = load_snapshot(driver, database, user_id, user, dictionary, said_at)
        return snapshot, depth3_for(driver, database, user_id, [], said_at, max_trends=DEPTH3_TRENDS)

    return source


class Phraser(Protocol):
    def __call__(self, base: Understanding, inputs: Hu2Inputs, lexicon: Lexicon) -> Understanding: ...


@dataclass
class Outcome:
    user_id: str
    status: str  # done | pending (memory moved on) | retry | failed | lost (lease taken over)
    version: int
    ms: float
    generator: str = ""
    error: str | None = None


@dataclass
class Regenerator:
    driver: Driver
    settings: Settings
    lexicon: Lexicon
    phraser: Phraser | None = None
    snapshots: SnapshotSource | None = None

    @classmethod
    def create(cls, driver: Driver, settings: Settings, dictionary: Dictionary, index: AliasIndex | None = None,
               snapshots: SnapshotSource | None = None) -> Regenerator:
        client = ChatJsonClient.from_settings(settings)
        source = snapshots or read_path_source(driver, settings.neo4j_database, dictionary)
        return cls(driver, settings, Lexicon(dictionary, index or AliasIndex.build(dictionary)),
                   ModelPhraser(client) if client else None, source)

    def understanding(self, user_id: str, version: int | None = None) -> tuple[Understanding, set[str]]:
        inputs = gather(self.driver, self.settings.neo4j_database, user_id, self.lexicon.dictionary)
        if self.snapshots is not None and inputs.said_at is not None:
            inputs.snapshot, inputs.depth3 = self.snapshots(user_id, inputs.said_at)
        if version is not None:
            inputs.memory_version = version
        u = compose(inputs, self.lexicon)
        if self.phraser is not None:
            u = self.phraser(u, inputs, self.lexicon)
        return u, {r.record_id for r in inputs.records}

    def run(self, claim: Claim | None, user_id: str | None = None) -> Outcome:
        """Regenerate for a claimed job (or, with no claim, for `user_id` directly) and store the result."""
        uid = claim.user_id if claim else user_id
        assert uid is not None
        started = time.perf_counter()
        try:
            u, record_ids = self.understanding(uid, claim.version if claim else None)
            status = save(self.driver, self.settings.neo4j_database, u, claim, record_ids)
        except LostClaimError as e:
            return Outcome(uid, "lost", claim.version if claim else 0, _ms(started), error=str(e))
        except Exception as e:  # any failure is recorded on the job with its reason, and retried
            if claim is None:
                raise
            log.exception("hu2 job %s failed", claim.job_id)
            state = jobs.fail(self.driver, self.settings, claim, f"{type(e).__name__}: {e}")
            return Outcome(uid, "failed" if state == "failed" else "retry", claim.version, _ms(started),
                           error=f"{type(e).__name__}: {e}")
        return Outcome(uid, status, u.version, _ms(started), generator=u.generator)

    def regenerate_now(self, user_id: str, worker: str = "on-request") -> Outcome:
        """Claim the user's job whatever its debounce and run it; with no job, regenerate at the current version."""
        claim = jobs.claim_user(self.driver, self.settings, user_id, worker)
        return self.run(claim, user_id)


def _ms(started: float) -> float:
    return (time.perf_counter() - started) * 1000
