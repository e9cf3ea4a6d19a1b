"""The route contract of the suites' authors, applied to the features of one analysed asking sentence (pure).

The rules of ``read_gate`` choose a route from cue words; this module reads what the question asks for and
applies the numbered rules of docs/read-path.md ("The route contract", session 27) where the suites agree:

- **C5** the user asks for something they *wrote* (a list, questions, foods to avoid, a routine written out)
  → associative: the answer is their own free text.
- **C6** the user checks whether they told a first-degree relative's condition ("my mom has diabetes, did I
  tell you?") → structured: family history is a typed record.
- **C7** a course or comparison of a typed series, with a reference to something said only in conversation
  ("since the new job I told you about", "I think I mentioned it happens after takeout") → both.
- **C8** a course or comparison of a typed series over a window anchored on an **event** that no typed record
  dates (a move, a new job, a habit started: "since we moved", 이직하고 나서, "since I started walking at lunch")
  → both; anchored on a typed record (a drug, a dose change, a test: "since I started the statin", 스타틴
  먹고나서 LDL 떨어짐, or an activity named alone: "since I started running", 수영 시작하고 나서) with no effect,
  cause or speech word → structured.

Features, not phrases: *series* (an ask for the course or comparison of a coordinate the dictionary types),
*anchor* (the clause after since/after or before 하고 나서/뒤로/이후, and which terms it names), *told* (a
reference to the user's own earlier words), *written* (the user's own writing as the object), *cause* (a cause
or effect asked for). The anchor's terms come from the analysed utterance's exact alias matches.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from pia_graph.ingest import cues
from pia_graph.ingest.read_request import words

# Term kinds a record dates by itself: a regimen or dose (drug), a lab, a reading, a diagnosis, a symptom
# episode, a procedure or vaccination; a substance taken or quit (alcohol, caffeine: intake records), a profile fact
# changed (smoking status), a care visit (physio) (session 65). An activity habit or a meal pattern started is said,
# not a dated start.
_DATED_KINDS = ("drug", "supplement", "test", "vital", "condition", "symptom", "procedure", "vaccine", "body",
                "substance", "profile", "visit")
_MED_WORD_EN = re.compile(r"\b(?:meds?|medications?|medicines?|pills?|tablets?|statins?|dose|dosage|insulin"
                          r"|inhaler|shots?|injections?|prescriptions?|tests?|lab)\b",
                          re.IGNORECASE)
MED_WORD_EN = _MED_WORD_EN  # read_route: a thing a provider gave that is no medicine
_MED_WORD_KO = re.compile(r"(?:약|스타틴|용량|주사|인슐린|검사|검진|수치)")
# An activity taken up, named alone ("since I started running", 러닝 시작하고 나서): its first session is a typed record
# that dates it. One said with how or when ("walking at lunch", "walking with my neighbor") is a habit, said.
_BARE_START_EN = re.compile(r"^\s*(?:(?:i|we)\s+)?(?:started|starting|began|begun|took\s+up|taking\s+up)\s+"
                            r"(?:my\s+|the\s+)?(?P<what>.+?)\s*$", re.IGNORECASE)
_BARE_START_KO = re.compile(r"^\s*(?:(?:나|내가|제가|저|나는|저는)\s+)?(?P<what>\S+?)(?:을|를)?\s*시작하?\s*$")
# A body part's trouble ("since the knee thing started", "since my back went") is a symptom episode: dated.
_BODY_EN = re.compile(r"\b(?:knees?|back|hips?|shoulders?|ankles?|wrists?|neck|feet|foot|elbows?|chest|stomach"
                      r"|head|throat)\b(?!\s+(?:to|home|then))", re.IGNORECASE)
_BODY_KO = re.compile(r"(?:무릎|허리|어깨|발목|손목|골반|고관절|팔꿈치|가슴|배가|목이|머리가)")

# The course or comparison of a series (grammar of asking for one).
_SERIES_EN = re.compile(
    r"\b(?:worse|better|improv\w*|gotten|changed?|compare\w*|pattern|trend\w*|higher|lower|more\s+often|less"
    r"|(?:gone|go|went|come|came|coming|going)\s+(?:up|down)|dropped|moved|how\s+(?:i'?ve|have\s+i)\s+been)\b",
    re.IGNORECASE,
)
_SERIES_KO = re.compile(r"(?:좋아졌|좋아진|나빠졌|나빠진|줄었|줄어|늘었|늘어|떨어|올라|내려갔|내려감|내려가|내려간"
                        r"|변화|비교|패턴"
                        r"|자주|어떻게\s*자|어땠|높았|낮았)")
# A window anchored on an event: "since/after X" (English), "X하고 나서 / X 뒤로 / X 이후" (Korean, X before it).
_ANCHOR_EN = re.compile(r"\b(?:ever\s+)?(?:since|after)\s+(?P<anchor>[^,?.!;]+)", re.IGNORECASE)
_ANCHOR_KO = re.compile(r"(?P<anchor>.*?)(?:고\s*나서|고\s*부터"
                        r"|(?:ㄴ|은|한|인|린|꾼|운|른)\s*(?:뒤로|후로|이후로?|다음부터))")
# An anchor with nothing in it names no event: "since I started", "since the start" (the series' own start).
_EMPTY_ANCHOR_EN = re.compile(r"^\s*(?:(?:i|we)\s+)?(?:(?:first\s+)?start(?:ed)?|began|the\s+start(?:\s+of\s+\w+)?"
                              r"|then|that|last\s+\w+)\s*$", re.IGNORECASE)
# A reference to the user's own earlier words, told (not asked: "did I tell you" is a check, C6).
_TOLD_EN = re.compile(r"\b(?:i\s+(?:think\s+)?(?:told\s+you|mentioned|said\s+i\s+would|said)|like\s+i\s+said)\b",
                      re.IGNORECASE)
_TOLD_KO = re.compile(r"(?:전에\s*말했|말했을걸|말했잖|얘기했잖|내가\s*말한|내가\s*말했던)")
# The ask is for the words themselves ("what foods I said make my IBS worse"): a said ask, not a reference.
_ASKS_WHAT_EN = re.compile(r"^\W*(?:(?:remind|tell)\s+me\s+)?(?:what|which|who|where)\b", re.IGNORECASE)
# Korean: the reference modifies the thing asked for ("효과있었다고 내가 말했던 방법 뭐였지", "전에 말한 그 한의원 이름
# 뭐였지": an adnominal 말한 / 말했던 / 얘기한 before a question word or 기억나): the words themselves are asked (C3).
_ASKS_TOLD_KO = re.compile(r"(?:말|얘기)\s*(?:한|했던|했었던)\s+[^?.!]*?(?:뭐|무엇|누구|어디|무슨|어떤|기억\s*나)")
# A window bounded by a date or a period is a time, not an event ("since September", "since last week").
_TIME_ANCHOR_EN = re.compile(
    r"^\s*(?:the\s+)?(?:\d|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|mon|tue|wed|thu|fri|sat|sun|last\b|this\b"
    r"|yesterday|today|tonight|morning|evening|new\s+year|christmas|spring|summer|fall|autumn|winter|lunch\b"
    r"|dinner\b|breakfast\b|noon|midnight|then\b|that\b)", re.IGNORECASE)
_TOLD_CHECK_EN = re.compile(r"\b(?:did|have)\s+i\s+(?:already\s+|ever\s+)?(?:tell|told|mention(?:ed)?)\s+you\b"
                            r"(?!\s+(?:about|what|how|why|when|where|who))", re.IGNORECASE)
# ... or asked as an experience (말한 적 있어?, 얘기한 적 있나: session 62)
_TOLD_CHECK_KO = re.compile(r"(?:말했었나|말했나|말했던가|얘기했었나|얘기했나|말\s*했었나"
                            r"|(?:말|얘기)\s*한\s*적\s*(?:있|없))")
# A yes-no question about a record of the user's own, told or not ("did I have any surgeries I told you about"):
# opened by an auxiliary, not a question word (what I told you about it is said)
_YES_NO_EN = re.compile(r"^\W*(?:(?:so|and|wait|hey|oh|um)\W+)?(?:did|do|have|has|am|was|were|is)\s+i\b", re.IGNORECASE)
_WH_EN = re.compile(r"\b(?:what|which|where|who|when|why|how)\b", re.IGNORECASE)
_TOLD_REF_EN = re.compile(r"\bi\s+(?:ever\s+)?(?:told\s+you|mentioned)\b", re.IGNORECASE)
# The user's own writing as the object of the ask.
_WRITTEN_EN = re.compile(r"\b(?:i\s+(?:listed|wrote|jotted|noted)|wrote\s+(?:out|down|up)|i\s+made\s+a\s+list)\b",
                         re.IGNORECASE)
_WRITTEN_KO = re.compile(r"(?:적어\s*(?:둔|놓은|뒀|놨)|메모(?:해\s*)?(?:둔|한|놓은)|써\s*(?:둔|놓은|뒀))")
# A cause or an effect asked for: it keeps both (the rules' effect and attribution words).
_CAUSE_EN = re.compile(r"\b(?:could\s+(?:it|this|that)\s+be|is\s+it\s+(?:the|my)|or\s+just|because|due\s+to|related"
                       r"|caused?|help\w*|difference|working|work\s+for)\b", re.IGNORECASE)
_CAUSE_KO = re.compile(r"(?:때문|탓|상관|영향|도움|효과|나아|부작용)")


# The READ side of C9 and C10 (read by ``read_gate``).
# Korean drops the pronoun, so a question is the user's own when it reads their own life (session 27):
# - it puts something felt down to a cause, as a question ("핑 돌아 혈압약 때문인가", "새벽에 깨 상관있나");
_ATTRIBUTION_KO = re.compile(r"(?:때문(?:인가|일까|인지|이야|인\s*거|인\s*듯)|탓(?:인가|일까|이야)?|상관\s*(?:있|없)"
                             r"|영향\s*(?:있|준|줬|주나))")
# - it asks for a course since an event of the user's own life ("이직하고 나서 두통 더 자주 오는거 같아?");
_EVENT_ANCHOR_KO = re.compile(r"(?:고\s*나서|고\s*부터|[ㄴ은한인린꾼운른]\s*(?:뒤로|후로|이후로?|다음부터))")
_COURSE_KO = re.compile(r"(?:좋아졌|좋아진|나빠졌|나빠진|줄었|줄어|늘었|늘어|떨어|올라|내려갔|내려가|내려간"
                        r"|변화|비교|자주"
                        r"|더\s|덜\s)")
# - after a statement, it compares with the user's own past ("ALT 60 나왔는데 전에도 이렇게 높았나?") or counts days;
OWN_PAST_KO = re.compile(r"(?:전에도|예전에도|전이랑|지난번이랑|저번이랑|이렇게\s*(?:높|낮|많|적)|며칠"
                         r"|더\s*(?:높|낮|많|적)(?:았|었))")  # "키토할때는 더 높았나": the own past compared
# - the sleep verb's adnominal forms are health words the list misses ("6시간도 못잔 날 며칠이야").
SLEPT_KO = re.compile(r"(?:못\s*잔|덜\s*잔|잔\s*(?:날|시간))")


def own_life_ko(question: str) -> bool:
    """A Korean health question reads the user's own life: a cause asked for, or a course since an event."""
    return bool(_ATTRIBUTION_KO.search(question)
                or (_EVENT_ANCHOR_KO.search(question) and _COURSE_KO.search(question)))


