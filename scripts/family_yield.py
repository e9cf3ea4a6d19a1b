#!/usr/bin/env python
"""Where each extraction family proposes something, over the texts of scenario suites, and what a "needs" gate
keyed on the analysis's term types would lose.

Usage: PYTHONPATH=TREE scripts/family_yield.py [--examples N] SUITE_DIR [SUITE_DIR...]

Every scenario turn and history turn of the suites (first occurrence of a text, said_at and language kept) is
extracted by `pipeline.extract` as the write path extracts it (the analysed form, the rules); each family of
`pipeline.FAMILIES` is watched on its first run of the turn (every family runs once before any evidence is owned;
a family that proposes nothing then is never run again). A family "proposes" when it returns a draft or claims a
quantity or a term match. Per family: the texts it proposes on, and of those the ones whose analysis holds no term
match (by its key, or a candidate of an ambiguous alias) of a record type the family's rules may produce
(`registry.RULES`): a family gated on its own types alone would have been skipped there, and its records lost.
With --examples, that many such texts per family. The completeness check an early exit per family would need;
a measurement, not a test (docs/benchmarks.md, session 53).
"""

from __future__ import annotations

import argparse
import datetime as dt
from collections import defaultdict
from collections.abc import Callable
from typing import Any

from rules_cpu_ab import texts  # the same turns, deduplicated, as the rules A/B reads them


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("suites", nargs="+")
    parser.add_argument("--examples", type=int, default=0)
    args = parser.parse_args()

    from pia_graph.ingest.analysed_text import analysed_form
    from pia_graph.ingest.extract import pipeline, registry
    from pia_graph.memory.models import detect_lang
    from pia_graph.ontology import AliasIndex, load_default_dictionary

    dictionary = load_default_dictionary()
    index = AliasIndex.build(dictionary)
    domain: dict[str, set[str]] = defaultdict(set)
    for rule in registry.RULES.values():
        domain[rule.family] |= rule.types
    first: dict[str, Any] = {}

    def watch(name: str, family: Callable[[Any], list[Any]]) -> Callable[[Any], list[Any]]:
        def run(ctx: Any) -> list[Any]:
            quantities, matches = set(ctx.used_quantities), set(ctx.used_matches)
            out = family(ctx)
            if name not in first:
                first[name] = bool(out) or ctx.used_quantities != quantities or ctx.used_matches != matches
                first.setdefault("", ctx)
            return out
        return run

    pipeline.FAMILIES = tuple((name, watch(name, family)) for name, family in pipeline.FAMILIES)
    proposes: dict[str, int] = defaultdict(int)
    outside: dict[str, list[str]] = defaultdict(list)
    found = texts(args.suites)
    for raw, said, lang in found:
        text = analysed_form(raw)
        first.clear()
        pipeline.extract(text, dt.datetime.fromisoformat(said.replace("Z", "+00:00")), lang or detect_lang(text),
                         index=index, dictionary=dictionary)
        ctx = first.pop("", None)
        if ctx is None:
            continue
        types = {ctx.record_type(key) for m in ctx.matches
                 for key in ([m.term_key] if m.term_key else list(m.candidates))}
        for name, said_something in first.items():
            if said_something:
                proposes[name] += 1
                if not types & domain[name]:
                    outside[name].append(text)
    print(f"{len(found)} texts")
    for name, _family in pipeline.FAMILIES:
        print(f"{name:20s} proposes on {proposes[name]:6d}; with no term of its types {len(outside[name]):5d}"
              f"  (types: {', '.join(sorted(domain[name]))})")
        for text in outside[name][:args.examples]:
            print(f"    {text[:110]}")


if __name__ == "__main__":
    main()
