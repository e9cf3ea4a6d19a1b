#!/usr/bin/env python
"""Client CPU of a turn's rules, per stage, for two (or more) source trees side by side: the gate (the utterance's
analysis, the RETAIN gate and the READ decision) and the extraction, as `gate_and_extract` times them for the
service, over the texts of scenario suites (each scenario's turn and its history turns), with no Neo4j.

Usage: scripts/rules_cpu_ab.py [--rounds N] [--limit N] [--suite DIR ...] [--population USERS] [--prepare]
       TREE [TREE...]

One worker process per tree (PYTHONPATH=TREE) loads the dictionary from the tree's ontology files and runs
`turn_flow.gate_and_extract` on every text; the coordinator hands out the texts in chunks, to every worker in
turn, swapping the order every chunk. The stage times are the thread's CPU time (`time.thread_time`, not the
wall clock: the machine is shared), read at the stage boundaries the service reports (`timings_ms` gate and
extract). The READ opinion gets a fixed vector in place of the turn's embedding (the service's comes from
retain's early embedding, outside these stages). Each worker also reports a digest of every turn's outputs
(the RETAIN and READ decisions, the records, facts and rejections): the trees must agree turn by turn. Prints
per tree and language the turns, p50 / p95 / mean CPU ms of gate, extract and both, and the digests that differ.

``--population USERS`` reads the benchmark population's turns instead (`chat_rows`, USERS users x 30 days: what
`pia bench all` imports). ``--prepare`` times what `pia import` spends a turn on the client instead:
`MemoryService.prepare` as the import calls it (no READ decision; the profile, the follow-up and proxy reads
answer "nothing", no store) and the write statement's parameters (`turn_payload`): one thread-CPU figure a turn
(all of it under "gate" and "both", "extract" 0) and ms a record; its digest holds the result, records, facts,
candidates and the statement's parameters. A benchmark, not a test.
"""

from __future__ import annotations

import argparse
import datetime as dt
import glob
import hashlib
import json
import os
import statistics
import subprocess
import sys
import time
import types
from pathlib import Path
from typing import Any

_DEVELOP = ([f"eval/extract{i}_blind" for i in [*range(8, 18), 20, 21]]
            + [f"eval/read{i}_blind" for i in [*range(9, 18), 20]]
            + ["eval/blind", "eval/extract_blind", "eval/heldout", "eval/wave2", "eval/wave2_blind", "eval/wave3",
               "eval/wave3_blind", "eval/tuning2", "eval/tuning3"])


def texts(suites: list[str]) -> list[tuple[str, str, str | None]]:
    """(text, said_at, lang) of every scenario turn and history turn of ``suites``, first occurrence kept."""
    seen: set[tuple[str, str, str | None]] = set()
    out: list[tuple[str, str, str | None]] = []
    for suite in suites:
        for path in sorted(glob.glob(f"{suite}/*.jsonl")):
            for raw in Path(path).read_text(encoding="utf-8").splitlines():
                if not raw.strip():
                    continue
                sc = json.loads(raw)
                turns = [h for h in sc.get("history") or [] if "text" in h and "said_at" in h]
                turns += [sc] if "text" in sc and "said_at" in sc else []
                for turn in turns:
                    key = (turn["text"], turn["said_at"], sc.get("lang") or turn.get("lang"))
                    if key not in seen:
                        seen.add(key)
                        out.append(key)
    return out


def population(users: int) -> list[tuple[str, str, str | None, str, str]]:
    """(text, said_at, lang, user_id, turn_id) of the benchmark population's turns (`pia bench all`'s)."""
    from pia_graph.demo.population import PopulationSpec, chat_rows

    return [(r["text"], r["said_at"], r["lang"], r["user_id"], r["turn_id"])
            for r in chat_rows(PopulationSpec(prefix="ab", days=30), 0, users)]


def _digest(gated: Any) -> str:
    ex = gated.extraction
    parts = [repr(gated.retain), repr(gated.read)]
    if ex is not None:
        parts += [r.model_dump_json() for r in ex.records] + [f.model_dump_json() for f in ex.facts]
        parts += [r.model_dump_json() for r in ex.rejections] + [repr(ex.unknown_terms)]
    return hashlib.sha1("\n".join(parts).encode()).hexdigest()[:16]


