"""Symptoms (severity, negation, active/resolved, onset) and conditions (status, diagnosis time)."""

from __future__ import annotations

import re
from typing import Any

from pia_graph.ingest.cue_words import cue_pattern
from pia_graph.ingest.extract.condition_forms import kidney_stage, symptom_sibling
from pia_graph.ingest.extract.context import Ctx, Draft
from pia_graph.ingest.extract.numbers import Quantity
from pia_graph.ingest.negation import is_negated, is_resolved
from pia_graph.ontology import TermMatch

# Body part + pain word (cue list ``pain_word``) composed in a clause ("my right knee has been aching", "허리 아픈거")
# when no alias covers it. A part that is also a common short word (배 belly/boat/pear, 목 throat/neck/Thursday)
# counts only with the pain word right after it ("배아파서", "목이 붓고"): the flag ``adjacent``.
_BODY_PAIN: tuple[tuple[str, re.Pattern[str], bool], ...] = (
    ("symptom:knee_pain", re.compile(r"\bknees?\b|무릎", re.I), False),
    ("symptom:back_pain", re.compile(r"\b(?:lower\s+)?back\b|허리", re.I), False),
    ("symptom:chest_pain", re.compile(r"\bchest\b|가슴", re.I), False),
    ("symptom:abdominal_pain", re.compile(r"\b(?:stomach|belly|abdomen|abdominal|tummy)\b|배가|복통|아랫배|윗배", re.I),
     False),
    ("symptom:abdominal_pain", re.compile(r"(?<![가-힣])배(?:도|는|만)?"), True),
    ("symptom:headache", re.compile(r"\bhead\b|머리", re.I), False),
    ("symptom:muscle_pain", re.compile(r"\bmuscles?\b|근육|온몸|삭신", re.I), False),
    ("symptom:sore_throat", re.compile(r"\bthroat\b", re.I), False),
    ("symptom:sore_throat", re.compile(r"(?<![가-힣])목(?:이|도|은|가|만)?"), True),
    ("symptom:ankle_pain", re.compile(r"\bankles?\b|발목", re.I), False),
    ("symptom:wrist_pain", re.compile(r"\bwrists?\b|손목", re.I), False),
    ("symptom:shoulder_pain", re.compile(r"\bshoulders?\b|어깨", re.I), False),
    ("symptom:neck_pain", re.compile(r"\bneck\b", re.I), False),
    ("symptom:hip_pain", re.compile(r"\bhips?\b|고관절", re.I), False),
    ("symptom:elbow_pain", re.compile(r"\belbows?\b|팔꿈치", re.I), False),
)
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
                                    r"|잠을\s*(?:통\s*)?못\s*자|불면", re.I)),
    ("symptom:fever", re.compile(r"\b(?:fever|feverish)\b|(?<![가-힣])열(?=(?:이|도|은|는)?\s*"
                                 r"(?:좀\s*|많이\s*|계속\s*|\d[\d.]*\s*도\S{0,2}\s*)?(?:나|났|있|없|올랐|오르))",
                                 re.I)),
    ("symptom:palpitations", re.compile(r"\bpalpitations?\b|두근", re.I)),
    ("symptom:shortness_of_breath", re.compile(r"\bshort(?:ness)?\s+of\s+breath\b"
                                               r"|숨(?:이|도)?\s*(?:(?:좀|많이|너무|자꾸|계속|금방)\s*)?"
                                               r"(?:차|찬|찼|가빠)", re.I)),
)
_EPISODE = re.compile(r"\b(?:today|hit|again|this\s+morning|tonight|yesterday|last\s+night|\d+\s*/\s*10|since"
                      r"|now|flare)\b|오늘|어제|또", re.I)
_DIAGNOSED = re.compile(r"\bdiagnos\w*|진단", re.I)
_FREE_OF = re.compile(r"\s*-?\s*free\b", re.I)
_SEVERITY_WORDS = {"mild": 3.0, "moderate": 5.0, "bad": 6.0, "severe": 8.0, "terrible": 8.0, "awful": 8.0,
                   "killing": 8.0, "pounding": 7.0, "brutal": 8.0}


