"""Whether a question is about the user's own memory (the READ gate's ``personal`` test, split from
``read_gate``): Korean drops the pronoun, so its reads lean on time, recall endings and health words; English on
the self, a reading told before, a time in the user's past and a care provider's words. See docs/read-path.md.
"""

from __future__ import annotations

import re
from functools import cache

from pia_graph.ingest import cues
from pia_graph.ingest.clauses import N_FINAL_KO
from pia_graph.ingest.experiencer import self_anchor
from pia_graph.ingest.ko_endings import (
    asks_on_past,
    asks_past_question,
    closes_on_past,
    past_syllable,
    requests_by_ending,
)
from pia_graph.ingest.read_compare import (
    compared_to_own_past,
    contrasted_windows_ko,
    course_asked_en,
    regimen_before_ko,
)
from pia_graph.ingest.read_contract import OWN_PAST_KO, SLEPT_KO, SPEAKER_KO, med_word, own_life_ko
from pia_graph.ingest.read_request import (
    INDIRECT_EN,
    RECORD_REQUEST_EN,
    check_request_ko,
    contrasted_days_ko,
    memory_gathered_ko,
    own_general_ko,
    own_record_ko,
    value_back_en,
    words,
)
from pia_graph.ingest.read_route import BOTH_EN, BOTH_KO, REQUEST_ME
from pia_graph.ingest.read_scope import CARE_ROLE_EN, PAST_END_KO, WH_KO, follow_up

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
# a span the user guesses aloud ("시큰거려요 한 2주 됐나", "3일째 됐나"): a past question ending on a count of time
# tells how long, it looks nothing up (session 49)
_SPAN_GUESS_KO = re.compile(r"(?:\d+|[한두세네]|몇)\s*(?:일|주|달|개월|년|시간|분)\s*(?:째|정도|쯤)?\s*"
                            r"(?:됐|되었|지났)[나냐]")
# what the user measured, named by the verb's adnominal ("잰 거 중에 어느날이 제일 낮았어", "아침에 잰 값"): a reading
# (session 49), as the sleep verb's are (SLEPT_KO)
# a noun glued to the adnominal (오른쪽), not the bound noun of chat spacing (빠진거예요)
_HANGUL_AFTER = re.compile(r"(?![거게건걸것])[가-힣]")
_MEASURED_KO = re.compile(r"(?:잰|쟀던|측정한)\s*(?:거|것|게|날|값|수치|기록)")
# "나한테 맞는 식단 추천해줘": the request is for the user (a recommendation is general without it: session 48)
_FOR_ME_KO = re.compile(r"(?:(?<![가-힣])[나저](?:한테|에게)|(?<![가-힣])[내제]게)")
# "혈당 생각하면", "내 상태 고려해서": the user's own state weighed (Korean "given my ...")
_CONSIDERING_KO = re.compile(r"(?:생각|고려|감안)(?:하면|해서|했을\s*때)")
# Korean drops the pronoun: a health question anchored in the asker's own recent past, or asking how their
# numbers came out, is about them ("요즘 공복혈당 어때?", "어제 몇 시간 잤더라").
_OWN_TIME_KO = re.compile(r"(?:요즘|요새|최근|어제|그저께|엊그제|지난\s*(?:주|달|번|해)|작년|올해|[이요]번\s*(?:주|달)"
                          r"|마지막|아까|오늘|변화|나온\s*거|결과|\d+\s*월"
                          r"|먹고\s*있|(?:지금|현재)\s*(?:먹는|먹던|복용)|아직|(?:제일|젤|가장)(?:\s*\S+){0,2}?(?:았|었|였|했|갔|났))")


