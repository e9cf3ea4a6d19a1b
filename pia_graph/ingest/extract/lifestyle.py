"""Lifestyle episodes: meals (late-night eating), drinks, mood and stress; cigarettes in ``smoking``."""

from __future__ import annotations

import re
from functools import cache
from typing import Any

from pia_graph.ingest.clauses import Segment
from pia_graph.ingest.cue_words import cue_pattern
from pia_graph.ingest.extract.context import Ctx, Draft
from pia_graph.ingest.extract.drink_days import by_day
from pia_graph.ingest.extract.food_eaten import food_eaten
from pia_graph.ingest.extract.late_meals import DAY_PART_KO, late_clock_meals, late_hour_ko, sentence_with_time_ko
from pia_graph.ingest.extract.meal_items import food_said, item_drafts, items, meal_habit, no_food_ko, not_eating
from pia_graph.ingest.extract.numbers import Quantity
from pia_graph.ingest.extract.smoking import smoking
from pia_graph.ingest.extract.unnamed_meds import names_medication
from pia_graph.ingest.extract.vague_counts import count_said_after, said_vaguely
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
_MEAL_HEADER = re.compile(r"^(?:my\s+)?(?:(?:late|early|quick|big|light|small|huge|midnight)\s+)?"
                          r"(breakfast|brunch|lunch|dinner|supper|snack)\b(?:\s+\w+)?\s*(?::|was|=|-)\s*\w"
                          r"|^(아침|점심|저녁)(?:\s*\S+)?\s*[:은는]\s*\S", re.I)
# "저녁에 치킨이랑 맥주", "어제 야식으로 라면": a meal named by its time and food, with no verb
_BARE_MEAL_KO = re.compile(r"^(?:(?:오늘|어제|어젯밤|그저께|아까)\s*)?(아침|점심|저녁|야식|브런치|간식)"
                           r"\s*(?:에|은|는|으로|:)?\s*"
                           r"(?P<food>[^\s.!?].{0,40}?)\s*[.!~ㅋㅎㅠㅜ^]*\s*$")
_VERB_END_KO = re.compile(r"(?:었|았|였|했|겠|는데|지만|니까|면서|려고)[가-힣]*$"
                          r"|(?:해|함|음|요|다|어|니|네|지|고|서|자)$")
_NOT_FOOD_KO = re.compile(r"약|운동|산책|헬스|요가|수영|검사|병원|진료|주사|혈압|혈당|체중|몸무게|수면|통증|아프|아파"
                          r"|회의|출근")
# drinks counted by the serving ("3 beers", "2 highballs"): part of the drink context and of a counted drink
_SERVINGS = r"beers?|ciders?|lagers?|ales?|ipas?|schooners?|highballs?|cocktails?|margaritas?|mimosas?|shots?"
_DRINK_CTX = re.compile(r"\b(?:" + _SERVINGS + r"|wine|drinks?|(?<!my\s)(?<!reading\s)(?<!sun)(?<!eye)glass(?:es)?"
                        r"|soju|sake|whisk(?:e)?y|scotch|bourbon|vodka|gin|rum|tequila|cans?"
                        r"|prosecco|champagne|makgeolli"
                        r"|pints?(?!\s+of\s+(?:ice\s+cream|gelato|milk|water|juice|yogh?urt|berries))|bottles?\s+of(?!\s+water)"
                        r"|alcohol)\b|소주|맥주|와인|술|막걸리|하이볼|위스키|칵테일|보드카|사케|양주", re.I)
_HABITUAL = re.compile(r"\b(?:a|per)\s+(?:week|day|month)\b|\bweekly\b|\bsocially\b|\busually\b|\bmost\s+nights\b"
                       r"|\bnights\s+a\s+week\b|\bevery\s+(?:day|night)\b|일주일에|매일", re.I)
# "I don't drink", "술은 아예 안 마셔요": a baseline habit (profile), not an evening without drinks
_NON_DRINKER = re.compile(r"\b(?:don't|dont|do\s+not|never)\s+drink\b|\bteetotal\w*|\bnon-?drinker\b"
                          r"|(?:안|못)\s*마(?:셔요|셔|십니다|시는|심)(?!\S*었)", re.I)
