"""`pia bench recall`: recall latency per depth, and exact vs oversampled vector search, at growing numbers of
synthetic users in one run (figures for the README; never asserted in tests)."""

from __future__ import annotations

import json
import time
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import typer
from neo4j import Driver
from neo4j.exceptions import Neo4jError, ServiceUnavailable
from rich.progress import track
from rich.table import Table

from pia_graph.cli.bench_store import set_up_store
from pia_graph.cli.console import cli_errors, console
from pia_graph.cli.recall_latency import measure
from pia_graph.config import Settings, get_settings
from pia_graph.db.driver import driver_session
from pia_graph.db.queries import run_read
from pia_graph.db.schema import SchemaError, fact_vector_index
from pia_graph.demo.population import ASKED_AT, SyntheticUser, erase_users, make_users, template_vectors, write_users
from pia_graph.evaluation.counts import percentile as _pct
from pia_graph.memory import MemoryService
from pia_graph.neo4j_server.process import server_status
from pia_graph.retrieve.associative import VectorMode, vector_search

QUERIES = (
    "What was my last LDL?", "How is my cholesterol?", "What dose of atorvastatin am I taking?",
    "what was the name of the dermatologist in Busan?", "Why did I stop going to the gym?",
    "동생이 추천해준 한의원 이름이 뭐였지?", "지난달 혈압 기록 보여줘", "What meds am I on right now?",
)
VECTOR_QUERIES = (
    "what was the name of the dermatologist in Busan?", "who was the physio my friend recommended?",
    "what did the doctor say about salt?", "why did I want to lose weight?", "trip to Jeju",
)
OVERSAMPLE = (1, 10, 100)
K = 10


def _cos(a: list[float], b: list[float]) -> float:
    return sum(x * y for x, y in zip(a, b, strict=True))


def _pair(figures: dict[str, Any], name: str) -> str:
    if f"{name}_p50_ms" not in figures:
        return "-"
    return f"{figures[f'{name}_p50_ms']:.1f} / {figures[f'{name}_p95_ms']:.1f}"


def _vectors(service: MemoryService, asking: list[SyntheticUser]) -> dict[str, dict[str, float]]:
    assert service.embedder is not None
    qvecs = service.embedder.embed(list(VECTOR_QUERIES))
    modes: dict[str, tuple[VectorMode, int]] = {"exact": ("exact", 1)}
    modes.update({f"index x{n}": ("index", n) for n in OVERSAMPLE})
    out: dict[str, dict[str, float]] = {}
    for label, (mode, factor) in modes.items():
        recalls: list[float] = []
        times: list[float] = []
        for user in asking:
            for qv in qvecs:
                sims = {fid: _cos(vec, qv) for fid, vec in user.fact_vectors.items()}
                truth = sorted(sims, key=lambda fid: -sims[fid])[:K]
                started = time.perf_counter()
                got = vector_search(service.driver, service.database, user.user_id, qv, K, mode,
                                    oversample=factor)
                times.append((time.perf_counter() - started) * 1000)
                recalls.append(len({f["fact_id"] for f in got} & set(truth)) / len(truth))
        out[label] = {"recall_at_10": sum(recalls) / len(recalls), "p50_ms": _pct(times, 0.5),
                      "p95_ms": _pct(times, 0.95)}
    return out


@contextmanager
def _schema_then_vector_index(driver: Driver, settings: Settings) -> Iterator[bool]:
    """The schema and the dictionary (``set_up_store``: a fresh PIA_HOME has no full-text index without it), then the
    vector index for the index mode's cells. In that order: applying the schema drops the vector index when
    PIA_FACT_VECTOR_INDEX is off."""
    set_up_store(driver, settings)
    with fact_vector_index(driver, settings) as made:
        yield made


