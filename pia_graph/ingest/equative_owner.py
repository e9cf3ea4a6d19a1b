"""Whose the health is, said by an equative (pure): the subject points at the health told, the complement is a person
who is not the user.

- English: a pointer (``that``, ``it``, ``this``, with up to four words of what it points at: "that double dose
  thing") and ``was`` / ``is``, then my / our and a relative, someone else or a pet, closing the clause ("That double
  dose thing was my dad, sorry", "it was my mum's, not mine").
- Korean: a pointer of ``points_to_earlier`` (그거, 그건 …) or a clause made a noun by a modifier in ㄴ and 건 / 거는 /
  게 / 사람은 / 분은 ("리튬 드시는 건", "임신한 건"), then a relative, someone else or a pet, at most one noun after it
  (수치, 거, 얘기 …), and the copula closing the word ("그거 우리 엄마 수치예요", "임신한 건 제 동생이에요").

The RETAIN gate drops a turn whose every kept part lies in a sentence so given away (``retain_gate``): the health is
another's, said outright, whether or not the turn before is at hand. A first-degree relative's condition so named
stays (family history: "당뇨 있는 건 엄마예요").
"""

from __future__ import annotations

import re
from functools import cache

from pia_graph.ingest import cues

_N_FINAL = 4  # ㄴ, the 4th of the 28 final consonants of a Hangul syllable
# every Hangul syllable closed by ㄴ: the modifier ending of a clause made a noun ("드시는", "임신한", "먹던")
_MODIFIER_N = "".join(chr(c) for c in range(0xAC00, 0xD7A4) if (c - 0xAC00) % 28 == _N_FINAL)
# what a Korean clause made a noun is headed by: the thing (건, 거는, 게) or the one (사람은, 분은)
_NOUN_HEAD_KO = r"(?:건|거는|게|사람은|사람이|분은|분이|쪽은)"
# the copula closing the word: -(이)에요, 예요, 였어요, 이야, 임, 입니다 … ("엄마예요", "동생이에요", "동생꺼였어요")
_COPULA_KO = (r"(?:이)?(?:에요|예요|였어요|었어요|였어|였네요|었네요|였음|었음|임|입니다|였습니다|이야|야|요|지요|죠)"
              r"(?=[\s.!?~…,ㅋㅎㅠㅜ]|$)")
_OWNER_KO = r"(?:(?:제|내|우리|저희|울)\s*)?"
# the clause closes after the person ("…, sorry", "… not me", the sentence's end)
_CLOSE_EN = r"(?=\s*(?:[,.!;:?)]|$|not\s+(?:me|mine)\b|\band\s+not\s+me\b))"
# up to three words may open the sentence before the pointer ("oh wait", "sorry", "no no")
_OPENER_EN = r"^\W*(?:[\w']+[\s,.!]+){0,3}?"


@cache
def _equative(lang: str) -> re.Pattern[str]:
    people = "|".join(cues.person_rx(kind, lang).pattern for kind in cues.SOMEONE_ELSE_ANY_ENDING)
    if lang == "ko":
        pointer = cues.gate_cues("points_to_earlier", "ko").pattern
        subject = rf"(?:(?<![가-힣])(?:{pointer})|[{_MODIFIER_N}]\s*{_NOUN_HEAD_KO})"
        return re.compile(rf"{subject}\s+(?:\S+\s+){{0,2}}?{_OWNER_KO}(?:{people})(?:의|네)?(?:\s*[가-힣]{{1,3}}?)?"
                          rf"{_COPULA_KO}")
    return re.compile(rf"{_OPENER_EN}(?:that|this|it|those)(?:\s+(?!(?:was|is|were|are)\b)[\w'-]+){{0,4}}?"
                      rf"(?:\s+(?:was|is|were|are)|'s)\s+(?:(?:actually|all|just|really)\s+)?(?:my|our)\s+"
                      rf"(?:[\w-]+\s+)?(?:{people})(?:'s?)?{_CLOSE_EN}", re.IGNORECASE)


def given_to_another(sentence: str, lang: str) -> bool:
    """The sentence says by an equative that what it points at is a relative's, someone else's or a pet's."""
    if lang not in ("en", "ko"):
        return False
    return _equative(lang).search(sentence) is not None
