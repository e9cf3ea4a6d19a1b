"""Whether a sentence or a clause asks: by its mark, its Korean ending or question word, its English form (an
inverted auxiliary, a wh-word opening a question), an ``ask`` cue of the dictionary, advice asked with no mark, or
what a carer said asked back. The RETAIN gate (``clause_verdict``) reads a clause that asks as a QUESTION. Pure.
"""

from __future__ import annotations

import re
from functools import cache

from pia_graph.ingest import cues
from pia_graph.ingest.clauses import MIDDLE_ASK_EN, Segment, statement_end_ko
from pia_graph.ingest.experiencer import care_speaker_ko
from pia_graph.ingest.ko_endings import asks_on_past, confirm_tag_ko
from pia_graph.ingest.question_forms import asks_by_grammar, without_afterthought_ko

_UNSURE_VALUE = re.compile(r"\b(?:i\s+think|i\s+guess|maybe|probably|like|about|around)\b[^?]{0,30}?\d+(?:\.\d+)?"
                           r"\s*(?:ish|or\s+so|[a-z%/]{1,6})?\s*\?+\s*$", re.IGNORECASE)
_UNSURE_VALUE_KO = re.compile(r"\S\s+(?:\d+(?:\.\d+)?|한두|두세|서너|너댓|한|두|세|네)\s*\S{0,2}\s*"
                              r"(?:정도|쯤|즈음)\s*\?+\s*$")


# Korean puts the subject after its predicate in speech ("몇 mcg 먹고있더라 나", "몇번 마셨냐 나"): the sentence
# ends, as a question or a statement, where the predicate does
_DISLOCATED_SUBJECT_KO = re.compile(r"\s+(?:나|난|나는|내가|저|전|저는|제가)\s*[.!~ㅠㅜㅋㅎ]*$")


# -아야/어야 되다 at the end: an obligation ("조심해야 돼요"), a question only with its mark or a wh-word
_OBLIGATION_END_KO = re.compile(r"[가-힣]야\s*(?:돼|되|됨)(?:요)?\s*[.!~ㅠㅜㅋㅎ]*$")
_ANY_WH_KO = re.compile(r"(?:^|\s)(?:뭐|뭘|무엇|언제|어디|몇|무슨|어떤|어떻게|어느|얼마|왜|누가|누구)")


def is_question(sentence: Segment, lang: str) -> bool:
    text = sentence.text.strip()
    # (English: the listener hailed first, "hey pia what did I weigh …", is read past)
    opened = _DISLOCATED_SUBJECT_KO if lang == "ko" else cues.rx(cues.VOCATIVE_EN)
    text = opened.sub("", text, count=1)
    if _asks_text(text, lang):
        return True
    # "… 먹어도 되나요 보통": an adverb of what usually holds said after the question, its ending read without it
    bare = without_afterthought_ko(text) if lang == "ko" else text
    return bare != text and _asks_text(bare, lang)


def _asks_text(text: str, lang: str) -> bool:
    if asks(text, lang):
        return True
    if lang == "ko" and advice_question_ko(text):
        return True  # "건강검진은 보통 몇년마다 받아야 해", "간수치 높으면 뭐가 문제야": advice asked, no mark
    if lang == "ko" and _UNSURE_VALUE_KO.search(text):
        return False  # "허리 통증 좀 나아짐 3정도?": a rating said unsure, not a question
    if asks_by_grammar(text, lang):
        return True  # "혹시 혈압이 180/110이면 응급실 가야돼", "any drug allergies on file for me": asked by its words
    if lang == "ko" and _OBLIGATION_END_KO.search(text) and not _ANY_WH_KO.search(text):
        return False  # "빵도 조심해야 돼요": -아야/어야 되다 with no mark and no wh-word is what the user must do
    if text.endswith("?") or text.endswith("？"):
        # "i think it was like 120ish?": a value said unsure, not a question ("like 120/80 right?": a tag that asks
        # to confirm is no unit of the value)
        return not (lang == "en" and _UNSURE_VALUE.search(text) and not cues.rx(cues.QUESTION_START_EN).match(text)
                    and not _tag_close_en().search(text))
    if lang == "ko":
        return not _UNSURE_VALUE_KO.search(text) and bool(
            cues.rx(cues.QUESTION_END_KO).search(text) or cues.rx(cues.WH_QUESTION_KO).search(text)
            or cues.rx(cues.QUESTION_TAIL_KO).search(text) or cues.rx(cues.HOW_QUESTION_KO).search(text)
            or asks_on_past(text))  # "어제 혈압약 먹었나", "독감주사 올해 맞았었나": the user's past asked
    if re.search(r"[.!]\W*$", text) and not re.search(r"\?", text):
        return False  # "did a glucose check today, 9.4." ends as a statement: the subject is only dropped
    opener = cues.rx(cues.QUESTION_START_EN).match(text)
    if opener is not None and _BARE_WH.match(text) and not asks_by_form(text):
        return False  # "when I woke up my throat was sore": a wh-word before a subject opens no question
    last = _LAST_PART.split(text)[-1]
    # "heard that …, is that true": the last part inverts its auxiliary and subject, as a question does
    inverted = last != text and bool(cues.rx(cues.QUESTION_START_EN).match(last))
    # "my daughters fever is 101 should I give her tylenol": dictated with no comma and no mark
    middle = _MIDDLE_ASK_EN.search(text) is not None
    return opener is not None or asks_by_form(last) or inverted or middle or _since_then_asks(text) \
        or _compared_only(text)


