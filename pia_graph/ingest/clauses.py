"""Sentence and clause segmentation with offsets into the original text (English and Korean)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

from pia_graph.regex_lead import compile_led


def syllables_with_final(final: int) -> str:
    """The Hangul syllables whose final consonant is the ``final``-th of the 28 (0: none, 4: ㄴ, 20: ㅆ)."""
    return "".join(chr(0xAC00 + i) for i in range(11172) if i % 28 == final)


# Hangul syllables with a final ㄴ (the adnominal -ㄴ of 한, 있는, 옮긴): the connective -ㄴ데 ("피곤한데", "아픈데",
# "그런데") joins two statements; the READ rules read embedded questions (-ㄴ지) and reasons (-ㄴ 이유) by it
N_FINAL_KO = syllables_with_final(4)
_ABBREV = re.compile(r"(?:\b(?:dr|mr|mrs|ms|st|vs|approx|e\.g|i\.e|etc|no)\.)$", re.IGNORECASE)
# An emoji followed by more text ends a sentence in chat ("headache again today 😩 how many ...").
# Korean chat laughter or crying ("ㅋㅋ", "ㅎㅎ", "ㅠㅠ") or English laughter ("haha", "lol") followed by more text
# ends a sentence too, and so does an ellipsis typed without the space after it ("또 까먹었다..이번주 몇번째지").
_SENTENCE_END = re.compile(r"[.!?…。]+[\"')\]]*(?=\s|$)|\n+|[?!](?=\S)|(?:\.{2,}|…+)(?=[가-힣A-Za-z])"
                           r"|[ㅋㅎㅠㅜ]{2,}[.!~]*(?=\s+\S)"
                           # English chat laughter before more text ("partner's ferritin was 180 haha we compared")
                           r"|(?<![\w'])(?i:(?:ha){2,}h?|(?:he){2,}|lol+|lmf?ao+|rofl)(?![\w'])[.!~]*(?=\s+[A-Za-z])"
                           r"|[\U0001F300-\U0001FAFF\u2600-\u27BF][\U0001F300-\U0001FAFF\u2600-\u27BF\ufe0f\u200d\s]*(?=[^\s\ufe0f\u200d\U0001F300-\U0001FAFF\u2600-\u27BF])")
_EMOJI_START = re.compile(r"[\U0001F300-\U0001FAFF\u2600-\u27BF]")


@cache
def _emoji_time_link() -> re.Pattern[str]:
    """What goes on with the sentence before an emoji: a word of the dictionary's ``emoji_time_link`` list
    ("on", "since") and then a date or a day ("on 9/22", "since monday", "from the 3rd", "as of sept")."""
    from pia_graph.ontology.word_lists import words_alternation
    from pia_graph.temporal.cal import EN_MONTHS, EN_WEEKDAYS

    names = "|".join(sorted({w[:3] for w in EN_WEEKDAYS + EN_MONTHS}, key=len, reverse=True))
    return re.compile(rf"(?:{words_alternation('emoji_time_link', 'en')})\s+(?:the\s+)?(?:\d|(?:{names})[a-z]*\b)",
                      re.IGNORECASE)


# Hangul syllables with a final ㅆ (잤, 갔, 했, 았): a past tense; with any final consonant (먹, 있, 탔)
SS_FINAL_KO = syllables_with_final(20)
# A past stem's last syllable (했, 잤, 걸렸, 올랐, 먹었; not 있): before -나 it closes a question the user asks
# of their own past ("어제도 먹었나", "감기 걸렸나"), which a statement before it does not share
_PAST_NA_KO = f"[{SS_FINAL_KO.replace('있', '')}]나"
_ANY_FINAL = "".join(chr(0xAC00 + i) for i in range(11172) if i % 28 != 0)
# A Korean word ending a statement: a past final ending (먹었어, 잤다, 탔음, 나왔대, 했네), 있/없 + a final
# ending, a nominal ending (먹음, 바뀜, 올라옴, 심함, 어지러움), a polite ending (아파요, 했죠), -ㄴ다 (한다)
# The digits of a name, not a reading: after one or two letters or syllables ("오메가3", "B12"), three letters' digits
# ("CA125"), or a name with a hyphen ("CA-125", "CA19-9"): "제 CA-125 얼마였죠?" asks the test's value, nothing is told
_NAME_DIGITS = (r"(?<![가-힣A-Za-z]\d)(?<![가-힣A-Za-z]\d\d)(?<![A-Za-z]\d\d\d)(?<![A-Za-z]-\d)(?<![A-Za-z]-\d\d)"
                r"(?<![A-Za-z]-\d\d\d)(?<![A-Za-z]\d-\d)(?<![A-Za-z]\d\d-\d)")
_STATEMENT_END_KO = (
    rf"(?:(?<=[{SS_FINAL_KO}][어다음대네])|(?<=[있없][어다음])|(?<=[{_ANY_FINAL}]음)"
    # (not the nouns 말씀 "words said", 성함 "name", 도움 "help": "선생님 말씀 고려해서", "상담 선생님 성함")
    r"|(?<=[가-힣][옴뀜짐함됨킴줌냄씀픔뜸움])(?<!말씀)(?<!성함)(?<!도움)"
    r"|(?<=[마드]심)|(?<=[가-힣]{2}요)(?<![나까가지]요)|(?<=[았었였했]죠)"
    # the nominal of 자다 after 못 ("요즘 잠 개못잠", "못 잠"): sleep told
    r"|(?<=못잠)|(?<=못\s잠)"
    # a state told in the present (아프네, 늦어지네, 심하네), how long it has lasted (3주째야, 이틀째야), a nominal
    # of 나다 / 깨다 told alone (두드러기 다시 남, 새벽에 또 깸)
    r"|(?<=[프지하]네)|(?<=째야)|(?<=\s남)|(?<=[가-힣\s]깸)"
    # the informal ending of a state (아파, 졸려, 피곤해, 어지러워, 돌아, 깨) before a wh-word or a wondering
    # (not the postpositions 대해, 위해, 통해, 관해: "무릎에 대해 뭐라 했었지", nor 올해, 매해: a year)
    r"|(?:(?<=[가-힣][아어파려해워깨])|(?<=\s깨))(?<![대위통관올매]해)(?<!어깨)(?=\s+(?!(?![^?]*(?:얼마|몇|며칠|언제|어디|뭐|뭘|무슨|어떤|어느))[^?]*\?[\s?!.~ㅋㅎㅠㅜ]*$)(?![^?]*(?:래|대)(?:요)?\s*[.!~ㅠㅜㅋㅎ]*$))"
    # a reading said alone ("오늘 70.4kg", "6.1%래"), then what is asked about it; not before a bound or a
    # condition ("130 넘으면 위험해?", "120/80 맞지?": the number is part of what is asked), nor after a name's digit
    # (a bare reading goes on with a finding reported after it: "헤모글로빈 10.9 빈혈이래요")
    rf"|(?:(?<=\d){_NAME_DIGITS}|(?<=\dkg)|(?<=\d키로)|(?<=\d%))(?=\s+(?![^?]*(?:래|대)(?:요)?\s*[.!~ㅠㅜㅋㅎ]*$))"
    r"(?=\s+(?![^?]*?면(?:\s|$))(?!아래|이하|이상|미만|초과|넘|밑|맞|정도|쯤))"
    # (nor before its own predicate: "혈압 135 나왔음 …" breaks after 나왔음)
    rf"(?!\s+\S*?(?:[{SS_FINAL_KO}][어다음대네]|[있없][어다음]|[{_ANY_FINAL}]음|[옴뀜짐함됨킴줌냄씀픔뜸움]|요)(?:\s|$))"
    r"|(?:(?<=\d래)|(?<=%래)|(?<=\d이래))"
    rf"|(?<=[{N_FINAL_KO}]다))"
)
# -나요 asks on a verb's or an adjective's stem (있나요, 먹나요, 아프나요); after a noun it is 나다 (to break out, to
# come up), conjugated, and tells: "기침나요", "열나요", "콧물나요", "땀나요", "두드러기나요" (the nouns of health
# that take 나다 end on these syllables: 쥐나요, 쓴맛나요, 현기증나요, 여드름나요, 발진나요, 배탈나요, 구역질나요,
# 코피나요; 피 alone is left out: 담배 피나요 asks). A space, a particle (이, 가, 도) or the
# negation 안 before it is a noun's or an adverb's too ("기침 나요", "열이 나요", "기침도 이제 안나요").
ASKING_NAYO_KO = r"(?<![\s이가도안침열물땀쥐맛증름진탈질])(?<!러기)(?<!코피)나요"
# What follows such an ending and is asked rather than told: the rest of the sentence ends on a question mark,
# or holds a wh-word and ends on an ending that can ask ("6월부터 얼마나 빠진거야", "저번에 뭐랬지"), or wonders
# about a cause ("당뇨약 때문일까", "상관있나"), or asks for the record ("… 추이 알려줘"), or reports what the
# user was told ("양압기 쓰래", "병원에서 약 추가한대"); not before a connective -데 of its own (that break is
# the connective's)
_ASKED_REST_KO = (
    r"(?![^?]*?데(?:\s|$))(?=[가-힣A-Za-z0-9])(?=[^?]*[가-힣])(?:"
    r"[^?]*\?[\s?!.~ㅋㅎㅠㅜ]*$"
    r"|(?:\S+\s+)*?(?:얼마나|얼마|몇|며칠|언제|어디|뭐|뭘|무슨|어떤|어느)(?!든)\S*(?:\s+\S+)*?"
    r"(?:지|야|임|니|냐|까|래|더라|죠|나요)\s*[.!~ㅠㅜㅋㅎ]*$"
    rf"|\S+(?:\s+\S+){{0,2}}?(?:인가|일까|걸까|건가|있나|없나|인가요|일까요|{ASKING_NAYO_KO}|{_PAST_NA_KO})\s*[.!~ㅠㅜㅋㅎ]*$"
    r"|[^?]*(?:알려\s*줘|보여\s*줘|정리해\s*줘|찾아\s*줘|알려\s*주세요|보여\s*주세요)\s*[.!~ㅠㅜㅋㅎ]*$"
    r"|(?:\S+\s+){0,3}\S*[가-힣](?:래|대)(?:요)?\s*[.!~ㅠㅜㅋㅎ]*$"
    # or says it does not know how long or when ("허리가 계속 아파요 몇일째인지 모르겠음"): the state before is told
    r"|[^?]*(?:는지|[은인던]지|건지)\s*(?:잘\s*)?(?:모르겠|기억\s*(?:이\s*)?안\s*나|헷갈)\S*\s*[.!~ㅠㅜㅋㅎ]*$)"
)
# A question said after a statement in one sentence with no mark between (voice dictation drops it): a wh-word
# before an auxiliary and its subject ("... what do i do"), an auxiliary inverted before the first person with a verb
# after it ("... should I give her tylenol", "... can we still go"), or "is that / is it" before what is judged of the
# thing just told ("... is that the same as what i take", "... is it normal"); to the sentence's end, no period between
MIDDLE_ASK_EN = (
    r"(?:(?:what|how|where|when|which|who|should|can|could|do|is)\s+(?:do|does|should|can|could|would|is|are)"
    r"\s+(?:i|we|you|he|she|it|they)\b"
    r"|(?:should|can|could|do|did|am|shall|may|must)\s+(?:i|we)\s+(?!(?:do|too|also|not)\b)\w+"
    r"|(?:is|was)\s+(?:that|it|this)\s+(?:ok|okay|normal|bad|good|high|low|too|safe|dangerous|serious|true|fine"
    r"|the\s+same|a\s+problem|something|concerning|worrying|enough|possible|common|related|why|because))"
    r"\b[^.!]*$"
)
# Clause breaks inside a sentence: commas, dashes, semicolons, colons before a new predicate, and the
# Korean connective endings that join two statements (…는데, …지만, …고 나서).
# A sentence that opens asking already, or with the frame of a question ("given my kidney numbers is it ok …"): the
# auxiliary inside it is its own, no second question
_ASKING_OPEN_EN = re.compile(r"^\W*(?:(?:so|and|but|ok|okay|um|hey)\s+)?(?:what|whats|how|where|when|which|who"
                             r"|whose|why|should|can|could|do|does|did|is|are|would|will|given|based\s+on|considering"
                             r"|according\s+to|with)\b", re.IGNORECASE)
# A wh-phrase closing the words before an inverted auxiliary ("… how much weight | did I lose", "… which dose | am I
# on"): the auxiliary is the wh-question's own
_WH_BEFORE_AUX_EN = re.compile(r"\b(?:how\s+(?:much|many|long|often|far)|what|which|whose)(?:\s+[\w'-]+){0,3}\s*$",
                               re.IGNORECASE)
# (behind a look-ahead at its first characters: most positions of a sentence cannot start a break)
_CLAUSE_BREAK = compile_led(
    r"\s*(?:,|;|\s[—–-]{1,2}\s|[—–]|:\s)\s*"
    # (not -는 데 "for": "혈압 낮추는데 좋은 음식", "살 빼는데 도움", "살 빼는데 더 효과적이에요?": what the act is
    # good for, a degree adverb or none before the evaluation)
    rf"|(?<=[는은{N_FINAL_KO}]데)\s+(?!(?:(?:더|가장|제일|젤|좀|많이|훨씬|특히|진짜|정말)\s+)?(?:좋|도움|효과|최고))|(?<=지만)\s+|(?<=는데요)\s+"
    # past or honorific -고 joining two statements ("유방암이셨고 아버지는 ...", "맞았고 오늘은 ...")
    r"|(?<=[었였았했셨겠])고\s+"
    # a statement ending with no punctuation before a question ("공복 97 나옴 평균보다 낮아?", "진단 받았어 ㅠ 뭘 …?")
    r"|(?:(?<=[었았였했][어음다네])|(?<=[먹받잤갔왔됐봤찍쟀]음)|(?<=[나들]옴)|(?<=\s옴)|(?<=[ㅠㅜㅋㅎ]))\s+"
    r"(?=[^\s?!.~ㅋㅎㅠㅜ][^?]*\?)"
    # a reading, a nominal ending (-짐, -함, 있음) or hearsay (-대) before what the user wonders about it, asked
    # with no comma and often no question mark ("공복혈당 121 저번달보다 올랐어?", "무릎 또 도짐 어떻게 하라고 했더라",
    # "당뇨 진단 받았대 집안 내력인가"); not before a condition or a bound ("130 넘으면 위험해?", "20 아래였나?",
    # "120/80 맞지?": the number is part of what is asked), nor after a name's digit ("오메가3 언제 먹어?") or before
    # a statement that goes on with -는데 ("이부프로펜 400 먹었는데 … 언제 먹었더라": that break is the connective's)
    rf"|(?:(?<=\d){_NAME_DIGITS}|(?<=[었았였했]대)|(?<=[있없했됐]음)|(?<=[아어지]짐)|(?<=[도나]짐))\s+"
    rf"(?![^?]*?면(?:\s|$))(?![^?]*?데\s)(?!아래|이하|이상|미만|초과|넘|밑|맞|정도|쯤)(?=[가-힣][^?]*(?:\?|(?:인가|일까|걸까|건가|있나|{_PAST_NA_KO}|더라|였지|었지|거야|는지)"
    r"\s*[.!~]*$))"
    # a statement's final ending or a reading, then what the user asks about it with a wh-word and no mark
    # ("당화혈색소 7.2 나왔어ㅠ 지난번에 … 뭐 한다고 하셨지", "68.3kg 목표까지 얼마 남았지",
    # "또 빼먹었다 이번달에 몇번째야")
    r"|(?:(?<=[었았였했왔][어다])|(?<=[어아에예해네]요)|(?<=[ㅠㅜㅋㅎ])|(?<=\dkg)|(?<=\d키로)|(?<=\d%)|(?<=\d도))\s+"
    r"(?=(?:\S+\s+)*?(?:얼마나|얼마|몇|며칠|언제|어디|뭐|뭘|무슨|어떤)(?!나\b|든)\S*(?:\s+\S+)*?"
    r"(?:지|야|임|니|냐|까|래|더라|죠)\s*[.!~ㅠㅜㅋㅎ]*$|[^?]*\s(?:어때|어땠)\S*\s*[.!~ㅠㅜㅋㅎ]*$)"
    # a Korean statement's final ending (past 었어/았다/했음/나왔대, polite 아요/에요, nominal -음/-ㅁ, -ㄴ다),
    # then what the user asks, wonders, requests or was told about it (``_ASKED_REST_KO``)
        # (not before the bound noun 수, "count": "걸음 수 얼마야" is one noun phrase, 걸음 no nominal ending there)
    rf"|{_STATEMENT_END_KO}\s+(?!수(?:\s|$))(?={_ASKED_REST_KO})"
    r"|\s+(?=(?:but|though|although|and then|because|bc|cuz)\s)"
    # an English question said after a statement with no mark between ("my dog ate a chocolate bar what do i do",
    # dictated: "my daughters fever is 101 should I give her tylenol", "my wife takes lisinopril is that the same as
    # what i take"; ``MIDDLE_ASK_EN``)
    rf"|(?P<middle>)(?<=[a-z0-9])(?<!\bso)(?<!\bnor)\s+(?={MIDDLE_ASK_EN})"
    # a new subject after someone else's statement: "my nephew has a fever and now i've got a sore throat",
    # "my cat has kidney disease and i'm giving her fluids", "my flatmate is coeliac so we never buy bread" (after
    # the user's own clause the break is harmless: both clauses are the user's)
    r"|\s+(?=and\s+(?:now|then|also|today|honestly)\s+(?:i|i'm|im|i've|ive|my)\s)"
    r"|\s+(?=(?:and|so)\s+(?:i'm|im|i've|ive|we|we're|we've)\s)"
    # the user's own share said after someone else's ("my son's sugar was 140 and mine was 105", "my son has
    # asthma and so do I", "… but I do too")
    r"|\s+(?=(?:and|but)\s+(?:mine\b|so\s+(?:do|did|am|have|was)\s+i\b|i\s+(?:do|did|am|have)\s+too\b|me\s+too\b))"
    # Korean: a new first-person subject after an ending ("조카 감기 옮았나봐 나도 기침"),
    # or a question after a sigh ("37.8도ㅠ 몸살인가")
    r"|(?<=[봐어요고데음함])\s+(?=(?:나|저)(?:도|는)\s)"
    rf"|(?<=[ㅠㅜ])\s+(?=[^?]*(?:인가|인가요|인듯|{ASKING_NAYO_KO}|{_PAST_NA_KO}|까|을까|걸까|건가|더라|였더라|었더라|였지|었지)\s*[.!~?]*$)"
    # a statement, then the user wondering what it is ("자꾸 졸려요 혈당 스파이크인가?", "미치겠어 불면증인가")
    r"|(?<=[요어려워파와해])\s+(?=\S+(?:\s+\S+)?(?:인가|인가요|인듯|건가|걸까)\s*[.!~?]*$)",
    re.IGNORECASE,
)


_STATEMENT_END_KO_RX = re.compile(rf"{_STATEMENT_END_KO}(?:\s|$)")


def statement_end_ko(text: str) -> bool:
    """A Korean statement's final ending (past, polite, nominal -음/-ㅁ, -ㄴ다) somewhere in the text."""
    return bool(_STATEMENT_END_KO_RX.search(text.rstrip(" .!~ㅠㅜㅋㅎ")))


