"""The variant keys an alias gets besides itself: an English plural, a Korean ㅂ-irregular stem.

The alias gate indexes each alias under its own normalized form, its compact form (spaces removed) and the
forms :func:`inflections` gives, so "cramps" finds "cramp" and "어지럽고" finds "어지러워".
"""

from __future__ import annotations

_HANGUL_BASE, _B_FINAL = 0xAC00, 17  # ㅂ as the final consonant of a syllable
_B_STEM_VOWELS = frozenset({0, 4, 6, 8})  # ㅏ ㅓ ㅕ ㅗ


def _ko_b_stem(word: str) -> str | None:
    """ "어지러워" -> "어지럽", "가려워" -> "가렵": an ㅂ-irregular predicate said in its -어 form gives the stem every
    other ending is built on ("어지럽고", "어지럽다", "가렵네"); three syllables at least, so no short word is made,
    and the syllable before it open and in ㅏ/ㅓ/ㅕ/ㅗ, as the ㅂ stems are ("피워" is 피우-, not an ㅂ stem)."""
    if len(word) < 3 or word[-1] != "워":
        return None
    code = ord(word[-2]) - _HANGUL_BASE
    if not 0 <= code < 11172 or code % 28 or (code // 28) % 21 not in _B_STEM_VOWELS:
        return None
    return word[:-2] + chr(ord(word[-2]) + _B_FINAL)


def inflections(norm: str) -> list[str]:
    last = norm.rsplit(" ", 1)[-1]
    stem = _ko_b_stem(last)
    if stem is not None:
        return [norm[: len(norm) - len(last)] + stem]
    if len(last) < 4 or not last.isascii() or not last.isalpha():
        return []
    if last.endswith(("s", "x", "ch", "sh", "z")):
        return [norm + "es"] if not last.endswith("s") else []
    if last.endswith("y") and last[-2] not in "aeiou":
        return [norm[:-1] + "ies"]
    return [norm + "s"]
