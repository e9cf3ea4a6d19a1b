"""Numbers said in words, as a voice transcript writes them: "one hundred twenty two over seventy nine", "weight
one sixty two point four", "혈압 백삼십오에 팔십칠", "체중 칠십팔점이 키로",
"칠십사 점 오 키로" (the decimal point 점 spaced apart).

``digit_twin`` returns the text with each such number written in digits, padded with spaces to the length of the
words, so that every offset found on the twin is an offset of the text. Only forms that cannot be a count of
things are read: English needs two number words or more of which one is a tens word, "hundred" or "thousand"
("seventy nine", "one sixty", "one oh six", "two hundred", "eight thousand four hundred"), or one number word right
before a dose or distance unit ("eighteen units", "five miles"), with a decimal ("seven point two") or after a
number and "over" ("one forty two over ninety"); Korean a
Sino-Korean word with 십, 백 or 천 that no Hangul syllable goes on from ("오십견", "이십대" stay words), or one
digit word with a decimal said after 점 ("육점팔", "육 점 팔" = 6.8; a lone 이 after it is a particle: "오점이").

Fractions said in words: "and a half" after a number ("two and a half milligrams" = 2.5, "10 and a half stone" =
10.5), read on the twin once the number is in digits; and a number with 점 and no decimal before a copula ("칠 점
이라고" = 7: the 이 opens the copula 이라고, it is no decimal digit)."""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cache, lru_cache

from pia_graph.ingest.extract.number_words import KO_WORDS, SINO_DIGITS, sino_korean
from pia_graph.regex_needs import may_match
from pia_graph.temporal.numbers import KO_MEASURE_WORD_FORMS, KO_NATIVE_TENS, KO_NATIVE_UNITS

_UNITS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9}
_TEENS = {"ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16,
          "seventeen": 17, "eighteen": 18, "nineteen": 19}
_TENS = {"twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80,
         "ninety": 90}
_DIGIT_WORDS = {"zero": 0, "oh": 0, **_UNITS}
#: units after which a lone number word is read as a value (a dose, a distance)
_MEASURE_UNITS = (r"units?|mg|mcg|iu|miles?|km|kilomet(?:er|re)s?|milligrams?|micrograms?|kilo(?:gram)?s?|kgs?"
                  r"|stones?|pounds?|lbs?|mmol|percent|degrees")
_KO_DIGITS = {"영": 0, "공": 0, "일": 1, "이": 2, "삼": 3, "사": 4, "오": 5, "육": 6, "칠": 7, "팔": 8, "구": 9}


def _alt(words: dict[str, int]) -> str:
    return "|".join(sorted(words, key=len, reverse=True))


#: a word that goes on a number said in words after "one" ("one twenty", "one eighteen", "one oh six", "one point
#: two"): with it "one" is the first word of a number, not a pronoun for a thing ("the sugar one")
NUMBER_GOES_ON = rf"(?:{_alt({**_TENS, **_TEENS, **_UNITS})}|hundred|thousand|oh|point)\b"


@cache
def _en() -> re.Pattern[str]:
    unit, teen, ten = _alt(_UNITS), _alt(_TEENS), _alt(_TENS)
    below_100 = rf"(?:(?:{ten})(?:[\s-]+(?:{unit}))?|{teen}|{unit})"
    # "a hundred and four": "a" is one hundred
    hundreds = rf"(?P<h>{unit}|a)\s+hundred(?:\s+(?:and\s+)?(?P<hr>{below_100}))?"
    # "one sixty two" = 162, "one eighteen" = 118 (a hundreds digit, then the rest said as one number)
    spoken = rf"(?P<c>{unit})\s+(?P<ct>(?:{ten})(?:[\s-]+(?:{unit}))?|{teen})"
    # "one oh six" = 106, "two oh five" = 205: a hundreds digit, "oh" for the zero tens, a unit digit
    spoken_oh = rf"(?P<o>{unit})\s+oh\s+(?P<ou>{unit})"
    tens = rf"(?P<t>(?:{ten})[\s-]+(?:{unit}))"
    point = rf"(?:\s+point(?P<p>(?:\s+(?:{_alt(_DIGIT_WORDS)}))+))?"
    # one number word right before a dose or distance unit ("eighteen units", "five miles") is a value, not a count
    # so is one with a decimal said ("seven point two") or a half ("two and a half"): a count has none
    single = (rf"(?P<s>(?:{ten})|{teen}|{unit})(?=[\s-]+(?:{_MEASURE_UNITS})\b|\s+point\s+(?:{_alt(_DIGIT_WORDS)})\b"
              r"|\s+and\s+a\s+half\b)")
    # "eight thousand four hundred (steps)", "twelve thousand five hundred and ten", "ten thousand"
    thousands = (rf"(?P<k>{below_100})\s+thousand(?:\s+(?:and\s+)?(?:(?P<kh>{unit})\s+hundred"
                 rf"(?:\s+(?:and\s+)?(?P<khr>{below_100}))?|(?P<kr>{below_100})))?")
    return re.compile(rf"\b(?:{thousands}|{hundreds}|{spoken_oh}|{spoken}|{tens}|{single}){point}\b", re.IGNORECASE)


