"""The retrieval suite answered by `MemoryService.recall` and by a flat top-k baseline, side by side, per depth
(`pia bench all`'s `retrieval` figures, `pia bench flat`).

The flat baseline is a plain top-k (k = 10) exact cosine over the user's facts: no understanding, no records,
no full text, no fusion. The comparison is kept fair:

- **the same store and users**: every scenario's history is retained once, before anything is timed; each
  scenario's user is then asked by both;
- **the same question embedding**: both take the question's vector from the read path's per-process copy
  (`retrieve.recall.question_vector`), which the warm-up round fills; the embedding's own cost is reported
  apart (`embed_ms`, measured once per question), not hidden in one side and not the other (until session 28
  the baseline embedded on every call and recall often did not: a question that current records answer is
  never embedded);
- **the same warm-up**: one whole unmeasured round (every scenario, the baseline and every depth), which pays
  the plans, the process's copy of the fact vectors and the depth-3 copy, before the measured rounds;
- **interleaved order**: within a round each scenario is asked by the baseline and at each depth in a rotating
  order, so a change of the machine's load falls on every arm alike;
- **the same reading of the result**: both read their rows the same way (`run_read_once`: one round trip, an
  auto-commit read); the statements each arm sends per call are counted (`statements`).

Beside the wall time, each call's CPU time is kept: the client's (this process, every thread) and Neo4j's (the
JVM's threads' `schedstat`, see `recall_latency.process_cpu_ms`). Figures only, never asserted.
"""

from __future__ import annotations

import datetime as dt
import json
import logging
import os
import time
import uuid
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import typer
from neo4j.exceptions import Neo4jError, ServiceUnavailable

from pia_graph.cli.bench_store import set_up_store
from pia_graph.cli.console import cli_errors, console
from pia_graph.cli.recall_latency import process_cpu_ms, statement_cpu_ms
from pia_graph.config import get_settings
from pia_graph.db import queries
from pia_graph.db.driver import driver_session
from pia_graph.db.queries import run_read_once, run_write
from pia_graph.db.schema import SchemaError
from pia_graph.evaluation import retrieval
from pia_graph.evaluation.counts import percentile
from pia_graph.evaluation.suite import load_suite
from pia_graph.memory import MemoryService, TurnIn
from pia_graph.memory.recall_models import QueryIn
from pia_graph.neo4j_server.process import server_status
from pia_graph.retrieve.associative import vector_search
from pia_graph.retrieve.recall import question_vector

log = logging.getLogger(__name__)

FLAT_K = 10
ARMS = ("flat", "depth1", "depth2", "depth3", "auto")  # "auto": the depth the question asks for (as `pia eval`)
_DEPTH: dict[str, Any] = {"depth1": 1, "depth2": 2, "depth3": 3, "auto": "auto"}


def flat_ranked(service: MemoryService, user_id: str, vector: list[float]) -> list[dict[str, Any]]:
    """The baseline's answer: the user's top-k facts by exact cosine (`recall_facts_exact`), in the prediction
    shape (a fact has no coordinate)."""
    hits = vector_search(service.driver, service.database, user_id, vector, FLAT_K, "exact", read=run_read_once)
    return [{"coordinate": None, "date": str(h.get("date")) if h.get("date") else None,
             "text": h.get("text"), "id": h.get("fact_id"), "kind": "fact"} for h in hits]


def rotation(arms: tuple[str, ...], index: int) -> list[str]:
    """The order the arms are asked in for the `index`-th call of a round (pure): rotated by one each call, so
    that every arm is asked first, second ... equally often over a round of len(arms) scenarios or more."""
    shift = index % len(arms)
    return list(arms[shift:] + arms[:shift])


class _Statements:
    """Counts the named statements sent while it is on (`db.queries.query` is the one way to a statement's text)."""

    def __init__(self) -> None:
        self.names: list[str] = []

    @contextmanager
    def counting(self) -> Iterator[None]:
        original = queries.query

        def counted(name: str) -> Any:
            self.names.append(name)
            return original(name)

        queries.query = counted  # type: ignore[assignment]
        try:
            yield
        finally:
            queries.query = original


