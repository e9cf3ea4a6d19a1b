"""A question read by its grammar, not its mark (issue 12; RETAIN gate, pure).

Chat drops the question mark: "혹시 혈압이 180/110이면 응급실 가야돼", "커피가 혈압 올린다는거 진짜야", "메트포르민은
식후에 먹는거죠", "any drug allergies on file for me". A question that tells nothing new about the user is no record,
so the gate must read it as one by its words. The words are dictionary data (``ontology/read/question_forms.tsv``);
this module holds the grammar that places them:

- a Korean adverb that only asks (``question_adverb``: 혹시, 설마), not in an idiom (``adverb_idiom``: 혹시 몰라서);
- a question word that is never an indefinite (``wh_plain``: 왜, 언제부터) in the sentence's last clause (after the
  last ``connective_end``), the sentence closed by a final ending; 왜 before a degree word (``wh_wondering``: 왜
  이렇게, 왜케) wonders about a state as it tells it and is not read; a question word glued to its ending
  (``wh_glued``: 어느정도에요, 어케됨, 어땠어) asks too, unless a particle makes it an indefinite (``wh_glued_not``:
  어떻게든, 어느정도는);
- 몇 or 며칠 bounded by 까지 (``wh_bound``: 몇 잔까지) in the last clause, with no past after it (새벽 몇시까지
  못잤음 tells), or closed by a copula after its counter (``copula_close``: 몇 도예요, 며칠이야);
- an ending that asks the listener to confirm (``confirm_end``), to recall the talk or act (``ask_listener``), to
  say whether two things named are one (``comparison_close``), or whether what was heard (``hearsay``) is true
  (``truth_check``);
- a question word before a polite present ending (``wh_polite``: 뭐가 좋아요, 언제 먹어야 잘 돼요; 몇 with a counter
  and a subject particle: 몇 번이 적당해요) in the last clause, no past and no embedded -지 after it;
- a case put by a condition (-면) and then how many or how much (``wh_amount``: 수술하면 몇년 가요), no past after;
  so too after an adverb of what usually holds (``generic_adverb``: 보통 몇 년 가요);
- a case weighed: a condition (-면) before a closing of obligation (``obligation_close``: X면 약 먹어야 돼), or a
  concession (-아도/-어도) in the last clause before a closing of leave (``permission_close``);
- a telegraphic question: how to do a thing (``how_to_close``: 낮추는 법), or the difference between two things
  joined by a particle (``difference_close``: A랑 B 차이), no number;
- two alternatives closed alike, the second ending the sentence (``choice_close``: 좋아진 거야 나빠진 거야), unless a
  negative copula after words of its own sets one thing against another (``choice_contrast``: 남편 거예요 제 거
  아니에요); a fragment of a noun or two closed by a topic particle with no predicate (``topic_close``, after a
  ``topic_opening`` or none: 그럼 작년엔, 잠은): what about it (session 64);
- an English fragment opened by ``any_opening`` with no subject or auxiliary of its own (``verb_of_its_own``).

``asks_by_grammar`` answers for a sentence; ``sentence_asks.is_question`` reads it when no mark is there.
"""

from __future__ import annotations

import re
from functools import cache

from pia_graph.ingest.ko_endings import past_syllable
from pia_graph.ingest.read_tables import read_table

