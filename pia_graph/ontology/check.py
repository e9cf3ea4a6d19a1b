"""Validation of the dictionary: pure checks of the parsed scripts, and checks of what Neo4j holds."""

from __future__ import annotations

import re
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pia_graph.ontology.model import MEASUREMENT_RECORD_TYPES, RECORD_TYPES, Dictionary
from pia_graph.ontology.normalize import compact_key, normalize_alias
from pia_graph.ontology.ranges import range_problems
from pia_graph.ontology.reference_lists import read_tsv_records

_DURATION = re.compile(
    r"^P(?:(?P<y>\d+)Y)?(?:(?P<mo>\d+)M)?(?:(?P<w>\d+)W)?(?:(?P<d>\d+)D)?"
    r"(?:T(?:(?P<h>\d+)H)?(?:(?P<mi>\d+)M)?(?:(?P<s>\d+)S)?)?$"
)
DIRECTIONS = frozenset({"up", "down", "worse", "better"})


@dataclass(frozen=True, slots=True)
class Finding:
    level: str  # error | warning
    code: str
    message: str
    file: str = ""  # the ontology script to edit, when one is known
    line: int = 0

    @property
    def where(self) -> str:
        return f"{self.file}:{self.line}" if self.file and self.line else self.file


def duration_seconds(text: str) -> int | None:
    """Seconds in an ISO-8601 duration (years as 365 days, months as 30); None when it is not one."""
    m = _DURATION.match(text or "")
    if not m or text in ("P", "PT") or text.endswith("T"):
        return None
    g = {k: int(v) if v else 0 for k, v in m.groupdict().items()}
    days = g["y"] * 365 + g["mo"] * 30 + g["w"] * 7 + g["d"]
    return ((days * 24 + g["h"]) * 60 + g["mi"]) * 60 + g["s"]


def read_coordinates(path: Path) -> list[dict[str, str]]:
    return read_tsv_records(path)


def _e(code: str, message: str) -> Finding:
    return Finding("error", code, message)


def check_terms(d: Dictionary) -> list[Finding]:
    out: list[Finding] = []
    for t in d.terms.values():
        if t.record_type not in RECORD_TYPES:
            out.append(_e("record_type", f"{t.key}: record_type {t.record_type!r} is not a HUP type"))
        if t.record_type in MEASUREMENT_RECORD_TYPES and not t.unit:
            out.append(_e("unit", f"{t.key}: a measurement term needs a canonical unit"))
        if not t.key.startswith(f"{t.key.split(':', 1)[0]}:") or ":" not in t.key:
            out.append(_e("key", f"{t.key}: keys are namespace:name"))
        if not t.aliases:
            out.append(Finding("warning", "no_alias", f"{t.key}: no alias"))
        for ind in t.indications:
            if ind not in d.terms:
                out.append(Finding("warning", "indication", f"{t.key}: indication {ind} is not a term"))
    return out


def check_aliases(d: Dictionary) -> list[Finding]:
    out: list[Finding] = []
    by_compact: dict[str, set[str]] = defaultdict(set)
    norms_of: dict[str, set[str]] = defaultdict(set)
    for a in d.aliases():
        if not a.norm:
            out.append(_e("alias_empty", f"{a.target}: alias {a.text!r} normalizes to nothing"))
            continue
        if any(ord(ch) < 32 for ch in a.text):
            out.append(_e("alias_control", f"{a.target}: alias {a.text!r} holds a control character"))
        if not d.has_key(a.target):
            out.append(_e("alias_target", f"alias {a.text!r} names unknown {a.target}"))
        key = compact_key(a.norm)
        by_compact[key].add(a.target)
        norms_of[key].add(a.norm)
    declared = {amb.norm: set(amb.candidates) for amb in d.ambiguities.values()}
    for key, targets in sorted(by_compact.items()):
        if len(targets) < 2:
            continue
        covered = any(targets <= declared.get(n, set()) for n in norms_of[key])
        if not covered:
            out.append(
                _e(
                    "alias_collision",
                    f"{sorted(norms_of[key])} name {sorted(targets)}: declare it in 70_ambiguity.cypher",
                )
            )
    alias_norms = {a.norm for a in d.aliases()}
    for (norm, _lang), text in d.stops.items():
        if norm in alias_norms:
            out.append(_e("stop_clash", f"stop form {text!r} is also an alias: the alias would win; drop one"))
    for amb in d.ambiguities.values():
        for cand in amb.candidates:
            if not d.has_key(cand):
                out.append(_e("ambiguity_target", f"ambiguous {amb.text!r}: unknown candidate {cand}"))
        for rule in amb.rules:
            if rule.term_key not in amb.candidates:
                out.append(_e("ambiguity_rule", f"ambiguous {amb.text!r}: rule picks {rule.term_key}, not a candidate"))
    return out


def check_concepts(d: Dictionary) -> list[Finding]:
    out: list[Finding] = []
    for c in d.concepts.values():
        if not c.members:
            out.append(_e("concept_empty", f"{c.key}: no member terms"))
        for m in c.members:
            if m.term_key not in d.terms:
                out.append(_e("concept_member", f"{c.key}: member {m.term_key} is not a term"))
        if c.value_term and c.value_term not in d.terms:
            out.append(_e("concept_value_term", f"{c.key}: value_term {c.value_term} is not a term"))
    return out


