"""Numbers that are no values: a category ("stage 3b", "2형"), an amount of money ("$50", "50만원") or a place in a
series ("dose 2", "1차"). ``numbers.find_quantities`` leaves them out (pure)."""

from __future__ import annotations

import re
from functools import cache

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
