"""A concept word with a number right after it names the concept's value term ("cholesterol 212" →
total cholesterol, "혈당 145" → glucose); a glucose reading goes to fasting or after-meal by its context."""

from __future__ import annotations

import re

from pia_graph.ingest.cue_words import cue_pattern
from pia_graph.ingest.extract.day_labels import LABEL_EN, LABEL_KO, LIST_SPAN_EN
from pia_graph.ingest.extract.number_units import UNIT_SPELLINGS, UNITS
from pia_graph.ingest.extract.spoken_numbers import digit_twin
from pia_graph.ingest.extract.wished_values import reading_after_wish
from pia_graph.ingest.hup.types import ordered_where
from pia_graph.ingest.text_spans import sentence_around, sentence_bounds
from pia_graph.ontology import Dictionary, TermMatch
from pia_graph.ontology.word_lists import words_alternation

#: the meals a glucose reading is timed by ("2 hrs after iftar 182", "sugar after lunch 132"; rule words
#: ``reading_meal``)
_MEALS = words_alternation("reading_meal", "en")
_MEAL_WORD = rf"(?:a\s+|my\s+|the\s+)?(?:{_MEALS})"

# A number soon after the concept word, with nothing but filler between ("blood sugar was like 132",
# "혈당이 145", "sugar: 5.6 mmol/L", "sugar was a bit high, 11.2", "sugar's been running high, around 11"); a
# question word or another sentence in between stops it.
_NUMBER_AFTER = re.compile(
    r"(?:\s*(?:was|is|were|are|at|of|came\s+(?:back|in)(?:\s+at)?|reading|read|level|levels|today|this\s+morning"
    # "sugar hit 210", "bp shot up to 160": a verb of reaching a level
    r"|hit|reached|spiked(?:\s+to)?|peaked(?:\s+at)?|(?:shot|went|got|jumped|crept)\s+up\s+to|(?:dropped|fell|went\s+down)\s+to"
    # "libre showed 212", "Libre says 212": what a device shows
    r"|says|said|showed|shows|showing|displayed"
    # "dexcom alarm went off at 2:50am, 61": a device's alarm, and the clock time it went off at
    r"|alarm(?:ed)?|alert(?:ed)?|went\s+off|beeped|buzzed"
    r"|\d{1,2}\s*시(?:\s*\d{1,2}\s*분|\s*반)?(?:에|쯤|경)?(?=\s*\d)"  # "혈당 3시 98": the clock hour it was read at
    r"|(?:(?:at|around|by)\s+)?\d{1,2}(?::\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)(?:\s+(?:this\s+morning|last\s+night|tonight))?\s*,?"
    # "hypo at dinner, 58", "BG before bed 118": the meal or the bedtime the reading was taken at
    rf"|(?:at|during|with)\s+{_MEAL_WORD}\s*,?|(?:before|at)\s+(?:bed|bedtime)|bedtime"
    # "sugar after lunch 132", "sugar before dinner 142": the meal the reading is timed by, said before its value
    rf"|(?:after|before|post)\s+{_MEAL_WORD}"
    r"|like|about|around|maybe|probably|roughly|~|:|=|-|[가-힣]{1,5}|'s|’s|been|running|sitting|a\s+(?:bit|little)"
    # "sugar levels mon 128 tue 119": the day label leading the first reading of a logged run
    rf"|{LIST_SPAN_EN}|{LABEL_EN}\.?\s*:?(?=\s*\d)"
    r"|slightly|quite|very|really|pretty|still|(?:high|higher|low|lower|ok|okay|normal|fine|good|bad|elevated"
    r"|raised)\s*,?"
    # "took my blood sugar at the clinic, said it was 11.2": the place it was taken, then the value told of "it"
    r"|at\s+the\s+[a-z]+(?:'s)?(?=\s*,?\s*(?:and\s+)?(?:\w+\s+)?(?:said\s+)?(?:it|that)\s+(?:was|is|read))"
    r"|,?\s*(?:and\s+)?(?:(?:she|he|they)\s+)?said\s+(?:it|that)(?=\s+(?:was|is|read))|(?:,\s*|,?\s*and\s+)(?:it|that)(?=\s+(?:was|is|read))"
    rf"|(?:\d+|an?|one|two|three)\s*(?:h|hrs?|hours?)\s+(?:after|post|later)(?:\s+{_MEAL_WORD})?(?:\s*:)?"
    # "sugar 30 min later 189": the minutes later than the meal told before
    r"|\d+\s*min(?:ute)?s?\s+later"
    # "혈당 식후 2시간 186": the hours after a meal said between the word and its value
    r"|\d\s*시간(?:\s*(?:후|뒤|만에|째))?(?=\s*\d)"
    r")\s*){0,4}\s*(\d+(?:\.\d+)?)(?!\s*(?:시|일|월|년|주|살|세"
    r"|days?|weeks?|months?|years?|hours?|hrs?|am|pm|times|번)\b)",
    re.IGNORECASE,
)
# before the day's first meal (rule words ``first_meal``: breakfast, suhoor before a day of the fast) is fasting
_FASTING = re.compile(r"\b(?:fasting|fastin\b|fasted|empty\s+stomach|before\s+(?:"
                      + words_alternation("first_meal", "en") + ")"
                      r"|first\s+thing|upon\s+waking"
                      r"|when\s+i\s+woke\s+up|fbs)\b|공복|빈\s?속"
                      r"|(?<!점심)(?<!저녁)(?<!점심\s)(?<!저녁\s)식전|아침\s*먹기\s*전|기상\s*직후|일어나자마자", re.I)