def _ask(service: MemoryService, arm: str, uid: str, sc: dict[str, Any]) -> tuple[list[dict[str, Any]], Any]:
    said_at = dt.datetime.fromisoformat(sc["said_at"])
    if arm == "flat":
        vector = question_vector(service.embedder, sc["query"])
        assert vector is not None
        return flat_ranked(service, uid, vector), None
    out = service.recall(uid, QueryIn(text=sc["query"], said_at=said_at, lang=sc.get("lang"), depth=_DEPTH[arm]))
    return [retrieval.ranked_item(i) for i in out.items], out


def _summary(samples: dict[str, list[float]]) -> dict[str, Any]:
    out: dict[str, Any] = {"n": len(samples["wall"])}
    for key, name in (("wall", ""), ("client", "client_cpu_"), ("neo4j", "neo4j_cpu_"),
                      ("statement", "neo4j_statement_cpu_")):
        if samples.get(key):
            out[f"{name}p50_ms"] = percentile(samples[key], 0.5)
            out[f"{name}p95_ms"] = percentile(samples[key], 0.95)
    return out


def compare(service: MemoryService, path: Path, *, rounds: int = 3, server_pid: int | None = None,
            ranked_sink: Callable[[dict[str, Any]], None] | None = None) -> dict[str, Any]:
    """Retain each retrieval scenario's history (one user each), one unmeasured warm-up round, then `rounds`
    measured rounds with the arms interleaved; per arm MRR, recall@5, wall and CPU p50/p95, statements per call,
    and per depth the recall's stages (p50 ms). `ranked_sink` gets each arm's ranked ids per scenario (the
    warm-up round's), to prove a change leaves the rankings as they were."""
    scenarios = load_suite(path, {"retrieval"})
    users = [f"bench-s-{uuid.uuid4().hex[:10]}" for _ in scenarios]
    load_start = os.getloadavg()[0]
    try:
        for uid, sc in zip(users, scenarios, strict=True):
            for turn in sc.get("history") or []:
                service.retain(uid, TurnIn(text=turn["text"], said_at=dt.datetime.fromisoformat(turn["said_at"]),
                                           lang=sc.get("lang")))
        embed_ms = _embed_once(service, scenarios)
        scores: dict[str, list[dict[str, float]]] = {arm: [] for arm in ARMS}
        chosen: dict[str, int] = {}
        # a fact (the baseline's only kind of item) can never match a record's selector (coordinate and date):
        # the MRR over scenarios that ask only for records is the baseline's zero by construction
        records_only_rr: dict[str, list[float]] = {arm: [] for arm in ARMS}
        facts_rr: dict[str, list[float]] = {arm: [] for arm in ARMS}
        for i, (uid, sc) in enumerate(zip(users, scenarios, strict=True)):  # the warm-up round, scored
            for arm in rotation(ARMS, i):
                ranked, out = _ask(service, arm, uid, sc)
                scores[arm].append(retrieval.score(sc["expect"], ranked))
                records_only = all("fact_contains" not in s for s in sc["expect"].get("relevant") or [])
                (records_only_rr if records_only else facts_rr)[arm].append(scores[arm][-1]["rr"])
                if arm == "auto" and out is not None:
                    chosen[str(out.depth)] = chosen.get(str(out.depth), 0) + 1
                if ranked_sink is not None:
                    ranked_sink({"suite": str(path), "id": sc.get("id"), "arm": arm, "rr": scores[arm][-1]["rr"],
                                 "ranked": [(r["kind"], r["coordinate"], r["date"], r["text"]) for r in ranked]})
        samples: dict[str, dict[str, list[float]]] = {arm: {"wall": [], "client": [], "neo4j": [], "statement": []}
                                                    for arm in ARMS}
        statements: dict[str, list[int]] = {arm: [] for arm in ARMS}
        stages: dict[str, dict[str, list[float]]] = {arm: {} for arm in ARMS}
        counter = _Statements()
        load_measured = os.getloadavg()[0]
        with counter.counting():
            for r in range(rounds):
                for i, (uid, sc) in enumerate(zip(users, scenarios, strict=True)):
                    for arm in rotation(ARMS, i + r):
                        before_n = len(counter.names)
                        neo4j_before = process_cpu_ms(server_pid)
                        stmt_before = statement_cpu_ms(server_pid)
                        cpu, started = time.process_time(), time.perf_counter()
                        _, out = _ask(service, arm, uid, sc)
                        samples[arm]["wall"].append((time.perf_counter() - started) * 1000)
                        samples[arm]["client"].append((time.process_time() - cpu) * 1000)
                        stmt_after = statement_cpu_ms(server_pid)
                        neo4j_after = process_cpu_ms(server_pid)
                        if neo4j_before is not None and neo4j_after is not None:
                            samples[arm]["neo4j"].append(neo4j_after - neo4j_before)
                        if stmt_before is not None and stmt_after is not None:
                            samples[arm]["statement"].append(stmt_after - stmt_before)
                        statements[arm].append(len(counter.names) - before_n)
                        for stage, ms in (out.timings_ms.items() if out is not None else ()):
                            stages[arm].setdefault(stage, []).append(ms)
    finally:
        for uid in users:
            run_write(service.driver, "user_erase", database=service.database, user_id=uid)
    result: dict[str, Any] = {"scenarios": len(scenarios), "rounds": rounds, "flat_k": FLAT_K,
                              "load": {"start": load_start, "measured_from": load_measured,
                                       "end": os.getloadavg()[0]},
                              "embed_ms": {"n": len(embed_ms), "p50_ms": percentile(embed_ms, 0.5),
                                           "p95_ms": percentile(embed_ms, 0.95)},
                              "auto_depths": chosen}
    for arm in ARMS:
        n = len(scores[arm]) or 1
        result[arm] = {"mrr": sum(s["rr"] for s in scores[arm]) / n,
                       "recall_at_5": sum(s["recall"] for s in scores[arm]) / n,
                       **(_summary(samples[arm]) if rounds else {}),
                       "statements_per_call": sum(statements[arm]) / (len(statements[arm]) or 1),
                       "mrr_fact_scenarios": _mean(facts_rr[arm]), "mrr_record_scenarios": _mean(records_only_rr[arm]),
                       "fact_scenarios": len(facts_rr[arm])}
        if stages[arm]:
            result[arm]["stages_p50_ms"] = {k: percentile(v, 0.5) for k, v in stages[arm].items()}
    # the figures the README and earlier runs report: recall as `pia eval` asks it (depth auto) vs flat
    result["recall"] = result["auto"]
    if scenarios and rounds:
        result["mrr_gain"] = result["auto"]["mrr"] - result["flat"]["mrr"]
        result["p95_ratio_recall_vs_flat"] = result["auto"]["p95_ms"] / result["flat"]["p95_ms"]
        result["p95_ratio_vs_flat"] = {arm: result[arm]["p95_ms"] / result["flat"]["p95_ms"]
                                       for arm in ARMS if arm != "flat"}
    return result


