"""Where the strict measure fails: per-field confusion of records found, records missed and spurious, by type.
Records at coordinates that the format has no key for are scored apart (``evaluation.format_vocabulary``); ``-v``
lists them as BEYOND lines.

    PYTHONPATH=$PWD python scripts/strict_confusion.py SUITE_DIR [--pred PRED.jsonl] [--out PRED_OUT.jsonl] [-v]
        [--record-model FILE | --no-record-model]

Without ``--pred`` it predicts with the offline twin (gate + extractor, no store; ``turn_flow.offline_scenario``,
history turns first), as ``pia eval`` would. Matching follows ``ingest.scoring.score_records`` exactly (a
record is found when its type and coordinate match; ``pair_records`` pairs the records of one pair).
``--record-model FILE`` predicts with that record opinion (``ingest/record_model.py``) in place of the packaged
``ontology/read/record_model.json``; ``--no-record-model`` with the rules' records alone.
"""

from __future__ import annotations

import argparse
import json
from collections import Counter
from pathlib import Path
from typing import Any

from pia_graph.evaluation.format_vocabulary import BEYOND_KEY, format_coordinates, in_format
from pia_graph.evaluation.metrics import tally
from pia_graph.ingest.scoring import field_equal, pair_records


def load(suite: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for f in sorted(suite.glob("*.jsonl")) for line in f.read_text().splitlines()
            if line.strip()]


def predict(scenarios: list[dict[str, Any]]) -> dict[str, dict[str, Any]]:
    from pia_graph.ingest.turn_flow import offline_scenario
    from pia_graph.ontology import AliasIndex, load_default_dictionary

    dictionary = load_default_dictionary()
    index = AliasIndex.build(dictionary)
    preds: dict[str, dict[str, Any]] = {}
    for s in scenarios:
        preds[s["id"]] = in_format(offline_scenario(s, index, dictionary), format_coordinates())
    return preds


def diagnose(scenarios: list[dict[str, Any]], preds: dict[str, dict[str, Any]], verbose: bool) -> None:
    fields: Counter[tuple[str, str]] = Counter()
    by_lang: Counter[tuple[str, str, str]] = Counter()
    missed: Counter[str] = Counter()
    extra: Counter[str] = Counter()
    for s in scenarios:
        if s["kind"] != "storage" or s["id"] not in preds:
            continue
        lang = s.get("lang") or "en"
        expected = (s.get("expect") or {}).get("records") or []
        predicted = list(preds[s["id"]].get("records") or [])
        paired = pair_records(expected, predicted)
        taken = {id(best) for _, best in paired if best is not None}
        remaining = [p for p in predicted if id(p) not in taken]
        for exp, best in paired:
            if best is None:
                missed[exp["type"]] += 1
                if verbose:
                    print(f"MISS  {s['id']} {lang} {exp} :: {s['text'][:140]!r}")
                continue
            for k, v in exp.items():
                if k in ("type", "coordinate") or field_equal(k, v, best.get(k)):
                    continue
                fields[(exp["type"], k)] += 1
                by_lang[(exp["type"], k, lang)] += 1
                if verbose:
                    print(f"FIELD {s['id']} {lang} {exp['type']}.{k} gold={v!r} pred={best.get(k)!r} "
                          f"[{exp['coordinate']}] :: {s['text'][:140]!r}")
        for p in remaining:
            extra[p["type"]] += 1
            if verbose:
                print(f"EXTRA {s['id']} {lang} {p['type']} {p['coordinate']} "
                      f"{ {k: v for k, v in p.items() if k not in ('type', 'coordinate', 'negated')} } :: "
                      f"{s['text'][:140]!r}")
        if verbose:
            for p in preds[s["id"]].get(BEYOND_KEY) or []:
                print(f"BEYOND {s['id']} {lang} {p['type']} {p['coordinate']} :: {s['text'][:140]!r}")
    print("| type | field | n | en | ko |\n|---|---|---|---|---|")
    for (t, k), n in sorted(fields.items(), key=lambda item: (-item[1], item[0])):
        print(f"| {t} | {k} | {n} | {by_lang[(t, k, 'en')]} | {by_lang[(t, k, 'ko')]} |")
    print("\n| type | missed | spurious |\n|---|---|---|")
    for t in sorted(set(missed) | set(extra), key=lambda t: (-(missed[t] + extra[t]), t)):
        print(f"| {t} | {missed[t]} | {extra[t]} |")
    keys = ("strict_record_f1", "strict_record_f1_all_stored", "strict_field_exactness", "record_f1",
            "field_exactness", "retain_precision", "retain_recall")
    for lang, counted in sorted(tally(scenarios, preds).items()):
        summ = counted.summary()
        print(lang, " ".join(f"{k}={summ[k]:.3f}" if isinstance(summ[k], float) else f"{k}=-" for k in keys))


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("suite", type=Path)
    ap.add_argument("--pred", type=Path)
    ap.add_argument("--out", type=Path)
    ap.add_argument("-v", action="store_true")
    ap.add_argument("--record-model", type=Path, help="a record opinion's file in place of the packaged one")
    ap.add_argument("--no-record-model", action="store_true", help="the rules' records alone")
    args = ap.parse_args()
    if args.record_model or args.no_record_model:
        from pia_graph.ingest.record_model import load_record_model, use_record_model

        chosen = load_record_model(args.record_model.resolve()) if args.record_model else None
        if args.record_model and chosen is None:
            ap.error(f"no record opinion at {args.record_model}")
        use_record_model(chosen)
    scenarios = [s for s in load(args.suite) if s["kind"] in ("storage", "gate")]
    if args.pred:
        preds = {p["id"]: p for p in map(json.loads, args.pred.read_text().splitlines())}
    else:
        preds = predict(scenarios)
    if args.out:
        args.out.write_text("".join(json.dumps(p, ensure_ascii=False, default=str) + "\n" for p in preds.values()))
    diagnose(scenarios, preds, args.v)


if __name__ == "__main__":
    main()
