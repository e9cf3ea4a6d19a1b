"""Korean question words the alias index cannot see as they are typed (pure): a noun glued onto the term
before it (혈압약, 고지혈증약) and a symptom said as a modifier (어지러운거, 숨찬, 무릎 아픈거) where the
dictionary holds the noun form (어지러움, 숨참, 무릎 아픔). Each rewrite is kept only when the rewritten words
name a dictionary term or concept, so a question with nothing to gain is left exactly as it was typed."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

_TOKEN = re.compile(r"[가-힣]+")
_HANGUL_BASE = 0xAC00
_FINAL_N = 4  # ㄴ as a final consonant
_FINAL_M = 16  # ㅁ as a final consonant
# A modifier made a noun in speech: 아픈거, 어지러운게, 숨찬건 ("the hurting thing").
_THING = ("거", "게", "건", "것")
_PRESENT = "는"  # the present modifier of a verb (두근거리는, 숨차는)


def _final(syllable: str) -> int:
    return (ord(syllable) - _HANGUL_BASE) % 28


def _with_final(syllable: str, final: int) -> str:
    return chr(ord(syllable) - _final(syllable) + final)


def nominal(word: str) -> str | None:
    """The noun form of a modifier ending in ㄴ (아픈 → 아픔, 어지러운거 → 어지러움, 숨찬 → 숨참) or in the present
    -는 after a stem with no final (두근거리는거 → 두근거림, 저리는 → 저림), or None."""
    for thing in _THING:
        if word.endswith(thing) and len(word) > len(thing) + 1:
            word = word[: -len(thing)]
            break
    if len(word) >= 3 and word.endswith(_PRESENT) and _final(word[-2]) == 0:
        # the present modifier -는 on a stem without a final (두근거리는거 → 두근거림, 숨차는 → 숨참)
        return word[:-2] + _with_final(word[-2], _FINAL_M)
    if len(word) < 2 or _final(word[-1]) != _FINAL_N:
        return None
    return word[:-1] + _with_final(word[-1], _FINAL_M)


_FINAL_SS = 20  # ㅆ as a final consonant: the past tense contracted onto the stem (렸, 팠, 했, 잤)
_PAST = "던"  # the past modifier (두근거렸던거, 아팠던, 피곤했던)
# The vowel a contracted past leaves on the stem's last syllable, and the vowels the stem may have had (ㅕ from ㅣ+ㅓ,
# ㅘ from ㅗ+ㅏ, ㅝ from ㅜ+ㅓ, ㅐ from 하+였, ㅏ/ㅓ from ㅡ or unchanged): Hangul vowel indices.
_STEM_VOWELS = {6: (20,), 9: (8,), 14: (13,), 1: (0,), 0: (0, 18), 4: (4, 18)}


def past_nominals(word: str) -> list[str]:
    """The noun forms a past modifier may stand for (두근거렸던거 → 두근거림, 아팠던 → 아픔), most likely first; the
    caller keeps the one the dictionary names."""
    for thing in _THING:
        if word.endswith(thing) and len(word) > len(thing) + 2:
            word = word[: -len(thing)]
            break
    if len(word) < 3 or not word.endswith(_PAST) or _final(word[-2]) != _FINAL_SS:
        return []
    syllable = word[-2]
    code = ord(syllable) - _HANGUL_BASE
    initial, vowel = code // 588, (code % 588) // 28
    return [word[:-2] + chr(_HANGUL_BASE + initial * 588 + stem * 28 + _FINAL_M)
            for stem in _STEM_VOWELS.get(vowel, ())]


# A 하다 verb glued onto its noun (헬스한 기록, 수술했던거, 운동할때): the noun names the thing done.
_DO = ("했었던거", "했던거", "했던", "했을때", "한거", "한건", "한게", "하는", "할때", "했어", "한")


def done_noun(word: str, names: Callable[[str], bool]) -> str | None:
    """The noun of a 하다 verb written onto it (헬스한 → 헬스) when that noun names a dictionary entry, else None."""
    if names(word):
        return None
    for ending in _DO:
        stem = word[: -len(ending)]
        if word.endswith(ending) and len(stem) >= 2 and names(stem):
            return stem
    return None


def rewrite(text: str, names: Callable[[str], bool], glue: Iterable[re.Pattern[str]]) -> tuple[str, list[str]]:
    """The question with glued nouns set apart and modifiers made nouns where that names a dictionary entry
    (`names(surface)`: whether the alias index knows the surface), and the reasons of each rewrite."""
    heads = list(glue)
    out: list[str] = []
    reasons: list[str] = []
    pos = 0
    prev_word = ""
    for m in _TOKEN.finditer(text):
        word = m.group(0)
        new = _split_glued(word, names, heads)
        if new is None:
            for noun in [n for n in (nominal(word),) if n is not None] + past_nominals(word):
                if names(noun) or (prev_word and names(f"{prev_word} {noun}")):
                    new = noun
                    break
        if new is None:
            new = done_noun(word, names)
        out.append(text[pos:m.start()])
        if new is not None and new != word:
            out.append(new)
            reasons.append(f"ko_rewrite:{word}->{new}")
        else:
            out.append(word)
        pos = m.end()
        prev_word = word
    out.append(text[pos:])
    return "".join(out), reasons


def _split_glued(word: str, names: Callable[[str], bool], heads: list[re.Pattern[str]]) -> str | None:
    if names(word):
        return None
    for head in heads:
        found = head.search(word)
        while found is not None:
            stem = word[: found.start()]
            if found.start() >= 2 and names(stem):
                return f"{stem} {word[found.start():]}"
            found = head.search(word, found.start() + 1)
    return None