def _mean(values: list[float]) -> float | None:
    return sum(values) / len(values) if values else None


def _embed_once(service: MemoryService, scenarios: list[dict[str, Any]]) -> list[float]:
    """Each distinct question embedded once (into the read path's copy), timed: the cost both arms share."""
    out: list[float] = []
    for text in dict.fromkeys(sc["query"] for sc in scenarios):
        started = time.perf_counter()
        question_vector(service.embedder, text)
        out.append((time.perf_counter() - started) * 1000)
    return out


def flat_cmd(
    suite: list[Path] = typer.Option(
        [Path("/work/shared/eval/dev")], "--suite", help="Suite directories whose retrieval scenarios are asked."),
    rounds: int = typer.Option(3, min=0, help="Measured rounds after the warm-up round (0: the rankings only)."),
    ranked_out: Path | None = typer.Option(None, "--ranked-out", help="Each arm's ranked ids per scenario (JSONL)."),
    out: Path | None = typer.Option(None, "--out", help="Write the JSON here as well."),
) -> None:
    """The retrieval suites answered by recall at each depth and by a flat top-k, interleaved: MRR, wall and CPU."""
    settings = get_settings()
    lines: list[str] = []
    with cli_errors(ServiceUnavailable, Neo4jError, SchemaError), driver_session(settings) as driver:
        # the schema and the dictionary first, as `pia bench write` does: on a fresh PIA_HOME the full-text
        # search of every recall fails on a missing index without it
        set_up_store(driver, settings)
        service = MemoryService.create(driver, settings)
        pid = server_status(settings).pid
        figures = {str(p): compare(service, p, rounds=rounds, server_pid=pid,
                                   ranked_sink=lambda row: lines.append(json.dumps(row, ensure_ascii=False)))
                   for p in suite}
    if ranked_out is not None:
        ranked_out.write_text("".join(line + "\n" for line in lines), encoding="utf-8")
    text = json.dumps(figures, default=str, indent=1)
    if out is not None:
        out.write_text(text + "\n", encoding="utf-8")
    console.print_json(text)