def check_ranges(d: Dictionary) -> list[Finding]:
    out = [_e("range", p) for r in d.ranges.values() for p in range_problems(r)]
    for r in d.ranges.values():
        term = d.terms.get(r.term_key)
        if term is None:
            out.append(_e("range_term", f"{r.id}: unknown term {r.term_key}"))
        elif term.unit != r.unit:
            out.append(_e("range_unit", f"{r.id}: unit {r.unit!r} differs from {r.term_key}'s {term.unit!r}"))
    return out


def check_mechanisms(d: Dictionary) -> list[Finding]:
    out: list[Finding] = []
    seen: set[tuple[str, str, str, str]] = set()
    for m in d.mechanisms:
        label = f"{m.cause} -> {m.effect}"
        for key in (m.cause, m.effect):
            if key not in d.terms:
                out.append(_e("mechanism_term", f"{label}: {key} is not a term"))
        if m.direction not in DIRECTIONS:
            out.append(_e("mechanism_direction", f"{label}: direction {m.direction!r}"))
        lo, hi = duration_seconds(m.min_lag), duration_seconds(m.max_lag)
        if lo is None or hi is None:
            out.append(_e("mechanism_lag", f"{label}: lags {m.min_lag!r}/{m.max_lag!r} are not ISO-8601 durations"))
        elif lo > hi:
            out.append(_e("mechanism_lag", f"{label}: min_lag {m.min_lag} > max_lag {m.max_lag}"))
        if not m.source:
            out.append(_e("mechanism_source", f"{label}: no source"))
        mkey = (m.cause, m.effect, m.direction, m.cause_state)
        if mkey in seen:
            out.append(_e("mechanism_duplicate", f"{label}: repeated ({m.direction}, {m.cause_state!r})"))
        seen.add(mkey)
    return out


def check_coordinates(d: Dictionary, rows: list[dict[str, str]]) -> list[Finding]:
    out: list[Finding] = []
    for row in rows:
        key = row["coordinate"]
        term = d.terms.get(key)
        if term is None:
            out.append(_e("coordinate_missing", f"{key}: required coordinate is not in the dictionary"))
            continue
        if term.record_type != row["record_type"]:
            out.append(_e("coordinate_type", f"{key}: record_type {term.record_type} != {row['record_type']}"))
        if row.get("canonical_unit") and term.unit != row["canonical_unit"]:
            out.append(_e("coordinate_unit", f"{key}: unit {term.unit} != {row['canonical_unit']}"))
        if row.get("loinc") and term.loinc != row["loinc"]:
            out.append(_e("coordinate_loinc", f"{key}: LOINC {term.loinc} != {row['loinc']}"))
    return out


def check_dictionary(
    d: Dictionary, coordinates: list[dict[str, str]] | None = None, folder: Path | None = None
) -> list[Finding]:
    """Every finding about a parsed dictionary (errors first); `folder` holds its scripts, for file and line."""
    from pia_graph.ontology.check_shape import check_shape

    out = [_e("parse", p) for p in d.problems]
    out += check_terms(d) + check_aliases(d) + check_concepts(d) + check_ranges(d) + check_mechanisms(d)
    out += check_shape(d, folder)
    if coordinates is not None:
        out += check_coordinates(d, coordinates)
    return sorted(out, key=lambda f: (f.level != "error", f.code, f.message))


def check_database(
    d: Dictionary,
    alias_rows: list[dict[str, Any]],
    term_rows: list[dict[str, Any]],
    counts: dict[str, Any],
    loaded_checksum: str | None,
) -> list[Finding]:
    """Compare what Neo4j holds with the scripts (rows come from the ontology_* named queries)."""
    out: list[Finding] = []
    if loaded_checksum != d.checksum:
        out.append(_e("db_version", "the database does not hold these scripts: run `pia ontology load`"))
    for row in alias_rows:
        if normalize_alias(str(row["text"])) != row["norm"]:
            out.append(_e("db_norm", f"alias {row['text']!r}: DB norm {row['norm']!r} != Python normalization"))
    db_aliases = {(str(r["norm"]), str(r["lang"])) for r in alias_rows}
    scripted = {(a.norm, a.lang) for a in d.aliases()}
    for norm, lang in sorted(scripted - db_aliases)[:20]:
        out.append(_e("db_alias_missing", f"alias {norm!r} ({lang}) is in the scripts, not in the database"))
    extra = db_aliases - scripted
    if extra:
        out.append(
            Finding(
                "warning",
                "db_alias_extra",
                f"{len(extra)} aliases in the database are in no script, e.g. {sorted(extra)[:5]}",
            )
        )
    db_terms = {str(r["key"]): r for r in term_rows}
    for key, term in d.terms.items():
        db_row = db_terms.get(key)
        if db_row is None:
            out.append(_e("db_term_missing", f"{key} is not in the database"))
        elif (db_row.get("unit"), db_row.get("loinc"), db_row.get("record_type")) != (
            term.unit,
            term.loinc,
            term.record_type,
        ):
            out.append(_e("db_term_fields", f"{key}: database fields differ from the scripts"))
    expected = {
        "ranges": len(d.ranges),
        "mechanisms": len({(m.cause, m.effect, m.direction, m.cause_state) for m in d.mechanisms}),
        "tags": sum(len(c.members) for c in d.concepts.values()),
        "concepts": len(d.concepts),
    }
    for name, want in expected.items():
        got = counts.get(name)
        if got is not None and int(got) != want:
            out.append(_e("db_count", f"{name}: database has {got}, the scripts {want}"))
    return out
