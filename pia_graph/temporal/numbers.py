"""Number words in English and Korean (digits, words, native Korean day counts)."""

from __future__ import annotations

import re
from fractions import Fraction

_EN_UNITS = {
    "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
    "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14,
    "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19,
}
_EN_TENS = {
    "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80,
    "ninety": 90,
}
_EN_PHRASES = {
    "a": 1, "an": 1, "single": 1, "a single": 1, "a couple of": 2, "a couple": 2, "couple of": 2, "couple": 2,
    "a pair of": 2, "a dozen": 12, "dozen": 12, "one hundred": 100, "a hundred": 100, "hundred": 100,
}


def _alt(words: list[str]) -> str:
    return "|".join(re.escape(w).replace(r"\ ", r"\s+") for w in sorted(words, key=len, reverse=True))


_EN_WORD = (
    rf"(?:(?:{_alt(list(_EN_TENS))})(?:[-\s](?:{_alt([w for w in _EN_UNITS if _EN_UNITS[w] < 10])}))?"
    rf"|{_alt(list(_EN_UNITS))}|{_alt(list(_EN_PHRASES))})"
)
#: vulgar fractions written as one character ("½ hour", "1½ hours")
_FRACTIONS = {"½": Fraction(1, 2), "¼": Fraction(1, 4), "¾": Fraction(3, 4), "⅓": Fraction(1, 3),
              "⅔": Fraction(2, 3)}
_FRACTION = f"[{''.join(_FRACTIONS)}]"
#: an English count: digits (decimals allowed), a fraction character, or number words
#: a whole number and a written fraction ("1 1/2", "2 3/4"): a mixed number
_MIXED = r"\d{1,3}\s+[1-3]/[2-4](?![\d/])"
EN_NUM = rf"(?:\d*\s?{_FRACTION}|{_MIXED}|\d+(?:\.\d+)?|{_EN_WORD})"

#: an English whole count (no decimals)
EN_INT = rf"(?:\d+|{_EN_WORD})"
#: calendar units as typed in chat (wk, wks, mo, mos, yr, yrs)
WKS = r"(?:weeks?|wks?)"
MOS = r"(?:months?|mos?|mths?)"
YRS = r"(?:years?|yrs?)"
#: vague counts that must not be resolved to a number
EN_VAGUE = r"(?:a\s+few|few|several|some|many|a\s+number\s+of)"


def en_number(text: str) -> Fraction | None:
    """Value of an English count, or None when it is not one."""
    t = re.sub(r"\s+", " ", text.strip().lower())
    if re.fullmatch(r"\d+(?:\.\d+)?", t):
        return Fraction(t)
    frac = re.fullmatch(rf"(\d*)\s?({_FRACTION})", t)
    if frac is not None:
        return Fraction(int(frac.group(1) or 0)) + _FRACTIONS[frac.group(2)]
    mixed = re.fullmatch(r"(\d{1,3})\s+([1-3])/([2-4])", t)
    if mixed is not None and int(mixed.group(2)) < int(mixed.group(3)):
        return int(mixed.group(1)) + Fraction(int(mixed.group(2)), int(mixed.group(3)))
    if t in _EN_PHRASES:
        return Fraction(_EN_PHRASES[t])
    if t in _EN_UNITS:
        return Fraction(_EN_UNITS[t])
    parts = re.split(r"[-\s]", t)
    if parts[0] in _EN_TENS:
        if len(parts) == 1:
            return Fraction(_EN_TENS[parts[0]])
        if len(parts) == 2 and parts[1] in _EN_UNITS and _EN_UNITS[parts[1]] < 10:
            return Fraction(_EN_TENS[parts[0]] + _EN_UNITS[parts[1]])
    return None


_EN_ORDINAL_UNITS = {
    "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8,
    "ninth": 9, "tenth": 10, "eleventh": 11, "twelfth": 12, "thirteenth": 13, "fourteenth": 14,
    "fifteenth": 15, "sixteenth": 16, "seventeenth": 17, "eighteenth": 18, "nineteenth": 19,
    "twentieth": 20, "thirtieth": 30,
}
#: a day of the month as an ordinal word: "first" … "thirty-first"
EN_ORDINAL = (
    rf"(?:(?:twenty|thirty)[-\s]?(?:{_alt([w for w in _EN_ORDINAL_UNITS if _EN_ORDINAL_UNITS[w] < 10])})"
    rf"|{_alt(list(_EN_ORDINAL_UNITS))})"
)