_MIDDLE_ASK_EN = re.compile(rf"(?<=[a-z0-9])(?<!\bso)(?<!\bnor)\s+(?={MIDDLE_ASK_EN})", re.IGNORECASE)
# A time clause of a change the user made ("since I started the new pill", "since starting jardiance", "now that i
# quit"), then the main clause with its auxiliary inverted before the user's thing ("has my bp dropped", "is my a1c
# down", "did it help"): whether the change did something is asked (a statement keeps its order: "since starting
# jardiance my a1c has come down")
_SINCE_THEN_ASK_EN = re.compile(
    r"^(?:so\s+|and\s+)?(?:ever\s+since|since|now\s+that|after\s+(?=i\s|starting|stopping|switching|quitting))\s+"
    r"[^,.!?]*?\s(?:(?:has|have|is|are|was|were)\s+(?:my|our|i)\b"
    r"|(?:did|does|do)\s+(?:it|they|i|that|this)\s+\w+)[^.!]*$", re.IGNORECASE)
# A thing of the user's at one time against another, with no number and no verb ("my step count the week of my trip
# vs now", "resting hr this month compared to last month"): a comparison asked for, nothing told
_COMPARED_ONLY_EN = re.compile(
    r"^(?:and\s+|so\s+)?(?:(?!(?:is|are|was|were|am|has|have|had|got|get|feel|feels|felt|went|did|do|does|\w+ed)\b)"
    r"[\w'-]+\s+){1,10}(?:vs\.?|versus|compared\s+(?:to|with))\s+(?:[\w'-]+\s*){1,4}\W*$", re.IGNORECASE)


def _since_then_asks(text: str) -> bool:
    return bool(_SINCE_THEN_ASK_EN.match(text))


def _compared_only(text: str) -> bool:
    return not re.search(r"\d", text) and bool(_COMPARED_ONLY_EN.match(text))


def wonders_on_past(sentence: Segment, lang: str) -> bool:
    """A Korean sentence that asks only by a past stem's ending, with no mark and no question word ("열이 38도
    감기 걸렸나", "어제 혈압약 먹었나"): the user wonders aloud about their own past. A clause of it that names a
    state or gives a reading tells that state (what is wondered about is its cause); one that names none asks."""
    text = _DISLOCATED_SUBJECT_KO.sub("", sentence.text.strip())
    if lang != "ko" or "?" in text or "？" in text or not asks_on_past(text) or _ANY_WH_KO.search(text):
        return False
    return not (asks(text, lang) or advice_question_ko(text) or cues.rx(cues.QUESTION_END_KO).search(text)
                or cues.rx(cues.QUESTION_TAIL_KO).search(text))


# A condition, then a question word: a case asked about ("간수치 높으면 뭐가 문제야", "술 마시면 어떻게 돼"; 수면 and
# 냉면 are nouns ending in 면)
_CONDITION_WH_KO = re.compile(r"(?<![수냉])(?:으면|면)\s+(?:\S+\s+)?(?:뭐|뭘|무슨|어떤|어떻게|왜|얼마나|언제)")
_CLOSE_KO = re.compile(r"[\s.!~ㅠㅜㅋㅎ]+$")
# A condition (-면, not 수면/냉면) before the last words: "공복에 커피 마시면 안좋아"
_CONDITION_KO = re.compile(r"(?<![수냉])(?:으면|면)\s+\S")
_PAST_KO = re.compile(r"[었았였했갔왔봤됐셨]")


def _generic_case_ko(body: str) -> bool:
    """A case judged in general: a condition, then a closing predicate of the dictionary's ``generic_evaluation``
    list, with no first person and no past in the sentence ("수면제랑 술 같이 먹으면 위험해", "LDL 130이면
    높은거야"); "내가 커피 마시면 안좋아" or "먹었더니 안좋아" are the user's own."""
    if not _CONDITION_KO.search(body) or re.search(cues.FIRST_PERSON_KO, body) or _PAST_KO.search(body):
        return False
    found = list(cues.gate_cues("generic_evaluation", "ko").finditer(body))
    return bool(found) and found[-1].end() == len(body)


def advice_question_ko(text: str) -> bool:
    """A Korean sentence asks for advice with no question mark: it closes on a predicate that weighs what is
    better or needed (the dictionary's ``advice_predicate``) with a question word in it ("대상포진 백신 몇살부터
    맞는게 좋아") or says that predicate twice as a choice ("아침에 먹는게 나아 저녁에 먹는게 나아"); or a
    condition comes before a question word ("간수치 높으면 뭐가 문제야")."""
    body = _CLOSE_KO.sub("", text)
    if _CONDITION_WH_KO.search(body):
        return True
    if _generic_case_ko(body):
        return True
    found = list(cues.gate_cues("advice_predicate", "ko").finditer(body))
    if not found or found[-1].end() != len(body):
        return False
    return len(found) >= 2 or bool(_ANY_WH_KO.search(body))


