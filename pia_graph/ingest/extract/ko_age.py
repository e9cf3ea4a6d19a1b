"""A Korean age said in words ("제가 나이가 일흔 여섯이라", "칠십 둘 먹은 할멈", "예순다섯 살이에요"): native tens
(스물 … 아흔) or Sino-Korean tens (이십 … 구십) with an optional unit word of either kind, then 살/세, after 나이,
or before 먹은/먹었 ("나이 먹은"). Other number words are counts ("스물 다섯 번") and stay so. Pure."""

from __future__ import annotations

import re

_NATIVE_TENS = {"스물": 20, "서른": 30, "마흔": 40, "쉰": 50, "예순": 60, "일흔": 70, "여든": 80, "아흔": 90}
_NATIVE_UNITS = {"하나": 1, "한": 1, "둘": 2, "두": 2, "셋": 3, "세": 3, "넷": 4, "네": 4, "다섯": 5, "여섯": 6,
                 "일곱": 7, "여덟": 8, "아홉": 9}
_SINO_DIGITS = {"이": 2, "삼": 3, "사": 4, "오": 5, "육": 6, "칠": 7, "팔": 8, "구": 9}
_SINO_UNITS = {"일": 1, **_SINO_DIGITS}


def _alt(words: dict[str, int]) -> str:
    return "|".join(sorted(words, key=len, reverse=True))


# a native ten takes a native unit, a Sino-Korean one either kind ("칠십 둘", "칠십이"); 이 before a copula's
# rest is the copula ("칠십이에요" is 70, "마흔이에요" 40)
_NUMBER = re.compile(rf"(?:(?P<nt>{_alt(_NATIVE_TENS)})(?:\s?(?P<nu>{_alt(_NATIVE_UNITS)}))?"
                     rf"|(?P<st>{_alt(_SINO_DIGITS)})십(?:\s?(?:(?P<nu2>{_alt(_NATIVE_UNITS)})"
                     rf"|(?P<su>(?!이(?:에요|라|고|요|야|었|였|임))[{''.join(_SINO_UNITS)}])))?)")
_WORDS = "(?:" + re.sub(r"\?P<\w+>", "", _NUMBER.pattern) + ")"  # the same words, no group names
_AGE_WORDS = re.compile(
    rf"(?:나이\s*(?:가|는|도)?\s*(?:벌써\s*|이제\s*|올해\s*)?(?<![가-힣]){_WORDS}(?=\s*(?:살|세|이라|이에요|예요|에요|입니다|이고|이요|임))"
    rf"|(?<![가-힣]){_WORDS}\s*(?:살|세)(?=\s*(?:이라|이에요|예요|에요|입니다|이고|이요|임|인데|먹은|먹었|[.,!]|$))"
    rf"|(?<![가-힣]){_WORDS}\s*(?=먹은|먹었))")


def age_in_words(text: str) -> tuple[int, int, int] | None:
    """(age, start, end) of the first age said in Korean words, or None."""
    for found in _AGE_WORDS.finditer(text):
        m = _NUMBER.search(text, found.start())
        if m is None:
            continue
        tens = _NATIVE_TENS.get(m.group("nt") or "", 0) or _SINO_DIGITS.get(m.group("st") or "", 0) * 10
        unit = _NATIVE_UNITS.get(m.group("nu") or m.group("nu2") or "", 0) or _SINO_UNITS.get(m.group("su") or "", 0)
        if tens:
            return tens + unit, found.start(), found.end()
    return None