def prepare_worker(found: list[tuple[str, str, str | None, str, str]]) -> None:
    """The import's client work a turn: `prepare` (no READ decision, no store) and the statement's parameters."""
    from prepare_cpu import offline_service, prepare_turn

    from pia_graph.memory.import_threads import ImportThreads
    from pia_graph.memory.models import TurnIn
    from pia_graph.store.write_turn import turn_payload

    service = offline_service()
    threads = ImportThreads(lambda user_id: False)  # as `pia import` answers a new user's earlier turns
    print(json.dumps({"ready": len(found)}), flush=True)
    for line in sys.stdin:
        cmd = json.loads(line)
        if cmd["op"] == "stop":
            break
        rows = []
        for i in cmd["i"]:
            text, said_at, lang, user_id, turn_id = found[i]
            turn = TurnIn(text=text, said_at=dt.datetime.fromisoformat(said_at), turn_id=turn_id, lang=lang)
            began = time.thread_time()
            prepared = prepare_turn(service, threads, user_id, turn)
            payload = turn_payload(prepared.write)[0] if prepared.write is not None else None
            spent = (time.thread_time() - began) * 1000
            parts = [prepared.result.model_dump_json(exclude={"timings_ms"}), repr(payload)]
            if prepared.write is not None:
                parts += [r.model_dump_json() for r in prepared.write.records]
                parts += [repr((prepared.write.facts, prepared.write.candidates))]
            rows.append({"i": i, "lang": "ko" if lang == "ko" else "en", "gate": spent, "extract": 0.0,
                         "records": len(prepared.write.records) if prepared.write is not None else 0,
                         "digest": hashlib.sha1("\n".join(parts).encode()).hexdigest()[:16]})
        print(json.dumps(rows), flush=True)


def worker(suites: list[str]) -> None:
    import pia_graph.ingest.turn_flow as turn_flow
    from pia_graph.ingest.analysed_text import analysed_form
    from pia_graph.ingest.extract.pipeline import RulesExtractor
    from pia_graph.ingest.hup import turn_key
    from pia_graph.ingest.read_model import load_read_model
    from pia_graph.memory.models import detect_lang
    from pia_graph.ontology import AliasIndex, load_default_dictionary

    # the stage clock of gate_and_extract reads this thread's CPU time instead of the wall clock
    turn_flow.time = types.SimpleNamespace(perf_counter=time.thread_time)  # type: ignore[attr-defined]
    dictionary = load_default_dictionary()
    index = AliasIndex.build(dictionary)
    extractor = RulesExtractor()
    model = load_read_model()
    vector = [0.0] * model.spec.embedding_dim if model is not None else None
    found = texts(suites)
    print(json.dumps({"ready": len(found)}), flush=True)
    for line in sys.stdin:
        cmd = json.loads(line)
        if cmd["op"] == "stop":
            break
        rows = []
        for i in cmd["i"]:
            raw, said_at, lang = found[i]
            text = analysed_form(raw)
            lang = lang or detect_lang(text)
            at = dt.datetime.fromisoformat(said_at)
            gated = turn_flow.gate_and_extract(
                text, at, lang, index=index, dictionary=dictionary, extractor=extractor, profile=dict,
                record_key=turn_key(text, at, lang), read_model=model, read_vector=lambda: vector)
            rows.append({"i": i, "lang": "ko" if lang == "ko" else "en", "gate": gated.gate_ms,
                         "extract": gated.extract_ms, "digest": _digest(gated)})
        print(json.dumps(rows), flush=True)