@cache
def _next_due_ko() -> re.Pattern[str]:
    """What the user's own schedule holds next (``next_due`` after 다음: 다음 병원 예약 언제야, 다음 위고비 주사 무슨
    요일이지?), at most one word between (a drug's name), none of them a time unit (다음 주, 다음 달: session 53)."""
    due = words("next_due", "ko").pattern
    # ... or a later dose of a series the user is on, by its ordinal (대상포진 주사 2차는 언제 맞아야 돼요?: every
    # develop label of the form asked reads structured; session 61), not a tier of care (2차 병원)
    return re.compile(rf"다음\s*(?:번\s*)?(?:[^\s주달해번에]\S*\s+)?(?:{due})|(?<![\d.])[2-9]\s*차(?!\s*(?:병원|의료))")


def _own_time_ko(question: str) -> bool:
    return bool(_OWN_TIME_KO.search(question) or _next_due_ko().search(question))


# ... and so is a question about something felt or seen now ("아픈 게", "못 자서", "왜 이렇게 높게 나오지").
_EXPERIENCE_KO = re.compile(r"(?:왜\s*이렇게|[가-힣]\s(?:게|건|거)(?:랑|하고|와|\s)|서\s.*(?:걸까|건가|나\?|까\?)"
                            r"|나오지|나와|계속)")
# A question about people in general, a definition or a normal range is general knowledge.
# 정상 asks the norm, unless a reading of the user's came back to it ("혈소판 정상 됐어요?", 정상으로 돌아왔어: the own
# course, session 66)
_BACK_TO_NORMAL_KO = r"(?!\s*(?:으로\s*)?(?:됐|되었|돌아왔|돌아온|회복))"
_GENERIC_KO = re.compile(rf"(?:정상{_BACK_TO_NORMAL_KO}\s*(?:수치|범위|혈압|혈당|이야|인가)?"
                         r"|일반적으로|보통|사람들|성인|어른|남자|여자|(?:이|가)?란\s*뭐|이란|에\s*좋은|좋은\s*음식|어떤\s*병|게\s*좋"
                         r"|(?:보는|하는|읽는|재는)\s*(?:법|방법)|증상이?\s*(?:뭐|어떻)|유행)")


def _generic_ko(question: str) -> bool:
    """A question about people in general: the grammar above, or a group of people named as its subject
    (``generic_people``: 노인분들, 어르신들; session 54)."""
    return bool(_GENERIC_KO.search(question) or words("generic_people", "ko").search(question))


# After a statement, a question that counts, compares or sums up is about the user's own records.
_AGGREGATE_KO = re.compile(r"(?:총|몇|평균|비교|합계|추세|제일|젤|가장|최고|기록\s*중"
                           r"|지난주|지난달|이번\s*(?:주|달)|전보다|저번보다"
                           r"|(?:바꾼|바꾸고|먹고|시작한|끊은)\s*(?:뒤로|후로|이후로?|다음부터)|좋아진|나빠진"
                           # the course of the reading just told, asked ("… 58 나왔어요. 계속 떨어지고 있는 거예요?")
                           r"|계속\s*(?:떨어|올라|오르|내려|높아|낮아|늘|줄|빠지|빠져|찌))")
# The distance to the user's own goal asked ("목표까지 얼마 남았어요?", "목표까지 몇 키로 남았지"): only the memory
# holds the goal and the last reading (every develop label of the shape, 18 on x9-x41, reads structured)
_OWN_GOAL_KO = re.compile(r"목표\s*(?:체중|몸무게)?\s*까지\s*(?:얼마|몇)\S*\s*(?:\S+\s*)?남")
# A count, an average or a total over a stretch of the user's own time, with no health word needed
# ("이번 달에 몇 번이나 빼먹은 거예요", "이번 달에 밤에 뭐 먹은 게 몇 번이에요", "그럼 이번 달 평균은 얼마쯤
# 돼요", "가슴 답답하다고 한 게 이번이 몇 번째예요"): a question about people in general counts no stretch of the
# asker's calendar; advice on how often to do a thing ("이번 주에 몇 번 운동해야 돼요") is no count of what was
# done (session 51)
# (며칠 counts days; 그 후로 / 그 뒤로 / 그 다음부터 is the stretch since what the conversation named: "그 후로 편두통
# 며칠이야?", session 62)
_OWN_COUNT_KO = re.compile(r"(?:몇\s*(?:번|회|차례|개|일|시간|잔|알|보|번째)|며칠|평균|총|합계|얼마)")
_OWN_STRETCH_KO = re.compile(r"(?:(?<![가-힣])[이요]번\s*(?:주|달|이|에)|지난\s*(?:주|달)|저번\s*(?:주|달)"
                             r"|그동안|지금까지|여태|올\s*해|오늘|어제|(?<![가-힣])한\s*(?:주|달)\s*동안"
                             r"|(?<![가-힣])그\s*(?:후|뒤|다음)\s*(?:로|부터))")
