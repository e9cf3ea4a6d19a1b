"""Counts of what the dictionary holds, against the targets (>= 400 terms, >= 6,000 distinct aliases)."""

from __future__ import annotations

from collections import Counter
from typing import Any

from pia_graph.ontology.alias_gate import AliasIndex
from pia_graph.ontology.model import Dictionary
from pia_graph.ontology.normalize import compact_key

TARGET_TERMS = 400
TARGET_ALIASES = 6000


def dictionary_stats(d: Dictionary) -> dict[str, Any]:
    aliases = d.aliases()
    compact_all = {compact_key(a.norm) for a in aliases}
    by_lang: dict[str, set[str]] = {}
    for a in aliases:
        by_lang.setdefault(a.lang, set()).add(compact_key(a.norm))
    sex_ranges = [r for r in d.ranges.values() if r.sex != "any"]
    return {
        "version": d.version,
        "checksum": d.checksum,
        "terms": len(d.terms),
        "terms_by_kind": dict(sorted(Counter(t.kind for t in d.terms.values()).items())),
        "alias_entries": len(aliases),
        "distinct_norms": len({(a.norm, a.lang) for a in aliases}),
        "distinct_aliases": len(compact_all),
        "distinct_aliases_by_lang": {k: len(v) for k, v in sorted(by_lang.items())},
        "aliases_by_source": dict(sorted(Counter(a.source for a in aliases).items())),
        "concepts": len(d.concepts),
        "concept_tags": sum(len(c.members) for c in d.concepts.values()),
        "ranges": len(d.ranges),
        "sex_specific_ranges": len(sex_ranges),
        "sex_specific_terms": len({r.term_key for r in sex_ranges}),
        "terms_with_ranges": len({r.term_key for r in d.ranges.values()}),
        "mechanisms": len(d.mechanisms),
        "ambiguous_forms": len(d.ambiguities),
        "ingredient_links": len(d.ingredient_links),
        "generated_terms": sum(1 for t in d.terms.values() if "_generated" in t.file),
        "index_keys": len(AliasIndex.build(d)),  # aliases + compact + inflected forms in the automaton
        "targets": {"terms": TARGET_TERMS, "distinct_aliases": TARGET_ALIASES},
        "meets_targets": len(d.terms) >= TARGET_TERMS and len(compact_all) >= TARGET_ALIASES,
    }
