#!/usr/bin/env python3
"""Say, for every retrieval miss of a tuning suite, at which stage the relevant items were lost.

Runs on the kept users of `scripts/recall_replay.py` (write them once with its `--ingest`), with a server
(PIA_HOME, PIA_NEO4J_BOLT_PORT set):

    PYTHONPATH=$PWD python scripts/retrieval_miss_stages.py --suite eval/read14_blind [--detail] [--json F]

Each relevant selector of a scenario is followed along the read path (the recall runs once with `fuse` wrapped
to keep its inputs, as `scripts/fusion_fit.py` does) and given the first stage that lost it:

- `not stored`: no record of the user (superseded included) and no fact matches: a write-path miss;
- `stored differently`: nothing matches, but a near item exists that no other selector matches: a current record at
  the coordinate asked a day or two off the date asked (`:date`), a record on the date asked at another coordinate
  of the same kind (`:coordinate`), a fact holding most of the words asked (`:wording`): the write path stored it,
  not as the labels want it;
- `superseded only`: a matching record exists but a later one superseded it;
- `not understood`: stored, the structured search was not pointed at it and no fact search found it: its
  coordinate or type is not among those the understanding asks (`:coordinate`), or the window leaves it out
  (`:window`);
- `not fetched`: stored and asked for (or a sentence: `:fact`, searched by words, and by meaning unless
  `:words only`), but no search brought it;
- `fetched, dropped`: among fusion's inputs, not in its ranking (the named boundary, a floor, the cut at k);
- `ranked below 1` / `ranked below 5`: in the ranking, not first / not in the top five.

A scenario's stage (`rr < 1`) is the furthest stage any of its selectors reached; a selector outside the top five
counts in the recall@5 table. Tuning material only: a held-out or validate suite is scored in aggregate (`pia
eval --json`), never traced.
"""

from __future__ import annotations

import argparse
import copy
import datetime as dt
import json
import logging
import re
from collections import Counter
from pathlib import Path
from typing import Any

from pia_graph.config import get_settings
from pia_graph.db.driver import driver_session
from pia_graph.db.queries import run_read
from pia_graph.evaluation.retrieval import CUTOFF, matches, ranked_item, score
from pia_graph.evaluation.suite import load_suite
from pia_graph.memory import MemoryService
from pia_graph.memory.recall_models import QueryIn, QueryUnderstanding
from pia_graph.ontology import Dictionary
from pia_graph.retrieve import recall as recall_mod
from pia_graph.retrieve.records import fact_item, in_window, props, record_day, record_item

log = logging.getLogger("retrieval_miss_stages")

# From the furthest along the read path to the write path: a scenario takes the first its selectors reach.
ORDER = ("ranked below 1", "ranked below 5", "fetched, dropped", "not fetched", "not fetched:fact",
         "not fetched:fact, words only", "not understood:window", "not understood:coordinate",
         "superseded only", "stored differently:date", "stored differently:coordinate",
         "stored differently:wording", "not stored")
WORD = re.compile(r"\w+")
NEAR_DAYS = 2  # a reading dated a day or two off the date asked (a night by its morning, a holiday misread)
WORDING_SHARE = 0.6  # a fact holding this share of the words asked stored the sentence in other words


def _stored(driver: Any, database: str, user_id: str) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    rows = run_read(driver, "records_list", database=database, user_id=user_id, types=[], coordinates=[],
                    since=None, until=None, include_superseded=True, limit=1000)
    records = []
    for row in rows:
        rec = props(dict(row["record"]))
        day = record_day(rec)
        records.append({"coordinate": rec.get("coordinate"), "date": day.isoformat() if day else None,
                        "text": "", "superseded": bool(rec.get("superseded_by")), "type": rec.get("type"),
                        "value": rec.get("value"), "subject": rec.get("subject") or rec.get("experiencer"),
                        "raw": rec})
    facts = [{"coordinate": None, "date": None, "text": str(dict(r["fact"]).get("text") or ""),
              "quote": str(dict(r["fact"]).get("span") or "")}
             for r in run_read(driver, "user_export_facts", database=database, user_id=user_id)]
    return records, facts


def _kind(coordinate: str | None) -> str:
    return (coordinate or "").split(":", 1)[0]


