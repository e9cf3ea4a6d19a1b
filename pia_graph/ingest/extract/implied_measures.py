"""A bare number that a word of its sentence names as a measurement ("scale said 81.4", "thermometer says 99.9"),
read in the unit whose range holds it: the unit-inference rows of ``ontology/81_unit_inference.cypher``."""

from __future__ import annotations

import re

from pia_graph.ingest.clauses import Segment
from pia_graph.ingest.cue_words import words_pattern
from pia_graph.ingest.extract.context import Ctx
from pia_graph.ingest.hup.types import types_where

MEASURE_TYPES = types_where(result=True)
# "열 37.9 났었는데", "열이 38.2": 열 (fever) as a word of its own right before a number names a temperature (as a
# syllable it is in 열심히, 열흘, 열었: hence the grammar, not a cue word)
_KO_FEVER_NUMBER = re.compile(r"(?<![가-힣])열(?:이|은|도|가)?\s*(?=\d{2}(?:\.\d)?(?![\d가-힣]))")


def implied_measure(ctx: Ctx, sentence: Segment, value: float, start: int | None = None) -> tuple[str, str] | None:
    """ "scale said 81.4", "thermometer says 99.9", "fever, 38.5 this morning": a bare number that a word of
    the clause names, read in the unit whose range holds it (ontology/81_unit_inference.cypher). A measurement
    named in the sentence owns its numbers, except the one right after 열 ("산소포화도 96 열 37.9": the number at
    ``start`` is the temperature)."""
    fever_before = start is not None and ctx.lang == "ko" and any(
        f.end() == start for f in _KO_FEVER_NUMBER.finditer(ctx.text, sentence.start, sentence.end))
    if not fever_before and any(sentence.start <= m.start < sentence.end
                                for m in ctx.terms(record_types=MEASURE_TYPES)):
        return None  # a measurement named in the sentence owns its numbers
    for rule in ctx.dictionary.unit_inference.values():
        if fever_before and rule.coordinate != "vital:body_temperature":
            continue
        if rule.lang not in (ctx.lang, "any") or not rule.implied_by:
            continue
        if not words_pattern(rule.implied_by, ctx.lang).search(sentence.text) \
                and not (rule.coordinate == "vital:body_temperature" and _KO_FEVER_NUMBER.search(sentence.text)):
            continue
        unit = next((r.unit for r in rule.implied if r.min <= value <= r.max), None)
        if unit is not None:
            return rule.coordinate, unit
    return None

