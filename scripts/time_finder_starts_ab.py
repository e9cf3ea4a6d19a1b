#!/usr/bin/env python
"""The time finder's rule patterns run by start positions instead of `finditer`: the same matches, and the CPU of
each way (session 53: not kept, `finditer` is cheaper).

Usage: PYTHONPATH=TREE scripts/time_finder_starts_ab.py [--users N] [--repeat N] [SUITE_DIR...]

`starts(pattern)` reads a pattern's syntax tree for the characters its every match begins with (a literal, a
class, the union over a group's alternatives, past the zero-width assertions and optional parts) as one character
class; `_at` tries `pattern.match` only at the positions where that class matches, which yields exactly what
`finditer` yields for a pattern that cannot match the empty string (a match begins only at such a position, and
`match(text, pos)` is the try `search` makes at `pos`: look-behinds, `\\b` and `^` see the whole text). Over the
population's turns (and the suites' texts, if given), for each turn the rules the time finder's `Prefilter` lets
run: the matches compared (all must agree) and the thread CPU per turn of `finditer`, and of start positions used
where at most K positions are found (K = 4, 8, 16, any), minimum of --repeat passes. A benchmark, not a test.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from re import _constants as sre  # type: ignore[attr-defined]
from re import _parser as sre_parse  # type: ignore[attr-defined]
from typing import Any

#: the flags that bear on which characters a class matches (case folding and its character tables)
_CLASS_FLAGS = re.IGNORECASE | re.ASCII | re.UNICODE

_CATEGORIES = {
    sre.CATEGORY_DIGIT: r"\d", sre.CATEGORY_NOT_DIGIT: r"\D", sre.CATEGORY_SPACE: r"\s",
    sre.CATEGORY_NOT_SPACE: r"\S", sre.CATEGORY_WORD: r"\w", sre.CATEGORY_NOT_WORD: r"\W",
}
_ZERO_WIDTH = (sre.AT, sre.ASSERT, sre.ASSERT_NOT)
_REPEATS = (sre.MAX_REPEAT, sre.MIN_REPEAT, sre.POSSESSIVE_REPEAT)

#: (the class's parts as regex source, whether the sequence can match the empty string); None: any character
_First = tuple[frozenset[str], bool] | None


def _class_parts(items: Any) -> frozenset[str] | None:
    parts: set[str] = set()
    for op, av in items:
        if op is sre.LITERAL:
            parts.add(re.escape(chr(av)))
        elif op is sre.RANGE:
            parts.add(f"{re.escape(chr(av[0]))}-{re.escape(chr(av[1]))}")
        elif op is sre.CATEGORY and av in _CATEGORIES:
            parts.add(_CATEGORIES[av])
        else:  # a negated class, a class of classes: not followed
            return None
    return frozenset(parts)


def _item(op: Any, av: Any) -> _First:
    if op is sre.LITERAL:
        return frozenset({re.escape(chr(av))}), False
    if op is sre.IN:
        parts = _class_parts(av)
        return None if parts is None else (parts, False)
    if op in _ZERO_WIDTH:
        return frozenset(), True  # consumes nothing: the match begins with what follows
    if op is sre.SUBPATTERN:
        _group, add_flags, del_flags, sub = av
        return None if add_flags or del_flags else _sequence(sub)
    if op is sre.ATOMIC_GROUP:
        return _sequence(av)
    if op is sre.BRANCH:
        parts: set[str] = set()
        empty = False
        for alternative in av[1]:
            got = _sequence(alternative)
            if got is None:
                return None
            parts |= got[0]
            empty = empty or got[1]
        return frozenset(parts), empty
    if op in _REPEATS:
        low, high, sub = av
        if high == 0:
            return frozenset(), True
        got = _sequence(sub)
        return None if got is None else (got[0], got[1] or low == 0)
    return None  # ".", a negated literal, a group reference, a conditional: any character


def _sequence(items: Any) -> _First:
    parts: set[str] = set()
    for op, av in items:
        got = _item(op, av)
        if got is None:
            return None
        parts |= got[0]
        if not got[1]:
            return frozenset(parts), False
    return frozenset(parts), True


def starts(pattern: re.Pattern[str]) -> re.Pattern[str] | None:
    """One character class that matches the first character of every match of ``pattern`` (with its case
    folding); None when the analysis cannot say (the pattern is then run with ``finditer``). Its caller keeps it
    (a compiled pattern's hash reads its whole code: a cache keyed by the pattern costs what it saves)."""
    try:
        first = _sequence(sre_parse.parse(pattern.pattern, pattern.flags))
    except (re.error, ValueError, TypeError):  # pragma: no cover - a compiled pattern parses
        return None
    if first is None or first[1] or not first[0]:
        return None  # any character, or a match that can be empty
    return re.compile(f"[{''.join(sorted(first[0]))}]", pattern.flags & _CLASS_FLAGS)


def _at(pattern: re.Pattern[str], text: str, positions: list[int]) -> Iterator[re.Match[str]]:
    end = 0
    for pos in positions:
        if pos < end:
            continue
        m = pattern.match(text, pos)
        if m is not None:
            end = m.end()
            yield m


def _texts(users: int, suites: list[str]) -> list[tuple[str, str]]:
    import json
    from pathlib import Path

    from pia_graph.demo.population import PopulationSpec, chat_rows
    from pia_graph.ingest.analysed_text import analysed_form
    from pia_graph.memory.models import detect_lang

    rows = chat_rows(PopulationSpec(prefix="off", days=30), 0, users)
    out = [(analysed_form(r["text"]), str(r["lang"])) for r in rows]
    for suite in suites:
        for path in sorted(Path(suite).glob("*.jsonl")):
            for raw in path.read_text(encoding="utf-8").splitlines():
                if raw.strip():
                    scenario = json.loads(raw)
                    for turn in [*(scenario.get("history") or []), scenario]:
                        if "text" in turn:
                            text = analysed_form(turn["text"])
                            out.append((text, scenario.get("lang") or detect_lang(text)))
    return out


def _compare(lang: str, texts: list[tuple[str, str]], repeat: int) -> str:
    import importlib
    import itertools
    import time
    import timeit

    find = importlib.import_module("pia_graph.temporal.find")  # the package exports a function of that name
    rules = find._rules(lang)
    first = [starts(rule.pattern) for rule in rules]
    prefilter = find._prefilter(lang)
    jobs = [(rule.pattern, f, text) for text, said_in in texts if said_in == lang
            for rule, f, may in zip(rules, first, prefilter.possible(text), strict=True) if may]
    n = max(1, sum(1 for _, said_in in texts if said_in == lang))
    differ = sum(1 for p, f, text in jobs if f is not None and [m.span() for m in p.finditer(text)]
                 != [m.span() for m in _at(p, text, [x.start() for x in f.finditer(text)])])

    def plain() -> None:
        for p, _f, text in jobs:
            for _m in p.finditer(text):
                pass

    def by_starts(most: int) -> None:
        for p, f, text in jobs:
            if f is not None:
                positions = [x.start() for x in itertools.islice(f.finditer(text), most + 1)]
                if len(positions) <= most:
                    for _m in _at(p, text, positions):
                        pass
                    continue
            for _m in p.finditer(text):
                pass

    def cpu(run: Callable[[], None]) -> float:
        return round(min(timeit.repeat(run, number=1, repeat=repeat, timer=time.thread_time)) * 1e6 / n, 1)

    row = {"finditer": cpu(plain)} | {f"starts<={k}": cpu(lambda k=k: by_starts(k)) for k in (4, 8, 16, 10**9)}
    return (f"{lang}: {n} texts, {len(jobs) / n:.1f} patterns run a text, {sum(f is None for f in first)} of "
            f"{len(rules)} patterns with no start class, {differ} scans differ; CPU us a text: {row}")


def main() -> None:
    import argparse

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("suites", nargs="*")
    parser.add_argument("--users", type=int, default=20)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    texts = _texts(args.users, args.suites)
    for lang in ("en", "ko"):
        print(_compare(lang, texts, args.repeat), flush=True)


if __name__ == "__main__":
    main()
