"""The grammar of a request for the user's own records, said without a question form (READ gate, pure).

A user asks for their records as often by a fragment or an imperative as by a question: "need my last a1c",
"pull up my bp from last week", "bp trend pls", "혈압 어땠는지 좀", "당화혈색소 추이". Such a sentence is a
request for the memory when it is made of

- a frame (``record_request_frame``: a request verb, a politeness word, a question opener),
- the thing asked for: a health word (an alias of the dictionary or the gate's health words) with record
  nouns and the small words around them (``record_request_thing``),
- an anchor to the user's own records (``record_anchor``: a possessive, a record modifier, a time window),

and nothing else: no value (a number outside a time window is a reading told, "my bp 130/85 this morning") and
no other word (a verb tells: "my glucose lately has been high"). Korean drops the subject: a sentence with a
health word that closes on a request or an embedded question (``record_request_end``: 좀, 어땠는지, 했던가)
asks; a health word with a record noun (``record_noun``: 결과, 추이) or the course of a reading (``course``:
올라가고 있어?) is about the user's own records, unless the request is a task or general knowledge
(``general_task``: 방법, 추천, 정상). The cue lists are dictionary data (``ontology/80_cues.cypher``).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import cache

from pia_graph.ingest import cues
from pia_graph.ingest.clauses import N_FINAL_KO, SS_FINAL_KO, Segment
from pia_graph.ingest.cue_words import words_pattern
from pia_graph.ingest.read_scope import aggregate_phrase_ko
from pia_graph.ingest.read_tables import read_table
from pia_graph.ingest.utterance import AnalysedUtterance


def words(group: str, lang: str) -> re.Pattern[str]:
    """One pattern over a word class of ``ontology/read/request_words.tsv`` (the cue syntax of 80_cues)."""
    return words_pattern(read_table("request_words.tsv")[(group, lang)], lang)

_PUNCT = re.compile(r"[\s?.!,~…:;ㅠㅜㅋㅎ]+")
# A verb that tells, not asks: an auxiliary or a past form ("my periods have been irregular lately", "my bp
# spiked yesterday"); a copula only after the question word that opens the request ("what was my last a1c").
_TOLD_EN = re.compile(r"\b(?:have|has|had|been|be|being|am|(?!need\b|speed\b|bed\b)\w{2,}ed)\b"
                      r"|(?<!\bwhat\s)(?<!\bhow\s)\b(?:is|are|was|were)\b", re.IGNORECASE)
# A value: a number standing alone ("128/82", "6.1"), not one inside a test name (a1c, t4, b12).
_VALUE = re.compile(r"(?<![A-Za-z0-9])\d+(?:[.,/]\d+)*(?![A-Za-z0-9])")
# A condition asks about a case, not the user's records ("간수치 높으면 어떤 증상 있어?").
_CONDITION_KO = re.compile(r"[가-힣](?:으면|면)(?:\s|$)")


def _blank(text: str, pattern: re.Pattern[str]) -> str:
    return pattern.sub(lambda m: " " * len(m.group(0)), text)


def _without(text: str, spans: Sequence[tuple[int, int]]) -> str:
    out = list(text)
    for start, end in spans:
        for i in range(max(0, start), min(len(out), end)):
            out[i] = " "
    return "".join(out)


# The dictionary's kinds of term that are readings a fragment can ask for; a symptom or a condition with a time
# tells one ("knee pain since monday"), a drug with a time a dose ("ibuprofen this morning").
_READING_KINDS = frozenset({"test", "vital", "body", "activity", "sleep", "concept"})


def record_request_en(text: str, terms: Sequence[tuple[int, int, str]] = ()) -> bool:
    """An English sentence made only of a request frame, a health word, the thing asked for and an anchor to
    the user's records ("need my last a1c", "how many steps yesterday", "bp trend pls"); without a request
    frame, the thing asked for is a record noun or type or a reading, not a symptom told. ``terms``: the
    dictionary's alias matches (start, end, term key), offsets in ``text``."""
    if _TOLD_EN.search(text) or _VALUE.search(_blank(text, words("record_anchor", "en"))):
        return False  # a verb that tells, or a value outside a time window ("past 3 months")
    if not (words("record_anchor", "en").search(text) or words("record_kind", "en").search(text)):
        # searched in the whole text: an alias may hold the anchor ("my weight", "steps yesterday"); a record noun
        # anchors as well ("thyroid numbers", "ldl progress?"): a verbless phrase naming a record type, no value
        return False
    rest = _without(text, [(a, b) for a, b, _ in terms])
    health = bool(terms) or bool(cues.ask_health_rx("en").search(rest))
    if not health:
        return False
    kinds = {key.split(":", 1)[0] for _, _, key in terms}
    asks = bool(words("record_request_frame", "en").search(text) or words("record_kind", "en").search(text)
                or (kinds and kinds <= _READING_KINDS))
    rest = _blank(rest, cues.ask_health_rx("en"))
    for group in ("record_anchor", "record_request_frame", "record_request_filler", "record_request_thing"):
        rest = _blank(rest, words(group, "en"))
    return asks and not _PUNCT.sub("", rest)


