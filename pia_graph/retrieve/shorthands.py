"""A lone shorthand for a measure (pure): "after meals?", "fasting?", "and post-meal ones?" asked alone, as a question
of its own or a follow-up with no topic. The words name a meal or nothing the dictionary knows, but said alone they
ask the measure (the post-meal glucose, the fasting glucose), as 식후는? and 공복은? do (rank53's ``coord:`` rows).

Curators' data: the ``shorthand:<term key>`` rows of ``ontology/read/query_cues.tsv``, each a pattern of the whole
turn (the shorthand, words of no topic and a time at most), so "do I get heartburn after meals?" names its own
topic and is untouched. Read-side only, never an alias: the write path keeps its own context rules. The measure
stands in for what its words named (the meal, a record type, a concept) and is inside the boundary as a name is."""

from __future__ import annotations

from pia_graph.memory.recall_models import Decided, QueryUnderstanding
from pia_graph.retrieve.cues import found_cues

REASON = "cue:shorthand"


def lone_shorthands(out: QueryUnderstanding, coords: dict[str, Decided],
                    alias_keys: list[tuple[tuple[int, int], tuple[str, ...]]], text: str, lang: str) -> None:
    """When the turn is a lone shorthand, its measure replaces what the words inside it named (changes in place)."""
    for cue, finds in found_cues(text, lang):
        if not cue.target.startswith("shorthand:"):
            continue
        found = finds[0]  # the first, as `search` gives it
        start, end = found.span()
        words = found.group(0).lower()
        named = {k for (s, e), keys in alias_keys if start <= s and e <= end for k in keys}
        concepts = {d.value for d in out.concepts if d.span and d.span.lower() in words}
        for key in [k for k, d in coords.items() if k in named or any(
                d.reason.startswith(f"concept:{c}:") for c in concepts)]:
            del coords[key]
        key = cue.target.partition(":")[2]
        out.entities = [d for d in out.entities if d.value not in named and d.value != key]  # once, as the shorthand
        out.concepts = [d for d in out.concepts if d.value not in concepts]
        out.record_types = [d for d in out.record_types
                            if not (d.reason == "cue:type" and d.span and d.span.lower() in words)]
        d = Decided(value=key, reason=REASON, span=found.group(0).strip())
        out.entities.append(d)
        coords[key] = d
        return