@dataclass(frozen=True, slots=True)
class Segment:
    text: str
    start: int
    end: int


def _strip(text: str, start: int, end: int) -> Segment | None:
    piece = text[start:end]
    lead = len(piece) - len(piece.lstrip())
    trail = len(piece) - len(piece.rstrip())
    s, e = start + lead, end - trail
    if s >= e:
        return None
    return Segment(text[s:e], s, e)


def sentences(text: str) -> list[Segment]:
    """Sentences in text order; a period after an abbreviation or inside a number does not end one."""
    out: list[Segment] = []
    begin = 0
    for m in _SENTENCE_END.finditer(text):
        before = text[begin:m.start() + 1]
        if m.group(0).startswith(".") and _ABBREV.search(before):
            continue
        if _EMOJI_START.match(m.group(0)) and _emoji_time_link().match(text, m.end()):
            continue  # "started lisinopril 😊 on 9/22": the date after the emoji is the sentence's own
        seg = _strip(text, begin, m.end())
        if seg is not None:
            out.append(seg)
        begin = m.end()
    seg = _strip(text, begin, len(text))
    if seg is not None:
        out.append(seg)
    return out


def clauses(sentence: Segment) -> list[Segment]:
    """Clauses of one sentence, offsets still into the original text."""
    out: list[Segment] = []
    begin = 0
    body = sentence.text
    for m in _CLAUSE_BREAK.finditer(body):
        if m.start() == 0 or m.end() == len(body):
            continue
        if m.group("middle") is not None and (_ASKING_OPEN_EN.match(body[begin:m.start()])
                                              or _WH_BEFORE_AUX_EN.search(body[begin:m.start()])):
            # "how long should I ice it", "which pill should I take", "since I started ozempic how much weight did I
            # lose": the auxiliary is inverted after the wh-phrase, one question, not two
            continue
        # A comma between digits ("12,340") is a thousands separator, not a break.
        if m.group(0).strip() == "," and m.start() > 0 and body[m.start() - 1].isdigit() \
                and m.end() < len(body) and body[m.end()].isdigit() and m.end() - m.start() == 1:
            continue
        seg = _strip(body, begin, m.start())
        if seg is not None:
            out.append(Segment(seg.text, sentence.start + seg.start, sentence.start + seg.end))
        begin = m.end()
    seg = _strip(body, begin, len(body))
    if seg is not None:
        out.append(Segment(seg.text, sentence.start + seg.start, sentence.start + seg.end))
    return out


def all_clauses(text: str) -> list[tuple[Segment, list[Segment]]]:
    return [(s, clauses(s)) for s in sentences(text)]
