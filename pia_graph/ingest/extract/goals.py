"""Stated goals (with the measured quantity's value and unit) and preferences (likes and dislikes)."""

from __future__ import annotations

import re
from typing import Any

from pia_graph.ingest.cue_words import aim_pattern, cue_pattern, words_pattern
from pia_graph.ingest.extract.context import Ctx, Draft
from pia_graph.ingest.extract.measure_drafts import canonical
from pia_graph.ingest.extract.numbers import Quantity
from pia_graph.ontology.model import Dictionary
from pia_graph.ontology.per_dictionary import per_dictionary
from pia_graph.ontology.units import UnitError

# a goal's sentence: the aim wording (``aim_pattern``) or words of a change aimed at ("get down to", "lose")
_GOAL_ALSO = r"\b(?:want\s+my|plan\s+to|get\s+(?:down\s+)?to|lose|drop)\b|고\s*싶"
# a clear aim, said as one (a goal without a number needs one): not "plan to", "get to", "lose"
_CLEAR_AIM_ALSO = r"싶어"
_RACE = re.compile(r"\b(?:(?:half[-\s]?)?marathon|triathlon|\d+\s*k\s+(?:run|race)|(?:5|10)k|race|ultra)\b"
                   r"|마라톤|완주|철인", re.I)
_SLEEP_AIM = re.compile(r"\b(?:sleep|asleep|bed\s*time|in\s+bed\s+by)\b|잠|수면|자고\s*싶|일찍\s*자", re.I)
_DIRECTION = (
    (re.compile(r"\b(?:under|below|less\s+than)\b|이하|미만", re.I), "under"),
    (re.compile(r"\b(?:over|above|at\s+least|more\s+than)\b|이상", re.I), "over"),
    (re.compile(r"\b(?:lose|drop|down|cut)\b|빼", re.I), "down"),
)
# "like 120ish", "feels like", "something like": a hedge or comparison, not a liking
_FILLER_LIKE = re.compile(r"\blike\s+(?:~|about|around|maybe|a|an)?\s*\d|\b(?:feel|feels|felt|look|looks|looked|seem"
                          r"|seems|seemed|sound|sounds|something|more|kinda|just|was|is|it's|like)\s+like\b", re.I)
_LIKE = re.compile(r"\b(?:like|love|enjoy|prefer|rather|fan\s+of|into)\b|좋아", re.I)
_DISLIKE = re.compile(r"\b(?:don't\s+like|do\s+not\s+like|hate|can't\s+stand|dislike|not\s+a\s+fan|avoid"
                      r"|stop\s+(?:suggesting|recommending))\b|싫어|그만\s*추천|추천하지\s*(?:마|말)",
                      re.I)
_EXERCISE_WORDS = re.compile(r"\b(?:run\w*|swim\w*|gyms?|yoga|cycl\w*|bik\w*|walk\w*|work(?:ing)?\s*out|lift\w*"
                             r"|exercis\w*|hik\w*|pilates|sports?)\b|운동|수영|달리기|헬스|요가", re.I)
_FOOD_WORDS = re.compile(r"\b(?:vegetarian|vegan|pescatarian|gluten|dairy|bread|meat|spicy|sweets|sugar|carbs|food"
                         r"|fish|coffee|keto|halal|kosher|lactose|cilantro|coriander|mushrooms?|onions?|garlic|seafood"
                         r"|pork|beef|chicken|eggs?|milk|cheese|tofu|rice|noodles|pasta|pizza|chocolate|veggies"
                         r"|vegetables|broccoli|olives?|tomato(?:es)?|spinach|beans|kimchi|sushi|desserts?|fried\s+food"
                         r"|oatmeal|oats|porridge|cereal|salads?|yogh?urt|fruits?|smoothies?|eggplant|liver|tuna|salmon"
                         r"|shrimp|nuts|avocados?|quinoa|kale|celery|beets?|cabbage|curry|soup|tea|soda|juice)\b"
                         r"|채식|고기|매운|밀가루|고수|버섯|양파|오이|해산물|김치"
                         r"|우유|치즈|야채|채소|단\s*거|튀김|오트밀|시리얼|샐러드|요거트|과일|생선|라면|빵", re.I)
_WEIGHT_UNITS = ("kg", "lb", "kilo")  # a body weight's units as the number reader gives them


