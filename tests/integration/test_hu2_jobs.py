"""HU2 jobs in the real Neo4j: enqueued with the retain, debounced, claimed once, retried with a reason,
finished exactly once when a worker dies mid-job, stored with CITES, served with a stale flag, erased."""

from __future__ import annotations

import datetime as dt
import os
import signal
import subprocess
import sys
import time
import uuid
from collections.abc import Iterator
from typing import Any

import pytest
from neo4j import Driver

from pia_graph.config import Settings
from pia_graph.db.queries import run_read, run_write
from pia_graph.hu2 import jobs
from pia_graph.hu2.models import Hu2Inputs, Understanding
from pia_graph.hu2.regenerate import Regenerator
from pia_graph.hu2.store import served
from pia_graph.memory import MemoryService, ProfileIn, TurnIn
from pia_graph.memory.recall_models import QueryIn

pytestmark = pytest.mark.integration

SAID = dt.datetime(2026, 3, 11, 8, 0, tzinfo=dt.timezone(dt.timedelta(hours=9)))


@pytest.fixture(scope="module")
def fast(neo4j_settings: Settings) -> Settings:
    return neo4j_settings.model_copy(update={"hu2_debounce_s": 0.0, "hu2_lease_s": 30.0, "hu2_backoff_s": 60.0})


@pytest.fixture(scope="module")
def service(ontology_loaded: Driver, fast: Settings) -> MemoryService:
    return MemoryService.create(ontology_loaded, fast, embeddings=False)


@pytest.fixture(scope="module")
def regen(service: MemoryService) -> Regenerator:
    return Regenerator.create(service.driver, service.settings, service.dictionary, service.index)


def job(driver: Driver, settings: Settings, user_id: str) -> dict[str, Any]:
    rows = [r for r in jobs.jobs(driver, settings, None, limit=1000) if r["user_id"] == user_id]
    return rows[0] if rows else {}


def user_row(driver: Driver, user_id: str) -> dict[str, Any]:
    rows = run_read(driver, "hu2_user_state", user_id=user_id)
    return rows[0] if rows else {}


def generations(driver: Driver, user_id: str) -> int:
    rows = run_read(driver, "hu2_understanding_generations", user_ids=[user_id])
    return int(rows[0]["generations"]) if rows else 0


def say(service: MemoryService, user_id: str, text: str, minutes: int = 0) -> None:
    service.retain(user_id, TurnIn(text=text, said_at=SAID + dt.timedelta(minutes=minutes), lang="en"))


def test_a_retain_enqueues_one_job_and_bumps_the_memory_version(service: MemoryService, user_id: str) -> None:
    say(service, user_id, "bp 138/88 this morning")
    say(service, user_id, "bp 138/88 this morning")  # the same turn again: stored once, no new version
    say(service, user_id, "can I take advil?", 1)  # a question: not retained
    say(service, user_id, "LDL 164", 2)
    state = user_row(service.driver, user_id)
    assert state["memory_version"] == 2 and state["understanding_version"] == 0
    j = job(service.driver, service.settings, user_id)
    assert j["status"] == "pending" and j["target_version"] == 2 and j["attempts"] == 0


def test_a_debounced_job_waits_but_can_be_claimed_on_request(ontology_loaded: Driver, fast: Settings,
                                                           user_id: str) -> None:
    slow = fast.model_copy(update={"hu2_debounce_s": 600.0})
    service = MemoryService.create(ontology_loaded, slow, embeddings=False)
    say(service, user_id, "weight 82 kg")
    assert job(ontology_loaded, slow, user_id)["status"] == "pending"
    for _ in range(5):  # other users' jobs may be due; this one is not
        c = jobs.claim(ontology_loaded, slow, "w-test")
        assert c is None or c.user_id != user_id
        if c is not None:
            jobs.fail(ontology_loaded, slow, c, "released by the debounce test")
    mine = jobs.claim_user(ontology_loaded, slow, user_id, "w-test")
    assert mine is not None and mine.user_id == user_id and mine.version == 1
    assert jobs.claim_user(ontology_loaded, slow, user_id, "w-other") is None  # held under a live lease


