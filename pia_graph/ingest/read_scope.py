"""Who and what an asking sentence is about, beyond the pronoun (READ gate, pure; session 30).

- **A pet's trouble judged** ("my dog threw up twice today, should I worry?", 강아지가 토했어요 괜찮을까요): the
  ask is about the animal, not the user's memory, unless the ask names the user's own (my, 내) besides; a
  recall about the pet's care (우리 강아지 다니는 동물병원 어디였지) still reads.
- **An ask coordinated inside a clause** ("weight trend since I stopped the pill and what did my gyno say"): the
  sentence asks even though it does not open with a question word.
- **A pronoun for the user's clinician** ("doc said something about meds ..., what did she say"): what was
  said to the user, when the utterance names a care provider.
- **A request for everything kept about one topic** ("everything you know about my knee", 내 무릎에 대해
  알고있는거 다 말해줘): the records and what was said, i.e. both.
- **A Korean ask for what was said that wants a typed field** (moved from ``read_gate``): a drug's name, an
  allergy, when or how much of a health record; a drug a clinician gave or told the user to use (피부과에서
  바르라고 한 연고) is what was said (session 30).
- **A Korean noun phrase asking for an aggregate** ("지난주 평균 수면시간", "이번주 걸음수 합계"): a time word, a
  record noun and a reading, closing on a noun.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import cache

from pia_graph.ingest import cues
from pia_graph.ingest.clause_verdict import Verdict
from pia_graph.ingest.experiencer import NOT_THE_USER
from pia_graph.ingest.extract.spoken_numbers import digit_twin
from pia_graph.ingest.utterance import AnalysedUtterance

# Forms of asking the READ gate reads (read_gate imports them).
# A Korean syllable closed by ㅆ is a past or existential form, contracted or not (었, 았, 했, 팠 아프+었, 꿨
# 바꾸+었, 있): the connective or question ending after it closes an ask (아팠고, 바꿨고, 끊었지). As a recall
# ending (바꿨더라, 끊었지) the past only: not 있 (exists) nor 겠 (괜찮겠지 guesses, it does not recall).
_SS_FINAL = [chr(0xAC00 + (initial * 21 + medial) * 28 + 20) for initial in range(19) for medial in range(21)]
PAST_KO = "[" + "".join(_SS_FINAL) + "]"
PAST_END_KO = "[" + "".join(c for c in _SS_FINAL if c not in "있겠") + "]"
# A past act recalled with its reason (왜 끊었었지, 왜 끊었다고 했지, 왜 줄였었죠): the reason the user told, kept
# as text; "왜 이렇게 피곤하지" (now) asks a cause (both).
PAST_RECALL_KO = rf"{PAST_END_KO}(?:었)?(?:지|죠|더라)|(?:다고|라고)\s*(?:했|하셨|그랬)|[랬댔](?:지|죠|더라)"
# "why did my bp spike": an outcome of the body asks a cause (both), not what someone did
BODY_OUTCOME = (r"(?:bp|blood|sugar|glucose|numbers?|weight|levels?|a1c|ldl|heart|pressure"
                r"|\w+\s+(?:go|spike|drop|jump|rise))")

# 있잖아(요) opens what the user goes on to tell ("방금 말한 약 있잖아요 그거 10mg으로 늘었어요": you know the
# pill, it went up): it asks only when no finished statement follows it (그거 있잖아 지난번에 먹은 진통제
# 이름; session 54)
_TOLD_AFTER_KO = rf"{PAST_END_KO}어요?\s*[.!~ㅠㅜㅋㅎ]*$"
# Korean asks with a question word even without a question ending ("3월부터 술 몇번 마셨어"). A count of days
# that dates a span tells, it does not ask (며칠째 계속돼요, 요 며칠 계속 그래요, 몇일만에 운동 됐어, 며칠 전에:
# session 48).
_DAYS_SPAN_KO = (r"(?<!요\s)(?<!요)(?<!지난\s)(?<!지난)(?:며칠|몇\s*일)"
                 r"(?=\s*(?:째|만에|만|전|후|뒤|동안|간|사이|씩|내내))|(?<=요\s)(?:며칠|몇\s*일)|(?<=요)(?:며칠|몇\s*일)"
                 r"|(?<=지난\s)(?:며칠|몇\s*일)|(?<=지난)(?:며칠|몇\s*일)")
# 어느 asks with the subject of its clause ("어느날이 제일 낮았어", "어느 쪽이 더 높았지"); 어느 날 갑자기, 어느새 tell
# (session 49)
WH_KO = re.compile(rf"(?!{_DAYS_SPAN_KO})(?:몇|며칠|얼마|언제|어디|누구|무슨|어떤|어떻게|뭐"
                   rf"|있잖아(?!요?\s+\S+.*{_TOLD_AFTER_KO})"
                   r"|어느\s*[가-힣]{1,3}?(?:이|가)(?=\s))")
# Korean types a fragment after the question ("잘 자고 있나 숫자로", "어때 의사쌤이 ... 포함해서", "봐줘 영양사쌤이
# ... 했거든"): a question or request ending closes a word anywhere, not only the sentence.
ASK_MID_KO = re.compile(r"(?:어때|[었았였]나|있나|없나|맞나|맞지|거지|건지|건가|걸까|일까|[을할될갈]까"
                        r"|(?:봐|확인해|체크해|알려|찾아|보여)\s*(?:줘|죠)"
                        # what was said, recalled, with the speaker after it ("왜 끊었다고 했지 내가")
                        r"|(?:다고|라고|자고)\s*(?:했|하셨|그랬)(?:었)?(?:지|죠)|[랬댔](?:지|죠))"
                        r"요?(?=[\s?.!~ㅠㅜ]|$)"  # and their polite forms (어때요, 맞죠 is 맞지's)
                        # -나 / -ㄴ가 / -ㄹ까 before 보다 or 싶다 conjectures as it tells ("떡국을 너무 먹었나
                        # 봐요", "줄었나 봐요", "감기 걸렸나 싶어"): no ask; 봐 줘 after it is a request ("있나
                        # 봐줘": session 51)
                        r"(?!\s*(?:봐(?!\s*(?:줘|주|줄|봐|볼))|보[다네군]|봄|봅|싶))")
# -더라 after a plain verb or adjective tells what the user saw or felt ("다큐 봤는데 신기하더라", "맞는다더라"); it
# asks only after a past form or a question word (뭐였더라, 언제 갔더라), or with a question mark.
TOLD_DEORA_KO = re.compile(rf"(?<!{PAST_END_KO})(?<![뭐디제구마])더라\s*[.!~ㅠㅜㅋㅎ]*$")


_OWN_PET_KO = re.compile(rf"(?:우리|울|내|제)\s*(?=(?:{cues.PET_KO}))")


# The ask judges how bad a trouble is ("should I worry", "is that normal", 괜찮을까요, 걱정해야 돼); "should I get a
# tetanus shot" after a bite asks for the user's own care and is no such judgement.
_JUDGED_EN = re.compile(r"\b(?:worr(?:y|ied)|is\s+(?:it|that|this)\s+(?:ok|okay|normal|bad|serious|dangerous)"
                        r"|what\s+should\s+i\s+do)\b", re.IGNORECASE)
_JUDGED_KO = re.compile(r"(?:괜찮(?:을까|은\s*(?:거|건)|아|나|겠)|걱정|위험|심각|병원\s*(?:가야|데려가야|가봐야))")


def about_a_pet(sentence: str, ask: str, lang: str) -> bool:
    """The sentence tells of an animal, the ask judges its trouble and holds nothing of the user's own."""
    if not cues.person_rx("pet", lang).search(sentence) or not (_JUDGED_KO if lang == "ko" else _JUDGED_EN).search(ask):
        return False
    if lang == "ko":
        return not cues.person_rx("self", "ko").search(" " + _OWN_PET_KO.sub(" ", ask))
    return not re.search(r"\b(?:my|me|mine)\b", ask, re.IGNORECASE)