def _pick(ctx: Ctx, m: TermMatch, prefer: str) -> str | None:
    if m.term_key is not None:
        return m.term_key
    cands = [c for c in m.candidates if ctx.record_type(c) == prefer]
    return cands[0] if cands else None


_SEVERITY_CUE = re.compile(
    r"(?:\b(?:severity|intensity|pain\s+level|pain\s+is\s+(?:at\s+)?(?:a|an)?|level)|강도|세기|통증은?)"
    r"\s*(?:는|은|가|이|is|was|of|at|:|about|around|like|maybe)?\s*(?:about|around|like|a|an)?\s*$",
    re.IGNORECASE,
)


def _severity(ctx: Ctx, start: int, end: int) -> float | None:
    for q in ctx.quantities_in(start, end):
        if q.kind == "score" and ctx.free(q):
            ctx.take(q)
            return q.value
        # "강도는 5 정도", "severity about 6": a bare number right after a severity word
        if q.kind == "number" and q.unit is None and 0 <= q.value <= 10 and ctx.free(q) \
                and (_SEVERITY_CUE.search(ctx.text[max(start, q.start - 25):q.start]) or _rated(ctx, q, end)):
            ctx.take(q)
            return q.value
    return None


def _rated(ctx: Ctx, q: Quantity, end: int) -> bool:
    """A whole number with the dictionary's ``rating`` hedge beside it ("like a 5", "maybe a 3", "7정도") that
    ends its clause: a severity said in passing. English puts the hedge before the number, Korean after."""
    if q.value != int(q.value):
        return False
    cues = cue_pattern(ctx.dictionary, "rating", ctx.lang)
    if ctx.lang == "ko":
        after = re.match(rf"\s*(?:{cues.pattern})", ctx.text[q.end:end], re.I)
        return after is not None and not ctx.text[q.end + after.end():end].strip(" .!~ㅠㅜ?")
    before = ctx.text[max(0, q.start - 20):q.start]
    return re.search(rf"(?:{cues.pattern})\s*$", before, re.I) is not None \
        and not ctx.text[q.end:end].strip(" .!~?,")


# "설사 때문에 끊었어": Korean gives the reason after the word
_REASON_AFTER_KO = re.compile(r"^\s*(?:이|가)?\s*(?:때문에|땜에|때문이|때매|로\s*인해|탓에)")
_REASON_BEFORE = re.compile(r"(?:because\s+of|due\s+to|bc\s+of|turned\s+out\s+to\s+be|side\s+effects?\s+(?:like|of))"
                            r"\s+(?:the\s+|my\s+|a\s+)?$", re.IGNORECASE)
_STOPPED_KO = re.compile(r"끊|중단|바꿨|바꾸|그만")
# "switched me to losartan because of the dry cough": with a drug stopped or changed in the sentence, the
# reason may carry an adjective before the symptom
_REASON_BEFORE_ADJ = re.compile(r"(?:because\s+of|due\s+to|bc\s+of)\s+(?:the\s+|my\s+|a\s+|this\s+|that\s+)?"
                                r"[a-z]+\s+$", re.IGNORECASE)
_CHANGED_EN = re.compile(r"\b(?:switch\w*|swapp?\w*|stop\w*|moved\s+me|(?:took|taken|came|come)\s+(?:me\s+)?off|"
                         r"chang\w*|halved|lowered|"
                         r"reduced|cut\s+(?:back|down)|dropped)\b", re.IGNORECASE)
