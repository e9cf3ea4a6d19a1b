#!/usr/bin/env python
"""Alias matching time per utterance (µs, p50 / p95, by language) over the texts of scenario suites.

Usage (each tree by PYTHONPATH, alternating, for a side-by-side figure):

    PYTHONPATH=TREE python scripts/alias_match_time.py LABEL 'eval/extract1[0-7]_blind/*.jsonl' [--rounds 3]

Times `AliasIndex.match` alone (the dictionary's index built once, 50 texts of warm-up per language); scenario
texts and history turns are both counted.
"""

from __future__ import annotations

import argparse
import glob
import json
import time

from pia_graph.ontology import AliasIndex, load_default_dictionary


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("label")
    parser.add_argument("patterns", nargs="+")
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    index = AliasIndex.build(load_default_dictionary())
    texts: dict[str, list[str]] = {"en": [], "ko": []}
    for pattern in args.patterns:
        for path in sorted(glob.glob(pattern)):
            with open(path, encoding="utf-8") as lines:
                for raw in lines:
                    if not raw.strip():
                        continue
                    sc = json.loads(raw)
                    lang = "ko" if sc.get("lang") == "ko" else "en"
                    texts[lang] += [sc["text"]] if "text" in sc else []
                    texts[lang] += [h["text"] for h in sc.get("history", [])]
    for lang, found in texts.items():
        for text in found[:50]:
            index.match(text, lang)
        times: list[float] = []
        for _ in range(args.rounds):
            for text in found:
                start = time.perf_counter_ns()
                index.match(text, lang)
                times.append((time.perf_counter_ns() - start) / 1000)
        times.sort()
        if times:
            p50, p95 = times[len(times) // 2], times[int(len(times) * 0.95)]
            print(f"{args.label} {lang} n={len(found)} p50 {p50:.1f} us p95 {p95:.1f} us")


if __name__ == "__main__":
    main()
