"""Symptoms said without a dictionary alias: a body part beside a pain or injury word ("my right knee has been
aching", "허리 삐끗"), a part a drug was taken for, and the core symptom words."""

from __future__ import annotations

import re

from pia_graph.ingest.cue_words import cue_pattern
from pia_graph.ingest.extract.body_parts import BODY_PAIN as _BODY_PAIN
from pia_graph.ingest.extract.body_parts import RATING as _RATING
from pia_graph.ingest.extract.context import Ctx, Draft
from pia_graph.ingest.extract.symptom_fields import symptom_draft
from pia_graph.ingest.extract.symptom_reasons import is_reason

# what may stand between an adjacent part and its pain word: an adverb of degree or manner
_ADJACENT_GAP = re.compile(r"\s*(?:(?:좀|너무|많이|살살|계속|자꾸|엄청|넘)\s*)?")
# Core symptom words, for when the dictionary lacks the alias.
_SYMPTOM_WORDS: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("symptom:fatigue", re.compile(r"\b(?:tired|exhausted|fatigue\w*|worn\s+out|no\s+energy)\b|피곤|피로", re.I)),
    ("symptom:dizziness", re.compile(r"\b(?:dizz\w*|lightheaded|light-headed)\b|어지러", re.I)),
    ("symptom:cough", re.compile(r"\bcough\w*\b|기침", re.I)),
    ("symptom:headache", re.compile(r"\bheadaches?\b|두통", re.I)),
    ("symptom:heartburn", re.compile(r"\b(?:heartburn|acid\s+reflux|reflux)\b|속이\s*쓰려|속쓰림", re.I)),
    ("symptom:nausea", re.compile(r"\b(?:nause\w*|queasy)\b|메스꺼|메스껍|메슥|울렁", re.I)),
    ("symptom:insomnia", re.compile(r"\b(?:insomnia|couldn't\s+(?:fall\s+)?(?:back\s+)?(?:a)?sleep"
                                    r"(?!\s+until)|can't\s+sleep)\b"
                                    # "잠이 너무 안와서", "잠을 통 못 자요": an adverb of degree before 안/못
                                    r"|잠(?:이|을|도)?\s*(?:(?:너무|잘|좀|통|진짜|도저히|전혀|계속|영|쉽게)\s*)?"
                                    r"(?:안\s*(?:와|오|옴)|못\s*(?:자|잤|잠|들))|불면", re.I)),
    ("symptom:fever", re.compile(r"\b(?:fever|feverish)\b|(?<![가-힣])열(?=(?:이|도|은|는)?\s*"
                                 r"(?:좀\s*|많이\s*|계속\s*|\d[\d.]*\s*도\S{0,2}\s*)?(?:나|났|있|없|올랐|오르|올라))"
                                 # "열이 38.4도예요", "열 39도에 목도": the fever word before a fever's reading
                                 r"|(?<![가-힣])열(?=(?:이|은|도|가)?\s*(?:3[89]|4[0-2]|10[0-7])(?:\.\d)?(?![\d.]))",
                                 re.I)),
    ("symptom:palpitations", re.compile(r"\bpalpitations?\b|두근", re.I)),
    ("symptom:shortness_of_breath", re.compile(r"\bshort(?:ness)?\s+of\s+breath\b"
                                               r"|숨(?:이|도)?\s*(?:(?:좀|많이|너무|자꾸|계속|금방)\s*)?"
                                               r"(?:차|찬|찼|가빠)", re.I)),
)


def fallback_symptoms(ctx: Ctx, base: int, text: str, seen: set[str], covered: list[tuple[int, int]]) -> list[Draft]:
    out: list[Draft] = []
    if re.search(r"\b(?:allerg\w*|makes?\s+my)\b|알레르기", text, re.I):
        return out
    # a pain word, or an injury told by its verb ("tweaked my back", "허리 삐끗"): the pain of the part
    # a pain rating said of the part is its pain too ("my throat is like 7/10", "오늘 무릎 7점")
    pains = sorted([*cue_pattern(ctx.dictionary, "pain_word", ctx.lang).finditer(text),
                    *cue_pattern(ctx.dictionary, "injury", ctx.lang).finditer(text),
                    *_RATING.finditer(text)], key=lambda p: p.start())
    candidates: list[tuple[str, int, int]] = []
    treated = _treated_part(ctx, base, text)
    if treated is not None:
        candidates.append(treated)
    elif pains:
        for key, rx, adjacent in _BODY_PAIN:
            hit = rx.search(text)
            if hit is None:
                continue
            near = [p for p in pains if p.start() >= hit.end() and _ADJACENT_GAP.fullmatch(text[hit.end():p.start()])] \
                if adjacent \
                else [p for p in pains[:1] if abs(hit.start() - p.start()) <= 40]  # the clause's first pain word
            if near:
                pain = near[0]
                candidates.append((key, base + min(hit.start(), pain.start()), base + max(hit.end(), pain.end())))
                break
    for key, rx in _SYMPTOM_WORDS:
        hit = rx.search(text)
        if hit:
            candidates.append((key, base + hit.start(), base + hit.end()))
    for key, s, e in candidates:
        if key in seen or (key not in ctx.dictionary.terms and ctx.dictionary.terms):
            continue
        if any(s < ce and e > cs for cs, ce in covered) or is_reason(ctx, s):
            continue
        if any(m.term_key and m.term_key != key and m.start <= s and e <= m.end and (m.start, m.end) != (s, e)
               for m in ctx.matches):
            continue  # a word inside a longer term of the dictionary is that term's ("hay fever": pollen)
        seen.add(key)
        covered.append((s, e))
        draft = symptom_draft(ctx, key, s, e)
        if treated is not None and (key, s, e) == treated:
            draft = Draft("symptom.treated_body_part", draft.type, draft.coordinate, s, e, draft.fields,
                          confidence=draft.confidence)
        out.append(draft)
    return out


# "took 2 aleve last night for my knee", "popped an advil for my back": a drug taken for a body part is taken
# for its pain
_FOR_PART = re.compile(r"\bfor\s+(?:my|the|this|a|that)\s+(?:\w+\s+)?$", re.I)


def _treated_part(ctx: Ctx, base: int, text: str) -> tuple[str, int, int] | None:
    if ctx.lang == "ko":
        return _ko_treated_part(ctx, base, text)
    if not any(m.term_key and m.term_key.startswith("drug:") and base <= m.start < base + len(text)
                                   for m in ctx.matches):
        return None
    for key, rx, _adjacent in _BODY_PAIN:
        hit = rx.search(text)
        if hit and _FOR_PART.search(text[:hit.start()]):
            return key, base + hit.start(), base + hit.end()
    return None


def _ko_treated_part(ctx: Ctx, base: int, text: str) -> tuple[str, int, int] | None:
    """ "무릎 땜에 탁센 한 알 먹음", "정형외과 다녀왔어요 무릎 때문에": a body part given as the reason (cue list
    ``reason_after``) for a drug taken or a visit in the same sentence is the pain of that part."""
    sentence = ctx.sentence_of(base)
    if not any(m.term_key and m.term_key.startswith(("drug:", "visit:")) and sentence.start <= m.start < sentence.end
               for m in ctx.matches):
        return None
    cause = cue_pattern(ctx.dictionary, "reason_after", ctx.lang)
    for key, rx, adjacent in _BODY_PAIN:
        hit = None if adjacent else rx.search(text)
        if hit is not None and cause.match(text[hit.end():].lstrip()):
            return key, base + hit.start(), base + hit.end()
    return None