# ", and what did", "+ how has": a question word and its auxiliary or subject after a coordinator
_COORDINATED_ASK_EN = re.compile(
    r"(?:,?\s+(?:and|also|plus|&)|\s*\+)\s+(?:what|whats|when|how|which|who|where|did|has|have)\s+"
    r"(?:did|does|do|is|was|were|has|have|are|my|i)\b",
    re.IGNORECASE,
)


def coordinated_ask(clause: str, lang: str) -> bool:
    return lang == "en" and bool(_COORDINATED_ASK_EN.search(clause))


CARE_ROLE_EN = cues.CARE_ROLE_EN
_CARE_ROLE_EN = re.compile(rf"\b{CARE_ROLE_EN}", re.IGNORECASE)


@cache
def _pronoun_said_en() -> re.Pattern[str]:
    """she / he / they with a speech verb of the dictionary (``said_verb``)."""
    return re.compile(rf"\b(?:she|he|they)\s+(?:{cues.gate_cues('said_verb', 'en').pattern})", re.IGNORECASE)


def clinician_said(ask: str, text: str, lang: str) -> bool:
    """"what did she say" after the utterance names the user's care provider: what was said to the user."""
    return lang == "en" and bool(_pronoun_said_en().search(ask)) and bool(_CARE_ROLE_EN.search(text))


