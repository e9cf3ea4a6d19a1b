#!/usr/bin/env python3
"""Trace every `understanding` miss of a tuning suite to the stage that lost it.

Two steps, so that composition can be re-run in a second, with no database:

    # 1. with a server (PIA_HOME, PIA_NEO4J_BOLT_PORT set): retain each scenario's history as the evaluation does,
    #    gather the user's HU2 inputs (records, facts, snapshot, depth 3) and keep them as JSON lines
    PYTHONPATH=$PWD python scripts/hu2_miss_stages.py dump eval/wave3_blind /tmp/w3b.inputs.jsonl
    # 2. pure: compose from the kept inputs and say, for each expected citation and mention, where it was lost
    PYTHONPATH=$PWD python scripts/hu2_miss_stages.py stages eval/wave3_blind /tmp/w3b.inputs.jsonl [--json]

    # aggregate only (validate material: totals per language, no scenario, no miss)
    PYTHONPATH=$PWD python scripts/hu2_miss_stages.py totals eval/read17_blind /tmp/r17.inputs.jsonl

Stages: `extraction` (no record and no fact of the user holds the term), `fact only` (a statement names it, no
record holds it), `not selected` (a record or fact holds it, no sentence of any field draws on it), `dropped`
(a drafted sentence cites it but a guard or the length dropped it), `cited`. Use it on tuning material only: a
held-out suite is scored in aggregate (`pia eval --json`), never traced.
"""

from __future__ import annotations

import argparse
import json
import sys
import uuid
from collections import Counter
from pathlib import Path
from typing import Any

from pia_graph.evaluation.suite import load_suite
from pia_graph.evaluation.understanding import _reports_as, default_lexicon, score
from pia_graph.hu2 import compose as c
from pia_graph.hu2.guards import check_numbers
from pia_graph.hu2.models import Hu2Inputs, Sentence


def dump(suite: Path, out: Path) -> None:
    from pia_graph.config import get_settings
    from pia_graph.db.driver import driver_session
    from pia_graph.db.queries import run_write
    from pia_graph.evaluation.runner import _said_at
    from pia_graph.hu2.inputs import gather
    from pia_graph.hu2.regenerate import read_path_source
    from pia_graph.memory import MemoryService
    from pia_graph.memory.models import ProfileIn, TurnIn

    settings = get_settings()
    scenarios = load_suite(suite, {"understanding"})
    with driver_session(settings) as driver, out.open("w", encoding="utf-8") as f:
        service = MemoryService.create(driver, settings)
        source = read_path_source(driver, settings.neo4j_database, service.dictionary)
        for sc in scenarios:
            user_id = f"trace-{uuid.uuid4().hex[:12]}"
            try:
                if sc.get("user"):
                    service.set_profile(user_id, ProfileIn(**sc["user"]))
                for turn in sc.get("history") or []:
                    service.retain(user_id, TurnIn(text=turn["text"], said_at=_said_at(turn["said_at"]),
                                                   lang=sc.get("lang")))
                inputs = gather(driver, settings.neo4j_database, user_id, service.dictionary)
                if inputs.said_at is not None:
                    inputs.snapshot, inputs.depth3 = source(user_id, inputs.said_at)
                f.write(json.dumps({"id": sc["id"], "inputs": inputs.model_dump(mode="json")},
                                   ensure_ascii=False) + "\n")
            finally:
                run_write(driver, "user_erase", database=settings.neo4j_database, user_id=user_id)


def _keys(cites: list[str], inputs: Hu2Inputs) -> set[str]:
    by_id: dict[str, list[str]] = {r.record_id: [r.coordinate] for r in inputs.records}
    by_id.update({f.fact_id: f.term_keys for f in inputs.facts})
    lex = default_lexicon()
    keys = {k for i in cites for k in by_id.get(i, [])}
    return keys | {r for k in keys if (r := _reports_as(k, lex))}


def _drafts(inputs: Hu2Inputs) -> dict[str, list[Sentence]]:
    """Every sentence each field drafts, before the guards and the length."""
    lex = default_lexicon()
    kept: dict[str, list[Sentence]] = {}
    original = c.fit

    def keep_all(sentences: list[Sentence], name: str, *args: Any, **kwargs: Any) -> list[Sentence]:
        kept[name] = list(sentences)
        return original(sentences, name, *args, **kwargs)

    c.fit = keep_all
    try:
        c.compose(inputs, lex)
    finally:
        c.fit = original
    return kept


def prediction(inputs: Hu2Inputs) -> dict[str, Any]:
    lex = default_lexicon()
    u = c.compose(inputs, lex)
    rich = c.enrich(inputs, lex)
    cites = [i for fld in u.fields for s in fld.sentences for i in s.cites]
    evidence = c.memory_of(rich, lex).evidence
    stray = [x.detail for fld in u.fields for s in fld.sentences
             for x in check_numbers(s.text, s.cites, evidence, lex.digit_names)]
    return {"understanding": {**{f.field: f.text for f in u.fields}, "cited": sorted(_keys(cites, rich)),
                              "recommended": u.recommended},
            "understanding_checks": {"numbers_not_in_evidence": stray}, "fields": u}