# a value asked (몇, 얼마): with the present named (``value_now``), the user's own value now (session 65)
_VALUE_WORD_KO = re.compile(r"(?:몇|얼마)")
_ADVICE_KO = re.compile(r"(?:야\s*(?:돼|되|하|할)|게\s*(?:좋|나|맞)|면\s*(?:돼|되|좋|괜)|[을할될갈]까|적당|권장|정상)")
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
    # ... or a service of care as the speaker ("what did nephrology say to do if it got to this range", "what did
    # urgent care say": the dictionary's ``care_service``; session 61)
    service = rf"(?:\b(?:did|has|have)|'d)\s+(?:the\s+)?(?:{words('care_service', 'en').pattern})\s+"
    return re.compile(f"(?:{_CARE_WHO}|{service})(?:{cues.gate_cues('said_verb', 'en').pattern})", re.IGNORECASE)
_SHARED_RECALL_EN = re.compile(r"\b(?:what|who|where)\s+(?:was|were)\s+(?:the\s+name|that|those)\b"
                               # a care provider picked out by what they did ("who was the nephrologist that first
                               # brought up dialysis?"): one of the user's care team (session 61; every develop
                               # label of "who was the <role> that / who / I ..." reads associative, 7)
                               rf"|\bwho\s+(?:was|were)\s+the\s+(?:[\w-]+\s+)?{CARE_ROLE_EN}\s+(?:that|who)\b"
                               r"|\bname\s+of\s+(?:that|the)\s+\w+", re.IGNORECASE)
# "I read that eggs raise cholesterol, true?": checking something read or heard, not the user's memory.
_HEARSAY_EN = re.compile(r"^\W*i\s+(?:read|heard|saw)\s+(?:that|somewhere|online|on)\b", re.IGNORECASE)
# "write me a grocery list", "make me a meal plan": a task for the agent; "me" is who receives it
_TASK_FOR_ME_EN = re.compile(r"^\W*(?:please\s+|(?:can|could|would)\s+(?:you|u)\s+)?(?:write|make|create|draft|plan"
                             r"|generate|come\s+up\s+with|put\s+together|build)\s+me\b", re.IGNORECASE)
_WONDER_FRAME_EN = re.compile(r"^\W*(?:i\s+(?:was\s+)?wonder(?:ing)?|wondering|(?:i'?m\s+)?curious"
                              r"|(?:i'?m\s+)?not\s+sure)\s+(?:if|whether)\b", re.IGNORECASE)
# Advice asked with "should I" (session 56): with no health word, nothing of the user's (my, me), no thing named
# before (it, that) and no weighing of what the memory holds ("given all of that", "based on everything you know"),
# it asks no memory: every develop label of the shape reads none (12, x15-x38); every one with "my", "about me" or
# "given" reads
_ADVICE_ASK_EN = re.compile(r"\b(?:what|how|when|which|where)\b[^?.!]*\bshould\s+(?:i|we)\b|^\W*should\s+(?:i|we)\b",
                            re.IGNORECASE)
_OWN_OR_WEIGHED_EN = re.compile(r"\b(?:my|me|mine|myself|it|them|this|that|these|those|given|based\s+on|considering"
                                r"|in\s+light\s+of)\b", re.IGNORECASE)
