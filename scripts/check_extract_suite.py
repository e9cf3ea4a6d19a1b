#!/usr/bin/env python3
"""Check a write-path scenario suite (storage and gate kinds) against eval/FORMAT.md and coordinates.tsv.

Standard library only. Usage:

    python3 scripts/check_extract_suite.py eval/extract_blind [--prefix xb-] [--min-per-kind 160] [--min-ko 0.28]

Checks: one JSON object a line; required fields; unique ids with the given prefix; said_at (and history
said_at) ISO-8601 with an offset; lang matches the script of the text; storage records name a coordinate of
coordinates.tsv with a type that fits it, the canonical unit, valid dates (date, month, year, start, end,
expected_end), status, relation and negated values allowed by FORMAT.md, sleep durations that add up;
gate expectations (route "none" exactly when read is false). Exits 1 when anything is wrong.
"""

from __future__ import annotations

import argparse
import csv
import json
import re
import sys
from collections import Counter
from datetime import date, datetime
from pathlib import Path
from typing import Any

DEFAULT_COORDS = Path(__file__).resolve().parent.parent / "eval" / "coordinates.tsv"
SHARED_COORDS = Path("/work/shared/eval/coordinates.tsv")

RECORD_FIELDS = {
    "type",
    "coordinate",
    "value",
    "unit",
    "date",
    "month",
    "year",
    "start",
    "end",
    "duration_min",
    "status",
    "negated",
    "relation",
    "expected_end",
}
STATUS = {
    "medication_regimen": {"active", "stopped"},
    "medication_intake": {"taken", "missed"},
    "symptom": {"active", "resolved"},
    "pregnancy_status": {"active", "ended"},
    "condition": {"active", "resolved"},
}
RELATIONS = {"mother", "father", "sister", "brother", "son", "daughter"}
DOSE_UNITS = {"mg", "mcg", "g", "IU", "mL", "units", "tablets"}
ENUM_VALUES = {
    "profile:sex": {"female", "male"},
    "profile:smoking": {"never", "former", "current"},
    "profile:alcohol": {"none", "occasional", "regular"},
}
BLOOD_TYPE = re.compile(r"^(A|B|AB|O)[+-]$")
DATE_RE = re.compile(r"^\d{4}-\d{2}-\d{2}$")
MONTH_RE = re.compile(r"^\d{4}-\d{2}$")
YEAR_RE = re.compile(r"^\d{4}$")
OFFSET_RE = re.compile(r"(Z|[+-]\d{2}:\d{2})$")
HANGUL = re.compile(r"[\uac00-\ud7a3\u3131-\u318e]")
# record types that a coordinate may take besides the one in coordinates.tsv
ALTERNATE_TYPES = {
    "condition:": {"family_history"},
    "drug:": {"medication_intake", "allergy", "medication_regimen"},
}


def load_coordinates(path: Path) -> dict[str, tuple[str, str]]:
    with path.open(encoding="utf-8") as fh:
        return {
            row["coordinate"]: (row["record_type"], row["canonical_unit"]) for row in csv.DictReader(fh, delimiter="\t")
        }


def parse_said_at(value: Any) -> datetime | None:
    if not isinstance(value, str) or "T" not in value or not OFFSET_RE.search(value):
        return None
    try:
        parsed = datetime.fromisoformat(value)
    except ValueError:
        return None
    return parsed if parsed.tzinfo is not None else None


def parse_date(value: Any) -> date | None:
    if not isinstance(value, str) or not DATE_RE.match(value):
        return None
    try:
        return date.fromisoformat(value)
    except ValueError:
        return None


def parse_date_or_datetime(value: Any) -> date | datetime | None:
    if isinstance(value, str) and "T" in value:
        return parse_said_at(value)
    return parse_date(value)


def day_of(value: date | datetime) -> date:
    return value.date() if isinstance(value, datetime) else value


def check_month(value: Any) -> bool:
    return isinstance(value, str) and bool(MONTH_RE.match(value)) and 1 <= int(value[5:]) <= 12


