"""What a clause names, as the RETAIN gate's verdict reads it (pure): a relative's passing episode (a symptom or a
reading, no condition or procedure), a state told (a symptom, a mood, a pain, an injury), a Korean reading given a
value as told, and a figurative evaluation ("that concert was sick"). The analysed utterance
(``ingest/utterance.py``) asks these of each clause once."""

from __future__ import annotations

import re

from pia_graph.ingest import cues
from pia_graph.ingest.clauses import Segment
from pia_graph.ingest.cue_words import cue_pattern
from pia_graph.ingest.hup.types import types_where
from pia_graph.ontology import Dictionary, TermMatch

_HISTORY_TYPES = types_where(timing="explicit")  # a diagnosis, a procedure
# a reading, a symptom, a visit: a relative's passing episode
_ACUTE_TYPES = types_where(result=True) | types_where(category="episodic", severity_scale=True) \
    | types_where(category="episodic", one_per_turn=True)
_STATE_TYPES = types_where(category="episodic", severity_scale=True)  # a symptom, a mood
_DRUG_TYPES = types_where(name="medication_regimen")
# A reading with its unit ("38.5도", "101.2 F", "7.8 mmol"): a measurement taken, not a history
# A number that is a time or an age, not a value ("밤 12시 넘어서", "at 6:30", "81살"): no dose, no reading
# ("in her 50s", "50대에", "at 62": an age)
_NOT_A_VALUE = re.compile(r"\d+\s*(?:시|분|월|일|년|살|세|대|s\b|am\b|pm\b|o'?clock\b)|\d{1,2}:\d{2}"
                          r"|\b(?:at|age|aged)\s+\d+", re.IGNORECASE)
# what may stand between a condition and the word of its test: spaces, an English "'s" or hyphen, a Korean particle
_TESTED_GAP = {"en": re.compile(r"(?:['’]s)?[\s-]*"), "ko": re.compile(r"(?:이|가|은|는|의)?\s*")}
_READING = re.compile(r"\d+(?:\.\d+)?\s*(?:도|°\s*[cf]?|[cf]\b|kg|lbs?\b|mg/dl|mmol|bpm|mmhg)", re.IGNORECASE)


def acute_named(clause: Segment, matches: tuple[TermMatch, ...], dictionary: Dictionary | None,
                lang: str = "en") -> bool:
    """The clause names a symptom, a reading or only a drug, and no condition or procedure (a passing episode)."""
    if dictionary is None:
        return False  # without the dictionary a relative's clause is taken as history, as before
    if ("acute_illness", lang) in dictionary.cues and any(
            not (hit.start() > 0 and clause.text[hit.start() - 1].isalpha()
                 and _inside_condition(clause.start + hit.start(), clause.start + hit.end(), matches, dictionary))
            for hit in cue_pattern(dictionary, "acute_illness", lang).finditer(clause.text)):
        return True  # "my son has an ear infection", "아들이 중이염이래": a passing illness, though a condition
    kinds: set[str] = set()
    history: set[str] = set()
    tested = False  # a condition named only as what a test or a vaccine is for
    for m in matches:
        if not clause.start <= m.start < clause.end:
            continue
        if _tested_for(clause, m, dictionary, lang):
            tested = True  # "동생이 B형간염 항체가 없대요", "my sister's hepatitis b test was negative": checked
            continue
        # an alias that is both a condition and a symptom ("fever") counts as the symptom here; only a term
        # that is a condition and nothing else makes the clause history
        # a concept named ("혈압", "bp") stands for its readings: a relative's blood pressure is an episode
        keys = _reading_keys(m, dictionary) if m.is_concept else \
            [m.term_key] if m.term_key is not None else list(m.candidates)
        found = {t.record_type for t in (dictionary.terms.get(k) for k in keys) if t is not None}
        kinds |= found
        if len(found) == 1:
            history |= found
    if re.search(r"\d", _NOT_A_VALUE.sub(" ", clause.text)) and not kinds & _HISTORY_TYPES:
        # "my mother's thyroxine got increased to 100 mcg", "엄마는 140에 90 나왔대요": a relative's dose or reading,
        # with no condition or procedure named, passes; it is no history
        return bool(kinds) or bool(cues.health_rx(lang).search(clause.text))
    if kinds and kinds <= _DRUG_TYPES:
        # "아빠가 와파린 드시는데 …", "my kid's pediatrician said he needs more iron": a relative's drug with no
        # condition named tells no history of theirs (every such develop label, x38 and x46, is no retain)
        return True
    if not kinds:
        # "우리 아들이 열이 38.5도인데": a relative's reading; "넘어지셔서 허리 아프시대": a pain or an injury
        return tested or bool(_READING.search(clause.text)) or any(
            cue_pattern(dictionary, group, lang).search(clause.text) for group in ("pain_word", "injury")
            if (group, lang) in dictionary.cues)
    return bool(kinds & _ACUTE_TYPES) and not history & _HISTORY_TYPES