def _near(sel: dict[str, Any], expect: list[dict[str, Any]], records: list[dict[str, Any]],
          facts: list[dict[str, Any]]) -> str | None:
    """How the write path stored what a selector asks, when nothing matches it (pure): a record that no selector
    matches, at the coordinate asked within NEAR_DAYS of the date asked, or on that date at another coordinate of
    the same kind; a fact holding most of the words asked."""
    if "fact_contains" in sel:
        wanted = set(WORD.findall(str(sel["fact_contains"]).lower()))
        for f in facts:
            have = set(WORD.findall(f"{f['text']} {f.get('quote') or ''}".lower()))
            if wanted and len(wanted & have) >= WORDING_SHARE * len(wanted):
                return "stored differently:wording"
        return None
    current = [r for r in records if not r["superseded"] and not any(matches(x, r) for x in expect)]
    if not sel.get("date"):
        return None
    want = dt.date.fromisoformat(str(sel["date"])[:10])
    if any(r["coordinate"] == sel.get("coordinate") and r["date"]
           and abs((dt.date.fromisoformat(r["date"][:10]) - want).days) <= NEAR_DAYS for r in current):
        return "stored differently:date"
    if any(r["date"] == sel["date"] and _kind(r["coordinate"]) == _kind(sel.get("coordinate")) for r in current):
        return "stored differently:coordinate"
    return None


def _candidates(kept: dict[str, Any], dictionary: Dictionary) -> list[dict[str, Any]]:
    _u, _route, structured, facts, rehydrated = kept["args"][:5]
    items = [ranked_item(record_item(h.record, dictionary, score=0.0, sources=[], why=[])) for h in structured]
    items += [ranked_item(fact_item(h.fact, score=0.0, sources=[], why=[])) for h in facts]
    items += [ranked_item(record_item(r, dictionary, score=0.0, sources=[], why=[]))
              for recs in rehydrated.values() for r in recs]
    for sibs in (kept["kwargs"].get("siblings") or {}).values():
        items += [ranked_item(fact_item(f, score=0.0, sources=[], why=[])) for f in sibs]
    return items


def selector_stage(sel: dict[str, Any], expect: list[dict[str, Any]], ranked: list[dict[str, Any]],
                   candidates: list[dict[str, Any]], u: QueryUnderstanding, by_meaning: bool,
                   records: list[dict[str, Any]], facts: list[dict[str, Any]]) -> str:
    """The stage that lost one selector (pure); `ranked below 1` when it is in the ranking at all."""
    for rank, item in enumerate(ranked, start=1):
        if matches(sel, item):
            return "ranked below 1" if rank <= CUTOFF else "ranked below 5"
    current = [r for r in records if not r["superseded"]]
    if any(matches(sel, x) for x in candidates):
        # brought by a sentence of its turn, then fenced out by what the question was understood to ask
        return _fenced(sel, u, current) or "fetched, dropped"
    if not any(matches(sel, x) for x in current + facts):
        if any(matches(sel, r) for r in records):
            return "superseded only"
        return _near(sel, expect, records, facts) or "not stored"
    if "fact_contains" in sel:
        return "not fetched:fact" if by_meaning else "not fetched:fact, words only"
    return _fenced(sel, u, current) or "not fetched"


def _fenced(sel: dict[str, Any], u: QueryUnderstanding, current: list[dict[str, Any]]) -> str | None:
    """Whether the understanding left a stored record out: its coordinate and type not asked while the question
    asks some (a named boundary), or the window excludes it (pure)."""
    hits = [r for r in current if "fact_contains" not in sel and matches(sel, r)]
    if not hits:
        return None
    coords = {d.value for d in u.coordinates}
    types = {d.value for d in u.record_types}
    asked = [r for r in hits if r["coordinate"] in coords or r["type"] in types]
    if not asked and (coords or types):
        return "not understood:coordinate"
    if asked and not any(in_window(r["raw"], u.window) for r in asked):
        return "not understood:window"
    return None