_EVERYTHING_EN = re.compile(r"\beverything\s+(?:you\s+(?:know|have|remember)|on\s+file|we'?ve\s+talked)\s+"
                            r"(?:about|on|re)\s+my\b"
                            # asked as a fragment: "everything about my gout pls", "tell me everything on my knee"
                            r"|^\W*(?:(?:tell|give|show)\s+me\s+|pull\s+(?:together|up)\s+|(?:i\s+)?(?:need|want)\s+)?everything\s+"
                            r"(?:about|on|re)\s+my\b", re.IGNORECASE)
_EVERYTHING_KO = re.compile(r"(?:에\s*대해(?:서)?|관련(?:해서|된)?)\s*(?:알고\s*있는|아는|기록된)\s*(?:거|것|게)\s*"
                            r"(?:다|전부|모두)")


# A follow-up with no topic of its own, pointing at the answer before it ("wait what was it the time before
# that", "and the one before that?", "what about the previous one"): the same records, one step back.
_FOLLOW_UP_EN = re.compile(
    r"^\W*(?:(?:wait|hmm+|oh|ok(?:ay)?|and|so|um+|uh+|sorry|actually)\W+)*"
    r"(?:(?:what|how)\s+(?:was|were|about|is)\s+(?:(?:it|that|they)\s+)?|and\s+)?"
    r"(?:the\s+(?:time|one|reading|value|number|visit)s?\s+before\s+(?:that|this|it)|before\s+that"
    r"|the\s+(?:previous|prior)\s+(?:one|time|reading|value|number|visit))\W*$",
    re.IGNORECASE,
)


# "napped 2 hours, which probably explains why I'm up at midnight": a clause after the first opened by "which" and a
# verb (not a noun: "which dentist was it") relates to what was told, it asks nothing, unless a confirm tag closes it
# ("..., which is high right": session 62)
RELATIVE_WHICH_EN = re.compile(r"^(?!.*\b(?:right|correct|huh|yeah|no|yes)\W*$)\W*which\s+"
                               r"(?:(?:probably|prob|might|may|must|would|could|also|totally|kinda"
                               r"|basically|definitely|def|likely|maybe|prolly)\s+)*(?:explains|means|meant|makes|made"
                               r"|gives|gave|leaves|left|puts|put|causes|caused|sounds|is|was|has|had)\b",
                               re.IGNORECASE)


def follow_up(text: str, lang: str) -> bool:
    """A follow-up that asks for the record before the one just answered, with no topic of its own."""
    return lang == "en" and bool(_FOLLOW_UP_EN.match(text.strip()))


def everything_about(text: str, lang: str) -> bool:
    """A request for all that is kept on one topic of the user's: its records and what was said (both)."""
    return bool((_EVERYTHING_KO if lang == "ko" else _EVERYTHING_EN).search(text))


# a Korean sentence that closes on a noun, not a verb or an ending
_CLOSES_ON_VERB_KO = re.compile(r"(?:[다요어아지까나야해줘음함임듯네데고서면죠래냐니]|\?)\s*$")


def aggregate_phrase_ko(body: str, *, reading: bool, time: bool, aggregate: bool) -> bool:
    """"지난주 평균 수면시간": a time word, a record noun and a reading, said as a noun phrase."""
    return reading and time and aggregate and not _CLOSES_ON_VERB_KO.search(body)


# Korean association cues that ask for a typed field instead: "어제 몇시간 잤는지 기억나?" (a sleep record),
# "약 먹었다고 했었나?" (an intake), "지난번에 먹은 진통제 이름" (a drug is a coordinate, not free text).
# ... and a regimen's day or hour agreed (피임약 몇 시에 먹기로 했었지, 무슨 요일에 먹기로 했지: session 62)
_TYPED_FIELD_KO = re.compile(r"(?:몇|언제|얼마|무슨\s*요일)")
_TYPED_ASSOC_KO = re.compile(r"기억나|다고\s*(?:했|하셨|그랬|한)|기로\s*했(?:었)?(?:지|죠|더라|나)")
# What the user told, quoted with 라고 ("내 혈액형 뭐라고 했었지", "예약 언제라고 했더라"): a record type's value when
# no one else is the speaker (a clinician's words are said: 의사가 뭐라고 했었지).
_TOLD_AS_KO = re.compile(r"(?:뭐|언제|얼마|몇)?(?:이)?라고\s*(?:했|그랬)")
_OTHER_SPEAKER_KO = re.compile(r"[가-힣]*(?:쌤|님|사|과|원|엄마|아빠)(?:이|가|께서|에서|는|은)(?=\s|$)")
_PLACE_KO = re.compile(r"어디(?:서|에서|로|에)?\s")
# a drug's name: a noun in 약, or in the agent suffix -제 glued to its stem (수면제, 항생제, 해열제; not 문제, 숙제,
# 주제, nor 제 "my" standing alone: "제 이름")
_DRUG_NAME_KO = re.compile(r"(?:약|(?<=[가-힣])(?<![문숙축주과경체결통규시편])제|주사|연고)\s*(?:이름|뭐였)")