def _tested_for(clause: Segment, m: TermMatch, dictionary: Dictionary, lang: str) -> bool:
    """The match is a condition and nothing else, right before a word of the ``condition_tested`` list (an antibody,
    a test, a vaccine; a particle between in Korean): the condition is what is checked or vaccinated against, so the
    clause names a check, not the condition had (session 66)."""
    if m.term_key is None or ("condition_tested", lang) not in dictionary.cues:
        return False
    term = dictionary.terms.get(m.term_key)
    if term is None or term.record_type != "condition":
        return False
    after = clause.text[m.end - clause.start:]
    gap = _TESTED_GAP["ko" if lang == "ko" else "en"].match(after)
    return gap is not None and cue_pattern(dictionary, "condition_tested", lang).match(after, gap.end()) is not None


def _inside_condition(start: int, end: int, matches: tuple[TermMatch, ...], dictionary: Dictionary) -> bool:
    """The span lies inside a longer alias of a lasting condition ("궤양성 대장염" holds 장염, an acute word, glued
    inside a word; "a cold", an alias that holds the acute word whole, is no such case)."""
    for m in matches:
        term = dictionary.terms.get(m.term_key) if m.term_key else None
        if term is not None and term.record_type in _HISTORY_TYPES and m.start <= start and end <= m.end \
                and (m.start, m.end) != (start, end):
            return True
    return False


# A relative as the clause's subject or owner: "my mom's mammogram", "… that my son failed", "아들이 … 받는데" (a
# relative as an object is the user's company or care: "took the kids", "딸 낳았어요")
_RELATIVE_OWNS = {
    "en": re.compile(rf"(?:^\W*|\b(?:that|and|but|so|because|cause|cuz)\s+)(?:my|our)\s+(?:\w+\s+)?"
                     rf"(?:{cues.FIRST_DEGREE_EN})\b(?!\s+and\s+(?:i|me)\b)"
                     rf"|\b(?:{cues.FIRST_DEGREE_EN})['’]s\s", re.IGNORECASE),
    "ko": re.compile(rf"(?:(?<![가-힣A-Za-z0-9])|(?<=우리)|(?<=저희)|(?<=울))(?:{cues.FIRST_DEGREE_KO})"
                     r"(?:이|가|는|은|께서|의)(?=\s|$)"),
}
# the kind of term a check of the relative's names: a visit (a procedure is a check only by the ``check_word`` list: a
# bypass or dialysis of a relative's is their history)
_CHECK_TYPES = frozenset({"medical_visit"})
# ... and the kinds that make the clause more than a check: a static fact (a condition, an allergy; a procedure is read
# by itself below), a drug (a relative's drug may be a long regimen kept as their history), or a state
_BEYOND_CHECK_TYPES = (types_where(category="static") - {"surgery"}) | types_where(name="medication_regimen") \
    | _STATE_TYPES


def relative_checked(clause: Segment, matches: tuple[TermMatch, ...], dictionary: Dictionary | None, lang: str) -> bool:
    """A relative, as the clause's subject or owner, has a check: a screening, a test or a visit (a visit term or a
    word of the dictionary's ``check_word`` list), with no condition, allergy, drug or state named
    and no history word ("my mom's mammogram came back fine", "school … letter that my son failed the vision
    screening", "아들이 군대 신체검사 받는데"): a passing episode of theirs, not the user's family history."""
    if dictionary is None or ("check_word", lang) not in dictionary.cues \
            or not _RELATIVE_OWNS["ko" if lang == "ko" else "en"].search(clause.text) \
            or _HISTORY_WORD["ko" if lang == "ko" else "en"].search(clause.text) \
            or cue_pattern(dictionary, "birth_given", lang).search(clause.text):
        return False  # (a child the user bore: "첫째는 제왕절개로 낳았어요" is the user's procedure)
    check = cue_pattern(dictionary, "check_word", lang)
    kinds: set[str] = set()
    for m in matches:
        if clause.start <= m.start < clause.end:
            keys = [m.term_key] if m.term_key is not None else list(m.candidates)
            found = {t.record_type for t in (dictionary.terms.get(k) for k in keys) if t is not None}
            if "surgery" in found and not check.search(clause.text[m.start - clause.start:m.end - clause.start]):
                return False  # a procedure that is no check ("my dad had bypass surgery", "mom's on dialysis")
            kinds |= found
    if kinds & _BEYOND_CHECK_TYPES:
        return False
    return bool(kinds & _CHECK_TYPES) or bool(check.search(clause.text))