def scenario_stage(stages: list[str]) -> str:
    return min(stages, key=ORDER.index) if stages else "not stored"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--suite", type=Path, action="append", required=True)
    ap.add_argument("--only", default="", help="comma-separated scenario ids")
    ap.add_argument("--detail", action="store_true")
    ap.add_argument("--quiet", action="store_true", help="the tables only")
    ap.add_argument("--json", type=Path)
    args = ap.parse_args(argv)
    logging.basicConfig(level=logging.WARNING)
    settings = get_settings()
    counts: Counter[tuple[str, str]] = Counter()
    lost: Counter[tuple[str, str]] = Counter()
    sel_counts: Counter[tuple[str, str]] = Counter()
    out: list[dict[str, Any]] = []
    kept: dict[str, Any] = {}
    original = recall_mod.fuse

    def wrapped(*a: Any, **kw: Any) -> Any:
        kept["args"] = list(a)
        kept["kwargs"] = copy.copy(kw)
        return original(*a, **kw)

    recall_mod.fuse = wrapped  # type: ignore[assignment]
    with driver_session(settings) as driver:
        service = MemoryService.create(driver, settings)
        for suite in args.suite:
            for sc in load_suite(suite, {"retrieval"}):
                if args.only and sc["id"] not in args.only.split(","):
                    continue
                user_id = f"replay-{suite.name}-{sc['id']}"
                kept.clear()
                try:
                    rec = service.recall(user_id, QueryIn(text=sc["query"], said_at=dt.datetime.fromisoformat(
                        sc["said_at"]), lang=sc.get("lang")))
                except Exception as exc:  # an unknown user: not ingested
                    log.warning("%s: %s", sc["id"], exc)
                    continue
                ranked = [ranked_item(i) for i in rec.items]
                s = score(sc["expect"], ranked)
                if s["rr"] >= 1.0 and s["recall"] >= 1.0:
                    continue
                records, facts = _stored(driver, service.database, user_id)
                cands = _candidates(kept, service.dictionary)
                by_meaning = any(h.vector_rank is not None for h in kept["args"][3])
                expect = sc["expect"]["relevant"]
                per = [selector_stage(x, expect, ranked, cands, rec.understanding, by_meaning, records, facts)
                       for x in expect]
                lang = sc.get("lang") or "en"
                for x, st in zip(expect, per, strict=True):
                    if not any(matches(x, i) for i in ranked[:CUTOFF]):
                        sel_counts[(lang, st)] += 1
                if s["rr"] >= 1.0:
                    if not args.quiet:
                        print(f"\n{suite.name} {sc['id']} [{lang}] recall@5 {s['recall']:.2f} {per}  Q: {sc['query']}")
                    continue
                st = scenario_stage(per)
                counts[(lang, st)] += 1
                lost[(lang, st)] += 1.0 - s["rr"]
                out.append({"suite": suite.name, "id": sc["id"], "lang": lang, "stage": st, "selectors": per,
                            "rr": s["rr"], "query": sc["query"]})
                if args.quiet:
                    continue
                print(f"\n{suite.name} {sc['id']} [{lang}] {st} rr={s['rr']:.2f} {per}  Q: {sc['query']}")
                print("   expect:", json.dumps(expect, ensure_ascii=False))
                u = rec.understanding
                print(f"   U coords={[d.value for d in u.coordinates]} types={[d.value for d in u.record_types]} "
                      f"fields={[d.value for d in u.fields]} window={u.window.expression if u.window else None} "
                      f"route={rec.read.route}")
                for pos, item in enumerate(ranked[:5], start=1):
                    print(f"   {pos}. {item['coordinate'] or 'fact'} {item['date']} | {item['text'][:100]}")
                if args.detail and not st.startswith("ranked"):
                    for turn in sc.get("history") or []:
                        print(f"   T {turn['said_at'][:16]} {turn['text']}")
                    for r in records:
                        print(f"   R {r['coordinate']} {r['date']} {r['value']} {'SUP' if r['superseded'] else ''}")
                    for f in facts:
                        print(f"   F {f['text'][:110]}")
    recall_mod.fuse = original  # type: ignore[assignment]
    print("\nscenarios with rr < 1: stage, en / ko (rr lost)")
    for st in ORDER:
        en, ko = counts[("en", st)], counts[("ko", st)]
        if en or ko:
            print(f"{st}: {en} ({lost[('en', st)]:.1f}) / {ko} ({lost[('ko', st)]:.1f})")
    print("\nselectors outside the top 5: stage, en / ko")
    for st in ORDER:
        en, ko = sel_counts[("en", st)], sel_counts[("ko", st)]
        if en or ko:
            print(f"{st}: {en} / {ko}")
    if args.json:
        args.json.write_text("\n".join(json.dumps(x, ensure_ascii=False) for x in out) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
