"""Asks that are not about the user's memory though the sentence holds a possessive or a health word (READ
gate, pure; session 31).

- **Someone else's trouble, asked in general** ("my husbands bp has been high lately, should he be worried?",
  "my wifes doctor put her on metformin, what are the side effects?", "sister in law has lupus, what even is
  that", 남편 혈압이 요즘 높게 나오는데 괜찮을까요): the sentence tells of another person (a spouse, an in-law, a
  friend, a child), every first-person word in it owns that person ("my husbands", possessives typed without
  the apostrophe too), and the ask holds nothing of the user's own and recalls nothing ("what was", "did I
  tell you", 었지). A relative's value recalled ("what was my mom's a1c again") still reads (C6).
- **Something seen or heard in the media, checked** (뉴스에서 … 내린다던데 진짜야?, 유튜브에서 … 맞아?, a TV
  show watched, 보는데 … 진짜 저렇게 해?; "I saw on the news …, is that true?"): a clause told from the media
  (the analysed clause's verdict) or a watching verb before a truth check, with no first person: general
  knowledge.
- **A hypothetical about the user's own regimen** ("if I skip my lisinopril tomorrow is that a big deal?",
  "what if I doubled up on my bp pill", 내가 혈압약 두번 먹으면, 내일 메트포르민 빼먹으면 큰일나?): the case is
  imagined, the regimen is the user's (a drug after "my", the user as subject in Korean, or a day of their own
  week), so it reads (contract C12: read, ``both``), unless marked general (hypothetically, 그냥 궁금해서).
- **A reminder to set** ("remind me to call the vet tomorrow", 혈압약 먹으라고 알림 해줘; moved from
  ``read_gate``): the agent is to act later; "remind me what ..." still reads.
- **A task for the agent** ("can you help me write an email to my landlord", "help me draft a text to my
  boss"): writing or planning with no health word or dictionary term.
"""

from __future__ import annotations

import re
from functools import cache

from pia_graph.ingest import cues
from pia_graph.ingest.clause_verdict import Verdict
from pia_graph.ingest.read_request import words
from pia_graph.ingest.utterance import AnalysedUtterance

# Another person, plural-less possessives included ("my husbands bp", "my wifes doctor", "sister in law").
_IN_LAW_EN = r"(?:mother|father|sister|brother|son|daughter)[\s-]+in[\s-]+laws?"
_SOMEONE_EN = rf"(?:{_IN_LAW_EN}|{cues.OTHER_PERSON_EN}|{cues.FIRST_DEGREE_EN})(?:'?s)?"
_SOMEONE_RX_EN = re.compile(rf"\b(?:{_IN_LAW_EN}|(?:{cues.OTHER_PERSON_EN}|{cues.FIRST_DEGREE_EN})(?:'?s)?)\b",
                            re.IGNORECASE)
_OWNED_EN = re.compile(rf"\b(?:my|our)\s+(?:\w+\s+)?(?:{_SOMEONE_EN})\b", re.IGNORECASE)
_SOMEONE_KO = re.compile(f"(?:{cues.OTHER_PERSON_KO}|{cues.FIRST_DEGREE_KO})")
_OTHER_KO = re.compile(cues.OTHER_PERSON_KO)
_OWNED_KO = re.compile(rf"(?:내|제|우리|저희|울)\s*(?:{cues.OTHER_PERSON_KO}|{cues.FIRST_DEGREE_KO})")
# The first person in Korean without 저 (also "that": 저 수술, 저렇게).
_SELF_KO = re.compile(r"(?:^|\s)(?:내|나|난|제|내가|제가|저는|저도|나도)(?=\s|$|[가는도의])")
# The ask recalls the past or the user's earlier words: a relative's value recalled reads (C6).
_RECALL_EN = re.compile(r"\b(?:was|were|did|had|remind|remember|last|again|tell\s+me|told|said|mention\w*)\b",
                        re.IGNORECASE)
_RECALL_KO = re.compile(r"(?:였|었|았|했|셨|랬|댔)(?:었)?(?:지|죠|더라|나)|지난번|저번|기억")
# The ask judges a trouble or asks what something is, in general; or it asks leave with its subject dropped, which in
# a sentence told of another person only is that person's ("남편이 요즘 두통이 심하다는데 타이레놀 먹어도 되나",
# "딸이 통풍 와서 발이 부었는데 얼음찜질 해도 돼요?": session 62; every develop label of the shape reads none)
_GENERAL_ASK_KO = re.compile(r"(?:괜찮(?:을까|은\s*(?:거|건)|아|나|겠)|걱정|위험|심각|병원\s*(?:가야|가봐야)"
                             r"|뭐야|뭔가요|뭐예요|진짜|정말|사실|맞아|맞나|맞는\s*(?:거|말)|그래\?"
                             r"|(?<=[가-힣])도\s*(?:돼|될까|되나|되요|됩니까|괜찮))")
