"""UCUM unit codes: a syntax check over the common atoms, and the mapping from the project's spellings.

A code is terms joined by '.' and '/', each term a UCUM atom with an optional metric prefix and exponent, a
number (10*3), or an annotation in braces ({score}). The atoms are the ones health data uses; a unit outside
them is flagged for a curator rather than guessed.
"""

from __future__ import annotations

import csv
import re
from functools import cache
from pathlib import Path

from pia_graph.paths import ontology_dir

_PREFIXES = ("da", "Y", "Z", "E", "P", "T", "G", "M", "k", "h", "d", "c", "m", "u", "n", "p", "f", "a")
_METRIC = frozenset({"g", "L", "l", "m", "mol", "s", "[IU]", "U", "Cel", "Hz", "Pa", "J", "W", "eq", "osm", "kat",
                     "bar", "t", "m[Hg]", "m[H2O]", "cal", "[iU]"})
_PLAIN = frozenset({"%", "min", "h", "d", "wk", "mo", "a", "[pH]", "[degF]", "[in_i]", "[ft_i]", "[lb_av]",
                    "[oz_av]", "[stone_av]", "[mi_i]", "[ppm]", "[ppb]", "1", "10", "[drp]", "[tsp_us]",
                    "[tbs_us]", "[cup_us]", "[foz_us]", "[Cal]", "[IU]", "[HPF]", "[LPF]", "deg"})
_TERM = re.compile(r"^(?:\{[^{}]*\}|(?P<num>10\*[-+]?\d+|10\^[-+]?\d+|\d+)"
                   r"|(?P<atom>\[[^\]]+\]|[A-Za-z%]+(?:\[[^\]]+\])?)(?P<exp>[-+]?\d+)?(?:\{[^{}]*\})?)$")


def _atom_ok(atom: str) -> bool:
    if atom in _PLAIN or atom in _METRIC:
        return True
    return any(atom.startswith(p) and atom[len(p):] in _METRIC for p in _PREFIXES)


def _terms(body: str) -> list[str]:
    """Split on '.' and '/' outside annotations (an annotation may hold a dot: {1.73_m2})."""
    out, depth, current = [], 0, ""
    for ch in body:
        depth += ch == "{"
        depth -= ch == "}"
        if ch in "./" and depth == 0:
            out.append(current)
            current = ""
        else:
            current += ch
    return [*out, current]


def is_ucum(code: str) -> bool:
    """Whether ``code`` is a UCUM expression built from the known atoms."""
    if not code or code != code.strip() or " " in code:
        return False
    body = code[1:] if code.startswith("/") else code
    for term in _terms(body):
        m = _TERM.match(term)
        if m is None:
            return False
        if m.group("num") and "^" in m.group("num"):
            return False  # UCUM writes powers of ten as 10*3
        atom = m.group("atom")
        if atom is not None and not _atom_ok(atom):
            return False
    return True


@cache
def ucum_table(folder: Path | None = None) -> dict[str, str]:
    path = (folder or ontology_dir()) / "units_ucum.tsv"
    with path.open(encoding="utf-8") as fh:
        rows = [line for line in fh if not line.startswith("#")]
    return {r["unit"]: r["ucum"] for r in csv.DictReader(rows, delimiter="\t")}


def ucum_code(unit: str | None, folder: Path | None = None) -> str | None:
    """The UCUM code of a unit as the project writes it; None when it has none."""
    if not unit:
        return None
    code = ucum_table(folder).get(unit, unit)
    return code if is_ucum(code) else None
