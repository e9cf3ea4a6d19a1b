"""Rule meal.ko_item: Korean meals named by their time of day, one record per item, the food as the value.

"어제 점심 김치찌개 저녁 삼겹살에 소주 3잔", "아침 시리얼, 점심 짜장면, 저녁 회. 밤 12시에 아이스크림",
"점심엔 회사 구내식당 저녁은 닭가슴살 샐러드 그리고 …", "야식으로 치킨 반마리에 맥주 2캔 먹음": a meal word of the
dictionary's cue list ``meal_time`` (``late_meal_time`` for the late ones, or 밤/새벽 with a clock hour), an optional
particle, then what was eaten up to the next item (a comma, a full stop, 그리고, the next meal word) or an eating
verb. The item is no meal when what follows is a number with no portion (아침 공복 104, 저녁에 수영 40분), a term of
another record (아침 혈압 131/84, 아침에 혈압약), a word of ``meal_not_food`` (운동, 검사, 약속), or a verb other than
eating (저녁에 친구 만났어요). The value is the food: drinks after it are the substance record's
("삼겹살에 소주 3잔" -> 삼겹살), an adverb (가볍게) and a final object particle are left out. Pure.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

from pia_graph.ingest.cue_words import cue_pattern, cue_words
from pia_graph.ingest.extract.context import Ctx, Draft
from pia_graph.ingest.extract.late_meals import KO_LATE_CLOCK
from pia_graph.ingest.negation import is_negated
from pia_graph.ontology import Dictionary

_KEY = "meal:meal"
_LATE_KEY = "meal:late_night_eating"
#: a late clock hour as the head of an item ("밤 12시에 아이스크림", "새벽 2시 라면")
_LATE_CLOCK = rf"{KO_LATE_CLOCK}(?:\s*반)?(?:\s*(?:쯤|경))?"
_CLOCK_HEAD = re.compile(_LATE_CLOCK)
#: the particle after a meal word: topic, locative, instrumental, also
_PARTICLE = r"(?:\s*(?:에는|엔|은|는|에|으론|으로|로|도))"
#: an eating verb as a word of its own or glued to its object's verb (끓여먹음, 시켜먹었어, 해먹고); 과식/폭식 said
_EAT = re.compile(r"먹(?:었|어|음|고|은|는|을|던|자|다|기|엇)|(?:과식|폭식)")
#: eating still ahead, wished for, or said in the present (what is usual: "아침은 샐러드로 먹어요"): no meal had
_EAT_AHEAD = re.compile(r"먹(?:을|으려|자|기로|어야|고\s*싶|을까|고\s*있|어요|어$|는|다|기)")
#: a word that is a verb or an adjective (its ending), which ends a food phrase: not eating, the item is no meal
_VERB_WORD = re.compile(r"(?:었|았|였|했|겠|됐|됬)[가-힣]*$"
                        r"|(?:는데|지만|니까|면서|려고|어서|아서|해서|어요|아요|해요|세요|네요|습니다|니다|거든|잖아"
                        r"|는거|은거|했음|함|었음|았음|있음|없음|있어|없어|있고|없고|한다|된다|하고|하러|서|는게|기로|(?<=[가-힣])다)$")
#: an adverb in -게 said of the meal (가볍게, 든든하게, 맛있게): neither food nor verb
_ADVERB = re.compile(r"[가-힣]+게$")
#: emoticons and laughter close the item
_CHAT = re.compile(r"^[ㅋㅎㅠㅜㄷ;^~!.]+$")
#: what ends an item: punctuation, 그리고 / 그다음, or a clause joined by 하고 (퇴근하고)
_ITEM_END = re.compile(r"[,.!?;\n·/]|(?<!\S)(?:그리고|그다음|그담|그\s?후|이후)(?!\S)")
#: a number with a portion is part of the food ("삼각김밥 두개", "떡국 두그릇"); any other number is no food
_PORTION = re.compile(r"\d+(?:\.\d+)?\s*(?:개|그릇|인분|조각|마리|잔|병|캔|공기|접시|봉지|줄|쪽|장|컵|팩|입)")
_DIGIT = re.compile(r"\d")
#: what is left of an item after the food: a drink joined by a particle ("에 소주 3잔", "이랑 맥주")
_JOIN = r"(?:에|이랑|랑|하고|과|와|,)?"
_OBJECT = re.compile(r"(?<=[가-힣])(?:을|를)$")
#: two foods joined by 랑 / 이랑 are listed: "김치찌개랑 현미밥 반공기" -> "김치찌개, 현미밥 반공기"
_WITH = re.compile(r"(?<=[가-힣])(?:이랑|랑)\s+")
#: a further food listed after an item by a comma ("현미밥, 된장국, 고등어구이."), and what closes the last one
_LISTED = re.compile(r"\s*,\s*([^,]+)")
_LISTED_TAIL = re.compile(r"[\s.!~ㅋㅎㅠㅜ^]+$")


@dataclass(frozen=True)
class MealItem:
    """One item: its head (the meal word) and the food's span in the sentence, the food, late or not."""

    head_start: int
    start: int
    end: int
    food: str
    late: bool


