"""Checks that name the file and line a curator must edit: duplicate aliases, ambiguities without a context
rule, units that are not UCUM, cycles among concepts, and reference ranges with gaps in the ages they cover."""

from __future__ import annotations

import itertools
from collections import defaultdict
from functools import cache
from pathlib import Path

from pia_graph.ontology.check import Finding
from pia_graph.ontology.cypher_literal import quote_string
from pia_graph.ontology.model import ALIAS_GROUPS, Dictionary
from pia_graph.ontology.ucum import ucum_code
from pia_graph.paths import ontology_dir


@cache
def _lines(path: Path, mtime: float) -> tuple[str, ...]:
    del mtime  # part of the cache key: an edited file is read again
    return tuple(path.read_text(encoding="utf-8").splitlines())


def locate(folder: Path, file: str, *needles: str) -> int:
    """The first line (1-based) of ``file`` holding every needle; 0 when none does."""
    path = folder / file
    if not file or not path.is_file():
        return 0
    for n, line in enumerate(_lines(path, path.stat().st_mtime), start=1):
        if all(needle in line for needle in needles):
            return n
    return 0


def _finding(level: str, code: str, message: str, folder: Path, file: str, *needles: str) -> Finding:
    return Finding(level, code, message, file=file, line=locate(folder, file, *needles))


def check_duplicate_aliases(d: Dictionary, folder: Path) -> list[Finding]:
    """The same word declared twice for one term (a second row, or the same word in two groups of one lang)."""
    out: list[Finding] = []
    seen: dict[tuple[str, str, str], str] = {}
    for a in d.aliases():
        if a.source == "ambiguity":
            continue
        key = (a.target, a.norm, a.lang)
        if key in seen and seen[key] != a.source and {seen[key], a.source} <= set(ALIAS_GROUPS):
            continue  # the same word in an abbreviation group and a name group is a known habit, not a slip
        if key in seen:
            out.append(_finding("warning", "alias_duplicate", f"{a.target}: alias {a.text!r} ({a.lang}) is declared "
                                f"twice", folder, a.file, quote_string(a.text)))
        seen[key] = a.source
    return out


def check_ambiguity_rules(d: Dictionary, folder: Path) -> list[Finding]:
    return [
        _finding("error", "ambiguity_no_rule", f"ambiguous {amb.text!r} ({amb.lang}) has no context rule: add rules "
                 f"or a stop entry", folder, amb.file, quote_string(amb.text))
        for amb in d.ambiguities.values() if not amb.rules
    ]


def check_units(d: Dictionary, folder: Path) -> list[Finding]:
    out: list[Finding] = []
    for t in d.terms.values():
        if t.unit and ucum_code(t.unit, folder) is None:
            out.append(_finding("error", "unit_not_ucum", f"{t.key}: unit {t.unit!r} is not UCUM (write it in UCUM, or "
                                f"map it in units_ucum.tsv)", folder, t.file, quote_string(t.key)))
    for r in d.ranges.values():
        if r.unit and ucum_code(r.unit, folder) is None:
            out.append(_finding("error", "unit_not_ucum", f"{r.id}: unit {r.unit!r} is not UCUM", folder, r.file,
                                quote_string(r.id)))
    return out


def check_concept_cycles(d: Dictionary, folder: Path) -> list[Finding]:
    """A concept whose members lead back to itself through other concepts."""
    edges = {c.key: [m.term_key for m in c.members if m.term_key in d.concepts] for c in d.concepts.values()}
    out: list[Finding] = []
    reported: set[frozenset[str]] = set()

    def walk(start: str, node: str, path: list[str]) -> None:
        for nxt in edges.get(node, []):
            if nxt == start:
                cycle = frozenset(path)
                if cycle not in reported:
                    reported.add(cycle)
                    c = d.concepts[start]
                    cycle_text = " -> ".join([*path, start])
                    out.append(_finding("error", "concept_cycle", f"concepts form a cycle: {cycle_text}",
                                        folder, c.file, quote_string(start)))
            elif nxt not in path:
                walk(start, nxt, [*path, nxt])

    for key in edges:
        walk(key, key, [key])
    return out


def check_range_gaps(d: Dictionary, folder: Path) -> list[Finding]:
    """Ranges of one term and sex must cover the ages they span without a hole (whole years)."""
    groups: dict[tuple[str, str], list[tuple[float, float, str]]] = defaultdict(list)
    for r in d.ranges.values():
        lo = r.age_min if r.age_min is not None else 0.0
        hi = r.age_max if r.age_max is not None else float("inf")
        groups[(r.term_key, r.sex)].append((lo, hi, r.id))
    out: list[Finding] = []
    for (term, sex), spans in sorted(groups.items()):
        spans.sort()
        for (_, hi, _), (lo2, _, rid2) in itertools.pairwise(spans):
            if lo2 > hi + 1:
                rng = d.ranges[rid2]
                out.append(_finding("error", "range_gap", f"{term} ({sex}): no range covers ages {hi:g} to {lo2:g}",
                                    folder, rng.file, quote_string(rid2)))
    return out


def check_shape(d: Dictionary, folder: Path | None = None) -> list[Finding]:
    root = folder or ontology_dir()
    return (check_duplicate_aliases(d, root) + check_ambiguity_rules(d, root) + check_units(d, root)
            + check_concept_cycles(d, root) + check_range_gaps(d, root))
