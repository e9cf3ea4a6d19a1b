"""Numbers said in words: English and Korean count words ("two", "a couple", "두", "서너") and Sino-Korean numerals
("이백오십"), read by ``numbers.find_quantities`` and by the rules that count in words."""

from __future__ import annotations

import re

EN_WORDS: dict[str, float] = {
    "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
    "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "fifteen": 15, "twenty": 20, "half": 0.5,
    "half a": 0.5, "a couple": 2, "a couple of": 2, "couple of": 2, "couple": 2, "a few": 3, "another": 1,
    "a dozen": 12,
}
KO_WORDS: dict[str, float] = {
    "한": 1, "하나": 1, "두": 2, "둘": 2, "세": 3, "석": 3, "셋": 3, "네": 4, "넷": 4, "다섯": 5, "여섯": 6,
    "일곱": 7, "여덟": 8, "아홉": 9, "열": 10, "반": 0.5, "한두": 1.5, "두세": 2.5, "서너": 3.5,
}

SINO_DIGITS = {"일": 1, "이": 2, "삼": 3, "사": 4, "오": 5, "육": 6, "칠": 7, "팔": 8, "구": 9}
_SINO_UNITS = {"천": 1000, "백": 100, "십": 10}
LONE_SINO = frozenset({"삼", "오", "육", "칠", "팔", "구"})  # not 일/이/사, which are common words
SINO = r"(?:[이삼사오육칠팔구]?천)?(?:[이삼사오육칠팔구]?백)?(?:[이삼사오육칠팔구]?십)?[일이삼사오육칠팔구]?"


def sino_korean(word: str) -> float | None:
    """"이백오십" → 250; None unless the word has a 십/백/천 (a lone 이 or 사 is not a number)."""
    if not word or not any(u in word for u in _SINO_UNITS):
        return None
    total, digit = 0, 0
    for ch in word:
        if ch in SINO_DIGITS:
            digit = SINO_DIGITS[ch]
        elif ch in _SINO_UNITS:
            total += (digit or 1) * _SINO_UNITS[ch]
            digit = 0
        else:
            return None
    return float(total + digit)


def word_count(text: str) -> float | None:
    """An English or Korean count word ("two", "a couple", "두") as a number."""
    t = re.sub(r"\s+", " ", text.strip().lower())
    if t in EN_WORDS:
        return EN_WORDS[t]
    return KO_WORDS.get(t)
