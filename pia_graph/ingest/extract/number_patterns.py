"""The patterns that find numbers in an utterance, one per way a quantity is said ("7/10", "141 over 92", "5'9\"",
"만보", "two glasses", a bare number), in the order ``numbers.find_quantities`` runs them, and what each match
is worth (``build``): its value, its normalised unit and its kind."""

from __future__ import annotations

import re
from functools import cache

from pia_graph.ingest.extract.number_units import UNITS
from pia_graph.ingest.extract.number_words import EN_WORDS, KO_WORDS, LONE_SINO, SINO, SINO_DIGITS, sino_korean
from pia_graph.ingest.extract.quantity import Quantity


def _alt(words: list[str]) -> str:
    return "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))


_NUM = r"\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?|\.\d+"
#: what may follow a number that is not the second of a blood-pressure pair (a year of birth, an age, a unit)
_NOT_PAIR_AFTER = r"년생|년|살|세|개월|cm|kg|lbs?|키로|킬로|센티|센치|파운드"


@cache
def patterns() -> list[tuple[str, re.Pattern[str]]]:
    units = _alt(list(UNITS))
    en_words = _alt([w for w in EN_WORDS if w not in ("a", "an", "another")])
    ko_words = _alt(list(KO_WORDS))
    unit_end = r"(?![a-zA-Z])"
    return [
        ("score", re.compile(r"(?<![\d/])(\d{1,2}(?:\.\d)?)\s*(?:/|out\s+of|outta)\s*10(?![\d/])", re.I)),
        # "6 of 10, no fever": a rating, unless a count of things follows ("3 of 10 days")
        ("score", re.compile(r"(?<![\d/.])(\d{1,2})\s+of\s+10\b(?!\s*[a-z가-힣])", re.I)),
        # "10점 만점에 9점", "7점", "10점 중 8": a 0-10 rating said the Korean way
        # ("10점 만점에 9.. 회사 그만두고 싶다": the dots after the rating close its sentence, no decimal)
        ("score", re.compile(r"(?:10\s*점\s*(?:만점에|중에?)\s*)(\d{1,2}(?:\.\d)?)(?:\s*점)?(?!\d|\.\d)"
                             r"|(?<![\d.])(10|\d(?:\.\d)?)\s*점(?!\s*(?:만점|중))")),
        # "키 172에 94년생": a second number that a unit or a year of birth follows is no blood pressure
        ("pair", re.compile(r"(?<![\d/.])(\d{2,3})\s*(?:/\s*|\s+(?:over|ovr|ova)\s+|에\s*)(\d{2,3})(?![\d/])"
                            rf"(?!\s*(?:{_NOT_PAIR_AFTER}))", re.I)),
        # "혈압 118 76", "bp 140 90": right after the blood-pressure word, two numbers with only a space between
        ("pair", re.compile(r"(?:(?<=혈압)|(?<=혈압 )|(?<=혈압은 )|(?<=혈압이 )|(?<=\bbp )|(?<=\bbp: ))"
                            rf"(\d{{2,3}})\s+(\d{{2,3}})(?![\d/.])(?!\s*(?:{_NOT_PAIR_AFTER}|시|분|번|회|mg|mmol))",
                            re.I)),
        # "위가 118 아래가 76", "수축기 135 이완기 85": the upper and the lower number said by name
        ("pair", re.compile(r"(?<![가-힣])(?:위|수축기)\s*(?:가|는|혈압은?)?\s*:?\s*(\d{2,3})\s*"
                            r"(?:이고|이구|이랑|,)?\s*(?:아래|밑|이완기)\s*(?:가|는|혈압은?)?\s*:?\s*(\d{2,3})(?![\d/.])")),
        # "13 and a half stone": half a stone is 7 lb
        ("stone_half", re.compile(r"(?<![\d.])(\d{1,2})\s+and\s+a\s+half\s+stones?\b", re.I)),
        # "11 stone 4", "12st 6lb": British body weight, stones and pounds (1 stone = 14 lb)
        ("stone_pounds", re.compile(
            r"(?<![\d.])(\d{1,2}(?:\.\d)?)\s*(?:stones?\b|st(?=\s*\d{1,2}\s*(?:lbs?|pounds?)\b)"
            # "12st 1 a month ago", "14 st at christmas": the pounds may go unsaid, and so may the pounds' unit
            r"|st(?=\s*\d{1,2}\b(?!\s*(?:am|pm|min|h|k|kg|ft|days?|weeks?|months?|years?|[.:/]\d)))|\s+st\b(?!\s*\d))"
            r"(?:\s*(?:and\s+)?(\d{1,2}(?:\.\d)?)(?!\s*(?:am|pm|min|h|k|ft|')\b)\s*(?:lbs?|pounds?)?\b)?", re.I)),
        # "5'7\"", "5 ft 7 in", and in Korean "5피트 7인치"
        ("feet_inches", re.compile(r"(?<!\d)([3-7])\s*(?:'|′|ft|feet|foot|피트)\s*(\d{1,2})?"
                                   r"\s*(?:\"|″|''|in\b|inches|인치)?")),
        # "1만 2천 보", "만 이천 보", "만오천보": the thousands in digits or a Sino-Korean digit word
        # "이만 보" (20,000): the ten thousands said as a Sino-Korean digit word
        ("ko_10k_steps", re.compile(r"(?:(\d+(?:\.\d+)?|(?<![가-힣])[이삼사오육칠팔구])\s*)?만"
                                    r"\s*(?:(\d|[이삼사오육칠팔구])?\s*(천)\s*)?"
                                    # "만 이백 보" (10,200): the hundreds after the ten thousands
                                    r"(?:(\d|[이삼사오육칠팔구])?\s*(백)\s*)?(?:보|걸음)")),
        ("ko_1k_steps", re.compile(r"(\d+)\s*천\s*(?:보|걸음)")),
        # Sino-Korean numerals with a unit: "백 밀리" (100 mg), "오백 미리", "삼십 분"
        ("ko_sino_unit", re.compile(rf"(?<![가-힣])({SINO})\s*({units})")),
        ("number_unit", re.compile(rf"(?<![A-Za-z0-9_.])({_NUM})\s*({units}){unit_end}", re.I)),
        ("half_unit", re.compile(rf"(?<![\w.])(\d+)\s+and\s+a\s+half\s+(?:\w+\s+)?({units})\b", re.I)),
        ("word_unit", re.compile(rf"(?<![\w])({en_words}|an?|another)\s+(?:of\s+)?(?:\w+\s+)?({units})\b", re.I)),
        ("ko_word_unit", re.compile(rf"(?<![가-힣])({ko_words})\s*({units})")),
        # "highballs x6", "×2": a count of the thing named before it (unit "times")
        ("times", re.compile(r"(?<![A-Za-z0-9_.])[x×]\s?(\d{1,2})(?![\d.:])", re.I)),
        # "적혈구 390만", "혈소판 23만이래요": a number of ten thousands (만) closing its word or before a particle
        ("ko_10k", re.compile(r"(?<![A-Za-z0-9_.])(\d+(?:\.\d+)?)\s?만"
                              r"(?=(?:이|으로|정도|쯤|이래|이라|래|나왔|나옴)?(?![가-힣]))")),
        # "몸무게 파운드로 165", "인슐린 유닛 18": a Korean unit word said before its number (with 로/으로, "in")
        ("ko_unit_first", re.compile(rf"(?<![가-힣])(파운드|유닛|인치)(?:로|으로)?\s*({_NUM})"
                                     rf"(?![\d.]|\s*(?:{units}))")),
        ("number", re.compile(rf"(?<![A-Za-z0-9_.])({_NUM})(?![\d])")),
    ]


