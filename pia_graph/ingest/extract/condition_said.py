"""A condition named by the measure it is about, as people say a diagnosis loosely: "당뇨 5년차고 혈압도 있음"
(has blood pressure: hypertension), "diabetic since my 50s, blood pressure too", "gp says my blood pressure is
too high". The measure words of each condition are the dictionary's cue lists ``measure_condition.<name>``
(ontology/80_cues.cypher, condition:<name>); the grammar is here. A reading ("혈압 132/84", "bp 146/78") is no
condition: a number after the measure word, a device or a drug word glued to it, a negation, all fail. Pure."""

from __future__ import annotations

import re
from functools import lru_cache

from pia_graph.ingest import cues
from pia_graph.ingest.cue_words import cue_pattern
from pia_graph.ingest.extract.context import Ctx, Draft
from pia_graph.ingest.negation import is_negated
from pia_graph.ontology import Dictionary
from pia_graph.ontology.per_dictionary import per_dictionary

_PREFIX = "measure_condition."
# Korean: the measure word, a particle, then "have" (혈압도 있음, 혈압이 있어서, 혈압 있고); "있었" (had) too
_HAVE_KO = r"\s*(?:이|가|도|은|는)?\s*있(?:음|어|고|는|다|으|습|었|네|죠|지)"
_KO_SHAPE = "(?<![가-힣])(?:{m})" + _HAVE_KO.replace("{", "{{").replace("}", "}}")
# English: "have/has/got/with (high) <measure>" closing its phrase; "<measure> too / as well" after a
# condition in the same sentence; "<care role> says my <measure> is (too) high"
_HAVE_EN = r"\b(?:have|has|got|with)\s+(?:high\s+)?(?:{m})(?=\s*(?:too|as\s+well|also|and|since|for|[,.;!]|$))"
_TOO_EN = r"(?:^|,|\band\b)\s*(?:{m})\s+(?:too|as\s+well|also)\b"
_HIGH_EN = r"\b(?:says?|said|told\s+me|thinks?)\s+(?:that\s+)?my\s+(?:{m})\s+(?:is|was|'s|has\s+been)\s+" \
           r"(?:too\s+|very\s+|really\s+|quite\s+)?high\b"


@per_dictionary
def _measure_groups(dictionary: Dictionary) -> dict[str, list[tuple[str, str]]]:
    """Per language, (condition key, cue list name) of every ``measure_condition.*`` list whose condition the
    dictionary holds, in the dictionary's order: read once, not by a scan of all its cue lists every turn."""
    out: dict[str, list[tuple[str, str]]] = {}
    for (group, lang) in dictionary.cues:
        if group.startswith(_PREFIX):
            key = "condition:" + group[len(_PREFIX):]
            if dictionary.record_type(key) == "condition":
                out.setdefault(lang, []).append((key, group))
    return out


def _measures(ctx: Ctx) -> list[tuple[str, re.Pattern[str]]]:
    return [(key, cue_pattern(ctx.dictionary, group, ctx.lang))
            for key, group in _measure_groups(ctx.dictionary).get(ctx.lang, [])]


@lru_cache(maxsize=1024)
def _shaped(shape: str, words: str) -> re.Pattern[str]:
    """A shape around a measure list's words, compiled once: ``re.search`` of the formatted source found it in
    ``re``'s cache only after building and hashing the whole string again on every call."""
    return re.compile(shape.format(m=words), re.I)


def _found(ctx: Ctx, words: re.Pattern[str], text: str, other_condition: bool) -> re.Match[str] | None:
    m = words.pattern
    if ctx.lang == "ko":
        return _shaped(_KO_SHAPE, m).search(text)
    shapes = [_HAVE_EN, _HIGH_EN] + ([_TOO_EN] if other_condition else [])
    for shape in shapes:
        hit = _shaped(shape, m).search(text)
        if hit is not None and (shape is not _HIGH_EN or cues.rx(cues.CARE_ROLE_EN).search(text[:hit.start()])):
            return hit
    return None


def measured_condition(ctx: Ctx, seen: set[str]) -> list[Draft]:
    """A condition said by its measure word and "have" (``measure_condition.*`` lists), once per turn."""
    out: list[Draft] = []
    for key, words in _measures(ctx):
        if key in seen:
            continue
        for _sentence, parts in ctx.sentences:
            for clause in parts:
                sentence = ctx.sentence_of(clause.start)
                other = any(sentence.start <= m.start < sentence.end and m.term_key is not None
                            and ctx.record_type(m.term_key) == "condition" for m in ctx.matches)
                hit = _found(ctx, words, clause.text, other)
                if hit is None or re.search(r"\d", hit.group(0)):
                    continue
                s, e = clause.start + hit.start(), clause.start + hit.end()
                if is_negated(clause.text, hit.start(), hit.end(), ctx.lang):
                    continue
                seen.add(key)
                out.append(Draft("condition.measure_said", "condition", key, s, e, {"status": "active"},
                                 confidence=0.8))
                break
            if key in seen:
                break
    return out
