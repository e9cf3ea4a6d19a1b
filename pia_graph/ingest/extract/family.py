"""First-degree family history: "my dad has diabetes", "엄마랑 언니 둘 다 갑상선", "my brother got it at 50"."""

from __future__ import annotations

import re
from typing import Any

from pia_graph.ingest.clause_verdict import Verdict
from pia_graph.ingest.cue_words import cue_pattern
from pia_graph.ingest.experiencer import NOT_THE_USER
from pia_graph.ingest.extract.context import Ctx, Draft
from pia_graph.ingest.kin_words import relations_en, relations_ko
from pia_graph.ontology.normalize import normalize_alias

# the curators' table ontology/read/kin_en.tsv, shared with the gates' cues.FIRST_DEGREE_EN
RELATIONS_EN: dict[str, str] = relations_en()
# the curators' table ontology/read/kin_ko.tsv, shared with the gates' cues.FIRST_DEGREE_KO; dialect and plain
# speech included ("아부지가 2형 당뇨로", "울 아배 고혈압", "엄니가", "아들놈이 고혈압 진단받았어")
RELATIONS_KO: dict[str, str] = relations_ko()
# A word that names two first-degree relatives at once: "both my parents are diabetic", "부모님 두 분 다 당뇨".
PARENTS: dict[str, tuple[str, ...]] = {"parents": ("mother", "father"), "parent": ("mother", "father"),
                                       "부모님": ("mother", "father"), "부모": ("mother", "father")}
_EN_WORDS = [*RELATIONS_EN, "parents"]
# (not an in-law: "my mother in law", "brother-in-law")
_REL_EN = re.compile(r"(?<!')\b(?:my\s+)?({})\b(?!'s\s+(?:friend|coworker|boss))(?![\s-]+in[\s-]+laws?\b)".format(
    "|".join(_EN_WORDS)), re.I)
_KO_REL_WORDS = "|".join(sorted([*RELATIONS_KO, "부모님", "부모"], key=len, reverse=True))
# Not inside a wider kinship word: 할아버지, 큰아버지, 시어머니, 장모, 새엄마, 사촌 언니, 매형; nor a type after a
# number or a letter, written or spelled out (제2형 당뇨, 1형, A형, 비형간염, 에이형: 형 is "type" there, not a
# brother).
_REL_KO = re.compile(rf"(?<!할)(?<!큰)(?<!작은)(?<![시장새매처0-9A-Za-z])(?<!비)(?<!에이)(?<!씨)(?<!사촌)(?<!사촌 )"
                     rf"({_KO_REL_WORDS})(?=가|이|는|은|도|께서|의|랑|\s|$)")
_OTHERS_REL = re.compile(r"\b(?:friend|coworker|co-worker|colleague|boss|neighbou?r|wife|husband|partner)'s\s+$",
                         re.I)
_REPORTED = re.compile(r"^\s*(?:says|said|thinks|told|recommended|read|suggested|wants)\b|^\s*\S*\s*(?:추천|말했)",
                       re.I)
_ONSET = re.compile(r"\b(?:at|age)\s+(\d{2})\b|when\s+(?:s?he|they)\s+was\s+(\d{2})|(\d{2})\s*살|(\d{2})세", re.I)
# Two relatives joined in one subject: "my mom and my older sister", "엄마랑 언니".
_JOIN_EN = re.compile(r"^\s*(?:,\s*)?(?:and|&|or|plus)?\s*(?:,\s*)?(?:my\s+)?(?:older|younger|big|little|elder|twin"
                      r"|baby)?\s*$", re.I)
_JOIN_KO = re.compile(r"^\s*(?:와|과|랑|이랑|하고|,|그리고)\s*$")
# "grandpa had colon cancer and my brother got it at 50": a relative after the condition, naming it by "it".
_ONE_REL_EN = rf"(?:my\s+)?(?:older\s+|younger\s+|little\s+|big\s+)?(?:{'|'.join(_EN_WORDS)})"
_IT_AFTER_EN = re.compile(rf"^[^.;!?]{{0,30}}?(?:\b(?:and|but)\b|[,\-–—])\s+"
                          rf"({_ONE_REL_EN}(?:\s*(?:,|and|&)\s*{_ONE_REL_EN})*)\s+(?:both\s+|also\s+)?"
                          rf"(?:got|had|has|have|developed|were\s+diagnosed\s+with|was\s+diagnosed"
                          rf"\s+with|too\s+has)\s+(?:it|that|one|the\s+same(?:\s+thing)?)\b", re.I)
