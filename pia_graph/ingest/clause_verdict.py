"""The RETAIN gate's verdict on one clause, with its reason: a statement worth keeping, or why not.

Decided once per clause when the utterance is analysed (``utterance.analyse``), from the clause's words,
its sentence (a question? ``sentence_asks``; a hypothetical?) and its experiencer. Pure.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from enum import StrEnum

from pia_graph.ingest import cues
from pia_graph.ingest.clauses import N_FINAL_KO, Segment, statement_end_ko
from pia_graph.ingest.clinician_advice import clinician_told
from pia_graph.ingest.experiencer import Experiencer, family_anchor, self_anchor
from pia_graph.ingest.ko_endings import past_syllable, requests_by_ending
from pia_graph.ingest.on_drug import OnDrug
from pia_graph.ingest.plans import plan_weighed
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


_PAST_VERB_START = re.compile(
    r"^(?:just\s+|finally\s+|also\s+)?(?:\w+ed|got|had|took|did|went|ran|slept|woke|ate|drank|saw|felt|been"
    r"|was|were|began|kept|made|gave|came|threw|swam|rode|lost|gained|quit|skipped|finished|having|feeling"
    r"|doing|broke|fell|caught|hurt|threw|woke|tore|twisted|cut|burned|burnt|seeing|starting|getting|going)\b"
    r"|^\w+(?:\s+\w+)?\s+(?:\w+ed|hurts?|aches?|acting|playing)\s+(?:up|again|back|out)\b",
    re.IGNORECASE,
)
# A Korean question word inside a question sentence: the clause is part of the question
_WH_KO = re.compile(r"(?:^|\s)(?:뭐|뭘|언제|어디|몇|무슨|어떤|얼마|왜|누가)(?=\s|$|[가를는도였이라])")
# A subordinate tail of a noun phrase ("my weight since the baby was born"): its verb is not the phrase's
_SUBORDINATE_TAIL = re.compile(r"\s+(?:since|after|before|from|during|until|till)\b.*$", re.IGNORECASE | re.DOTALL)
# A subject and its finite verb ("period started today", "dr patel wants a sleep study"): a clause, not a fragment
_SUBJECT_VERB_EN = re.compile(r"^(?:the\s+|my\s+)?(?:dr\.?\s+)?\w+(?:\s+\w+)?\s+(?:\w+ed|wants|needs|says|said|thinks"
                              r"|began|came|went|got|put|gave|told)\b", re.IGNORECASE)
# A noun phrase of the user's and nothing else ("my bp readings", "and my weight"): no verb among its words
_MY_NOUN_PHRASE = re.compile(
    r"^(?:and\s+|also\s+|plus\s+)?(?:my|our)\s+(?:(?!(?:is|are|was|were|am|has|have|had|said|says|did|does|do|got"
    r"|gets|went|goes|feels?|felt|keeps?|kept|seems?|looks?|wants?|told|\w+ed)\b)[\w'-]+\s*){1,4}[.!]*$", re.IGNORECASE)
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
_NUMBER = re.compile(r"\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|half|a couple)\b", re.I)
# A clause with its own predicate ("shoulder's sore again") is a statement even inside a question sentence.
_PREDICATE_EN = re.compile(r"(?:'s|\b(?:is|are|was|were|been|has|have|had|keeps?|still))\s+\w", re.I)
_FEELS_EN = re.compile(r"\b(?:feels?|felt|feeling|hurts?|hurting|aches?|aching|itch(?:es|y)?|throbbing)\b", re.I)
# The user's own event in a clause of an asking sentence ("remind me what I'm allergic to, I broke out in hives")
# (a word about the talk itself, "I mentioned", "I asked", is no event of the user's health)
_OWN_EVENT_EN = re.compile(r"\b(?:i|we)\s+(?:just\s+|also\s+|finally\s+)?(?!(?:mentioned|asked|wanted|wondered)\b)"
                           r"(?:\w+ed|got|had|took|broke|ate|drank|ran"
                           r"|slept|woke|felt|went|was|am|have|'ve|'m|began|fell|threw|caught|tore|quit)\b", re.I)
_SCENE_CLOSE = r"[\s,.~…ㅠㅜ]*$"
# A relative's history: a diagnosis, a death, a lifelong condition ("mum had breast cancer", "엄마가 당뇨 진단")
_HISTORY_EN = re.compile(r"\b(?:diagnos\w*|dx|died|passed\s+away|history|runs\s+in|genetic|hereditary|since\s+birth"
                         r"|both\s+have|has\s+had|had\s+(?:a\s+)?(?:stroke|heart\s+attack|cancer))\b", re.I)
_HISTORY_KO = re.compile(r"(?:진단|돌아가|가족력|유전|앓|투병|지병)")


# A sentence opened by a condition with a future or modal consequence ("if the a1c comes back over 7 i'll probably
# need insulin", "so if it doesnt settle they'll refer me"): a case weighed or a plan, not what is; a habit said in the
# present ("if i skip coffee i get headaches") has no modal and stays the user's, and a condition after a told
# statement ("bp 150/90, will check again if i remember") does not open the sentence
_CONDITION_FUTURE_EN = re.compile(r"^\W*(?:(?:so|and|but|ok|okay|well|also)\W+)?(?:if|unless)\b[^.!?;]*?"
                                  r"\b(?:i'll|you'll|he'll|she'll|they'll|we'll|it'll|will|would|gonna|going\s+to"
                                  r"|might)\b", re.I)


# A number said as a bound or a case ("130 넘었나", "5 이하였나", "200이면"), not a value told
_BOUND_NUMBER_KO = re.compile(r"\d\S*\s*(?:넘|이상|이하|미만|아래|밑|초과|정도|쯤)|\d\S*(?:이면|면)(?:\s|$)")


def value_told_ko(clause: str) -> bool:
    """A Korean clause gives a number that is no bound ("걸음수 12000보 어제보다 많이 걸었나")."""
    return bool(re.search(r"\d", clause)) and not _BOUND_NUMBER_KO.search(clause)


def topic_phrase_en(clause: str) -> bool:
    """An English clause that only names a thing of the user's, with no verb and no value ("my knee.", "and my
    weight"): before a question it is that question's topic, nothing told."""
    return bool(_MY_NOUN_PHRASE.match(clause.strip())) and not _NUMBER.search(clause) and not _tells(clause, "en")


