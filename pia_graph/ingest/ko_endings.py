"""A grammar of Korean final endings that ask, by the stem they close (READ gate, pure).

Korean asks with its final ending, and which endings ask depends on the stem before them: -나 asks on a past stem
(운동 좀 했나, 어제 잘 잤나) but is a pronoun or a number word elsewhere (나, 하나); the auxiliary 주다 requests in
the moods that ask (얘기해줄래, 알려줄 수 있어, 보여주실래요) on the -아/-어 form of a verb. Listing every past
syllable (했, 잤, 갔, 됐, 봤, 바꿨 ...) one rule at a time missed most of them; here the stem classes are computed
from the syllable's last consonant (ㅆ: a past stem; none: the -아/-어 form) and the endings are dictionary data
(``ontology/read/ask_endings_ko.tsv``). A space inside an ending matches any spacing or none, and the ending must
close the clause, so a question typed without spaces (요즘운동좀했나) closes the same way as a spaced one.
"""

from __future__ import annotations

import re
from functools import cache

from pia_graph.ingest.clauses import SS_FINAL_KO, syllables_with_final
from pia_graph.ingest.read_tables import ending_alternatives

_EXIST = "있"  # 있다 (there is) ends in ㅆ but is no past: 부작용 있는지 asks about a drug, not the user's past
# 인슐린은 누가 발견했어?: who did it in the world; 신약 나왔다던데 봤어?: hearsay, the agent asked if it saw it
_WHO_DID = re.compile(r"누가|[다라]던데")
_WILL = "겠"  # ends in ㅆ too, but presumes or proposes (괜찮겠어?, 먹어도 되겠지?)
# what may close a clause after its ending: punctuation, laughter, tears, a tilde
_CLOSE = r"[\s?.!~…ㅠㅜㅋㅎ^;]*$"


def _alternatives(group: str) -> str:
    return ending_alternatives("ask_endings_ko.tsv", group)


@cache
def past_syllable() -> str:
    """A character class of the syllables that close a past stem (했, 잤, 바꿨, 먹었; not 있)."""
    return "[" + SS_FINAL_KO.replace(_EXIST, "") + "]"


@cache
def _past_ask() -> re.Pattern[str]:
    return re.compile(f"{past_syllable()}(?:{_alternatives('after_past')}){_CLOSE}")


@cache
def _request_ask() -> re.Pattern[str]:
    return re.compile(f"[{syllables_with_final(0)}]\\s*(?:{_alternatives('request_aux')}){_CLOSE}")


def requests_by_ending(clause: str) -> bool:
    """The clause closes on a request made with 주다 in a mood that asks (얘기해줄래, 알려줄 수 있어)."""
    return bool(_request_ask().search(clause))


def asks_on_past(clause: str) -> bool:
    """The clause closes on an ending that asks on a past stem (했나, 걸렸나, 줄었으려나, 맞았던가): the user asks
    of their own past (the RETAIN gate: what is asked is no record), or on one that wonders on any stem
    (``wonder``: 아직 낮으려나, 나도 걸리려나)."""
    return bool(_past_ask().search(clause) or _wonder_ask().search(clause))


@cache
def _past_question() -> re.Pattern[str]:
    past = past_syllable().replace(_WILL, "")  # 괜찮겠어? asks what would happen, not what did
    return re.compile(f"{past}(?:{_alternatives('past_question')})[\\s~ㅠㅜㅋㅎ^;]*[?？]")


def asks_past_question(question: str) -> bool:
    """The first question of ``question`` (up to its first question mark) closes on a past stem and the mark
    (``past_question``: 혈당 어땠어?, 혈압 몇 나왔어?, 잠 잘 잤어?): what happened to the user, which only the memory
    holds. Without the mark the same endings tell (운동했어), so the mark is part of the ending here."""
    first = re.match(r"[^?？]*[?？]", question)
    return first is not None and bool(_past_question().search(first.group(0))) \
        and not _WHO_DID.search(first.group(0))


@cache
def _past_close() -> re.Pattern[str]:
    past = past_syllable().replace(_WILL, "")
    return re.compile(f"{past}(?:{_alternatives('past_question')}|{_alternatives('after_past')})?{_CLOSE}")


def closes_on_past(clause: str) -> bool:
    """The clause closes on a past stem, with an ending of ``past_question`` or ``after_past`` or none (얼마였어,
    언제부터 먹었어, 얼마 남았어, 뭐였음), mark or none. Alone it tells (운동했어); with a question word it asks what
    happened (``read_personal``: the user's own past, session 50)."""
    return bool(_past_close().search(clause)) and not _WHO_DID.search(clause)


@cache
def _adnominal_ask() -> re.Pattern[str]:
    musing = _alternatives("after_adnominal_not")
    return re.compile(f"(?<![가-힣])(?!(?:{musing})(?:{_alternatives('after_adnominal')}){_CLOSE})[가-힣]*"
                      f"[{syllables_with_final(4)}](?:{_alternatives('after_adnominal')}){_CLOSE}")