# After a statement, asking whether the value just told is normal or dangerous in general asks for general
# knowledge (contract C9: "BP 160/100 this morning, is that dangerous?"); beside the user's own past ("higher
# than my usual"), their conditions ("normal with my afib") or "for me", it reads.
NORM_JUDGEMENT_EN = re.compile(
    r"^\W*(?:(?:and|but|so)\s+)?(?:(?:is|was|are)\s+(?:that|this|it|these|those)\s+(?:\w+\s+)?"
    r"(?:normal|dangerous|bad|good|ok|okay|alright|fine|safe|high|low|concerning|worrying|serious|real|true)\b"
    r"(?!.*\b(?:than|usual|before|last|my|me|for\s+me|i)\b)[^?]*\??"
    # "should I be worried??" with nothing of the user's after it: the value just told, judged in general
    r"|should\s+i\s+(?:be\s+)?worr(?:y|ied)\W*)\s*$",
    re.IGNORECASE,
)
# Korean: a value just told, then "이거 높은거지?" / "이 정도면 정상이야?" / "165/102 위험한거야?" (a norm word, with or
# without a demonstrative for the value, no comparison (평소보다, 지난주보다) and nothing of the own past): general
# knowledge; the value comes first.
NORM_JUDGEMENT_KO = re.compile(r"\d(?:(?!보다)[^?])*?\s(?:(?:이거|이게|이건|이\s*정도면?|이\s*수치면?)\s*(?:좀\s*)?"
                               r"(?:높은|낮은|정상인?|괜찮은|위험한|심각한|나쁜)"
                               # with no demonstrative, a norm word right after the value; not 괜찮은, which
                               # after a verb asks permission ("먹어도 괜찮은거야": both)
                               r"|(?:좀\s*)?(?:높은|낮은|정상인?|위험한|심각한))\s*(?:거|건|편)?\s*"
                               r"(?:지|야|가|임|인가|이야|이지|인가요|예요|이에요|이죠|죠)?\s*\?*\s*$")



