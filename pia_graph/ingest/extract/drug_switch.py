"""A switch from one drug to another, read from the drugs the dictionary found rather than from the words around
them: in a sentence that says a change (cue list ``drug_switch``), the drug marked as the one taken on (Korean: the
drug, its dose, then 으로/로; English: to, onto, for or with right before it) replaces the drug it is switched from,
which is stopped ("메트포르민 먹다가 자누비아로 바꿨어", "moved me off the amlodipine onto losartan").

The drug switched from is the one marked as left (cue list ``drug_switch_from``: English "from", or the change verb
itself right before the drug, "swapped my lisinopril for …"; Korean 에서, 끊고, 먹다가 or 대신 right after the drug and
its dose), whatever it treats; unmarked, it is the nearest other drug named before the one taken on that the
dictionary says does the same job (a drug class or an indication in common), so a drug for another problem named on
the way is kept ("on metformin, and they switched me to crestor")."""

from __future__ import annotations

import re
from functools import lru_cache

from pia_graph.ingest.cue_words import cue_pattern
from pia_graph.ingest.extract.context import Ctx
from pia_graph.ontology import TermMatch

# a dose between the drug and its particle: "크레스토 10mg으로", "로사르탄 50으로"
_KO_DOSE = r"\s*(?:[\d.,]+\s*(?:[a-zA-Zµ]+|밀리그램|밀리|단위|정|알)?\s*)?"
_KO_TARGET_AFTER = re.compile(_KO_DOSE + r"(?:으로|로)(?![가-힣])")
_EN_ONTO = r"\b(?:to|onto|for|with)"  # the English words before a drug taken on
_EN_TAKEN_ON = re.compile(_EN_ONTO + r"\b", re.IGNORECASE)
_EN_TARGET_BEFORE = re.compile(_EN_ONTO + r"\s+(?:(?:the|my|a|an)\s+)?$", re.IGNORECASE)
# "리피토에서 크레스토 5mg으로": one drug then 에서 right before the other says the change with no verb after it
_KO_FROM = re.compile(r"\s*에서\s*$")
# what may stand between a source cue and the drug (English: "from my", "swapped me over from the", "swap out the")
_EN_FILLER = r"(?:\s+(?:me|my|the|a|an|out|over))*\s+$"
# what may stand between the drug and a Korean source cue: a dose, then an object or topic particle
_KO_FILLER = re.compile(_KO_DOSE + r"(?:을|를|은|는)?\s*")


def roles(ctx: Ctx, drugs: list[TermMatch]) -> tuple[set[int], set[int]]:
    """The starts of the drugs stopped by a switch and of the drugs taken on by one."""
    stopped: set[int] = set()
    taken_on: set[int] = set()
    change = cue_pattern(ctx.dictionary, "drug_switch", ctx.lang)
    ordered = sorted(drugs, key=lambda m: m.start)
    for m in ordered:
        sentence = ctx.sentence_of(m.start)
        if not change.search(sentence.text) and not _from_to(ctx, m, ordered, sentence.start):
            continue
        if _is_source(ctx, m, sentence.start) and _taken_on_after(ctx, m, sentence.end):
            stopped.add(m.start)  # "메트포르민에서 자누메트로 바꿨어": left, whether the new one is found or not
        if not _is_target(ctx, m, sentence.start):
            continue
        before = [o for o in ordered if sentence.start <= o.start and o.end <= m.start
                  and o.term_key != m.term_key and not _is_target(ctx, o, sentence.start)]
        left = [o for o in before if _is_source(ctx, o, sentence.start)] \
            or [o for o in before if _same_job(ctx, o.term_key, m.term_key)]
        if not left:
            continue
        taken_on.add(m.start)
        stopped.add(left[-1].start)
    return stopped, taken_on


def _is_target(ctx: Ctx, m: TermMatch, sentence_start: int) -> bool:
    if ctx.lang == "ko":
        return _KO_TARGET_AFTER.match(ctx.text, m.end) is not None
    head = ctx.text[max(sentence_start, m.start - 30):m.start]
    if _EN_TARGET_BEFORE.search(head[-20:]) is not None:
        return True
    # the passive: "lisinopril 10 replaced by losartan 50", "my amlodipine got switched out by the doc for …" is "for"
    return _passive_by(cue_pattern(ctx.dictionary, "drug_switch", "en").pattern).search(head) is not None


@lru_cache(maxsize=8)
def _passive_by(change: str) -> re.Pattern[str]:
    """A change cue then "by" right before a drug: the drug taken on, said in the passive."""
    return re.compile(rf"(?:{change})\s+by{_EN_FILLER}", re.IGNORECASE)


def _from_to(ctx: Ctx, m: TermMatch, ordered: list[TermMatch], sentence_start: int) -> bool:
    """ "고지혈증약 바꿨어 리피토에서 크레스토 5mg으로": a drug, 에서, then the drug taken on."""
    return ctx.lang == "ko" and _is_target(ctx, m, sentence_start) and any(
        sentence_start <= o.start and o.end <= m.start and _KO_FROM.match(ctx.text[o.end:m.start]) is not None
        for o in ordered)


def _taken_on_after(ctx: Ctx, m: TermMatch, sentence_end: int) -> bool:
    """Something is marked as taken on after the drug: a Korean change cue (all open on 으로/로), an English
    to/onto/for/with."""
    after = ctx.text[m.end:sentence_end]
    if ctx.lang == "ko":
        return cue_pattern(ctx.dictionary, "drug_switch", "ko").search(after) is not None
    return _EN_TAKEN_ON.search(after) is not None


def _is_source(ctx: Ctx, m: TermMatch, sentence_start: int) -> bool:
    """The drug marked as the one switched from: "from (my) X", "swapped my X", "X에서", "X 50mg 끊고"."""
    cue = cue_pattern(ctx.dictionary, "drug_switch_from", ctx.lang)
    if ctx.lang == "ko":
        gap = _KO_FILLER.match(ctx.text, m.end)
        return cue.match(ctx.text, gap.end() if gap is not None else m.end) is not None
    head = ctx.text[max(sentence_start, m.start - 30):m.start]
    return re.search(rf"(?:{cue.pattern}){_EN_FILLER}", head, re.IGNORECASE) is not None


def _same_job(ctx: Ctx, a: str | None, b: str | None) -> bool:
    """ "on metformin, and the doc switched me to crestor": a drug for another problem is kept, not replaced."""
    ta, tb = ctx.dictionary.terms.get(a or ""), ctx.dictionary.terms.get(b or "")
    if ta is None or tb is None:
        return False
    if ta.drug_class is not None and ta.drug_class == tb.drug_class:
        return True
    return bool(set(ta.indications) & set(tb.indications))
