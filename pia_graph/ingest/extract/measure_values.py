"""Where a measure's number is: the value said after or before its name, the value said last when one is corrected,
the other value of a comparison, and whether a name a drug shares is a reading (pure). Read by ``vitals_labs`` and,
for the reading tests, by ``medications``."""

from __future__ import annotations

import re

from pia_graph.ingest.clauses import Segment
from pia_graph.ingest.correction_cues import replaces_previous
from pia_graph.ingest.extract.comparisons import is_current, partner
from pia_graph.ingest.extract.concept_values import VALUE_BEFORE_RULE
from pia_graph.ingest.extract.context import Ctx
from pia_graph.ingest.extract.glued_values import glued_value
from pia_graph.ingest.extract.numbers import Quantity
from pia_graph.ingest.extract.weight_now import weight_change
from pia_graph.ingest.extract.wished_values import wished
from pia_graph.ingest.hup.bounds import bound_for
from pia_graph.ontology import TermMatch

NOT_MEASURE_UNITS = frozenset({"drink", "bottle", "pill", "cigarette", "cup", "steps", "k", "km", "mi", "IU", "units",
                                "mcg"})
_HOURS_AFTER = re.compile(r"\s*(?:after|post|later|since)\b|\s*(?:후|뒤|지나)", re.IGNORECASE)
_HOURS_AFTER_MEAL = re.compile(r"(?:식후|먹고|먹은\s*(?:지|후|뒤))\s*$")  # "혈당 식후 2시간 186": when, not value
# "7.9 to 7.1", "7.9 down to 7.1", "160 all the way down to 118": the value a change started from
_CHANGE_AFTER = re.compile(r"\s*(?:%|mg/dl|points?)?\s*(?:(?:(?:all\s+the\s+way\s+)?(?:down|up|back)\s+)?to|->|→)\s*\d"
                           r"|\s*(?:%|points?)?\s*(?:이나|나|만큼|정도)?\s*"
                           r"(?:떨어|내려|올라|줄었|늘었|빠졌|낮아졌|높아졌)|\s*(?:에서|서)\s*\d|\s*points?\b", re.I)
# "sugar at 3am 54", "dexcom alarm went off at 2:50am, 61", "혈당 3시 98": the clock time the reading was taken
# at, not its value
_CLOCK_AFTER = re.compile(r"(?::\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)(?![a-z])|:\d{2}(?!\d)|\s?시(?!간)", re.I)
_CHANGE_BEFORE = re.compile(r"\b(?:dropped|fell|down|up|rose|climbed|improved|by|lower|higher)\s*$", re.I)


def has_value_after(ctx: Ctx, m: TermMatch) -> bool:
    """A number follows the term closely ("Vitamin D came back at 18")."""
    return any(q.start >= m.end and len(ctx.text[m.end:q.start]) <= 25 and q.unit not in NOT_MEASURE_UNITS
               and q.kind == "number" for q in ctx.quantities)


def reading_after(ctx: Ctx, m: TermMatch) -> bool:
    """ "vit d was 18 so now taking vit d 2000 iu": a name the dictionary also gives a lab test, followed by a
    reading (a number close after it in no dose unit), is the test, whatever the sentence's verb chose."""
    test = next((c for c in m.candidates if ctx.record_type(c) == "lab_result"), None)
    nxt = next((q for q in ctx.quantities if q.start >= m.end), None)
    if test is None or nxt is None or nxt.unit in NOT_MEASURE_UNITS or not has_value_after(ctx, m):
        return False
    bound = bound_for(test, "lab_result")  # "taking vitamin d 1000 daily": no vitamin D level is 1000
    return bound is None or bound.low <= nxt.value <= bound.high