_AFTER_MEAL = re.compile(
    rf"\b(?:after\s+(?:a\s+|my\s+|the\s+)?(?:{_MEALS}|snack)"
    r"|post[-\s]?(?:meal|prandial|lunch|dinner|breakfast)|(?:\d+|an?|one|two|three)\s*(?:h|hr|hrs|hours?)\s+(?:after|post)"
    # "pizza at lunch, sugar 2 hours later was 188": the hours later than a meal said before the reading
    r"|(?:\d+|an?|one|two|three)\s*(?:h|hr|hrs|hours?)\s+later|\d+\s*min(?:ute)?s?\s+later"
    r"|pp(?=\s*\d))\b"
    r"|식후|먹고\s*(?:\d+\s*시간|한\s*시간|두\s*시간|나서|난\s*후|나니)|먹은\s*(?:지|후|뒤)|식사\s*후|밥\s*먹고"
    # "저녁 먹고 혈당 180", "저녁 먹고 최고 214": a meal eaten, then the reading (or its peak)
    r"|(?:아침|점심|저녁|식사)\s*(?:을|를)?\s*(?:먹고|하고)(?=\s*(?:(?:최고|최대)\s*)?(?:혈당|당|수치|\d))"
    # "빙수 하나 다 먹고 한참 있다가 혈당 재보니 201", "라멘 먹고 혈당 189": a food eaten, then the glucose (measured
    # or read) a few words on (not a pill: "약 먹고 혈당")
    r"|(?<!약)(?<!약\s)먹고\s+(?:\S+\s+){0,3}혈당",
    re.I,
)
# "bs 132": the chat abbreviation of blood sugar, only ever taken with a number right after it
_BS = re.compile(r"(?<![\w/])bs(?=\s*(?::|=|was|is|of|at)?\s*\d)", re.I)
# "공복 98", "fasting 104": the fasting reading named by the state alone, a number right after it
# ("fasting this morning was 118": the morning said between the state and its value)
_FASTING_ONLY = re.compile(r"(?:\bfasting|\bfastin\b|공복)(?=\s*(?:(?:this\s+(?:morning|am)|today)\s+)?"
                           r"(?:was|is|of|at|:|=|은|이|에|수치)?\s*"
                           rf"(?:{LIST_SPAN_EN}?\s*(?:{LABEL_EN}|{LABEL_KO})\.?\s*:?\s*)?(?:\d{{2,3}}"
                           r"(?![\d.]*\s*(?:시|분|hours?|hrs?|h\b)|:\d)|\d{1,2}(?:\.\d+)?\s*mmol"
                           # "fasting 5.6 this morning": a reading with a decimal is mmol/L (unit by magnitude)
                           r"|\d{1,2}\.\d(?!\d|\.\d|\s*(?:시|분|hours?|hrs?|h\b|kg|lbs?\b|%|일|days?\b))))",
                           re.I)