_TABLE = "question_forms.tsv"
# what may close a clause after its ending: punctuation, laughter, tears, a tilde, an emoji
_CLOSE = r"[\s?？.!~…ㅠㅜㅋㅎ^;]*$"
# a condition (-면, -으면, 보면; not the nouns 수면, 냉면, 측면, 화면) followed by more words
_CONDITION_KO = re.compile(r"(?<![수냉측화장])면\s+\S")
# the vowels of a verb's -아/-어 form (ㅏ ㅐ ㅓ ㅕ ㅘ ㅝ ㅙ: 먹어, 마셔, 해, 봐, 줘), on a syllable with no final
# consonant
_AEO_MEDIALS = (0, 1, 4, 6, 9, 10, 14)
_AEO_FORM = "".join(chr(0xAC00 + (initial * 21 + medial) * 28) for initial in range(19) for medial in _AEO_MEDIALS)
# a concession on a verb's -아/-어 form after its stem (먹어도, 마셔도, 운동해도; not 나도, 빵도, 커피도), a word
# of its own
_CONCESSION_KO = re.compile(f"[가-힣][{_AEO_FORM}]도(?=\\s)")
# a Korean word closed by a final ending, not a connective: the sentence ends on a predicate
_HANGUL_END = re.compile(r"[가-힣]" + _CLOSE)


def _entries(group: str, lang: str) -> tuple[str, ...]:
    return read_table(_TABLE)[(group, lang)]


def _alternation(group: str, lang: str) -> str:
    """The group's entries as a regex alternation, longest first; a space matches any spacing or none."""
    return "|".join(r"\s*".join(re.escape(p) for p in e.split())
                    for e in sorted(_entries(group, lang), key=len, reverse=True))


@cache
def _closing(group: str) -> re.Pattern[str]:
    return re.compile(f"(?:{_alternation(group, 'ko')}){_CLOSE}")


@cache
def _word(group: str, lang: str) -> re.Pattern[str]:
    return re.compile(rf"(?:^|(?<=\s))(?:{_alternation(group, lang)})(?=\s|$|[,.!?~ㅋㅎㅠㅜ])", re.IGNORECASE)


@cache
def _adverb_ko() -> re.Pattern[str]:
    idiom, adverb = _alternation("adverb_idiom", "ko"), _alternation("question_adverb", "ko")
    return re.compile(rf"(?:^|(?<=\s))(?!{idiom})(?:{adverb})")


@cache
def _wh_ko() -> re.Pattern[str]:
    glued = rf"(?:{_alternation('wh_glued', 'ko')})(?=[가-힣])(?!{_alternation('wh_glued_not', 'ko')})"
    return re.compile(rf"(?:^|(?<=\s))(?!{_alternation('wh_wondering', 'ko')})(?:(?:{_alternation('wh_plain', 'ko')})"
                      rf"(?=\s|$)|{glued})")


@cache
def _bound_ko() -> re.Pattern[str]:
    """몇 or 며칠, a counter word or none, then 까지: up to how many."""
    return re.compile(rf"(?:^|(?<=\s))(?:{_alternation('wh_bound', 'ko')})\s*[가-힣]{{0,2}}까지(?=\s|$)")


@cache
def _counted_copula_ko() -> re.Pattern[str]:
    """몇 or 며칠, a counter word or none, then a copula that closes the sentence: how many is it."""
    return re.compile(rf"(?:^|(?<=\s))(?:{_alternation('wh_bound', 'ko')})\s*[가-힣A-Za-z]{{0,3}}?"
                      rf"(?:{_alternation('copula_close', 'ko')}){_CLOSE}")


# two things joined by a particle (랑, 이랑, 와, 과, 하고) or vs: what a difference is asked between
_JOINED_KO = re.compile(r"[가-힣](?:이랑|랑|와|과|하고)\s|\svs\.?\s", re.IGNORECASE)
# a polite present ending (-요) closing the clause on a predicate
_POLITE_END_KO = re.compile(r"[가-힣]요" + _CLOSE)
# an embedded question (-는지, -ㄴ지, -을지) inside the words: the clause says it does not know, it asks nothing
_EMBEDDED_KO = re.compile(r"[가-힣]지(?=\s|도|를|는)")


@cache
def _polite_wh_ko() -> re.Pattern[str]:
    """A question word of ``wh_polite``, or 몇/며칠 with a counter and a subject particle (몇 번이, 몇 시간이)."""
    return re.compile(rf"(?:^|(?<=\s))(?:(?:{_alternation('wh_polite', 'ko')})(?=\s)"
                      rf"|(?:{_alternation('wh_bound', 'ko')})\s*[가-힣]{{0,2}}[이가](?=\s))")


