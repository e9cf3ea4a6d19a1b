"""A reading set against the user's own past, asked with or without a question mark (session 46): a comparison
with a time before (``read_request.compared_own_past_en`` / ``_ko``), a superlative over the user's history ("is
that my best time so far", "ldl 2.6, is that the lowest its been", 이번주 중에 제일 많이 걸은 날인가), a
comparison requested against a time before (금주 전이랑 비교해주세요), and the course of a reading ("has it
come down from before", "is it going up"). Only the records answer these; the words are
``ontology/read/request_words.tsv`` rows (``compare_*``, ``course_asked``). Pure functions.
"""

from __future__ import annotations

import re
from functools import cache

from pia_graph.ingest import cues
from pia_graph.ingest.extract.spoken_numbers import digit_twin
from pia_graph.ingest.ko_endings import closes_on_confirm
from pia_graph.ingest.read_contract import CARE_SPEAKER, SPEAKER_KO, med_word
from pia_graph.ingest.read_request import compared_own_past_en, compared_own_past_ko, words
from pia_graph.ingest.read_tables import read_table

# The reason of a structured route chosen for a comparison with the user's own past: the model's route does not
# replace it (``read_model._rules_by_grammar``), as the words alone do not tell a comparison from a judgement.
COMPARED_OWN_PAST = "compare:own_past"

# ... and for a thing set beside the user's own regimen as the same ("is that the same as what i take", 내가 먹는
# 약이랑 같은 거야): the medication list answers it, no cause is asked (session 49; the opinion turned it to both)
SAME_AS_OWN = "compare:same_as_own"

# ... and for the user's own medication list asked ("what meds am I on", 내가 자기 전에 먹는 약 다 뭐였지): the regimen
# records answer it; every develop label says structured, and the opinion turned a Korean one to associative
OWN_REGIMEN_LIST = "asks:own_regimen_list"
# ... and for a thing checked against the user's own medication list, the list named ("anything on my list that
# clashes", 지금 먹는 약이랑 같이 먹어도 돼요): the list answers it (session 51's rule, reverted at its merge, taken
# up again in session 56: every label of the form on extract32-38 says structured, 13 of them missed)
AGAINST_OWN_LIST = "compare:against_own_list"

# ... and for a value told and asked to be confirmed as what keeps happening (recurrence_confirmed, session 52): the
# user's own readings answer it; the opinion turned the English one to both
RECURRENCE = "compare:recurrence"

# ... and for the course of a reading told as a hedged impression (hedged_course, session 52)
HEDGED_COURSE = "compare:hedged_course"

# ... and for the date of a regimen's start, switch or stop asked (regimen_date_asked, session 53): the opinion turned
# "when did I switch from the 0.25 to 0.5 ozempic" to associative
REGIMEN_DATE = "asks:regimen_date"

# ... and for whether it happened to the user before too (happened_before, session 53): the opinion turned 전에도 떡
# 먹고 이렇게 올랐었나요? to both
HAPPENED_BEFORE = "asks:happened_before"

# ... and for a count of what happened to the user (own_count, session 53): the records are counted; the opinion
# turned "새 흡입기 쓰고 나서 벤토린 몇 번 썼어" to both
OWN_COUNT = "asks:own_count"
_OWN_REGIMEN_LIST = (
    re.compile(r"\bwhat\s+(?:meds|medications|medicines|pills|tablets|drugs)\s+(?:am\s+i|i'?m|im|do\s+i)\s+"
               r"(?:on|taking|take)\b|\bwhat\s+am\s+i\s+(?:on|taking)\b|\blist\s+(?:of\s+)?my\s+(?:meds|medications)\b",
               re.IGNORECASE),
    re.compile(r"(?:(?<![가-힣])(?:내가|제가|나|저|지금|요즘|요새))\s*(?:\S+\s+){0,3}?"
               r"(?:먹는|먹고\s*있는|복용\s*중인|복용하는)\s*약\s*(?:다\s*|전부\s*|좀\s*)?(?:뭐|목록|리스트|전부)"),
)

_DIGIT = re.compile(r"\d")
_MARKS_END = re.compile(r"[?？]+\s*$")
_MARKS = re.compile(r"[?？]")