# A clinician (a role noun or a place of care with a subject particle) who gave or told the user a thing:
# "피부과에서 바르라고 한 연고", "응급실에서 준 연고", "원장님이 추천한 약": what was said or done, kept as text.
GIVEN_BY_KO = (r"(?:쌤|님|사|과|원|실|트레이너|코치|강사)(?:이|가|께서|에서)\s+(?:\S+\s+)?"
               r"\S*(?:준|주신|줬|라고|라던|추천|처방)")
_GIVEN_BY_KO = re.compile(GIVEN_BY_KO)


def typed_in_korean(question: str, assoc: re.Pattern[str]) -> bool:
    """A Korean ask for what was said that wants a typed field (a drug's name, an allergy, when or how much of
    a health record); ``assoc``: the router's pattern of asks for text (the speech verbs and the text asks)."""
    if _DRUG_NAME_KO.search(question):
        return not _GIVEN_BY_KO.search(question)
    found = assoc.search(question)
    if found is None or _PLACE_KO.search(question):
        return False  # where it was done (피검사 어디서 했다고) is said, no record field
    record_type = cues.gate_cues("record_type", "ko").search(question)
    if _TOLD_AS_KO.match(question, found.start()) and not _OTHER_SPEAKER_KO.search(question):
        return bool(record_type)  # "내 혈액형 뭐라고 했었지": the value of a record type the user told
    if not _TYPED_ASSOC_KO.fullmatch(found.group(0)):
        return False
    if record_type:
        return True  # "알레르기 뭐뭐 있다고 했었지": a record type, asked through what was said
    if _OTHER_SPEAKER_KO.search(question):
        return False  # "원장님이 약 줄이는거 언제쯤 가능하다고 하셨었지": a clinician's words, not the user's record
    if not cues.ask_health_rx("ko").search(question[:found.start()]):
        return False  # "제주도 여행 언제 간다고 했었지": a plan said, not a health record
    return bool(_TYPED_FIELD_KO.search(question) or re.search(r"(?<!있)(?:었|았|했|셨)다고", question))


# A value the user told ("오늘 71.8 찍음", "하프 1시간 52분에 뜀", "68.9키로"): a number standing alone or with its
# unit glued on, not one inside a name (a1c, b12, t4). Session 30 (readko16).
_TOLD_NUMBER = re.compile(r"(?<![A-Za-z0-9])\d+(?:[.,/:]\d+)*(?![0-9])(?![A-Za-z]*\d)")
# ... or said in words: the digit twin's number ("seven point nine now"), or a Korean decimal read out ("육 점 구예요",
# "칠 점 일": a digit word, 점, a digit word), which the twin leaves in words without a unit (session 51)
_DECIMAL_WORDS_KO = re.compile(r"(?<![가-힣])[일이삼사오육칠팔구영공]\s*점\s*[일이삼사오육칠팔구영공](?![가-힣])"
                               r"|(?<![가-힣])[일이삼사오육칠팔구영공]\s*점\s*[일이삼사오육칠팔구영공](?=(?:이|예|에|이에)요|이야|야|입니다)")
_NOT_TOLD = frozenset({Verdict.QUESTION, Verdict.REQUEST, Verdict.HYPOTHETICAL, Verdict.GENERIC, Verdict.MEDIA,
                       Verdict.OTHER_PERSON, Verdict.FAMILY_EPISODE, Verdict.SMALL_TALK, Verdict.EMPTY,
                       Verdict.FIGURATIVE})


def value_told_before(utterance: AnalysedUtterance, before: int, asking: Sequence[tuple[int, int]] = ()) -> bool:
    """A clause before ``before`` tells a value of the user's own, whatever the RETAIN gate made of it (a
    number with no unit or health word is not kept: "오늘 71.8 찍음 8월이랑 비교하면 얼마나 빠진거야"). The
    question after it points back to it as after a statement kept ("…제일 빠른거야?": the user's own record).
    ``asking``: the spans of the asking clauses (never a statement); a clause that is someone else's, a
    hypothesis, a question or a request tells nothing of the user's."""
    for clause in utterance.clauses:
        if clause.start >= before or any(s <= clause.start < e for s, e in asking):
            continue
        if clause.verdict in _NOT_TOLD or clause.hypothetical or clause.experiencer in NOT_THE_USER:
            continue
        if _TOLD_NUMBER.search(clause.text) or _DECIMAL_WORDS_KO.search(clause.text) \
                or _TOLD_NUMBER.search(digit_twin(clause.text)):
            return True
    return False
