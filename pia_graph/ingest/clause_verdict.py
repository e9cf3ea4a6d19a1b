"""The RETAIN gate's verdict on one clause, with its reason: a statement worth keeping, or why not.

Decided once per clause when the utterance is analysed (``utterance.analyse``), from the clause's words,
its sentence (a question? ``sentence_asks``; a hypothetical?) and its experiencer. Pure. What a clause tells of
its own is read in ``clause_tells``, what kind of talk it is (a request, a case imagined, a price, …) in
``clause_talk``; this module settles, in order, which of them decides.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from enum import StrEnum

from pia_graph.ingest import cues
from pia_graph.ingest.clause_talk import (
    background_ko,
    going_around,
    has_health,
    is_request,
    only_a_name,
    price_talk,
)
from pia_graph.ingest.clause_tells import (
    MY_NOUN_PHRASE_EN,
    PAST_VERB_START_EN,
    PREDICATE_EN,
    measure,
    tells,
    tells_ko,
)
from pia_graph.ingest.clauses import Segment, statement_end_ko
from pia_graph.ingest.clinician_advice import clinician_told
from pia_graph.ingest.experiencer import Experiencer, family_anchor, self_anchor
from pia_graph.ingest.on_drug import OnDrug
from pia_graph.ingest.plans import obligation_unmet, plan_weighed
from pia_graph.ingest.sentence_asks import is_question_clause, recalled_speech_ko


class Verdict(StrEnum):
    STATEMENT = "statement"
    NO_HEALTH = "no_health"
    QUESTION = "question"
    REQUEST = "request"
    MEDIA = "media"
    FRAGMENT = "fragment"
    OTHER_PERSON = "other_person"  # someone else's, a pet's or a made-up person's health
    FAMILY_EPISODE = "family_episode"  # a relative's passing illness: not the user's family history
    GENERIC = "generic"
    HYPOTHETICAL = "hypothetical"
    FIGURATIVE = "figurative"  # a health word said of a thing ("that concert was sick")
    SMALL_TALK = "small_talk"
    EMPTY = "empty"


# A Korean question word inside a question sentence: the clause is part of the question
_WH_KO = re.compile(r"(?:^|\s)(?:뭐|뭘|언제|어디|몇|무슨|어떤|얼마|왜|누가)(?=\s|$|[가를는도였이라])")
# A subordinate tail of a noun phrase ("my weight since the baby was born"): its verb is not the phrase's
_SUBORDINATE_TAIL = re.compile(r"\s+(?:since|after|before|from|during|until|till)\b.*$", re.IGNORECASE | re.DOTALL)
# A subject and its finite verb ("period started today", "dr patel wants a sleep study"): a clause, not a fragment
_SUBJECT_VERB_EN = re.compile(r"^(?:the\s+|my\s+)?(?:dr\.?\s+)?\w+(?:\s+\w+)?\s+(?:\w+ed|wants|needs|says|said|thinks"
                              r"|began|came|went|got|put|gave|told)\b", re.IGNORECASE)
# A phrase headed by a record noun, with or without "my" ("bp numbers since the new pill", "the a1c results"): what a
# question asks for, never a reading told (it has no value). A frame of the question ("given my kidney numbers") is
# not what it asks (``FRAME_START_EN``, ``PREPOSITION_START_EN``)
_RECORD_NOUN_PHRASE = re.compile(r"^(?:and\s+|also\s+|plus\s+)?(?!(?:given|based|considering|according|for|in|on|at"
                                 r"|about|with|without|during|as|per)\b)(?:the\s+|my\s+|our\s+)?(?:[\w'-]+\s+){0,3}"
                                 r"(?:numbers|readings|results|levels|values|trends?|logs?)[.!]*$", re.IGNORECASE)
# A thing picked out by what the user said of it before ("the protein powder i said didnt wreck my stomach", "that
# cream i told you about")
_SAID_THING_EN = re.compile(r"^(?:and\s+|so\s+)?(?:the|that|this|those)\s+(?:[\w'-]+\s+){1,3}(?:that\s+|which\s+)?"
                            r"(?:i|we)\s+(?:said|told\s+you|mentioned|talked\s+about)\b", re.IGNORECASE)
# A relative's history: a diagnosis, a death, a lifelong condition ("mum had breast cancer", "엄마가 당뇨 진단")
_HISTORY_EN = re.compile(r"\b(?:diagnos\w*|dx|died|passed\s+away|history|runs\s+in|genetic|hereditary|since\s+birth"
                         r"|both\s+have|has\s+had|had\s+(?:a\s+)?(?:stroke|heart\s+attack|cancer))\b", re.I)
_HISTORY_KO = re.compile(r"(?:진단|돌아가|가족력|유전|앓|투병|지병)")


# A Korean wh-word as the predicate of its clause, by a copula or a connective after it ("언제고", "몇이었어",
# "얼마였고", "언제부터였는지"): the clause asks what the user's record holds
_WH_PREDICATE_KO = re.compile(r"(?:^|\s)(?:언제|며칠|몇|얼마|뭐|무엇|어디|누구)(?:부터|까지|쯤|정도)?"
                              # a wondering ending on it asks too ("제 LDL 마지막으로 잰 게 언제던가", "몇이던지")
                              r"(?:이었|였|이야|야|고|이고|인지|이었는지|였는지|임|이더라|였더라|이던가|던가|이던지|던지)"
                              # or a wh-word of a time or an amount closing the clause bare ("독감주사 마지막 언제",
                              # "공복혈당 평균 얼마"): a telegraphic question (뭐 closing a clause is a filler, "피곤해
                              # 뭐", and 며칠 is also "a few days": "벌써 며칠")
                              r"|(?:^|\s)(?:언제|몇|얼마)(?:부터|까지|쯤|정도)?[\s?.!~…ㅠㅜㅋㅎ]*$")


# A clause closed by a tag that asks to confirm what it says ("my HDL was 38 last time right, should I worry?"): in an
# asking sentence it asks after a record, it tells none ("on the right", "my right" are a side)
_CONFIRM_TAG_EN = re.compile(r"(?<!the )(?<!my )(?<!your )(?<!all )\b(?:right|correct|innit|(?:is|was|did|has)n'?t\s+"
                             r"(?:it|i))\W*$", re.I)
# A Korean wh-word with an embedded-question ending after it in the clause ("저혈당 몇 번 있었는지 이번 달", "약 언제
# 바꿨는지 봐줘"): the clause asks what the record holds, with or without a mark (``_wh_embedded_ko``)
_WH_EMBEDDED_KO = re.compile(r"(?:^|\s)(?:몇|언제|얼마나?|뭘|뭐|무슨|어디|어떤|어떻게)(?=\s|[가-힣])"
                             r"(?:\S*\s+){0,3}?\S*(?:는지|[은인던었았였했갔왔됐잤]지|건지)(?=[\s?.!~,]|$)")
# A sentence after a question that only names what the question meant ("am I getting better? the cough I mean", "I
# mean my knee"): a noun phrase with "I mean", no number, no verb of its own
_CLARIFIER_EN = re.compile(r"^\W*(?:i\s+mean(?:t)?\s*,?\s+(?:the|my|that|this)\s+(?:[a-z'-]+\s*){1,3}"
                           r"|(?:the|my|that|this)\s+(?:[a-z'-]+\s+){1,3},?\s*i\s+mean(?:t)?)\W*$", re.I)
# "since I switched to the new inhaler, how many bad days have I had?": a since-clause of the user's inside a question
# is the span the question asks over, told before (what the store holds), not a new statement
_SINCE_FRAME_EN = re.compile(r"^\W*(?:and\s+|so\s+)?(?:ever\s+)?since\s+(?:i|we|i've|ive|i'm|im)\b", re.I)
# Korean, after a question: a noun said to pin down what was asked ("… 기억나요? 정형외과 선생님이요", "혈압약
# 이름이 뭐였지? 아침에 먹는 거"), or the user saying the answer is forgotten ("원장님 성함이 뭐였지? 까먹었네")
_CLARIFIER_KO = re.compile(r"(?:[가-힣]이요|(?:는|은|던|을)\s*(?:거|것)(?:이요|요)?)[\s.!?~…ㅋㅎㅠㅜ]*$")
_FORGOT_KO = re.compile(r"^\W*(?:아\s*)?(?:까먹|잊어버|잊었|기억이?\s*안\s*나|생각이?\s*안\s*나)[가-힣]*"
                        r"[\s.!?~…ㅋㅎㅠㅜ]*$")
_TAKE_EN = re.compile(r"\bremind\s+me\s+to\s+(?:take|use|inject|refill)\b"
                      r"|\breminder\s+(?:to|for)\s+(?:take|my)\b", re.I)
_TAKE_KO = re.compile(r"(?:먹|복용|맞|바르|넣)(?:으라고|라고|게|는\s*거|을\s*시간)")


def _own_reminder(clause: str, lang: str) -> bool:
    if lang == "ko":
        return bool(cues.rx(cues.REMINDER_KO).search(clause)) and bool(_TAKE_KO.search(clause))
    return bool(cues.rx(cues.REMINDER_EN).match(clause)) and bool(_TAKE_EN.search(clause))


def names_history(clause: str, lang: str) -> bool:
    """A history word in the clause ("diagnosed", "passed away", "runs in", 진단, 가족력): a relative's history."""
    return bool((_HISTORY_KO if lang == "ko" else _HISTORY_EN).search(clause))