_INDICATION_BEFORE = re.compile(r"\bfor\s+(?:my|a|an|the|his|her)\s+$", re.IGNORECASE)
_FOR_BEFORE = re.compile(r"\bfor\s+(?:(?:my|a|an|the|this|his|her)\s+)?$", re.IGNORECASE)
# a drug given for a set number of days: "a 10 day course", "5 day pred burst", "for 5 days", "x7d", "5일치"
_FINITE_COURSE = re.compile(r"\b(?:course|burst)\b|\bfor\s+\d+\s*(?:days?|d)\b|\bx\s*\d+\s*d(?:ays?)?\b"
                            r"|\d+\s*일\s*(?:간|치|분)", re.IGNORECASE)


def _indication(ctx: Ctx, key: str, m: TermMatch) -> bool:
    """What a drug is taken for is not a record of its own: a condition after "for my/the" beside a drug,
    and anything after "for" when the drug is a short course ("amoxicillin 500mg for strep, 10 day course",
    "prednisolone 40mg for 5 days for the asthma flare"): an acute problem treated, not a standing diagnosis."""
    if not any(t.term_key and t.term_key.startswith("drug:") for t in ctx.matches):
        return False
    before = ctx.text[max(0, m.start - 12):m.start]
    if ctx.record_type(key) == "condition" and _INDICATION_BEFORE.search(before):
        return True
    return _FOR_BEFORE.search(before) is not None and _FINITE_COURSE.search(ctx.sentence_of(m.start).text) is not None


def is_reason(ctx: Ctx, start: int) -> bool:
    """ "took me off lisinopril because of the cough": a reason given, not a new episode."""
    if _REASON_BEFORE.search(ctx.text[max(0, start - 40):start]):
        return True
    if _REASON_BEFORE_ADJ.search(ctx.text[max(0, start - 40):start]) \
            and _CHANGED_EN.search(ctx.sentence_of(start).text):
        return any(t.term_key and t.term_key.startswith("drug:") for t in ctx.matches)
    if ctx.lang != "ko":
        return False
    end = next((m.end for m in ctx.matches if m.start == start), start)
    if not _REASON_AFTER_KO.match(ctx.text[end:]):
        return False
    # "두통 때문에 이부프로펜 두 알 먹음": a dose taken for it is today's episode treated, not a reason to stop;
    # "불면증 땜에 스틸녹스 10mg 먹고 있어요": a drug taken for it says the user has it. Only a drug stopped or
    # changed for it ("설사 때문에 끊었어") makes it a reason alone.
    clause = ctx.clause_of(start).text
    if not _STOPPED_KO.search(clause):
        return False
    return any(t.term_key and t.term_key.startswith("drug:") for t in ctx.matches)


def _symptom(ctx: Ctx, key: str, s: int, e: int) -> Draft:
    clause = ctx.clause_of(s)
    fields: dict[str, Any] = {}
    neg = is_negated(clause.text, s - clause.start, e - clause.start, ctx.lang)
    fields["negated"] = neg
    fields["status"] = "resolved" if _said_over(ctx, s) or _resolved_after(ctx, s) else "active"
    sev = None if neg else (_severity(ctx, clause.start, clause.end) or _severity(ctx, *_sentence_bounds(ctx, s))
                            or _severity(ctx, *_next_rating(ctx, s)))
    if sev is not None:
        fields["value"] = sev
    elif not neg:
        word = re.search(r"\b({})\b".format("|".join(_SEVERITY_WORDS)), clause.text, re.I)
        if word:
            fields["value_as_said"] = word.group(1)
    side = re.search(r"\b(left|right)\b", clause.text, re.I)
    if side:
        fields["body_site"] = side.group(1).lower()
    return Draft("symptom.term", "symptom", key, s, e, fields, confidence=0.9)


def _said_over(ctx: Ctx, pos: int) -> bool:
    """The clause says the symptom is over: the analysed utterance's attribute, decided once."""
    said = ctx.utterance.clause_at(pos) if ctx.utterance is not None else None
    return said.resolved if said is not None else is_resolved(ctx.clause_of(pos).text, ctx.lang)


