"""Every named query is loaded by the service, or docs/queries.md says who uses it: no dead query files."""

from __future__ import annotations

import re
from pathlib import Path

from pia_graph.db.queries import query_names

ROOT = Path(__file__).resolve().parents[2]


def _named_in_code(name: str, code: str) -> bool:
    return re.search(rf"\b{re.escape(name)}\b", code) is not None


def test_a_query_the_service_does_not_load_is_documented() -> None:
    code = "\n".join(p.read_text(encoding="utf-8") for p in (ROOT / "pia_graph").rglob("*.py"))
    documented = set(re.findall(r"`([a-z][a-z0-9_]*)`", (ROOT / "docs" / "queries.md").read_text(encoding="utf-8")))
    unloaded = {n for n in query_names() if not n.startswith("analyst_") and not _named_in_code(n, code)}
    assert sorted(unloaded - documented) == []
    # and its lists hold no query that the service loads by now
    assert sorted((documented & set(query_names())) - unloaded) == []