def record_request_ko(text: str, kinds: frozenset[str] = frozenset()) -> bool:
    """A Korean sentence with a health word and no value that closes on an embedded question ("콜레스테롤
    얼마였는지"), on a record noun ("내 당화혈색소 추이"), or on a request particle after one of these or a time
    word and a reading (``kinds``: the kinds of the dictionary's terms in it; "혈압 어땠는지 좀", "지난 검진 결과
    좀", "요즘 혈압 좀"; not "혈압계 추천 좀", "어제부터 두통 좀")."""
    body = _PUNCT.sub(" ", text).strip()
    if not body or _value_ko(body) or not cues.ask_health_rx("ko").search(body) or own_general_ko(body):
        return False
    asked = cues.gate_cues("record_request_end", "ko")
    if _closes(body, asked) or _closes(body, words("record_noun", "ko")):
        return True
    reading = bool(kinds) and kinds <= _READING_KINDS and bool(words("time_word", "ko").search(body))
    if aggregate_phrase_ko(body, reading=reading, time=reading,
                           aggregate=bool(words("record_noun", "ko").search(body))):
        return True  # "지난주 평균 수면시간": a noun phrase asking for an aggregate of a reading
    return _closes(body, words("request_particle", "ko")) and bool(
        asked.search(body) or words("record_noun", "ko").search(body) or reading)


# What a Korean look-up phrase may leave once its words are blanked: a bare particle ("이름이랑 용량" → 이랑), and
# the numbers of a time window ("8월부터", "최근 3번": a month, a count of the last records), which are no value.
_PARTICLE_KO = re.compile(r"^(?:이랑|랑|하고|이나|나|와|과|이|가|은|는|을|를|만|도|의|에|에서|중에|중|로|으로|께)$")
_WINDOW_NUMBER_KO = re.compile(r"\d+\s*월|(?<=최근)\s*\d+\s*(?:번|회|개)|(?<=마지막)\s*\d+\s*(?:번|회|개)")


_VERB_PAST_KO = re.compile(f"[{SS_FINAL_KO}]")
# A count said in Sino-Korean words before the steps counter ("만보", "오천 보", "만이천 걸음"; not 만보기, the
# pedometer): a value told, as digits are ("오늘 만보 걸음" tells a walk, it looks nothing up)
_DIGIT_WORDS_KO = "일이삼사오육칠팔구십백천"
_COUNT_WORDS_KO = re.compile(rf"(?<![가-힣])[{_DIGIT_WORDS_KO}]*[천만][{_DIGIT_WORDS_KO}]*\s*(?:보|걸음)(?!기)")


_DIGIT_KO = re.compile(r"\d")


def _value_ko(body: str) -> bool:
    return bool(_DIGIT_KO.search(body) or _COUNT_WORDS_KO.search(body))