def _resolved_after(ctx: Ctx, pos: int) -> bool:
    """ "ER friday night with palpitations. all fine now": a short last sentence saying it is over."""
    here = ctx.sentence_of(pos)
    later = [s for s, _parts in ctx.sentences if s.start >= here.end]
    if len(later) == 1 and len(later[0].text) <= 30 and is_resolved(later[0].text, ctx.lang):
        return True
    # "woke up with my chest hurting, gone by 6": the next clause of the sentence says it is over, naming
    # nothing of its own
    clause = ctx.clause_of(pos)
    nxt = next((c for c in ctx.clauses_in(here) if c.start >= clause.end), None)
    return nxt is not None and is_resolved(nxt.text, ctx.lang) \
        and not any(nxt.start <= m.start < nxt.end and m.term_key
                    and ctx.record_type(m.term_key) in ("symptom", "condition") for m in ctx.matches)


def _next_rating(ctx: Ctx, pos: int) -> tuple[int, int]:
    """The next sentence when it is only a rating ("두통이 계속이에요. 7점 정도?"); else an empty span."""
    here = ctx.sentence_of(pos)
    for sentence, _parts in ctx.sentences:
        if sentence.start >= here.end:
            if _RATING_ONLY.match(sentence.text):
                return sentence.start, sentence.end
            break
    return 0, 0


_RATING_ONLY = re.compile(r"^\s*(?:(?:like|maybe|about|around|i'd\s+say|a|an|한)\s*)?\d{1,2}(?:\.\d)?\s*"
                          r"(?:/\s*10|out\s+of\s+10"
                          r"|점)\s*(?:정도|쯤)?\s*[.!?~ㅠㅜ]*\s*$", re.I)


def _sentence_bounds(ctx: Ctx, pos: int) -> tuple[int, int]:
    s = ctx.sentence_of(pos)
    return s.start, s.end


def extract(ctx: Ctx) -> list[Draft]:
    out: list[Draft] = []
    seen: set[str] = set()
    covered: list[tuple[int, int]] = []
    for m in ctx.matches:
        if m.start in ctx.used_matches:
            continue
        types = {ctx.record_type(m.term_key)} if m.term_key else {ctx.record_type(c) for c in m.candidates}
        if not types & {"symptom", "condition"}:
            continue
        clause = ctx.clause_of(m.start)
        if m.term_key is None and {"symptom", "condition"} <= types:
            # "fever broke overnight": an episode said to be over is a symptom's
            prefer = "symptom" if _EPISODE.search(clause.text) or _HISTORY.search(ctx.sentence_of(m.start).text) \
                or is_resolved(clause.text, ctx.lang) else "condition"
        else:
            prefer = "symptom" if "symptom" in types else "condition"
        key = _pick(ctx, m, prefer)
        if key is None or key in seen or is_reason(ctx, m.start) or _FREE_OF.match(ctx.text, m.end):
            continue  # "first pain-free day": no pain
        if _indication(ctx, key, m):
            continue
        sibling = symptom_sibling(ctx, key)
        if sibling is not None and _episode_now(ctx, m.start):
            key = sibling  # "migraine with aura yesterday afternoon, 8/10", "불면증 도졌나": today's episode
        seen.add(key)
        ctx.used_matches.add(m.start)
        covered.append((m.start, m.end))
        if ctx.record_type(key) == "symptom":
            chronic = _chronic_condition(ctx, key, m)
            if chronic is not None:
                out.append(chronic)
                seen.add(chronic.coordinate)
                if not _EPISODE.search(_HISTORY.sub(" ", ctx.sentence_of(m.start).text)):
                    again = _episode_after(ctx, m.start)
                    if again is not None:  # "... since my teens. got one today, 8/10"
                        out.append(_symptom(ctx, key, *again))
                    continue  # "I've had migraines since my teens": the condition, no episode today
            out.append(_symptom(ctx, key, m.start, m.end))
        else:
            out.append(_condition(ctx, key, m))
            again = _episode_after(ctx, m.start) if sibling is not None else None
            if again is not None and sibling is not None and sibling not in seen:
                # "편두통 2015년에 진단받음. 오늘 또 왔어요 8/10": the diagnosis, then today's episode
                seen.add(sibling)
                out.append(_symptom(ctx, sibling, *again))
    for _sentence, parts in ctx.sentences:
        for clause in parts:
            out += _fallback_symptoms(ctx, clause.start, clause.text, seen, covered)
    out += kidney_stage(ctx, seen)
    if any(d.type == "symptom" and d.coordinate.endswith("_pain") for d in out):
        # "허리 삐끗했어 … 통증 6": the bare pain word rates the pain of the part, no general pain of its own
        out = [d for d in out if d.coordinate != _GENERIC_PAIN]
    return out


