"""A meal that dates a glucose reading (pure): "이번주 혈당 점심 먹고 잰거", "저녁 먹은 후 혈당", "blood sugar after
dinner". The meal says when the reading was taken, so the glucose asked is the post-meal one, as the dictionary's
aliases already say for "식후 혈당" or "sugar after meals": not every glucose the concept holds, and not the meal. A
reading asked of a meal alone ("what are my after-lunch numbers?", 점심 먹고 잰 수치) is that glucose too: a number
dated by a meal, with no measure named, is the one a meter takes two hours after it (session 56)."""

from __future__ import annotations

from pia_graph.memory.recall_models import Decided, QueryUnderstanding
from pia_graph.retrieve.cues import cue_finds

POST_MEAL = "test:postprandial_glucose"
MEAL_REACH = 8  # characters between a meal's name and the word that puts the reading after it ("after", 먹고, 후)


def meal_dates_glucose(out: QueryUnderstanding, coords: dict[str, Decided],
                       alias_keys: list[tuple[tuple[int, int], tuple[str, ...]]], text: str, lang: str) -> None:
    """When a glucose is asked through its concept (혈당, "blood sugar") and a meal named with a `meal_after` cue
    beside it, the post-meal glucose stands for the concept's members and the meal leaves the boundary."""
    reached = coords.get(POST_MEAL)
    # "readings after meals": the meal word is also the meal type's cue; that type is the meal named, not a meal asked
    meal_spans = [(s, e) for (s, e), keys in alias_keys if keys[0].startswith("meal:")]
    own_type = [d for d in out.record_types if d.value == "meal" and not any(
        not any(s <= f.start() and f.end() <= e for s, e in meal_spans)
        for f in cue_finds(text, lang, "type:meal"))]
    reading_only = reached is None and len(coords) == 1 and next(iter(coords)).startswith("meal:") \
        and len(own_type) == len(out.record_types) and not out.concepts \
        and bool(cue_finds(text, lang, "meal_reading"))
    if not reading_only and (reached is None or not reached.reason.startswith("concept:")):
        return  # named outright (식후 혈당), or no glucose asked through a concept nor a reading of a meal alone
    after = [(f.start(), f.end()) for f in cue_finds(text, lang, "meal_after")]
    meals = [keys[0] for (s, e), keys in alias_keys if len(keys) == 1 and keys[0].startswith("meal:")
             and any(s - MEAL_REACH <= a_end and a_start <= e + MEAL_REACH for a_start, a_end in after)]
    meal = next((m for m in meals if m in coords and coords[m].reason.startswith("alias")), None)
    if meal is None:
        return
    prefix = "concept:" + ":".join(reached.reason.split(":")[1:3]) + ":" if reached is not None else None
    for key in [k for k, d in coords.items() if (prefix and d.reason.startswith(prefix)) or k == meal]:
        del coords[key]
    span = reached.span if reached is not None else next(e.span for e in out.entities if e.value == meal)
    out.entities = [e for e in out.entities if e.value != meal]
    out.record_types = [d for d in out.record_types if d not in own_type]
    dated = Decided(value=POST_MEAL, reason=f"meal_dates:{meal}", span=span)
    out.entities.append(dated)
    coords[POST_MEAL] = dated
