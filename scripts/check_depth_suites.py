#!/usr/bin/env python3
"""Validate temporal, depth and understanding scenario files (FORMAT.md shape), stdlib only.

Usage: python scripts/check_depth_suites.py [DIR ...]   (default: eval/wave2 eval/wave2_blind)

Checks: JSON per line, unique ids (across all given dirs), id prefix per folder, kind and lang,
ISO-8601 said_at with an offset, histories ordered oldest first and before the scenario's said_at,
coordinate keys known to coordinates.tsv, temporal expressions verbatim substrings of their text,
resolution shapes and valid dates (range start not after end, sleep duration = end - start, supply
end not before start), forbidden numbers that really occur nowhere in the history. It does not
re-derive resolutions: it checks that they are well formed. Exit status 1 when anything fails.
"""

from __future__ import annotations

import json
import re
import sys
from datetime import date, datetime
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
COORDS_CANDIDATES = [
    Path("/work/shared/eval/coordinates.tsv"),
    ROOT / "eval" / "coordinates.tsv",
]
KINDS = {"temporal", "depth", "understanding"}
PREFIX = {"wave2": "w2-", "wave2_blind": "w2b-"}
RES_KEYS = {"date", "start", "end", "month", "duration_min", "expected_end"}
DIRECTIONS = {"up", "down", "flat"}


def load_coordinates() -> set[str]:
    for p in COORDS_CANDIDATES:
        if p.exists():
            lines = p.read_text(encoding="utf-8").splitlines()[1:]
            return {ln.split("\t")[0] for ln in lines if ln.strip()}
    sys.exit("coordinates.tsv not found")


def parse_dt(s: str) -> datetime:
    dt = datetime.fromisoformat(s)
    if dt.tzinfo is None:
        raise ValueError(f"no UTC offset: {s}")
    return dt


def parse_d(s: str) -> date:
    if not re.fullmatch(r"\d{4}-\d{2}-\d{2}", s):
        raise ValueError(f"not YYYY-MM-DD: {s}")
    return date.fromisoformat(s)


def parse_point(s: str) -> datetime | date:
    return parse_dt(s) if "T" in s else parse_d(s)


