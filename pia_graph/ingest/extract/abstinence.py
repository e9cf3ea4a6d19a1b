"""An abstinence told by its count: "day 43 no booze", "5 weeks sober", "6 months smoke free", "10 months no
smoking", "금주 100일째", "금연 두 달 됐어요", "1년 가까이 금주", "술 끊은 지 9개월", "금연 중인데". The count says the
stop holds now, so it is the habit's status (drinking none, smoking former; rule ``profile.alcohol_status`` /
``profile.smoking_status`` in ``baseline_habits``), not a drinking or smoking episode. A count that ends the stop
("금연 40일 만에" a cigarette: after 40 days) is none. The abstinence words are the dictionary's lists
``abstinence_alcohol`` / ``abstinence_smoking`` (``ontology/84_rule_words.cypher``); the count is grammar. Pure."""

from __future__ import annotations

import re
from functools import cache

from pia_graph.ingest.extract.number_words import EN_WORDS, KO_WORDS
from pia_graph.ontology.word_lists import words_alternation


def _count_words(words: dict[str, float]) -> str:
    return "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True) if words[w] >= 1)


_EN_UNIT = r"(?:days?|weeks?|months?|years?|yrs?)"
_KO_UNIT = r"(?:일|주|개월|달|년)"


@cache
def _pattern(substance: str, lang: str) -> re.Pattern[str]:
    words = words_alternation(f"abstinence_{substance}", lang, r"\s*" if lang == "ko" else r"[\s-]+")
    if lang == "en":
        # "day 43 no booze", "year one sober", "6 months smoke free", "5 weeks sober", "a year sober"
        count = (rf"(?:(?:day|week|month|year)\s+(?:\d+|one)|(?:\d+|{_count_words(EN_WORDS)})\s+(?:full\s+)?"
                 rf"{_EN_UNIT})")
        return re.compile(rf"\b{count}\s+(?:of\s+)?(?:{words})\b", re.IGNORECASE)
    count = rf"(?:\d+|{_count_words(KO_WORDS)}|백|천)\s*{_KO_UNIT}"
    # "금주 100일째", "금연 두 달 됐어요", "술 끊은 지 9개월", "금연 중인데" (the word first); "1년 가까이 금주"
    # (the count first); "금연 3주 만에" (after three weeks: the stop has ended) is none
    return re.compile(rf"(?:{words})\s*(?:(?:을|를|한\s*지|한지)\s*)?(?:(?:오늘로|벌써|딱)\s*)?"
                      rf"(?:{count}(?!\s*만에)|중(?=\s*(?:이|인|입)))"
                      rf"|{count}\s*(?:째|가까이|넘게|동안|이상)?\s*(?:{words})")


def abstinent(text: str, substance: str, lang: str) -> bool:
    """The text tells an abstinence from ``substance`` ("alcohol" or "smoking") by its count."""
    return _pattern(substance, "ko" if lang == "ko" else "en").search(text) is not None