def _tells(clause: str, lang: str, named: bool = False) -> bool:
    """The clause tells something of its own: a reading, an event or a state ("chest feels tight again")."""
    return (_measure(clause, lang, named) or bool(_OWN_EVENT_EN.search(clause) or _PAST_VERB_START.match(clause)
                                           or _PREDICATE_EN.search(clause) or _FEELS_EN.search(clause)))


# A Korean wh-word as the predicate of its clause, by a copula or a connective after it ("언제고", "몇이었어",
# "얼마였고", "언제부터였는지"): the clause asks what the user's record holds
_WH_PREDICATE_KO = re.compile(r"(?:^|\s)(?:언제|며칠|몇|얼마|뭐|무엇|어디|누구)(?:부터|까지|쯤|정도)?"
                              # a wondering ending on it asks too ("제 LDL 마지막으로 잰 게 언제던가", "몇이던지")
                              r"(?:이었|였|이야|야|고|이고|인지|이었는지|였는지|임|이더라|였더라|이던가|던가|이던지|던지)"
                              # or a wh-word of a time or an amount closing the clause bare ("독감주사 마지막 언제",
                              # "공복혈당 평균 얼마"): a telegraphic question (뭐 closing a clause is a filler, "피곤해
                              # 뭐", and 며칠 is also "a few days": "벌써 며칠")
                              r"|(?:^|\s)(?:언제|몇|얼마)(?:부터|까지|쯤|정도)?[\s?.!~…ㅠㅜㅋㅎ]*$")


def asked_for(clause: str, lang: str) -> bool:
    """The clause tells nothing of its own: no number, and no event, predicate or feeling (English) or no
    statement's final ending (Korean). After a request it is what the request asks for ("scores and what Dr Osei
    told me", "약이랑 검사 수치랑 전에 의사가 한 말까지")."""
    if re.search(r"\d", clause):
        return False
    return not (tells_ko(clause) if lang == "ko" else _tells(clause, lang))


def tells_ko(clause: str) -> bool:
    """A Korean clause tells something of its own: a number, or a statement's final ending."""
    return bool(re.search(r"\d", clause)) or statement_end_ko(clause)


# A Korean clause closed by the connective -ㄴ데 (되는데, 가는데, 빼는데) or the hearsay -던데 (유행이라던데): it sets
# the scene for what follows
_BACKGROUND_END_KO = re.compile(f"(?:는|던|[{N_FINAL_KO}])데{_SCENE_CLOSE}")
_HEARSAY_END_KO = re.compile(f"[다라]던데{_SCENE_CLOSE}")
# hearsay -다는데 / -다던데 on a past stem ("했다는데", "받았다던데"): a past event heard of
_HEARSAY_PAST_END_KO = re.compile(f"[았었였했됐갔왔]다(?:는|던)데{_SCENE_CLOSE}")