# What may follow a one-syllable Korean count unit ("2정을", "1알씩", "3000보만"); any other syllable makes the
# unit the start of a longer word ("정상", "정도", "보다", "알고").
_KO_UNIT_PARTICLES = frozenset("을를은는이가씩만에과와째짜까")


def _word_goes_on(next_char: str) -> bool:
    return bool(next_char) and "가" <= next_char <= "힣" and next_char not in _KO_UNIT_PARTICLES


#: a Korean 도 read as Fahrenheit: the range of a body temperature in °F (no Celsius reading comes near it)
_FAHRENHEIT_BODY = (93.0, 110.0)


def num(s: str) -> float:
    return float(s.replace(",", ""))


_PACE_BEFORE = re.compile(r"(?:pace|페이스)\W*(?:[^\W\d]+\W*)?$", re.I)


def build(kind: str, m: re.Match[str], lang: str) -> Quantity | None:
    raw = m.group(0)
    s, e = m.start(), m.end()
    if kind == "score":
        rating = num(m.group(1) or m.group(2))
        return Quantity(rating, None, s, e, raw, "score") if rating <= 10 else None
    if kind == "pair":
        a, b = num(m.group(1)), num(m.group(2))
        if not (a > b and a >= 60):
            return None
        return Quantity(a, "mmHg", s, e, raw, "pair", b)
    if kind == "stone_pounds":
        pounds = num(m.group(1)) * 14 + (num(m.group(2)) if m.group(2) else 0.0)
        return Quantity(round(pounds, 2), "lb", s, e, raw, "stone_pounds")
    if kind == "stone_half":
        return Quantity(num(m.group(1)) * 14 + 7, "lb", s, e, raw, "stone_pounds")
    if kind == "feet_inches":
        if m.group(2) is None and not re.search(r"ft|feet|foot|피트", raw):
            return None
        if _PACE_BEFORE.search(m.string[max(0, s - 20):s]):
            return None  # "평균 페이스 6'08\"", "avg pace 5'42\"": minutes and seconds a kilometre, no height
        feet, inches = float(m.group(1)), float(m.group(2) or 0)
        if inches >= 12:
            return None
        return Quantity(round((feet * 12 + inches) * 2.54, 2), "cm", s, e, raw, "feet_inches")
    if kind == "ko_10k_steps":
        base = (SINO_DIGITS[m.group(1)] if m.group(1) in SINO_DIGITS else num(m.group(1))) if m.group(1) else 1.0
        digit = m.group(2) or "1"
        thousands = (int(digit) if digit.isdigit() else SINO_DIGITS[digit]) * 1000 if m.group(3) else 0
        digit = m.group(4) or "1"
        hundreds = (int(digit) if digit.isdigit() else SINO_DIGITS[digit]) * 100 if m.group(5) else 0
        return Quantity(base * 10000 + thousands + hundreds, "steps", s, e, raw)
    if kind == "ko_10k":
        return Quantity(num(m.group(1)) * 10000, None, s, e, raw)
    if kind == "ko_1k_steps":
        return Quantity(num(m.group(1)) * 1000, "steps", s, e, raw)
    if kind == "ko_sino_unit":
        sino = sino_korean(m.group(1))
        unit = UNITS[m.group(2).lower()]
        if sino is None and m.group(1) in LONE_SINO and unit in ("kilo", "km", "kg", "min", "h"):
            sino = float(SINO_DIGITS[m.group(1)])  # "오 킬로 뛰었어": a lone digit word before a unit
        if sino is None or unit not in ("mg", "mcg", "kilo", "km", "kg", "min", "h", "cm", "steps", "IU", "units"):
            return None
        return Quantity(sino, unit, s, e, raw)
    if kind == "number_unit":
        unit = UNITS[m.group(2).lower()]
        if m.group(2) in ("정", "보", "알") and _word_goes_on(m.string[e:e + 1]):
            return None  # "5 정도" (about 5), "보다", "알고", "130 정상": not tablets or steps
        if unit == "degF" and m.group(2).lower() == "f" and "°" not in raw and num(m.group(1)) < 90:
            return None
        if unit == "in" and m.group(2).lower() == "in" and not re.search(r"\d\s*in\s*$", raw):
            return None
        if unit == "in" and m.group(2).lower() == "in" and _IN_PREPOSITION.match(m.string, e):
            return None  # "januvia 100 in the morning", "down 3 in a week": the preposition, not inches
        if unit == "Cel" and m.group(2) == "도" and _FAHRENHEIT_BODY[0] <= num(m.group(1)) <= _FAHRENHEIT_BODY[1]:
            unit = "degF"  # "열이 101도 (미국이라 화씨)": no body is at 101 °C; a Korean 도 that high is Fahrenheit
        return Quantity(num(m.group(1)), unit, s, e, raw)
    if kind == "half_unit":  # "2 and a half glasses"
        return Quantity(num(m.group(1)) + 0.5, UNITS[m.group(2).lower()], s, e, raw)
    if kind == "word_unit":
        word = m.group(1).lower()
        value = EN_WORDS.get(re.sub(r"\s+", " ", word))
        if value is None:
            return None
        unit = UNITS[m.group(2).lower()]
        if unit not in ("drink", "bottle", "pill", "cigarette", "cup", "mi", "km", "h", "min"):
            return None
        return Quantity(value, unit, s, e, raw)
    if kind == "ko_word_unit":
        unit = UNITS[m.group(2).lower()]
        if unit not in ("drink", "bottle", "pill", "cigarette", "h", "min", "kilo", "km", "cup"):
            return None
        return Quantity(KO_WORDS[m.group(1)], unit, s, e, raw)
    if kind == "times":
        return Quantity(num(m.group(1)), "times", s, e, raw)
    if kind == "ko_unit_first":
        return Quantity(num(m.group(2)), UNITS[m.group(1)], s, e, raw)
    # bare number, "5k" / "12k" handled by number_unit with unit "k"
    return Quantity(num(m.group(1)), None, s, e, raw)


# after "in": a determiner, a part of the day or a number, so "in" is the preposition
_IN_PREPOSITION = re.compile(r"\s+(?:the|a|an|my|his|her|their|our|am|pm|a\.m|p\.m|\d)\b", re.IGNORECASE)