@dataclass(frozen=True, slots=True)
class Term:
    """An exact alias match of the dictionary, with its offsets in the asking text."""
    start: int
    end: int
    key: str


def _kind(key: str) -> str:
    return key.split(":", 1)[0]


def _typed_terms(terms: Sequence[Term], start: int, end: int) -> bool:
    # a term begun in the anchor may run into its connective ("담배 끊고" before 나서: profile:smoking)
    return any(start <= t.start < end and _kind(t.key) in _DATED_KINDS for t in terms)


def _series(question: str, lang: str, terms: Sequence[Term], *, told_series: bool = False) -> bool:
    """A course or comparison of a coordinate the dictionary types (or a health word); ``told_series``: a reading
    told in the statement before the asking sentence is the series ("CRP 3.8 나왔어요. 휴미라로 바꾸고 나서 좀 떨어진
    거 맞죠?": the course asked has no term of its own)."""
    if not (_SERIES_KO if lang == "ko" else _SERIES_EN).search(question) \
            and not (lang == "ko" and words("series_past", "ko").search(question)):
        return False
    return told_series or any(_kind(t.key) not in ("drug", "meal") for t in terms) \
        or bool(cues.ask_health_rx(lang).search(question))


# A value of a series asked ("잠 몇 시간씩 잤어?", "how many hours did I sleep"): since a dated record it is the series
# over that window, which C8's typed anchor reads as it reads a course (eval/LABEL_CONVENTIONS.md, last row)
_VALUE_ASKED_EN = re.compile(r"\bhow\s+(?:many|much|often)\b|\bwhat\s+(?:was|were|is|are)\s+(?:my\s+)?"
                             r"(?:\w+\s+)?(?:highest|lowest|average|avg)\b", re.IGNORECASE)