THIRD_PERSON = re.compile(r"\b(?:him|her|them|he|she|they|his|its)\b", re.IGNORECASE)
GENERIC_HOW = re.compile(r"^(?:how|what)\s+(?:do|can|would|should)\s+(?:i|you|one|we)\b", re.IGNORECASE)


def _series_asked_ko(question: str) -> bool:
    """A course word of a series on a past stem (``series_past``: 빠졌, 올랐, 빠진 거): an adnominal ending in ㄴ
    stands as its own word (오른 is not 오른쪽's first syllables)."""
    for m in words("series_past", "ko").finditer(question):
        last = m.group()[-1]
        if last not in N_FINAL_KO or not _HANGUL_AFTER.match(question, m.end()):
            return True
    return False


# A condition before the course (야식 먹으면 살 찌는 거 진짜예요?) asks of people in general; a comparison's frame
# (3월 거랑 비교하면, 작년이랑 보면) is no condition
_CONDITION_KO = re.compile(r"[가-힣](?:으면|면)(?<!비교하면)(?<!비하면)(?<!보면)(?:\s|$)")


@cache
def _course_nominal_ko() -> re.Pattern[str]:
    return re.compile(rf"(?:{words('course_asked', 'ko').pattern})\s*(?:거|건|걸)")


def course_nominal_ko(question: str) -> bool:
    """The course of a reading asked on an adnominal stem before 거 / 건 (``course_asked``: 확실히 내려간 거죠?,
    괜찮아진 거죠?, 점점 좋아지는 거 맞죠?): the user's own series over time, unless a condition frames it as a case of
    people in general (session 61)."""
    return bool(_course_nominal_ko().search(question)) and not _CONDITION_KO.search(question) \
        and not _generic_ko(question)


def _value_now_ko(question: str) -> bool:
    """A value asked of the present (``value_now``: 지금, 현재; then 몇 or 얼마): not advice, a condition or a
    question about people in general."""
    return bool(words("value_now", "ko").search(question) and _VALUE_WORD_KO.search(question)) \
        and not _ADVICE_KO.search(question) and not _CONDITION_KO.search(question) and not _generic_ko(question)


@cache
def _dose_now_rx(unit: str) -> re.Pattern[str]:
    # the verb closes its word: 먹어 is not the stem of 먹어야 (advice) or 먹어도 (a permission asked)
    return re.compile(rf"몇\s*(?:{words(unit, 'ko').pattern})\s*(?:짜리\s*|씩\s*)?"
                      rf"(?:{words('dose_taken', 'ko').pattern})(?![가-힣])", re.IGNORECASE)


def dose_now_ko(question: str, *, medicine: bool) -> bool:
    """The dose of a medicine asked in the plain present of taking it (a ``dose_strength`` after 몇, or with a
    ``medicine`` named a ``dose_count``, then ``dose_taken``: 씬지로이드 몇 mcg 먹어요?, 돌발통 약 한 번에 몇 mg
    먹어요?): the user's own regimen, the pronoun dropped, as "how many mcg do I take" (session 68); advice, a
    condition, people in general or another person's regimen (아빠는 …) stay general."""
    if not (_dose_now_rx("dose_strength").search(question)
            or (medicine and _dose_now_rx("dose_count").search(question))):
        return False
    return not _ADVICE_KO.search(question) and not _CONDITION_KO.search(question) and not _generic_ko(question) \
        and not any(cues.person_rx(kind, "ko").search(question) for kind in ("other", "family"))


