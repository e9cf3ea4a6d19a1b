"""Rule meal.late_clock: food had at a clock time late at night, with no eating verb ("meal deal at 11pm again",
"cheese toastie at 11:30pm", "밤 12시에 밥먹는게 일상").
The foods and meals are the dictionary's cue list ``late_meal_food``
(ontology/80_cues.cypher); the hour is read here: 9 pm to 3 am, or in English an hour from 9 to 12 said bare with an
evening word (84_rule_words ``late_meal_evening``: "chips around 11:30 last night"). A clause that already holds a
meal record, names a drug, or is negated is left alone. Pure."""

from __future__ import annotations

import re
from functools import cache

from pia_graph.ingest.cue_words import cue_pattern
from pia_graph.ingest.extract.context import Ctx, Draft
from pia_graph.ingest.negation import is_negated
from pia_graph.ontology.word_lists import words_alternation

#: a Korean clock hour of the night, in digits or in native numerals ("밤 아홉시", "저녁 열시", "새벽 두시"): 9 to 12
#: after 저녁, 9 to 3 after 밤 / 새벽 (열두 and 열한 before 열, 한 / 두 / 세 only right before 시)
KO_EVENING_HOUR = r"(?:9|1[0-2]|아홉|열두|열한|열)"
KO_NIGHT_HOUR = r"(?:9|1[0-2]|[1-3]|아홉|열두|열한|열|한|두|세)"
KO_LATE_CLOCK = rf"(?:(?:밤|새벽)\s*{KO_NIGHT_HOUR}|저녁\s*{KO_EVENING_HOUR})\s*시"
_LATE_CLOCK = {
    # "pie at midnight": midnight is 12 am
    "en": re.compile(r"\b(?:(?:9|10|11)(?::[0-5]\d)?\s*p\.?m\.?|(?:12|[1-3])(?::[0-5]\d)?\s*a\.?m\.?"
                     r"|(?:at|around|after)\s+midnight)(?!\w)", re.I),
    # 저녁 9시 is 9 pm as 밤 9시 is ("어제 저녁 9시 반에 떡볶이"); 새벽 and 밤 reach past midnight
    "ko": re.compile(KO_LATE_CLOCK),
}
# Korean says an hour of the night bare when the turn is said in the evening ("11시에 편의점 도시락 먹음", "12시
# 넘어서 치킨"): an hour from 9 to 12 with no day-part word in the clause, told between 6 pm and 5 am
_BARE_HOUR_KO = re.compile(r"(?<![\d:.])(?:9|1[0-2])\s*시(?:\s*반)?\s*(?:에|쯤|경|넘어|넘어서|다\s*돼서|넘)")
DAY_PART_KO = re.compile(r"오전|아침|점심|낮|오후|저녁|밤|새벽")
_KEY = "meal:late_night_eating"
# an hour from 9 to 12 said bare after a word of time ("around 11:30", "at like 9:45"): late with an evening word
# ("half eleven": British for 11:30, the hour said in a word)
_BARE_HOUR = re.compile(r"\b(?:at|around|about|by|after|till|until|like|past|~)\s+(?:(?:9|10|11|12)(?::[0-5]\d)?"
                        r"|(?:half\s+(?:past\s+)?)?(?:nine|ten|eleven|twelve)(?:\s+(?:thirty|fifteen|forty[\s-]five))?)"
                        r"(?![\w.,/%:]|\s*[ap]\.?m\b)", re.I)


@cache
def _evening_en() -> re.Pattern[str]:
    """An English evening word (``late_meal_evening``), compiled once per process."""
    return re.compile(rf"\b(?:{words_alternation('late_meal_evening', 'en')})\b", re.I)


def _late_clock(ctx: Ctx, clock: re.Pattern[str], text: str) -> re.Match[str] | None:
    """A late clock time in the clause; in English also a bare hour with an evening word (``late_meal_evening``)."""
    at = clock.search(text)
    if at is not None or ctx.lang != "en":
        return at
    bare = _BARE_HOUR.search(text)
    if bare is None:
        return None
    return bare if _evening_en().search(text) else None


def late_hour_ko(ctx: Ctx, text: str) -> bool:
    """A Korean clock time of the night in ``text``: said with 밤, 새벽 or 저녁, or an hour said bare in a turn
    told in the evening or at night (``_BARE_HOUR_KO``)."""
    if ctx.lang != "ko":
        return False
    if _LATE_CLOCK["ko"].search(text):
        return True
    bare = _BARE_HOUR_KO.search(text)
    return bare is not None and not DAY_PART_KO.search(text) \
        and (ctx.said_at.hour >= 18 or ctx.said_at.hour < 5)


# a sentence that is only a clock time ("라면 끓여먹음 ㅠㅠ 밤 11시에": ㅠㅠ closes the sentence before it) says when
# the sentence before it happened
_TIME_ONLY_KO = re.compile(r"^\s*(?:(?:밤|새벽|저녁)\s*)?\d{1,2}\s*시(?:\s*반|\s*\d{1,2}\s*분)?\s*(?:에|쯤|경)?"
                           r"[\s.~!…]*$")


def sentence_with_time_ko(ctx: Ctx, pos: int) -> str:
    """The Korean sentence at ``pos``, with the next sentence when that one is only a clock time."""
    for n, (sentence, _parts) in enumerate(ctx.sentences):
        if sentence.start <= pos < sentence.end:
            after = ctx.sentences[n + 1][0].text if n + 1 < len(ctx.sentences) else ""
            return sentence.text + " " + after if _TIME_ONLY_KO.match(after) else sentence.text
    return ""


# the meal a dose was taken with ("took my statin with supper at 9pm"): the dose's time, no meal told
_DOSE_WITH = re.compile(r"\b(?:took|take|taking|takes)\b.*\bwith\s+(?:my\s+|the\s+|a\s+)?$", re.I)


def late_clock_meals(ctx: Ctx, meals: list[Draft]) -> list[Draft]:
    clock = _LATE_CLOCK.get(ctx.lang)
    if clock is None or ("late_meal_food", ctx.lang) not in ctx.dictionary.cues or ctx.record_type(_KEY) != "meal":
        return []
    if any(d.coordinate == _KEY for d in meals):
        return []  # "midnight snack: leftover pizza at 11pm": the late meal is told already, once a turn
    food = cue_pattern(ctx.dictionary, "late_meal_food", ctx.lang)
    for _sentence, parts in ctx.sentences:
        for clause in parts:
            if any(clause.start <= d.start < clause.end for d in meals):
                continue
            if any(clause.start <= m.start < clause.end and m.term_key and m.term_key.startswith("drug:")
                   for m in ctx.matches):
                continue
            what = food.search(clause.text)
            # Korean may put the hour in a clause of its own ("치킨에 맥주 2캔 ㅋㅋ 밤 10시에..")
            at = _late_clock(ctx, clock, clause.text) \
                or (late_hour_ko(ctx, sentence_with_time_ko(ctx, clause.start)) or None)
            if at is None or what is None or is_negated(clause.text, what.start(), what.end(), ctx.lang) \
                    or _DOSE_WITH.search(clause.text[:what.start()]):
                continue
            return [Draft("meal.late_clock", "meal", _KEY, clause.start + what.start(), clause.start + what.end(),
                          {"value": clause.text}, confidence=0.85)]
    return []
