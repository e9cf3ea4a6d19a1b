"""The READ gate's word tables under ``ontology/read/`` (pure loading): one row a group, ``group<TAB>lang<TAB>a | b``,
comments after ``#``. Curators edit the files; the rules read them through ``read_table``."""

from __future__ import annotations

import re
from functools import cache

from pia_graph.paths import ontology_dir


@cache
def read_table(name: str, langs: tuple[str, ...] = ("en", "ko")) -> dict[tuple[str, str], tuple[str, ...]]:
    """(group, lang) -> the entries of ``ontology/read/<name>``; a row of another shape or language is an error
    naming the file and line."""
    out: dict[tuple[str, str], tuple[str, ...]] = {}
    path = ontology_dir() / "read" / name
    for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip() or line.startswith("#"):
            continue
        fields = line.split("\t")
        if len(fields) != 3 or fields[1] not in langs:
            raise ValueError(f"{name}:{n}: want group, lang ({' or '.join(langs)}) and entries separated by tabs")
        out[(fields[0], fields[1])] = tuple(c.strip() for c in fields[2].split("|") if c.strip())
    return out


def ending_alternatives(name: str, group: str) -> str:
    """A regex alternation of the Korean endings of ``group`` in ``ontology/read/<name>``, longest first (so a
    longer ending wins over its own tail); a space inside an ending matches any spacing or none."""
    endings = sorted(read_table(name, ("ko",))[(group, "ko")], key=len, reverse=True)
    return "|".join(r"\s*".join(re.escape(part) for part in e.split()) for e in endings)
