"""Meals: a late-night meal, a meal had, skipped, named by its header ("lunch was a big pasta") or by its time of
day and food with no verb ("저녁에 치킨이랑 맥주"). The lifestyle family's meal rule; items of a listed meal are
``meal_items``'s, a late meal said by the clock ``late_meals``'s."""

from __future__ import annotations

import re
from functools import cache
from typing import Any

from pia_graph.ingest.extract.context import Ctx, Draft
from pia_graph.ingest.extract.drink_words import DRINK_CTX
from pia_graph.ingest.extract.late_meals import DAY_PART_KO, late_hour_ko, sentence_with_time_ko
from pia_graph.ingest.extract.meal_items import food_said, item_drafts, items, meal_habit, no_food_ko, not_eating
from pia_graph.ingest.extract.unnamed_meds import names_medication
from pia_graph.ingest.negation import is_negated
from pia_graph.ontology.word_lists import words_alternation

_EAT = re.compile(r"\b(?:ate|eat|eating|eaten|snack\w*|munch\w*|binge\w*|devoured|demolish\w*|inhaled|wolfed"
                  r"|scarfed|polished\s+off|pigged\s+out"
                  r"|had\s+(?:a|an|some|two|\d+)\s+(?:bowl|plate|slice|piece|bag|handful)s?\s+of|had\s+(?:a|some|the)?\s*"
                  r"(?:pizza|chips|wings|ramen|burger|noodles|snack|dessert|ice\s+cream|fried\s+chicken))\b"
                  r"|먹었|먹고|먹음|야식", re.I)
_LATE = re.compile(
    r"\b(?:late[-\s]night|midnight|(?:9|10|11)(?::\d{2})?\s*(?:pm|p\.m\.)|(?:12|[1-3])(?::\d{2})?\s*(?:am|a\.m\.)"
    r"|at\s+1[01](?::\d{2})?\b|late\s+dinner)\b|야식|밤\s*(?:1[0-2]|열|열한|열두)\s*시|자정|새벽\s*\d|어젯밤|12시에"
    r"|어제\s*밤|밤\s*늦게|늦은\s*밤|밤에|자기\s*전에",
    re.I,
)
# a meal skipped, or a late snack held back ("야식 참았다", "resisted the late-night snack"): a negated meal record
_SKIP_MEAL = re.compile(r"\bskipped\s+(breakfast|lunch|dinner)|(아침|점심|저녁)\s*(?:을|은)?\s*굶"
                        r"|\b(?:skipped|resisted|no)\s+(?:the\s+|my\s+)?(late[-\s]night\s+snack\w*|midnight\s+snack\w*)"
                        r"|(야식)\s*(?:을|은|는|도)?\s*(?:참았|참음|참고|참는|안\s*먹|건너뛰|끊었)", re.I)
# "my dog ate a sock … til 2am": a possessed noun right before the eating verb is who ate
_OTHER_EATER = re.compile(r"\b(?:my|our|his|her|their)\s+(?!own\b)[a-z]+\s+$", re.I)
_LATE_SKIPPED = re.compile(r"late|midnight|야식", re.I)
_EATING_VERB_KO = re.compile(r"먹|과식|폭식")
_HAD_MEAL = re.compile(r"\b(?:had|ate)\s+(?:a\s+|my\s+)?(?:(?:big|huge|light|quick|late|early|small|heavy|healthy)\s+)?"
                       r"(?:breakfast|brunch|lunch|dinner|supper)\b", re.I)
_FOR_MEAL_EN = re.compile(r"^(?!(?:i|we|he|she|they|you|went|going|go|out|met|stayed|home|made|cooked|ordered)\b)"
                          r"[a-z][\w\s,&+'-]{1,50}?\s+for\s+(?:breakfast|brunch|lunch|dinner|supper)\b", re.I)
_MEAL_WORD = re.compile(r"\bfor\s+(breakfast|lunch|dinner)\b"
                        r"|(아침|점심|저녁|브런치|야식)\s*(?:으로|로|에|\d{1,2}\s*시)", re.I)
# "lunch today: bibimbap and a salad", "dinner was pasta", "점심: 김밥": the meal named, then what it was
MEAL_HEADER = re.compile(r"^(?:my\s+)?(?:(?:late|early|quick|big|light|small|huge|midnight)\s+)?"
                         r"(breakfast|brunch|lunch|dinner|supper|snack)\b(?:\s+\w+)?\s*(?::|was|=|-)\s*\w"
                         r"|^(아침|점심|저녁)(?:\s*\S+)?\s*[:은는]\s*\S", re.I)