def background_ko(clause: Segment, match_spans: Sequence[tuple[int, int]]) -> bool:
    """A Korean clause of a question sentence that only sets its scene, with no number and no past: closed by
    -ㄴ데 on a time still to come (``plan_future_time``) with no health thing named ("내일 아침 피검사라 금식해야
    되는데 물은 마셔도 되나요"), or by hearsay -다던데/-라던데, what is said about ("요즘 독감 유행이라던데 증상이
    어때요"). A state told before the question stays told ("요즘 잠을 통 못 자는데 …", "혈압약 먹고 있는데 …")."""
    text = clause.text
    if re.search(r"\d", text):
        return False
    if _HEARSAY_PAST_END_KO.search(text) and not self_anchor(text, "ko"):
        return True  # "앞집 양반이 쓸개 떼는 수술을 했다는데 그거 큰 수술이야?": what is heard of someone, past or not
    if re.search(past_syllable(), text):
        return False
    if _HEARSAY_END_KO.search(text):
        return True
    return bool(_BACKGROUND_END_KO.search(text)) and bool(cues.gate_cues("plan_future_time", "ko").search(text)) \
        and not any(s < clause.end and e > clause.start for s, e in match_spans)


# "I suppose": the speaker's hedge on what they tell ("so I suppose that's after food"), not "suppose I ..."
_I_SUPPOSE = re.compile(r"\bi\s+suppose\b")


def is_hypothetical(sentence: str, question: bool, lang: str) -> bool:
    """An imagined case or a plan weighed: the dictionary's ``hypothetical`` and ``intention`` lists anywhere,
    its ``conditional`` list (and Korean conditional endings) in a question."""
    if lang == "ko" and cues.rx(cues.HYPOTHETICAL_KO).search(sentence) and question:
        return True
    if lang == "ko" and cues.rx(cues.CONDITION_IMAGINED_KO).search(sentence):
        return True  # "만약에 칼륨이 6 나오면 심각한거야": a case imagined, asked or not
    low = sentence.lower()
    if lang == "en" and cues.rx(cues.INTENTION_EN).search(low):
        return True
    if cues.gate_cues("intention", lang).search(low):
        return True  # "헬스장 등록할까 고민중", "torn between the gym and a bike"
    if cues.gate_cues("hypothetical", lang).search(_I_SUPPOSE.sub(" ", low) if lang == "en" else low):
        return True  # "what if …", "옮으면 어쩌지"; "I suppose that's after food" is a hedge, not a case imagined
    if lang == "en" and _CONDITION_FUTURE_EN.search(low):
        return True  # "if it's still high next month they'll start me on a statin"
    return question and bool(cues.gate_cues("conditional", lang).search(low))


def is_request(text: str, lang: str) -> bool:
    """The clause asks for the record rather than telling it: a request verb opening it (``cues.REQUEST_EN``
    and the dictionary's ``request`` list; Korean anywhere, unless it asks to keep the values it tells:
    ``log_request``), or a telegraphic query: a clause with no number
    ending on an ``aggregate`` word ("이번달 걸음수 평균")."""
    t = text.strip()
    if lang == "ko":
        if re.search(r"\d", t) and cues.gate_cues("log_request", lang).search(t):
            return False  # "체중 80.2 혈압 136/88 기록해줘": values told with a request to keep them
        if cues.rx(cues.REQUEST_KO).search(t) or cues.gate_cues("request", lang).search(t):
            return True
        if requests_by_ending(t):
            return True  # "정리해 줄 수 있어요?", "만들어줄 수 있을까": asked as what the listener can do
    elif cues.rx(cues.REQUEST_EN).match(t) or cues.gate_cues("request", lang).match(
            _REQUEST_OPENER.sub("", t, count=1)):
        return True
    elif _POLITE_END.search(t) and not re.search(r"\d", t) and not _tells(_POLITE_END.sub("", t), lang):
        return True  # "everything about my gout pls": a thing asked for, closed by a politeness word
    if re.search(r"\d", t):
        return False  # "6800 steps total": a value told
    tail = _TRAILING.sub("", t)
    return any(m.end() == len(tail) for m in cues.gate_cues("aggregate", lang).finditer(tail))


