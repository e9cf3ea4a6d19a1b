"""A symptom or condition that is not a record of its own: the reason a drug was stopped or changed ("took me
off lisinopril because of the cough"), or what a drug is taken for (its indication)."""

from __future__ import annotations

import re

from pia_graph.ingest.cue_words import cue_pattern
from pia_graph.ingest.extract.context import Ctx
from pia_graph.ontology import TermMatch

_REASON_BEFORE = re.compile(r"(?:because\s+of|due\s+to|bc\s+of|turned\s+out\s+to\s+be|side\s+effects?\s+(?:like|of))"
                            r"\s+(?:the\s+|my\s+|a\s+)?$", re.IGNORECASE)
# a drug stopped, switched or its dose lowered ("500으로 줄였어요 설사 때문에", as English "reduced", "cut back")
_STOPPED_KO = re.compile(r"끊|중단|바꿨|바꾸|그만|줄였|줄이|낮췄|낮추")
# "switched me to losartan because of the dry cough": with a drug stopped or changed in the sentence, the
# reason may carry an adjective before the symptom
_REASON_BEFORE_ADJ = re.compile(r"(?:because\s+of|due\s+to|bc\s+of)\s+(?:the\s+|my\s+|a\s+|this\s+|that\s+)?"
                                r"[a-z]+\s+$", re.IGNORECASE)
_CHANGED_EN = re.compile(r"\b(?:switch\w*|swapp?\w*|stop\w*|quit\w*|moved\s+me|"
                         r"(?:took|taken|came|come)\s+(?:me\s+)?off|chang\w*|halved|lowered|"
                         r"reduced|cut\s+(?:back|down)|dropped)\b", re.IGNORECASE)
# between a causing cue ("made me", cue list ``reason_caused``) and the symptom: at most one word ("too drowsy",
# "leg cramps")
_CAUSED_GAP = re.compile(r"\s+(?:[a-z]+\s+)?", re.IGNORECASE)
_INDICATION_BEFORE = re.compile(r"\bfor\s+(?:my|a|an|the|his|her)\s+$", re.IGNORECASE)
_OWN_BEFORE = re.compile(r"\bfor\s+my\s+$", re.IGNORECASE)
_FOR_BEFORE = re.compile(r"\bfor\s+(?:(?:my|a|an|the|this|his|her)\s+)?$", re.IGNORECASE)
# a drug given for a set number of days: "a 10 day course", "5 day pred burst", "for 5 days", "x7d", "5일치",
# "a 10-day supply" (two weeks at most: "a 30 day supply of lisinopril" is a refill)
_FINITE_COURSE = re.compile(r"\b(?:course|burst)\b|\b(?:[1-9]|1[0-4])[-\s]?days?\s+(?:supply|worth)\b"
                            r"|\bfor\s+\d+\s*(?:days?|d)\b|\bx\s*\d+\s*d(?:ays?)?\b"
                            r"|\d+\s*일\s*(?:간|치|분)", re.IGNORECASE)


def is_indication(ctx: Ctx, key: str, m: TermMatch) -> bool:
    """What a drug is taken for is not a record of its own: a condition after "for my/the" beside a drug,
    and anything after "for" when the drug is a short course ("amoxicillin 500mg for strep, 10 day course",
    "prednisolone 40mg for 5 days for the asthma flare"): an acute problem treated, not a standing diagnosis."""
    if not _names_a_drug(ctx):
        return False
    before = ctx.text[max(0, m.start - 12):m.start]
    if ctx.record_type(key) == "condition" and _INDICATION_BEFORE.search(before):
        # "sertraline 50 mg for my depression", "on allopurinol for my gout": a drug taken with no end for the
        # user's own condition says the user has it; a course ("for my sinus infection, 10 days") treats an
        # acute problem
        return not (_OWN_BEFORE.search(before) and not _FINITE_COURSE.search(ctx.sentence_of(m.start).text))
    return _FOR_BEFORE.search(before) is not None and _FINITE_COURSE.search(ctx.sentence_of(m.start).text) is not None


def is_reason(ctx: Ctx, start: int) -> bool:
    """ "took me off lisinopril because of the cough": a reason given, not a new episode."""
    if _REASON_BEFORE.search(ctx.text[max(0, start - 40):start]):
        return True
    if _REASON_BEFORE_ADJ.search(ctx.text[max(0, start - 40):start]) \
            and _CHANGED_EN.search(ctx.sentence_of(start).text):
        return _names_a_drug(ctx)
    if ctx.lang != "ko":
        return _caused_by_drug_changed(ctx, start)
    end = next((m.end for m in ctx.matches if m.start == start), start)
    # "설사 때문에 끊었어": Korean gives the reason after the word (cue list ``reason_after``)
    reason = cue_pattern(ctx.dictionary, "reason_after", "ko")
    if not re.match(rf"\s*(?:이|가)?\s*(?:{reason.pattern})", ctx.text[end:]):
        return False
    # "두통 때문에 이부프로펜 두 알 먹음": a dose taken for it is today's episode treated, not a reason to stop;
    # "불면증 땜에 스틸녹스 10mg 먹고 있어요": a drug taken for it says the user has it. Only a drug stopped or
    # changed for it ("설사 때문에 끊었어") makes it a reason alone.
    clause = ctx.clause_of(start).text
    if not _STOPPED_KO.search(clause):
        return False
    # "통풍때문에 알로푸리놀 먹다가 끊었어요": a disease the named drug is indicated for is what the drug treated,
    # the user's own condition, not a reason to stop (the dictionary's indications decide, not a word list)
    return _names_a_drug(ctx) and not _treated_by_named_drug(ctx, start)


def _caused_by_drug_changed(ctx: Ctx, start: int) -> bool:
    """ "I stopped the cetirizine, made me too drowsy", "losartan makes me cough so they switched me": a symptom a
    drug is said to cause (cue list ``reason_caused``) in a sentence that stops or switches a drug is the reason."""
    window_start = max(0, start - 40)
    last = None
    for m in cue_pattern(ctx.dictionary, "reason_caused", "en").finditer(ctx.text, window_start, start):
        last = m
    if last is None or _CAUSED_GAP.fullmatch(ctx.text, last.end(), start) is None:
        return False
    return _CHANGED_EN.search(ctx.sentence_of(start).text) is not None and _names_a_drug(ctx)


def _treated_by_named_drug(ctx: Ctx, start: int) -> bool:
    term = next((m for m in ctx.matches if m.start == start), None)
    if term is None or term.term_key is None or ctx.record_type(term.term_key) != "condition":
        return False
    for m in ctx.matches:
        drug = ctx.dictionary.terms.get(m.term_key) if m.term_key and m.term_key.startswith("drug:") else None
        if drug is not None and term.term_key in (drug.indications or ()):
            return True
    return False


def _names_a_drug(ctx: Ctx) -> bool:
    return any(t.term_key is not None and t.term_key.startswith("drug:") for t in ctx.matches)