_VALUE_ASKED_KO = re.compile(r"(?:몇\s*(?:시간|번|회|일|키로|kg|점)|얼마)")


def _value_asked(question: str, lang: str, terms: Sequence[Term]) -> bool:
    """A value of a typed series (a term that is no drug or meal) asked with a count or amount word."""
    return bool((_VALUE_ASKED_KO if lang == "ko" else _VALUE_ASKED_EN).search(question)) \
        and any(_kind(t.key) not in ("drug", "meal") for t in terms)


def _anchor(question: str, lang: str, terms: Sequence[Term]) -> tuple[bool, bool] | None:
    """The event a window is anchored on: (found, dated by a typed record); None without one."""
    found = (_ANCHOR_KO if lang == "ko" else _ANCHOR_EN).search(question)
    if found is None:
        return None
    text = found.group("anchor")
    if lang != "ko" and (_EMPTY_ANCHOR_EN.match(text) or _TIME_ANCHOR_EN.match(text)):
        return None
    start, end = found.start("anchor"), found.end("anchor")
    if lang == "ko":  # the anchor clause: the last words before the connective
        tokens = list(re.finditer(r"\S+", text))
        if not tokens:
            return None
        start = tokens[max(0, len(tokens) - 4)].start()
    med = (_MED_WORD_KO if lang == "ko" else _MED_WORD_EN).search(question[start:end]) \
        or cues.drug_class_rx(lang).search(question[start:end]) \
        or cues.gate_cues("result_batch", lang).search(question[start:end]) \
        or (_BODY_KO if lang == "ko" else _BODY_EN).search(question[start:end]) \
        or words("dated_event", lang).search(question[start:end])
    return True, bool(med) or _typed_terms(terms, start, end) or _bare_activity(question, lang, found, terms)