_POLITE_END = re.compile(r"\s+(?:pls|plz|please|thx|thanks)\W*$", re.I)
_REQUEST_OPENER = re.compile(r"^(?:please\s+|pls\s+|(?:can|could|would)\s+(?:you|u|ya)\s+)?", re.I)
_TRAILING = re.compile(r"[\s.!?~ㄱ-ㅎㅠㅜ]+$")  # (ㄱ, ㄱㄱ: "go", a request's marker)


def has_health(clause: Segment, lang: str, match_spans: Sequence[tuple[int, int]]) -> bool:
    if any(s < clause.end and e > clause.start for s, e in match_spans):
        return True
    # "got back from Bali", "식당 예약하고": a health word inside another word or phrase (``health_homograph``)
    text = cues.gate_cues("health_homograph", lang).sub(" ", clause.text)
    if cues.health_rx(lang).search(text) or cues.gate_cues("gate_health", lang).search(text) \
            or cues.drug_class_rx(lang).search(text):
        return True
    # "발목 또 접질림": an injury told by its verb (the dictionary's ``injury`` list) is health in Korean
    return lang == "ko" and bool(cues.health_rx("en").search(text)
                                 or cues.gate_cues("injury", lang).search(text))


_CHAT_TAIL = re.compile(r"[\s.!?~…ㅋㅎㅠㅜ^;]+$")


def _last_words(text: str, n: int) -> str:
    """The clause's last ``n`` words, laughter, tears and closing marks left off: where its predicate stands."""
    return " ".join(_CHAT_TAIL.sub("", text).split()[-n:])


def price_talk(text: str, lang: str) -> bool:
    """The clause says what a thing costs, as its predicate in its last two words (``price_predicate``), with no
    number and no first person ("미국은 약값이 왜 이렇게 비싸요 ㅋㅋ", "insulin is so expensive here"): prices talked
    of, no health told. "약값이 비싸서 반만 먹어요" goes on past it and stays."""
    if re.search(r"\d", text) or self_anchor(text, lang):
        return False
    return bool(cues.gate_cues("price_predicate", lang).search(_last_words(text, 3 if lang == "en" else 2)))


def going_around(text: str, lang: str) -> bool:
    """An illness said to be going around (``going_around``) with no first person: news, not the user's health.
    A Korean clause must end on it, as its predicate in its last two words ("요즘 코로나 다시 유행이래요"): "독감
    유행이래서 오늘 약국에서 독감주사 맞음" goes on past it to the user's own shot and stays."""
    if self_anchor(text, lang):
        return False
    if lang == "ko":
        text = _last_words(text, 2)
    return bool(cues.gate_cues("going_around", lang).search(text))


_NAME_EDGE = re.compile(r"^[\s,.:;~-]+|[\s,.:;~-]+$")


def only_a_name(clause: Segment, match_spans: Sequence[tuple[int, int]]) -> bool:
    """The clause is one term's name and nothing else (no predicate, no number, no particle): "자누비아" before
    "부작용 뭐 있어요?", "metformin," before "is it ok with alcohol?"."""
    lead = len(clause.text) - len(clause.text.lstrip(" ,.:;~-"))
    name = _NAME_EDGE.sub("", clause.text)
    start = clause.start + lead
    return bool(name) and any(s == start and e == start + len(name) for s, e in match_spans)


def _measure(clause: str, lang: str, named: bool = False) -> bool:
    """A number with a health word, a kind of medicine ("on antibiotics for 10 days": the dictionary's drug
    classes, no gate word) or a term of the dictionary (``named``: "Synthroid 100mcg", a drug's name being the
    dictionary's and no gate word)."""
    return bool(_NUMBER.search(clause)) and (named or bool(cues.health_rx(lang).search(clause))
                                             or bool(cues.drug_class_rx(lang).search(clause)))


_TAKE_EN = re.compile(r"\bremind\s+me\s+to\s+(?:take|use|inject|refill)\b"
                      r"|\breminder\s+(?:to|for)\s+(?:take|my)\b", re.I)
_TAKE_KO = re.compile(r"(?:먹|복용|맞|바르|넣)(?:으라고|라고|게|는\s*거|을\s*시간)")


def _own_reminder(clause: str, lang: str) -> bool:
    if lang == "ko":
        return bool(cues.rx(cues.REMINDER_KO).search(clause)) and bool(_TAKE_KO.search(clause))
    return bool(cues.rx(cues.REMINDER_EN).match(clause)) and bool(_TAKE_EN.search(clause))