def recall(
    users: str = typer.Option("10,1000", help="Population sizes to measure at, growing, comma-separated."),
    asking: int = typer.Option(10, help="How many of the users ask (the same ones at every size)."),
    rounds: int = typer.Option(2, help="Measured rounds of the query set per size (after one warm-up round)."),
    variants: int = typer.Option(3, help="Near-identical facts per template per user."),
    as_json: bool = typer.Option(False, "--json", help="Print the figures as JSON."),
) -> None:
    """Recall latency p50/p95 per depth, and vector recall@10 / latency (exact vs oversampled index)."""
    sizes = sorted({int(x) for x in users.split(",") if x.strip()})
    settings = get_settings()
    prefix = f"bench-{uuid.uuid4().hex[:8]}"
    figures: dict[str, Any] = {"sizes": {}, "queries": list(QUERIES), "k": K}
    # The index mode's cells need the vector index: made here when PIA_FACT_VECTOR_INDEX left it out, dropped after.
    with cli_errors(ServiceUnavailable, Neo4jError, SchemaError), driver_session(settings) as driver, \
            _schema_then_vector_index(driver, settings):
        service = MemoryService.create(driver, settings)
        vectors = template_vectors(service.embedder)
        population: list[SyntheticUser] = []
        try:
            for size in sizes:
                new = make_users(prefix, len(population), size - len(population), vectors, variants=variants)
                started = time.perf_counter()
                for i in track(range(0, len(new), 50), description=f"writing to {size} users", console=console,
                               disable=as_json):
                    write_users(driver, settings.neo4j_database, new[i: i + 50])
                run_read(driver, "schema_await_indexes", database=settings.neo4j_database, timeout_s=900)
                run_read(driver, "db_replan", database=settings.neo4j_database, timeout_s=900)
                population.extend(new)
                write_s = time.perf_counter() - started
                askers = population[:asking]
                latency = measure(service, [u.user_id for u in askers], QUERIES, ASKED_AT, rounds,
                                  server_status(settings).pid)  # a whole warm-up round first, at every size
                figures["sizes"][str(size)] = {
                    "write_s": write_s, "latency": latency,
                    "vector": _vectors(service, askers),
                }
        finally:
            erase_users(driver, settings.neo4j_database, [u.user_id for u in population])
    small, large = str(sizes[0]), str(sizes[-1])
    if small != large:
        figures["p95_ratio_large_vs_small"] = {
            d: figures["sizes"][large]["latency"][d]["p95_ms"] / figures["sizes"][small]["latency"][d]["p95_ms"]
            for d in ("depth1", "depth2", "depth3")
        }
    if as_json:
        console.print_json(json.dumps(figures))
        return
    table = Table("users", "depth", "n", "p50 ms", "p95 ms", "client CPU p50/p95", "Neo4j CPU p50/p95",
                  "warm-up p95 / max ms", title="pia bench recall: MemoryService.recall (CPU in ms per recall)")
    for size, f in figures["sizes"].items():
        for depth in ("depth1", "depth2", "depth3"):
            lat, warm = f["latency"][depth], f["latency"]["warmup"][depth]
            table.add_row(size, depth, str(lat["n"]), f"{lat['p50_ms']:.1f}", f"{lat['p95_ms']:.1f}",
                          _pair(lat, "client_cpu"), _pair(lat, "neo4j_cpu"),
                          f"{warm['p95_ms']:.1f} / {warm['max_ms']:.1f}")
    console.print(table)
    vt = Table("users", "vector search", "recall@10", "p50 ms", "p95 ms", title="exact vs oversampled index")
    for size, f in figures["sizes"].items():
        for mode, v in f["vector"].items():
            vt.add_row(size, mode, f"{v['recall_at_10']:.3f}", f"{v['p50_ms']:.1f}", f"{v['p95_ms']:.1f}")
    console.print(vt)
    if "p95_ratio_large_vs_small" in figures:
        console.print("p95 ratio, largest / smallest population: " + ", ".join(
            f"{d} {r:.2f}" for d, r in figures["p95_ratio_large_vs_small"].items()))
