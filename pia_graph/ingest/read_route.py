"""The READ router: which kind of memory an asking sentence wants (split out of ``read_gate``).

``structured``: typed records; ``associative``: what was said and kept as text; ``both``: causes, effects, safety
or advice for this user, or the records and what was said together. ``route_for`` decides one asking sentence:
the route of the whole, a summary of one topic, asks in two parts (``read_asks``), then the route contract
(``read_contract``). See docs/read-path.md.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import cache
from typing import Literal, cast

from pia_graph.ingest import cues
from pia_graph.ingest.clauses import N_FINAL_KO
from pia_graph.ingest.read_advice import (
    goals_asked,
    health_summary,
    judged_on_own_ko,
    meal_in_episode,
    named_visit,
    needs_judgement,
    topic_summary,
    visit_summary,
)
from pia_graph.ingest.read_asks import ASKS_BOTH, asks_both, chained_asks
from pia_graph.ingest.read_compare import compared_to_own_past, extreme_asked, own_count, own_report_counted
from pia_graph.ingest.read_contract import MED_WORD_EN, Term, body_part, contract_route
from pia_graph.ingest.read_request import memory_gathered_ko, on_record_route, remembered_record_ko, words
from pia_graph.ingest.read_scope import BODY_OUTCOME as _BODY_OUTCOME
from pia_graph.ingest.read_scope import (
    CARE_ROLE_EN,
    GIVEN_BY_KO,
    PAST_END_KO,
    everything_about,
    follow_up,
    typed_in_korean,
)
from pia_graph.ingest.read_scope import PAST_RECALL_KO as _PAST_RECALL_KO

Route = Literal["structured", "associative", "both", "none"]
# The reason of a route decided by a summary of one topic (a condition, a body part: read_advice.topic_summary);
# the learned second opinion keeps it, as it keeps the contract's.
TOPIC_SUMMARY = "contract:topic_summary"
# ... and by a visit to care asked about as a whole (read_advice.visit_summary; session 34)
VISIT_SUMMARY = "contract:visit_summary"
# ... and by a summary of the user's health as a whole (read_advice.health_summary; session 34: the opinion turned
# "how has my health been this month overall" to structured, against C11's both)
HEALTH_SUMMARY = "contract:health_summary"
# ... and by a Korean ask judged on the user's own records or state (read_advice.judged_on_own_ko; session 39: the
# opinion turned "내 상태로 봤을때 조심해야 할게 뭐야" to structured)
OWN_BASIS = "contract:own_basis"
REQUEST_ME = re.compile(r"^(?:please\s+|can\s+you\s+|could\s+you\s+)?(?:tell|show|give)\s+me\b", re.IGNORECASE)

# What was said and kept as text: the speech and report verbs are dictionary data (``said_verb``, read by
# :func:`assoc_ask`); these are the other asks for text (names, places, plans, reasons, what worked).
# who is on the user's care team, where they work, at which place a thing of the user's was done (session 45)
_CARE_TEAM_EN = (rf"who(?:'?s|\s+is|\s+was)\s+my\s+(?:[\w-]+\s+)?{CARE_ROLE_EN}"
                 rf"|where\s+(?:does|did|is|was)\s+my\s+(?:[\w-]+\s+)?{CARE_ROLE_EN}\s+(?:work|practi[cs]e|based|located)"
                 r"|what\s+(?:clinic|hospital|pharmacy|practice|lab|urgent\s+care|surgery|center|centre)\s+(?:was|is|did|do)\b")
_ASSOCIATIVE_EN = re.compile(
    r"\b(?:name|brand"
    rf"|why\s+did\s+(?:the|my|your|she|he|they|dr\.?|doc)\b(?!\s+(?:{_BODY_OUTCOME}))"
    r"|plan|trick|tips?|notes|reasons?|excuses?|rules|instructions|why\s+did\s+i|why\s+was\s+i|why\s+i"
    r"|what\s+did\s+i\s+(?:eat|do|try|use|think|suspect|figure|guess|blame|decide)"
    # a care provider's act and its reason ("why my doctor didnt want me on ibuprofen")
    rf"|why\s+(?:the|my|your)\s+(?:[\w-]+\s+)?(?:{CARE_ROLE_EN})"
    # a thing picked out by what the user went through with it ("which powder was the one that didnt wreck ...")
    r"|(?:was|were|is)\s+the\s+ones?\s+(?:that|which|i)"
    # what helped the user once, named ("feeling low again. what helped last time?"): a thing kept as text
    r"|what\s+helped"
    r"|gave\s+me|showed\s+me|routine|where\s+(?:did|was|were|do)\s+(?:i|we)"
    # a place asked in an embedded question or of a test's visit ("remind me where I had my scan done", "where
    # was my last mammogram done": session 43)
    r"|where\s+(?:i|we)\s+(?:had|got|went|saw)|where\s+(?:was|were)\s+my\s+(?:[\w-]+\s+){1,4}?(?:done|taken|given)"
    # who is on the user's care team, where they work, at which place a thing of the user's was done ("who's my
    # endocrinologist", "where does my endo work", "what hospital was my knee surgery at": session 45): names and
    # places kept as text
    rf"|{_CARE_TEAM_EN}"
    # "remember" asks the agent to recall; the user's own forgetting ("did i take it? cant remember") does not
    r"|(?<!can't\s)(?<!cant\s)(?<!cannot\s)(?<!don't\s)(?<!dont\s)(?<!not\s)(?<!never\s)remember|called|which\s+(?:clinic|hospital|doctor|doc|pharmacy|place|gym|store|shop|lab|center|centre"
    r"|practice|specialist|urgent\s+care|dentist|physio|therapist))\b",
    re.IGNORECASE,
)
# The reason of a past act, named by an adnominal before 이유 ("스타틴 끊었던 이유랑 ...", "병원 옮긴 이유"): a reason
# the user told, kept as text, as "why did I stop" is.
_ACT_REASON_KO = rf"(?:던|[{N_FINAL_KO}](?<!그런)(?<!이런)(?<!저런))\s*이유(?!\s*없)"
_ASSOCIATIVE_KO = re.compile(rf"(?:{GIVEN_BY_KO}|{_ACT_REASON_KO}|이름|성함|브랜드|상표|제품명"
                             r"|방법이\s*뭐|기억나|이유가?\s*뭐였|루틴|계획|어디였|누구였"
                             rf"|왜(?=.*(?:{_PAST_RECALL_KO}))|기로\s*했(?:었)?(?:지|죠|더라|나)|기로\s*한\s*(?:곳|데|게|거|날)|어디(?:서|에서|로)\s"
                             r"|(?:다|라|자)던(?!데)|어디(?:로|서|에)?\s*(?:갔|다녔))")

# A clinician's instruction reported in the contracted ending -(으)래, asked ("약사가 철분제 어떻게 먹으래?",
# "쌤이 몇 번 바르래?"): 래 after an open syllable (으, 르, 하 …; 할래 and 볼래, after ㄹ, are the user's own will)
# with a care provider as the subject is what was said.
_OPEN_SYLLABLE = "[" + "".join(chr(0xAC00 + (i * 21 + m) * 28) for i in range(19) for m in range(21)) + "]"
_TOLD_TO_DO_KO = re.compile(rf"(?:쌤|님|사|과|원)(?:이|가|께서|에서)\s.*{_OPEN_SYLLABLE}래요?\s*\?\W*$")


# A name or a place of the user's care asked ("who's my endocrinologist", "what hospital was my knee surgery at",
# 주치의 선생님 성함이 뭐였죠): what was said, by a grammar the words of the READ opinion do not see (session 46)
NAME_PLACE = "asks:name_place"
# (성함 다시 알려줘요: a name asked again, session 61)
_NAME_PLACE = (re.compile(_CARE_TEAM_EN, re.IGNORECASE),
               re.compile(r"(?:이름|성함)(?:이|은|는|을|를)?\s*(?:뭐|무엇|어떻게|(?:다시\s*)?(?:좀\s*)?(?:알려|말해|가르쳐))"))


def identifier_asked(question: str, lang: str) -> bool:
    """An identifier or the maker of a thing of the user's care is asked (``identifier_ask``: 내선번호가 몇 번이었죠,
    "what was the room number for my sleep study"): said and kept as text, as a name or a place is (session 59)."""
    return bool(words("identifier_ask", "ko" if lang == "ko" else "en").search(question))


# A check of what the memory holds of the user's own record (read_request.on_record_route: 기록돼 있나요, "what do I
# have on file"): the records, by a grammar the words of the READ opinion do not see (session 59: the opinion turned
# "am I on record as allergic to anything that stings" and 마취할 때 문제 있었던 거 기록돼 있나요 to both)
ON_RECORD = "asks:on_record"


# Which app or tool the user logs with, asked ("what app was I logging my steps in", 혈압 기록하던 앱 이름이 뭐였지):
# its name was said and kept as text, never a record's field; the tool words are the dictionary's ``tool_word``
# (session 56: all 47 develop labels of the form are associative, or both beside a record ask)
TOOL_NAME = "asks:tool_name"


@cache
def _tool_asked(lang: str) -> re.Pattern[str]:
    tool = cues.gate_cues("tool_word", lang).pattern
    if lang == "ko":  # 앱 이름이 뭐였지, 무슨 앱 썼더라, 어떤 어플
        return re.compile(rf"(?:무슨|어떤|어느)\s*(?:{tool})|(?:{tool})\S*\s*(?:이름\S*\s*)?(?:뭐|뭘|무엇|뭔)")
    return re.compile(rf"\b(?:what|which|whats|what's)\b(?:\W+[\w']+){{0,4}}?\W+(?:{tool})\b", re.IGNORECASE)


# advice on which app to pick ("what app should I use", 어떤 앱이 좋아요) asks no app of the user's
_TOOL_ADVICE = re.compile(r"\b(?:should|best|better|good|recommend\s+(?:me|one|an?))\b|좋(?:아|을|은)|추천\s*(?:좀|해)",
                          re.IGNORECASE)


def tool_asked(question: str, lang: str) -> bool:
    """The question asks which app or tool the user logs or tracks with (its name, kept as text)."""
    return bool(_tool_asked("ko" if lang == "ko" else "en").search(question)) and not _TOOL_ADVICE.search(question)


@cache
def assoc_ask(lang: str) -> re.Pattern[str]:
    """The asks for what was said or kept as text: the dictionary's speech and report verbs (``said_verb``)
    and the other text asks above."""
    own = _ASSOCIATIVE_KO if lang == "ko" else _ASSOCIATIVE_EN
    said = cues.gate_cues("said_verb", lang)
    # "어느 병원에서 했더라", "어느 치과에서": which place of care (the dictionary's ``care_place``) is asked by name
    # ... and a thing a provider gave, asked by its noun, no medicine ("what stretches did the OT give me": every
    # develop label of the shape reads associative, 6; "what did urgent care give me for the strep" names no thing, and
    # "what pills did the ER give me" a medicine: session 62)
    told = (f"|(?:{_TOLD_TO_DO_KO.pattern})|어느\\s*(?:{cues.gate_cues('care_place', 'ko').pattern}|센터)(?:에서|서)"
            if lang == "ko" else
            rf"|\bwhat\s+(?!(?:{MED_WORD_EN.pattern}|{cues.drug_class_rx('en').pattern}))[a-z]+\s+did\s+"
            r"(?:the|my|your|her|his)\s+(?:[\w-]+\s+){1,2}?give\s+me\b")
    return re.compile(f"(?:{said.pattern})|(?:{own.pattern}){told}", re.IGNORECASE)


BOTH_EN = re.compile(
    # "is it the new med" asks a cause; "is this the third time this week" counts (session 48)
    r"\b(?:could\s+(?:it|this|that)\s+be|is\s+(?:it|this|that)\s+(?:from|the(?!\s+(?:first|second|third|fourth"
    r"|fifth|sixth|\d+(?:st|nd|rd|th))\s+(?:time|day|night|week))|because|due|caused"
    r"|my(?!\s+(?:\w+est|best|worst|record|pr|pb)\b))"
    r"|related\s+to|because\s+of|caused\s+by|due\s+to|why\s+(?:has|have|is|are|do|does|am|does)\s+(?:my|i)"
    r"|be\s+(?:from|due\s+to|caused\s+by|related\s+to|because)"
    r"|safe|ok(?:ay)?\s+for\s+me|fine\s+for\s+me|(?:ok|okay|fine|alright)\s+to|(?:ok|okay|fine|safe)\s+with\s+my"
    r"|need\s+(?:a|an|to\s+(?:start|take|be\s+on|go\s+on))"
    r"|can\s+i\s+(?:keep|still|continue|stop|take|have|eat|drink|do|get|use|try|go)"
    r"|any\s+(?:issues?|problems?|concerns?|risks?)|for\s+me\s+specifically|specifically\s+for\s+me"
    r"|(?:summary|overview|rundown|picture)\s+of\s+my\s+(?:overall\s+)?health|my\s+health\s+(?:summary|history)"
    r"|should\s+i|i\s+should|need\s+to\s+be\s+on|(?:given|based\s+on)\s+(?:everything|my|what)|worried|what\s+should|interact\w*|cause\w*|driving|behind)\b",
    re.IGNORECASE,
)
BOTH_KO = re.compile(r"(?:때문|부작용|상관\s*있|영향\s*(?:있|준|줬|주나)"
                      r"|(?:먹어도|해도)\s*(?:돼|될까|되나|괜찮)|괜찮을까"
                      r"|괜찮은\s*(?:걸까|건가|거야)|괜찮아\?"
                      r"|왜\s*이렇게|원인|관련\s*(?:있|이)"
                      r"|(?:먹어야|해야|받아야|바꿔야|끊어야|줄여야|고쳐야|피해야|조심해야|그만둬야)\s*(?:돼|되나|할까|하나|할|될)"
                      r"|고려하면|고려해서|감안하면|건강\s*상태|(?:나가도|가도|뛰어도)\s*(?:돼|될까|되나|괜찮)"
                      r"|걸까|건가|인가|일까|수도\s*있|생각하면|(?:로|으로)\s*(?:봤을\s*때|보면)|기준으로|위험"
                      r"|(?:어야|아야|해야)\s*(?:되나|하나|할까|돼\?)|좋을까|물어보면|물어봐야"
                      r"|(?<![가-힣])내\s+[가-힣]+(?<!수)면(?=\s)"  # "내 수치면 …", "내 혈압이면": given my X
                      rf"|왜(?!.*(?:더라|{PAST_END_KO}지)))")
# Whether something the user started, stopped or changed is working for them: an effect, i.e. a cause, asks
# for the records of the outcome over time and what was said about the change ("is my new med helping my
# sleep?", "was it the new shoes", 먹고부터 잠 잘 자고 있나, 도움이 되고 있나).
_EFFECT_EN = re.compile(
    r"\b(?<!you\s)(?<!you\swere\s)(?:help(?:s|ed|ing)?\s+(?:my|with\s+my|me\s+with)|line\s+up\s+with"
    r"|(?:linked|connected|correlat\w*)\s+(?:to|with)|doing\s+anything\s+for|(?:made|make|making)\s+(?:any|a)\s+"
    r"(?:\w+\s+)?difference|"
    r"work(?:s|ed|ing)?\s+for\s+me|was\s+it\s+(?:the|my|because))\b",
    re.IGNORECASE,
)
_EFFECT_KO = re.compile(r"(?:도움\S*\s*(?:되|돼|됐)|효과|나아진|나아졌|변화\s*(?:가\s*)?(?:있|없)"
                        r"|(?:먹고|시작하고|바꾸고|끊고|하고)\s*(?:나서|부터)|바꿨을\s*때|이랬던|그랬던)")
# An effect inside what someone said ("what breakfast ideas did I say worked for me", 뭐가 도움됐다고 했지): the
# words are asked for, not the outcome over time.
_SAID_EFFECT_EN = re.compile(r"\b(?:say|said|says|mention(?:ed)?)\s+(?:\w+\s+)?(?:help|work)", re.IGNORECASE)
_QUOTED_KO = re.compile(r"\s*[가-힣]*(?:다고|라고)\s*(?:(?:내가|제가|니가|네가)\s*)?"  # the speaker may come between
                        r"(?:했|하셨|그랬|한|(?:말|얘기)\s*(?:했|한))")


_SPACE = re.compile(r"\s*")


def _placed_after(question: str, end: int) -> bool:
    """An ordinal right after the anchor ("귀국하고 나서 첫 번째 피검사 결과", 퇴원하고 나서 첫 외래): the anchor places
    a record by its order in time, it asks no effect (``ordinal_pick``; extract48's chained-time convention,
    session 66)."""
    gap = _SPACE.match(question, end)
    return bool(words("ordinal_pick", "ko").match(question, gap.end() if gap else end))


def _effect(question: str, lang: str) -> bool:
    """An effect asked (_EFFECT_EN/KO), not one quoted from what was said."""
    if lang == "ko":
        return any(not _QUOTED_KO.match(question, m.end()) and not _placed_after(question, m.end())
                   for m in _EFFECT_KO.finditer(question))
    return bool(_EFFECT_EN.search(question)) and not _SAID_EFFECT_EN.search(question)


# Asking for the records and for what was said in one breath ("my last checkup, numbers and what the doc
# said", 결과랑 의사가 한 말, "what did my OB say about my iron levels"): both.
_RECORDS_EN = re.compile(r"\b(?:numbers|results|readings|levels|labs?|values|logged|log|records|data|chart)\b",
                         re.IGNORECASE)
# 수치 not inside 도수치료 (manual therapy: "도수치료 선생님이 하라던 스트레칭"). A value the turn tells
# (6.8 나왔어요) is the occasion of the ask, not records asked: "당화혈색소 6.8 나왔어요 선생님이 몇까지 맞추자고
# 하셨죠?" asks what was said (session 56: every develop label of the shape since x27 is associative; a record
# asked beside it, 이번 주 기록도, 전이랑 비교, is its own ask: read_asks.asks_both)
_RECORDS_KO = re.compile(r"(?:수치(?!료)|결과|기록|숫자|전반|보고\s*(?:뭐라|하신|한\s*말))")
_ADVICE_EN = re.compile(r"\b(?:should\s+i|shouldn'?t|can\s+i|is\s+it\s+(?:ok|okay|safe)|worr(?:y|ied))\b",
                        re.IGNORECASE)
_ASK_WHAT_SAID = re.compile(r"^\W*(?:what|when|who|which|did|has|have|remind|tell)\b", re.IGNORECASE)
# When a past event of the user's was, asked through their telling of it ("when did I say my last tetanus shot was",
# "did I ever tell you when I had my appendix out?"): the event's date, which its record holds, not the words said
# (a thing still to come, "did i ever mention when my dentist appointment is?", stays what was said)
_TOLD_WHEN_EN = re.compile(r"\bwhen\s+(?:did|have|had)\s+i\s+(?:ever\s+)?(?:say|tell\s+you|mention(?:ed)?)\b"
                           r"[^?]*\b(?:was|were)\W*$"
                           r"|\b(?:did|have)\s+i\s+(?:ever\s+)?(?:say|tell\s+you|told\s+you|mention(?:ed)?)\s+when\s+"
                           r"(?:i|my)\b[^?]*\b(?:had|got|was|were|did|started|stopped|quit)\b", re.IGNORECASE)


def route_for(question: str, lang: str, *, coordinate: bool = False, terms: Sequence[Term] = (),
              tail: str = "", head: str = "", told_series: bool = False) -> tuple[Route, str | None]:
    """The route of one asking sentence: the route of the whole, or ``both`` when one of its asks wants a
    record and another what was said (``read_asks``), then the route contract (``read_contract``, rules C5
    to C8 of docs/read-path.md) over the question's features; and the reason when the asks or the contract
    decided it. ``coordinate``: the dictionary matched a coordinate or record type in it; ``terms``: its
    alias matches, offsets in ``question`` (negative in ``head``, the statement told before it in the
    sentence); ``tail``: what the utterance tells after the asking sentence; ``told_series``: a reading (a term
    that is no drug or meal) was told in a statement before the asking sentence."""
    if follow_up(question, lang):
        return "structured", None  # the records just answered, one step back
    said = bool(cues.gate_cues("said_verb", lang).search(question))
    if on_record_route(question, lang) and not said and not assoc_ask(lang).search(question):
        return "structured", ON_RECORD
    route = route_whole(question, lang)
    if lang == "ko" and judged_on_own_ko(question):
        return "both", OWN_BASIS
    if lang == "ko" and memory_gathered_ko(question):
        return "both", HEALTH_SUMMARY  # what the memory holds of the user, summed up: records and what was said
    kinds = frozenset(t.key.split(":", 1)[0] for t in terms if t.start >= 0)
    part_of_body = body_part(question, lang)
    if route != "both" and topic_summary(question, lang, kinds, body_part=part_of_body):
        return "both", TOPIC_SUMMARY
    if route != "both" and (visit_summary(question, lang, kinds) or named_visit(question, lang)):
        return "both", VISIT_SUMMARY
    if route != "both" and (goals_asked(question, lang)
                            or meal_in_episode(question, lang, kinds, body_part=part_of_body)):
        return "both", None
    if (route != "both" or chained_asks(question, lang)) \
            and asks_both(question, lang, lambda ask: route_whole(ask, lang), coordinate=coordinate):
        # a record ask and a said ask: both; the reason says so also when the whole already routed both and the
        # asks are chained (the opinion keeps a union of asks: "트리카프타 먹은 지 얼마나 됐고, … CF팀이 뭐라고
        # 했었지?", session 67)
        return "both", ASKS_BOTH
    if identifier_asked(question, lang):
        return "associative", NAME_PLACE  # a number or a maker of the user's care: said and kept as text
    if tool_asked(question, lang):
        return "associative", TOOL_NAME  # which app the user logs with: its name, said and kept as text
    by_contract, rule = contract_route(question, lang, route, terms, tail=tail, head=head, said=said,
                                       text_asked=bool(assoc_ask(lang).search(question)), told_series=told_series)
    if rule is None and by_contract == "associative" and _NAME_PLACE[lang == "ko"].search(question):
        rule = NAME_PLACE  # a name or a place of the user's care asked: kept as text (the opinion keeps it)
    if rule is None and by_contract == "both" and health_summary(question, lang):
        rule = HEALTH_SUMMARY
    if rule is None and by_contract == "structured" and route == "structured" and lang == "ko" \
            and _FIELD_TOLD_KO.search(question) and not _NOT_FIELD_KO.search(question) \
            and typed_in_korean(question, assoc_ask(lang)):
        rule = TYPED_TOLD
    return cast(Route, by_contract), rule


def route_whole(question: str, lang: str) -> Route:
    if lang == "en":  # "could you tell me my highest bp": a request frame, not a report of speech
        question = REQUEST_ME.sub(" ", question.strip())
    if everything_about(question, lang):
        return "both"  # all that is kept on a topic: its records and what was said
    if lang == "en" and _TOLD_WHEN_EN.search(question):
        return "structured"  # the date of a past event the user told, not the words
    assoc = assoc_ask(lang)
    both = BOTH_KO if lang == "ko" else BOTH_EN
    if own_report_counted(question, lang) and not both.search(question):
        return "structured"  # "가슴 답답하다고 한 게 이번이 몇 번째예요?": the user's reports counted (session 53)
    if lang == "ko" and (typed_in_korean(question, assoc) or remembered_record_ko(question)):
        return "both" if _asked_beside_told_ko(question, both) else "structured"
    # a count since a change of the user's ("인슐린 시작하고 나서 저혈당 몇 번 왔었죠?") counts records: no effect asked
    if (_effect(question, lang) and not own_count(question, lang)) or needs_judgement(question, lang):
        return "both"
    if assoc.search(question) and (_RECORDS_KO if lang == "ko" else _RECORDS_EN).search(question):
        return "both"
    if assoc.search(question):
        # "based on my labs and what my doc said, should I worry?": advice drawing on records and talk
        if lang == "en" and _ADVICE_EN.search(question) and not _ASK_WHAT_SAID.search(question):
            return "both"
        return "associative"
    if both.search(question) and not _extreme_copula_only(question, lang, both):
        return "both"
    return "structured"


# The close of what the user told, quoted (깼다고 했지, 먹는다고 했었나): the words before it are the told content
_TOLD_CLOSE_KO = re.compile(r"(?:다|라)고\s*(?:(?:내가|제가)\s*)?(?:했|그랬|말했|얘기했)")


def _asked_beside_told_ko(question: str, both: re.Pattern[str]) -> bool:
    """A judgement or cause word of ``both`` asked beside a typed field told back; one inside the quoted telling
    ("요즘 밤에 소변 때문에 몇 번씩 깼다고 했지?": the cause was told, the count is asked) asks nothing (session 62)."""
    closes = [m.start() for m in _TOLD_CLOSE_KO.finditer(question)]
    start = closes[-1] if closes else 0
    return any(m.start() >= start for m in both.finditer(question))


# A Korean ask for a time, a count or an amount told back (read_scope.typed_in_korean: 레보도파 몇 시에 먹는다고 했지,
# 몇 번씩 깼다고 했지): the records, by a grammar the words of the READ opinion do not see (session 62: the opinion
# turned the form to associative on the speech verb). A name asked (연고 이름 뭐였더라) or what was said of a record
# (병력 뭐라고 했었지) is left to the opinion: the develop labels of those split.
TYPED_TOLD = "asks:typed_told"
_FIELD_TOLD_KO = re.compile(r"(?:몇|언제|얼마|무슨\s*요일)")
_NOT_FIELD_KO = re.compile(r"(?:이름|성함|뭐라고)")



_COPULA_ASK = re.compile(r"^(?:is|was)\s|^(?:인가|건가|일까)$", re.IGNORECASE)


def _extreme_copula_only(question: str, lang: str, both: re.Pattern[str]) -> bool:
    """"ldl 2.6, is that the lowest its been", 이번주 중에 제일 많이 걸은 날인가, 요즘 올라가는 추세인가요: the
    judgement words found are only the copula of a superlative over the user's own history or of a comparison with
    its past, which the records answer (session 46)."""
    found = extreme_asked(question, lang)
    start, end = (found.start(), found.end()) if found else (0, len(question))
    if found is None and not compared_to_own_past(question, lang):
        return False
    return all(start <= m.start() < end and _COPULA_ASK.match(m.group()) for m in both.finditer(question))