# What someone said (-라고) or asked (-냐고), the speech verb after it: "먹으라고 추천해준", "말라고 했었는데"
_SPEECH_KO = re.compile(r"[가-힣](?:라고|냐고)(?:\s|$)")
# Trailing off on a noun or a connective: the thing said is what the user is after ("… 추천해준 거", "… 있었잖아")
_TRAILS_OFF_KO = re.compile(r"(?:거|것|게|잖아|잖아요|는데|었는데|았는데|였는데)\s*[.!~ㅠㅜㅋㅎ]*$")


def recalled_speech_ko(clause: str) -> bool:
    """A Korean clause reports what a person who cares for the user (``experiencer.care_speaker_ko``) told or
    asked them, with a question word or trailing off, and no value: "약사님이 몇mg 먹냐고 물어보시는데", "상담
    선생님이 해보라고 한 거 있었잖아". It asks back what was said; a speech told with its content and a value
    ("의사가 아스피린 하루 1알 먹으라고 했어"), or closed as a statement, is not one."""
    if re.search(r"\d", clause) or not _SPEECH_KO.search(clause):
        return False
    care = care_speaker_ko().search(clause)
    if care is None or any(statement_end_ko(w) or re.search(r"[ㅠㅜ]+$", w) for w in clause[:care.start()].split()):
        return False  # "두드러기 또 올라옴 ㅠ 피부과쌤이 …": a statement closed before the speech is told
    return bool(_ANY_WH_KO.search(clause) or _TRAILS_OFF_KO.search(clause))


# A sentence opening on a wh-word with no question mark asks only in a question's form (``asks_by_form``)
_BARE_WH = re.compile(r"^(?:so\s+|and\s+|but\s+)?(?:when|where|how|what|which|who|why)\s+(?:i|we|my|our)\b", re.I)


# The last part of a sentence after a comma, a semicolon or a dash: where a question without its mark is said
_LAST_PART = re.compile(r"\s*(?:,|;|\s[—–-]{1,2}\s|\s[+&]\s)\s*")


# "last time i had a fever", "the last time my bp was that high": a time named by a clause of its own and nothing
# said of it (no second subject, no more than a few words): the time itself is asked for
_LAST_TIME_ONLY_EN = re.compile(r"^(?:the\s+)?(?:last|first)\s+time\s+(?:that\s+)?(?:i|we|my\s+\w+)\s+"
                                r"(?!.*\b(?:i|it|we|he|she|they|my)\s+\w)(?:[\w'/-]+\s*){1,5}[.?!]*$",
                                re.IGNORECASE)


def asks_by_form(clause: str) -> bool:
    """The clause asks by its grammar alone (``cues.QUESTION_FORM_EN``, ``cues.CONDITION_THEN_ASK_EN``, a time
    named and nothing said of it)."""
    c = clause.strip()
    return bool(cues.rx(cues.QUESTION_FORM_EN).match(c) or cues.rx(cues.CONDITION_THEN_ASK_EN).search(c)
                or _LAST_TIME_ONLY_EN.match(c))


@cache
def _tag_close_en() -> re.Pattern[str]:
    return re.compile(rf"\b(?:{cues.gate_cues('tag_question', 'en').pattern})\W*$", re.IGNORECASE)


@cache
def _tag_alone_en() -> re.Pattern[str]:
    return re.compile(rf"^\W*(?:{cues.gate_cues('tag_question', 'en').pattern})\W*$", re.IGNORECASE)


def confirm_tag_alone(clause: str, lang: str) -> bool:
    """The clause is only a tag that asks to confirm what the clause before it said (English ``tag_question``:
    "…, didn't she?", "…, right?"; Korean ``confirm_tag``: "… 같은데 맞아?"): said as the last clause of a
    question, the clause before it asks after what is on record and tells nothing of its own."""
    return bool(confirm_tag_ko(clause)) if lang == "ko" else bool(_tag_alone_en().match(clause))


def is_question_clause(clause: str, lang: str) -> bool:
    c = clause.strip()
    if lang == "ko":
        c = _DISLOCATED_SUBJECT_KO.sub("", c)
    if c.endswith("?") or (lang == "ko" and asks(c, lang)):
        return True
    if lang == "ko":
        return bool(cues.rx(cues.QUESTION_END_KO).search(c) or cues.rx(cues.WH_QUESTION_KO).search(c)
                    or asks_on_past(c) or asks_by_grammar(c, lang))
    return bool(cues.rx(cues.QUESTION_START_EN).match(c)) or asks_by_form(c)


def asks(sentence: str, lang: str) -> bool:
    """The sentence asks what the user said or logged before (the dictionary's ``ask`` list), wherever it
    says so: "the urgent care by my office, what was it called", "알레르기 뭐뭐 있다고 했었지 치과에서 물어봐서"."""
    return bool(cues.gate_cues("ask", lang).search(sentence))
