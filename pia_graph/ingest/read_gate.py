"""The READ gate and router: does answering the utterance need the user's memory, and which kind?

``structured``: typed records by type, field and time ("what was my last A1c", "BP readings last week").
``associative``: free-text recall ("what did we talk about", "what did the doctor say about ...").
``both``: a question about causes or effects, safety or advice for this user, which needs the records and what
was said ("could it be my meds?", "is my new med helping my sleep?", "can I take ibuprofen?"), or one that asks
for the records and what was said together ("my results and what the doctor said").
See docs/read-path.md (session 21) for how these follow FORMAT.md's route definitions.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cache

from pia_graph.ingest import cues
from pia_graph.ingest.clause_verdict import is_hypothetical
from pia_graph.ingest.clauses import Segment
from pia_graph.ingest.experiencer import other_person, self_anchor
from pia_graph.ingest.ko_endings import asks_by_ending, asks_past_question, past_syllable, requests_by_ending
from pia_graph.ingest.ko_spoken import plain_endings
from pia_graph.ingest.read_asks import ASKS_BOTH, SPEAKER_KO, record_ask
from pia_graph.ingest.read_contract import (
    NORM_JUDGEMENT_EN,
    NORM_JUDGEMENT_KO,
    OWN_PAST_KO,
    SLEPT_KO,
    Term,
    own_life_ko,
)
from pia_graph.ingest.read_courtesy import whether_free
from pia_graph.ingest.read_request import (
    INDIRECT_EN,
    RECORD_REQUEST_EN,
    check_request_ko,
    compared_own_past_en,
    compared_own_past_ko,
    contrasted_days_ko,
    own_general_ko,
    own_record_ko,
    record_request,
    value_back_en,
)
from pia_graph.ingest.read_route import BOTH_EN, BOTH_KO, REQUEST_ME, Route, assoc_ask, route_for
from pia_graph.ingest.read_scope import ASK_MID_KO as _ASK_MID_KO
from pia_graph.ingest.read_scope import (
    PAST_END_KO,
    about_a_pet,
    clinician_said,
    coordinated_ask,
    everything_about,
    follow_up,
    value_told_before,
)
from pia_graph.ingest.read_scope import TOLD_DEORA_KO as _TOLD_DEORA_KO
from pia_graph.ingest.read_scope import WH_KO as _WH_KO
from pia_graph.ingest.read_whose import (
    about_someone_else,
    is_reminder_request,
    media_checked,
    own_regimen_hypothetical,
    task_for_agent,
)
from pia_graph.ingest.retain_gate import retain_decision
from pia_graph.ingest.sentence_asks import asks as asks_recall
from pia_graph.ingest.utterance import AnalysedUtterance, analyse

OWN_CASE = "contract:C12_own_regimen"


@dataclass(frozen=True, slots=True)
class ReadDecision:
    read: bool
    route: Route
    reasons: list[str] = field(default_factory=list)


# The user forgot a thing's name (이름 까먹었어, 이름이 기억이 안 나): the user's own memory is asked
_FORGOT_KO = re.compile(r"이름\S*\s*(?:까먹|잊어|기억이?\s*안|생각이?\s*안)")
_ANAPHORIC_EN = re.compile(
    r"\b(?:last\s+time|before\s+i|usual|trend\w*|average|avg|compare\w*|than\s+last|so\s+far|in\s+total"
    # set against another time ("hows that vs new years"): session 45
    r"|vs|versus|how'?s\s+(?:that|it|this)"
    r"|total|(?:is|was)\s+(?:that|it|this)|better\s+or\s+worse|previous|since|how\s+many|how\s+often"
    r"|highest|lowest|in\s+a\s+while|ever\s+been|(?:has|have)\s+(?:it|that|this|they)\s+been|then(?=\W*$)|when\s+did\s+(?:this|it|that)(?:\s+\w+){0,2}\s+(?:start|begin|began))\b",
    re.IGNORECASE,
)
_RECALL_KO = re.compile(rf"(?:{PAST_END_KO}(?:었)?지|(?:(?<={PAST_END_KO})|(?<=[뭐디제구마]))더라|였나|었나"
                        r"|(?:였|었|았|셨|했)(?:었)?죠|(?:였|었|땠)음\W*$|[랬댔]지|[은한운난]지\s*(?:얼마나|몇\s*\S+)\s*(?:됐|되)|지난번|저번|평소"
                        rf"|보다\s*\S*\??$|마지막|했던|기억나|(?:다|라|자)던(?!데)|기록\s*(?:보|상|으로|에)|숫자로|새로\s*(?:먹|시작|바꾼|바꿔|받은)|{past_syllable()}는지"
                        r"|(?:먹고|시작하고|바꾸고|끊고)\s*(?:나서|부터)|이랬던|그랬던|(?:쌤|선생님|의사|교수님|약사|에서)\S*\s.*(?:라고|다고|래|하셨|던|준|주신|줬)|(?:지금|요즘|아직)\s*(?:먹는|먹고\s*있는|복용\s*중인|복용하는)|먹고\s*있는\s*약)")
# "혈당 생각하면", "내 상태 고려해서": the user's own state weighed (Korean "given my ...")
_CONSIDERING_KO = re.compile(r"(?:생각|고려|감안)(?:하면|해서|했을\s*때)")
# Korean drops the pronoun: a health question anchored in the asker's own recent past, or asking how their
# numbers came out, is about them ("요즘 공복혈당 어때?", "어제 몇 시간 잤더라").
_OWN_TIME_KO = re.compile(r"(?:요즘|요새|최근|어제|그저께|엊그제|지난\s*(?:주|달|번|해)|작년|올해|[이요]번\s*(?:주|달)"
                          r"|마지막|아까|오늘|변화|나온\s*거|결과|다음\s*(?:진료|검진|예약|병원)|\d+\s*월"
                          r"|먹고\s*있|(?:지금|현재|아직)\s*(?:먹는|먹던|복용)|(?:제일|젤|가장)(?:\s*\S+){0,2}?(?:았|었|였|했|갔|났))")
# ... and so is a question about something felt or seen now ("아픈 게", "못 자서", "왜 이렇게 높게 나오지").
_EXPERIENCE_KO = re.compile(r"(?:왜\s*이렇게|[가-힣]\s(?:게|건|거)(?:랑|하고|와|\s)|서\s.*(?:걸까|건가|나\?|까\?)"
                            r"|나오지|나와|계속)")
# A question about people in general, a definition or a normal range is general knowledge.
_GENERIC_KO = re.compile(r"(?:정상\s*(?:수치|범위|혈압|혈당|이야|인가)?|일반적으로|보통|사람들|성인|어른|남자|여자"
                         r"|(?:이|가)?란\s*뭐|이란|에\s*좋은|좋은\s*음식|어떤\s*병|게\s*좋"
                         r"|(?:보는|하는|읽는|재는)\s*(?:법|방법)|증상이?\s*(?:뭐|어떻)|유행)")
# After a statement, a question that counts, compares or sums up is about the user's own records.
_AGGREGATE_KO = re.compile(r"(?:총|몇|평균|비교|합계|추세|제일|젤|가장|최고|기록\s*중"
                           r"|지난주|지난달|이번\s*(?:주|달)|전보다|저번보다"
                           r"|(?:바꾼|바꾸고|먹고|시작한|끊은)\s*(?:뒤로|후로|이후로?|다음부터)|좋아진|나빠진)")
_FRAGMENT_TIME_EN = re.compile(r"\b(?:trend\w*|since"
                               r"|(?:yesterday|today|tonight)\s+(?:vs\.?|versus|compared\s+(?:to|with))"
                               r"|last\s+(?:week|month|year|night|time)|this\s+(?:week|month|year)"
                               r"|lately|recently|so\s+far|over\s+the\s+(?:past|last))\b", re.IGNORECASE)
# "avg bp last week?": a count, average or extreme of a health reading, asked without a subject
_AGGREGATE_FRAGMENT_EN = re.compile(r"^\W*(?:avg|average|mean|total|highest|lowest|max|min)\b", re.IGNORECASE)
_CARE_WHO = (r"(?:\b(?:did|has|have)|'d)\s+(?:(?:the|my)\s+(?:[\w-]+\s+){0,2}"
             r"(?:guy|lady|people|folks|staff|doctor|doc|dr\.?\s*\w+|physio\w*|nurse|\w*ologist|therapist|dentist"
             r"|pharmacist|ob|gp|trainer|coach|ortho\w*|derm\w*|pcp|physician|surgeon|specialist|pt|gyn\w*|psych\w*)"
             # ... or a doctor named, who is the user's ("what diet changes did dr mehta suggest")
             r"|dr\.?\s*[a-z]\w+)\s+")
# A question in the past tense dated in the user's own past, about a health word ("what did the glucose test show
# in august", "how was my sleep last week"): what happened to the user then, which only the memory holds.
_PAST_ASK_EN = re.compile(r"^\W*(?:(?:what|how|when|which|where)\w*(?:'s)?\s+(?:\w+\s+){0,3}?)?(?:did|was|were|had)\b",
                          re.IGNORECASE)
# The visit words are the dictionary's ``visit_word`` list ("last visit", "at my last checkup", "after the appt").
@cache
def _user_past_en() -> re.Pattern[str]:
    visit = cues.gate_cues("visit_word", "en").pattern
    return re.compile(r"\b(?:(?:in|from|since|during|back\s+in|on|over)\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep"
                      rf"|oct|nov|dec)\w*|last\s+(?:week|month|year|night|time|{visit})|yesterday"
                      r"|\w+\s+(?:days?|weeks?|months?)\s+ago|earlier\s+this\s+(?:week|month|year)"
                      rf"|(?:at|after|before)\s+(?:my|the)\s+(?:last\s+)?(?:{visit}))\b",
                      re.IGNORECASE)


@cache
def _care_recall() -> re.Pattern[str]:
    """"did my doctor say/warn/explain ...": a care provider's words (the dictionary's ``said_verb``)."""
    return re.compile(f"{_CARE_WHO}(?:{cues.gate_cues('said_verb', 'en').pattern})", re.IGNORECASE)
_SHARED_RECALL_EN = re.compile(r"\b(?:what|who|where)\s+(?:was|were)\s+(?:the\s+name|that|those)\b"
                               r"|\bname\s+of\s+(?:that|the)\s+\w+", re.IGNORECASE)
# "I read that eggs raise cholesterol, true?": checking something read or heard, not the user's memory.
_HEARSAY_EN = re.compile(r"^\W*i\s+(?:read|heard|saw)\s+(?:that|somewhere|online|on)\b", re.IGNORECASE)
_HYPOTHETICAL_EN = re.compile(r"\b(?:in\s+case|if)\s+(?:i|we)\s+(?:ever|later|someday|one\s+day)\b", re.IGNORECASE)
# "write me a grocery list", "make me a meal plan": a task for the agent; "me" is who receives it
_TASK_FOR_ME_EN = re.compile(r"^\W*(?:please\s+|(?:can|could|would)\s+(?:you|u)\s+)?(?:write|make|create|draft|plan"
                             r"|generate|come\s+up\s+with|put\s+together|build)\s+me\b", re.IGNORECASE)
_ASKS_FIRST_EN = re.compile(r"^\W*(?:has|have|had|did|do|does|is|are|was|were|can|could|should|will|would)\b",
                            re.IGNORECASE)
_THIRD_PERSON = re.compile(r"\b(?:him|her|them|he|she|they|his|its)\b", re.IGNORECASE)
_WHAT_DO_I_DO = re.compile(r"^\W*(?:so\s+)?(?:what|how)\s+(?:should|can|do)\s+i\s+(?:do|help|handle)\b", re.IGNORECASE)
_ANY_DAY = re.compile(r"\b(?:any\s+day|every\s+time|over\s+\w+)\s*[.!]*$", re.IGNORECASE)  # "give me trails any day"
_GENERIC_HOW = re.compile(r"^(?:how|what)\s+(?:do|can|would|should)\s+(?:i|you|one|we)\b", re.IGNORECASE)


def _question_parts(sentence: Segment, parts: list[Segment], lang: str) -> list[Segment]:
    """The clauses of a sentence that ask or request something."""
    text = sentence.text.strip()
    question_rx = cues.rx(cues.QUESTION_END_KO if lang == "ko" else cues.QUESTION_START_EN)
    request_rx = cues.rx(cues.REQUEST_KO if lang == "ko" else cues.REQUEST_EN)
    out: list[Segment] = []
    vocative = cues.rx(cues.VOCATIVE_EN)
    for i, part in enumerate(parts):
        p = part.text.strip() if lang == "ko" else vocative.sub("", part.text.strip(), count=1)  # "hey pia what …"
        is_q = (
            (i == len(parts) - 1 and text.endswith("?"))
            or p.endswith("?")
            or (bool(question_rx.search(p)) and not _TOLD_DEORA_KO.search(p) if lang == "ko"
                else bool(question_rx.match(p)))
            or (bool(request_rx.search(p)) if lang == "ko"
                else bool(request_rx.match(p)) and not _ANY_DAY.search(p))
            or (bool(_WH_KO.search(p) or _ASK_MID_KO.search(p) or check_request_ko(p) or asks_by_ending(p))
                if lang == "ko"
                else bool(INDIRECT_EN.search(p)))
            or coordinated_ask(p, lang) or everything_about(p, lang) or follow_up(p, lang)
            or asks_recall(p, lang)  # the dictionary's asks with no question form (이름 까먹었어)
        )
        if is_q:
            out.append(part)
    if not out and lang == "en" and cues.rx(cues.QUESTION_START_EN).match(vocative.sub("", text, count=1)):
        out.append(sentence)
    return out


def _personal(question: str, lang: str, statement_before: bool, *, known_term: bool = False) -> bool:
    """The question is about the user's own memory. ``known_term``: the dictionary knows a term in the sentence
    (a drug's brand name is a health word the regex lists miss)."""
    if lang == "ko":
        if cues.person_rx("self", "ko").search(" " + question):
            return True
        if _RECALL_KO.search(question) or _FORGOT_KO.search(question):
            return True
        if check_request_ko(question) and not _GENERIC_KO.search(question) and (
                statement_before or known_term or cues.ask_health_rx("ko").search(question)
                or _OWN_TIME_KO.search(question)):
            return True  # "혈당 차이 있는지 봐줘", "발목 접질렀어 ㅠ 작년에 다친데랑 같은쪽인지 확인해줘"
        if SPEAKER_KO.search(question) and cues.gate_cues("said_verb", "ko").search(question):
            return True  # "정형외과에서 뭐랬는지": a care provider's words to the user
        if _CONSIDERING_KO.search(question) and (cues.ask_health_rx("ko").search(question) or known_term):
            return True  # "저녁 뭐 먹을까 혈당 생각하면": advice given the user's own numbers ("given my ...")
        if statement_before and (_AGGREGATE_KO.search(question) or BOTH_KO.search(question)
                                 or OWN_PAST_KO.search(question)):
            return True
        health = bool(cues.ask_health_rx("ko").search(question) or SLEPT_KO.search(question) or known_term)
        if health and not _GENERIC_KO.search(question) and own_life_ko(question):
            return True  # a symptom put down to a cause, or its course since an event of the user's own life
        if health and not _GENERIC_KO.search(question) and (
                _OWN_TIME_KO.search(question) or _EXPERIENCE_KO.search(question) or own_record_ko(question)
                or asks_past_question(question)  # "혈당 어땠어?": asked in the past tense, the user's own past
                or contrasted_days_ko(question)):  # "운동한 날이랑 안 한 날": the user's own days compared
            return True
        return bool(cues.rx(cues.REQUEST_KO).search(question) or requests_by_ending(question)) \
            and bool(cues.ask_health_rx("ko").search(question)) and not own_general_ko(question)
    if _HEARSAY_EN.search(question) and not re.search(r"\bmy\b", question, re.I):
        return False
    if follow_up(question, lang):
        return True  # "wait what was it the time before that": the records just answered, one step back
    if _SHARED_RECALL_EN.search(question) or (INDIRECT_EN.search(question) and re.search(r"\bmy\b", question, re.I)):
        return True
    if _FRAGMENT_TIME_EN.search(question) and (known_term or cues.ask_health_rx("en").search(question)) \
            and not re.match(r"^\W*(?:what|how(?!\s+(?:many|often|much))|is|are|does|do|can|should|why)\b",
                             question, re.I) \
            and not cues.rx(cues.GENERIC_SUBJECT_EN).search(question):
        return True  # "fasting sugar trend since feb?": a fragment about a reading over the user's own time
    if _PAST_ASK_EN.match(question) and _user_past_en().search(question) \
            and (known_term or cues.ask_health_rx("en").search(question)) \
            and not cues.rx(cues.GENERIC_SUBJECT_EN).search(question) and not _THIRD_PERSON.search(question):
        return True  # "what did the glucose test show in august": a question dated in the user's own past
    if _TASK_FOR_ME_EN.match(question) and not re.search(r"\b(?:my|i)\b", question, re.I):
        return False
    stripped = REQUEST_ME.sub(" ", question.strip())
    me = self_anchor(stripped, "en")
    if me and _GENERIC_HOW.match(question.strip()) and not re.search(r"\b(?:my|me)\b", question, re.I):
        return False
    if me and _GENERIC_HOW.match(question.strip()) and not (known_term or cues.ask_health_rx("en").search(question)):
        return False  # "how do I export my data": how to use the app, no health memory
    if me:
        return True
    if statement_before and (_ANAPHORIC_EN.search(question) or BOTH_EN.search(question) or value_back_en(question)):
        return True
    if re.search(r"\bremind\s+me\b", question, re.I) or _care_recall().search(question):
        return True
    if _AGGREGATE_FRAGMENT_EN.match(question) and cues.ask_health_rx("en").search(question) \
            and not cues.rx(cues.GENERIC_SUBJECT_EN).search(question):
        return True
    return bool(RECORD_REQUEST_EN.match(question.strip())) and bool(cues.ask_health_rx("en").search(question))


def _asked_record(clause: str, sentence: str) -> bool:
    """A clause before the question that asks for records without a verb of its own ("my bp readings since
    the new med, and what did ..."): part of the question, not a statement told first."""
    return record_ask(clause, sentence, "en") and not cues.gate_cues("said_verb", "en").search(clause)


def _settled_key(key: str | None, candidates: Sequence[str]) -> str:
    """The term a match names; an ambiguous one between a condition and a symptom of the same name (migraine)
    is a trouble of the body either way: its first candidate stands for it."""
    if key:
        return key
    kinds = {c.split(":", 1)[0] for c in candidates}
    return candidates[0] if candidates and kinds <= {"condition", "symptom"} else ""


def _plain_spoken(utterance: AnalysedUtterance) -> AnalysedUtterance:
    """The utterance with its sentences in the plain spelling of spoken endings (same length, same spans); the
    RETAIN verdicts stay those of the text as typed."""
    plain = plain_endings(utterance.text)
    if plain == utterance.text:
        return utterance
    sentences = tuple((Segment(plain[s.start:s.end], s.start, s.end),
                       tuple(Segment(plain[c.start:c.end], c.start, c.end) for c in parts))
                      for s, parts in utterance.sentences)
    return dataclasses.replace(utterance, text=plain, sentences=sentences)


def decide_read(text: str, lang: str = "en", *, utterance: AnalysedUtterance | None = None) -> ReadDecision:
    """Read when a question or request in the utterance is about the user's own memory. ``utterance``: the
    analysed utterance the write path built once (its clauses and the RETAIN gate's verdicts are reused)."""
    if utterance is None:
        utterance = analyse(text, lang)
    text, lang = utterance.text, utterance.lang
    retain = retain_decision(utterance)
    if lang == "ko":  # the asks are read in the plain spelling of spoken endings (언제얌, 알려주셈: ko_spoken)
        utterance = _plain_spoken(utterance)
        text = utterance.text
    reasons: list[str] = []
    routes: list[Route] = []
    for sentence, clause_parts in utterance.sentences:
        parts = list(clause_parts)
        asks = _question_parts(sentence, parts, lang)
        requested = record_request(sentence, utterance)
        if not asks and requested:
            asks = [sentence]  # "need my last a1c", "혈압 어땠는지 좀": a request said as a fragment
        elif not asks and (compared_own_past_ko(sentence.text) if lang == "ko" else compared_own_past_en(
                sentence.text)) and cues.ask_health_rx(lang).search(text[:sentence.end]) \
                and (lang == "ko" or bool(re.search(r"\d", text[:sentence.end]))):
            # "공복혈당 118인데 저번주보다 높아", "a1c 6.4 today. better than last time": a reading (told in the
            # sentence or before it) compared with the own past, left open
            asks = [sentence]
        if not asks:
            continue
        own_case = False
        # "check if I took it", "can't remember if I'm allergic": an embedded question's if, not a condition
        weighed = whether_free(sentence.text) if lang == "en" else sentence.text
        if is_hypothetical(weighed, True, lang) or (lang == "en" and _HYPOTHETICAL_EN.search(sentence.text)):
            drugs = [(m.start - sentence.start, m.end - sentence.start) for m in utterance.alias_matches
                     if sentence.start <= m.start < sentence.end and (m.term_key or "").startswith("drug:")]
            own_case = own_regimen_hypothetical(sentence.text, lang, drugs, whole=text)
            if not own_case:
                reasons.append("hypothetical")
                continue
        statement_before = any(s < asks[0].start for s, _ in retain.retained_spans) or value_told_before(
            utterance, asks[0].start, [(a.start, a.end) for a in asks])
        for part in asks:
            if is_reminder_request(part.text if lang == "en" else sentence.text, lang):
                reasons.append("reminder_request")
                continue
            # The asking clause with its sentence, so that "my" earlier in the sentence still counts.
            scope = sentence.text[: part.end - sentence.start]
            recall_mine = (lang == "en" and bool(
                assoc_ask("en").search(part.text) and re.search(r"\b(?:my|i|we|our)\b", part.text, re.I)
            )) or clinician_said(part.text, text, lang) or (
                # "my GP said my thyroid was fine, right? what was the number": the value of what the turn told
                lang == "en" and value_back_en(part.text)
                and bool(cues.ask_health_rx("en").search(text[:part.start])))
            if not statement_before and about_a_pet(sentence.text, part.text, lang):
                reasons.append("pet")  # "my dog threw up twice today, should I worry?"
                continue
            if lang == "en" and _GENERIC_HOW.match(part.text.strip()) and _THIRD_PERSON.search(part.text):
                reasons.append("care_for_other")  # "how can I help her around the house?"
                continue
            if lang == "en" and not statement_before and _WHAT_DO_I_DO.match(part.text.strip()) \
                    and other_person(sentence.text, lang):
                reasons.append("care_for_other")  # "My 4 year old has a fever of 39, what should I do?"
                continue
            # Korean adds the fragment after the question ("커피 끊어야 되나? 내 혈압 생각하면").
            ko_scope = text[sentence.start:]
            if (lang == "en" and statement_before and NORM_JUDGEMENT_EN.match(part.text.strip())) or (
                    lang == "ko" and NORM_JUDGEMENT_KO.search(sentence.text) and not OWN_PAST_KO.search(sentence.text)):
                reasons.append("norm_judgement")  # "94% after the stairs, is that normal?": general knowledge
                continue
            known_term = any(sentence.start <= m.start < sentence.end for m in utterance.alias_matches)
            if about_someone_else(sentence.text, part.text, lang):
                reasons.append("someone_else")  # "my husbands bp is high lately, should he be worried?"
                continue
            if media_checked(utterance, sentence.start, part.start, part.text):
                reasons.append("media")  # "뉴스에서 … 내린다던데 진짜야?": general knowledge
                continue
            if lang == "en" and task_for_agent(part.text, health=known_term or bool(
                    cues.ask_health_rx("en").search(sentence.text))):
                reasons.append("task")  # "can you help me write an email to my landlord"
                continue
            if not (recall_mine or requested or own_case) and not _personal(scope if lang == "en" else ko_scope, lang,
                                                                statement_before, known_term=known_term):
                reasons.append("general")
                continue
            if lang == "en" and other_person(sentence.text, lang) and _THIRD_PERSON.search(part.text) \
                    and not statement_before:
                reasons.append("other_person")
                continue
            # "my PT said to ice after runs, have I been running less since ...": a statement told before the
            # question in the same sentence does not choose the route; the question from its start does
            told_first = lang == "en" and any(
                sentence.start <= s < asks[0].start and not _ASKS_FIRST_EN.match(text[s:e])
                and not _asked_record(text[s:e], sentence.text) for s, e in retain.retained_spans)
            asked = sentence.text[asks[0].start - sentence.start:] if told_first else sentence.text
            begin = asks[0].start if told_first else sentence.start
            end = sentence.end if lang == "en" else len(text)
            # a record told first in the sentence (kept by the RETAIN gate) is the coordinate its asks point back
            # to ("68 kg today, what's my trend since ...")
            # so is a term of a statement told before the asking sentence ("비타민D 32로 올랐어! 전에 몇이었고 …")
            coordinate = told_first or any(begin <= m.start and m.end <= end for m in utterance.alias_matches) \
                or (statement_before and any(m.end <= sentence.start for m in utterance.alias_matches))
            asking = asked if lang == "en" else ko_scope
            offset = begin if lang == "en" else sentence.start
            terms = [Term(m.start - offset, m.end - offset, _settled_key(m.term_key, m.candidates))
                     for m in utterance.alias_matches
                     if sentence.start <= m.start and m.end <= end and _settled_key(m.term_key, m.candidates)]
            tail = text[sentence.end:] if lang == "en" else ""
            route, decided_by = route_for(asking, lang, coordinate=coordinate, terms=terms, tail=tail,
                                          head=text[sentence.start:offset])
            if own_case:  # an imagined case of the user's own regimen: records and judgement (C12)
                route, decided_by = "both", OWN_CASE
            routes.append(route)
            reasons.append(f"personal:{route}")
            if decided_by:
                reasons.append(decided_by)
    if not routes:
        return ReadDecision(False, "none", reasons or ["no_question"])
    if "both" in routes or ("associative" in routes and "structured" in routes):
        final: Route = "both"  # the union: one sentence asks what was said, another for the records
        if "both" not in routes and ASKS_BOTH not in reasons:
            reasons.append(ASKS_BOTH)  # a union of asks, as within one sentence: the opinion keeps it (session 34)
    elif "associative" in routes:
        final = "associative"
    else:
        final = "structured"
    return ReadDecision(True, final, reasons)