@cache
def _span_before_ko() -> re.Pattern[str]:
    return re.compile(rf"(?:^|(?<=\s))(?:{_alternation('span_before', 'ko')})\s*$")


@cache
def _choice_closings() -> tuple[tuple[str, ...], ...]:
    """``choice_close``: each closing as its spellings, longest first."""
    return tuple(tuple(sorted(e.split("/"), key=len, reverse=True)) for e in _entries("choice_close", "ko"))


def _closing_of(word: str) -> int | None:
    """The index of the ``choice_close`` closing that ends ``word`` (a Hangul stem before it), or None."""
    bare = re.sub(r"[?？.!~…ㅠㅜㅋㅎ^;]+$", "", word)
    found = [(len(s), n) for n, spellings in enumerate(_choice_closings()) for s in spellings
             if bare.endswith(s) and len(bare) > len(s) and "\uac00" <= bare[-len(s) - 1] <= "\ud7a3"]
    return max(found)[1] if found else None


def _choice_ko(text: str) -> bool:
    """Two alternatives, each closed by the same ``choice_close`` closing, the second ending the sentence ("좋아진
    거야 나빠진 거야", "아침에 먹는 거였어 저녁이었어"): which one holds is asked. The same word said twice repeats
    itself ("진짜야 진짜야"), and said once the closing tells ("좋아진 거야")."""
    words = text.split()
    last = _closing_of(words[-1]) if len(words) >= 3 else None
    if last is None:
        return False
    if _closing_of(words[-2]) == last and words[-2] != words[-1]:
        return True  # "아침에 먹는 거였어 저녁이었어", "진짜야 아니야"
    # "그거 남편 거예요 제 거 아니에요": a negative copula after words of its own sets one thing against another
    contrast = words[-1].startswith(_entries("choice_contrast", "ko"))
    return not contrast and any(_closing_of(w) == last for w in words[:-2])


@cache
def _topic_fragment_ko() -> re.Pattern[str]:
    """A follow-up opener or none, one to three words, the last closed by a topic particle, nothing after it."""
    return re.compile(rf"^(?:(?:{_alternation('topic_opening', 'ko')})\s+)?(?:[가-힣A-Za-z0-9]+\s+){{0,2}}"
                      rf"[가-힣A-Za-z0-9]*?[가-힣A-Za-z0-9](?:{_alternation('topic_close', 'ko')}){_CLOSE}")


def topic_fragment_ko(text: str) -> bool:
    """A fragment of a noun or two closed by a topic particle and no predicate ("그럼 작년엔", "잠은"): what about
    it is asked, the rest carried over from the talk before it."""
    return bool(_topic_fragment_ko().match(text.strip()))


def _polite_wh_asks(last: str) -> bool:
    """The last clause puts a question word before a polite present ending, no past and no -지 after it."""
    found = _polite_wh_ko().search(last)
    if found is None or not _POLITE_END_KO.search(last):
        return False
    if _span_before_ko().search(last[:found.start()]):
        return False  # "요 며칠 두통이 심해요": these few days, no question word
    rest = last[found.end():]
    return not re.search(past_syllable(), rest) and not _EMBEDDED_KO.search(rest)


@cache
def _amount_ko() -> re.Pattern[str]:
    """How many or how much (``wh_amount``), a word's start."""
    return re.compile(rf"(?:^|(?<=\s))(?:{_alternation('wh_amount', 'ko')})")


@cache
def _connective_ko() -> re.Pattern[str]:
    # (not after 다, 라, 냐, 자: a quote, "끊었다고 했었죠", "먹으라는데", joins no clause)
    return re.compile(rf"(?<![다라냐자])(?:{_alternation('connective_end', 'ko')})(?=\s)")