_GENERIC_PAIN = "condition:pain"


# a time or a rating that makes a word today's episode, not the standing condition: "yesterday afternoon, 8/10",
# "flared up again", "오늘 또", "도졌"
_EPISODE_NOW = re.compile(r"\b(?:today|tonight|yesterday|last\s+night|this\s+(?:morning|afternoon|evening)|again"
                          r"|flar\w*\s+up|\d+\s*/\s*10)\b|오늘|어제|어젯밤|(?<![가-힣])또|도졌|도진|\d+\s*점", re.I)


def _episode_now(ctx: Ctx, pos: int) -> bool:
    """The sentence tells an episode (a time of day, a rating, a flare) and no diagnosis or long history."""
    sentence = ctx.sentence_of(pos).text
    return _EPISODE_NOW.search(sentence) is not None and not _DIAGNOSED.search(sentence) \
        and not _HISTORY.search(sentence) and not _HAD_KO.search(ctx.clause_of(pos).text)


# "역류성식도염 있었는데 또 그런가": the condition had before, asked about again
_HAD_KO = re.compile(r"있었|앓았")


def _fallback_symptoms(ctx: Ctx, base: int, text: str, seen: set[str], covered: list[tuple[int, int]]) -> list[Draft]:
    out: list[Draft] = []
    if re.search(r"\b(?:allerg\w*|makes?\s+my)\b|알레르기", text, re.I):
        return out
    # a pain word, or an injury told by its verb ("tweaked my back", "허리 삐끗"): the pain of the part
    pains = sorted([*cue_pattern(ctx.dictionary, "pain_word", ctx.lang).finditer(text),
                    *cue_pattern(ctx.dictionary, "injury", ctx.lang).finditer(text)], key=lambda p: p.start())
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
        seen.add(key)
        covered.append((s, e))
        draft = _symptom(ctx, key, s, e)
        if treated is not None and (key, s, e) == treated:
            draft = Draft("symptom.treated_body_part", draft.type, draft.coordinate, s, e, draft.fields,
                          confidence=draft.confidence)
        out.append(draft)
    return out


# "took 2 aleve last night for my knee", "popped an advil for my back": a drug taken for a body part is taken
# for its pain
_FOR_PART = re.compile(r"\bfor\s+(?:my|the|this|a|that)\s+(?:\w+\s+)?$", re.I)


def _treated_part(ctx: Ctx, base: int, text: str) -> tuple[str, int, int] | None:
    if ctx.lang != "en" or not any(m.term_key and m.term_key.startswith("drug:") and base <= m.start < base + len(text)
                                   for m in ctx.matches):
        return None
    for key, rx, _adjacent in _BODY_PAIN:
        hit = rx.search(text)
        if hit and _FOR_PART.search(text[:hit.start()]):
            return key, base + hit.start(), base + hit.end()
    return None