_STRESS = re.compile(r"\bstress\w*\b|스트레스", re.I)
_MOOD = re.compile(r"\bmood\b|기분", re.I)
_STRESS_LEVEL: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"through\s+the\s+roof|\bhigh\b|super\s+stressed|so\s+stressed|really\s+stressed|extremely|insane|crazy"
                r"|very\s+stressed|stressed\s+af\b|심(?:해|했|함|하다)|엄청|너무|많이|장난\s*아|높", re.I), "high"),
    (re.compile(r"\b(?:a\s+bit|a\s+little|somewhat|kind\s+of|mild)\b|조금|약간", re.I), "moderate"),
    (re.compile(r"\b(?:low|relaxed|calm|no\s+stress)\b|없", re.I), "low"),
)
_COUNTED = re.compile(r"\s*(?:or\s+\d+\s+)?(?:\w+\s+)?(?:drinks?|glasses|cans|" + _SERVINGS + r")\b", re.I)
_DRINK_BEFORE = re.compile("(?:" + _DRINK_CTX.pattern + r")\s*$", re.I)
_BOTTLE_DRINKS = (("soju", 7.0), ("소주", 7.0), ("wine", 5.0), ("와인", 5.0))


def _meals(ctx: Ctx) -> list[Draft]:
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
            header = _MEAL_HEADER.match(head_text) if head_text is not None else None
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
    m = _BARE_MEAL_KO.match(clause.text)
    if m is None or "?" in clause.text:
        return None
    food = m.group("food")
    if re.match(r"(?:부터|까지|마다|엔|에는|쯤)(?![가-힣])", food) or no_food_ko(ctx.dictionary, food):
        return None  # "어제 저녁부터.": the time of an episode; "오늘 아침엔 좀 나아짐": how the user is
    last = re.sub(r"[^가-힣a-zA-Z]+$", "", food.split()[-1]) if food.split() else ""
    if not last or _VERB_END_KO.search(last) or re.search(r"\d(?!\s*(?:잔|병|캔))", food) \
            or _NOT_FOOD_KO.search(food):
        return None
    rest = _DRINK_CTX.sub(" ", food)
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


_SHOT = re.compile(r"\bshots?\b", re.I)
_SHOT_AFTER = re.compile(r"(?:st|nd|rd|th)?\s*(?:\w+\s+)?shots?\b", re.I)  # "3rd shot", "2 flu shots"


_DOSED = ("medication_regimen", "medication_intake")


def _vaccine_shots(ctx: Ctx, start: int, end: int) -> bool:
    """ "got a tetanus shot", "hep b series (3rd shot)": in a sentence naming a vaccine a shot is a dose of it,
    not a drink. "they gave me an antihistamine shot", "steroid shot in my knee", "a shot of toradol": in a sentence
    naming a drug (by its name or its class) or an injection (cue list ``shot_injected``) and no alcohol, a shot is an
    injection too."""
    named = [ctx.record_type(m.term_key) for m in ctx.matches if start <= m.start < end]
    if "vaccination" in named:
        return True
    if ctx.lang != "en" or any(start <= m.start < end and m.term_key == "substance:alcohol" for m in ctx.matches):
        return False
    text = ctx.text[start:end]
    return any(k in _DOSED for k in named) or names_medication(ctx.dictionary, text) \
        or cue_pattern(ctx.dictionary, "shot_injected", "en").search(text) is not None


def _alcohol_named(ctx: Ctx, start: int, end: int) -> tuple[int, int] | None:
    """Where a Korean sentence names alcohol by a dictionary alias (offsets in the sentence), else None."""
    if ctx.lang != "ko":
        return None
    m = next((m for m in ctx.matches if m.term_key == "substance:alcohol" and start <= m.start < end), None)
    return (m.start - start, m.end - start) if m is not None else None


