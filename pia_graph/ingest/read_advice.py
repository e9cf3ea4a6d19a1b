"""Asks that need the user's records and judgement over them: the READ route ``both`` (pure).

Six kinds, each a shape of asking rather than a topic:

- **a summary of the user's health as a whole** ("give me a rundown of how my health has been", 내 건강
  전반적으로 어때, 건강 요약해줘). A summary of one coordinate ("summarise my bp readings") stays a record ask;
- **a recommendation asked for now** ("can you recommend a diet for me", 나한테 맞는 식단 추천해줘), which is
  advice for this user; a recommendation someone made before (recommended, 추천해준) is what was said;
- **a summary of one topic of the user's life** (a condition, a symptom, a pregnancy, a body part: "summarize
  my pregnancy so far", 무릎 상황 정리해줘; session 31), read by ``read_route.route_for`` with the terms' kinds;
- **the goals the user set, asked for** ("what goals did I set", 올해 목표 뭐였지), not a goal's number or the
  distance to it (structured); **what the user ate around a symptom episode** ("what did I eat the night my
  reflux was so bad"): both (session 31);
- **permission in Korean**, any verb with -아도/-어도 and 돼/될까/되나 (마셔도 되나, 가도 될까): whether this
  user may do something, which the records (their regimen, their numbers) answer with judgement.
"""

from __future__ import annotations

import re
from functools import cache

from pia_graph.ingest import cues
from pia_graph.ingest.cue_words import words_pattern
from pia_graph.ingest.read_tables import read_table

_SUMMARY_EN = re.compile(r"\b(?:summar\w*|sum\s+(?:it\s+)?up|overview|rundown|recap|big\s+picture|overall)\b",
                         re.IGNORECASE)
# (how the user is doing, asked or embedded: "how am i doing overall", "how i'm doing"; and a judgement of the user
# as a whole, "my overall cardiac risk")
_WHOLE_EN = re.compile(r"\b(?:my\s+(?:overall\s+)?health|how\s+i'?ve\s+been|how\s+(?:i'?m|am\s+i|have\s+i\s+been)"
                       r"\s+doing|my\s+overall\s+[\w-]+|everything"
                       # where the user stands as a whole ("summarize where I'm at", "where I stand": session 61)
                       r"|where\s+(?:i'?m|i\s+am)\s+at|where\s+i\s+stand)\b", re.IGNORECASE)
_SUMMARY_KO = re.compile(r"(?:요약|정리|전반|전체적|총평)")
# (how the user has been, as "how i've been" in English: "지난 석달동안 나 어땠는지 전체적으로 봐줘")
_WHOLE_KO = re.compile(r"(?:건강|몸\s*상태|전반|(?:^|\s)(?:나|내가|저|제가)\s*(?:는\s*)?어땠)")
_RECOMMEND_NOW_EN = re.compile(
    r"\b(?:(?:can|could|would|will)\s+(?:you|u)\s+(?:recommend|suggest)|(?:recommend|suggest)\s+(?:me|something|some|a|an)\b"
    r"|what\s+(?:do|would)\s+(?:you|u)\s+(?:recommend|suggest))",
    re.IGNORECASE,
)
_RECOMMEND_NOW_KO = re.compile(r"추천\s*(?:좀\s*)?(?:해\s*줘|해\s*줄래|해\s*주세요|해\s*줄\s*수|부탁|좀|해봐)")
_PERMISSION_KO = re.compile(r"[가-힣]도\s*(?:돼|될까|되나|되지|되냐|됨\?|되려나)")


# The kinds of term that make a topic of the user's life, not a reading: a condition, a symptom, a pregnancy.
_TOPIC_KINDS = frozenset({"condition", "symptom", "profile"})


def topic_summary(question: str, lang: str, kinds: frozenset[str], *, body_part: bool) -> bool:
    """A summary or rundown of one topic of the user's life ("summarize my pregnancy so far", "a rundown of my
    knee", 무릎 상황 정리해줘): its records and what was said, both. A summary of readings, a record type or
    a list ("summarise my bp readings", 알러지 정리해줘) names no such topic and stays with the records."""
    summary = (_SUMMARY_KO if lang == "ko" else _SUMMARY_EN).search(question)
    return bool(summary) and (bool(kinds & _TOPIC_KINDS) or body_part)