def family_episode(clause: str, lang: str, acute_named: bool) -> bool:
    """A relative's passing illness ("my daughter threw up twice tonight", "아들이 열이 38.5도"): a symptom or a
    reading named, no condition or procedure, no history word."""
    return acute_named and not names_history(clause, lang)


def classify_clause(
    clause: Segment, lang: str, *, in_question: bool, last: bool, match_spans: Sequence[tuple[int, int]],
    experiencer: Experiencer = Experiencer.SELF, acute_named: bool = False, asking: Verdict | None = None,
    after_question: bool = False, names_state: bool = True, reading_told: bool = False, figurative: bool = False,
    on_drug: OnDrug = OnDrug.NONE, bare_reading: bool = False,
) -> Verdict:
    """STATEMENT for a retainable clause, else the reason it is not. ``asking``: the sentence asks (QUESTION:
    it holds an ``ask`` cue) or opens with a request (REQUEST); a clause of it that tells no reading and no
    event of the user's is the context of what is asked ("..., filling out a form at the dentist").
    ``after_question``: the sentence follows a question and is none itself; in English a clause of it that tells
    nothing of its own is that question's context. ``names_state``: the clause names a symptom, a mood, a pain or
    an injury (it tells a state even with no verb: "pregnancy brain" does not, "headache every morning" does).
    ``reading_told``: a Korean clause gives a reading a value (not a bound): the value is told, even in what is
    asked ("오늘 공복혈당 105 최근 일주일이랑 비교하면 어때?"), and the clause is judged by whose it is.
    ``on_drug``: the clause opens "on <drug>", the user on that drug with "I'm" unsaid (``ingest/on_drug.py``):
    a drug named is no prepositional fragment ("on metformin and lisinopril now"), a regimen with how often it is
    taken is no fragment at all, in a question too ("on tamoxifen daily").
    ``bare_reading``: the clause is one number with when or how it was measured and no coordinate named
    (``ingest/bare_reading.py``): told by the user and not asked, it is a reading of theirs though it holds no
    health word ("148 this morning", "오늘 아침 72.3")."""
    text = clause.text
    # "the derm said to stop the retinol", "원장님이 일단 지켜보자고": the user's clinician's advice is health
    # information by its grammar, even with no health word (ingest/clinician_advice.py)
    advised = experiencer == Experiencer.SELF and clinician_told(text, lang)
    if not advised and not has_health(clause, lang, match_spans):
        if bare_reading and experiencer == Experiencer.SELF and (not in_question or not last):
            # "148 this morning": the user's reading, its name unsaid; told before what a question asks of it too
            # ("98.9 this morning, still a low grade fever?", "아침에 63.5 나옴 전보다 빠진거야?"), as a named
            # reading is
            return Verdict.STATEMENT
        return Verdict.NO_HEALTH
    if figurative:
        return Verdict.FIGURATIVE
    named = any(s < clause.end and e > clause.start for s, e in match_spans)
    if reading_told and lang == "ko" and not cues.rx(cues.MEDIA_KO).search(text):
        return _whose(text, lang, experiencer, acute_named)
    if in_question and (last or is_question_clause(text, lang) or (lang == "en" and _CONFIRM_TAG_EN.search(text))):
        return Verdict.QUESTION
    if in_question and not names_state and only_a_name(clause, match_spans):
        return Verdict.QUESTION  # "자누비아 부작용 뭐 있어요?": a term named alone is the topic of what is asked
    if lang == "en" and in_question and _SINCE_FRAME_EN.match(text) and not measure(text, lang, named):
        return Verdict.QUESTION
    if plan_weighed(text, lang):
        return Verdict.HYPOTHETICAL  # "i'll probably get my cholesterol checked in the fall", "라식 해볼까"
    if lang == "ko" and clause.start == 0 and obligation_unmet(text):
        return Verdict.HYPOTHETICAL  # "건강검진 예약해야 되는데 귀찮다": an obligation not yet met opens the turn
    phrase = _SUBORDINATE_TAIL.sub("", text)
    if lang == "en" and in_question and not names_state and not measure(text, lang, named) \
            and (MY_NOUN_PHRASE_EN.match(phrase) or _RECORD_NOUN_PHRASE.match(phrase)):
        # "my bp readings since the new med, and what did the pharmacist say?": a noun phrase of the user's with
        # no verb of its own (a since-clause is not its verb) is what the question asks for
        return Verdict.QUESTION
    if lang == "en" and in_question and not names_state and _SAID_THING_EN.match(text):
        # "the protein powder i said didnt wreck my stomach, what brand was it": a thing picked out by what the user
        # said of it is what the question asks about
        return Verdict.QUESTION
    if asking is not None and lang == "en" and not tells(text, lang, named) \
            and not (names_state and _SUBJECT_VERB_EN.match(text)):
        return asking  # (a state with its own verb is told: "migraine started with my period again, did i tell …")
    if after_question and lang == "ko" and not re.search(r"\d", text) and (
            _CLARIFIER_KO.search(text) or (not named and _FORGOT_KO.match(text))):
        return Verdict.QUESTION
    if after_question and lang == "en" and _CLARIFIER_EN.match(text):
        return Verdict.QUESTION  # "am I getting better? the cough I mean": what the question was about
    if after_question and lang == "en" and not names_state and not tells(text, lang, named):
        # "am I allergic to anything? filling out a form at the dentist", "… the nephrologist wants it": a
        # sentence after a question that tells no reading, event or symptom of its own is the question's context
        return Verdict.QUESTION
    if after_question and lang == "ko" and not names_state and not tells_ko(text):
        # "신장 수치 괜찮은 편이었나? 크레아티닌이랑 사구체여과율": names after a question, what it asks about
        return Verdict.QUESTION
    if in_question and lang == "ko" and _WH_KO.search(text):
        return Verdict.QUESTION  # "지난번 편두통때 뭐 먹었는데 효과 있었는지 기억나?": part of what is asked
    if lang == "ko" and (_WH_PREDICATE_KO.search(text) or _wh_embedded_ko(text)) and not re.search(r"\d", text):
        return Verdict.QUESTION  # "마지막으로 잰게 언제고 몇이었어": a wh-word is what the clause predicates, it asks
    if asking == Verdict.REQUEST and lang == "ko" and not names_state and not tells_ko(text):
        return Verdict.REQUEST  # "요산 수치, 발작난 날짜, … 다 정리해줘": what the request asks for
    if lang == "en" and cues.rx(cues.EMBEDDED_QUESTION_EN).search(text):
        return Verdict.QUESTION  # "I forgot what my ldl was at the last checkup": asks for a record
    if lang == "ko" and cues.rx(cues.EMBEDDED_QUESTION_KO).search(text) and not re.search(r"\d", text):
        return Verdict.QUESTION  # "오늘아침 약 먹었나 안먹었나 기억이 안나": not knowing whether is no record
    if lang == "ko" and recalled_speech_ko(text):
        return Verdict.QUESTION  # "간호사가 뭐 하지 말라고 했었는데": what the nurse said is asked back, not told
    if _own_reminder(text, lang):
        return Verdict.STATEMENT  # "remind me to take my levothyroxine at 6am every day": the user's routine
    if is_request(text, lang):
        return Verdict.REQUEST
    if cues.rx(cues.MEDIA_EN if lang == "en" else cues.MEDIA_KO).search(text) \
            and not (lang == "ko" and re.search(r"\d", text) and cues.gate_cues("own_document", lang).search(text)):
        # "약봉투에 로사르탄 50mg … 1정씩이라고 써있어요": the user's own label quoted with a strength is no media
        return Verdict.MEDIA
    if lang == "en" and cues.rx(cues.HEARSAY_OPENER_EN).match(text) and not self_anchor(text, lang):
        return Verdict.MEDIA
    if going_around(text, lang):
        return Verdict.MEDIA  # "요즘 코로나 다시 유행이래요", "there's a bug going around": news, not the user
    if price_talk(text, lang):
        return Verdict.GENERIC  # "미국은 약값이 왜 이렇게 비싸요": what a thing costs
    if in_question and lang == "ko" and not names_state and background_ko(clause, match_spans):
        return Verdict.QUESTION  # "내일 피검사라 금식해야 되는데 물은 마셔도 되나요": the setting of what is asked
    if in_question and lang == "ko" and not names_state and _WISH_SETTING_KO.search(text) \
            and not re.search(r"\d", text):
        # "엄마가 위고비 해보고 싶다는데 60대도 괜찮나요": a wish, nothing done yet, sets the ask
        return Verdict.QUESTION
    if in_question and lang == "ko" and not names_state and _visit_ahead_ko(text):
        return Verdict.QUESTION  # "내일 건강검진인데 물은 마셔도 되나요": a visit still to come sets the question
    if lang == "en" and in_question and cues.rx(cues.FRAME_START_EN).match(text) and not measure(text, lang, named):
        # (a frame never opens with "on": a drug the user is on, ``on_drug``, is not read here)
        return Verdict.FRAGMENT  # "based on my labs, should I worry?": the frame of the question
    if experiencer in (Experiencer.OTHER, Experiencer.PET, Experiencer.HYPOTHETICAL) or (
            experiencer == Experiencer.FAMILY and family_episode(text, lang, acute_named)):
        return _whose(text, lang, experiencer, acute_named)
    if lang == "en" and not self_anchor(text, lang) and not family_anchor(text, lang) and not advised:
        if cues.rx(cues.GENERIC_SUBJECT_EN).search(text):
            return Verdict.GENERIC
        if in_question and on_drug != OnDrug.REGIMEN and not (
                measure(text, lang, named) or PAST_VERB_START_EN.match(text) or PREDICATE_EN.search(text)
                or names_state or _SUBJECT_VERB_EN.match(text)):
            # "stomach cramps after the lasagna, did i say dairy bothers me?": a symptom named is a state told
            return Verdict.FRAGMENT
        if cues.rx(cues.PREPOSITION_START_EN).match(text) and not measure(text, lang, named) \
                and on_drug == OnDrug.NONE:
            return Verdict.FRAGMENT
    return Verdict.STATEMENT


