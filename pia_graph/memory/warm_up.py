"""The warm-up a serving process runs once when it starts (issue 16: a server's first minute).

On a freshly started server the first turns pay for what nothing has used yet: Neo4j plans every statement
the first time it sees its text and its JIT compiles the code those plans run; the client loads its lazy rule
tables, the READ model and the ONNX session on first use. A user's first turns after a deploy or a restart paid
it (write p95 36-43 ms on a server's first run against 24 ms warm, docs/benchmarks.md, session 48).

`warm_up` pays it before the process says it is ready: a scratch user (an id no caller can send, `SCRATCH_PREFIX`
plus a random hex, checked absent first) retains a few days of the synthetic population's chat in English and
Korean (`demo/population.py`: profile read, gate, extraction, embedding, the write statement and supersession;
no unknown word reaches the shared curators' queue),
is asked the benchmark's questions at each depth (structured, full-text and vector recall, the snapshot and
depth 3), has its records, a trajectory and, given a regenerator, its understanding read and regenerated, and is
then erased with the API's own erasure (`UserData.erase`: `user_erase`, `user_erase_rest` and the audit), in a
`finally`, whatever failed before. The scratch turns use a private vector cache (the process's cache keeps only
real texts) and an HU2 debounce of an hour, so that no worker claims the scratch user's job before the erasure.
Bounded by `PIA_WARM_UP_BUDGET_S`: a step that would start after the budget is skipped (the erasure never is).
Off with `PIA_WARM_UP=false`.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import logging
import time
import uuid
from dataclasses import dataclass, field
from itertools import zip_longest
from typing import Any

from pia_graph.db.queries import run_read
from pia_graph.demo.population import ASK_QUESTIONS, PopulationSpec, chat_rows
from pia_graph.hu2.regenerate import Regenerator
from pia_graph.memory.models import ProfileIn, TurnIn, detect_lang
from pia_graph.memory.recall_models import Depth, QueryIn
from pia_graph.memory.service import MemoryService
from pia_graph.memory.user_data import RecordFilter, UserData
from pia_graph.text_vectors import VectorCache

log = logging.getLogger(__name__)

# No caller's id can start so: the API stores `<tenant>:<user>` (a tenant id has no dot), and the id is checked
# absent before anything is written.
SCRATCH_PREFIX = "pia-warm-up."
SCRATCH_HU2_DEBOUNCE_S = 3600.0  # no HU2 worker claims the scratch user's job before the erasure
DEPTHS: tuple[Depth, ...] = (1, 2, 3, "auto")
COVER_TURNS = 4  # each language's regimen start and first morning: the write statement's variants, both languages


@dataclass
class WarmUpReport:
    """What one warm-up did: milliseconds per step, what it ran, and what the erasure left (0 nodes)."""

    user_id: str
    steps_ms: dict[str, float] = field(default_factory=dict)
    turns: int = 0
    recalls: int = 0
    skipped: list[str] = field(default_factory=list)
    erased_nodes: int = 0
    remaining_nodes: int | None = None
    error: str | None = None
    seconds: float = 0.0

    def as_dict(self) -> dict[str, Any]:
        return dataclasses.asdict(self)


def scratch_user_id() -> str:
    return f"{SCRATCH_PREFIX}{uuid.uuid4().hex}"


def warm_up_turns(days: int) -> list[TurnIn]:
    """`days` days of the population's first English and first Korean user (its regimen start, then mornings and
    evenings), interleaved: 2 × (2 × days + 1) turns, each language's rules and the write statement's variants."""
    spec = PopulationSpec(prefix="warm-up", days=max(days, 0))
    en, ko = list(chat_rows(spec, 0, 1)), list(chat_rows(spec, 1, 1))
    rows = [r for pair in zip_longest(en, ko) for r in pair if r is not None]
    return [TurnIn(text=r["text"], said_at=dt.datetime.fromisoformat(r["said_at"]), lang=r["lang"]) for r in rows]


def warm_up_if_on(service: MemoryService, *, regenerator: Regenerator | None = None,
                  recall: bool = True) -> WarmUpReport | None:
    """The warm-up as the settings ask (`PIA_WARM_UP`, `PIA_WARM_UP_DAYS`, `PIA_WARM_UP_BUDGET_S`); None when off."""
    s = service.settings
    if not s.warm_up:
        log.info("warm-up off (PIA_WARM_UP=false): the first requests plan and compile what they use")
        return None
    return warm_up(service, days=s.warm_up_days, budget_s=s.warm_up_budget_s, regenerator=regenerator, recall=recall)


def warm_up(service: MemoryService, *, days: int = 4, budget_s: float = 20.0,
            regenerator: Regenerator | None = None, recall: bool = True) -> WarmUpReport:
    """Run every write and read statement of the request path once for a scratch user, then erase it. Never
    raises (a failed warm-up leaves a cold process, not a dead one); the report says what ran and what failed."""
    began = time.perf_counter()
    deadline = began + budget_s
    users = UserData(service.driver, service.database)
    uid = _free_scratch_id(service)
    report = WarmUpReport(user_id=uid)
    # a private vector cache and an hour's HU2 debounce (see the module's docstring)
    scratch = dataclasses.replace(
        service, text_vectors=VectorCache(), settings=service.settings.model_copy(
            update={"hu2_debounce_s": SCRATCH_HU2_DEBOUNCE_S, "hu2_max_wait_s": SCRATCH_HU2_DEBOUNCE_S}))

    def step(name: str, fn: Any) -> bool:
        if time.perf_counter() > deadline:
            report.skipped.append(name)
            return False
        started = time.perf_counter()
        fn()
        report.steps_ms[name] = report.steps_ms.get(name, 0.0) + (time.perf_counter() - started) * 1000
        return True

    try:
        step("profile", lambda: scratch.set_profile(uid, ProfileIn(sex="female", birth_date="1970-01-01")))
        turns = warm_up_turns(days)
        asked_at = max(t.said_at for t in turns) + dt.timedelta(hours=1) if turns else dt.datetime.now(dt.UTC)
        asks = [(depth, q) for depth in DEPTHS for q in ASK_QUESTIONS] if recall else []
        firsts = _one_per_language(ASK_QUESTIONS)
        # two passes, so that a tight budget still plans every statement once: first a few turns, one question of
        # each language at every depth, the record reads and HU2; then the rest of the turns and questions
        first_asks = [a for a in asks if a[1] in firsts]
        for pass_turns, pass_asks, reads in ((turns[:COVER_TURNS], first_asks, True),
                                             (turns[COVER_TURNS:], [a for a in asks if a not in first_asks], False)):
            for turn in pass_turns:
                if step("retain", lambda t=turn: _retain(scratch, uid, t)):
                    report.turns += 1
            for depth, question in pass_asks:
                query = QueryIn(text=question, said_at=asked_at, depth=depth)
                if step(f"recall_{depth}", lambda q=query: scratch.recall(uid, q)):
                    report.recalls += 1
            if reads:
                step("records", lambda: _reads(users, uid))
                if regenerator is not None:
                    # the deterministic phrasing only: a configured model is not called for a scratch user
                    step("hu2", lambda: dataclasses.replace(regenerator, phraser=None).regenerate_now(
                        uid, worker="warm-up"))
    except Exception as e:  # a warm-up that fails must leave a serving process, not stop it
        report.error = f"{type(e).__name__}: {e}"
    finally:
        try:
            started = time.perf_counter()
            erasure = users.erase(uid)
            report.steps_ms["erase"] = (time.perf_counter() - started) * 1000
            report.erased_nodes, report.remaining_nodes = erasure.deleted_nodes, erasure.remaining_nodes
        except Exception as e:  # reported and logged
            report.error = (report.error + "; " if report.error else "") + f"erase {type(e).__name__}: {e}"
    report.seconds = time.perf_counter() - began
    _log(report)
    return report


def _retain(service: MemoryService, user_id: str, turn: TurnIn) -> None:
    """`retain`'s steps (MemoryService._retain), less the curators' queue: the `Candidate` nodes are shared, so a
    scratch turn adds no sighting and no count to them (the statement is the same text, so its plan is warmed)."""
    prepared = service.prepare(user_id, service.checked_turn(turn), embed_early=True)
    if prepared.write is None:
        return
    prepared.write.candidates = []
    service.embed_facts([prepared])
    service.finish(prepared, service.write(prepared.write))


def _one_per_language(questions: tuple[str, ...]) -> set[str]:
    first: dict[str, str] = {}
    for q in questions:
        first.setdefault(detect_lang(q), q)
    return set(first.values())


def _free_scratch_id(service: MemoryService) -> str:
    while True:
        uid = scratch_user_id()
        if not run_read(service.driver, "user_get", database=service.database, user_id=uid):
            return uid


def _reads(users: UserData, uid: str) -> None:
    """The records and trajectory routes' statements, and the export's."""
    rows = users.records(uid, RecordFilter())
    coordinate = next((str(r["coordinate"]) for r in rows if r.get("coordinate")), "vital:systolic_bp")
    users.trajectory(uid, coordinate)
    users.export(uid)


def _log(report: WarmUpReport) -> None:
    steps = ", ".join(f"{k} {v:.0f} ms" for k, v in report.steps_ms.items())
    if report.error or report.remaining_nodes:
        log.warning("warm-up %s in %.1f s (%s): error %s, %s nodes left", report.user_id, report.seconds, steps,
                    report.error, report.remaining_nodes)
    else:
        log.info("warm-up in %.1f s: %d turns, %d recalls, %d nodes erased (%s)%s", report.seconds, report.turns,
                 report.recalls, report.erased_nodes, steps,
                 f"; over budget, skipped {sorted(set(report.skipped))}" if report.skipped else "")