@cache
def _heads(words: tuple[str, ...], late: tuple[str, ...]) -> re.Pattern[str]:
    alt = "|".join(re.escape(w) for w in sorted(set(words) | set(late), key=len, reverse=True))
    # the clock first: "저녁 열시에 떡볶이" is a late item, not 저녁 with "열시에 떡볶이"
    return re.compile(rf"(?<![가-힣A-Za-z0-9])(?P<head>{_LATE_CLOCK}|{alt}){_PARTICLE}?(?:\s*:)?(?=\s|:|$)\s*")


@cache
def _drinks(words: tuple[str, ...]) -> re.Pattern[str]:
    alt = "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))
    return re.compile(rf"\s*{_JOIN}\s*(?:\S*(?:{alt})).*$")


@cache
def _not_food(words: tuple[str, ...]) -> re.Pattern[str]:
    return re.compile("|".join(re.escape(w) for w in sorted(words, key=len, reverse=True)))


def meal_habit(dictionary: Dictionary) -> re.Pattern[str]:
    """A word of ``meal_habit`` at the start of a word: what is said is usual, not one meal."""
    return _habit(dictionary)


def _habit(dictionary: Dictionary) -> re.Pattern[str]:
    """A word of ``meal_habit`` at the start of a word: what is said is usual, not one meal."""
    return _word_starts(cue_words(dictionary, "meal_habit", "ko"))


@cache
def _word_starts(words: tuple[str, ...]) -> re.Pattern[str]:
    return re.compile(rf"(?<![가-힣])(?:{'|'.join(re.escape(w) for w in words)})")


def _lists(dictionary: Dictionary) -> tuple[re.Pattern[str], re.Pattern[str], re.Pattern[str], tuple[str, ...]] | None:
    if ("meal_time", "ko") not in dictionary.cues:
        return None
    late = cue_words(dictionary, "late_meal_time", "ko")
    heads = _heads(cue_words(dictionary, "meal_time", "ko"), late)
    return heads, _drinks(cue_words(dictionary, "meal_drink", "ko")), \
        _not_food(cue_words(dictionary, "meal_not_food", "ko")), late


def not_eating(dictionary: Dictionary) -> re.Pattern[str]:
    """A verb with 먹 in it that is no eating (``eat_not_eating``: 까먹어서, 빼먹었어요), at the start of a word."""
    return _word_starts(cue_words(dictionary, "eat_not_eating", "ko"))


def _food(words: list[str], dictionary: Dictionary | None = None) -> tuple[list[str], bool | None]:
    """The food words of an item and whether it holds: True when an eating verb ends it, None when nothing
    does (a list item, a bare noun phrase), False when a verb other than eating follows (one of
    ``eat_not_eating`` included: "아침에 까먹어서")."""
    food: list[str] = []
    other = not_eating(dictionary) if dictionary is not None else None
    for w in words:
        bare = re.sub(r"[^가-힣A-Za-z0-9.]+$", "", w)
        if not bare or _CHAT.match(w):
            break
        if other is not None and other.match(bare):
            return food, False
        eat = _EAT.search(bare)
        if eat is not None:
            if _EAT_AHEAD.match(bare, eat.start()) or bare[:eat.start()].endswith(("안", "못")):
                return food, False  # "먹을거에요", "안먹어요": no meal had
            head = bare[:eat.start()]
            if head and not re.search(r"(?:여|아|어|해|켜)$", head):  # "라면먹음": the food glued to the verb
                food.append(head)
            return food, True
        if "먹" in bare:
            return food, False  # "먹어도 돼요", "먹으면": a question or a condition
        if bare in ("안", "못"):
            return food, False  # "점심 안 먹었어요": no meal (a skipped one is meal.skipped's)
        if _ADVERB.search(bare):
            continue
        if _VERB_WORD.search(bare):
            return food, False
        food.append(bare)
    return food, None


def no_food_ko(dictionary: Dictionary, said: str) -> bool:
    """What Korean says after a meal word is no food: a verb other than eating ends it, nothing but a pronoun
    (``meal_pronoun``), or a word of ``meal_not_food`` ("저녁은 안잼", "오늘 아침엔 좀 나아짐" with 나아)."""
    lists = _lists(dictionary)
    food, holds = _food(said.split(), dictionary)
    return holds is False or not food or " ".join(food) in cue_words(dictionary, "meal_pronoun", "ko") \
        or (lists is not None and lists[2].search(" ".join(food)) is not None)


