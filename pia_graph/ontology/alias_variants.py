"""The variant keys an alias gets besides itself: an English plural, a Korean ㅂ-irregular stem, the said forms
of a Korean lay phrase that ends in a nominalised verb ("쓸개 떼어냄": 떼어냈어, 떼어내는; "사랑니 뽑음": 뽑았어).

The alias gate indexes each alias under its own normalized form, its compact form (spaces removed) and the
forms :func:`inflections` gives, so "cramps" finds "cramp" and "어지럽고" finds "어지러워".
"""

from __future__ import annotations

import re

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


_M_FINAL, _SS_FINAL = 16, 20  # ㅁ and ㅆ as the final consonant of a syllable
_BRIGHT_VOWELS = frozenset({0, 8})  # ㅏ ㅗ: a stem in them takes 았, any other 었
# the endings a conjugated form is typed with up to where the gate's particle rule reads the rest ("요", "다"):
# on an open stem (떼어내고, 떼어내는, 떼어내기, 떼어내서), on its contracted past (떼어냈어, 떼어냈음, 떼어냈고),
# on a closed stem (뽑고, 뽑는, 뽑은, 뽑기) and on its past (뽑았어, 뽑았음, 뽑았고)
_OPEN_STEM_ENDINGS = ("고", "는", "기", "서")
_PAST_ENDINGS = ("어", "음", "고", "다", "는데")
_CLOSED_STEM_ENDINGS = ("고", "는", "은", "기")


def _syllable(code: int) -> str:
    return chr(_HANGUL_BASE + code)


def _ko_verb_forms(norm: str) -> list[str]:
    """ "쓸개 떼어냄" -> "쓸개 떼어내고", "쓸개 떼어냈어", …; "사랑니 뽑음" -> "사랑니 뽑았어", …; "백내장 수술함" ->
    "백내장 수술했어", …: a lay alias of two words or more whose last word is a verb nominalised with -ㅁ (on an
    open stem: 냄, 뗌, 함) or -음 (on a stem closed by a consonant: 뽑음, 찍음) is typed conjugated."""
    if " " not in norm:
        return []
    head, last = norm.rsplit(" ", 1)
    codes = [ord(ch) - _HANGUL_BASE for ch in last]
    if not codes or not all(0 <= c < 11172 for c in codes):
        return []
    forms: list[str] = []
    if len(codes) == 2 and last[-1] == "음" and codes[0] % 28 not in (0, _SS_FINAL):  # 뽑음: a closed stem
        stem = last[:-1]
        past = stem + ("았" if (codes[0] // 28) % 21 in _BRIGHT_VOWELS else "었")
        forms = [stem + e for e in _CLOSED_STEM_ENDINGS] + [past + e for e in _PAST_ENDINGS]
    elif codes[-1] % 28 == _M_FINAL and last[-1] != "음":  # 냄 = 내 + ㅁ: an open stem; 함 -> 하, 했, 해서
        open_syllable = _syllable(codes[-1] - _M_FINAL)
        stem = last[:-1] + open_syllable
        past = last[:-1] + ("했" if open_syllable == "하" else _syllable(codes[-1] - _M_FINAL + _SS_FINAL))
        forms = [stem + e for e in _OPEN_STEM_ENDINGS if not (open_syllable == "하" and e == "서")]
        forms += [past + e for e in _PAST_ENDINGS] + ([last[:-1] + "해서"] if open_syllable == "하" else [])
    return [f"{head} {f}" for f in forms]


def inflections(norm: str, verb_forms: bool = False) -> list[str]:
    """The variant keys of ``norm``; with ``verb_forms`` (a procedure's alias: "쓸개 떼어냄") also the conjugated
    forms of a Korean lay phrase ending in a nominalised verb."""
    last = norm.rsplit(" ", 1)[-1]
    stem = _ko_b_stem(last)
    if stem is not None:
        return [norm[: len(norm) - len(last)] + stem]
    conjugated = _ko_verb_forms(norm) if verb_forms else []
    if conjugated:
        return conjugated
    if len(last) < 4 or not last.isascii() or not last.isalpha():
        return []
    if last.endswith(("s", "x", "ch", "sh", "z")):
        return [norm + "es"] if not last.endswith("s") else []
    if last.endswith("y") and last[-2] not in "aeiou":
        return [norm[:-1] + "ies"]
    return [norm + "s"]


def singular_forms(norm: str) -> list[str]:
    """ "liver number" for "liver numbers": a panel named by a noun in the plural is asked in the singular too ("my
    liver number after stopping it"). Multi-word English names only, and not a word that ends in -ss, -us or -is
    (a single word's plural is often a name of its own); a name led by a short word is left ("my sugars" is the
    diabetes numbers, "my sugar" one reading)."""
    head, _, last = norm.rpartition(" ")
    if not head or len(head.split(" ")[0]) < 4 or len(last) < 5 or not last.isascii() or not last.isalpha() \
            or not last.endswith("s") or last.endswith(("ss", "us", "is")):
        return []
    return [f"{head} {last[:-1]}"]


# What English puts between a body part and its state ("heart racing": my heart was racing, heart's been
# pounding, ears keep ringing); the apostrophe of "heart's" is a separator in a norm, so "'s" is the word "s"
_EN_LINKS = ("is", "was", "s", "are", "were", "has been", "had been", "have been", "s been", "been", "keeps", "kept",
             "started", "is still", "was still", "s still")


def copula_forms(norm: str) -> list[str]:
    """ "heart racing" -> "heart was racing", "heart s been racing", …: a symptom's lay alias of two English words,
    a noun and a present participle, is said with a linking verb between them. None for any other alias."""
    words = norm.split(" ")
    if len(words) != 2 or not all(w.isascii() and w.isalpha() for w in words) or not words[1].endswith("ing") \
            or len(words[1]) < 6:
        return []
    return [f"{words[0]} {link} {words[1]}" for link in _EN_LINKS]


# the Korean names of the Latin letters a type is named by ("B형 간염" is typed "비형 간염", "A형" "에이형")
_LETTER_NAMES = {"a": "에이", "b": "비", "c": "씨", "d": "디", "e": "이", "o": "오", "ab": "에이비"}
_LETTER_TYPE = re.compile(r"(?<![a-z])(ab|[abcdeo])(?=형)")


def spelled_letters(norm: str) -> list[str]:
    """ "b형 간염" -> "비형 간염", "비형간염": a type named by a Latin letter before 형, the letter said in Hangul
    (with the compact form when the alias has spaces)."""
    if "형" not in norm:
        return []
    spelled = _LETTER_TYPE.sub(lambda m: _LETTER_NAMES[m.group(1)], norm)
    if spelled == norm:
        return []
    return [spelled] + ([spelled.replace(" ", "")] if " " in spelled else [])