def family_episode(clause: str, lang: str, acute_named: bool) -> bool:
    """A relative's passing illness ("my daughter threw up twice tonight", "아들이 열이 38.5도"): a symptom or a
    reading named, no condition or procedure, no history word."""
    return acute_named and not (_HISTORY_KO if lang == "ko" else _HISTORY_EN).search(clause)


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
    if in_question and (last or is_question_clause(text, lang)):
        return Verdict.QUESTION
    if in_question and not names_state and only_a_name(clause, match_spans):
        return Verdict.QUESTION  # "자누비아 부작용 뭐 있어요?": a term named alone is the topic of what is asked
    if plan_weighed(text, lang):
        return Verdict.HYPOTHETICAL  # "i'll probably get my cholesterol checked in the fall", "라식 해볼까"
    phrase = _SUBORDINATE_TAIL.sub("", text)
    if lang == "en" and in_question and not names_state and not _measure(text, lang, named) \
            and (_MY_NOUN_PHRASE.match(phrase) or _RECORD_NOUN_PHRASE.match(phrase)):
        # "my bp readings since the new med, and what did the pharmacist say?": a noun phrase of the user's with
        # no verb of its own (a since-clause is not its verb) is what the question asks for
        return Verdict.QUESTION
    if lang == "en" and in_question and not names_state and _SAID_THING_EN.match(text):
        # "the protein powder i said didnt wreck my stomach, what brand was it": a thing picked out by what the user
        # said of it is what the question asks about
        return Verdict.QUESTION
    if asking is not None and lang == "en" and not _tells(text, lang, named) \
            and not (names_state and _SUBJECT_VERB_EN.match(text)):
        return asking  # (a state with its own verb is told: "migraine started with my period again, did i tell …")
    if after_question and lang == "en" and not names_state and not _tells(text, lang, named):
        # "am I allergic to anything? filling out a form at the dentist", "… the nephrologist wants it": a
        # sentence after a question that tells no reading, event or symptom of its own is the question's context
        return Verdict.QUESTION
    if after_question and lang == "ko" and not names_state and not tells_ko(text):
        # "신장 수치 괜찮은 편이었나? 크레아티닌이랑 사구체여과율": names after a question, what it asks about
        return Verdict.QUESTION
    if in_question and lang == "ko" and _WH_KO.search(text):
        return Verdict.QUESTION  # "지난번 편두통때 뭐 먹었는데 효과 있었는지 기억나?": part of what is asked
    if lang == "ko" and _WH_PREDICATE_KO.search(text) and not re.search(r"\d", text):
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
    if lang == "en" and in_question and cues.rx(cues.FRAME_START_EN).match(text) and not _measure(text, lang, named):
        # (a frame never opens with "on": a drug the user is on, ``on_drug``, is not read here)
        return Verdict.FRAGMENT  # "based on my labs, should I worry?": the frame of the question
    if experiencer in (Experiencer.OTHER, Experiencer.PET, Experiencer.HYPOTHETICAL) or (
            experiencer == Experiencer.FAMILY and family_episode(text, lang, acute_named)):
        return _whose(text, lang, experiencer, acute_named)
    if lang == "en" and not self_anchor(text, lang) and not family_anchor(text, lang) and not advised:
        if cues.rx(cues.GENERIC_SUBJECT_EN).search(text):
            return Verdict.GENERIC
        if in_question and on_drug != OnDrug.REGIMEN and not (
                _measure(text, lang, named) or _PAST_VERB_START.match(text) or _PREDICATE_EN.search(text)
                or names_state or _SUBJECT_VERB_EN.match(text)):
            # "stomach cramps after the lasagna, did i say dairy bothers me?": a symptom named is a state told
            return Verdict.FRAGMENT
        if cues.rx(cues.PREPOSITION_START_EN).match(text) and not _measure(text, lang, named) \
                and on_drug == OnDrug.NONE:
            return Verdict.FRAGMENT
    return Verdict.STATEMENT


def _whose(text: str, lang: str, experiencer: Experiencer, acute_named: bool) -> Verdict:
    """A statement of the user's, someone else's health, or a relative's passing episode."""
    if experiencer in (Experiencer.OTHER, Experiencer.PET, Experiencer.HYPOTHETICAL):
        return Verdict.OTHER_PERSON
    if experiencer == Experiencer.FAMILY and family_episode(text, lang, acute_named):
        return Verdict.FAMILY_EPISODE
    return Verdict.STATEMENT