# "random check", "그냥 재본 혈당", "먹은 지 얼마나 됐는지 모르겠음": a reading said to be random, or whose meal time
# the user does not know, is a random glucose whatever meal it names
_RANDOM = re.compile(r"\brandom\b|그냥\s*재|아무\s*때|무작위|\b(?:not\s+sure|no\s+idea|don'?t\s+know)\b|모르겠|모름",
                     re.I)
# "ldl 142, hdl 38, tg 190, total 221": "total" in a list of lipids is total cholesterol
_TOTAL = re.compile(r"\btotal(?=\s*(?::|=|was|is|of)?\s*\d)|(?<![가-힣])총(?=\s*\d)", re.I)
_LIPIDS = frozenset({"test:ldl_cholesterol", "test:hdl_cholesterol", "test:triglycerides"})
# "2 hrs after dinner i was at 186", "pp 11.2 after lunch", "after breakfast 1 hr 152": the reading named by its time
# after a meal alone (the hours before the meal or after it)
_HOURS = r"(?:\d+|an?|one|two|three)\s*(?:h|hr|hrs|hours?)"
_MEAL_TIMED = re.compile(
    rf"\b(?:(?P<h1>{_HOURS})\s+(?:after|post)\s+{_MEAL_WORD}|(?:after|post)\s+{_MEAL_WORD}\s*,?\s*(?P<h2>{_HOURS})"
    r"(?:\s+later)?|pp)\b"
    r"(?=\s*[:=,]?\s*(?:(?:i\s+was\s+at|i\s+was|it\s+was|it\s+read|was|read)\s+)?\d{1,3}(?:\.\d+)?\b(?!\s*(?:am|pm|min|h\b|hrs?)))",
    re.I)
POSTPRANDIAL = "test:postprandial_glucose"
GLUCOSE_CONCEPT = "concept:blood_glucose"


_NOT_FASTING = re.compile(r"\b(?:had(?:n't|\s+not)|did(?:n't|\s+not)|was(?:n't|\s+not)|not|non)[-\s]+fast(?:ed|ing)?\b"
                          r"|공복\s*(?:이|은)?\s*아니|공복\s*아님", re.I)


# "sugar before dinner 142", "저녁 먹기 전 98": a reading before a later meal of the day is neither fasting nor after a
# meal (before breakfast is fasting, ``_FASTING``; so is 식전 alone, "저녁 식전 혈당 131" is before dinner)
_BEFORE_MEAL = re.compile(r"\bbefore\s+(?:a\s+|my\s+|the\s+)?(?:lunch|dinner|supper|tea)\b"
                          r"|(?:점심|저녁)\s*(?:을|를)?\s*(?:먹기\s*)?전(?![가-힣])|(?:점심|저녁)\s*식전", re.I)


def glucose_qualified(text: str) -> str | None:
    """The glucose coordinate the wording of ``text`` names (random, fasting, after a meal), or None."""
    if _RANDOM.search(text):
        return "test:random_glucose"
    if _FASTING.search(text) and not _NOT_FASTING.search(text):
        return "test:fasting_glucose"
    if _AFTER_MEAL.search(text):
        return "test:postprandial_glucose"
    if _BEFORE_MEAL.search(text):
        return "test:random_glucose"
    return None


def _glucose_key(text: str) -> str:
    return glucose_qualified(text) or "test:random_glucose"