@cache
def _hearsay_ko() -> re.Pattern[str]:
    return re.compile(rf"(?:{_alternation('hearsay', 'ko')})(?=\s|거|게|건|말)")


def last_clause_ko(text: str) -> str:
    """The words after the last connective ending (아파서, 먹는중인데, 먹고): the sentence's last clause."""
    cut = 0
    for m in _connective_ko().finditer(text):
        cut = m.end()
    return text[cut:].strip()


def _asks_ko(text: str) -> bool:
    if not _HANGUL_END.search(text):
        return False  # trails off on a number, a Latin word or a connective: no final ending to read
    last = last_clause_ko(text)
    if _adverb_ko().search(text) and not _connective_ko().search(text[-4:] + " "):
        return True
    if _wh_ko().search(last):
        return True
    bound = _bound_ko().search(last)
    if bound is not None and not re.search(past_syllable(), last[bound.end():]):
        return True  # (a past after it tells: "새벽 몇시까지 못잤음", until some late hour)
    if _counted_copula_ko().search(last):
        return True
    if _polite_wh_asks(last):
        return True  # "해장엔 뭐가 좋아요", "근력운동은 일주일에 몇 번이 적당해요"
    if any(_closing(group).search(text) for group in ("confirm_end", "ask_listener", "comparison_close")):
        return True
    if topic_fragment_ko(text):
        return True  # "그럼 작년엔", "잠은": what about it
    if _choice_ko(text):
        return True  # "그래서 좋아진 거야 나빠진 거야": which of two alternatives holds
    if not re.search(r"\d", text) and (_closing("how_to_close").search(text) or (
            _closing("difference_close").search(text) and _JOINED_KO.search(text))):
        return True  # "중성지방 낮추는 법", "류마티스 관절염이랑 퇴행성 관절염 차이": a telegraphic question
    truth = _closing("truth_check").search(text)
    if truth is not None and _hearsay_ko().search(text[:truth.start()]):
        return True
    condition = _CONDITION_KO.search(text)
    amount = _amount_ko().search(text, condition.end() - 1) if condition is not None else None
    if amount is not None and not re.search(past_syllable(), text[amount.end():]):
        return True  # "인공관절 수술하면 몇년 가요": how much a case comes to
    usual = _word("generic_adverb", "ko").search(last)
    amount = _amount_ko().search(last, usual.end()) if usual is not None else None
    if amount is not None and not re.search(past_syllable(), last[amount.end():]):
        return True  # "갱년기 증상 보통 몇 년 가요": what a case usually comes to
    obligation = _closing("obligation_close").search(text)
    if obligation is not None and _CONDITION_KO.search(text[:obligation.start()]):
        return True
    permission = _closing("permission_close").search(last)
    return permission is not None and bool(_CONCESSION_KO.search(last[:permission.start()]))


def _asks_en(text: str) -> bool:
    part = re.split(r"\s*[,;:]\s*|\s+[—–-]\s+", text.strip())[-1]
    opener = _word("any_opening", "en").match(part)
    if opener is None or _word("any_not_asking", "en").match(part):
        return False
    return not _word("verb_of_its_own", "en").search(part[opener.end():])


@cache
def _afterthought_ko() -> re.Pattern[str]:
    return re.compile(rf"\s+(?:{_alternation('generic_adverb', 'ko')}){_CLOSE}")


def without_afterthought_ko(text: str) -> str:
    """The sentence without an adverb of what usually holds said after its predicate ("타이레놀이랑 애드빌 같이 먹어도
    되나요 보통"): Korean speech adds it as an afterthought, and the ending before it is the one that asks or tells."""
    return _afterthought_ko().sub("", text)


def asks_by_grammar(sentence: str, lang: str) -> bool:
    """The sentence asks by its words alone, with or without a mark (see the module's grammar)."""
    text = sentence.strip()
    if not text:
        return False
    return _asks_ko(text) if lang == "ko" else _asks_en(text)