_REL_WORD_EN = re.compile(rf"\b({'|'.join(_EN_WORDS)})\b", re.I)
# A relative beyond the first degree (or no relative) said after the last first-degree one: "dad had a heart attack,
# grandpa had colon cancer" speaks of grandpa.
_NOT_FIRST_DEGREE = re.compile(
    r"\b(?:grand\w*|great[-\s]\w+|uncles?|aunts?|aunties?|cousins?|nephews?|nieces?|\w+-in-law|step\w+|husband|wife"
    r"|partner|boyfriend|girlfriend|friends?)\b|할머니|할아버지|외할|친할|이모|고모|삼촌|사촌|조카|남편|아내|와이프|시어머니"
    r"|시아버지|장모|장인|친구", re.I)
# "My sister and I were both diagnosed with migraine", "언니랑 저 둘 다 편두통": the relative and the user.
_WITH_ME_EN = re.compile(rf"\b(?:my\s+)?({'|'.join(RELATIONS_EN)})\s+(?:and|&)\s+(?:i|me|myself)\b"
                         r"(?=[^.;!?]*\b(?:both|too"
                         r"|each)\b)", re.I)
_WITH_ME_KO = re.compile(rf"({_KO_REL_WORDS})(?:랑|이랑|하고|와|과)\s*(?:나|저|내가|제가)(?:는|도)?\s*"
                         r"(?:둘\s*다|모두|같이)")
_LINEAGE = re.compile(r"(?:'s)?\s+side\b|\s*(?:쪽|측)", re.I)
_SURGERY_WORDS = re.compile(r"\b(?:surgery|operation|op|removal|removed|resection)\b|수술|절제", re.I)


def _relation(ctx: Ctx, word: str) -> str | None:
    return (RELATIONS_KO if ctx.lang == "ko" else RELATIONS_EN).get(word if ctx.lang == "ko" else word.lower())


def _relations(ctx: Ctx, word: str) -> tuple[str, ...]:
    """The relations a word names: one, or both parents."""
    rel = _relation(ctx, word)
    return (rel,) if rel else PARENTS.get(word.lower(), ())


def relations_before(ctx: Ctx, pos: int) -> list[tuple[str, int]]:
    """The first-degree relatives this part of the sentence is about ("my dad has ...", "아버지는 ..."),
    all of them when several are joined ("my mom and my sister both have ...")."""
    sentence = ctx.sentence_of(pos)
    head = ctx.text[sentence.start:pos]
    rx = _REL_KO if ctx.lang == "ko" else _REL_EN
    # "my grandad on my dad's side": a lineage, not the subject
    found = [f for f in rx.finditer(head) if not _LINEAGE.match(head, f.end())]
    if not found:
        return []
    last = found[-1]
    if _OTHERS_REL.search(head[:last.start(1)]) or _REPORTED.search(head[last.end():]) \
            or _NOT_FIRST_DEGREE.search(head[last.end():]):
        return []
    if ctx.lang == "en" and re.search(r"\b(?:i|i'm|i've|me)\b", head[last.end():], re.I):
        return []
    out: list[tuple[str, int]] = [(rel, sentence.start + last.start()) for rel in _relations(ctx, last.group(1))]
    join = _JOIN_KO if ctx.lang == "ko" else _JOIN_EN
    later = last
    for earlier in reversed(found[:-1]):
        if not join.match(head[earlier.end():later.start()]):
            break
        for rel in reversed(_relations(ctx, earlier.group(1))):
            if rel not in [r for r, _ in out]:
                out.insert(0, (rel, sentence.start + earlier.start()))
        later = earlier
    return out


def _relations_after(ctx: Ctx, end: int) -> list[tuple[str, int]]:
    """ "colon cancer runs in the family - my father and my brother both had it": the relatives after it."""
    if ctx.lang != "en":
        return []
    sentence = ctx.sentence_of(end)
    m = _IT_AFTER_EN.match(ctx.text[end:sentence.end])
    if m is None:
        return []
    return [(rel, end + m.start(1) + w.start()) for w in _REL_WORD_EN.finditer(m.group(1))
            for rel in _relations(ctx, w.group(1))]