_A1C_KEY = "test:hba1c"
_A1C_TOP = 20.0  # an HbA1c above 20 % is impossible, a glucose in mg/dL below it is too
_MMOL_AFTER = re.compile(r"\s*mmol", re.I)


def _panel_reading_key(text: str, number: re.Match[str]) -> str | None:
    """The reading a diabetes panel's word names by its number ("당뇨 수치 7.2", "diabetes numbers 6.8"): below 20
    with no mmol/L said, the HbA1c (a glucose in mg/dL is never that low); otherwise a glucose (None)."""
    if float(number.group(1)) < _A1C_TOP and not _MMOL_AFTER.match(text, number.end(1)):
        return _A1C_KEY
    return None


_DIGITS = re.compile(r"\d+(?:\.\d+)?")


def _reading_key(text: str, start: int, number_end: int) -> str:
    """The glucose a concept word with its number names, read from the reading's own words: from the number
    before it in the sentence to the next one ("sugar 98 fasting, 142 two hrs after breakfast, and a random 121":
    98 is the fasting one; the words of the later readings are theirs, ``followups``), those before the number
    first; else from the whole
    sentence ("fasting today, bp 120/80 and sugar 98", "혈당 180이라고 했는데 잘못봄 118이었어 식후 2시간")."""
    a, b = sentence_bounds(text, start, number_end)
    after = _DIGITS.search(text, number_end, b)
    end = after.start() if after else b
    before = max([d.end() for d in _DIGITS.finditer(text, a, start)], default=a)
    # a qualifier said between the word and its value is the value's ("sugar before dinner 142, two hours after 201")
    return glucose_qualified(text[before:number_end]) or glucose_qualified(text[before:end]) or _glucose_key(text[a:b])


def unit_after_number(text: str, m: TermMatch) -> bool:
    """ "6.2 mi", "5 k": a unit spelling right after a number is the unit, not a term (MI, K)."""
    return m.norm in UNIT_SPELLINGS and bool(re.search(r"\d\s*$", text[:m.start])) \
        and not re.match(r"\s*[:=]?\s*\d", text[m.end:])  # "Na 140 K 4.2": K names a test there


_RESULT_TYPES = frozenset(ordered_where(result=True))


def measured_ends(matches: list[TermMatch], dictionary: Dictionary) -> tuple[int, ...]:
    """The ends of the names of measurements (a reading's term, or a concept with a value term: "pulse",
    "sugar"), after which one number word is a value ("pulse seventy", ``spoken_numbers``)."""
    ends: list[int] = []
    for m in matches:
        concept = dictionary.concepts.get(m.term_key or "") if m.is_concept else None
        term = dictionary.terms.get(m.term_key or "")
        if (concept is not None and concept.value_term) or (term is not None and term.record_type in _RESULT_TYPES):
            ends.append(m.end)
    return tuple(ends)


def dosed_ends(matches: list[TermMatch], dictionary: Dictionary) -> tuple[int, ...]:
    """The ends of drugs' names (a term kept as a regimen or an intake), after which one number word is the
    pill's strength ("sertraline fifty", ``spoken_numbers``)."""
    ends: list[int] = []
    for m in matches:
        term = dictionary.terms.get(m.term_key or "")
        if term is not None and term.record_type in ("medication_regimen", "medication_intake"):
            ends.append(m.end)
    return tuple(ends)


#: a glucose named by the device that read it ("CGM", "libre", "리브레", "meter reading"): the device says how it was
#: read, not which reading it is; the reading's own words say that, as for "sugar" (the format has no device key)
_DEVICE_GLUCOSE = "test:glucometer_glucose"


def _device_reading(text: str, m: TermMatch, dictionary: Dictionary) -> TermMatch:
    """A device's glucose match keyed as the reading its words name (fasting, after a meal, random)."""
    number = _NUMBER_AFTER.match(text, m.end)
    key = (_reading_key(text, m.start, number.end(1)) if number is not None
           else _glucose_key(sentence_around(text, m.start, m.end)))
    if key not in dictionary.terms:
        return m
    return TermMatch(m.start, m.end, m.surface, m.norm, key, (key,), False, m.rule + "+device_reading")


