"""A switch from one drug to another, read from the drugs the dictionary found rather than from the words around
them: in a sentence that says a change (cue list ``drug_switch``), the drug marked as the one taken on (Korean: the
drug, its dose, then 으로/로; English: to, onto, for or with right before it) replaces the nearest other drug named
before it that the dictionary says does the same job (a drug class or an indication in common), which is stopped
("메트포르민 먹다가 자누비아로 바꿨어", "moved me off the amlodipine onto losartan"). A drug for another problem
named on the way is kept ("on metformin, and they switched me to crestor")."""

from __future__ import annotations

import re

from pia_graph.ingest.cue_words import cue_pattern
from pia_graph.ingest.extract.context import Ctx
from pia_graph.ontology import TermMatch

# a dose between the drug and its particle: "크레스토 10mg으로", "로사르탄 50으로"
_KO_TARGET_AFTER = re.compile(r"\s*(?:[\d.,]+\s*(?:[a-zA-Zµ]+|밀리그램|밀리|단위|정|알)?\s*)?(?:으로|로)(?![가-힣])")
_EN_TARGET_BEFORE = re.compile(r"\b(?:to|onto|for|with)\s+(?:(?:the|my|a|an)\s+)?$", re.IGNORECASE)


def roles(ctx: Ctx, drugs: list[TermMatch]) -> tuple[set[int], set[int]]:
    """The starts of the drugs stopped by a switch and of the drugs taken on by one."""
    stopped: set[int] = set()
    taken_on: set[int] = set()
    change = cue_pattern(ctx.dictionary, "drug_switch", ctx.lang)
    ordered = sorted(drugs, key=lambda m: m.start)
    for m in ordered:
        sentence = ctx.sentence_of(m.start)
        if not change.search(sentence.text) or not _is_target(ctx, m, sentence.start):
            continue
        before = [o for o in ordered if sentence.start <= o.start and o.end <= m.start
                  and o.term_key != m.term_key and not _is_target(ctx, o, sentence.start)
                  and _same_job(ctx, o.term_key, m.term_key)]
        if not before:
            continue
        taken_on.add(m.start)
        stopped.add(before[-1].start)
    return stopped, taken_on


def _is_target(ctx: Ctx, m: TermMatch, sentence_start: int) -> bool:
    if ctx.lang == "ko":
        return _KO_TARGET_AFTER.match(ctx.text, m.end) is not None
    return _EN_TARGET_BEFORE.search(ctx.text[max(sentence_start, m.start - 20):m.start]) is not None


def _same_job(ctx: Ctx, a: str | None, b: str | None) -> bool:
    """ "on metformin, and the doc switched me to crestor": a drug for another problem is kept, not replaced."""
    ta, tb = ctx.dictionary.terms.get(a or ""), ctx.dictionary.terms.get(b or "")
    if ta is None or tb is None:
        return False
    if ta.drug_class is not None and ta.drug_class == tb.drug_class:
        return True
    return bool(set(ta.indications) & set(tb.indications))
