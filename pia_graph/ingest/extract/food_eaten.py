"""Rule meal.ko_food_eaten: a Korean meal told by what was eaten and a finished eating verb, no meal word.

"복날이라 삼계탕 먹었어요", "어버이날이라 부모님이랑 외식 갈비 먹음", "가족들이랑 고기 구워먹음",
"동짓날 팥죽 먹음 ㅎㅎ": the develop golds list a meal for each (x27, x29, x30), while the rules with a
meal word (``meal_items``, ``lifestyle``) read none. The verb closes its clause in a finished form
(먹었어요, 먹었다, 먹음); a form that goes on ("먹었더니", "먹었는데", "먹고") tells the meal as the cause
of what follows, which the suites keep instead (a reading, a symptom). The food is the word right
before the verb (or glued to it: "라면먹음"), adverbs of how much (``eaten_how``: 엄청, 많이) and -게 /
-히 adverbs skipped; it is no food when it is a time said (a resolved span), a word of
``meal_not_food`` or ``meal_pronoun``, a verb, a subject or a companion (제가, 엄마랑), or holds a
number with no portion. A sentence with a habit (``meal_habit``), a question, a negation or a late
hour (``meal.late_night``'s) gives none; a turn naming a term of another record anywhere, or a number
other than a drink or a portion, gives none (the meal is then told for it).
A yes or a no opening a reply (``reply_answer``: "응 먹었어" answers for the drug asked about) is no food. Pure.
"""

from __future__ import annotations

import re

from pia_graph.ingest.cue_words import cue_words
from pia_graph.ingest.extract.context import Ctx, Draft
from pia_graph.ingest.extract.meal_items import meal_habit, not_eating
from pia_graph.ingest.negation import is_negated
from pia_graph.ontology import Dictionary

_KEY = "meal:meal"
#: a finished eating verb closing its word: 먹었어요, 먹었다, 먹었음, 먹음 (구워먹음, 시켜먹었어: glued to its verb)
_DONE_EAT = re.compile(r"먹(?:었(?:어요|어|음|다|네요|네|습니다)?|음)(?![가-힣])")
#: a verb stem in -아/-어 glued before 먹 ("구워먹음", "끓여먹었어", "시켜먹음"): a verb, not a food
_VERB_STEM = re.compile(r"(?:여|워|켜|해|아|어|와|줘)$")
#: a word that is a subject, a companion, a place or a topic, not what was eaten
_NOT_OBJECT = re.compile(r"(?:가|께서|은|는|랑|하고|한테|에게|에서|에|와|과|로|으로)$")
#: a verb or an adjective by its ending ("아니다 먹었네"); 자, 지, 고 are left out: 피자, 과자, 감자, 망고 are foods
# a negated verb ("잊지 않고 먹음") or a copula giving a reason ("먹는 날이라 먹었어") is no food either
_VERB_END = re.compile(r"(?:었|았|였|했|겠|않|는데|지만|니까|면서|려고|어서|아서|해서)[가-힣]*$"
                       r"|(?:하고|해요|하다|함|서|면|다|요|네|이라)$")
_PORTION = re.compile(r"\d+(?:\.\d+)?\s*(?:개|그릇|인분|조각|마리|공기|접시|봉지|줄|쪽|장|컵|팩|입)(?![가-힣])")
#: a subject other than the user before the food ("우리 애가 사탕 먹었어"): the eater is someone else
_OTHER_SUBJECT = re.compile(r"(?<![가-힣])(?!내가|제가)[가-힣]+(?:가|께서)(?![가-힣])")
_OBJECT_PARTICLE = re.compile(r"(?<=[가-힣])(?:을|를|도)$")


def _words(dictionary: Dictionary) -> tuple[frozenset[str], tuple[str, ...], frozenset[str]]:
    # a yes or a no opening a reply ("응 먹었어", "어 먹었어": the dose asked about) stands for no food, as a pronoun
    return (frozenset(cue_words(dictionary, "eaten_how", "ko")), cue_words(dictionary, "meal_not_food", "ko"),
            frozenset(cue_words(dictionary, "meal_pronoun", "ko")) | frozenset(cue_words(dictionary, "reply_answer",
                                                                                          "ko")))


def _food(ctx: Ctx, clause_start: int, before: str, glued: str) -> str | None:
    """The food right before the verb, or ``None``: ``before`` is the clause up to the verb's word, ``glued`` what
    stands in that word before 먹."""
    how, not_food, pronouns = _words(ctx.dictionary)
    if glued and _VERB_STEM.search(glued) is None:
        return glued if glued not in pronouns and not any(w in glued for w in not_food) else None
    words = list(re.finditer(r"\S+", before))
    for w in reversed(words):
        bare = re.sub(r"[^가-힣A-Za-z0-9]+$", "", w.group(0))
        if not bare:
            continue
        if bare in how or bare.endswith(("게", "히")):  # 맛있게, 확실히: adverbs
            continue
        at = clause_start + w.start()
        if any(r.span is not None and r.span.start <= at < r.span.end for r in ctx.resolutions):
            return None  # "오늘 먹었어": a time, no food
        food = _OBJECT_PARTICLE.sub("", bare)
        if re.search(r"\d", food) and not _PORTION.search(food + " "):
            return None
        if food in pronouns or any(n in food for n in not_food) or _NOT_OBJECT.search(food) \
                or _VERB_END.search(food) or not re.search(r"[가-힣A-Za-z]", food):
            return None
        return food
    return None


def food_eaten(ctx: Ctx, meals: list[Draft]) -> list[Draft]:
    """One meal per sentence whose clause closes on a finished eating verb after a food (module doc)."""
    if ctx.lang != "ko" or ctx.record_type(_KEY) != "meal":
        return []
    out: list[Draft] = []
    if any(t.term_key and ctx.record_type(t.term_key) not in ("meal", "substance_use", "allergy")
           for t in ctx.matches):
        return []  # "떡국 먹었더니 혈당 210", "라면 먹었어요 배아파": the reading or the symptom is told
    if any(q.unit != "drink" and not _PORTION.match(ctx.text, q.start) for q in ctx.quantities):
        return []  # "초콜릿 엄청 먹음 ㅋㅋ 혈당 재보니까 random으로 156": a number told beside it, a reading
    for sentence, parts in ctx.sentences:
        if "?" in sentence.text or any(sentence.start <= d.start < sentence.end for d in meals) \
                or meal_habit(ctx.dictionary).search(sentence.text):
            continue
        for clause in parts:
            eat = _DONE_EAT.search(clause.text)
            if eat is None:
                continue
            word_start = clause.text.rfind(" ", 0, eat.start()) + 1
            glued = clause.text[word_start:eat.start()]
            if glued.endswith(("안", "못")) or not_eating(ctx.dictionary).match(clause.text[word_start:]) \
                    or is_negated(clause.text, eat.start(), eat.end(), ctx.lang):
                continue
            food = _food(ctx, clause.start, clause.text[:word_start], glued)
            if food is None or _OTHER_SUBJECT.search(clause.text[:word_start]):
                continue
            out.append(Draft("meal.ko_food_eaten", "meal", _KEY, clause.start + word_start, clause.start + eat.end(),
                             {"value": food}, confidence=0.8))
            break
    return out
