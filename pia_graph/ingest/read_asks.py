"""One asking sentence, several asks: split it and say which asks want a record and which what was said (pure).

"my bp readings since the new med, and what did the pharmacist warn me about?" is one question with two asks:
a record ask (a value, a record or its course) and a said ask (what someone said, kept as text). The READ
route of such a sentence is the union of its asks' routes (structured + associative = both), which routing the
whole sentence at once misses: its first strong cue decides.

- **Asks** are split at a coordinator or comma before a new question word ("..., and what did", "and what was
  the number"), at a question mark inside the text, and in Korean after a connective or question ending
  (몇이었고, 어땠고, 었지) and at a noun joined by 랑/이랑/하고 (수치랑 ... 한 말).
- **A said ask** holds a speech or report verb of the dictionary (``said_verb`` in ``ontology/80_cues.cypher``:
  said, warn, explain, 말했, 설명, 주의, 다고 했, 라 했, 에서 한 말) and routes other than ``structured`` alone. A
  report of the user's own record type ("알레르기 뭐 있다고 했었지") routes structured, so it is a said ask only
  when someone else speaks (쌤이, 의사가, 내과에서: a role noun with a subject particle). In English a said ask
  has a question's form ("I told you about a food ..., what was it?" tells, it does not ask).
- **A record ask** asks for a value or course (what was it, readings, since, 몇, 수치, 어땠) while the sentence
  names a health coordinate or record type (an alias of the dictionary or a health word), and is no said ask
  and no name ask ("what was it called").

The speech verbs are dictionary data; the shapes of asking are grammar, here.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cache

from pia_graph.ingest import cues
from pia_graph.ingest.cue_words import words_pattern
from pia_graph.ingest.read_compare import happened_before
from pia_graph.ingest.read_contract import SPEAKER_KO, med_word, written_by_user
from pia_graph.ingest.read_scope import PAST_KO, WH_KO
from pia_graph.ingest.read_tables import read_table

_WH_EN = (r"(?:what|whats|what'?d|when|how'?s|how|did|does|do|has|have|had|is|are|was|were|which|who|where|why"
          r"|can|could|should|any)")
# "... and remind me what the sleep clinic suggested": a request verb opens an ask as a question word does
_REQUEST_VERB_EN = r"(?:remind|tell|show|give|list|pull|compare)"
_SPLIT_EN = re.compile(
    rf",?\s+(?:and|also|plus|&)\s+(?=(?:also\s+)?(?:{_WH_EN}|{_REQUEST_VERB_EN})\b)"  # "... and what did the endo say"
    rf"|\s*\+\s*(?=(?:also\s+)?(?:{_WH_EN}|{_REQUEST_VERB_EN})\b)"  # "how many headaches since the visit + what did"
    rf"|[,;—–]\s*(?={_WH_EN}\b)"  # "TSH 5.6 today, what was it before"
    r"|\?+\s+(?=\S)",  # a question mark inside the text
    re.IGNORECASE,
)
_SPLIT_KO = re.compile(
    rf"(?<={PAST_KO})고\s+"  # 전에 몇이었고 ..., 혈당 어땠고 ..., 언제부터 아팠고 ..., 뭘로 바꿨고 ...
    # a question ending inside the text: 몇이었지 영양사가 ...
    rf"|(?:(?<={PAST_KO}지)|(?<=[할일을갈될]까)|(?<={PAST_KO}나)|(?<=없나))\?*\s+(?=\S)"
    r"|(?<=[가-힣A-Za-z0-9])(?:이랑|랑|하고)\s+"  # 수치랑 내분비내과에서 한 말
    r"|\?+\s*(?=\S)"
    r"|,\s*(?=\S)"  # 혈압 어떻게 변했는지, 의사가 용량 얘기한거 있었나
    # two question words side by side, one verb after them: two asks (리시노프릴 언제 왜 끊었지: session 67)
    r"|(?<=언제)\s+(?=왜)|(?<=왜)\s+(?=언제)"
)
# Korean asks chained by a past connective (얼마였고, 됐고): one sentence that names two asks joined, which the
# opinion, reading words, does not see as two (session 67)
_CHAINED_KO = re.compile(rf"(?<={PAST_KO})고,?\s+")
# The reason a READ decision carries when its route is the union of its asks; the learned second opinion
# (read_model.combine), which reads words and not asks, keeps such a route.
ASKS_BOTH = "asks:record+said"
_NAME_ASK = re.compile(r"\b(?:called|name)\b|이름", re.IGNORECASE)


# An English ask has a question's form: a question word or auxiliary first, a request, or a question mark;
# or it names what it asks for with no verb of its own ("my bp readings since the new med, and ..."). A clause
# told as a statement ("I told you about a food that upsets my stomach, what was it?") is no ask.
_ASKING_EN = re.compile(
    rf"^\W*(?:(?:and|also|plus|so)\s+)?(?:{_WH_EN}|remind|tell|show|list|give|pull|check|compare|my|the)\b|\?"
    # a noun phrase naming records, with no verb of its own before them ("bp numbers since i started ...")
    r"|^\W*(?:[\w'/-]+\s+){0,3}(?:numbers?|readings?|levels?|results?|values?|trend\w*|history|log)\b",
    re.IGNORECASE,
)


def asks_of(question: str, lang: str) -> list[str]:
    """The asks of one asking sentence, in order (one when it asks one thing)."""
    splitter = _SPLIT_KO if lang == "ko" else _SPLIT_EN
    parts = [p.strip() for p in splitter.split(question) if p and p.strip()]
    return _speaker_kept(question, parts) if lang == "ko" else parts


def _speaker_kept(question: str, parts: list[str]) -> list[str]:
    """Korean asks with a care provider's report rejoined: a part that names the speaker (약사님이) but not yet
    the speech verb, before one that holds the verb and no speaker, is one report split at a noun joined by 랑
    ("약사님이 철분제 뭐랑 같이 먹지 말라고 했지", "약사님이 이 약은 자몽이랑 먹지 말라고 했던거": session 48)."""
    said = cues.gate_cues("said_verb", "ko")
    out: list[tuple[int, str]] = []
    at = 0
    for part in parts:
        start = question.find(part, at)
        at = start + len(part) if start >= 0 else at
        if out and start >= 0 and SPEAKER_KO.search(out[-1][1]) and not said.search(out[-1][1]) \
                and said.search(part) and not SPEAKER_KO.search(part):
            out[-1] = (out[-1][0], question[out[-1][0]:at].strip())
        else:
            out.append((max(start, 0), part))
    return [p for _, p in out]


# An ask for a value, a record or its course (grammar: the shapes of asking for one).
_VALUE_ASK_EN = re.compile(
    r"\b(?:what(?:'s|\s+(?:was|is|were|are))\s+(?:it|that|my|the\s+numbers?)|(?:the\s+)?numbers?|readings?"
    r"|levels?|results?|values?|last\s+(?:one|time)|before|since|trend\w*|how\s+(?:high|low|much|many)"
    r"|(?:gone|going|went)\s+(?:up|down)|been\s+(?:running|doing)|average|logged|chang(?:e|ed|ing)"
    # when a record began or ended, which drug or dose it is, how bad an episode was ("when did i stop the
    # atorvastatin", "which one did they switch me to", "when it started, how bad")
    r"|when\s+(?:did|was|were|is|it|i|my|the|they|you)|which\s+(?:one|meds?|medications?|pills?|drugs?|dose)"
    r"|how\s+(?:bad|long|severe)|switch(?:ed)?\s+(?:me\s+)?to"
    # a reading set against the earlier ones or a target ("compare with previous ones", "my tsh history", "how far
    # off i am": session 45)
    r"|compar\w*|previous|history|how\s+(?:far|close)"
    r"|(?:this|last|past)\s+(?:week|month|year|night)|lately|so\s+far)\b",
    re.IGNORECASE,
)
_VALUE_ASK_KO = re.compile(r"(?:몇|얼마|수치(?!료)|숫자|결과|어땠|어때|기록|추세|추이|평균|변했|변화|달라졌"
                           # a reading at a time of the user's own (지난번 LDL); when, which drug (언제, 무슨 약)
                           r"|지난번|저번|마지막|최근|요즘|언제|(?:무슨|어떤)\s*약|뭘로|뭐로)")


# An ask that is only a time word stands for the time of the ask after it, whose verb it shares ("when and why did
# i stop lisinopril", 리시노프릴 언제 | 왜 끊었지): when the sentence names a record, its date is a record ask
# (session 67).
_WHEN_ONLY = re.compile(r"^\W*(?:when|since\s+when|how\s+long|[가-힣A-Za-z0-9]*\s*(?:언제|언제부터|얼마나))\W*$",
                        re.IGNORECASE)
# An ask that is only a reason word stands for the reason of the ask before it ("when did i stop X and why").
# (a Korean subject may stand before it: 메트포르민 왜 | 언제 줄였지)
_REASON_ONLY = re.compile(r"^\W*(?:and\s+|also\s+)?(?:why|the\s+reason|for\s+what\s+reason|(?:[가-힣A-Za-z0-9]+\s+)?왜"
                          r"|이유(?:는|도)?)\W*$",
                          re.IGNORECASE)


# A care provider as the subject of the ask, acting in the past ("and what did the pharmacist think", "did the doc
# want to change anything", "what did dr lee make of it"): what they thought or wanted reaches the memory only as
# what was said (session 34).
_CARE_SUBJECT_EN = re.compile(rf"\b(?:did|has|have)\s+(?:the|my|your|dr\.?)\s+(?:[\w-]+\s+)?{cues.CARE_ROLE_EN}\s+\w+",
                              re.IGNORECASE)


def said_ask(part: str, lang: str, whole: Callable[[str], str]) -> bool:
    """The ask wants what someone said: a speech or report verb ("what did the pharmacist warn me about").
    ``whole`` routes one ask alone: a report of the user's own record type ("알레르기 뭐 있다고 했었지") routes
    structured there, and is a said ask only when someone else speaks (내분비쌤이 ... 올린다고 했었지)."""
    if _REASON_ONLY.match(part) or written_by_user(part, lang):
        return True  # "... and why": the reason of the ask before it; a list the user wrote (C5)
    if not cues.gate_cues("said_verb", lang).search(part):
        # no speech verb: an ask for other text kept from talk (a reason, a name, a place, a plan: "why did the
        # endo lower my dose", 왜 줄였었지) is one when it routes associative alone
        if lang != "ko" and _ASKING_EN.search(part) and _CARE_SUBJECT_EN.search(part):
            return True
        return (lang == "ko" or bool(_ASKING_EN.search(part))) and whole(part) == "associative"
    if lang == "ko" and SPEAKER_KO.search(part):
        return True
    if lang != "ko" and not _ASKING_EN.search(part):
        return False
    return whole(part) != "structured"


# A record named as the object of a request, with no value word of its own ("pull my recent a1c and what Dr Tan
# said", "make me a list of my meds, allergies, and what the dentist told me"; 콜레스테롤이랑 선생님이 주의하라고 한 거
# 알려줘: a noun before 랑 that closes on a health word): the records named are asked beside the words (session 60).
_REQUEST_OPENS_EN = re.compile(rf"^\W*(?:(?:can|could|would)\s+(?:you|u)\s+|please\s+)?(?:{_REQUEST_VERB_EN}"
                               r"|make\s+me\s+a\s+list\s+of|get|bring|grab)\b", re.IGNORECASE)
# joined by 랑 as "and", not as "the same as" (당뇨랑 같은 말이에요); 하고 may be the verb (등산하고 무릎 아파)
_JOINED_KO = re.compile(r"\s*(?:이랑|랑)\s(?!\s*(?:같|비슷|똑같|다르|달라|차이))")
_NUMBER = re.compile(r"(?<![A-Za-z])\d")  # a number, not the digit of a name (a1c, b12)


def _named_record(part: str, sentence: str, lang: str) -> bool:
    if _NUMBER.search(part) or cues.gate_cues("said_verb", lang).search(part):
        return False  # a value told is the occasion of the ask, not records asked (session 56)
    health = cues.ask_health_rx(lang)
    if lang != "ko":
        return bool(_REQUEST_OPENS_EN.match(part)) and bool(health.search(part))
    at = sentence.find(part)
    return at >= 0 and bool(_JOINED_KO.match(sentence, at + len(part))) \
        and any(m.end() == len(part) for m in health.finditer(part))


@cache
def _current_meds(lang: str) -> re.Pattern[str]:
    return words_pattern(read_table("request_words.tsv")[("current_meds", lang)], lang)


def record_ask(part: str, sentence: str, lang: str, *, coordinate: bool = False) -> bool:
    """The ask wants a value, a record or its course, of a coordinate the sentence names ("what was my last
    one" after "Got my LDL back at 160"), or the user's current medication list (``current_meds``: "remind me what
    meds I'm on", 내가 지금 먹는 약). ``coordinate``: the dictionary matched one in the sentence."""
    if _current_meds("ko" if lang == "ko" else "en").search(part):
        return True
    if _named_record(part, sentence, lang):
        return True
    if _WHEN_ONLY.match(part) or happened_before(part, lang):
        # the time of the ask after it, or whether it happened before too ("전에도 이렇게 낮았던 적 있었나?"):
        # the records answer it when the sentence names one (session 67)
        return coordinate or bool(cues.ask_health_rx(lang).search(sentence)) or med_word(sentence, lang)
    if _NAME_ASK.search(part) or not (_VALUE_ASK_KO if lang == "ko" else _VALUE_ASK_EN).search(part):
        return False
    if lang != "ko" and not _ASKING_EN.search(part):
        return False
    # a medication word names the regimen's records too ("스타틴 끊었던 이유랑 그게 언제였는지")
    return coordinate or bool(cues.ask_health_rx(lang).search(sentence)) or med_word(sentence, lang)


def asks_both(question: str, lang: str, whole: Callable[[str], str], *, coordinate: bool = False) -> bool:
    """One ask of the sentence wants a record and another what was said: the route is both."""
    parts = asks_of(question, lang)
    if len(parts) < 2:
        return False
    said = [said_ask(p, lang, whole) for p in parts]
    record = [not s and record_ask(p, question, lang, coordinate=coordinate) for p, s in zip(parts, said, strict=True)]
    return any(said) and any(record)


def chained_asks(question: str, lang: str) -> bool:
    """The asks are chained by a Korean past connective ("납 수치 지난번엔 얼마였고 보건관리자가 뭐라 했었죠?"): a
    sentence whose whole routes both is the union of its asks only so joined; two asking sentences side by side
    ("몇 번 쓰라고 했더라? 용량 기록된 거 알려줘") may ask one thing twice (session 67)."""
    return lang == "ko" and bool(_CHAINED_KO.search(question))


# A candidate answer guessed aloud after a question, one to three words closing on a copula's wondering ending
# (… 이름이 뭐였죠? 김 교수님이었나; … 언제 바꿨더라? 8월이었나; 5였나 10이었나), with no question word of its own
_GUESS_KO = re.compile(r"^\W*(?:\S+\s+){0,2}\S*?(?:이었|였|이었던|였던|인|이던|던)[가나](?:요)?\W*$")


def guessed_answer(sentence: str, lang: str) -> bool:
    """A Korean sentence that only guesses the answer of the ask before it: it asks nothing of its own, so it adds no
    route (every develop label of the shape, x11-137, x11-183, x32-550, x36-286, x44-280, is the first ask's route;
    session 68). The caller weighs it only after a sentence that asked."""
    return lang == "ko" and bool(_GUESS_KO.match(sentence)) and not WH_KO.search(sentence)