def _below_100(words: str) -> int:
    total = 0
    for w in re.split(r"[\s-]+", words.lower()):
        total += _TENS.get(w, 0) + _TEENS.get(w, 0) + _UNITS.get(w, 0)
    return total


def _en_value(m: re.Match[str]) -> str:
    if m.group("k"):
        whole = _below_100(m.group("k")) * 1000 + (_UNITS[m.group("kh").lower()] * 100 if m.group("kh") else 0) \
            + sum(_below_100(m.group(g)) for g in ("khr", "kr") if m.group(g))
    elif m.group("h"):
        whole = _UNITS.get(m.group("h").lower(), 1) * 100 + (_below_100(m.group("hr")) if m.group("hr") else 0)
    elif m.group("o"):
        whole = _UNITS[m.group("o").lower()] * 100 + _UNITS[m.group("ou").lower()]
    elif m.group("c"):
        whole = _UNITS[m.group("c").lower()] * 100 + _below_100(m.group("ct"))
    elif m.group("t"):
        whole = _below_100(m.group("t"))
    else:
        whole = _below_100(m.group("s"))
    if m.group("p"):
        return f"{whole}." + "".join(str(_DIGIT_WORDS[w.lower()]) for w in m.group("p").split())
    return str(whole)


_KO = re.compile(r"(?<![가-힣])((?:[이삼사오육칠팔구]?천)?(?:[이삼사오육칠팔구]?백)?(?:[이삼사오육칠팔구]?십)?"
                 # "백사십이 아니고": the particle of a negated copula (a number ending in 이 takes 가: "백사십이가
                 # 아니고"), so the 이 before 아니 is no digit
                 r"(?:[일삼사오육칠팔구]|이(?!\s?아니))?)(?:\s?점\s?([영공일이삼사오육칠팔구]+))?"
                 # a copula after the number ("팔십이요", "백이십이라고"): 이 is the copula's, not a digit
                 r"(?=$|[^가-힣]|에|은|는|을|를|도|까지|으로|로|정도|쯤|키로|킬로|이에요|이야|였|이었|이요|이라|이래|이고"
                 r"|이\s?아니)")
# a Korean number word's syllables: a text without one has no number `_KO` reads (it matches empty there, once a
# character, and every such match is passed over), so the scan is skipped
_KO_NUMERAL = re.compile(r"[일이삼사오육칠팔구천백십]")
# a dose unit said in the text: without one, no Korean dose number ``_KO_DOSE`` reads
_KO_DOSE_UNIT = re.compile(r"밀리|미리|mg|단위|유닛|unit|iu|마이크로|mcg", re.IGNORECASE)


@cache
def _over() -> re.Pattern[str]:
    """A lone number word after a number and "over" on the twin ("142 over ninety", "one forty over eighty"): the
    second of a pair said as one reading (a blood pressure), a value though a single word."""
    unit, teen, ten = _alt(_UNITS), _alt(_TEENS), _alt(_TENS)
    return re.compile(rf"(?<=\d)\s+over\s+(?P<t>(?:{ten})(?:[\s-]+(?:{unit}))?|{teen})\b", re.IGNORECASE)


@cache
def _stone_pounds() -> re.Pattern[str]:
    """A lone number word after a number of stones on the twin ("13 stone two", "twelve stone and four"): the
    pounds of a British body weight."""
    unit, teen = _alt(_UNITS), _alt(_TEENS)
    return re.compile(rf"(?<=\d)\s*(?:stones?|st)\s+(?:and\s+)?(?P<t>{teen}|{unit})\b", re.IGNORECASE)


@cache
def _lone() -> re.Pattern[str]:
    """One number word right after the name of a measurement ("pulse seventy", "sugar was nine", "heart rate at
    eighty"): a value though a single word; matched only at the end of a measured term's name (``after``)."""
    unit, teen, ten = _alt(_UNITS), _alt(_TEENS), _alt(_TENS)
    return re.compile(rf"\s*(?:(?:was|is|at|of|reading|read|came\s+(?:in|back)\s+at)\s+)?"
                      rf"(?P<t>{ten}|{teen}|{unit})\b(?![\s-]+(?:{unit}|{teen}|{ten}|hundred|thousand|point"
                      rf"|times|days?|weeks?|months?|years?|hours?|o'?clock|pm|am)\b)", re.IGNORECASE)