@cache
def _wonder_ask() -> re.Pattern[str]:
    return re.compile(f"[가-힣](?:{_alternatives('wonder')}){_CLOSE}")


def wonders_by_ending(clause: str) -> bool:
    """The clause closes on -ㄴ가 / -는가, a question that wonders (``after_adnominal``: 아직 낮은가, 충분한가요,
    session 49), or on -(으)려나 / -(으)ㄹ라나 on any stem (``wonder``: 아직 낮으려나, 좀 내려가려나, session 52), asked
    with or without a mark."""
    return bool(_adnominal_ask().search(clause) or _wonder_ask().search(clause))


def asks_by_ending(clause: str) -> bool:
    """The clause closes on an ending that asks on its stem (했나, 줄었으려나, 낮은가) or on a request (얘기해줄래)."""
    return bool(_past_ask().search(clause)) or wonders_by_ending(clause) or requests_by_ending(clause)


@cache
def _confirm_tag() -> re.Pattern[str]:
    return re.compile(f"^\\s*(?:{_alternatives('confirm_tag')}){_CLOSE}")


@cache
def _confirm_close() -> re.Pattern[str]:
    return re.compile(f"(?:{_alternatives('confirm_tag')}){_CLOSE}")


def confirm_tag_ko(clause: str) -> bool:
    """The clause is a confirm tag alone (``confirm_tag``: 맞아?, 맞죠?, 그치?)."""
    return bool(_confirm_tag().match(clause))


# the retrospective -던 before the nominal 것 / 거 ("120에 80이었던 것 같은데", "6.5였던 거"): what is said is recalled
_RECALLED_KO = re.compile(r"던\s*(?:것|거)")


def recalled_ko(clause: str) -> bool:
    """The clause says what it holds as recalled from before (-던 것 / -던 거), not as told now ("혈압 128인데")."""
    return bool(_RECALLED_KO.search(clause))


def closes_on_confirm(clause: str) -> bool:
    """The clause closes on a confirm tag (``confirm_tag``: … 맞지?, … 그치?): it asks to confirm what it said."""
    return bool(_confirm_close().search(clause))


@cache
def _reported_noun() -> re.Pattern[str]:
    # the adnominal, then one or two words of the noun phrase it modifies, a request particle at most after them
    return re.compile(f"(?:{_alternatives('reported_adnominal')})\\s+[가-힣A-Za-z]+(?:\\s+[가-힣A-Za-z]+)?"
                      f"(?:\\s*좀)?{_CLOSE}")


def closes_on_reported_noun(clause: str) -> bool:
    """The clause is a noun phrase closing on a noun that reported speech modifies (``reported_adnominal``: 먹지
    말라던 음식, 하지 말라고 한 운동): no predicate of its own after it, so it names what was said."""
    found = _reported_noun().search(clause)
    return found is not None and not _PREDICATE_END.search(found.group(0))


# a word closing on a predicate's ending (없어, 했어요, 먹었지, 할까): the phrase has a verb after the adnominal
_PREDICATE_END = re.compile(r"(?:[어아요지까다니냐네음임]|[였었았했]어)\s*[?？]?[\s.!~…ㅠㅜㅋㅎ^;]*$")


_FINAL_WORD = re.compile(r"([가-힣]+)[\s?.!~…ㅠㅜㅋㅎ^;]*$")
# the copula's past or polite ending closing a word (거였어, 저녁이었어, 아침이에요, 저녁예요): two nouns offered as a
# choice close on the same one ("자이렐토 아침에 먹는 거였어 저녁이었어?"), its 이 dropped after a vowel (먹었어 and
# 있었어 are verbs: 었 with no 이 before it is no copula)
_COPULA_END = re.compile(r"(이었|였|이에|예)([가-힣]*)$")


def asked_by_last_ko(clause: str, last: str) -> bool:
    """A clause of a Korean question that the sentence's last clause asks about: the last clause is a confirm tag
    alone (``confirm_tag``: "이번달 잠 덜 잔거 같은데 맞아?"), or it closes on the same predicate as the clause, the
    two offered as a choice ("오메가3는 식전에 먹어요 식후에 먹어요?"). The clause is part of the question, not a
    statement of its own."""
    if confirm_tag_ko(last):
        return True
    mine, theirs = _FINAL_WORD.search(clause), _FINAL_WORD.search(last)
    if mine is None or theirs is None:
        return False
    if mine.group(1) == theirs.group(1):
        return True
    # (a copula on two different nouns: "거였어 … 저녁이었어?"; the bare 이 before it is the copula's own)
    a, b = _copula(mine.group(1)), _copula(theirs.group(1))
    return a is not None and a == b


def _copula(word: str) -> tuple[str, str] | None:
    """The copula's ending on a noun ("거였어" → 었어 as 였어), None for a word with none or only the copula."""
    found = _COPULA_END.search(word)
    if found is None or found.start() == 0:
        return None
    return ("였" if found.group(1) in ("이었", "였") else "예"), found.group(2)