class Checker:
    def __init__(self, coords: dict[str, tuple[str, str]], prefix: str) -> None:
        self.coords = coords
        self.prefix = prefix
        self.errors: list[str] = []
        self.ids: set[str] = set()
        self.counts: Counter[tuple[str, str]] = Counter()
        self.retain_false: Counter[str] = Counter()
        self.records = 0

    def err(self, where: str, msg: str) -> None:
        self.errors.append(f"{where}: {msg}")

    def check_file(self, path: Path) -> None:
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            where = f"{path.name}:{n}"
            if not line.strip():
                self.err(where, "blank line")
                continue
            try:
                scen = json.loads(line)
            except json.JSONDecodeError as exc:
                self.err(where, f"bad JSON: {exc}")
                continue
            if not isinstance(scen, dict):
                self.err(where, "not an object")
                continue
            self.check_scenario(f"{where} {scen.get('id')}", scen)

    def check_scenario(self, where: str, scen: dict[str, Any]) -> None:
        sid = scen.get("id")
        if not isinstance(sid, str) or not sid.startswith(self.prefix):
            self.err(where, f"id must be a string starting with {self.prefix!r}")
        elif sid in self.ids:
            self.err(where, "duplicate id")
        else:
            self.ids.add(sid)
        kind = scen.get("kind")
        lang = scen.get("lang", "en")
        if lang not in ("en", "ko"):
            self.err(where, f"lang {lang!r}")
        text = scen.get("text")
        if not isinstance(text, str) or not text.strip():
            self.err(where, "text missing")
            text = ""
        if (lang == "ko") != bool(HANGUL.search(text)):
            self.err(where, f"lang {lang!r} does not match the text's script")
        said_at = parse_said_at(scen.get("said_at"))
        if said_at is None:
            self.err(where, "said_at must be ISO-8601 with an offset")
        self.check_user(where, scen.get("user"))
        self.check_history(where, scen.get("history"), said_at)
        expect = scen.get("expect")
        if not isinstance(expect, dict):
            self.err(where, "expect missing")
            return
        self.counts[(str(kind), str(lang))] += 1
        if kind == "storage":
            self.check_storage(where, expect, said_at)
        elif kind == "gate":
            self.check_gate(where, expect)
        else:
            self.err(where, f"kind {kind!r} is not storage or gate")
        extra = set(scen) - {"id", "kind", "lang", "user", "history", "said_at", "text", "expect", "note"}
        if extra:
            self.err(where, f"unknown fields {sorted(extra)}")

    def check_user(self, where: str, user: Any) -> None:
        if user is None:
            return
        if not isinstance(user, dict):
            self.err(where, "user must be an object")
            return
        if "sex" in user and user["sex"] not in ("female", "male"):
            self.err(where, f"user.sex {user['sex']!r}")
        if "birth_date" in user and parse_date(user["birth_date"]) is None:
            self.err(where, f"user.birth_date {user['birth_date']!r}")

    def check_history(self, where: str, history: Any, said_at: datetime | None) -> None:
        if history is None:
            return
        if not isinstance(history, list) or not history:
            self.err(where, "history must be a non-empty list")
            return
        previous: datetime | None = None
        for turn in history:
            at = parse_said_at(turn.get("said_at")) if isinstance(turn, dict) else None
            if at is None or not isinstance(turn.get("text"), str) or not turn["text"].strip():
                self.err(where, f"bad history turn {turn!r}")
                continue
            if previous is not None and at < previous:
                self.err(where, "history not oldest first")
            if said_at is not None and at > said_at:
                self.err(where, "history turn after said_at")
            previous = at

    def check_gate(self, where: str, expect: dict[str, Any]) -> None:
        if set(expect) != {"retain", "read", "route"}:
            self.err(where, f"gate expect keys {sorted(expect)}")
        retain, read, route = expect.get("retain"), expect.get("read"), expect.get("route")
        if not isinstance(retain, bool) or not isinstance(read, bool):
            self.err(where, "retain and read must be booleans")
            return
        if route not in ("structured", "associative", "both", "none"):
            self.err(where, f"route {route!r}")
        if (route == "none") == read:
            self.err(where, "route must be 'none' exactly when read is false")
        if not retain:
            self.retain_false["gate"] += 1

    def check_storage(self, where: str, expect: dict[str, Any], said_at: datetime | None) -> None:
        if set(expect) != {"retain", "records"}:
            self.err(where, f"storage expect keys {sorted(expect)}")
        retain, records = expect.get("retain"), expect.get("records")
        if not isinstance(retain, bool) or not isinstance(records, list):
            self.err(where, "retain must be a boolean and records a list")
            return
        if not retain:
            self.retain_false["storage"] += 1
            if records:
                self.err(where, "retain false with records")
        elif not records:
            self.err(where, "retain true without records")
        for i, rec in enumerate(records):
            if not isinstance(rec, dict):
                self.err(where, f"record {i} is not an object")
                continue
            self.records += 1
            self.check_record(f"{where} record {i} ({rec.get('coordinate')})", rec, said_at)

    def check_record(self, where: str, rec: dict[str, Any], said_at: datetime | None) -> None:
        extra = set(rec) - RECORD_FIELDS
        if extra:
            self.err(where, f"unknown fields {sorted(extra)}")
        coord, rtype = rec.get("coordinate"), rec.get("type")
        if coord not in self.coords:
            self.err(where, "coordinate not in coordinates.tsv")
            return
        base_type, canonical = self.coords[coord]
        allowed = {base_type}
        for head, alts in ALTERNATE_TYPES.items():
            if coord.startswith(head):
                allowed |= alts
        if rtype not in allowed:
            self.err(where, f"type {rtype!r} does not fit (allowed {sorted(allowed)})")
        self.check_value_and_unit(where, coord, str(rtype), canonical, rec)
        self.check_times(where, str(rtype), rec, said_at)
        if "status" in rec and rec["status"] not in STATUS.get(str(rtype), set()):
            self.err(where, f"status {rec['status']!r} not allowed for {rtype}")
        if rtype == "medication_intake" and "status" not in rec:
            self.err(where, "intake without status")
        if "negated" in rec and not isinstance(rec["negated"], bool):
            self.err(where, "negated must be a boolean")
        if rtype == "family_history":
            if rec.get("relation") not in RELATIONS:
                self.err(where, f"relation {rec.get('relation')!r} (first-degree only)")
        elif "relation" in rec:
            self.err(where, "relation outside family_history")

    def check_value_and_unit(self, where: str, coord: str, rtype: str, canonical: str, rec: dict[str, Any]) -> None:
        value, unit = rec.get("value"), rec.get("unit")
        numeric = isinstance(value, int | float) and not isinstance(value, bool)
        if coord in ENUM_VALUES and "value" in rec and value not in ENUM_VALUES[coord]:
            self.err(where, f"value {value!r} not in {sorted(ENUM_VALUES[coord])}")
        if coord == "profile:blood_type" and not (isinstance(value, str) and BLOOD_TYPE.match(value)):
            self.err(where, f"blood type {value!r}")
        if coord == "profile:birth_date" and not (
            isinstance(value, str) and (parse_date(value) is not None or YEAR_RE.match(value))
        ):
            self.err(where, f"birth date {value!r}")
        if rtype == "goal":
            units = {u for _, u in self.coords.values() if u}
            if unit is not None and unit not in units:
                self.err(where, f"goal unit {unit!r} is no canonical unit")
            if numeric and unit is None:
                self.err(where, "goal value without unit")
            return
        if rtype in ("medication_regimen", "medication_intake"):
            if unit is not None and unit not in DOSE_UNITS:
                self.err(where, f"dose unit {unit!r}")
            if numeric and unit is None:
                self.err(where, "dose without unit")
            return
        if canonical:
            if "value" in rec and not numeric:
                self.err(where, f"value {value!r} must be a number in {canonical}")
            if unit is not None and unit != canonical:
                self.err(where, f"unit {unit!r} is not the canonical {canonical!r}")
            if numeric and unit is None:
                self.err(where, f"value without unit (canonical {canonical!r})")
        elif unit is not None:
            self.err(where, f"unit {unit!r} on a coordinate without a canonical unit")
        if rtype == "symptom" and numeric and not 0 <= float(value) <= 10:  # type: ignore[arg-type]
            self.err(where, "symptom severity outside 0-10")

    def check_times(self, where: str, rtype: str, rec: dict[str, Any], said_at: datetime | None) -> None:
        today = said_at.date() if said_at else None
        if "date" in rec:
            d = parse_date(rec["date"])
            if d is None:
                self.err(where, f"date {rec['date']!r}")
            elif today and d > today and rtype != "medical_visit":
                self.err(where, "date after said_at")
        if "month" in rec:
            if not check_month(rec["month"]):
                self.err(where, f"month {rec['month']!r}")
            elif today and rec["month"] > today.isoformat()[:7]:
                self.err(where, "month after said_at")
        if "year" in rec and not (isinstance(rec["year"], str) and YEAR_RE.match(rec["year"])):
            self.err(where, f"year {rec['year']!r} (string YYYY)")
        if sum(k in rec for k in ("date", "month", "year")) > 1:
            self.err(where, "more than one of date/month/year")
        start = parse_date_or_datetime(rec["start"]) if "start" in rec else None
        end = parse_date_or_datetime(rec["end"]) if "end" in rec else None
        if "start" in rec and start is None:
            self.err(where, f"start {rec['start']!r}")
        if "end" in rec and end is None:
            self.err(where, f"end {rec['end']!r}")
        if start is not None and end is not None:
            if type(start) is not type(end):
                self.err(where, "start and end mix a date and a datetime")
            elif start > end:
                self.err(where, "start after end")
        if "expected_end" in rec:
            exp = parse_date(rec["expected_end"])
            if exp is None:
                self.err(where, f"expected_end {rec['expected_end']!r}")
            elif start is not None and exp < day_of(start):
                self.err(where, "expected_end before start")
            elif start is None and today and exp < today and rtype == "pregnancy_status":
                self.err(where, "due date in the past")
        if "duration_min" in rec:
            dur = rec["duration_min"]
            if not isinstance(dur, int | float) or isinstance(dur, bool) or dur <= 0:
                self.err(where, f"duration_min {dur!r}")
            elif (
                isinstance(start, datetime)
                and isinstance(end, datetime)
                and abs((end - start).total_seconds() / 60 - dur) > 0.5
            ):
                self.err(where, "duration_min is not end - start")
        if rtype == "sleep":
            if not (isinstance(start, datetime) and isinstance(end, datetime)):
                self.err(where, "sleep needs start and end datetimes")
            elif rec.get("value") != rec.get("duration_min"):
                self.err(where, "sleep value must equal duration_min")
            elif said_at is not None and end.utcoffset() != said_at.utcoffset():
                self.err(where, "sleep datetimes must carry said_at's offset")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    ap.add_argument("suite", type=Path, help="directory holding storage.jsonl and/or gate.jsonl")
    ap.add_argument("--prefix", default="xb-", help="required id prefix")
    ap.add_argument("--coordinates", type=Path, default=None, help="coordinates.tsv (default: eval/ or shared copy)")
    ap.add_argument("--min-per-kind", type=int, default=0, help="fail when a kind has fewer scenarios")
    ap.add_argument("--min-ko", type=float, default=0.0, help="fail when a kind's Korean share is lower")
    args = ap.parse_args(argv)
    coords_path = args.coordinates or (DEFAULT_COORDS if DEFAULT_COORDS.exists() else SHARED_COORDS)
    checker = Checker(load_coordinates(coords_path), args.prefix)
    files = [args.suite / f"{k}.jsonl" for k in ("storage", "gate") if (args.suite / f"{k}.jsonl").exists()]
    if not files:
        print(f"no storage.jsonl or gate.jsonl in {args.suite}", file=sys.stderr)
        return 1
    for path in files:
        checker.check_file(path)
    for kind in ("storage", "gate"):
        en, ko = checker.counts[(kind, "en")], checker.counts[(kind, "ko")]
        total = en + ko
        if not total:
            continue
        print(
            f"{kind:8s} total {total:4d}  en {en:4d}  ko {ko:4d} ({100 * ko / total:.1f}%)  "
            f"retain false {checker.retain_false[kind]} ({100 * checker.retain_false[kind] / total:.1f}%)"
        )
        if total < args.min_per_kind:
            checker.err(kind, f"{total} scenarios, fewer than {args.min_per_kind}")
        if ko / total < args.min_ko:
            checker.err(kind, f"Korean share {ko / total:.3f} below {args.min_ko}")
    print(f"records checked: {checker.records}")
    for e in checker.errors:
        print("ERROR", e)
    print("OK" if not checker.errors else f"{len(checker.errors)} error(s)")
    return 0 if not checker.errors else 1


if __name__ == "__main__":
    sys.exit(main())