# "저녁에 치킨이랑 맥주", "어제 야식으로 라면": a meal named by its time and food, with no verb
BARE_MEAL_KO = re.compile(r"^(?:(?:오늘|어제|어젯밤|그저께|아까)\s*)?(아침|점심|저녁|야식|브런치|간식)"
                          r"\s*(?:에|은|는|으로|:)?\s*"
                          r"(?P<food>[^\s.!?].{0,40}?)\s*[.!~ㅋㅎㅠㅜ^]*\s*$")
_VERB_END_KO = re.compile(r"(?:었|았|였|했|겠|는데|지만|니까|면서|려고)[가-힣]*$"
                          r"|(?:해|함|음|요|다|어|니|네|지|고|서|자)$")
_NOT_FOOD_KO = re.compile(r"약|운동|산책|헬스|요가|수영|검사|병원|진료|주사|혈압|혈당|체중|몸무게|수면|통증|아프|아파"
                          r"|회의|출근")


def meals(ctx: Ctx) -> list[Draft]:
    out: list[Draft] = []
    drug_positions = [m.start for m in ctx.matches if m.term_key and m.term_key.startswith("drug:")]
    for sentence_seg, parts in ctx.sentences:
        listed = items(ctx, sentence_seg.text, sentence_seg.start)  # "점심 김치찌개 저녁 삼겹살": one per item
        out.extend(item_drafts(listed))
        for clause in parts:
            t = clause.text
            if any(clause.start <= p < clause.end for p in drug_positions) \
                    or names_medication(ctx.dictionary, clause.text):
                continue
            if any(clause.start <= it.head_start < clause.end or clause.start <= it.start < clause.end
                   for it in listed):
                continue
            skip = _SKIP_MEAL.search(t)
            if skip:
                key = "meal:late_night_eating" if _LATE_SKIPPED.search(skip.group(0)) else "meal:meal"
                out.append(Draft("meal.skipped",
                                 "meal", key, clause.start + skip.start(), clause.start + skip.end(),
                                 {"value": t, "status": "skipped", "negated": True}))
                continue
            eat = _EAT.search(t)
            if eat is not None and ctx.lang == "ko" \
                    and (_eats_not(ctx, t, eat.start()) or _late_word_only(ctx, t, eat)):
                eat = None  # "아침에 까먹어서": forgot, no eating; "야식 끊어야 하는데": no late meal had
            # the hour may close the sentence in a clause of its own ("라면 끓여먹음 ㅠㅠ 밤 11시에"), unless the eating
            # clause names its own part of the day
            late = _LATE.search(t) or late_hour_ko(ctx, t) or (
                eat is not None and not DAY_PART_KO.search(t)
                and late_hour_ko(ctx, sentence_with_time_ko(ctx, clause.start)))
            if eat and late and not is_negated(t, eat.start(), eat.end(), ctx.lang) \
                    and not _OTHER_EATER.search(t[:eat.start()]):
                out.append(Draft("meal.late_night", "meal", "meal:late_night_eating", clause.start + eat.start(),
                                 clause.start + eat.end(), {"value": t},
                                 confidence=0.9))
                continue
            sentence = ctx.sentence_of(clause.start)
            # English also heads a later clause with the meal ("fasting 5.6 this morning, lunch was a big pasta")
            head_text = sentence.text if clause.start == sentence.start else t if ctx.lang == "en" else None
            header = MEAL_HEADER.match(head_text) if head_text is not None else None
            if header and header.group(2) and no_food_ko(ctx.dictionary, sentence.text[header.end() - 1:]):
                header = None  # "저녁은 안잼": the evening's reading not taken, no meal
            if header and head_text is not None and not is_negated(head_text, 0, header.end(), ctx.lang):
                key = "meal:late_night_eating" if _LATE.search(head_text) else "meal:meal"
                out.append(Draft("meal.header", "meal", key, clause.start + header.start(), clause.start + header.end(),
                                 {"value": _food_after(head_text, header.end() - 1) if ctx.lang == "en"
                                  else food_said(ctx, sentence.start, sentence.end) or head_text}))
                continue
            bare = _bare_meal(ctx, clause) if clause.start == sentence.start else None
            if bare is not None:
                out.append(bare)
                continue
            had = _HAD_MEAL.search(t)
            if had and not is_negated(t, had.start(), had.end(), ctx.lang):  # "had a big lunch"
                key = "meal:late_night_eating" if _LATE.search(t) else "meal:meal"
                out.append(Draft("meal.had",
                                 "meal", key, clause.start + had.start(), clause.start + had.end(), {"value": t}))
                continue
            meal = _MEAL_WORD.search(t)
            if meal and not eat and _FOR_MEAL_EN.match(t):  # "pizza and 3 beers for dinner last night"
                out.append(Draft("meal.for_meal",  # "salad and soup for dinner.": the food is the value
                                 "meal", "meal:meal", clause.start, clause.start + meal.end(),
                                 {"value": t[:meal.start()].strip(" ,") or t}))
                continue
            if eat and meal:
                out.append(Draft("meal.ate", "meal", "meal:meal", clause.start + eat.start(), clause.start + meal.end(),
                                 {"value": t}))
            elif eat and ctx.lang == "en" and eat.group(0).lower() not in ("eat", "eating") \
                    and (much := _overeaten().match(t, eat.end())) is not None \
                    and "?" not in t and not is_negated(t, eat.start(), much.end(), ctx.lang) \
                    and not _OTHER_EATER.search(t[:eat.start()]):
                out.append(Draft("meal.overate", "meal", "meal:meal", clause.start + eat.start(),
                                 clause.start + much.end(), {"value": t}))
    return out