def _goal_quantity(ctx: Ctx, start: int, end: int) -> dict[str, Any] | None:
    clause = ctx.text[start:end]
    for q in ctx.quantities_in(start, end):
        if not ctx.free(q):
            continue
        fields: dict[str, Any] = {}
        unit = q.unit or _weight_unit_beside(ctx, q) or _weight_unit_implied(ctx, q, clause)
        if unit in _WEIGHT_UNITS:
            try:
                v, u = canonical(ctx, "body:weight", q.value, unit)
            except UnitError:
                continue
            fields.update(coordinate="goal:weight", target_coordinate="body:weight", value=round(v, 2), unit=u)
        elif q.unit == "steps" or re.match(r"\s*steps?\b", ctx.text[q.end:q.end + 7], re.I) \
                or (q.unit in (None, "k") and _steps_aimed(ctx, start, q.start)):
            fields.update(coordinate="goal:exercise", target_coordinate="activity:steps",
                          value=q.value * 1000 if q.unit == "k" else q.value, unit="steps")
        elif q.unit == "min" and (_EXERCISE_WORDS.search(clause) or _names_activity(ctx, start, end)):
            # "목표: 하루 30분 이상 걷기", "goal 45 min of cycling a day": minutes of an activity
            fields.update(coordinate="goal:exercise", value=q.value, unit="min")
        elif q.unit == "h" and re.search(r"sleep|잠|수면|자는|자기|자고", clause, re.I):
            fields.update(coordinate="goal:sleep", target_coordinate="sleep:night", value=q.value * 60, unit="min")
        else:
            terms = [m for m in ctx.matches if m.term_key and start <= m.start < q.start
                     and ctx.record_type(m.term_key) in ("lab_result", "goal")]
            term = terms[0] if terms else None
            if term is None or term.term_key is None:
                continue
            # "당화혈색소 목표 6.5", "공복혈당 목표 100": the goal's own alias names the test it aims at; else a
            # test named after it ("혈당 목표 공복 100"); a glucose goal that names none is a glucose in mg/dL
            lab = term.term_key if ctx.record_type(term.term_key) == "lab_result" else _test_named_in(ctx, term.surface)
            lab = lab or next((m.term_key for m in terms[1:] if ctx.record_type(m.term_key) == "lab_result"), None)
            if lab is None and term.term_key == "goal:glucose":
                lab = "test:random_glucose"
            if lab is None:
                continue
            glucose = lab in ("test:hba1c", "test:fasting_glucose", "test:random_glucose",
                              "test:postprandial_glucose")
            try:
                v, u = canonical(ctx, lab, q.value, q.unit)
            except UnitError:
                continue
            fields.update(coordinate="goal:glucose" if glucose else "goal:" + lab.split(":")[1],
                          target_coordinate=lab, value=v, unit=u)
            ctx.used_matches.add(term.start)
        ctx.take(q)
        fields["value_as_said"] = q.raw
        return fields
    return None


def _steps_aimed(ctx: Ctx, start: int, number_start: int) -> bool:
    """ "step goal 8,000 a day from now on", "걸음 목표 하루 8000": the aim named as one of steps (cue list
    ``step_aim``) before a bare number makes it a count of steps."""
    if ctx.lang not in ("en", "ko"):
        return False
    aims = list(cue_pattern(ctx.dictionary, "step_aim", ctx.lang).finditer(ctx.text, start, number_start))
    # the number said right after the aim ("step goal is 10,000"); "hit my step goal today, 9,214" reads the steps
    return bool(aims) and _AIM_TO_NUMBER.fullmatch(ctx.text, aims[-1].end(), number_start) is not None


_AIM_TO_NUMBER = re.compile(r"[\s:=]*(?:(?:is|of|now|set\s+to|at|는|은|을|를|하루|매일|일일)[\s:=]*){0,2}", re.I)


# a bare target near the weight said with a unit in the same turn is that weight's target, in its unit
_NEAR_WEIGHT = (0.6, 1.4)