def _bare_activity(question: str, lang: str, found: re.Match[str], terms: Sequence[Term]) -> bool:
    """The anchor is an activity taken up and nothing else: the term fills what follows the start verb."""
    bare = (_BARE_START_KO if lang == "ko" else _BARE_START_EN).search(found.group("anchor"))
    if bare is None:
        return False
    start, end = found.start("anchor") + bare.start("what"), found.start("anchor") + bare.end("what")
    return any(t.start == start and t.end == end and _kind(t.key) == "activity" for t in terms)


def med_word(text: str, lang: str) -> bool:
    """A medication or test word (약, 스타틴, 검사; meds, statin, labs): a record the user's regimen or results type."""
    return bool((_MED_WORD_KO if lang == "ko" else _MED_WORD_EN).search(text))


def body_part(text: str, lang: str) -> bool:
    """A body part is named ("my knee", 무릎): its trouble is a symptom episode."""
    return bool((_BODY_KO if lang == "ko" else _BODY_EN).search(text))


def written_by_user(text: str, lang: str) -> bool:
    """The user's own writing is the object (C5: "the list I wrote", 메모한 거)."""
    return bool((_WRITTEN_KO if lang == "ko" else _WRITTEN_EN).search(text))


def _profile_told_check(question: str, lang: str) -> bool:
    """A yes-no check whether the user told a record of their static profile (C6 beyond a relative: "did I ever tell
    you I'm allergic to anything", "did I have any surgeries I told you about", 수술했다고 말했었나): the typed
    record answers it (session 49)."""
    if not words("profile_record", lang).search(question) or (lang != "ko" and _WH_EN.search(question)):
        return False  # "did i tell you which hospital did my surgery": a place asked, said
    if lang == "ko":
        return bool(_TOLD_CHECK_KO.search(question))
    return bool(_TOLD_CHECK_EN.search(question) or (_YES_NO_EN.match(question) and _TOLD_REF_EN.search(question)))


# The user as the one who told ("I said", "did I mention", 제가 … 했었죠, 내가 말한): not a care provider's words
_USER_TOLD_EN = re.compile(r"\b(?:i\s+(?:said|told\s+you|mentioned)|did\s+i\s+(?:say|tell\s+you|mention))\b",
                           re.IGNORECASE)
# Someone else speaking, as the subject of a report: a role noun (-사 약사/영양사/의사, -님 선생님, -쌤, a
# department -과 내과, a clinic -원 병원/한의원) with a subject particle (이/가/께서/에서); read_asks uses it too.
SPEAKER_KO = re.compile(r"[가-힣]*(?:쌤|님|사|과|원)(?:이|가|께서|에서)(?=\s|$)")
# Korean (a speech verb of the dictionary's said_verb) drops the subject, and an unmarked 뭐라고 했지 may quote a
# provider: the user is marked as the teller or owner (제가, 내가, 제, 내), and no other speaker is named
# (SPEAKER_KO: 한의원에서, 선생님이)
_USER_MARKED_KO = re.compile(r"(?<![가-힣])(?:제가|내가|제|내)\s")
CARE_SPEAKER = re.compile(r"\b(?:doctor|doc|dr|nurse|pharmacist|gp|physio|therapist|dentist|\w+ologist)\b"
                           r"|(?:쌤|님|의사|약사)", re.IGNORECASE)