# "dropped to 74 on the Libre", "61 per my dexcom": the value said before the device that read it (the match,
# from "on" to the device, is read with the number right before it: ``measure_values.value_before``)
VALUE_BEFORE_RULE = "context:glucose_device_value_before"
_VALUE_ON = re.compile(r"(?<![\d:.])(\d+(?:\.\d+)?)\s*(?:mg\s*/?\s*dl|mmol(?:\s*/\s*l)?)?\s+"
                       r"((?:on|per|from|according\s+to)\s+(?:the\s+|my\s+|her\s+|his\s+)?)$", re.I)


def _device_words(text: str, spans: list[tuple[int, int]], dictionary: Dictionary) -> list[TermMatch]:
    """ "libre showed 212", "Libre says 212 two hours after lunch", "fingerstick 54": a glucose device named by a word
    that is no alias (cue list ``glucose_device``: alone, "my libre sensor fell off", it is a product) with a number
    soon after it, or its value said just before it ("dropped to 74 on the Libre": the match then opens at "on",
    its value right before it), is a glucose reading, keyed by the reading's words as any device reading is."""
    out: list[TermMatch] = []
    for d in cue_pattern(dictionary, "glucose_device", "en").finditer(text):
        if any(s < d.end() and d.start() < e for s, e in spans):
            continue
        start, rule = d.start(), "context:glucose_device"
        number = _NUMBER_AFTER.match(text, d.end())
        if number is not None:
            key = _reading_key(text, d.start(), number.end(1))
        else:
            rule = VALUE_BEFORE_RULE
            lead = _VALUE_ON.search(text, max(0, d.start() - 40), d.start())
            if lead is None:
                continue
            start = lead.start(2)
            key = _reading_key(text, lead.start(1), lead.end(1))
        if key in dictionary.terms:
            out.append(TermMatch(start, d.end(), text[start:d.end()], d.group(0).lower(), key, (key,), False, rule))
    return out


# "저혈당 와서 11단위로 줄임", "hypo so 15 g of tabs": a number in a unit no glucose is in counts what was done for the
# low, it is no reading
_OTHER_UNITS = sorted((re.escape(u) for u, canon in UNITS.items() if canon not in ("mg/dL", "mmol/L")), key=len,
                      reverse=True)
_NOT_GLUCOSE_UNIT = re.compile(r"\s*(?:" + "|".join(_OTHER_UNITS) + r")(?![a-z])", re.I)


def _low_words(text: str, matches: list[TermMatch], dictionary: Dictionary, lang: str) -> list[TermMatch]:
    """ "hypo at dinner, 58", "Hypo at 2am this morning, 3.4", "저혈당 와서 재보니 62": a low named as such (cue list
    ``glucose_low``) with a number soon after it, in no unit of something else ("11단위로": a dose), is the glucose
    reading it was, keyed by its words (the reading takes the words the hypoglycaemia matched: a condition the
    format has no key for). A glucose word of its own between them reads that number."""
    out: list[TermMatch] = []
    for d in cue_pattern(dictionary, "glucose_low", lang).finditer(text):
        number = _NUMBER_AFTER.match(text, d.end())
        if number is None or _NOT_GLUCOSE_UNIT.match(text, number.end(1)):
            continue
        # a glucose word between the low and the number reads it; a glucose matched on the low's own words too
        if any(d.end() <= m.start < number.start(1) or (m.start < d.end() and d.start() < m.end)
               for m in matches if m.term_key in _GLUCOSE_KEYS):
            continue
        key = _reading_key(text, d.start(), number.end(1))
        if key in dictionary.terms:
            out.append(TermMatch(d.start(), d.end(), d.group(0), d.group(0).lower(), key, (key,), False,
                                 "context:glucose_low"))
    return out