def items(ctx: Ctx, text: str, offset: int, *, told_alone: bool = False) -> list[MealItem]:
    """The meal items of one sentence (``text`` starting at ``offset`` in the utterance); with ``told_alone`` also
    an item whose head may be the time of day, told alone with no eating verb (a rule that read the meal asks for
    its food: ``food_said``)."""
    if ctx.lang != "ko" or "?" in text:
        return []
    lists = _lists(ctx.dictionary)
    if lists is None:
        return []
    heads, drinks, not_food, late_words = lists
    if _habit(ctx.dictionary).search(text):
        return []  # "매일 아침 오트밀 먹어요", "아침은 보통 안먹어요": a habit, not a meal had
    late_food = cue_pattern(ctx.dictionary, "late_meal_food", "ko")
    pronouns = cue_words(ctx.dictionary, "meal_pronoun", "ko")
    found = list(heads.finditer(text))
    out: list[MealItem] = []
    bare: list[tuple[MealItem, str, str]] = []  # items told with no eating verb: (item, head, particle)
    for i, m in enumerate(found):
        stop = found[i + 1].start() if i + 1 < len(found) else len(text)
        end_mark = _ITEM_END.search(text, m.end(), stop)
        stop = end_mark.start() if end_mark else stop
        words = text[m.end():stop].split()
        food_words, holds = _food(words, ctx.dictionary)
        if holds is False or not food_words or " ".join(food_words) in pronouns:
            continue
        phrase = " ".join(food_words)
        drink = drinks.search(phrase)
        if drink is not None and drink.start() == 0:
            continue  # "저녁에 맥주 세캔": drinks only, the substance record's
        phrase = _OBJECT.sub("", (phrase[:drink.start()] if drink is not None else phrase).strip())
        phrase = _WITH.sub(", ", phrase)
        if not re.search(r"[가-힣A-Za-z]", phrase) or not_food.search(phrase) \
                or _DIGIT.search(_PORTION.sub("", phrase)):
            continue
        start = m.end() + text[m.end():].find(food_words[0])
        end = start + len(phrase)
        # a term of another record anywhere after the meal word: a reading or a drug ("아침 혈압 131/84", "아침에
        # 혈압약"), or what the meal is told for ("점심에 짜장면 먹고 2시간 뒤 혈당 185", "저녁에 회 먹고 배가
        # 아팠는데": the suites keep the reading or the symptom, not the meal)
        if any(offset + start <= t.start < offset + stop and t.term_key
               and ctx.record_type(t.term_key) not in ("meal", "substance_use", "allergy") for t in ctx.matches):
            continue

        if is_negated(text, start, stop, ctx.lang):
            continue
        head = m.group("head")
        clock = head not in late_words and _CLOCK_HEAD.fullmatch(head) is not None
        if clock and drink is None and not late_food.search(phrase) and not _EAT.search(text[m.end():stop]):
            continue  # "밤 11시 반에 누워서": a clock time of sleep, no food ("삼겹살에 맥주": had with a drink)
        late = clock or head in late_words
        item = MealItem(offset + m.start(), offset + start, offset + end, phrase, late)
        if holds:
            out.append(item)
        else:
            bare.append((item, head, m.group(0)))
    # with no eating verb, 아침 / 저녁 (meal_time_of_day) may be the time of day ("월요일 아침 몸이 무겁다"): such an
    # item is a meal in a list of items, after 으로/로 ("아침으로 빵"), or when it alone could name a meal
    listed = len(out) + len(bare) >= 2
    of_day = cue_words(ctx.dictionary, "meal_time_of_day", "ko")
    out.extend(item for item, head, said in bare
               if told_alone or listed or head not in of_day or re.search(r"(?:으로|로)\s*:?\s*$", said))
    return sorted(out, key=lambda it: it.start)


def food_said(ctx: Ctx, start: int, end: int) -> str | None:
    """The food of the first Korean meal item in ``ctx.text[start:end]`` (a sentence or a clause the meal rules of
    ``lifestyle`` read as a meal: "저녁은 파스타", "오늘 저녁 삼겹살에 소주 반 병."), with the foods listed after it
    by commas up to the next meal word ("오늘 저녁은 현미밥, 된장국, 고등어구이." -> "현미밥, 된장국, 고등어구이"):
    the value the suites give (the food, not the clause). None when no item is read."""
    found = items(ctx, ctx.text[start:end], start, told_alone=True)
    if not found:
        return None
    first = found[0]
    lists = _lists(ctx.dictionary)
    stop = next((it.head_start for it in found[1:]), ctx.sentence_of(first.start).end)
    foods = [first.food]
    rest, at = ctx.text[first.end:stop], 0
    while (part := _LISTED.match(rest, at)) is not None:
        said = _LISTED_TAIL.sub("", part.group(1))
        words, holds = _food(said.split(), ctx.dictionary)
        begin = first.end + part.start(1)
        if holds is not None or not words or " ".join(words) != said or _DIGIT.search(said) \
                or (lists is not None and (lists[0].search(said) or lists[2].search(said))) \
                or any(begin <= t.start < begin + len(said) and t.term_key for t in ctx.matches):
            break  # a verb, a number, another meal word or another record's term: the list of foods ends
        foods.append(said)
        at = part.end()
    return ", ".join(foods)


def item_drafts(found: list[MealItem]) -> list[Draft]:
    return [Draft("meal.ko_item", "meal", _LATE_KEY if it.late else _KEY, it.head_start, it.end, {"value": it.food})
            for it in found]