@cache
def _extreme_en() -> re.Pattern[str]:
    """"is that my best time so far", "was it the lowest its been": a copula question over a superlative and
    the stretch of the user's past it is taken over."""
    most, span = words("compare_extreme", "en").pattern, words("compare_extreme_span", "en").pattern
    return re.compile(rf"\b(?:(?:is|was)\s+(?:that|it|this)|that'?s)\s+(?:my|the|a)\s+(?:new\s+)?"
                      rf"(?:{most})\b(?:\s+\w+){{0,3}}?\s+(?:{span})\b"
                      # a comparative over every reading of the user's ("is that lower than any reading I've given
                      # you", "higher than all my others so far"): a superlative said the long way (session 60)
                      rf"|\b(?:(?:is|was)\s+(?:that|it|this)|that'?s)\s+(?:\w+\s+)?(?:lower|higher|worse|better)"
                      rf"\s+than\s+(?:any|all|every)\b(?:\s+[\w']+){{0,3}}?\s+(?:i'?ve|i\s+have|my|mine|{span})\b",
                      re.IGNORECASE)


@cache
def _extreme_ko() -> re.Pattern[str]:
    """제일 … 날인가, 가장 … 탄건가: a superlative, then the copula question that closes the sentence."""
    most, span = words("compare_extreme", "ko").pattern, words("compare_extreme_span", "ko").pattern
    # or the stretch of the user's past said before it, whatever the ending ("지금까지 중에 제일 높은 거예요?")
    return re.compile(rf"(?:{most}).*?(?:인가|건가|일까|거야|거지)\W*$|(?:{span})\s*(?:중에|중|에서)?\s*(?:{most}).*")


@cache
def _compared_with_ko() -> re.Pattern[str]:
    anchors = "|".join(re.escape(a) for a in sorted(read_table("request_words.tsv")[("compare_anchor", "ko")],
                                                      key=len, reverse=True))
    return re.compile(rf"(?:{anchors})[가-힣]{{0,3}}\s*(?:{words('compare_with', 'ko').pattern})")


@cache
def _level(lang: str) -> re.Pattern[str]:
    """"has it been this high before", 요즘 계속 이 정도였나: the level of a reading in the user's history."""
    return re.compile(words("compare_level", lang).pattern, re.IGNORECASE)


@cache
def _course_en() -> re.Pattern[str]:
    return re.compile(rf"\b(?:{words('course_asked', 'en').pattern})\b", re.IGNORECASE)


@cache
def _course_question_en() -> re.Pattern[str]:
    """"… is it going up", "has it come down": the course asked in a question's own order (a statement says
    "it went up"), mid-sentence too (hurried users run the reading and the question together)."""
    return re.compile(rf"\b(?:is|are|has|have)\s+(?:it|that|this|they)\s+(?:been\s+|still\s+)?"
                      rf"(?:{words('course_asked', 'en').pattern})\b", re.IGNORECASE)


def extreme_asked(text: str, lang: str) -> re.Match[str] | None:
    """The superlative over the user's own history that ``text`` asks, if any (its span)."""
    return (_extreme_ko() if lang == "ko" else _extreme_en()).search(text)


def compared_to_own_past(text: str, lang: str) -> bool:
    """``text`` sets a reading against the user's own past: a time before, a superlative over their history, the
    level reached before, its course asked in a question's order, or (Korean) a comparison asked against a time
    before."""
    if _level(lang).search(text):
        return True
    if lang == "ko":  # a question mark closes the comparison as its open ending does (어제보다 높나?)
        if amount_of_change_told(text):
            return bool(_extreme_ko().search(text))  # the change told with its amount asks nothing more
        return compared_own_past_ko(_MARKS_END.sub("", text)) or bool(_compared_with_ko().search(text)) \
            or bool(_extreme_ko().search(text))
    return compared_own_past_en(text) or bool(_extreme_en().search(text)) or bool(_course_question_en().search(text))


@cache
def _fragment_en() -> tuple[re.Pattern[str], re.Pattern[str], re.Pattern[str]]:
    most, had = words("compare_extreme_fragment", "en").pattern, words("compare_had", "en").pattern
    return (re.compile(rf"\b(?:{words('compare_fragment', 'en').pattern})\b", re.IGNORECASE),
            re.compile(rf"^\W*(?:(?:{words('record_request_frame', 'en').pattern})\s+)?(?:(?:my|the)\s+)?"
                       rf"(?:{most})\b", re.IGNORECASE),
            re.compile(rf"\b(?:{had})\b", re.IGNORECASE))


_VALUE_DIGIT = re.compile(r"(?<![a-z])\d", re.IGNORECASE)  # a value, not the digit of a name (a1c, b12)
_TELLS_EN = re.compile(r"\b(?:am|is|are|was|were|have|has|had|been|\w{2,}ed)\b", re.IGNORECASE)
_FRAGMENT_WORDS = 9


