"""Quantities in an utterance: numbers with the unit as said (English and Korean).

Covers ``118이었어``, ``6.4%``, ``128/84``, ``141 over 92``, ``혈압 130에 85``, ``5'9"``, ``12,340``,
``5k``, ``12k steps``, ``만보``, ``소주 한 병``, ``두 잔``, ``a couple glasses``, ``7/10``. Each quantity keeps its
offsets so that extractors can tie it to the nearest term and skip what is a time expression.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from functools import cache

from pia_graph.ingest.extract.number_words import EN_WORDS, KO_WORDS, LONE_SINO, SINO, SINO_DIGITS, sino_korean
from pia_graph.regex_needs import Prefilter


@dataclass(frozen=True, slots=True)
class Quantity:
    value: float
    unit: str | None  # normalised spelling of the unit as said ("mg", "mmol/L", "lb", "k", "drink");
    # "kilo" is Korean 킬로/키로, kilograms or kilometres by context
    start: int
    end: int
    raw: str
    kind: str = "number"  # number | pair | score | feet_inches
    value2: float | None = None
    corrected: bool = False  # the value said in its place replaced it ("500 아니고 850mg": 850 here)


# unit spelling -> normalised unit id as said
_UNITS: dict[str, str] = {
    "mg/dl": "mg/dL", "mmol/mol": "mmol/mol", "mmol/l": "mmol/L", "mmol": "mmol/L", "µmol/l": "umol/L",
    "μmol/l": "umol/L",
    "umol/l": "umol/L", "nmol/l": "nmol/L", "pmol/l": "pmol/L", "ug/l": "ug/L", "µg/l": "ug/L",
    "mg": "mg", "mgs": "mg", "milligrams": "mg", "milligram": "mg", "micrograms": "mcg",
    "microgram": "mcg", "kilograms": "kg", "kilogram": "kg", "mcg": "mcg", "µg": "mcg", "μg": "mcg", "ug": "mcg",
    "iu": "IU",
    "units": "units", "unit": "units", "g": "g", "단위": "units", "유닛": "units", "u/l": "U/L", "iu/l": "U/L",
    "ng/ml": "ng/mL", "ng/dl": "ng/dL", "g/dl": "g/dL", "g/l": "g/L",
    "mg/l": "mg/L", "밀리그램": "mg", "밀리": "mg", "미리": "mg", "마이크로그램": "mcg", "마이크로": "mcg",
    "miu/l": "mIU/L", "uiu/ml": "mIU/L",
    "µiu/ml": "mIU/L", "%": "%", "percent": "%", "프로": "%", "퍼센트": "%", "kg": "kg", "kgs": "kg",
    "kilos": "kg", "kilo": "kg", "킬로그램": "kg", "키로그램": "kg", "㎏": "kg", "lbs": "lb", "lb": "lb",
    "pounds": "lb", "pound": "lb", "파운드": "lb", "°f": "degF", "ºf": "degF", "f": "degF", "fahrenheit": "degF",
    "degrees": "deg", "°c": "Cel", "ºc": "Cel", "celsius": "Cel", "도": "Cel", "cm": "cm", "센티": "cm",
    "센치": "cm", "센티미터": "cm",
    "인치": "in", "inches": "in", "inch": "in", "in": "in", "km": "km", "kms": "km", "kilometers": "km",
    "kilometres": "km", "킬로미터": "km", "키로미터": "km", "㎞": "km", "k": "k", "킬로": "kilo",
    "키로": "kilo", "miles": "mi", "mile": "mi", "mi": "mi", "마일": "mi", "minutes": "min",
    "minute": "min", "mins": "min",
    "min": "min", "분": "min", "hours": "h", "hour": "h", "hrs": "h", "hr": "h", "h": "h", "시간": "h",
    "bpm": "/min", "회/분": "/min", "steps": "steps", "step": "steps", "걸음": "steps", "보": "steps",
    "kg/m2": "kg/m2", "ml/min/1.73m2": "mL/min/1.73m2", "beers": "drink", "beer": "drink", "drinks": "drink",
    "drink": "drink", "glasses": "drink", "glass": "drink", "cans": "drink", "can": "drink",
    "bottles": "bottle", "bottle": "bottle", "shots": "drink", "shot": "drink", "pints": "drink",
    "pint": "drink", "schooners": "drink", "schooner": "drink", "stubbies": "drink",
    "cocktails": "drink", "잔": "drink", "캔": "drink", "병": "bottle",
    "cigarettes": "cigarette", "cigarette": "cigarette", "cigs": "cigarette", "cig": "cigarette",
    "개비": "cigarette", "개피": "cigarette", "pills": "pill", "pill": "pill",
    "tablets": "pill", "tablet": "pill", "tabs": "pill", "caps": "pill", "알": "pill", "정": "pill", "cups": "cup",
    "cup": "cup", "컵": "cup",
}


UNIT_SPELLINGS = frozenset(_UNITS)


def _alt(words: list[str]) -> str:
    return "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))


_NUM = r"\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?|\.\d+"
#: what may follow a number that is not the second of a blood-pressure pair (a year of birth, an age, a unit)
_NOT_PAIR_AFTER = r"년생|년|살|세|개월|cm|kg|lbs?|키로|킬로|센티|센치|파운드"


@cache
def _patterns() -> list[tuple[str, re.Pattern[str]]]:
    units = _alt(list(_UNITS))
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


# "한 병 반", "세 시간 반", "two and a half": half a unit more; "38도 2부": tenths of a degree.
_HALF_AFTER = re.compile(r"\s*반(?![가-힣])|\s+and\s+a\s+half\b", re.I)
_TENTHS_AFTER = re.compile(r"\s*(\d)\s*부(?:(?![가-힣])|(?=까지|야|예요|였|이었|에서|로|라|네|임))")
#: a Korean 도 read as Fahrenheit: the range of a body temperature in °F (no Celsius reading comes near it)
_FAHRENHEIT_BODY = (93.0, 110.0)
_HALF_UNITS = frozenset({"drink", "bottle", "pill", "cup", "h", "kilo", "km", "k", "mi", "cigarette"})


def _with_fraction(q: Quantity, text: str) -> Quantity:
    if q.kind != "number" or q.unit is None:
        return q
    if q.unit in _HALF_UNITS and float(q.value).is_integer():
        half = _HALF_AFTER.match(text, q.end)
        if half is not None:
            return Quantity(q.value + 0.5, q.unit, q.start, half.end(), text[q.start:half.end()], q.kind)
    if q.unit == "Cel" and float(q.value).is_integer():
        tenths = _TENTHS_AFTER.match(text, q.end)
        if tenths is not None:
            value = q.value + int(tenths.group(1)) / 10
            return Quantity(value, q.unit, q.start, tenths.end(), text[q.start:tenths.end()], q.kind)
    return q


# A minus sign right before a number, not after a word or digit: "-5 kg", "was -90", but not "5-10 mg" or
# "2026-03-01" (a range or a date) and not "- 5" (a dash).
_MINUS_BEFORE = re.compile(r"(?:^|(?<=[\s(\[:=,;]))[-\u2212\u2012\u2013\ufe63\uff0d]$")


def _with_sign(q: Quantity, text: str) -> Quantity:
    """Keep the sign said: a negative weight or glucose is out of bounds and rejected, never read as positive."""
    if q.kind != "number" or q.start == 0 or not text[q.start - 1:q.start].strip():
        return q
    if _MINUS_BEFORE.search(text, 0, q.start) is None:
        return q
    return Quantity(-q.value, q.unit, q.start - 1, q.end, text[q.start - 1:q.end], q.kind, q.value2)


# What may follow a one-syllable Korean count unit ("2정을", "1알씩", "3000보만"); any other syllable makes the
# unit the start of a longer word ("정상", "정도", "보다", "알고").
_KO_UNIT_PARTICLES = frozenset("을를은는이가씩만에과와째짜까")


def _word_goes_on(next_char: str) -> bool:
    return bool(next_char) and "가" <= next_char <= "힣" and next_char not in _KO_UNIT_PARTICLES


def _num(s: str) -> float:
    return float(s.replace(",", ""))


# A number that names a category, not an amount: "stage 3b", "grade 2", "type 1", "class II", "3기", "2단계",
# "2형". It is never a reading ("egfr 38 now, stage 3b" has one eGFR, 38).
_LABEL_NUMBER = re.compile(r"\b(?:stage|grade|type|class|phase|tier)\s*#?\s*\d+[a-d]?\b"
                           r"|(?<![\d.])\d+[a-d]?\s*(?:기|단계|형)(?=$|[^가-힣]|[이인라래야입로예에요은는의도])",
                           re.IGNORECASE)


def label_spans(text: str) -> list[tuple[int, int]]:
    """Spans of numbers that name a stage, grade, type or class."""
    return [(m.start(), m.end()) for m in _LABEL_NUMBER.finditer(text)]


# An amount of money ("$50 a month", "30 bucks", "한 달에 50만원") or a place in a series ("dose 2", "cycle 4 of 6",
# "shot #3", "B12 주사 1차", "3회차"): the number is never a measurement, a reading or a dose. The words are the
# dictionary's (``money_unit``, ``series_marker`` in 84_rule_words); the grammar (a currency sign before, "#", "of N")
# is here. A number with a unit of its own stays a value ("dose 2 mg"), and so does one a word follows in English
# ("shot 2 days ago").
_SIGN_MONEY = r"(?:[$€£₩]|US\$)\s*\d[\d,]*(?:\.\d+)?\s*[kK]?"


@cache
def _not_value_pattern(lang: str) -> re.Pattern[str]:
    from pia_graph.ontology.word_lists import words_alternation

    gap = r"\s*" if lang == "ko" else r"\s+"
    money = words_alternation("money_unit", lang, gap)
    series = words_alternation("series_marker", lang, gap)
    if lang == "ko":
        return re.compile(rf"{_SIGN_MONEY}|\d[\d,]*(?:\.\d+)?\s*(?:{money})(?![래장인무])"
                          rf"|\d{{1,2}}\s*(?:{series})(?![가-힣])|\d{{1,2}}\s*(?:{series})(?=[이에은는을를로도의과와])"
                          rf"|#\s*\d{{1,2}}\b", re.IGNORECASE)
    return re.compile(rf"{_SIGN_MONEY}|\b\d[\d,]*(?:\.\d+)?\s*[kK]?\s*(?:{money})\b"
                      rf"|\b(?:{series})\s*(?:#|no\.?|number)?\s*\d{{1,2}}(?:\s*(?:of|/)\s*\d{{1,2}})?\b(?!\s*(?!of\b)[^\W\d_])"
                      rf"|#\s*\d{{1,2}}\b", re.IGNORECASE)


def not_value_spans(text: str, lang: str) -> list[tuple[int, int]]:
    """Spans of money amounts and series places in ``text`` (their numbers are no values)."""
    return [(m.start(), m.end()) for m in _not_value_pattern("ko" if lang == "ko" else "en").finditer(text)]


@cache
def _prefilter(upto: int) -> Prefilter:
    """The prefilter of the first ``upto`` patterns."""
    return Prefilter(tuple(pattern for _, pattern in _patterns()[:upto]))


@cache
def _upto(kinds: tuple[str, ...] | None) -> int:
    """How many patterns run to find the quantities of ``kinds`` (None: all): up to the last of theirs."""
    patterns = _patterns()
    return len(patterns) if kinds is None else 1 + max((n for n, (k, _) in enumerate(patterns) if k in kinds),
                                                       default=-1)


# a decimal comma: one to three digits, a comma and one digit, in no list of numbers ("81,4 kg", "temp 37,8"; not
# "12,340", "7,6,8"; Korean "3,4일" is "three or four days" and is left alone)
_DECIMAL_COMMA = re.compile(r"(?<![\d,.])(\d{1,3}),(\d)(?![\d,])(?!\.\d)")


def find_quantities(text: str, lang: str = "en", skip: list[tuple[int, int]] | None = None,
                    after: tuple[int, ...] = (), dosed: tuple[int, ...] = (),
                    kinds: tuple[str, ...] | None = None) -> list[Quantity]:
    """Every quantity in text order, without overlaps; spans in ``skip`` (time expressions) are left out, and
    so are numbers that name a category ("stage 3b"); ``after``: the ends of measured terms' names, after which
    one number word is a value ("pulse seventy"); ``dosed``: the ends of drugs' names, after which one is a strength
    ("sertraline fifty"). ``kinds``: only the quantities of those kinds, the same as in the whole list (a pattern
    takes its span before the patterns after it run, so those after the last of these kinds' are not run)."""
    taken: list[tuple[int, int]] = list(skip or []) + label_spans(text)
    out: list[Quantity] = []

    def free(s: int, e: int) -> bool:
        return all(e <= a or s >= b for a, b in taken)

    from pia_graph.ingest.extract.spoken_numbers import digit_twin_values

    if lang != "ko":  # "weight 81,4 kg, bmi 26,1": a decimal comma, read as a point (the same offsets)
        text = _DECIMAL_COMMA.sub(r"\1.\2", text)
    said = text
    text, longer = digit_twin_values(text, after, dosed)  # "seventy nine", "팔십칠": the same offsets, in digits
    patterns = _patterns()
    # a pattern that cannot match the text (it holds none of what the pattern needs: ``regex_needs``) is not run
    last = _upto(kinds)
    possible = _prefilter(last).possible(text)
    for (kind, pattern), may in zip(patterns[:last], possible, strict=True):
        if not may:
            continue
        for m in pattern.finditer(text):
            s, e = m.start(), m.end()
            if not free(s, e) or s == e:
                continue
            q = _build(kind, m, lang) if kind != "pair" or not longer else _longer_pair(m, longer)
            if q is not None and longer:
                q = _longer_values(q, m, longer, kind)
            if q is None:
                continue
            q = _with_sign(_with_fraction(q, text), text)
            if text is not said:
                end = _words_end(text, said, q.end)
                q = replace(q, end=end, raw=said[q.start:end])
            taken.append((q.start, q.end))
            out.append(q)
    spans = not_value_spans(said, lang) if any(q.unit is None for q in out) else []
    out = [q for q in out if (q.unit is not None or not any(a <= q.start and q.end <= b for a, b in spans))
           and (kinds is None or q.kind in kinds)]
    return sorted(out, key=lambda q: q.start)


def _longer_pair(m: re.Match[str], longer: dict[int, float]) -> Quantity | None:
    """A pair ("백십에 칠십") with the values of its numbers said in fewer syllables than their digits."""
    a, b = longer.get(m.start(1), _num(m.group(1))), longer.get(m.start(2), _num(m.group(2)))
    if not (a > b and a >= 60):
        return None
    return Quantity(a, "mmHg", m.start(), m.end(), m.group(0), "pair", b)


def _longer_values(q: Quantity, m: re.Match[str], longer: dict[int, float], kind: str) -> Quantity | None:
    """The value of a Korean number said in fewer syllables than its digits ("백오" = 105), where the twin holds
    its leading digits; a rating or a pattern that reads a unit word of its own keeps none of them."""
    starts = [m.start(g) for g in range(1, (m.lastindex or 0) + 1) if m.group(g) is not None]
    if not any(s in longer for s in starts):
        return q
    if kind == "pair":
        return q
    if kind in ("number", "number_unit") and starts and starts[0] in longer:
        return replace(q, value=longer[starts[0]])
    return None


def _words_end(twin: str, said: str, end: int) -> int:
    """Where a number said in words ends: over the padding of its twin ("six point six" is all of it, not "six"),
    crossing a space of the text only when padding goes on after it."""
    while end < len(twin) and twin[end] == " ":
        nxt = end
        while nxt < len(twin) and said[nxt] == " ":
            nxt += 1
        if nxt >= len(twin) or twin[nxt] != " ":
            break
        end = nxt + 1
    return end


_PACE_BEFORE = re.compile(r"(?:pace|페이스)\W*(?:[^\W\d]+\W*)?$", re.I)


def _build(kind: str, m: re.Match[str], lang: str) -> Quantity | None:
    raw = m.group(0)
    s, e = m.start(), m.end()
    if kind == "score":
        rating = _num(m.group(1) or m.group(2))
        return Quantity(rating, None, s, e, raw, "score") if rating <= 10 else None
    if kind == "pair":
        a, b = _num(m.group(1)), _num(m.group(2))
        if not (a > b and a >= 60):
            return None
        return Quantity(a, "mmHg", s, e, raw, "pair", b)
    if kind == "stone_pounds":
        pounds = _num(m.group(1)) * 14 + (_num(m.group(2)) if m.group(2) else 0.0)
        return Quantity(round(pounds, 2), "lb", s, e, raw, "stone_pounds")
    if kind == "stone_half":
        return Quantity(_num(m.group(1)) * 14 + 7, "lb", s, e, raw, "stone_pounds")
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
        base = (SINO_DIGITS[m.group(1)] if m.group(1) in SINO_DIGITS else _num(m.group(1))) if m.group(1) else 1.0
        digit = m.group(2) or "1"
        thousands = (int(digit) if digit.isdigit() else SINO_DIGITS[digit]) * 1000 if m.group(3) else 0
        digit = m.group(4) or "1"
        hundreds = (int(digit) if digit.isdigit() else SINO_DIGITS[digit]) * 100 if m.group(5) else 0
        return Quantity(base * 10000 + thousands + hundreds, "steps", s, e, raw)
    if kind == "ko_10k":
        return Quantity(_num(m.group(1)) * 10000, None, s, e, raw)
    if kind == "ko_1k_steps":
        return Quantity(_num(m.group(1)) * 1000, "steps", s, e, raw)
    if kind == "ko_sino_unit":
        sino = sino_korean(m.group(1))
        unit = _UNITS[m.group(2).lower()]
        if sino is None and m.group(1) in LONE_SINO and unit in ("kilo", "km", "kg", "min", "h"):
            sino = float(SINO_DIGITS[m.group(1)])  # "오 킬로 뛰었어": a lone digit word before a unit
        if sino is None or unit not in ("mg", "mcg", "kilo", "km", "kg", "min", "h", "cm", "steps", "IU", "units"):
            return None
        return Quantity(sino, unit, s, e, raw)
    if kind == "number_unit":
        unit = _UNITS[m.group(2).lower()]
        if m.group(2) in ("정", "보", "알") and _word_goes_on(m.string[e:e + 1]):
            return None  # "5 정도" (about 5), "보다", "알고", "130 정상": not tablets or steps
        if unit == "degF" and m.group(2).lower() == "f" and "°" not in raw and _num(m.group(1)) < 90:
            return None
        if unit == "in" and m.group(2).lower() == "in" and not re.search(r"\d\s*in\s*$", raw):
            return None
        if unit == "in" and m.group(2).lower() == "in" and _IN_PREPOSITION.match(m.string, e):
            return None  # "januvia 100 in the morning", "down 3 in a week": the preposition, not inches
        if unit == "Cel" and m.group(2) == "도" and _FAHRENHEIT_BODY[0] <= _num(m.group(1)) <= _FAHRENHEIT_BODY[1]:
            unit = "degF"  # "열이 101도 (미국이라 화씨)": no body is at 101 °C; a Korean 도 that high is Fahrenheit
        return Quantity(_num(m.group(1)), unit, s, e, raw)
    if kind == "half_unit":  # "2 and a half glasses"
        return Quantity(_num(m.group(1)) + 0.5, _UNITS[m.group(2).lower()], s, e, raw)
    if kind == "word_unit":
        word = m.group(1).lower()
        value = EN_WORDS.get(re.sub(r"\s+", " ", word))
        if value is None:
            return None
        unit = _UNITS[m.group(2).lower()]
        if unit not in ("drink", "bottle", "pill", "cigarette", "cup", "mi", "km", "h", "min"):
            return None
        return Quantity(value, unit, s, e, raw)
    if kind == "ko_word_unit":
        unit = _UNITS[m.group(2).lower()]
        if unit not in ("drink", "bottle", "pill", "cigarette", "h", "min", "kilo", "km", "cup"):
            return None
        return Quantity(KO_WORDS[m.group(1)], unit, s, e, raw)
    if kind == "times":
        return Quantity(_num(m.group(1)), "times", s, e, raw)
    if kind == "ko_unit_first":
        return Quantity(_num(m.group(2)), _UNITS[m.group(1)], s, e, raw)
    # bare number, "5k" / "12k" handled by number_unit with unit "k"
    return Quantity(_num(m.group(1)), None, s, e, raw)


# after "in": a determiner, a part of the day or a number, so "in" is the preposition
_IN_PREPOSITION = re.compile(r"\s+(?:the|a|an|my|his|her|their|our|am|pm|a\.m|p\.m|\d)\b", re.IGNORECASE)
