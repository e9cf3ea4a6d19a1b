"""Conditions said in other words than their name: by a stage ("my kidneys are stage 3"), or as the condition
twin of a symptom ("migraine" the diagnosis, "migraine" today's episode). Pure."""

from __future__ import annotations

import re

from pia_graph.ingest.cue_words import cue_pattern
from pia_graph.ingest.extract.context import Ctx, Draft
from pia_graph.ingest.negation import is_negated
from pia_graph.ontology.model import Dictionary
from pia_graph.ontology.per_dictionary import per_dictionary


@per_dictionary
def _condition_symptoms(dictionary: Dictionary) -> dict[str, str]:
    """condition -> symptom for the dictionary's ambiguity rows that list one of each (불면증 ->
    condition:insomnia_disorder / symptom:insomnia)."""
    table: dict[str, str] = {}
    for amb in dictionary.ambiguities.values():
        sym = [c for c in amb.candidates if dictionary.record_type(c) == "symptom"]
        cond = [c for c in amb.candidates if dictionary.record_type(c) == "condition"]
        if len(sym) == 1 and len(cond) == 1:
            table.setdefault(cond[0], sym[0])
    return table


def symptom_sibling(ctx: Ctx, key: str) -> str | None:
    """The symptom a condition shares its name with (condition:migraine -> symptom:migraine; the dictionary's
    ambiguity rows that list one of each, 불면증 -> symptom:insomnia / condition:insomnia_disorder)."""
    if ctx.record_type(key) != "condition":
        return None
    same = "symptom:" + key.split(":", 1)[1]
    return _condition_symptoms(ctx.dictionary).get(key) or (same if ctx.record_type(same) == "symptom" else None)


_CKD = "condition:chronic_kidney_disease"
# "stage 3", "stage 3b", "stage IIIa", "3기", "3a기", "3단계"
_STAGE = re.compile(r"\bstage\s*(?:[1-5][ab]?|i{1,3}[ab]?|iv|v)\b|(?<!\d)[1-5][ab]?\s*(?:기|단계)", re.I)


def kidney_stage(ctx: Ctx, seen: set[str]) -> list[Draft]:
    """A condition given only by its stage: "told my kidneys are stage 3", "egfr is 38 now, stage 3b" (the
    dictionary's ``kidney_stage`` words in the sentence) is chronic kidney disease."""
    if _CKD in seen or ctx.record_type(_CKD) != "condition":
        return []
    kidney = cue_pattern(ctx.dictionary, "kidney_stage", ctx.lang)
    for sentence, _parts in ctx.sentences:
        stage = _STAGE.search(sentence.text)
        if stage is None or not kidney.search(sentence.text):
            continue
        s, e = sentence.start + stage.start(), sentence.start + stage.end()
        clause = ctx.clause_of(s)
        if is_negated(clause.text, s - clause.start, e - clause.start, ctx.lang):
            return []
        seen.add(_CKD)
        return [Draft("condition.kidney_stage", "condition", _CKD, s, e, {"status": "active"}, confidence=0.85)]
    return []