def test_regeneration_stores_cited_fields_and_serves_staleness(service: MemoryService, regen: Regenerator,
                                                               user_id: str) -> None:
    service.set_profile(user_id, ProfileIn(sex="male", birth_date="1970-05-01"))
    say(service, user_id, "allergic to penicillin, hives as a kid")
    say(service, user_id, "on metformin 500 twice a day", 1)
    say(service, user_id, "a1c 7.6", 2)
    out = regen.regenerate_now(user_id)
    assert out.status == "done" and out.version == 3
    shown = served(service.driver, service.database, user_id)
    assert shown is not None and not shown.stale and shown.version == 3
    assert "penicillin" in shown.fields["medical_constraints"].lower()
    assert "penicillin" not in shown.fields["recommendation"].lower()
    assert all(s["cites"] for sents in shown.sentences.values() for s in sents)
    cites = run_read(service.driver, "hu2_cited_terms", user_id=user_id)
    assert {"drug:penicillin", "test:hba1c", "drug:metformin"} <= {t for r in cites for t in r["terms"]}
    assert job(service.driver, service.settings, user_id)["status"] == "done"
    recalled = service.recall(user_id, QueryIn(text="how is my a1c?", said_at=SAID + dt.timedelta(minutes=3)))
    assert recalled.hu2 is not None and recalled.hu2["stale"] is False
    alone = served(service.driver, service.database, user_id)  # the recall reads it with the records: the same
    assert alone is not None and recalled.hu2 == alone.model_dump(mode="json")
    assert "understanding: medical_constraints:" in recalled.context.text
    say(service, user_id, "a1c 7.1", 3)
    shown = served(service.driver, service.database, user_id)
    assert shown is not None and shown.stale and shown.memory_version == 4
    recalled = service.recall(user_id, QueryIn(text="what meds am I on", said_at=SAID + dt.timedelta(minutes=4),
                                               depth=2))
    assert recalled.hu2 is not None and recalled.hu2["stale"] is True and "stale" in recalled.context.text
    run_write(service.driver, "user_erase", user_id=user_id)
    assert run_read(service.driver, "hu2_understanding_get", user_id=user_id) == []
    assert job(service.driver, service.settings, user_id) == {}


class Boom:
    def __call__(self, base: Understanding, inputs: Hu2Inputs, lexicon: Any) -> Understanding:
        raise RuntimeError("phrasing exploded")


def test_a_failing_job_is_retried_with_its_reason_then_failed(service: MemoryService, user_id: str) -> None:
    say(service, user_id, "fasting glucose 131")
    once = service.settings.model_copy(update={"hu2_max_attempts": 2})
    broken = Regenerator(service.driver, once, Regenerator.create(service.driver, once, service.dictionary,
                                                                  service.index).lexicon, phraser=Boom())
    first = broken.regenerate_now(user_id)
    assert first.status == "retry" and "phrasing exploded" in (first.error or "")
    j = job(service.driver, once, user_id)
    assert j["status"] == "pending" and j["attempts"] == 1 and "RuntimeError: phrasing exploded" in j["last_error"]
    assert broken.regenerate_now(user_id).status == "failed"
    assert job(service.driver, once, user_id)["status"] == "failed"
    assert generations(service.driver, user_id) == 0


def test_a_worker_that_lost_its_lease_writes_nothing(service: MemoryService, regen: Regenerator,
                                                     user_id: str) -> None:
    say(service, user_id, "weight 91 kg")
    short = service.settings.model_copy(update={"hu2_lease_s": 0.2})
    stale_claim = jobs.claim_user(service.driver, short, user_id, "w-slow")
    assert stale_claim is not None and (stale_claim.user_id, stale_claim.attempts, stale_claim.recovered) == (
        user_id, 1, False)
    time.sleep(0.5)
    fresh = jobs.claim_user(service.driver, service.settings, user_id, "w-fast")
    assert fresh is not None and fresh.token != stale_claim.token
    assert regen.run(stale_claim).status == "lost"
    assert generations(service.driver, user_id) == 0
    assert regen.run(fresh).status == "done"
    j = job(service.driver, service.settings, user_id)
    assert j["status"] == "done" and j["completions"] == 1


# --- worker processes ---------------------------------------------------------------------------------


def _env(settings: Settings, **extra: str) -> dict[str, str]:
    env = dict(os.environ)
    # the drills time the claims: no start-up warm-up first (it has its own test, test_warm_up.py)
    env.update(PIA_NEO4J_URI=settings.bolt_uri, PIA_NEO4J_PASSWORD=settings.neo4j_password.get_secret_value(),
               PIA_NEO4J_DATABASE=settings.neo4j_database, PYTHONPATH=os.getcwd(), PIA_WARM_UP="false", **extra)
    return env