def _profile_told_wh(question: str, lang: str) -> bool:
    """What the user told of a record the profile types, asked back with a question word ("what weight did I say I
    wanted to get to", 제가 잘 못 먹는 음식 뭐라고 했었죠): the typed record answers it (session 51); a name, a place,
    a reason or a trigger told (``told_not_record``) and a care provider's words stay said."""
    ko = lang == "ko"
    told = cues.gate_cues("said_verb", "ko").search(question) if ko else _USER_TOLD_EN.search(question)
    if not told or CARE_SPEAKER.search(question):
        return False
    if ko and (not _USER_MARKED_KO.search(question) or SPEAKER_KO.search(question)):
        return False
    if not words("told_record", lang).search(question):
        return False
    asks = bool(re.search(r"(?:뭐|무엇|뭔|언제|몇|어떤|무슨)", question)) if ko else bool(_WH_EN.search(question))
    return asks and not words("told_not_record", lang).search(question)


def contract_route(question: str, lang: str, route: str, terms: Sequence[Term], *, tail: str = "",
                   head: str = "", said: bool = False, text_asked: bool = False,
                   told_series: bool = False) -> tuple[str, str | None]:
    """The route by the contract's rules C5 to C8, and the rule that answered (None: the rules' route kept).
    ``question``: the asking text; ``terms``: its alias matches; ``tail``: text told after the asking sentence;
    ``head``: the statement told before it in the sentence (its terms have negative offsets);
    ``said``: a speech verb of the dictionary is in the question; ``text_asked``: it also asks for something kept as
    text (a reason, a plan: 약 바꾼 이유랑 바꾸고 나서 LDL 어떻게 됐는지), which keeps both (session 50);
    ``told_series``: a reading was told in the statement before the asking sentence (session 62)."""
    ko = lang == "ko"
    if (_WRITTEN_KO if ko else _WRITTEN_EN).search(question + " " + tail):
        return "associative", "contract:C5_written"
    if (_TOLD_CHECK_KO if ko else _TOLD_CHECK_EN).search(question) \
            and cues.person_rx("family", lang).search(head + " " + question) \
            and any(_kind(t.key) == "condition" for t in terms):
        return "structured", "contract:C6_family_history"
    if _profile_told_check(question, lang):
        return "structured", "contract:C6_profile_record"
    if _profile_told_wh(question, lang):
        return "structured", "contract:C6_profile_told"
    series = _series(question, lang, terms, told_series=told_series)
    cause = bool((_CAUSE_KO if ko else _CAUSE_EN).search(question))
    if (series or cause) and (_TOLD_KO if ko else _TOLD_EN).search(question + " " + tail) \
            and not (_ASKS_TOLD_KO.search(question) if ko else _ASKS_WHAT_EN.match(question)):
        return "both", "contract:C7_told"
    valued = not series and _value_asked(question, lang, terms)
    if not series and not valued:
        return route, None
    anchor = _anchor(question, lang, terms)
    if anchor is None:
        return route, None
    if not anchor[1]:
        # a value asked over an event's window is left to the rules (C8 speaks of a course or comparison)
        return (route, None) if valued else ("both", "contract:C8_event_anchor")
    # the typed anchor's structured also when the rules already said so: the second opinion keeps a contract's
    # route, so a course since a drug is not turned to both by its words (session 62: 휴미라 맞고 나서부터 혈당도 좀
    # 변했나?)
    # (a value asked that the rules already route structured keeps the rules' own reason: a count, an extreme)
    if (route == "both" or (route == "structured" and not valued)) and not said and not cause and not text_asked:
        return "structured", "contract:C8_typed_anchor"
    return route, None