def check_resolution(res: dict[str, Any], errs: list[str]) -> None:
    keys = set(res)
    if not keys or keys - RES_KEYS:
        errs.append(f"resolution keys {sorted(keys)}")
        return
    if "date" in res:
        if keys != {"date"}:
            errs.append("date must stand alone")
        parse_d(res["date"])
    elif "month" in res:
        if keys != {"month"} or not re.fullmatch(r"\d{4}-(0[1-9]|1[0-2])", res["month"]):
            errs.append(f"bad month {res}")
    elif "expected_end" in res:
        if keys != {"start", "expected_end"}:
            errs.append(f"supply needs start+expected_end: {res}")
        elif parse_d(res["expected_end"]) < parse_d(res["start"]):
            errs.append("supply ends before it starts")
    elif "start" in res or "end" in res:
        a = parse_point(res["start"]) if "start" in res else None
        b = parse_point(res["end"]) if "end" in res else None
        if a is not None and b is not None:
            if type(a) is not type(b):
                errs.append("start and end of different granularity")
            elif a > b:
                errs.append(f"start after end: {res}")
        if "duration_min" in res:
            if not (isinstance(a, datetime) and isinstance(b, datetime)):
                errs.append("sleep window needs datetimes")
            elif int((b - a).total_seconds() // 60) != res["duration_min"]:
                errs.append(f"duration_min != end - start: {res}")
    elif keys == {"duration_min"}:
        if not (isinstance(res["duration_min"], int) and res["duration_min"] > 0):
            errs.append("duration_min must be a positive int")
    else:
        errs.append(f"unknown resolution shape {res}")


def check_history(sc: dict[str, Any], errs: list[str]) -> None:
    hist = sc.get("history") or []
    prev = None
    for h in hist:
        if set(h) != {"said_at", "text"} or not h["text"].strip():
            errs.append(f"history turn shape {h}")
            continue
        t = parse_dt(h["said_at"])
        if prev is not None and t < prev:
            errs.append(f"history out of order at {h['said_at']}")
        prev = t
    if prev is not None and parse_dt(sc["said_at"]) < prev:
        errs.append("scenario said_at before the last history turn")


def numbers_in(text: str) -> set[str]:
    return set(re.findall(r"\d+(?:\.\d+)?", text))


def check_scenario(sc: dict[str, Any], coords: set[str], errs: list[str]) -> None:
    kind = sc.get("kind")
    if kind not in KINDS:
        errs.append(f"kind {kind}")
        return
    if sc.get("lang", "en") not in {"en", "ko"}:
        errs.append(f"lang {sc.get('lang')}")
    parse_dt(sc["said_at"])
    exp = sc.get("expect") or {}
    if kind == "temporal":
        if not exp.get("expression") or exp["expression"] not in sc.get("text", ""):
            errs.append("expression is not a substring of text")
        check_resolution(exp.get("resolution") or {}, errs)
        return
    check_history(sc, errs)
    user = sc.get("user") or {}
    if user.get("sex") not in {"female", "male"}:
        errs.append("user.sex")
    parse_d(user.get("birth_date", "x"))
    if not sc.get("query"):
        errs.append("query missing")
    if kind == "depth":
        n = len(sc.get("history") or [])
        if not 10 <= n <= 20:
            errs.append(f"depth history has {n} turns (want 10-20)")
        if exp.get("depth") != 3:
            errs.append("depth must be 3")
        if not exp.get("trends"):
            errs.append("no trends")
        for t in exp.get("trends", []):
            if t.get("coordinate") not in coords or t.get("direction") not in DIRECTIONS:
                errs.append(f"trend {t}")
        kept = [tuple(p) for p in exp.get("causal_kept", [])]
        pruned = [tuple(p) for p in exp.get("causal_pruned", [])]
        if not kept or not pruned:
            errs.append("needs causal_kept and causal_pruned")
        if set(kept) & set(pruned):
            errs.append("a pair is both kept and pruned")
        for p in kept + pruned:
            if len(p) != 2 or any(c not in coords for c in p):
                errs.append(f"causal pair {p}")
    else:
        for k in ("must_cite", "must_mention", "allergies", "forbidden_numbers", "constraints"):
            if not isinstance(exp.get(k), list):
                errs.append(f"{k} missing")
        for c in exp.get("must_cite", []) + exp.get("allergies", []):
            if c not in coords:
                errs.append(f"unknown coordinate {c}")
        said = " ".join(h["text"] for h in sc.get("history") or [])
        said_nums = numbers_in(said)
        for n in exp.get("forbidden_numbers", []):
            if not isinstance(n, str) or not re.fullmatch(r"\d+(?:\.\d+)?", n):
                errs.append(f"forbidden number not a numeric string: {n!r}")
            elif n in said_nums or re.search(rf"(?<![\d.]){re.escape(n)}(?![\d])", said):
                errs.append(f"forbidden number {n} occurs in the history")


def main(argv: list[str]) -> int:
    dirs = [Path(a) for a in argv] or [ROOT / "eval" / "wave2", ROOT / "eval" / "wave2_blind"]
    coords = load_coordinates()
    seen: set[str] = set()
    bad = 0
    for d in dirs:
        for kind in sorted(KINDS):
            f = d / f"{kind}.jsonl"
            if not f.exists():
                continue
            counts = {"en": 0, "ko": 0}
            for i, line in enumerate(f.read_text(encoding="utf-8").splitlines(), 1):
                errs: list[str] = []
                try:
                    sc = json.loads(line)
                    sid = sc.get("id", "")
                    if sid in seen:
                        errs.append("duplicate id")
                    seen.add(sid)
                    pre = PREFIX.get(d.name)
                    if pre and not sid.startswith(pre + kind + "-"):
                        errs.append(f"id should start with {pre}{kind}-")
                    if sc.get("kind") != kind:
                        errs.append(f"kind {sc.get('kind')} in {kind}.jsonl")
                    counts[sc.get("lang", "en")] = counts.get(sc.get("lang", "en"), 0) + 1
                    check_scenario(sc, coords, errs)
                except (ValueError, KeyError, TypeError) as exc:
                    errs.append(f"{type(exc).__name__}: {exc}")
                for msg in errs:
                    bad += 1
                    print(f"{f}:{i}: {msg}")
            total = sum(counts.values())
            ko = counts.get("ko", 0)
            print(f"{f}: {total} scenarios, ko {ko} ({ko / total:.0%})" if total else f"{f}: empty")
    print("OK" if not bad else f"{bad} problem(s)")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