def stage(key: str, inputs: Hu2Inputs, cited: set[str], drafted: set[str]) -> str:
    lex = default_lexicon()
    rec = {r.coordinate for r in inputs.records} | {
        x for r in inputs.records if (x := _reports_as(r.coordinate, lex))}
    facts = {k for f in inputs.facts for k in f.term_keys}
    if key in cited:
        return "cited"
    if key in drafted:
        return "dropped"
    if key in rec:
        return "not selected"
    if key in facts:
        return "fact only"
    return "extraction"


def stages(suite: Path, dumped: Path, as_json: bool) -> None:
    lex = default_lexicon()
    gold = {s["id"]: s for s in load_suite(suite, {"understanding"})}
    rows: list[dict[str, Any]] = []
    totals: Counter[str] = Counter()
    for line in dumped.read_text(encoding="utf-8").splitlines():
        item = json.loads(line)
        sc = gold[item["id"]]
        inputs = c.enrich(Hu2Inputs.model_validate(item["inputs"]), lex)
        pred = prediction(inputs)
        s = score(sc, pred)
        cited = set(pred["understanding"]["cited"])
        drafted = _keys([i for v in _drafts(inputs).values() for x in v for i in x.cites], inputs)
        for k in ("cite_hit", "cite_total", "mention_hit", "mention_total", "allergy_violations",
                  "numbers_not_in_evidence"):
            totals[k] += s[k]
        for m in s["misses"]:
            what, _, key = m.rpartition(" ")
            where = stage(key, inputs, cited, drafted) if ":" in key else "-"
            totals[f"{what} / {where}"] += 1
            rows.append({"id": sc["id"], "lang": sc.get("lang"), "miss": m, "stage": where})
    if as_json:
        print(json.dumps({"totals": totals, "misses": rows}, ensure_ascii=False, indent=1))
        return
    for r in rows:
        print(f"{r['id']}\t{r['lang']}\t{r['miss']}\t{r['stage']}")
    cite = totals["cite_hit"] / max(1, totals["cite_total"])
    mention = totals["mention_hit"] / max(1, totals["mention_total"])
    print(f"cite {cite:.3f} ({totals['cite_hit']}/{totals['cite_total']})  mention {mention:.3f} "
          f"({totals['mention_hit']}/{totals['mention_total']})  allergy {totals['allergy_violations']}  "
          f"numbers {totals['numbers_not_in_evidence']}")
    for k, v in sorted(totals.items()):
        if " / " in k:
            print(f"  {k}: {v}")


def totals(suite: Path, dumped: Path) -> None:
    """Coverage, presence, allergy violations and stray numbers per language (all / en / ko), nothing else."""
    lex = default_lexicon()
    gold = {s["id"]: s for s in load_suite(suite, {"understanding"})}
    by: dict[str, Counter[str]] = {"all": Counter(), "en": Counter(), "ko": Counter()}
    for line in dumped.read_text(encoding="utf-8").splitlines():
        item = json.loads(line)
        sc = gold[item["id"]]
        s = score(sc, prediction(c.enrich(Hu2Inputs.model_validate(item["inputs"]), lex)))
        for lang in ("all", sc.get("lang") or "en"):
            by[lang]["scenarios"] += 1
            for k in ("cite_hit", "cite_total", "mention_hit", "mention_total", "allergy_violations",
                      "numbers_not_in_evidence"):
                by[lang][k] += s[k]
    for lang, t in by.items():
        print(f"{lang}\t{t['scenarios']}\tcite {t['cite_hit'] / max(1, t['cite_total']):.3f} "
              f"({t['cite_hit']}/{t['cite_total']})\tmention {t['mention_hit'] / max(1, t['mention_total']):.3f} "
              f"({t['mention_hit']}/{t['mention_total']})\tallergy {t['allergy_violations']}\t"
              f"numbers {t['numbers_not_in_evidence']}")


def main(argv: list[str]) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("mode", choices=("dump", "stages", "show", "totals"))
    p.add_argument("suite", type=Path)
    p.add_argument("dumped", type=Path)
    p.add_argument("--json", action="store_true")
    p.add_argument("--id", default=None, help="show: one scenario's fields and records")
    a = p.parse_args(argv)
    if a.mode == "dump":
        dump(a.suite, a.dumped)
    elif a.mode == "totals":
        totals(a.suite, a.dumped)
    elif a.mode == "stages":
        stages(a.suite, a.dumped, a.json)
    else:
        show(a.dumped, a.id)
    return 0


def show(dumped: Path, only: str | None) -> None:
    lex = default_lexicon()
    for line in dumped.read_text(encoding="utf-8").splitlines():
        item = json.loads(line)
        if only and item["id"] != only:
            continue
        inputs = c.enrich(Hu2Inputs.model_validate(item["inputs"]), lex)
        print(f"== {item['id']} ({inputs.lang})")
        for r in inputs.records:
            print(f"  R {r.record_id[:8]} {r.type} {r.coordinate} v={r.value} st={r.status} day={r.day} "
                  f"| {r.span[:60]}")
        for f in inputs.facts:
            print(f"  F {f.fact_id[:8]} {f.term_keys} | {f.text[:80]}")
        u = prediction(inputs)["fields"]
        for fld in u.fields:
            for s in fld.sentences:
                print(f"  {fld.field}/{s.rule}: {s.text}  [{', '.join(x[:8] for x in s.cites)}]")


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