def _weight_unit_beside(ctx: Ctx, q: Quantity) -> str | None:
    """The unit of a body weight the turn states with one ("weight 176 lb, want to get to 160", "몸무게 68kg 목표는
    62"), for a bare number of the goal's sentence near it (within `_NEAR_WEIGHT` of it); None otherwise."""
    if q.unit is not None or q.kind != "number" or q.value <= 0:
        return None
    said = sorted(ctx.quantities_in(0, len(ctx.text)), key=lambda x: x.start)
    at = next(i for i, x in enumerate(said) if x.start == q.start)
    # the quantity said next to it (none between): "weight 180 lb, bp 150/95, goal under 140" aims at the bp
    for x in (said[at - 1] if at > 0 else None, said[at + 1] if at + 1 < len(said) else None):
        if x is None or x.kind != "number" or x.value <= 0 \
                or not _NEAR_WEIGHT[0] <= q.value / x.value <= _NEAR_WEIGHT[1]:
            continue
        if x.unit in _WEIGHT_UNITS:
            return x.unit
        if x.unit is None and _weight_read_before(ctx, x):
            # "몸무게 78.1 목표는 연말까지 72": the reading's unit, as the weight rule infers it (by magnitude)
            rule = ctx.dictionary.unit_rule("body:weight", ctx.lang)
            ranges = (*rule.implied, *rule.bare) if rule is not None else ()  # the weight word implies its ranges
            unit = next((r.unit for r in ranges if r.min <= x.value <= r.max), None)
            if unit in _WEIGHT_UNITS:
                return unit
    return None


def _weight_read_before(ctx: Ctx, x: Quantity) -> bool:
    """A body weight term right before a number ("weight 78", "몸무게 78.1"): that number is a weight reading."""
    return any(m.term_key == "body:weight" and m.end <= x.start and not ctx.text[m.end:x.start].strip(" :=은는이가")
               for m in ctx.matches)


@per_dictionary
def _lab_aliases(dictionary: Dictionary) -> list[tuple[str, str]]:
    """Every lab test's aliases as (lower-cased text without spaces, test key), longest first."""
    found = [(alias.text.lower().replace(" ", ""), term.key) for term in dictionary.terms.values()
             if term.record_type == "lab_result" for alias in term.aliases]
    return sorted(((text, key) for text, key in found if len(text) >= 2), key=lambda tk: -len(tk[0]))


def _test_named_in(ctx: Ctx, surface: str) -> str | None:
    """The lab test whose longest alias the dictionary finds inside ``surface`` (a goal's alias), or None."""
    said = surface.lower().replace(" ", "")
    return next((key for text, key in _lab_aliases(ctx.dictionary) if text in said), None)


def _weight_unit_implied(ctx: Ctx, q: Quantity, clause: str) -> str | None:
    """ "목표체중 58": the unit of a bare goal number that a body-weight word of its clause names, read as a weight
    said so would be (``ontology/81_unit_inference.cypher``, the language's implied ranges); Korean only, where a
    bare body weight is in kg (an English bare weight may be kg or lb: the goal keeps the user's words)."""
    rule = ctx.dictionary.unit_rule("body:weight", ctx.lang)
    if ctx.lang != "ko" or q.unit is not None or q.kind != "number" or rule is None or rule.lang != ctx.lang \
            or not rule.implied_by or not words_pattern(rule.implied_by, ctx.lang).search(clause):
        return None
    return next((r.unit for r in rule.implied if r.min <= q.value <= r.max), None)


def _goals(ctx: Ctx) -> list[Draft]:
    out: list[Draft | None] = []
    for sentence, _parts in ctx.sentences:
        hit = aim_pattern(ctx.dictionary, ctx.lang, also=_GOAL_ALSO).search(sentence.text)
        if not hit or sentence.text.rstrip().endswith("?"):
            continue
        found: list[dict[str, Any]] = []
        while (more := _goal_quantity(ctx, sentence.start, sentence.end)) is not None:
            if all(f["coordinate"] != more["coordinate"] for f in found):  # "165 lb and 10k steps a day"
                found.append(more)
        if not found:
            found = _unquantified_goal(ctx, sentence.start, sentence.end)
            if not found:
                continue
        out += [_goal(ctx, sentence, hit, fields) for fields in found]
    return [d for d in out if d is not None]


# "goal: back to 140 by her first birthday", "get down to 150": a body weight to return to, said without a unit
# (which of kg or lb the number is cannot be told from it, so the goal keeps the user's words, not a value)
_BARE_WEIGHT_AIM = re.compile(r"\b(?:back\s+(?:down\s+)?to|(?:get|got|getting)\s+(?:back\s+)?down\s+to)\s+"
                              r"(?:[4-9]\d|[1-3]\d\d)(?!\s*(?:[.,]\d|%|/|k\b|km|mi|min|steps|mg|mmhg|bpm))", re.I)