def lookup_phrase_ko(text: str, terms: Sequence[tuple[int, int, str]]) -> bool:
    """A Korean noun phrase with no verb and no value that names a health coordinate or record type of the user
    ("8월부터 공복혈당", "수면제 이름이랑 용량", "혈색소 변화", "심박수"): made only of health words (``terms``: the
    dictionary's alias matches, offsets in ``text``), record nouns, time words and ``lookup_word``, it looks the
    records up. A reading alone asks for it; a symptom, a condition or a drug asks only with a record noun or a
    field of a record (``record_field``: 이름, 용량): "두통" alone, "어제부터 두통" tell one."""
    body = _WINDOW_NUMBER_KO.sub(lambda m: " " * len(m.group(0)), text)
    # a syllable closing on ㅆ is a verb's past (걸었어, 했음), even inside an alias ("만보 걸었어" tells a walk);
    # a digit inside a term's name is no value (A1c, B12, 오메가3: session 52); a count said in words is one wherever
    # it stands (만보 걸음 tells a walk, 만보 an alias or not)
    digits = _DIGIT_KO.search(_without(body, [(a, b) for a, b, _ in terms]))
    if digits or _COUNT_WORDS_KO.search(body) or _VERB_PAST_KO.search(body) or own_general_ko(body):
        return False
    rest = _without(body, [(a, b) for a, b, _ in terms])
    health = bool(terms) or bool(cues.ask_health_rx("ko").search(rest))
    rest = _blank(rest, cues.ask_health_rx("ko"))
    asked = bool(words("record_noun", "ko").search(rest) or words("record_field", "ko").search(rest))
    # the word classes blanked at once, longest word first: one class's short word must not cut another's
    # longer one (lookup_word 제 inside time_word 어제, session 52)
    rest = _blank(rest, _lookup_words_ko())
    left = [w for w in _PUNCT.split(rest) if w and not _PARTICLE_KO.match(w)]
    kinds = {key.split(":", 1)[0] for _, _, key in terms}
    reading = bool(kinds) and kinds <= _READING_KINDS
    return health and not left and (asked or reading)


@cache
def _lookup_words_ko() -> re.Pattern[str]:
    table = read_table("request_words.tsv")
    merged = {w for group in ("record_noun", "record_field", "lookup_word", "time_word", "request_particle")
              for w in table[(group, "ko")]}
    return words_pattern(tuple(sorted(merged, key=len, reverse=True)), "ko")


def _closes(body: str, pattern: re.Pattern[str]) -> bool:
    """The pattern matches at the end of the body, within its last word."""
    last = body.split()[-1]
    ends = [m for m in pattern.finditer(body) if m.end() == len(body)]
    return bool(ends) and ends[-1].start() >= len(body) - len(last)


@cache
def _told_close_ko() -> re.Pattern[str]:
    return re.compile(rf"(?:{words('told_close', 'ko').pattern})[\s.!~ㅠㅜㅋㅎ]*$")


def told_closed_ko(text: str) -> bool:
    """A Korean turn that closes on a finished declarative ending, with no question mark in it: it tells."""
    return "?" not in text and "？" not in text and bool(_told_close_ko().search(text))


def told_closed_en(text: str) -> bool:
    """An English turn with no question mark and no trace of an ask (``ask_trace``: a question word, a memory or
    request verb, a comparison; a free relative's question word is none: ``told_relative``): it tells."""
    if "?" in text:
        return False
    # "here's what i take: …": a free relative's question word asks nothing (``told_relative``, session 49)
    return not words("ask_trace", "en").search(words("told_relative", "en").sub(" ", text))


def memory_gathered_ko(text: str) -> bool:
    """A Korean request to gather or sum up what the memory holds of the user ("나에 대해 아는거 종합해서 …",
    "지금까지 콩팥 관련된 거랑 선생님 말씀 전부 정리해 주세요"): its records and what was said (session 56)."""
    return bool(words("gather_verb", "ko").search(text) and words("memory_gathered", "ko").search(text))


def own_general_ko(text: str) -> bool:
    """A Korean request for general knowledge or a task for the agent (방법, 추천, 정상)."""
    return bool(cues.gate_cues("general_task", "ko").search(text))