def en_day(text: str) -> int | None:
    """A day of the month written "3", "3rd" or "third" / "twenty-first"."""
    t = re.sub(r"[-\s]+", " ", text.strip().lower())
    digits = re.fullmatch(r"(\d{1,2})(?:st|nd|rd|th)?", t)
    if digits is not None:
        return int(digits.group(1))
    if t in _EN_ORDINAL_UNITS:
        return _EN_ORDINAL_UNITS[t]
    parts = t.split(" ")
    if len(parts) == 2 and parts[0] in _EN_TENS and _EN_ORDINAL_UNITS.get(parts[1], 10) < 10:
        return _EN_TENS[parts[0]] + _EN_ORDINAL_UNITS[parts[1]]
    return None


# Korean --------------------------------------------------------------------------------------------

#: native Korean counts of days (하루 1 … 열흘 10, 보름 15)
KO_DAY_WORDS = {
    "하루": 1, "이틀": 2, "사흘": 3, "나흘": 4, "닷새": 5, "엿새": 6, "이레": 7, "여드레": 8,
    "아흐레": 9, "열흘": 10, "보름": 15,
}
#: native Korean tens (열 10 … 쉰 50), shared with the digit twin's dose numbers (`spoken_numbers`)
KO_NATIVE_TENS = {"열": 10, "스물": 20, "스무": 20, "서른": 30, "마흔": 40, "쉰": 50}
#: the forms a native unit takes before some measure words (석 달, 서 말, 너 말): time words only
KO_MEASURE_WORD_FORMS = frozenset({"석", "서", "너"})
KO_NATIVE_UNITS = {
    "한": 1, "하나": 1, "두": 2, "둘": 2, "세": 3, "셋": 3, "석": 3, "서": 3, "네": 4, "넷": 4, "너": 4,
    "다섯": 5, "여섯": 6, "일곱": 7, "여덟": 8, "아홉": 9,
}
_KO_SINO = {"일": 1, "이": 2, "삼": 3, "사": 4, "오": 5, "육": 6, "칠": 7, "팔": 8, "구": 9}

_KO_NATIVE = (
    rf"(?:(?:{_alt(list(KO_NATIVE_TENS))})(?:{_alt(list(KO_NATIVE_UNITS))})?"
    rf"|{_alt(list(KO_NATIVE_UNITS))})"
)
_KO_SINO_NUM = rf"(?:(?:[{''.join(_KO_SINO)}]?십)(?:[{''.join(_KO_SINO)}])?|[{''.join(_KO_SINO)}])"
#: a Korean count: digits, native words (한, 두, 열두, 서른) or Sino-Korean words (삼, 십오)
KO_NUM = rf"(?:\d+(?:\.\d+)?|{_KO_NATIVE}|{_KO_SINO_NUM})"
#: a count of hours in a Korean duration: a fraction (½시간, 1½시간, 1 1/2시간), digits or a native word
KO_HOURS = rf"(?:\d*\s?{_FRACTION}|{_MIXED}|\d+(?:\.\d+)?|{_KO_NATIVE})"
#: a Korean native-word or digit count (for hours, months: 두 시간, 석 달)
KO_NATIVE_OR_DIGIT = rf"(?:\d+(?:\.\d+)?|{_KO_NATIVE})"
#: a Korean count of days as a word (사흘, 열흘, 보름)
KO_DAY_WORD = _alt(list(KO_DAY_WORDS))


def ko_number(text: str) -> Fraction | None:
    """Value of a Korean count (digits, native or Sino-Korean words), or None."""
    t = re.sub(r"\s+", "", text)
    if re.fullmatch(r"\d+(?:\.\d+)?", t):
        return Fraction(t)
    if t in KO_DAY_WORDS:
        return Fraction(KO_DAY_WORDS[t])
    for tens_word, tens in sorted(KO_NATIVE_TENS.items(), key=lambda kv: -len(kv[0])):
        if t.startswith(tens_word):
            rest = t[len(tens_word):]
            if not rest:
                return Fraction(tens)
            if rest in KO_NATIVE_UNITS:
                return Fraction(tens + KO_NATIVE_UNITS[rest])
    if t in KO_NATIVE_UNITS:
        return Fraction(KO_NATIVE_UNITS[t])
    m = re.fullmatch(rf"([{''.join(_KO_SINO)}]?)십([{''.join(_KO_SINO)}]?)", t)
    if m:
        return Fraction((_KO_SINO[m.group(1)] if m.group(1) else 1) * 10 + (_KO_SINO.get(m.group(2), 0)))
    if t in _KO_SINO:
        return Fraction(_KO_SINO[t])
    return None


def number(text: str) -> Fraction | None:
    """Value of a count in either language."""
    return en_number(text) if re.search(r"[a-zA-Z0-9]", text) and not re.search(r"[가-힣]", text) \
        else ko_number(text)
