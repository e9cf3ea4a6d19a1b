"""A name read in another sense when the question asks about a value (pure; `understand` calls it after the cues).

One word may name a medicine on the write path and a lab in a question: "on iron", "start iron" are the
supplement, but "did my iron go up", "is my iron any better" ask the iron labs. The cue table holds the rows
(`sense:<named term>><meant concept or term>`, `ontology/read/query_cues.tsv`): when the question names the term by
an alias and a row's value cue fires, what it means stands first inside the boundary (a concept expands to its
members at their roles' strength) and the named term stays after it, at a related term's strength. The dictionary
and the write path are untouched."""

from __future__ import annotations

from pia_graph.memory.recall_models import Decided, QueryUnderstanding
from pia_graph.ontology import Dictionary
from pia_graph.ontology.concepts import expand

MEASURED = ("test:", "vital:", "body:")  # a named measure takes the value question
SENSE_OTHER = "sense_other:"  # the reason of a named term read in another sense (ranked as a related term)


def read_senses(out: QueryUnderstanding, coords: dict[str, Decided], dictionary: Dictionary,
                senses: list[tuple[str, str]]) -> dict[str, Decided]:
    """`senses`: (row value "named>meant", the cue's surface) for each sense cue that fired. Returns the
    coordinates in their new order (what is meant first)."""
    if any(t.value == "medication_regimen" for t in out.record_types):
        return coords  # "which iron pills are better", 철분약: a medicine asked as a medicine
    meant_first: dict[str, Decided] = {}
    for value, surface in senses:
        named, _, meant = value.partition(">")
        d = coords.get(named)
        if d is None or not d.reason.startswith(("alias", "anchor:", "cue:coordinate")) \
                or d.reason.startswith("alias_ambiguous"):
            continue  # a term that only dates the question keeps its sense: "철분제 먹고 나서 수치 나아졌어?"
        if d.reason.startswith("cue:") and (out.concepts or any(e.value != named for e in out.entities)):
            continue  # "did my bp go low": a word the cue row reads names the measure only when nothing else is named
        if any(e.value != named and e.reason.startswith("alias") and e.value.startswith(MEASURED)
               for e in out.entities):
            continue  # "how's my hemoglobin been since the iron": the value asked is the one named
        if meant.startswith("concept:"):
            out.concepts.append(Decided(value=meant, reason=f"sense:{named}:{surface}", span=d.span))
            for link in expand(dictionary, meant):
                if link.term_key not in meant_first:
                    meant_first[link.term_key] = Decided(value=link.term_key,
                                                         reason=f"concept:{meant}:{link.role}", span=d.span)
        elif meant not in meant_first:
            meant_first[meant] = Decided(value=meant, reason=f"sense:{named}:{surface}", span=d.span)
        other = Decided(value=named, reason=f"{SENSE_OTHER}{meant}", span=d.span)
        out.entities = [other if e is d else e for e in out.entities]
        coords[named] = other
    if not meant_first:
        return coords
    return {**meant_first, **{k: v for k, v in coords.items() if k not in meant_first}}