# ... or what should be done, asked of that person's trouble ("제 남편이 탈장인데 수술 꼭 해야 돼요?", "조카가 … 어떻게
# 얘기 꺼내야 할까요?": session 68), the person named as a word of its own (the 형 inside 정형외과 is no brother)
_SHOULD_DO_KO = re.compile(r"야\s*(?:돼|되|하|할)")


def _advice_for_other_ko(sentence: str, ask: str) -> bool:
    return bool(_SHOULD_DO_KO.search(ask)) and bool(
        _OTHER_KO.search(sentence) or cues.person_rx("kin", "ko").search(sentence))
# A truth check of something heard or seen.
_TRUTH_EN = re.compile(r"\b(?:true|real|legit|accurate|right|correct|a\s+thing|for\s+real|actually|really)\b",
                       re.IGNORECASE)
_TRUTH_KO = re.compile(r"(?:진짜|정말|사실|맞아|맞나|맞는\s*(?:거|말)|맞음|그래\?)")
_WATCHING_KO = re.compile(r"(?:보는데|봤는데|보다가|봤더니|보니까)")
_TASK_EN = re.compile(r"\b(?:help\s+me\s+)?(?:write|draft|compose|word|edit|proofread)\s+(?:me\s+)?"
                      r"(?:an?\s+|the\s+|my\s+)?(?:\w+\s+)?(?:email|e-mail|letter|text|message|note|post|reply|card"
                      r"|speech|toast|cover\s+letter|review)\b", re.IGNORECASE)


@cache
def _care_they_en() -> re.Pattern[str]:
    return re.compile(rf"\bthey\s+(?:{words('care_act_they', 'en').pattern})", re.IGNORECASE)


def about_someone_else(sentence: str, ask: str, lang: str) -> bool:
    """The sentence tells of another person, every first-person word owns that person, and the ask holds
    nothing of the user's own and recalls nothing. "they" acting on a regimen ("before they bumped the metformin")
    is the user's care team, no other person (session 50)."""
    if lang != "ko":
        sentence = _care_they_en().sub(" ", sentence)
    if lang == "ko":
        if not _SOMEONE_KO.search(sentence) or _SELF_KO.search(" " + _OWNED_KO.sub(" ", sentence)):
            return False
        return bool(_GENERAL_ASK_KO.search(ask) or _advice_for_other_ko(sentence, ask)) and not _RECALL_KO.search(ask)
    if not _SOMEONE_RX_EN.search(sentence) or cues.person_rx("self", "en").search(ask):
        return False
    if cues.person_rx("self", "en").search(_OWNED_EN.sub(" ", sentence)):
        return False
    return not _RECALL_EN.search(ask)


# A record of the user's own named in the ask ("my a1c", "my numbers"), after the other people the user owns are
# taken out ("my grandads cancer" is not one).
_MY_WORDS_EN = re.compile(r"\bmy\s+((?:[\w'-]+\s+){0,2}[\w'-]+)", re.IGNORECASE)
_MY_WORDS_KO = re.compile(r"(?:^|\s)(?:내|제|나의)\s*(\S+(?:\s+\S+)?)")
_CARE_ROLE_FIRST_EN = re.compile(rf"^(?:{cues.CARE_ROLE_EN})\b", re.IGNORECASE)  # "my doctor" names no record


def _own_record_named(text: str, lang: str) -> bool:
    """The text names a record or health word of the user's own after a possessive (my a1c, 내 혈압)."""
    if lang == "ko":
        found = _MY_WORDS_KO.finditer(_OWNED_KO.sub(" ", text))
    else:
        found = _MY_WORDS_EN.finditer(_OWNED_EN.sub(" ", text))
    kinds = words("record_kind", "en")
    return any((cues.ask_health_rx(lang).search(m.group(1)) or (lang == "en" and kinds.search(m.group(1))))
               and not (lang == "en" and _CARE_ROLE_FIRST_EN.match(m.group(1))) for m in found)


def general_marked(ask: str, whole: str, lang: str) -> bool:
    """The user marks the question as general knowledge (in general, for adults, asking for my dad) and the
    ask names no record of the user's own (session 48)."""
    lang = "ko" if lang == "ko" else "en"
    return bool(words("general_mark", lang).search(whole)) and not _own_record_named(ask, lang)


_FIRST_DEGREE_RX = {"en": re.compile(rf"\b(?:{cues.FIRST_DEGREE_EN})\b", re.IGNORECASE),
                    "ko": re.compile(cues.FIRST_DEGREE_KO)}