# A goal's number or the distance to it is a typed value ("how far am I from my goal", 목표까지 얼마 남았지, 목표
# 체중 몇키로); the goals themselves, asked for, are what was set and said (both: "what goals did I set").
_GOAL_VALUE = re.compile(r"\b(?:how\s+(?:far|close|much|many)|on\s+track|left|weight|kg|lbs?|\d)\b"
                         r"|몇|얼마|남았|까지|체중|몸무게|키로|\d", re.IGNORECASE)
# asked for as the user's own, set before: "what goals did I set", "remind me of my goals", 올해 세운 목표 뭐였지
_GOAL_ASKED = {"en": re.compile(r"^\W*(?:what|which|remind|tell|list)\b.*\b(?:my|i)\b", re.IGNORECASE),
               "ko": re.compile(r"뭐였|세운|세웠|잡은|정한|정했")}


def goals_asked(question: str, lang: str) -> bool:
    """The user asks for the goals they set ("what goals did I set in January", 올해 목표 뭐였지), not for a
    goal's number or the distance to it."""
    asked = _GOAL_ASKED["ko" if lang == "ko" else "en"]
    return bool(cues.gate_cues("aim_label", lang).search(question)) and bool(asked.search(question)) \
        and not _GOAL_VALUE.search(question)


# What the user ate (a meal: a record and what was said) around a symptom episode in the same ask ("what did i
# eat the night my reflux was so bad"): both; "what did I eat that time" alone stays what was said.
_MEAL_ASK = re.compile(r"\bwhat\s+did\s+i\s+(?:eat|have|drink)\b|뭐\s*먹었", re.IGNORECASE)


def meal_in_episode(question: str, lang: str, kinds: frozenset[str], *, body_part: bool) -> bool:
    """``kinds``: the kinds of the dictionary terms in the ask; a health word or a body part also names one. In
    Korean the meal asked is no episode of its own: the eating verb (먹었, a health word there) is left out of the
    search ("어제 저녁 뭐 먹었다고 했지?" names no episode: session 54). English keeps its reading: "what did I eat
    yesterday" is routed both here and turned to the meal records by the opinion (x25 / x29 label it structured),
    where the rules alone would answer it as what was said (``_ASSOCIATIVE_EN``)."""
    found = _MEAL_ASK.search(question)
    if found is None:
        return False
    rest = question[:found.start()] + " " + question[found.end():] if lang == "ko" else question
    return bool(kinds & {"symptom", "condition"}) or body_part or bool(cues.ask_health_rx(lang).search(rest))


# The reason of a structured route that asks what the user ate (``meal_asked``): the opinion keeps it (session 54)
MEAL_ASKED = "asks:meal_eaten"


def meal_asked(question: str) -> bool:
    """What the user ate or drank is asked ("what did I eat yesterday", 어제 저녁 뭐 먹었다고 했지?): the meal records
    answer it, whether the user asks it plainly or as what they told (no one else is the eater: the caller weighs it
    on a structured route only)."""
    return bool(_MEAL_ASK.search(question))


def health_summary(question: str, lang: str) -> bool:
    """A summary of the user's health as a whole ("how has my health been this month overall", 건강 요약해줘)."""
    if lang == "ko":
        return bool(_SUMMARY_KO.search(question) and _WHOLE_KO.search(question))
    return bool(_SUMMARY_EN.search(question) and _WHOLE_EN.search(question))


def needs_judgement(question: str, lang: str) -> bool:
    """The ask needs the user's records and judgement over them: a health summary, advice asked for now,
    or (Korean) permission."""
    if lang == "ko":
        return health_summary(question, lang) or bool(_RECOMMEND_NOW_KO.search(question)
                                                      or _PERMISSION_KO.search(question))
    return health_summary(question, lang) or bool(_RECOMMEND_NOW_EN.search(question))