# A wish, the user's or reported, closed by a connective before what is asked ("팥죽 먹고 싶은데", "해보고 싶다는데")
_WISH_SETTING_KO = re.compile(r"싶(?:은데|다는데|대서|다고\s*하는데|다고\s*해서)\s*$")
# A Korean clause that only sets a scene for what follows, by a connective at its end ("…인데", "…라서")
_SETTING_END_KO = re.compile(r"(?:인데|는데|이라서|라서|이라|라)\s*$")


def _visit_ahead_ko(text: str) -> bool:
    """A visit or a test still to come (``visit_word`` and ``plan_future_time``), no number, closed by a connective
    ("내일 건강검진인데", "다음 주 내시경이라서"): said before a question, it is why the user asks, no record (the
    develop labels of the shape say so: x25, x26, x41)."""
    return not re.search(r"\d", text) and bool(_SETTING_END_KO.search(text)) \
        and bool(cues.gate_cues("visit_word", "ko").search(text)) \
        and bool(cues.gate_cues("plan_future_time", "ko").search(text))


def _wh_embedded_ko(text: str) -> bool:
    """A wh-word and an embedded question after it, and no statement told before it or closing the clause after it
    ("어제 뭐가 잘못됐는지 배가 아파요" goes on to tell: something went wrong; "두통약 한알 먹음 몇번 먹었는지 세어줘"
    tells first)."""
    hit = _WH_EMBEDDED_KO.search(text)
    if hit is None or statement_end_ko(text[hit.end():]):
        return False
    words = text[:hit.start()].split()
    return not any(statement_end_ko(" ".join(words[:n])) for n in range(1, len(words) + 1))


def _whose(text: str, lang: str, experiencer: Experiencer, acute_named: bool) -> Verdict:
    """A statement of the user's, someone else's health, or a relative's passing episode."""
    if experiencer in (Experiencer.OTHER, Experiencer.PET, Experiencer.HYPOTHETICAL):
        return Verdict.OTHER_PERSON
    if experiencer == Experiencer.FAMILY and family_episode(text, lang, acute_named):
        return Verdict.FAMILY_EPISODE
    return Verdict.STATEMENT