def _condition_inside(ctx: Ctx, surface: str) -> str | None:
    """The condition a surgery's name carries ("breast cancer surgery", "유방암 수술")."""
    rest = normalize_alias(_SURGERY_WORDS.sub(" ", surface))
    if len(rest.replace(" ", "")) < 2:
        return None
    best: tuple[int, str] | None = None
    for term in ctx.dictionary.terms.values():
        if term.record_type != "condition":
            continue
        for alias in term.aliases:
            if alias.norm == rest and (best is None or len(alias.norm) > best[0]):
                best = (len(alias.norm), term.key)
    return best[1] if best else None


def family_history(ctx: Ctx) -> list[Draft]:
    out: list[Draft] = []
    for m in ctx.matches:
        key = m.term_key or next((c for c in m.candidates if ctx.record_type(c) == "condition"), "")
        rtype = ctx.record_type(key)
        if m.start in ctx.used_matches or rtype not in ("condition", "symptom", "surgery"):
            continue
        clause = ctx.utterance.clause_at(m.start) if ctx.utterance is not None else None
        if clause is not None and (clause.experiencer in NOT_THE_USER or clause.verdict == Verdict.FAMILY_EPISODE):
            continue  # a grandparent's, a friend's; a child's fever tonight is no family history
        if ctx.utterance is not None and ctx.utterance.proxy:
            continue  # "mom has bad knee arthritis" typed on mom's own account: her own condition
        sentence = ctx.sentence_of(m.start)
        both = (_WITH_ME_KO if ctx.lang == "ko" else _WITH_ME_EN).search(ctx.text[sentence.start:m.start])
        rel_both = _relation(ctx, both.group(1)) if both is not None else None
        if rel_both is not None and rtype == "condition":  # the user's own condition stays for its family
            out.append(Draft("family.own_and_relative",
                             "family_history", key, m.start, m.end, {"relation": rel_both}, time="none",
                             confidence=0.85))
            continue
        found = relations_before(ctx, m.start)
        if not found and rtype != "surgery":
            found = _relations_after(ctx, m.end)
        if not found:
            continue
        if rtype == "surgery":
            inner = _condition_inside(ctx, m.surface)
            if inner is None:
                continue
            key = inner
        elif rtype == "symptom":
            key = key.replace("symptom:", "condition:")
            if key not in ctx.dictionary.terms:
                continue
        tail = ctx.text[m.end:ctx.sentence_of(m.start).end]
        onset = _ONSET.search(tail[:40])
        ctx.used_matches.add(m.start)
        for rel, rel_start in found:
            fields: dict[str, Any] = {"relation": rel}
            if onset:
                fields["onset_age"] = int(next(g for g in onset.groups() if g))
            out.append(Draft("family.relative_condition",
                             "family_history", key, min(rel_start, m.start), max(m.end, rel_start + 1), fields,
                             time="none", confidence=0.9))
    return out


def first_degree_relation(word: str) -> str | None:
    return RELATIONS_EN.get(word.lower()) or RELATIONS_KO.get(word)


# what may stand between a condition and the family cue said about it: "heart disease on dad's side", "diabetes
# kind of runs in my family"
_NEAR = re.compile(r"[\s,:]*(?:[\w']+\s+){0,3}?", re.I)


def said_of_family(ctx: Ctx, start: int, end: int) -> bool:
    """ "we have family hx of heart disease", "diabetes runs in my family": a condition said of the family (cue
    lists ``family_said_before`` and ``family_said_after``) is none of the user's; the relatives it names are the
    family history (develop golds store no condition of the user for it)."""
    if ("family_said_before", ctx.lang) not in ctx.dictionary.cues:
        return False
    clause = ctx.clause_of(start)
    before = cue_pattern(ctx.dictionary, "family_said_before", ctx.lang)
    if any(_NEAR.fullmatch(ctx.text, m.end(), start) for m in before.finditer(ctx.text, clause.start, start)):
        return True
    after = cue_pattern(ctx.dictionary, "family_said_after", ctx.lang)
    gap = _NEAR.match(ctx.text, end, clause.end)
    return gap is not None and any(after.match(ctx.text, p, clause.end) for p in range(end, gap.end() + 1))