# "since my teens", "for years", "I get migraines", "10대 때부터", "몇 년째": said as a long-standing condition
_HISTORY = re.compile(
    r"\b(?:since\s+(?:i\s+was\s+(?:a\s+)?(?:kid|child|teen\w*|young|little|\d+)|my\s+(?:teens|twenties|thirties|20s|30s"
    r"|childhood|early\s+\w+)|childhood|high\s+school|college|forever|puberty)|for\s+(?:years|decades|ages|most\s+of\s+my"
    r"\s+life|as\s+long\s+as\s+i\s+can\s+remember)|(?:all|most\s+of)\s+my\s+life|my\s+whole\s+life|chronic"
    r"|(?:i've|ive|i\s+have)\s+always\s+(?:had|gotten|suffered)|(?:i\s+)?(?:suffer|suffered)\s+from|prone\s+to"
    r"|history\s+of|i\s+(?:always\s+)?get\s+(?=\w+s\b))"
    r"|(?:\d+\s*대|어릴|어렸을|학생|오래\s*전|옛날|몇\s*년|수년|평생)\s*(?:적|때|동안)?\s*(?:부터|째|전부터)|달고\s*살|지병|고질",
    re.IGNORECASE,
)


_ONE_AGAIN = re.compile(r"\b(?:got|had|have|having|get|getting)\s+(?:one|another(?:\s+one)?|a\s+(?:bad|big|nasty|mild)"
                        r"\s+one)\b|(?<![가-힣])또\s*(?:왔|생겼|시작|도졌)", re.IGNORECASE)


def _episode_after(ctx: Ctx, pos: int) -> tuple[int, int] | None:
    """The next sentence naming today's episode of the condition by "one" ("got one today")."""
    here = ctx.sentence_of(pos)
    for sentence, _parts in ctx.sentences:
        if sentence.start >= here.end:
            hit = _ONE_AGAIN.search(sentence.text)
            if hit is None or not _EPISODE.search(sentence.text):
                return None
            return sentence.start + hit.start(), sentence.start + hit.end()
    return None


def _chronic_condition(ctx: Ctx, key: str, m: TermMatch) -> Draft | None:
    """ "I've had migraines since my teens, got one today": the condition as well as today's episode."""
    condition = "condition:" + key.split(":", 1)[1]
    if ctx.record_type(condition) != "condition" or not _HISTORY.search(ctx.sentence_of(m.start).text):
        return None
    clause = ctx.clause_of(m.start)
    if is_negated(clause.text, m.start - clause.start, m.end - clause.start, ctx.lang):
        return None
    return Draft("condition.chronic_episode", "condition", condition, m.start, m.end, {"status": "active"}, time="none",
                 confidence=0.85)


# "어릴때 천식 있었는데 지금은 괜찮아요", "had eczema as a kid, fine now": had once, over now (``now_fine``)
_HAD_ONCE = re.compile(r"\b(?:had|used\s+to\s+have|as\s+a\s+(?:kid|child|teen)|growing\s+up|when\s+i\s+was)\b"
                       r"|있었|앓았|어릴\s*(?:때|적)|어렸을\s*때", re.I)


def _had_once(ctx: Ctx, clause: str, sentence: str) -> bool:
    return bool(_HAD_ONCE.search(clause)) and bool(cue_pattern(ctx.dictionary, "now_fine", ctx.lang).search(sentence))


def _condition(ctx: Ctx, key: str, m: TermMatch) -> Draft:
    clause = ctx.clause_of(m.start)
    sentence = ctx.sentence_of(m.start)
    fields: dict[str, Any] = {}
    neg = is_negated(clause.text, m.start - clause.start, m.end - clause.start, ctx.lang)
    if neg:
        fields["negated"] = True
    over = cue_pattern(ctx.dictionary, "condition_resolved", ctx.lang).search(sentence.text)
    fields["status"] = "resolved" if over or _had_once(ctx, clause.text, sentence.text) else "active"
    # "I've had asthma since childhood, used my inhaler today": long-standing, today's date is not its onset
    time = "none" if _HISTORY.search(clause.text) and not _DIAGNOSED.search(clause.text) else "clause"
    return Draft("condition.term", "condition", key, m.start, m.end, fields, time=time,
                 confidence=0.9)