def _worker(settings: Settings, *args: str, **env: str) -> subprocess.Popen[bytes]:
    return subprocess.Popen([sys.executable, "-m", "pia_graph.cli.main", "hu2", "worker", *args],
                            env=_env(settings, **env), stdout=subprocess.PIPE, stderr=subprocess.PIPE)


@pytest.fixture
def crowd(service: MemoryService) -> Iterator[list[str]]:
    users = [f"test-crowd-{uuid.uuid4().hex[:10]}" for _ in range(200)]
    for n, uid in enumerate(users):
        say(service, uid, f"bp {120 + n % 30}/80, weight {60 + n % 40} kg")
    yield users
    for uid in users:
        run_write(service.driver, "user_erase", user_id=uid)


def test_two_worker_processes_do_each_of_200_jobs_once(service: MemoryService, crowd: list[str]) -> None:
    procs = [_worker(service.settings, "--drain", "--concurrency", "2", "--poll-s", "0.2",
                     PIA_HU2_DEBOUNCE_S="0") for _ in range(2)]
    outs = [p.communicate(timeout=900) for p in procs]
    assert [p.returncode for p in procs] == [0, 0], [o[1][-2000:] for o in outs]
    for uid in crowd:
        j = job(service.driver, service.settings, uid)
        assert j["status"] == "done" and j["completions"] == 1, (uid, j)
        state = user_row(service.driver, uid)
        assert state["understanding_version"] == state["memory_version"] == 1
    counts = run_read(service.driver, "hu2_understanding_generations", user_ids=crowd)
    assert {r["generations"] for r in counts} == {1} and len(counts) == len(crowd)


def test_a_worker_killed_mid_job_is_finished_once_by_another(service: MemoryService, user_id: str) -> None:
    say(service, user_id, "hba1c 6.9, ldl 150")
    doomed = _worker(service.settings, "--hold-s", "120", "--poll-s", "0.2", PIA_HU2_LEASE_S="4",
                     PIA_HU2_DEBOUNCE_S="0")
    deadline = time.time() + 120
    while time.time() < deadline and job(service.driver, service.settings, user_id).get("status") != "running":
        time.sleep(0.2)
    held = job(service.driver, service.settings, user_id)
    assert held["status"] == "running" and held["worker"].split(":")[1] == str(doomed.pid)
    os.kill(doomed.pid, signal.SIGKILL)
    doomed.wait(timeout=30)
    rescuer = _worker(service.settings, "--drain", "--poll-s", "0.2", PIA_HU2_DEBOUNCE_S="0")
    _out, err = rescuer.communicate(timeout=300)
    assert rescuer.returncode == 0, err[-2000:]
    j = job(service.driver, service.settings, user_id)
    assert j["status"] == "done" and j["completions"] == 1 and j["attempts"] == 2
    assert j["worker"].split(":")[1] == str(rescuer.pid)
    counts = run_read(service.driver, "hu2_understanding_generations", user_ids=[user_id])
    assert counts == [{"user_id": user_id, "generations": 1}]


def test_a_drug_asked_about_that_a_condition_rules_out_is_said_as_such_never_recommended(
        service: MemoryService, regen: Regenerator, user_id: str) -> None:
    """Session 46: "can i take" a drug that kidney disease rules out is said in the constraints, cited, and kept out
    of the recommendation."""
    say(service, user_id, "ckd stage 3b, egfr 38")
    say(service, user_id, "back pain 4/10, coworker gave me some ibuprofen, can i take them", 1)
    assert regen.regenerate_now(user_id).status == "done"
    shown = served(service.driver, service.database, user_id)
    assert shown is not None
    assert "ibuprofen (NSAID)" in shown.fields["medical_constraints"]
    assert "ibuprofen" not in shown.fields["recommendation"].lower()
    said = [x for x in shown.sentences["medical_constraints"] if "ibuprofen" in x["text"]]
    assert said and all(x["cites"] for x in said)
    cites = run_read(service.driver, "hu2_cited_terms", user_id=user_id)
    assert "condition:chronic_kidney_disease" in {t for r in cites for t in r["terms"]}
    run_write(service.driver, "user_erase", user_id=user_id)