def own_record_ko(text: str) -> bool:
    """A Korean question with a dropped subject about the user's own records: a health word with a record
    noun or the course of a reading ("당화혈색소 추이", "혈당 올라가고 있어?"), not a general ask."""
    if not cues.ask_health_rx("ko").search(text) or own_general_ko(text) or _CONDITION_KO.search(text):
        return False
    return bool(words("record_noun", "ko").search(text) or words("course", "ko").search(text))


# An embedded question: a word closing on 지 after an adnominal ㄴ (있는지, 같은쪽인지, 마셨는지, 좋아졌던지).
_EMBEDDED_KO = re.compile(rf"[{N_FINAL_KO}]지(?:\s*좀)?\s*$")


def check_request_ko(text: str) -> bool:
    """"운동한날이랑 안한날 혈당 차이 있는지 봐줘", "작년에 다친데랑 같은쪽인지 확인해줘": a request to check
    (``check_request``: 확인, 봐, 찾아, 비교; not 알아봐, which looks things up) what an embedded question asks.
    The caller wants a health word (or a statement told before it) besides: only the user's memory then holds
    the answer, whoever the dropped subject is; 차이 asked this way is a difference in the user's own data."""
    return any(_EMBEDDED_KO.search(text[:m.start()]) for m in words("check_request", "ko").finditer(text))


# A check of what the memory holds, closing the clause (먹는걸로 돼있어, 기록돼 있나): with no source of its own
# that the user reads from (처방전에는 … 먹는 걸로 되어 있어요, 약봉투에 … 라고: a statement of what a paper says)
_ON_RECORD_CLOSE_KO = re.compile(r"(?:어|나|냐|니|지|음|는지|는\s*거지)?(?:요)?[\s?.!~…ㅠㅜㅋㅎ^;]*$")
_PAPER_SOURCE_KO = re.compile(r"(?:에는|에선|에서는|처방전|봉투|라고|다고)")


_MEMORY_EDIT_ASK = re.compile(r"\?|(?:뭐|언제|얼마|몇|어떻게|what|when|how|which)", re.IGNORECASE)


def memory_edit(part: str, lang: str) -> bool:
    """The asking part requests a change to what the memory holds (``memory_edit``: 지워줘, 빼주세요, "delete that")
    and asks nothing besides: a write, no read (session 49)."""
    edit = words("memory_edit", "ko" if lang == "ko" else "en").search(part)
    if edit is None or _MEMORY_EDIT_ASK.search(part):
        return False
    request = cues.rx(cues.REQUEST_KO if lang == "ko" else cues.REQUEST_EN)
    # another request beside it ("혈압 기록 보여줘 그리고 어제 거는 지워줘") still reads
    return not any(m.end() <= edit.start() or m.start() >= edit.end() for m in request.finditer(part))


def dismissed(sentence: str, lang: str) -> bool:
    """The sentence takes back what the turn asked (``dismissal``: 신경쓰지 마세요, "never mind"): no read."""
    return bool(words("dismissal", "ko" if lang == "ko" else "en").search(sentence))


def on_record(text: str, lang: str) -> bool:
    """The user asks what the memory holds of their own record (``on_record``: "철분제 아직 먹는걸로 돼있어",
    "do you have me down as still taking metformin"): the records answer it (session 49)."""
    return bool(words("on_record", "ko" if lang == "ko" else "en").search(text))


def on_record_asked_ko(clause: str) -> bool:
    """A Korean clause closed by an on-record check asks even without a mark ("나 스타틴 아직 먹고 있는거로
    되어있어"), unless it reads from a paper of its own (처방전에는 하루 두 번 먹는 걸로 되어 있어요)."""
    found = words("on_record", "ko").search(clause)
    return found is not None and bool(_ON_RECORD_CLOSE_KO.match(clause[found.end():])) \
        and not _PAPER_SOURCE_KO.search(clause)