def personal(question: str, lang: str, statement_before: bool, *, known_term: bool = False) -> bool:
    """The question is about the user's own memory. ``known_term``: the dictionary knows a term in the sentence
    (a drug's brand name is a health word the regex lists miss)."""
    if lang == "ko":
        if cues.person_rx("self", "ko").search(" " + question):
            return True
        if words("flag_ask", "ko").search(question) and words("flag_result", "ko").search(question):
            return True  # "최근 검사에서 비정상 나온 항목 있어?": the user's own flagged results (session 49)
        if _RECALL_KO.search(question) or _FORGOT_KO.search(question) or _OWN_GOAL_KO.search(question):
            return True
        if check_request_ko(question) and not _generic_ko(question) and (
                statement_before or known_term or cues.ask_health_rx("ko").search(question)
                or _own_time_ko(question)):
            return True  # "혈당 차이 있는지 봐줘", "발목 접질렀어 ㅠ 작년에 다친데랑 같은쪽인지 확인해줘"
        if compared_to_own_past(question, "ko") and (
                statement_before or known_term or cues.ask_health_rx("ko").search(question)):
            return True  # "몸무게 60.4 찍음!! 처음 쟀을때보다 얼마나 빠진거야": a reading set against the own past
        if SPEAKER_KO.search(question) and cues.gate_cues("said_verb", "ko").search(question):
            return True  # "정형외과에서 뭐랬는지": a care provider's words to the user
        if _OWN_COUNT_KO.search(question) and _OWN_STRETCH_KO.search(question) \
                and not _ADVICE_KO.search(question) and not _generic_ko(question) \
                and not compared_to_own_past(question, "ko"):  # a comparison wants a value or a health word (below)
            return True  # "이번 달에 몇 번이나 빼먹은 거예요": a count over the user's own time (session 51)
        if _CONSIDERING_KO.search(question) and (cues.ask_health_rx("ko").search(question) or known_term):
            return True  # "저녁 뭐 먹을까 혈당 생각하면": advice given the user's own numbers ("given my ...")
        # ... or a course of a series asked on a past stem after a reading told ("몸무게 72.4. 키토 시작하고 얼마나
        # 빠진 거예요?": the series of the value just told, the user's own; session 59)
        if statement_before and (_AGGREGATE_KO.search(question) or BOTH_KO.search(question)
                                 or OWN_PAST_KO.search(question) or _series_asked_ko(question)):
            return True
        if words("told_again", "ko").search(question):
            return True  # "종양내과 교수님 성함 다시 알려줘요": told before, asked again: the memory (session 61)
        if course_nominal_ko(question):
            return True  # "요산 7.1 나왔는데 확실히 내려간 거죠?", "3월 거랑 비교하면 좋아진 거야?" (session 61)
        if memory_gathered_ko(question):
            return True  # "지금까지 콩팥 관련된 거랑 선생님 말씀 전부 정리해 주세요": what the memory holds, summed up
        medicine = known_term or med_word(question, "ko") or bool(cues.drug_class_rx("ko").search(question))
        if ((medicine and words("regimen_day", "ko").search(question)) or regimen_before_ko(question)) \
                and not _generic_ko(question) and not SPEAKER_KO.search(question):
            # "항생제 언제까지 먹으면 되는 거지?", "출장 와서 약 빠진 날 있어?": a day of the own regimen; "자디앙 전에
            # 먹던 약은?": the own regimen before a change (session 67)
            return True
        health = bool(cues.ask_health_rx("ko").search(question) or SLEPT_KO.search(question) or known_term
                      or _MEASURED_KO.search(question))
        if health and _value_now_ko(question):
            return True  # "리튬 용량 지금 몇이에요", mark or none: the user's own value now (session 65)
        if dose_now_ko(question, medicine=medicine):
            return True  # "씬지로이드 몇 mcg 먹어요?": the dose of the user's own regimen now (session 68)
        if health and not _generic_ko(question) and own_life_ko(question):
            return True  # a symptom put down to a cause, or its course since an event of the user's own life
        if health and not _generic_ko(question) and (
                _own_time_ko(question) or _EXPERIENCE_KO.search(question) or own_record_ko(question)
                or asks_past_question(question)  # "혈당 어땠어?": asked in the past tense, the user's own past
                # "혈압약 먹고 혈압 좀 잡혔으려나", "간수치 내려갔던가": a past stem's question ending, mark or none
                # (a question about people in general is not asked in the past tense: session 49)
                or (asks_on_past(question) and not _SPAN_GUESS_KO.search(question))
                # "메트포르민 언제부터 먹었어", "대장내시경 한 날 언제였어": a question word asked in the past
                # tense, mark or none: what happened to the user (session 50)
                or (bool(WH_KO.search(question)) and closes_on_past(question))
                or contrasted_days_ko(question)  # "운동한 날이랑 안 한 날": the user's own days compared
                or contrasted_windows_ko(question)):  # "야간 근무할 때랑 주간 근무할 때 … 차이": two stretches
            return True
        return bool(cues.rx(cues.REQUEST_KO).search(question) or requests_by_ending(question)) \
            and bool(cues.ask_health_rx("ko").search(question)) \
            and (not own_general_ko(question) or bool(_FOR_ME_KO.search(question)))
    if _HEARSAY_EN.search(question) and not re.search(r"\bmy\b", question, re.I):
        return False
    if follow_up(question, lang):
        return True  # "wait what was it the time before that": the records just answered, one step back
    if _SHARED_RECALL_EN.search(question) or (INDIRECT_EN.search(question) and re.search(r"\bmy\b", question, re.I)):
        return True
    if (_FRAGMENT_TIME_EN.search(question) or course_asked_en(question)) \
            and (known_term or cues.ask_health_rx("en").search(question)) \
            and not re.match(r"^\W*(?:what|how(?!\s+(?:many|often|much))|is|are|does|do|can|should|why)\b",
                             question, re.I) \
            and not cues.rx(cues.GENERIC_SUBJECT_EN).search(question):
        return True  # "fasting sugar trend since feb?": a fragment about a reading over the user's own time
    if _PAST_ASK_EN.match(question) and _user_past_en().search(question) \
            and (known_term or cues.ask_health_rx("en").search(question)) \
            and not cues.rx(cues.GENERIC_SUBJECT_EN).search(question) and not THIRD_PERSON.search(question):
        return True  # "what did the glucose test show in august": a question dated in the user's own past
    if _TASK_FOR_ME_EN.match(question) and not re.search(r"\b(?:my|i)\b", question, re.I):
        return False
    # "I wonder if coffee raises cholesterol": the wondering frame's "I" is no anchor; what is wondered about is
    # judged alone (session 49; "I wonder if my iron is still low" reads by its "my" above)
    stripped = REQUEST_ME.sub(" ", _WONDER_FRAME_EN.sub(" ", question.strip()))
    me = self_anchor(stripped, "en")
    if me and GENERIC_HOW.match(question.strip()) and not re.search(r"\b(?:my|me)\b", question, re.I):
        return False
    if me and GENERIC_HOW.match(question.strip()) and not (known_term or cues.ask_health_rx("en").search(question)):
        return False  # "how do I export my data": how to use the app, no health memory
    if me and _ADVICE_ASK_EN.search(stripped) and not statement_before \
            and not (known_term or cues.ask_health_rx("en").search(question)) \
            and not _OWN_OR_WEIGHED_EN.search(question):
        return False  # "what should I pack for lunches", "what spf should i use": advice with no health of the user's
    if me:
        return True
    if statement_before and (_ANAPHORIC_EN.search(question) or BOTH_EN.search(question) or value_back_en(question)
                             or compared_to_own_past(question, "en") or course_asked_en(question)):
        return True
    if re.search(r"\bremind\s+me\b", question, re.I) or _care_recall().search(question):
        return True
    if _AGGREGATE_FRAGMENT_EN.match(question) and cues.ask_health_rx("en").search(question) \
            and not cues.rx(cues.GENERIC_SUBJECT_EN).search(question):
        return True
    return bool(RECORD_REQUEST_EN.match(question.strip())) and bool(cues.ask_health_rx("en").search(question))