def value_after(ctx: Ctx, m: TermMatch, stops: list[int]) -> Quantity | None:
    glued = glued_value(ctx, m)
    if glued is not None:
        return glued
    sentence = ctx.sentence_of(m.start)
    limit = min([s for s in stops if s > m.end] + [sentence.end])
    for q in ctx.quantities:
        if q.start < m.end or q.start >= limit or not ctx.free(q) or wished(ctx, q):
            continue  # "I wish my a1c was under 6, it came back 7.2": the wish's number is none
        if q.unit in ("h", "min") and (_HOURS_AFTER.match(ctx.text, q.end)
                                       or _HOURS_AFTER_MEAL.search(ctx.text, 0, q.start)):
            continue  # "sugar 2hrs after lunch: 186", "sugar 30 min later 189": when it was drawn, no value
        if q.kind == "score" or q.unit in NOT_MEASURE_UNITS:
            return None
        if q.unit is None and _CLOCK_AFTER.match(ctx.text, q.end):
            continue
        gap = ctx.text[m.end:q.start]
        if len(re.sub(r"\s+", " ", gap)) > 40 or re.search(r"[!?;]|\.(?!\d)", gap):
            return None
        if (_CHANGE_AFTER.match(ctx.text, q.end) or _CHANGE_BEFORE.search(gap)) and not is_current(ctx, q):
            continue  # "went from 7.2 to 6.6", "20이나 떨어졌어 지금 110": the change or the old value
        return q
    return _value_opening_next(ctx, m, sentence)


def _value_opening_next(ctx: Ctx, m: TermMatch, sentence: Segment) -> Quantity | None:
    """A measure named as a heading at the end of its sentence ("월요일 아침 체중 보고! 68.2 → …"): the number that
    opens the next sentence, when the heading holds no number of its own after the name and at most a word."""
    rest = ctx.text[m.end:sentence.end]
    if len(rest.strip()) > 8 or re.search(r"\d", rest):
        return None
    nxt = next((q for q in ctx.quantities if q.start >= sentence.end), None)
    if nxt is None or ctx.text[sentence.end:nxt.start].strip() or not ctx.free(nxt) or nxt.kind != "number" \
            or nxt.unit in NOT_MEASURE_UNITS or _CHANGE_AFTER.match(ctx.text, nxt.end):
        return None
    return nxt


def _bare_unit(ctx: Ctx, key: str | None, value: float) -> str | None:
    """The unit a number said with no unit is in, when the coordinate's unit inference reads it
    (ontology/81_unit_inference.cypher: "198.4 on the scale" is lb); None when it does not."""
    rule = ctx.dictionary.unit_rule(key, ctx.lang) if key is not None else None
    if rule is None:
        return None
    return next((r.unit for r in rule.bare if r.min < value < r.max), None)


def value_before(ctx: Ctx, m: TermMatch) -> Quantity | None:
    for q in reversed(ctx.quantities):
        if q.end <= m.start and ctx.free(q) and q.unit not in NOT_MEASURE_UNITS and q.kind == "number":
            if wished(ctx, q):
                return None
            gap = ctx.text[q.end:m.start]
            # "dropped to 74 on the Libre": a device's reading whose words say its value came first
            if len(gap) <= 4 and (q.unit is not None or _bare_unit(ctx, m.term_key, q.value) is not None
                                  or m.rule == VALUE_BEFORE_RULE):
                return q
            return None
    return None


def corrected(ctx: Ctx, q: Quantity) -> Quantity:
    """ "weighed 81.5 — wait no, 80.5", "88, no wait 68", "150 아니 아니 140": the value said last counts."""
    for nxt in ctx.quantities:
        if nxt.start < q.end or not ctx.free(nxt) or nxt is q:
            continue
        if nxt.kind == q.kind and nxt.start - q.end <= 30 \
                and replaces_previous(ctx.text[q.end:nxt.start], "any", ctx.dictionary):
            return nxt
        break
    return q


def previous_value(ctx: Ctx, q: Quantity) -> Quantity | None:
    """ "A1c 7.2%, up from 6.8 in December", "6.8 나왔어, 석 달 전엔 7.3이었는데", "지난번엔 7.9였는데 이번엔 7.1": the
    other value of a comparison (``comparisons``) is a record of its own (the pipeline keeps an earlier one only
    when its side says a time)."""
    other = partner(ctx, q)
    if other is None or not ctx.free(other) or other.kind != "number" or other.unit in NOT_MEASURE_UNITS \
            or weight_change(ctx, other):  # "체중 58.2, 지난달보다 2킬로 빠졌네요": the change, no weight
        return None
    return other