def main() -> None:
    from pia_graph.evaluation.counts import percentile  # the coordinator's, not a measured tree's

    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("trees", nargs="*")
    ap.add_argument("--suite", action="append", help="a suite folder (default: the develop suites under eval/)")
    ap.add_argument("--rounds", type=int, default=2)
    ap.add_argument("--warmup", type=int, default=100, help="texts run first, unmeasured, in each worker")
    ap.add_argument("--limit", type=int, default=0, help="every k-th text so that about N are run (0: all)")
    ap.add_argument("--chunk", type=int, default=25)
    ap.add_argument("--population", type=int, default=0, help="the benchmark population's turns, N users x 30 days")
    ap.add_argument("--prepare", action="store_true", help="time `prepare` + the write parameters (pia import's)")
    ap.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args()
    suites = args.suite or _DEVELOP
    if args.worker:
        if args.prepare:
            prepare_worker(population(args.population) if args.population else
                           [(t, s, lang, "ab-suite", f"t{n}") for n, (t, s, lang) in enumerate(texts(suites))])
        elif args.population:
            raise SystemExit("--population needs --prepare")
        else:
            worker(suites)
        return
    procs = []
    for tree in args.trees:
        env = dict(os.environ, PYTHONPATH=tree, PIA_PROJECT_ROOT=tree)
        cmd = [sys.executable, str(Path(__file__).resolve()), "--worker"] + [f"--suite={s}" for s in suites] \
            + ([f"--population={args.population}"] if args.population else []) + (["--prepare"] if args.prepare else [])
        procs.append(subprocess.Popen(cmd, env=env, cwd=os.getcwd(), stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                      text=True))
    counts = []
    for p in procs:
        assert p.stdout is not None
        counts.append(json.loads(p.stdout.readline())["ready"])
    if len(set(counts)) != 1:
        sys.exit(f"the trees read different texts: {counts}")
    step = max(1, counts[0] // args.limit) if args.limit else 1
    chosen = list(range(0, counts[0], step))

    def ask(p: subprocess.Popen[str], ids: list[int]) -> list[dict[str, Any]]:
        assert p.stdin is not None and p.stdout is not None
        p.stdin.write(json.dumps({"op": "run", "i": ids}) + "\n")
        p.stdin.flush()
        got: list[dict[str, Any]] = json.loads(p.stdout.readline())
        return got

    for p in procs:
        ask(p, chosen[:args.warmup])
    rows: dict[str, list[dict[str, Any]]] = {t: [] for t in args.trees}
    started = time.time()
    for r in range(args.rounds):
        for c, at in enumerate(range(0, len(chosen), args.chunk)):
            ids = chosen[at:at + args.chunk]
            order = range(len(procs)) if (c + r) % 2 == 0 else reversed(range(len(procs)))
            for k in order:
                rows[args.trees[k]] += ask(procs[k], ids)
    for p in procs:
        assert p.stdin is not None
        p.stdin.write(json.dumps({"op": "stop"}) + "\n")
        p.stdin.flush()
        p.wait()
    out: dict[str, Any] = {"texts": len(chosen), "rounds": args.rounds, "load": os.getloadavg(),
                           "wall_s": round(time.time() - started, 1)}
    for tree, got in rows.items():
        for lang in ("all", "en", "ko"):
            sel = [g for g in got if lang in ("all", g["lang"])]
            if not sel:
                continue
            figures: dict[str, Any] = {"turns": len(sel)}
            for stage in ("gate", "extract", "both"):
                vals = [g["gate"] + g["extract"] if stage == "both" else g[stage] for g in sel]
                figures[stage] = {"p50": round(percentile(vals, 0.5), 2), "p95": round(percentile(vals, 0.95), 2),
                                  "mean": round(statistics.fmean(vals), 2)}
            if args.prepare:
                records = sum(g["records"] for g in sel)
                figures["records"] = records
                figures["ms_per_record"] = round(sum(g["gate"] for g in sel) / max(records, 1), 4)
            out[f"{tree} {lang}"] = figures
    first = {g["i"]: g["digest"] for g in rows[args.trees[0]]}
    for tree in args.trees[1:]:
        out[f"digests differing {args.trees[0]} vs {tree}"] = sorted({g["i"] for g in rows[tree]
                                                                       if first[g["i"]] != g["digest"]})
    print(json.dumps(out))
    for key, figures in out.items():
        if isinstance(figures, dict):
            print(f"{key}: n={figures['turns']} " + " ".join(
                f"{stage} p50 {figures[stage]['p50']} p95 {figures[stage]['p95']} mean {figures[stage]['mean']}"
                for stage in ("gate", "extract", "both")), file=sys.stderr)


if __name__ == "__main__":
    main()