#: the glucose readings a qualifier or a device moves between (fasting, random, after a meal, a meter's)
GLUCOSE_READINGS = frozenset({"test:fasting_glucose", "test:random_glucose", POSTPRANDIAL, _DEVICE_GLUCOSE})
_GLUCOSE_KEYS = GLUCOSE_READINGS | {GLUCOSE_CONCEPT}


def with_value_terms(text: str, matches: list[TermMatch], dictionary: Dictionary) -> list[TermMatch]:
    """Term matches, plus each concept match with a number after it rewritten to the concept's value term."""
    out: list[TermMatch] = []
    spans: list[tuple[int, int]] = []
    # read on the digit twin ("혈당 백이십", "pulse seventy", "blood sugar was one hundred and twenty six"): the
    # same offsets, numbers said in words written in digits
    text = digit_twin(text, measured_ends(matches, dictionary))
    for m in matches:
        if unit_after_number(text, m):
            continue
        spans.append((m.start, m.end))
        if m.term_key == _DEVICE_GLUCOSE and not m.is_concept:
            out.append(_device_reading(text, m, dictionary))
            continue
        if not m.is_concept:
            out.append(m)
            continue
        concept = dictionary.concepts.get(m.term_key or "")
        number = _NUMBER_AFTER.match(text, m.end) if concept is not None and concept.value_term else None
        if number is None and concept is not None and concept.value_term:  # "I wish my sugar was under 100 but it
            number = reading_after_wish(text, m.start, m.end, sentence_bounds(text, m.start, m.end),  # was 130"
                                        cue_pattern(dictionary, "wish_value", "en"))
        if concept is None or number is None:
            continue
        key = concept.value_term or ""
        if m.term_key == GLUCOSE_CONCEPT:
            key = _reading_key(text, m.start, number.end(1))
        elif key == "test:random_glucose":  # "당수치 140" (a panel's word): "당뇨 수치 7.2" is its HbA1c
            key = _panel_reading_key(text, number) or _glucose_key(sentence_around(text, m.start, m.end))
        if key not in dictionary.terms:
            continue
        out.append(TermMatch(m.start, m.end, m.surface, m.norm, key, (key,), False, m.rule + "+concept_value"))
    out += _device_words(text, spans, dictionary)
    out += [t for lang in ("en", "ko") for t in _low_words(text, matches, dictionary, lang)]
    for bs in [*_BS.finditer(text), *_FASTING_ONLY.finditer(text)]:
        if any(s < bs.end() and bs.start() < e for s, e in spans):
            continue
        key = _glucose_key(sentence_around(text, bs.start(), bs.end()))
        if key in dictionary.terms:
            out.append(TermMatch(bs.start(), bs.end(), bs.group(0), "bs", key, (key,), False, "abbr:bs"))
    for pp in _MEAL_TIMED.finditer(text):
        # the meal named inside ("after dinner") is when the reading was taken, not something else's name, and so
        # are the hours ("1 hr" is no heart rate)
        hours = [pp.span(g) for g in ("h1", "h2") if pp.group(g)]
        if not any(m.start < pp.end() and pp.start() < m.end and not (m.term_key or "").startswith("meal:")
                   and not any(a <= m.start and m.end <= b for a, b in hours)
                   for m in matches) and POSTPRANDIAL in dictionary.terms:
            out.append(TermMatch(pp.start(), pp.end(), pp.group(0), "pp", POSTPRANDIAL, (POSTPRANDIAL,), False,
                                 "context:meal_timed"))
    if any(t.term_key in _LIPIDS for t in out) and "test:total_cholesterol" in dictionary.terms:
        for tot in _TOTAL.finditer(text):
            if not any(s < tot.end() and tot.start() < e for s, e in spans):
                out.append(TermMatch(tot.start(), tot.end(), tot.group(0), "total", "test:total_cholesterol",
                                     ("test:total_cholesterol",), False, "context:lipid_list"))
    return sorted(out, key=lambda t: t.start)