def _unquantified_goal(ctx: Ctx, start: int, end: int) -> list[dict[str, Any]]:
    """A goal named without a number: losing weight, a race or an activity to take up, sleeping better.
    Only a clear aim counts ("goal", "want to", "목표"), not a plan for one day ("plan to run tomorrow")."""
    text = ctx.text[start:end]
    if re.search(r"\blose\s+(?:some\s+)?weight\b|살\s*(?:을)?\s*빼", text, re.I) or _BARE_WEIGHT_AIM.search(text):
        return [{"coordinate": "goal:weight", "target_coordinate": "body:weight"}]
    aim = aim_pattern(ctx.dictionary, ctx.lang, also=_CLEAR_AIM_ALSO).search(text)
    if aim is None or re.search(r"\b(?:don't|do\s+not|doesn't|never|no)\s+(?:want|wanna|plan)", text, re.I):
        return []
    activity = next((m.term_key for m in ctx.matches if m.term_key and start <= m.start < end
                     and ctx.record_type(m.term_key) == "exercise"), None)
    if activity is not None or _RACE.search(text):
        return [{"coordinate": "goal:exercise", "target_coordinate": activity or "activity:running"}]
    if _SLEEP_AIM.search(text):
        return [{"coordinate": "goal:sleep", "target_coordinate": "sleep:night"}]
    return []


def _goal(ctx: Ctx, sentence: Any, hit: re.Match[str], fields: dict[str, Any]) -> Draft | None:
    coordinate = fields.pop("coordinate")
    if coordinate not in ctx.dictionary.terms and ctx.dictionary.terms and not coordinate.startswith("goal:"):
        return None
    fields["direction"] = direction_of(sentence.text)
    for r in ctx.resolutions:
        if r.span is not None and sentence.start <= r.span.start < sentence.end and r.kind == "date" \
                and r.date is not None and r.date > ctx.said_at.date():
            fields["expected_end"] = r.date
    return Draft("goal.statement", "goal", coordinate, sentence.start + hit.start(), sentence.end, fields, time="none")


def direction_of(text: str) -> str:
    """The direction a goal's sentence aims in ("under 130", "lose", "이하"), else "reach"."""
    return next((d for rx, d in _DIRECTION if rx.search(text)), "reach")


def _names_activity(ctx: Ctx, start: int, end: int) -> bool:
    """Whether the dictionary finds an activity between ``start`` and ``end`` ("love dancing", "줌바")."""
    return any(m.term_key and start <= m.start < end and ctx.record_type(m.term_key) == "exercise"
               for m in ctx.matches)


def _preferences(ctx: Ctx) -> list[Draft]:
    merged: dict[str, Draft] = {}
    for sentence, parts in ctx.sentences:
        if sentence.text.rstrip().endswith("?"):
            continue
        for clause in parts:
            t = clause.text
            dislike = _DISLIKE.search(t)
            like = _LIKE.search(_FILLER_LIKE.sub(" ", t))
            if not (dislike or like):
                continue
            if re.search(r"\b(?:it|that|them|those|this)\b", t, re.I) and not (_EXERCISE_WORDS.search(t)
                                                                          or _FOOD_WORDS.search(t)):
                t = sentence.text  # "pls stop suggesting oatmeal, I hate it": "it" is the food said before
            if _EXERCISE_WORDS.search(t) or _names_activity(ctx, clause.start, clause.end):
                key = "preference:exercise"
            elif _FOOD_WORDS.search(t):
                key = "preference:food"
            else:
                continue
            polarity = "dislike" if dislike and (not like or dislike.start() <= like.start()) else "like"
            if dislike and dislike.group(0).lower() == "avoid":
                polarity = "avoid"
            if key in merged and t == sentence.text:
                continue
            if key in merged:
                d = merged[key]
                d.fields["value"] = f"{d.fields['value']}; {t}"
                d.end = clause.end
            else:
                merged[key] = Draft("preference.statement", "preference", key, clause.start, clause.end,
                                    {"value": t, "polarity": polarity}, time="none")
    diet = re.search(r"\b(?:i'm|i\s+am|im)\s+(?:a\s+)?(vegetarian|vegan|pescatarian)\b|채식주의", ctx.text, re.I)
    if diet and "preference:food" not in merged:
        merged["preference:food"] = Draft("preference.diet", "preference", "preference:food", diet.start(), diet.end(),
                                          {"value": diet.group(1) if diet.lastindex else diet.group(0),
                                           "polarity": "prefer"}, time="none")
    return list(merged.values())


def extract(ctx: Ctx) -> list[Draft]:
    return _goals(ctx) + _preferences(ctx)