# The end of the first sentence of a Korean asking scope (its words run to the end of the utterance: "… 기록돼
# 있나요? 새로 가는 치과에서 물어봐서요."); a decimal point (72.4) ends none.
_SENTENCE_END_KO = re.compile(r"[?？!.](?=\s|$)")


def on_record_route(question: str, lang: str) -> bool:
    """The asking sentence checks what the memory holds of the user (``on_record``: 조영제 부작용 있었던 거 기록돼
    있어요?, "what do I have on file?", "am I on record as allergic to anything"): the records answer it, whatever a
    cause or safety word inside names (부작용, a reaction); not when it asks what was said or a name or a place kept as
    text, which the caller checks (session 59: every develop label of the form is structured)."""
    if lang != "ko":
        return on_record(question, lang)
    end = _SENTENCE_END_KO.search(question)
    return on_record_asked_ko(question[:end.end()] if end else question)


def contrasted_days_ko(text: str) -> bool:
    """"운동한 날이랑 안 한 날 잠 차이 있어?", "커피 마신 날하고 안 마신 날": the days of an act (an adnominal ㄴ
    before a ``day_noun``) set against the days without it (안 / 못 before the adnominal): a comparison of the
    user's own days, which a question about people in general does not draw (it says 운동하면)."""
    day = words("day_noun", "ko").pattern
    undone = [m.span() for m in re.finditer(rf"(?:안|못)\s*[가-힣]*[{N_FINAL_KO}]\s*(?:{day})", text)]
    done = [m.end() for m in re.finditer(rf"[{N_FINAL_KO}]\s*(?:{day})", text)]
    return bool(undone) and any(not any(s < end <= e for s, e in undone) for end in done)


_REMEMBER_KO = re.compile(r"기억\s*나")


def remembered_record_ko(text: str) -> bool:
    """"작년 검진때 간수치 기억나?": whether the agent remembers a record (a record noun before 기억나, no speech
    verb), which the records answer, not what was said."""
    found = _REMEMBER_KO.search(text)
    return found is not None and bool(words("record_noun", "ko").search(text[:found.start()])) \
        and not cues.gate_cues("said_verb", "ko").search(text)


@cache
def _compared_ko() -> tuple[re.Pattern[str], re.Pattern[str]]:
    table = read_table("request_words.tsv")
    anchors = "|".join(re.escape(a) for a in sorted(table[("compare_anchor", "ko")] + table[("compare_season", "ko")],
                                                      key=len, reverse=True))
    ends = "|".join(re.escape(e) for e in sorted(table[("compare_open_end", "ko")], key=len, reverse=True))
    return (re.compile(rf"(?:{anchors})[가-힣]{{0,3}}(?:\s*평균)?\s*보다|추세"),
            re.compile(rf"[가-힣]*(?:{ends})[\s.!~…ㅠㅜ]*$"))


@cache
def _seasons_ko() -> re.Pattern[str]:
    return re.compile("|".join(read_table("request_words.tsv")[("compare_season", "ko")]))


def compared_own_past_ko(text: str) -> bool:
    """"공복혈당 118인데 저번주보다 높아", "방금 혈압 151/97 평소보다 높은거야", "공복혈당 요즘 올라가는 추세야":
    a reading set against a time of the user's own past (``compare_anchor``) and left open by its last word
    (``compare_open_end``), asked with or without a question mark: only the records answer it. The caller wants
    a health word besides. A closed statement ending (떨어짐, 낮음, 올랐네) tells."""
    anchor, open_end = _compared_ko()
    if len(set(_seasons_ko().findall(text))) > 1:
        return False  # 겨울에는 여름보다 혈압이 높아지나요?: the seasons compared in general (session 53)
    return bool(anchor.search(text)) and bool(open_end.search(text))


def compared_own_past_en(text: str) -> bool:
    """"a1c 6.4 today. better than last time", "tsh 4.9, higher or lower than last time": a reading set against
    the user's own past (``compare_than`` then ``compare_past_en``), asked with or without a question mark. The
    caller wants a health word and a value told besides ("feeling better than last week" tells)."""
    than, past = words("compare_than", "en").pattern, words("compare_past_en", "en").pattern
    return bool(_compared_en(than, past).search(text))


