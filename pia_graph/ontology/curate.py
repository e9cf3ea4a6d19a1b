"""The curators' round trip with the files as the source of truth: a promoted word is written into
`ontology/95_curated_aliases.cypher` (one row per line) and the dictionary's version is bumped, so that the
next `pia ontology load` carries it everywhere and the change is reviewed as a diff."""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass
from pathlib import Path

from pia_graph.ontology.cypher_literal import quote_string
from pia_graph.ontology.normalize import normalize_alias
from pia_graph.ontology.scripts import parse_scripts, read_version
from pia_graph.paths import ontology_dir

CURATED_SCRIPT = "95_curated_aliases.cypher"
_LIST_END = re.compile(r"^\] AS row\s*$", re.MULTILINE)
_VERSION = re.compile(r"^(\d+)\.(\d+)\.(\d+)$")


class CurationError(ValueError):
    """A promotion the dictionary cannot take as it is (unknown target, empty word, a clash)."""


@dataclass(frozen=True)
class CuratedAlias:
    file: str
    line: int
    target: str
    text: str
    lang: str
    version_before: str
    version_after: str
    added: bool  # False when the row was already there (promotion is idempotent)


def bump_patch(version: str) -> str:
    m = _VERSION.match(version.strip())
    if not m:
        raise CurationError(f"VERSION {version!r} is not MAJOR.MINOR.PATCH")
    major, minor, patch = (int(x) for x in m.groups())
    return f"{major}.{minor}.{patch + 1}"


def add_curated_alias(
    target: str, text: str, lang: str, *, source: str = "candidate", folder: Path | None = None,
    on: dt.date | None = None,
) -> CuratedAlias:
    """Write one alias row into the curated script and bump the patch version (no database involved)."""
    root = folder or ontology_dir()
    text = " ".join(text.split())
    if not normalize_alias(text):
        raise CurationError(f"{text!r} normalises to nothing")
    if lang not in ("en", "ko"):
        raise CurationError(f"lang {lang!r}: en or ko")
    dictionary = parse_scripts(root)
    if target not in dictionary.terms and target not in dictionary.concepts:
        raise CurationError(f"{target} is no term or concept of the dictionary")
    norm = normalize_alias(text)
    owners = {a.target for a in dictionary.aliases() if a.norm == norm}
    if owners - {target}:
        raise CurationError(f"{text!r} already names {sorted(owners - {target})}: declare an ambiguity instead")
    path = root / CURATED_SCRIPT
    script = path.read_text(encoding="utf-8")
    version = read_version(root)
    lines = script.splitlines()
    for n, line in enumerate(lines, start=1):
        if f"target: {quote_string(target)}" in line and f"text: {quote_string(text)}" in line:
            return CuratedAlias(CURATED_SCRIPT, n, target, text, lang, version, version, False)
    end = _LIST_END.search(script)
    if end is None:
        raise CurationError(f"{CURATED_SCRIPT}: no '] AS row' line to add before")
    day = (on or dt.datetime.now(dt.UTC).date()).isoformat()
    row = (f"  {{target: {quote_string(target)}, text: {quote_string(text)}, lang: {quote_string(lang)}, "
           f"source: {quote_string(source)}, decided_at: {quote_string(day)}}}")
    head = script[: end.start()].rstrip("\n")
    needs_comma = not head.rstrip().endswith("[")
    new_script = f"{head}{',' if needs_comma else ''}\n{row}\n{script[end.start():]}"
    path.write_text(new_script, encoding="utf-8")
    after = bump_patch(version)
    (root / "VERSION").write_text(after + "\n", encoding="utf-8")
    line_no = new_script[: new_script.index(row)].count("\n") + 1
    return CuratedAlias(CURATED_SCRIPT, line_no, target, text, lang, version, after, True)