@cache
def _and_a_half() -> re.Pattern[str]:
    """A number in digits on the twin (padded as the twin pads it) and "and a half" said after it ("2   and a half
    milligrams", "10 and a half stone"): the number and a half, 2.5, 10.5."""
    return re.compile(r"(?<![\d.,/])(?P<n>\d+)\s+and\s+a\s+half\b", re.IGNORECASE)


@cache
def _lone_dose() -> re.Pattern[str]:
    """One number word right after a drug's name, the comma allowed ("sertraline fifty", "the omeprazole twenty
    every morning", "the amlodipine five."): the strength of the pill, said as patients say it; matched only at the
    end of a drug's name (``dosed``). A digit word (one to nine) only before the clause's end: "metformin, one in
    the morning" is a count."""
    unit, teen, ten = _alt(_UNITS), _alt(_TEENS), _alt(_TENS)
    return re.compile(rf"[\s,]*(?:(?P<t>{ten}|{teen})\b(?![\s-]+(?:{unit}|{teen}|{ten}|hundred|thousand|point"
                      rf"|times|min(?:ute)?s?|days?|weeks?|months?|years?|hours?|hrs?|o'?clock|pm|am|pills?|tablets?"
                      rf"|tabs?|of|more|percent|%)\b)|(?P<u>{unit})(?=\s*(?:[.;!]|$)))", re.IGNORECASE)


#: Korean numbers said right before a dose unit: a lone Sino-Korean digit ("오 밀리", "삼 단위") or a native
#: number ("열두 단위", "스무 단위", "여덟 유닛"); a count of pills (알, 정) is read by the count words
# the native units before a dose unit: temporal.numbers' table without the measure-word forms 석 / 서 / 너 (석 달,
# 서 말, 너 말), which nobody puts before mg or 단위
_KO_NATIVE_UNITS = {word: n for word, n in KO_NATIVE_UNITS.items() if word not in KO_MEASURE_WORD_FORMS}
_KO_DOSE = re.compile(
    rf"(?<![가-힣\d])(?:(?P<s>[일이삼사오육칠팔구])|(?P<nt>{_alt(KO_NATIVE_TENS)})?(?P<nu>{_alt(_KO_NATIVE_UNITS)})?)"
    r"(?=\s?(?:밀리그램|밀리(?!몰|리터|미터)|미리|mg|단위|유닛|units?|iu|마이크로|mcg)(?![A-Za-z]))", re.IGNORECASE)


#: one digit word with 점 said and no decimal after it, then a copula ("칠 점 이라고", "육점 이었어요"): the whole
#: number; a lone 이, 일 or 사 before 점 is a word ("이 점" = this point), not a number
_KO_POINT_WHOLE = re.compile(r"(?<![가-힣])(?P<n>[삼오육칠팔구])\s?점(?=\s?(?:이라|이에요|이었|이야|이요|이래|입니다))")


_RATING_WORDS = {"zero": 0, **_UNITS, "ten": 10}


@cache
def _rating_en() -> re.Pattern[str]:
    """A 0-10 rating said in one number word: "eight out of ten", "maybe a four", "down to a three.", "about a six
    now": with its scale said, or after "a"/"an" closing its clause (a count goes on into what it counts: "a two hour
    walk", "a four pack"). The scale's "ten" is read too (``w`` the rating, ``s`` the scale)."""
    word = _alt(_RATING_WORDS)
    ends = (r"(?=\s*(?:now|today|tonight|again|still|at\s+(?:worst|best|most)|this\s+(?:morning|afternoon|evening))?"
            r"\s*(?:$|[.,;:!?)~]))")
    return re.compile(rf"\b(?P<w>{word})\s+out\s+of\s+(?P<s>ten|10)\b|\ban?\s+(?P<a>{word})\b{ends}", re.IGNORECASE)


#: a 0-10 rating said in one Korean number word before the scale's hedge ("다섯 정도요", "일곱 점 정도", "칠 정도예요"):
#: a native word with 점, 정도 or 쯤, a lone Sino-Korean digit with 정도 or 쯤 (not 일, 이, 사: common words; 열
#: is fever)
_KO_RATING = re.compile(r"(?<![가-힣])(?:(?P<n>셋|넷|다섯|여섯|일곱|여덟|아홉)(?=\s?(?:점|정도|쯤))"
                        r"|(?P<s>[삼오육칠팔구])(?=\s?(?:정도|쯤)))")


def _ratings(text: str, put: Callable[[int, int, str], None]) -> None:
    """Ratings said in words (``_rating_en``, ``_KO_RATING``), written in digits."""
    for m in _rating_en().finditer(text) if may_match(_rating_en(), text) else ():  # no rating word: nothing
        g = "w" if m.group("w") else "a"
        put(m.start(g), m.end(g), str(_RATING_WORDS[m.group(g).lower()]))
        if m.group("s") and m.group("s").lower() == "ten":
            put(m.start("s"), m.end("s"), "10")
    for m in _KO_RATING.finditer(text) if "정도" in text or "쯤" in text or "점" in text else ():
        n = KO_WORDS[m.group("n")] if m.group("n") else SINO_DIGITS[m.group("s")]
        g = "n" if m.group("n") else "s"
        put(m.start(g), m.end(g), str(int(n)))