def history_named(clause: Segment, matches: tuple[TermMatch, ...], dictionary: Dictionary | None, lang: str) -> bool:
    """The clause names a condition or a procedure (a term of a history type and no other), or a history word."""
    if dictionary is None or _HISTORY_WORD[lang if lang == "ko" else "en"].search(clause.text):
        return True
    for m in matches:
        if clause.start <= m.start < clause.end:
            keys = [m.term_key] if m.term_key is not None else list(m.candidates)
            found = {t.record_type for t in (dictionary.terms.get(k) for k in keys) if t is not None}
            if len(found) == 1 and found & _HISTORY_TYPES:
                return True
    return False


_HISTORY_WORD = {"en": re.compile(r"\b(?:diagnos\w*|history|chronic|runs\s+in|genetic|hereditary)\b", re.I),
                 "ko": re.compile(r"(?:진단|가족력|유전|지병|만성)")}


def names_state(clause: Segment, matches: tuple[TermMatch, ...], dictionary: Dictionary | None, lang: str) -> bool:
    """The clause names a symptom or a mood (a term of a 0-10 severity type), a pain or an injury: a state told."""
    if dictionary is None:
        return True  # without the dictionary every clause may tell a state, as before
    for m in matches:
        if clause.start <= m.start < clause.end:
            keys = [m.term_key] if m.term_key is not None else list(m.candidates)
            if any(t is not None and t.record_type in _STATE_TYPES for t in (dictionary.terms.get(k) for k in keys)):
                return True
    return any(cue_pattern(dictionary, group, lang).search(clause.text) for group in ("pain_word", "injury")
               if (group, lang) in dictionary.cues)


# The kinds of the dictionary's terms that are readings (a lab test, a vital sign, a body measure)
_READING_KEYS = ("test:", "vital:", "body:")
# A number after a reading's name that is a bound or a case asked about, not a value told ("혈당 200 넘으면",
# "LDL 130이면", "130/80은 정상이야?", "120 정도", "7 이하로")
_BOUND_AFTER_KO = re.compile(r"\s*(?:이상|이하|넘|미만|아래|밑|정도|쯤|초과|까지|이면|면|되면|이야|야|맞"
                             r"|은|는|이랑|랑|보다|이\s*정상|나오면|이었|였)")
# A time said after a reading's name is when, not its value ("몸무게 7월 한달 변화 어땠어", "체중 2주 만에 3키로 빠짐":
# the value, if any, comes after it)
_WHEN_KO = re.compile(r"^(?:\d+\s*(?:월|일간|일|주간|주|개월|달|년)"
                      r"(?:\s*(?:에|부터|까지|동안|간|째|만에|전|후|한달|내내))?\s*)+")
_VALUE_KO = re.compile(r"\d+(?:[.,/]\d+)?\s*(?:kg|키로|%|mg/dl|mmhg|mmol)?", re.IGNORECASE)


def _reading_keys(m: TermMatch, dictionary: Dictionary | None) -> list[str]:
    """The terms a match names: a concept's primary members (blood pressure: its pair) or its value term."""
    concept = dictionary.concepts.get(m.term_key or "") if dictionary is not None and m.is_concept else None
    if concept is None:
        return [m.term_key or ""]
    return [link.term_key for link in concept.members if link.role == "primary"] or [concept.value_term or ""]