def compared_fragment_en(text: str, health: bool) -> bool:
    """A verbless look-up of a health word (``health``: the caller found one) set against two times ("a1c before
    vs now", "ferritin before and after the infusions") or a superlative over the user's own history ("lowest
    vitamin d i've had", "highest step day in august"): short, no value, no verb that tells."""
    if not health or len(text.split()) > _FRAGMENT_WORDS or _VALUE_DIGIT.search(text):
        return False
    two_times, superlative, had = _fragment_en()
    if not (two_times.search(text) or superlative.search(text)):
        return False
    return not _TELLS_EN.search(had.sub(" ", text))


def course_asked_en(text: str) -> bool:
    """"has it come down", "is it going up": the course of a reading over the user's own time."""
    return bool(_course_en().search(text))


def value_told(text: str) -> bool:
    """A value in ``text``, in digits or in words ("bp one forty over ninety", "heart rate seventy two")."""
    return bool(_DIGIT.search(text)) or bool(_DIGIT.search(digit_twin(text)))


@cache
def _confirm_close_en() -> re.Pattern[str]:
    return re.compile(rf"\b(?:{words('confirm_ask', 'en').pattern})\W*$", re.IGNORECASE)


def recurrence_confirmed(text: str, lang: str) -> bool:
    """A value told in ``text``, asked to be confirmed as what keeps happening to the user (``recurrence`` words
    and a confirm tag closing it: "155 again, this keeps happening after pasta right?", 또 180 ㅠ 떡볶이 먹으면 항상
    이런거 맞지?): the user's own readings answer it (session 52)."""
    if not _VALUE_DIGIT.search(text) or not words("recurrence", "ko" if lang == "ko" else "en").search(text):
        return False
    return closes_on_confirm(text) if lang == "ko" else bool(_confirm_close_en().search(text))


@cache
def _hedged_course() -> tuple[re.Pattern[str], re.Pattern[str]]:
    ko, frame, course = (words("course_hedged", "ko").pattern, words("course_hedged", "en").pattern,
                         words("course_asked", "en").pattern)
    return (re.compile(rf"\b(?:{frame})\b.*\b(?:{course})\b", re.IGNORECASE),
            re.compile(rf"(?:{ko})\s*(?:{words('course_hedge', 'ko').pattern})"))


def hedged_course(text: str, lang: str) -> bool:
    """The course of a reading told as a hedged impression ("I feel like my blood pressure has been creeping up
    lately", 요즘 혈압 좀 오르는 것 같기도 하고): the caller wants a reading the dictionary knows in the sentence,
    and then the user's own series answers it (session 52)."""
    return bool(_hedged_course()[lang == "ko"].search(text))


def own_count(text: str, lang: str) -> bool:
    """A count of what happened is asked (``count_ask``: how many times, 몇 번, 몇 번째): the user's own records are
    counted, since a change of theirs too (인슐린 시작하고 나서 저혈당 몇 번 왔었죠?): no effect is asked (session 53).
    The caller weighs it only where the rules' own words found no judgement or speech asked."""
    return bool(words("count_ask", "ko" if lang == "ko" else "en").search(text))


def own_report_counted(text: str, lang: str) -> bool:
    """What the user told, counted (``count_told`` with a count: 가슴 답답하다고 한 게 이번이 몇 번째예요?, "how many
    times have I reported dizziness"): the user's own records are counted, not the words looked up; a care
    provider speaking keeps what was said (session 53)."""
    ko = lang == "ko"
    if not own_count(text, lang) or not words("count_told", "ko" if ko else "en").search(text):
        return False
    return not CARE_SPEAKER.search(text) and not (ko and SPEAKER_KO.search(text))


def happened_before(text: str, lang: str) -> bool:
    """Whether it happened to the user before too is asked (``before_too``: 전에도 이렇게 올랐었나요?, "was my
    hemoglobin low before too"): the user's own records answer it; the caller weighs it on a structured route only
    (session 53)."""
    return bool(words("before_too", "ko" if lang == "ko" else "en").search(text))


@cache
def _act_dated_ko() -> re.Pattern[str]:
    return re.compile(rf"(?:{words('act_dated', 'ko').pattern})\s*(?:게|거|건|것이|날이?|날은|때가?)\s*언제")


# A Korean noun of a preparation (철분제, 수면제, 영양제): its suffix 제, a particle after it at most
_PREPARATION_KO = re.compile(r"^[가-힣]+제(?:[은는이가을를도]|이랑|랑)?$")


def regimen_before_ko(text: str) -> bool:
    """The user's own regimen before a change, named by a past relative form and a medicine after it
    (``regimen_before``: 자디앙 전에 먹던 약은?, 액상 전에 먹던 철분제 이름): the regimen records dated before the
    change answer it; a food so named (운동 전에 먹던 바나나) is no regimen (session 67)."""
    for m in words("regimen_before", "ko").finditer(text):
        after = text[m.end():].split()
        noun = after[0] if after else ""
        if noun and (med_word(noun, "ko") or cues.drug_class_rx("ko").search(noun) or _PREPARATION_KO.match(noun)):
            return True
    return False