def digit_twin(text: str, after: tuple[int, ...] = ()) -> str:
    """``text`` with numbers said in words written in digits, each padded to its span (module docstring)."""
    return _twin(text, tuple(after), ())[0]


def digit_twin_values(text: str, after: tuple[int, ...] = (),
                      dosed: tuple[int, ...] = ()) -> tuple[str, dict[int, float]]:
    """The digit twin and, by offset, the value of each Korean number whose digits are longer than its words
    ("백오" is 105 in two syllables, "백" 100 in one): the twin holds the leading digits there ("10", "1"), so
    that the number is found at its offsets, and the value found there is to be read from the map (read only: the
    map is shared by the calls with the same arguments). ``dosed``: the ends of drugs' names, after which one number
    word is a strength ("sertraline fifty")."""
    return _twin(text, tuple(after), tuple(dosed))


@lru_cache(maxsize=64)
def _twin(text: str, after: tuple[int, ...], dosed: tuple[int, ...]) -> tuple[str, dict[int, float]]:
    """``digit_twin_values``, kept for the last texts: a turn's text is twinned several times (the analysis, the
    number reader, the dose rules), ~4.5 calls and one repeat a turn on the bench population (session 61)."""
    out = list(text)
    longer: dict[int, float] = {}

    def put(start: int, end: int, digits: str) -> None:
        if len(digits) <= end - start:
            out[start:end] = list(digits.ljust(end - start))

    for m in _en().finditer(text) if may_match(_en(), text) else ():  # no number word: nothing (regex_needs)
        put(m.start(), m.end(), _en_value(m))
    for m in _KO.finditer(text) if _KO_NUMERAL.search(text) else ():
        whole = sino_korean(m.group(1)) if m.group(1) else None
        if whole is None and m.group(1) in _KO_DIGITS and m.group(2) and m.group(2) != "이":
            whole = float(_KO_DIGITS[m.group(1)])  # "육점팔", "육 점 팔": one digit and a decimal said (not "오점이")
        if whole is None:
            continue
        digits = str(int(whole))
        if m.group(2):
            digits += "." + "".join(str(_KO_DIGITS[c]) for c in m.group(2))
        if len(digits) > m.end() - m.start():
            if m.group(2) or whole >= 1000 or text[:m.start()].rstrip().endswith("만"):
                continue  # thousands ("만 이천 보") are read by the quantity patterns in their words
            longer[m.start()] = float(digits)
            digits = digits[:m.end() - m.start()]
        put(m.start(), m.end(), digits)
    _ratings(text, put)
    for end in after:  # the ends of measured terms' names: a lone number word after one is its value
        lone = _lone().match(text, end)
        if lone is not None and out[lone.start("t"):lone.end("t")] == list(lone.group("t")):
            put(lone.start("t"), lone.end("t"), str(_below_100(lone.group("t"))))
    for end in dosed:
        lone = _lone_dose().match(text, end)
        group = "t" if lone is not None and lone.group("t") else "u"
        if lone is not None and out[lone.start(group):lone.end(group)] == list(lone.group(group)):
            put(lone.start(group), lone.end(group), str(_below_100(lone.group(group))))
    for m in _KO_DOSE.finditer(text) if _KO_DOSE_UNIT.search(text) else ():
        if m.end() == m.start() or out[m.start():m.end()] != list(m.group()):
            continue
        if m.group("s"):
            value = SINO_DIGITS[m.group("s")]
        else:
            value = KO_NATIVE_TENS.get(m.group("nt") or "", 0) + _KO_NATIVE_UNITS.get(m.group("nu") or "", 0)
        if len(str(value)) > m.end() - m.start():
            longer[m.start()] = float(value)
        put(m.start(), m.end(), str(value)[:m.end() - m.start()])
    for m in _KO_POINT_WHOLE.finditer(text) if "점" in text else ():
        if out[m.start():m.end()] == list(m.group()):
            put(m.start(), m.end(), str(SINO_DIGITS[m.group("n")]))
    twin = "".join(out)
    for m in _and_a_half().finditer(twin) if may_match(_and_a_half(), twin) else ():
        put(m.start(), m.end(), f"{m.group('n')}.5")
    twin = "".join(out)
    for m in _stone_pounds().finditer(twin):
        put(m.start("t"), m.end("t"), str(_below_100(m.group("t"))))
    for m in _over().finditer(twin):
        put(m.start("t"), m.end("t"), str(_below_100(m.group("t"))))
    return "".join(out), longer