# A visit to care asked about as a whole (session 34): how it went, what happened at it, a summary or a rundown
# ("how was my cardiology visit", "what happened at my last checkup", "summarize my last physical", 지난번 진료
# 정리해줘). The suites label this form ``both`` (its records and what was said at it); a value at a visit ("what
# was my ldl at the last checkup", a test or vital named) or its date ("when is my next appointment") stays a
# record ask, and one asked through what was said ("did I tell you what happened at ...") keeps the rules' route.
# The visit words are dictionary data (``visit_word``); the shapes of asking about a whole are grammar.
_AS_A_WHOLE_EN = re.compile(
    r"\b(?:how\s+(?:was|were|is)|how'?s|how(?:\s+did|'?d)\b.*\b(?:go|went)|what\s+(?:happened|went\s+on)"
    r"|catch\s+me\s+up|fill\s+me\s+in|go\s+over|run\s+(?:me\s+)?through)\b",
    re.IGNORECASE,
)
_AS_A_WHOLE_KO = re.compile(r"(?:어땠|어떻게\s*됐|뭐\s*했)")
# a value or result asked at the visit: the records alone
_VALUE_AT_VISIT = re.compile(r"\b(?:numbers?|results?|levels?|labs?|readings?|values?|scores?)\b|수치|결과|숫자",
                             re.IGNORECASE)
_VALUE_KINDS = frozenset({"test", "panel", "vital", "body", "concept", "sleep", "activity"})


def visit_summary(question: str, lang: str, kinds: frozenset[str]) -> bool:
    """A visit to care asked about as a whole: its records and what was said at it (both). ``kinds``: the kinds
    of the dictionary terms in the ask (a test, vital, body measure or concept named makes it a value at
    the visit)."""
    if not cues.gate_cues("visit_word", lang).search(question) or kinds & _VALUE_KINDS \
            or _VALUE_AT_VISIT.search(question):
        return False
    if cues.gate_cues("said_verb", lang).search(question):
        return False  # "did I tell you what happened at my last appointment": what was said, the rules' route
    whole = _AS_A_WHOLE_KO if lang == "ko" else _AS_A_WHOLE_EN
    return bool((_SUMMARY_KO if lang == "ko" else _SUMMARY_EN).search(question) or whole.search(question))


# A care provider named by a name, last seen ("when did I last see Dr Kim", "was that the last time I saw Dr Kim?",
# 김원장님 마지막으로 본 게 언제지): a consultation with that person, asked by its time, wants its record and what they
# said there (both; session 56: 4 of 4 develop labels). A role or a place seen ("when did i last see the
# cardiologist", 치과 마지막으로 간 게 언제) is the visit's date alone and keeps the rules' route.
_LAST_EN = re.compile(r"\blast\b", re.IGNORECASE)
_NAMED_SEEN_EN = re.compile(r"\b(?:see|saw|seen|visit(?:ed)?|met)\s+(?:with\s+)?(?:dr\.?|doctor)\s*[a-z][a-z'-]+",
                            re.IGNORECASE)
# a surname glued to the title (김원장님, 이선생님, 박교수님), seen (본, 뵌, 만난, 봤던, 뵀던) and asked when or last
_NAMED_SEEN_KO = re.compile(r"(?<![가-힣])[가-힣](?:원장|선생|교수)님\S*\s.*?(?:마지막|최근|지난번|언제)"
                            r"|(?<![가-힣])[가-힣](?:원장|선생|교수)님\S*\s.*?(?:본|뵌|만난|봤던|뵀던|뵈었던)\s*(?:게|거|날|때)\s*언제")
_SEEN_KO = re.compile(r"(?:본|뵌|만난|봤던|뵀던|뵈었던)\s*(?:게|거|것|날|때)")


def named_visit(question: str, lang: str) -> bool:
    """The last consultation with a care provider named by a name is asked (its record and what was said: both)."""
    if lang == "ko":
        return bool(_NAMED_SEEN_KO.search(question) and _SEEN_KO.search(question))
    return bool(_LAST_EN.search(question) and _NAMED_SEEN_EN.search(question))


# The user's own records or state named as the basis of the ask (``own_basis``), owned by 내/제/나의 or gathered so far
# (지금까지 기록 보고, 그동안 수치 보면)
_OWN_KO = r"(?:^|\s)(?:내|제|나의|저의|지금까지|그동안|여태|여태까지)\s*(?:건강\s*)?"


@cache
def _own_basis_ko() -> re.Pattern[str]:
    basis = words_pattern(read_table("request_words.tsv")[("own_basis", "ko")], "ko")
    return re.compile(f"{_OWN_KO}(?:{basis.pattern})")


def judged_on_own_ko(question: str) -> bool:
    """A Korean ask judged on the user's own records or state ("내 기록 보고 겨울 오기 전에 챙겨야 할 접종 있는지
    봐줘", "내 상태로 봤을때 조심해야 할게 뭐야", "제 수치 보면 …"): the records and judgement over them (both)."""
    return bool(_own_basis_ko().search(question))