# "lunch was a big pasta": the food said after the meal's header is the meal's value ("big pasta", as the gold has it)
_ARTICLE_EN = re.compile(r"^(?:a|an|the|some)\s+", re.I)


def _food_after(clause: str, at: int) -> str:
    """The words of an English clause from ``at`` (the first word after a meal header) to its first comma, without a
    leading article or trailing punctuation; the whole clause when nothing is left."""
    food = _ARTICLE_EN.sub("", re.split(r"[,;]", clause[at:])[0].strip()).rstrip(" .!?")
    return food or clause


@cache
def _overeaten() -> re.Pattern[str]:
    """ "ate way too many mooncakes", "I ate so much": an amount of excess right after the eating verb (word list
    ``overeaten``) makes the eating a meal though no meal word is said."""
    return re.compile(rf"\s+(?:{words_alternation('overeaten', 'en')})\b", re.IGNORECASE)


def _eats_not(ctx: Ctx, text: str, at: int) -> bool:
    """The 먹 at ``at`` ends a verb of ``eat_not_eating`` (까먹, 빼먹, 마음먹): no eating."""
    word = re.search(r"[가-힣]*$", text[:at])
    return word is not None and not_eating(ctx.dictionary).match(text[word.start():]) is not None


def _late_word_only(ctx: Ctx, text: str, eat: re.Match[str]) -> bool:
    """The clause names 야식 with no eating verb, and says it is usual (``meal_habit``: "자꾸 야식을") or goes on
    with no food ("야식 끊어야 하는데": ``no_food_ko``): no late meal had."""
    if eat.group(0) != "야식" or _EATING_VERB_KO.search(text):
        return False
    after = text[eat.end():]
    return meal_habit(ctx.dictionary).search(text) is not None \
        or (re.search(r"[가-힣]{2}", after) is not None and no_food_ko(ctx.dictionary, after))


def _bare_meal(ctx: Ctx, clause: Any) -> Draft | None:
    """ "저녁에 치킨이랑 맥주": the meal of a time of day named with what was eaten, no verb said."""
    if ctx.lang != "ko":
        return None
    m = BARE_MEAL_KO.match(clause.text)
    if m is None or "?" in clause.text:
        return None
    food = m.group("food")
    if re.match(r"(?:부터|까지|마다|엔|에는|쯤)(?![가-힣])", food) or no_food_ko(ctx.dictionary, food):
        return None  # "어제 저녁부터.": the time of an episode; "오늘 아침엔 좀 나아짐": how the user is
    last = re.sub(r"[^가-힣a-zA-Z]+$", "", food.split()[-1]) if food.split() else ""
    if not last or _VERB_END_KO.search(last) or re.search(r"\d(?!\s*(?:잔|병|캔))", food) \
            or _NOT_FOOD_KO.search(food):
        return None
    rest = DRINK_CTX.sub(" ", food)
    rest = re.sub(r"(?<![가-힣])(?:한|두|세|네|다섯|몇)\s*(?:잔|병|캔)|[잔병캔]|이랑|랑|하고|그리고|,", " ", rest)
    if not re.search(r"[가-힣A-Za-z]{2,}", rest):
        return None  # "어제 저녁에 와인 두 잔": drinks only, no meal
    food_start = clause.start + m.start("food")
    for t in ctx.matches:
        if food_start <= t.start < clause.end and t.term_key \
                and ctx.record_type(t.term_key) not in ("meal", "substance_use", "allergy"):
            return None  # "저녁에 두통", "아침에 혈압약": not a meal
    key = "meal:late_night_eating" if m.group(1) == "야식" or _LATE.search(clause.text) else "meal:meal"
    return Draft("meal.ko_meal_word", "meal", key, clause.start + m.start(1), clause.end,
                 {"value": food_said(ctx, clause.start, clause.end) or clause.text})