def reading_told_ko(clause: Segment, matches: tuple[TermMatch, ...], dictionary: Dictionary | None) -> bool:
    """A Korean clause names a reading and gives it a value said as told ("오늘 공복혈당 105 … 비교하면 어때?",
    "혈압 132/84 … 비교해줘"): a value of the user's own, even inside what is asked."""
    for m in matches:
        keys = _reading_keys(m, dictionary)
        if not (clause.start <= m.start < clause.end and keys and all(k.startswith(_READING_KEYS) for k in keys)):
            continue
        rest = clause.text[m.end - clause.start:]
        value = re.match(r"\s*(?:은|는|이|가)?\s*", rest)
        after = _WHEN_KO.sub("", rest[value.end() if value else 0:])
        number = _VALUE_KO.match(after)
        if number and not _BOUND_AFTER_KO.match(after[number.end():]):
            return True
    return False


_EVALUATED = {
    "en": (r"^\W*(?:and\s+|but\s+|omg\s+|lol\s+|ngl\s+)?(?P<subject>(?:that|this|the|our|these|those)\s+"
           r"(?:[\w'-]+\s+){{0,4}}?)(?:is|was|are|were|'s)\s+(?:so\s+|totally\s+|absolutely\s+|literally\s+"
           r"|lowkey\s+|kinda\s+|pretty\s+|actually\s+|just\s+)?(?:{pred})"),
    "ko": r"^\W*(?P<subject>(?:그|이|저|우리)\s+\S+(?:\s+\S+){{0,3}}?)\s+(?:완전|진짜|너무|개|걍)?\s*(?:{pred})",
}


def evaluation(clause: Segment, lang: str, matches: tuple[TermMatch, ...], dictionary: Dictionary | None) -> bool:
    """A figurative evaluation: a subject opened by that/this/the/our (그/이/저/우리) naming no person and no
    health word but an activity, with a predicate of the dictionary's ``figurative_predicate`` list ("that
    concert last night was sick", "the stock market is having a heart attack", "그 운동영상 완전 쩐다")."""
    if dictionary is None or ("figurative_predicate", lang) not in dictionary.cues:
        return False
    pred = cue_pattern(dictionary, "figurative_predicate", lang).pattern
    hit = re.match(_EVALUATED["ko" if lang == "ko" else "en"].format(pred=pred), clause.text, re.I)
    if hit is None:
        return False
    subject = list(hit.group("subject"))
    for m in matches:  # an activity named in the subject is the thing evaluated ("that marathon record")
        if clause.start <= m.start < clause.start + len(subject) and (m.term_key or "").startswith("activity:"):
            subject[m.start - clause.start:m.end - clause.start] = " " * (m.end - m.start)
    said = "".join(subject).split(None, 1)[-1]  # (the opener "our" owns the thing, it is no person of it)
    return not (cues.health_rx(lang).search(said) or cues.names_someone(said, lang, ("self", *cues.SOMEONE_ELSE)))


# the join before a clause of the user's that answers someone else's ("… and so do I", "…, mine was 105")
_SHARE_JOIN = re.compile(r"^\W*(?:(?:and|but|&)\s+)?", re.IGNORECASE)
_SHARE_REST = re.compile(r"[\W_]*")
_MINE_LEAD = r"mine\s*(?:is|was|'s|’s|came\s+(?:back|in)(?:\s+at)?|read|at)?\s*(?:(?:only|just|about|around|like)\s+)?"
_MINE_VALUE = re.compile(_MINE_LEAD + r"\d[\d.,/]*\s*[a-z%/]{0,6}\W*$", re.IGNORECASE)
#: "… and mine was " right before a number: the user's own reading of the measure just named (``followups``)
MINE_BEFORE = re.compile(r"\b" + _MINE_LEAD + "$", re.IGNORECASE)


def own_share(text: str, lang: str, dictionary: Dictionary | None) -> bool:
    """A clause that tells the user's own share of what someone else's clause before it said, and nothing else:
    an echo of the dictionary's ``own_share`` list ("and so do I", "me too") or "mine" with a value ("and mine was
    105"). English only."""
    if lang != "en" or dictionary is None or ("own_share", lang) not in dictionary.cues:
        return False
    body = text[_SHARE_JOIN.match(text).end():]  # type: ignore[union-attr]  # (the pattern matches anything)
    if _MINE_VALUE.match(body):
        return True
    hit = cue_pattern(dictionary, "own_share", lang).match(body)
    return hit is not None and _SHARE_REST.fullmatch(body[hit.end():]) is not None