def _alcohol(ctx: Ctx) -> list[Draft]:
    out: list[Draft] = []
    for sentence, _parts in ctx.sentences:
        vaccine = _vaccine_shots(ctx, sentence.start, sentence.end)
        drink_text = _SHOT.sub(lambda m: " " * len(m.group(0)), sentence.text) if vaccine else sentence.text
        # "a broken glass", "a glass of water": a glass that is no drink is blanked, with its count
        no_drink = [(sentence.start + g.start(), sentence.start + g.end())
                    for g in cue_pattern(ctx.dictionary, "glass_not_drink", "en").finditer(drink_text)] \
            if ctx.lang == "en" else []
        for a, b in no_drink:
            drink_text = drink_text[:a - sentence.start] + " " * (b - a) + drink_text[b - sentence.start:]
        hit = _DRINK_CTX.search(drink_text)
        # a Korean drink the dictionary names and the list above does not ("소맥 다섯잔", "폭탄주", "동동주")
        named = _alcohol_named(ctx, sentence.start, sentence.end) if hit is None else None
        if _HABITUAL.search(drink_text) or (hit is None and named is None) or _NON_DRINKER.search(drink_text):
            continue
        total = 0.0
        first = last = -1
        vague: Quantity | None = None
        counted: list[tuple[Quantity, float]] = []  # each serving counted and the drinks it adds
        for q in ctx.quantities_in(sentence.start, sentence.end):
            if not ctx.free(q):
                continue
            if vaccine and (_SHOT.search(ctx.text[q.start:q.end]) or _SHOT_AFTER.match(ctx.text, q.end)):
                continue
            if any(q.start < b and a < q.end for a, b in no_drink):
                continue
            if q.unit == "drink" or (q.unit == "bottle"):
                per = 1.0
                if q.unit == "bottle":
                    window = ctx.text[q.start:min(sentence.end, q.end + 15)].lower()
                    window += ctx.text[max(sentence.start, q.start - 8):q.start].lower()
                    per = next((n for w, n in _BOTTLE_DRINKS if w in window), 1.0)
                total += q.value * per
                counted.append((q, q.value * per))
                vague = q if total == q.value * per and said_vaguely(ctx, q) else None
            elif (q.unit is None and _COUNTED.match(ctx.text[q.end:])) or (q.unit == "times" and _DRINK_BEFORE.search(
                    ctx.text[max(sentence.start, q.start - 40):q.start])):
                total = max(total, q.value)  # "3 beers", "whisky highballs x6"
                counted.append((q, -1.0))  # not a serving that adds: the sentence is not split by day
            elif q.unit is None and re.match(r"\s*or\s+\d+\s+(?:drinks?|beers?)", ctx.text[q.end:], re.I):
                continue
            else:
                continue
            ctx.take(q)
            first = q.start if first < 0 else first
            last = q.end
        exact = count_said_after(ctx, vague, sentence.end) if vague is not None else None
        if exact is not None:  # "a few schooners, maybe 4": the number said after the vague count
            ctx.take(exact)
            total, last = exact.value, exact.end
            counted = []
        h_start, h_end = (hit.start(), hit.end()) if hit is not None else named or (0, 0)
        neg = is_negated(sentence.text, h_start, h_end, ctx.lang)
        fields: dict[str, Any] = {"unit": "drinks"}
        if neg:
            fields.update(negated=True, value=0)
        elif total > 0:
            fields.update(value=round(total, 2), drinks=round(total, 2))
        elif not re.search(r"\b(?:had|drank|drinking|drinks)\b|마셨", sentence.text, re.I) \
                and not _BARE_MEAL_KO.match(sentence.text) and not _MEAL_HEADER.match(sentence.text):
            continue
        s = first if first >= 0 else sentence.start + h_start
        e = last if last >= 0 else sentence.start + h_end
        drafted = Draft("substance.alcohol", "substance_use", "substance:alcohol", s, e, fields, confidence=0.9)
        out += [drafted] if any(n < 0 for _q, n in counted) else by_day(ctx, drafted, counted, sentence)
    return out


_MOOD_KO = re.compile(r"기분\S*\s*(최고|최악|좋|나쁘|나빠|별로|꿀꿀|우울|괜찮|엉망|다운)")
_MOOD_KO_VALUE = {"최고": "great", "좋": "good", "괜찮": "okay", "나쁘": "bad", "나빠": "bad", "별로": "low",
                  "꿀꿀": "low", "우울": "low",
                  "최악": "bad", "엉망": "bad", "다운": "low"}
_RATING_ONLY = re.compile(r"^\s*(?:(?:like|maybe|about|around|i'd\s+say|솔직히|한)\s*)?[\d.]+\s*(?:/\s*10|out\s+of\s+10"
                          r"|점|점\s*만점에\s*[\d.]+\s*점?)?\s*(?:정도|쯤)?\s*[.!?~ㅠㅜ🥰😊😩]*\s*$"
                          r"|^\s*10\s*점\s*(?:만점에|중에?)\s*[\d.]+\s*점?\s*(?:정도|쯤)?\s*\S{0,3}\s*$", re.I)


