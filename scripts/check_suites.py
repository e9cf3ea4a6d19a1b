#!/usr/bin/env python3
"""Check scenario suites (JSON Lines) against eval/FORMAT.md. Standard library only.

Usage: python3 scripts/check_suites.py DIR [DIR ...] [--coordinates FILE] [--strict]

Checks: valid JSON per line; unique ids across all given directories; `kind` known; `lang` en/ko;
`said_at` ISO-8601 with an offset; history turns in order and not after the scenario's `said_at`;
retrieval selectors use coordinate keys from coordinates.tsv and valid YYYY-MM-DD dates, not after
`said_at`; `fact_contains` substrings occur verbatim in some history turn; gate `expect` has retain,
read and route, with route "none" exactly when read is false. Warnings (not errors): a fact_contains
substring found in several turns, a record date that is before the first history turn, a Korean
scenario with no Hangul. Exit status 1 when any error is found.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import pathlib
import re
import sys
from typing import Any

KINDS = {"storage", "gate", "retrieval", "temporal", "depth", "understanding"}
ROUTES = {"structured", "associative", "both", "none"}
OFFSET_RE = re.compile(r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?([+-]\d{2}:\d{2}|Z)$")
HANGUL_RE = re.compile(r"[\u1100-\u11ff\u3131-\u318e\uac00-\ud7a3]")
DEFAULT_COORDS = pathlib.Path("/work/shared/eval/coordinates.tsv")


def load_coordinates(path: pathlib.Path) -> set[str]:
    keys = set()
    for i, line in enumerate(path.read_text(encoding="utf-8").splitlines()):
        if i == 0 or not line.strip():
            continue
        keys.add(line.split("\t", 1)[0])
    return keys


def parse_when(value: object) -> dt.datetime | None:
    if not isinstance(value, str) or not OFFSET_RE.match(value):
        return None
    try:
        parsed = dt.datetime.fromisoformat(value.replace("Z", "+00:00"))
    except ValueError:
        return None
    return parsed if parsed.tzinfo is not None else None


class Report:
    def __init__(self) -> None:
        self.errors: list[str] = []
        self.warnings: list[str] = []

    def error(self, where: str, msg: str) -> None:
        self.errors.append(f"ERROR {where}: {msg}")

    def warn(self, where: str, msg: str) -> None:
        self.warnings.append(f"warn  {where}: {msg}")


def check_history(sc: dict[str, Any], where: str, said_at: dt.datetime | None, rep: Report) -> list[str]:
    texts: list[str] = []
    history = sc.get("history", [])
    if not isinstance(history, list):
        rep.error(where, "history is not a list")
        return texts
    prev: dt.datetime | None = None
    for j, turn in enumerate(history):
        if not isinstance(turn, dict) or set(turn) != {"said_at", "text"}:
            rep.error(where, f"history[{j}] must have exactly said_at and text")
            continue
        when = parse_when(turn["said_at"])
        if when is None:
            rep.error(where, f"history[{j}].said_at not ISO-8601 with offset: {turn['said_at']!r}")
            continue
        if not isinstance(turn["text"], str) or not turn["text"].strip():
            rep.error(where, f"history[{j}].text empty")
        texts.append(turn["text"])
        if prev is not None and when < prev:
            rep.error(where, f"history[{j}] is earlier than the turn before it")
        if said_at is not None and when > said_at:
            rep.error(where, f"history[{j}] is after the scenario's said_at")
        prev = when
    return texts


def check_retrieval(
    sc: dict[str, Any], where: str, said_at: dt.datetime | None, texts: list[str], coords: set[str], rep: Report
) -> None:
    if not isinstance(sc.get("query"), str) or not sc["query"].strip():
        rep.error(where, "retrieval needs a non-empty query")
    if "text" in sc:
        rep.error(where, "retrieval uses query, not text")
    n = len(sc.get("history", []))
    if not 5 <= n <= 20:
        rep.error(where, f"history has {n} turns (brief asks 5 to 20)")
    relevant = sc.get("expect", {}).get("relevant")
    if not isinstance(relevant, list) or not relevant:
        rep.error(where, "expect.relevant must be a non-empty list")
        return
    seen = set()
    first = parse_when(sc["history"][0]["said_at"]) if sc.get("history") else None
    for k, s in enumerate(relevant):
        key = json.dumps(s, sort_keys=True, ensure_ascii=False)
        if key in seen:
            rep.error(where, f"relevant[{k}] duplicated")
        seen.add(key)
        if not isinstance(s, dict):
            rep.error(where, f"relevant[{k}] not an object")
            continue
        if "fact_contains" in s:
            if set(s) != {"fact_contains"}:
                rep.error(where, f"relevant[{k}] fact selector has extra fields")
            sub = s["fact_contains"]
            exact = [t for t in texts if sub in t]
            folded = [t for t in texts if sub.casefold() in t.casefold()]
            if not folded:
                rep.error(where, f"fact_contains {sub!r} occurs in no history turn")
            elif not exact:
                rep.warn(where, f"fact_contains {sub!r} matches only case-insensitively")
            if len(folded) > 1:
                rep.warn(where, f"fact_contains {sub!r} occurs in {len(folded)} turns")
            continue
        if "coordinate" not in s or not set(s) <= {"coordinate", "date"}:
            rep.error(where, f"relevant[{k}] must be coordinate (+ date) or fact_contains")
            continue
        if s["coordinate"] not in coords:
            rep.error(where, f"unknown coordinate {s['coordinate']!r}")
        if "date" in s:
            try:
                d = dt.date.fromisoformat(s["date"])
            except (TypeError, ValueError):
                rep.error(where, f"bad date {s['date']!r}")
                continue
            if not re.fullmatch(r"\d{4}-\d{2}-\d{2}", s["date"]):
                rep.error(where, f"date not YYYY-MM-DD: {s['date']!r}")
            if said_at is not None and d > said_at.date():
                rep.error(where, f"date {s['date']} is after the query's said_at")
            if first is not None and d < first.date() - dt.timedelta(days=31):
                rep.warn(where, f"date {s['date']} is well before the first history turn")


def check_gate(sc: dict[str, Any], where: str, rep: Report) -> None:
    if not isinstance(sc.get("text"), str) or not sc["text"].strip():
        rep.error(where, "gate needs a non-empty text")
    exp = sc.get("expect", {})
    if set(exp) != {"retain", "read", "route"}:
        rep.error(where, f"gate expect must have retain, read, route (got {sorted(exp)})")
        return
    if not isinstance(exp["retain"], bool) or not isinstance(exp["read"], bool):
        rep.error(where, "retain and read must be booleans")
    if exp["route"] not in ROUTES:
        rep.error(where, f"unknown route {exp['route']!r}")
    if exp["read"] and exp["route"] == "none":
        rep.error(where, "read true needs a route other than none")
    if not exp["read"] and exp["route"] != "none":
        rep.error(where, "read false needs route none")


def check_file(
    path: pathlib.Path, coords: set[str], ids: dict[str, str], rep: Report, counts: dict[tuple[str, str, str], int]
) -> None:
    for lineno, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        where = f"{path}:{lineno}"
        if not line.strip():
            rep.error(where, "blank line")
            continue
        try:
            sc = json.loads(line)
        except json.JSONDecodeError as exc:
            rep.error(where, f"invalid JSON: {exc}")
            continue
        sid = sc.get("id")
        if not isinstance(sid, str) or not sid:
            rep.error(where, "missing id")
        else:
            where = f"{path.name}:{lineno} {sid}"
            if sid in ids:
                rep.error(where, f"duplicate id (also in {ids[sid]})")
            ids[sid] = str(path)
        kind = sc.get("kind")
        if kind not in KINDS:
            rep.error(where, f"unknown kind {kind!r}")
            continue
        if path.stem != kind:
            rep.warn(where, f"kind {kind} in file {path.name}")
        lang = sc.get("lang", "en")
        if lang not in {"en", "ko"}:
            rep.error(where, f"lang must be en or ko, got {lang!r}")
        said_at = parse_when(sc.get("said_at"))
        if said_at is None:
            rep.error(where, f"said_at not ISO-8601 with offset: {sc.get('said_at')!r}")
        if "expect" not in sc or not isinstance(sc["expect"], dict):
            rep.error(where, "missing expect")
            continue
        texts = check_history(sc, where, said_at, rep)
        spoken = sc.get("query") or sc.get("text") or ""
        if lang == "ko" and not HANGUL_RE.search(spoken):
            rep.warn(where, "lang ko but the utterance has no Hangul")
        if lang == "en" and HANGUL_RE.search(spoken):
            rep.warn(where, "lang en but the utterance has Hangul")
        if kind == "retrieval":
            check_retrieval(sc, where, said_at, texts, coords, rep)
        elif kind == "gate":
            check_gate(sc, where, rep)
        key = (path.parent.name, kind, lang)
        counts[key] = counts.get(key, 0) + 1


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("dirs", nargs="+", type=pathlib.Path)
    ap.add_argument("--coordinates", type=pathlib.Path, default=DEFAULT_COORDS)
    ap.add_argument("--strict", action="store_true", help="treat warnings as errors")
    args = ap.parse_args(argv)
    coords = load_coordinates(args.coordinates)
    rep = Report()
    ids: dict[str, str] = {}
    counts: dict[tuple[str, str, str], int] = {}
    for d in args.dirs:
        files = sorted(d.glob("*.jsonl"))
        if not files:
            rep.error(str(d), "no .jsonl files")
        for f in files:
            check_file(f, coords, ids, rep, counts)
    for line in rep.warnings + rep.errors:
        print(line)
    print("counts (suite, kind, lang):")
    totals: dict[tuple[str, str], int] = {}
    for (suite, kind, lang), n in sorted(counts.items()):
        print(f"  {suite:14} {kind:10} {lang}: {n}")
        totals[(suite, kind)] = totals.get((suite, kind), 0) + n
    for (suite, kind), n in sorted(totals.items()):
        ko = counts.get((suite, kind, "ko"), 0)
        print(f"  {suite:14} {kind:10} total {n}, ko {ko} ({100 * ko / n:.0f}%)")
    bad = len(rep.errors) + (len(rep.warnings) if args.strict else 0)
    print(f"{len(rep.errors)} errors, {len(rep.warnings)} warnings")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