@cache
def _compared_en(than: str, past: str) -> re.Pattern[str]:
    return re.compile(rf"(?:{than})\s+(?:{past})", re.IGNORECASE)


def record_request(sentence: Segment, utterance: AnalysedUtterance) -> bool:
    """The sentence of the analysed utterance requests the user's own records by this grammar (read once per
    sentence of the utterance: the RETAIN and the READ gate both ask)."""
    return utterance.derived(("record_request", sentence), lambda: _record_request(sentence, utterance))


def _record_request(sentence: Segment, utterance: AnalysedUtterance) -> bool:
    terms = [(m.start - sentence.start, m.end - sentence.start, m.term_key or "") for m in utterance.alias_matches
             if sentence.start <= m.start and m.end <= sentence.end]
    if utterance.lang == "ko":
        return record_request_ko(sentence.text, frozenset(key.split(":", 1)[0] for _, _, key in terms)) \
            or lookup_phrase_ko(sentence.text, terms)
    return record_request_en(sentence.text, terms)


# --- English asks and requests the READ gate reads besides the fragment grammar above (``read_gate``) -----------

# A request verb opening the sentence ("show my bp", "pull up my labs", "give me a rundown"): with a health word,
# a request for the user's records
RECORD_REQUEST_EN = re.compile(
    r"^(?:please\s+|can\s+you\s+|could\s+you\s+)?(?:show|list|pull\s+up|summari[sz]e|plot|graph|chart"
    r"|recap|give\s+me\s+(?:my|a\s+rundown|a\s+summary))\b",
    re.IGNORECASE,
)
# Asking without a question form: "i wonder what my bp was", "need my ldl numbers for the form", "given my
# kidneys which painkiller is ok", "based on my labs should i worry".
INDIRECT_EN = re.compile(
    r"^\W*(?:i\s+wonder|wondering|(?:i'?m\s+)?curious\s+(?:what|how|if|whether|when|about)"
    # "not sure if my vitamin d is still low": the user does not know, and asks (session 49)
    r"|(?:i'?m\s+)?not\s+sure\s+(?:if|whether|what|when|how)"
    r"|(?:i\s+)?(?:need|want)\s+(?:my|to\s+(?:see|know|check)\s+my)\s+(?:\w+\s+){0,2}"
    r"(?:numbers|results|readings|records|values|labs|list|history|data|report|levels)"
    r"|based\s+on\s+my|given\s+my"
    # a field of a record asked for a purpose ("need the date of my last tetanus for the school forms")
    r"|(?:i\s+)?need\s+(?:the\s+)?(?:date|name|dose|number|result)s?\s+(?:of|for|from)\s+my)\b"
    # a question embedded after someone's asking ("my wife keeps asking when my last flu shot was", "doc wants
    # to know how my sugars have been")
    r"|\b(?:asking|asked|ask|know|wondering)\s+(?:me\s+)?(?:when|how|what|whether|if|which)\s+(?:\w+\s+){0,2}?(?:my|i|i'm|im)\b"
    r"|\b(?:should|can|could)\s+i\b|\bwhich\s+\w+\s+(?:is|are)\s+(?:ok|okay|safe|fine|best)\b",
    re.IGNORECASE,
)
_CLOSES_EN = re.compile(r"\s*(?:again|then|exactly)?\W*$", re.IGNORECASE)  # the value is all that is asked
_WHAT_WAS_EN = re.compile(r"\b(?:what|how\s+(?:high|low|bad))\s+(?:was|were)\s+", re.IGNORECASE)


def value_back_en(question: str) -> bool:
    """"what was the number", "how high was the reading": the value behind a statement told before the question
    (``value_back`` in request_words.tsv), asked back in the past tense and closing the question: the user's
    record ("what was the number for a normal a1c" asks a norm)."""
    for m in _WHAT_WAS_EN.finditer(question):
        noun = words("value_back", "en").match(question, m.end())
        if noun and _CLOSES_EN.match(question, noun.end()):
            return True
    return False