def regimen_date_asked(text: str, lang: str) -> bool:
    """When the user started, switched or stopped a regimen is asked (``regimen_date``: "when did I switch from the
    0.25 to 0.5 ozempic", 메트포르민 언제부터 먹었더라): the dated regimen record answers it (session 53); in Korean
    also with the act first and 언제 after it (``act_dated``: 용량 바꾼 게 언제였지; session 62)."""
    ko = lang == "ko"
    return bool(words("regimen_date", "ko" if ko else "en").search(text)
                or (ko and words("regimen_day", "ko").search(text))  # its end or a dose missed (session 56)
                or (ko and _act_dated_ko().search(text))
                or (ko and regimen_before_ko(text)))  # the regimen before a change (session 67)


# A Korean amount of change said right before the change word (``change_amount``): digits, or a number read out
# (한 키로 반, 오 올랐어요, 육 점 구), then a unit and "and a half" at most (session 53)
_AMOUNT_KO = (r"(?:\d+(?:[.,]\d+)?|(?<![가-힣])(?:[한두세네]|[일이삼사오육칠팔구십백]+"
              r"(?:\s*점\s*[일이삼사오육칠팔구영공])?)(?=\s))\s*(?:키로|킬로|kg|그램|g|점|포인트|%|프로|mmHg)?\s*(?:반\s*)?(?:정도\s*|쯤\s*|더\s*)?")


@cache
def _amount_of_change_ko() -> re.Pattern[str]:
    return re.compile(rf"{_AMOUNT_KO}(?:{words('change_amount', 'ko').pattern})", re.IGNORECASE)


def amount_of_change_told(text: str) -> bool:
    """A Korean comparison with the user's own past that says how much a reading changed, with no question mark
    (지난주보다 1키로 빠짐, 몸무게 지난주 대비 0.8 감소, 지난달보다 한 키로 반 빠졌어요.): the user tells the change; a
    question asks its amount (얼마나 빠졌어) or closes on a mark (session 53)."""
    return not _MARKS.search(text) and bool(_amount_of_change_ko().search(text))


def same_as_own(text: str, lang: str) -> bool:
    """A thing is set beside the user's own regimen as one and the same (``same_as_own``): "my wife takes lisinopril
    is that the same as what i take", 남편이 로사르탄 먹는데 내가 먹는 약이랑 같은 거야."""
    return bool(words("same_as_own", "ko" if lang == "ko" else "en").search(text))


def own_regimen_list(text: str, lang: str) -> bool:
    """The user's own medication list is asked ("what meds am I on", 나 지금 먹는 약 뭐뭐 있지, 내가 자기 전에 먹는 약
    다 뭐였지): the regimen records answer it (session 49)."""
    return bool(_OWN_REGIMEN_LIST[lang == "ko"].search(text))


def against_own_list(text: str, lang: str) -> bool:
    """A drug, a drink or a food is checked against the user's own medication list, the list named and a clash
    asked (``against_own_list``, ``against_own_list_ask``: "is there anything on my list that clashes", 제가 먹는 약
    중에 같이 먹으면 안 되는 거 있어요): the regimen records answer it."""
    lang = "ko" if lang == "ko" else "en"
    return bool(words("against_own_list", lang).search(text)) and bool(words("against_own_list_ask", lang).search(text))


# Two stretches of the user's own time set side by side (``window_pair``: 야간 근무할 때랑 주간 근무할 때, 술 끊기
# 전이랑 후랑): a window noun closed by a conjunctive particle, then a second window noun within a few words
_WINDOW_PAIR_KO = re.compile(r"(?:때|전|후|날)\s*(?:이랑|랑|하고|와|과)\s+(?:\S+\s+){0,3}?\S*(?:때|후|날)"
                             r"(?=\s|이랑|랑|$)")


def contrasted_windows_ko(text: str) -> bool:
    """"야간 근무할 때랑 주간 근무할 때 수면 시간 차이 나요?", "술 끊기 전이랑 후랑 수면 시간 차이 있어요?": two
    stretches of the user's own time compared by a difference word after them (``window_contrast``): the records of
    both answer it (every develop label of the pair with such a word is structured, and every one of the wider
    "… 전이랑 / 때랑 비교" shape, 48 on x15-x48; session 66)."""
    found = _WINDOW_PAIR_KO.search(text)
    return found is not None and bool(words("window_contrast", "ko").search(text, found.end()))