def _rating_end(ctx: Ctx, end: int) -> int:
    """The end of a sentence, or of the next one when that one is only a rating ("... 10점 만점에 9점")."""
    for sentence, _parts in ctx.sentences:
        if sentence.start >= end:
            return sentence.end if _RATING_ONLY.match(sentence.text) else end
    return end


_ON_AFTER = re.compile(r"\s+on\b", re.IGNORECASE)


def _mood_felt(ctx: Ctx, clause: Segment) -> re.Match[str] | None:
    """A mood said by how the user feels (cue list ``mood_felt``), not "feeling low on energy", "feeling low
    sugar": "on" or a term of the dictionary right after it."""
    hit = cue_pattern(ctx.dictionary, "mood_felt", "en").search(clause.text)
    if hit is None or _ON_AFTER.match(clause.text, hit.end()):
        return None
    end = clause.start + hit.end()
    return None if any(0 <= m.start - end <= 2 for m in ctx.matches) else hit


def _mood(ctx: Ctx) -> list[Draft]:
    out: list[Draft] = []
    for sentence, parts in ctx.sentences:
        for clause in parts:
            for key, rx in (("mood:stress", _STRESS), ("mood:mood", _MOOD)):
                hit = rx.search(clause.text)
                if hit is None and key == "mood:mood" and ctx.lang == "en" \
                        and not any(d.coordinate == key for d in out):
                    # "feeling pretty down today": the mood, no word "mood" ("mood 4/10 today, felt low": said once)
                    hit = _mood_felt(ctx, clause)
                if not hit:
                    continue
                fields: dict[str, Any] = {}
                at = clause.start + hit.end()
                # "mood is 4/10 and stress is a 9/10": each word takes the score said after it, nearest first
                scores = sorted((q for q in ctx.quantities_in(clause.start, clause.end)
                                 if ctx.free(q) and (q.kind == "score" or (q.kind == "number" and q.unit is None
                                                     and 0 <= q.value <= 10 and 0 <= q.start - at <= 14))),
                                key=lambda q: (q.start < at, abs(q.start - at)))
                score = scores[0] if scores else None
                if score is None:
                    # not a score another clause says of its own mood word ("stress high …, mood like 4/10")
                    score = next((q for q in ctx.quantities_in(sentence.start, _rating_end(ctx, sentence.end))
                                  if q.kind == "score" and ctx.free(q)
                                  and not _rates_its_own(ctx, clause, q, key)), None)
                if score is not None:
                    ctx.take(score)
                    fields["value"] = score.value
                elif key == "mood:stress":
                    level = next((lbl for lrx, lbl in _STRESS_LEVEL if lrx.search(clause.text)), None)
                    if level is None and not re.search(r"\bstressed\b|스트레스", clause.text, re.I):
                        continue
                    fields["value"] = level or "moderate"
                else:
                    word = re.search(r"\b(low|down|good|great|bad|terrible|okay|ok|happy|sad)\b", clause.text, re.I)
                    ko = _MOOD_KO.search(clause.text)
                    if not word and not ko:
                        continue
                    fields["value"] = word.group(1).lower() if word else _MOOD_KO_VALUE[ko.group(1)] if ko else None
                out.append(Draft("mood.word", "mood", key, clause.start + hit.start(), clause.start + hit.end(), fields,
                                 confidence=0.9))
    return out


def _rates_its_own(ctx: Ctx, clause: Segment, q: Quantity, key: str) -> bool:
    """A score in another clause that names the other of mood and stress (and not this one) is that word's."""
    other = ctx.clause_of(q.start)
    mine, theirs = (_STRESS, _MOOD) if key == "mood:stress" else (_MOOD, _STRESS)
    return other.start != clause.start and theirs.search(other.text) is not None and not mine.search(other.text)


def extract(ctx: Ctx) -> list[Draft]:
    meals = _meals(ctx)
    meals += late_clock_meals(ctx, meals)
    return meals + food_eaten(ctx, meals) + _alcohol(ctx) + _mood(ctx) + smoking(ctx)