def others_trouble(told: str, ask: str, lang: str) -> bool:
    """Another person's trouble told (``told``: the utterance up to the end of the ask), and the ask is whether
    the user catches it, what to give them, or (for someone not of the first degree: a parent's or sibling's
    illness is the user's family history, contract C6) the user's own risk from it; the utterance names no record
    of the user's own and the ask recalls nothing (session 48)."""
    someone, recall = (_SOMEONE_KO, _RECALL_KO) if lang == "ko" else (_SOMEONE_RX_EN, _RECALL_EN)
    if not someone.search(told) or recall.search(ask) or _own_record_named(told, lang):
        return False
    if words("contagion_ask", lang).search(ask):
        return True
    if words("care_for_ask", lang).search(ask):  # Korean: no first person of the user's but one owning the other
        return lang == "en" or not _SELF_KO.search(" " + _OWNED_KO.sub(" ", told))
    # a first-degree word inside a longer kin word names that one (할아버지, 시아버지, 큰엄마: session 52)
    kin = _OTHER_KO.sub(" ", told) if lang == "ko" else told
    return not _FIRST_DEGREE_RX[lang].search(kin) and bool(words("risk_ask", lang).search(ask))


def media_checked(utterance: AnalysedUtterance, sentence_start: int, ask_start: int, ask: str) -> bool:
    """A clause told from the media (or, in Korean, a show watched) before a truth check in the same
    sentence, with no first person in the sentence."""
    ko = utterance.lang == "ko"
    head = utterance.text[sentence_start:ask_start]
    told = any(sentence_start <= c.start < ask_start and c.verdict == Verdict.MEDIA for c in utterance.clauses) \
        or (ko and bool(_WATCHING_KO.search(head)))
    if not told or not (_TRUTH_KO if ko else _TRUTH_EN).search(ask):
        return False
    if ko:
        return not _SELF_KO.search(" " + head + " " + ask)
    return not cues.person_rx("self", "en").search(_HEARD_EN.sub(" ", head + " " + ask))


_HEARD_EN = re.compile(r"^\W*(?:i|we)\s+(?:just\s+)?(?:read|heard|saw|watched)\b", re.IGNORECASE)


def task_for_agent(text: str, *, health: bool) -> bool:
    """"can you help me write an email to my landlord": a writing task with no health word or term."""
    return not health and bool(_TASK_EN.search(text))


_REMINDER_EN = re.compile(r"^\W*(?:please\s+|(?:can|could|would)\s+(?:you|u)\s+)?(?:remind\s+me\s+to\b|"
                          r"set\s+(?:a|an|me\s+a)\s+(?:reminder|alarm)\b)", re.IGNORECASE)
_REMINDER_KO = re.compile(r"(?:알림|알람|리마인드|리마인더)\s*(?:좀\s*)?(?:해|설정|맞춰|등록|보내|울려)")


def is_reminder_request(text: str, lang: str) -> bool:
    """A request to set a reminder: the agent acts later, no memory is read."""
    return bool((_REMINDER_KO if lang == "ko" else _REMINDER_EN).search(text))


_MY_EN = re.compile(r"\bmy\s+(?:\w+\s+)?$", re.IGNORECASE)
_MY_REGIMEN_EN = re.compile(r"\bmy\s+(?:\w+\s+)?(?:meds|medications?|medicines?|pills?|doses?|insulin|inhaler)\b",
                            re.IGNORECASE)
_GENERAL_MARK_EN = re.compile(r"\b(?:hypothetically|just\s+(?:curious|wondering)|asking\s+for\s+a\s+friend|in\s+general"
                              r"|someone|a\s+person|you)\b", re.IGNORECASE)
_GENERAL_MARK_KO = re.compile(r"궁금|일반적|누가|사람")
_OWN_DAY_KO = re.compile(r"(?:내일|오늘|이번\s*주|다음\s*주|주말)")
# 만약 (if), 예약 (a booking), 요약, 계약, 절약 are no drug, nor 약간 (a little), 약속 (an appointment): session 48
_MED_KO = re.compile(r"(?:(?<![만예요계절])약(?!간|속)|인슐린|주사)")


def own_regimen_hypothetical(text: str, lang: str, drugs: list[tuple[int, int]], *, whole: str = "") -> bool:
    """A hypothetical question about the user's own regimen (``drugs``: the spans of the dictionary's drug
    terms in ``text``; ``whole``: the utterance, where a mark of a general question may follow: 그냥 궁금해서)."""
    if lang == "ko":
        if _GENERAL_MARK_KO.search(whole or text):
            return False
        if not (drugs or _MED_KO.search(text)):
            # "내가 만약 술 끊으면 간수치 얼마나 떨어질까": the user's own records under an imagined change
            return bool(_SELF_KO.search(" " + text) and words("record_noun", "ko").search(text))
        # the own list named without a pronoun ("지금 먹는 약 중에 끊어야 되는 거": ``against_own_list``) is the user's
        # own regimen as "my current meds" is in English (session 66)
        return bool(_SELF_KO.search(" " + text) or _OWN_DAY_KO.search(text)
                    or words("against_own_list", "ko").search(text))
    if _GENERAL_MARK_EN.search(whole or text):
        return False
    return bool(_MY_REGIMEN_EN.search(text)) or any(_MY_EN.search(text[:start]) for start, _ in drugs)
