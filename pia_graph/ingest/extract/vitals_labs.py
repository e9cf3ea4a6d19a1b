"""Measurements: lab results, vital signs, body measurements; compound blood pressure."""

from __future__ import annotations

import logging
import re
from dataclasses import replace

from pia_graph.ingest.clauses import Segment
from pia_graph.ingest.correction_cues import replaces_previous
from pia_graph.ingest.extract.comparisons import is_current, partner
from pia_graph.ingest.extract.context import Ctx, Draft
from pia_graph.ingest.extract.corrections import pair_member_fixed
from pia_graph.ingest.extract.drug_levels import level_readings
from pia_graph.ingest.extract.glued_values import glued_value
from pia_graph.ingest.extract.implied_measures import implied_measure
from pia_graph.ingest.extract.measure_aims import (
    BOUND_TARGET_ALSO,
    CHANGE_AIMED,
    GOAL_HEADER,
    GOALISH_ALSO,
    TARGET_ALSO,
    TARGET_BOUND,
    before_aim,
    read_before_aim,
    says_aim,
    threshold,
)
from pia_graph.ingest.extract.numbers import Quantity
from pia_graph.ingest.extract.weight_now import weight_now_en, weight_now_ko
from pia_graph.ingest.hup.bounds import bound_for
from pia_graph.ingest.hup.types import types_where
from pia_graph.ontology import TermMatch
from pia_graph.ontology.units import UnitError, to_canonical

log = logging.getLogger(__name__)

MEASURE_TYPES = types_where(result=True)
_NOT_MEASURE_UNITS = frozenset({"drink", "bottle", "pill", "cigarette", "cup", "steps", "k", "km", "mi", "IU", "units",
                                "mcg"})
_BP_CUE = re.compile(r"\b(?:bp|blood\s*pressure)\b|혈압", re.IGNORECASE)
_HOURS_AFTER = re.compile(r"\s*(?:after|post|later|since)\b|\s*(?:후|뒤|지나)", re.IGNORECASE)
_HOURS_AFTER_MEAL = re.compile(r"(?:식후|먹고|먹은\s*(?:지|후|뒤))\s*$")  # "혈당 식후 2시간 186": when, not value
_HOURS_WORD = re.compile(r"^(?:hr|hrs|h)$", re.IGNORECASE)
# "152/96 hr 88", "138/88 p 74", "132/84 맥박 70": a pulse said right after a blood pressure pair (the cuff's
# third number); "hr" and "p" are read as heart rate only here, where no hours or page can be meant
_PULSE_AFTER_PAIR = re.compile(r"\s*[,/]?\s*(?:hr|p|pr|pulse|맥박|맥|심박수?)\s*:?\s*(?=\d{2,3}(?!\d|[./:]\d))", re.I)
_WEIGH_KO = re.compile(r"체중|몸무게|나가|나갔|나와|나왔|찍")
# "2키로 빠졌어요", "lost 3 lbs": a change of weight, not a weighing
_WEIGHT_CHANGE = re.compile(r"\s*(?:이나|정도|쯤|가량|넘게)?\s*(?:(?:다시|또|더)\s*)?"
                            r"(?:빠졌|빠짐|빠지|빠져|쪘|찜|늘었|늘어|줄었|줄어|감량|증가|빼|뺐)"
                            r"|\s*(?:lost|gained|down|up|more|less|heavier|lighter)\b", re.I)
# "lost 2 kg", "체중 +2키로 74.5": a change said before its amount, by a verb or a plus sign
_WEIGHT_CHANGE_BEFORE = re.compile(r"\b(?:lost|gained|lose|gain|down|up|dropped|put\s+on)\s+(?:about\s+|like\s+)?$"
                                   r"|\+\s*$", re.I)
# "몸무게 68.2 허리 84": a bare number right after 허리 is the waist (cm; one under 50 is inches, "허리 32")
_WAIST_KO = re.compile(r"(?<![가-힣])허리(?:둘레)?\s*(?:는|가|도|은)?\s*$")
_MOVE_KO = re.compile(r"뛰|달리|달렸|걸었|걷|자전거|라이딩|러닝|조깅|수영|산책|등산")

_SUPPLEMENT_OF = {"test:vitamin_d": "drug:vitamin_d_supplement", "test:ferritin": "drug:iron_supplement"}


def _measure_candidate(ctx: Ctx, m: TermMatch) -> str | None:
    """An ambiguous form ("vitamin D": the test or the supplement) read as the test when one candidate is; a
    form the sentence's verb read as the drug is the test still when a reading follows it (``reading_after``)."""
    if m.term_key is not None and not (m.term_key.startswith("drug:") and reading_after(ctx, m)):
        return None
    cands = [c for c in m.candidates if ctx.record_type(c) in MEASURE_TYPES]
    return cands[0] if len(cands) == 1 else None


def _as_measure(ctx: Ctx, m: TermMatch) -> TermMatch:
    key = _measure_candidate(ctx, m)
    return TermMatch(m.start, m.end, m.surface, m.norm, key, m.candidates, m.ambiguous, m.rule + "+measure")


def has_value_after(ctx: Ctx, m: TermMatch) -> bool:
    """A number follows the term closely ("Vitamin D came back at 18")."""
    return any(q.start >= m.end and len(ctx.text[m.end:q.start]) <= 25 and q.unit not in _NOT_MEASURE_UNITS
               and q.kind == "number" for q in ctx.quantities)


def reading_after(ctx: Ctx, m: TermMatch) -> bool:
    """ "vit d was 18 so now taking vit d 2000 iu": a name the dictionary also gives a lab test, followed by a
    reading (a number close after it in no dose unit), is the test, whatever the sentence's verb chose."""
    test = next((c for c in m.candidates if ctx.record_type(c) == "lab_result"), None)
    nxt = next((q for q in ctx.quantities if q.start >= m.end), None)
    if test is None or nxt is None or nxt.unit in _NOT_MEASURE_UNITS or not has_value_after(ctx, m):
        return False
    bound = bound_for(test, "lab_result")  # "taking vitamin d 1000 daily": no vitamin D level is 1000
    return bound is None or bound.low <= nxt.value <= bound.high


def supplement_for(lab_key: str) -> str | None:
    return _SUPPLEMENT_OF.get(lab_key)


def canonical(ctx: Ctx, key: str, value: float, unit: str | None) -> tuple[float, str | None]:
    """Value and unit in the coordinate's canonical unit; UnitError when the unit cannot apply."""
    rule = ctx.dictionary.unit_rule(key, ctx.lang) if unit is None else None
    if rule is not None:  # "glucose 6.1": mmol/L; "weighed 180": lb (ontology/81_unit_inference.cypher)
        unit = next((r.unit for r in rule.bare if r.min < value < r.max), None)
    if unit == "deg":
        unit = "degF" if value > 50 else "Cel"
    if unit == "kilo":  # 킬로/키로 said of a measurement: kilograms
        unit = "kg"
    term = ctx.dictionary.terms.get(key)
    if term is None or not term.unit:
        return value, unit
    v, u = to_canonical(key, value, unit, ctx.dictionary)
    return round(v, 3), u



def _weight_now_draft(ctx: Ctx, change: Quantity, now: Quantity, unit: str | None) -> list[Draft]:
    """The weight told after a change ("lost 10 pounds, now 189", "3.2키로 빠져서 지금 71.8"): a draft of ``now`` on
    the turn's day (the change itself is no record); both numbers are taken."""
    d = _measure_draft(ctx, "body:weight", "body_measurement", now, now.value, (now.start, now.end), unit)
    if d is None:
        return []
    rule_id = "measure.after_change"
    d.rule, d.time, d.fields["date"] = rule_id, "own", ctx.said_at.date()
    ctx.take(now)
    ctx.take(change)
    return [d]

def _measure_draft(ctx: Ctx, key: str, rtype: str, q: Quantity, value: float, anchor: tuple[int, int],
                   unit: str | None) -> Draft | None:
    try:
        v, u = canonical(ctx, key, value, unit)
    except UnitError as exc:
        log.debug("unit %s does not fit %s: %s", unit, key, exc)
        return None
    return Draft("measure.term_value",  # the caller names another rule where it is not the term's value
        rtype, key, min(anchor[0], q.start), max(anchor[1], q.end),
        {"value": v, "unit": u, "value_as_said": _fmt(value), "unit_as_said": unit},
        confidence=0.95,
    )


def _fmt(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else str(value)


# "7.9 to 7.1", "7.9 down to 7.1", "160 all the way down to 118": the value a change started from
_CHANGE_AFTER = re.compile(r"\s*(?:%|mg/dl|points?)?\s*(?:(?:(?:all\s+the\s+way\s+)?(?:down|up|back)\s+)?to|->|→)\s*\d"
                           r"|\s*(?:%|points?)?\s*(?:이나|나|만큼|정도)?\s*"
                           r"(?:떨어|내려|올라|줄었|늘었|빠졌|낮아졌|높아졌)|\s*(?:에서|서)\s*\d|\s*points?\b", re.I)
_CHANGE_BEFORE = re.compile(r"\b(?:dropped|fell|down|up|rose|climbed|improved|by|lower|higher)\s*$", re.I)


def _value_after(ctx: Ctx, m: TermMatch, stops: list[int]) -> Quantity | None:
    glued = glued_value(ctx, m)
    if glued is not None:
        return glued
    sentence = ctx.sentence_of(m.start)
    limit = min([s for s in stops if s > m.end] + [sentence.end])
    for q in ctx.quantities:
        if q.start < m.end or q.start >= limit or not ctx.free(q):
            continue
        if q.unit == "h" and (_HOURS_AFTER.match(ctx.text, q.end) or _HOURS_AFTER_MEAL.search(ctx.text, 0, q.start)):
            continue  # "sugar 2hrs after lunch: 186": when it was drawn, not its value
        if q.kind == "score" or q.unit in _NOT_MEASURE_UNITS:
            return None
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
            or nxt.unit in _NOT_MEASURE_UNITS or _CHANGE_AFTER.match(ctx.text, nxt.end):
        return None
    return nxt


def _bare_unit(ctx: Ctx, key: str | None, value: float) -> str | None:
    """The unit a number said with no unit is in, when the coordinate's unit inference reads it
    (ontology/81_unit_inference.cypher: "198.4 on the scale" is lb); None when it does not."""
    rule = ctx.dictionary.unit_rule(key, ctx.lang) if key is not None else None
    if rule is None:
        return None
    return next((r.unit for r in rule.bare if r.min < value < r.max), None)


def _value_before(ctx: Ctx, m: TermMatch) -> Quantity | None:
    for q in reversed(ctx.quantities):
        if q.end <= m.start and ctx.free(q) and q.unit not in _NOT_MEASURE_UNITS and q.kind == "number":
            gap = ctx.text[q.end:m.start]
            if len(gap) <= 4 and (q.unit is not None or _bare_unit(ctx, m.term_key, q.value) is not None):
                return q
            return None
    return None


def extract(ctx: Ctx) -> list[Draft]:
    drafts: list[Draft] = []
    measures = [m if m.term_key and ctx.record_type(m.term_key) in MEASURE_TYPES else _as_measure(ctx, m)
                for m in ctx.matches
                if (m.term_key and ctx.record_type(m.term_key) in MEASURE_TYPES) or _measure_candidate(ctx, m)]
    stops = [m.start for m in measures]
    # Compound blood pressure: "128/84", "141 over 92", "혈압 130에 85" give two records, same time.
    for q in ctx.quantities:
        if q.kind != "pair" or not ctx.free(q) or q.value2 is None:
            continue
        fixed = _corrected(ctx, q)
        if fixed is not q:  # "150에 95 아니 아니 140에 90": only the corrected reading is kept
            ctx.take(q)
            continue
        q = pair_member_fixed(ctx, q) or q  # "130에 85 아 아니 83": one member said again
        for bp_key, value in (("vital:systolic_bp", q.value), ("vital:diastolic_bp", q.value2 or 0.0)):
            d = _measure_draft(ctx, bp_key, "vital_sign", q, value, (q.start, q.end), "mmHg")
            if d is not None:
                drafts.append(d)
        ctx.take(q)
        drafts += _pulse_after_pair(ctx, q)
        for bp in measures:
            if bp.term_key in ("vital:systolic_bp", "vital:diastolic_bp") and ctx.sentence_of(bp.start) == \
                    ctx.sentence_of(q.start):
                ctx.used_matches.add(bp.start)
    for tm in measures:
        key = tm.term_key
        here = ctx.clause_of(tm.start)
        if key is None or tm.start in ctx.used_matches:
            continue
        ahead = _value_after(ctx, tm, stops) if ctx.lang == "en" else None
        # English says the target wording before the number it aims at: "fasting glucose was 6.4 so they want an
        # HbA1c" wants a test, not that value (Korean says it after: "공복혈당 100 아래로 만드는게 목표")
        said_to = ahead.end if ahead is not None else here.end
        if says_aim(ctx, TARGET_ALSO, ctx.text[here.start:max(said_to, tm.end)]) \
                and not before_aim(ctx, tm.end, here.start, here.end):
            continue
        if TARGET_BOUND.search(ctx.clause_of(tm.start).text) \
                and says_aim(ctx, BOUND_TARGET_ALSO, ctx.sentence_of(tm.start).text) \
                and not read_before_aim(ctx, tm.end, here.end):
            continue  # "goal: get my a1c under 6.5": the target, not a reading
        if threshold(ctx, ctx.clause_of(tm.start).text):
            continue  # "start lipitor if my LDL is still over 160", "혈당 200 넘으면 연락하래": a threshold
        if _HOURS_WORD.match(tm.surface) and re.search(r"\d\s*$", ctx.text[:tm.start]):
            continue  # "2 hr post-meal": hours, not heart rate
        rtype = ctx.record_type(key) or "lab_result"
        found = _value_after(ctx, tm, stops) or _value_before(ctx, tm)
        if found is None or found.kind == "pair":
            continue
        m, q = tm, _corrected(ctx, found)
        if q is not found:
            ctx.take(found)
        if key == "body:weight" and weight_change(ctx, q):
            now = _weight_after_change(ctx, q)  # "체중 어제보다 0.5 빠짐 71.9": the weight now, said after the change
            if now is None:
                continue
            q = now
        d = _measure_draft(ctx, key, rtype, q, q.value, (m.start, m.end), q.unit)
        if d is None:
            continue
        drafts.append(d)
        ctx.take(q)
        ctx.used_matches.add(m.start)
        prev = _previous_value(ctx, q)
        if prev is not None:
            d2 = _measure_draft(ctx, key, rtype, prev, prev.value, (prev.start, prev.end), prev.unit or q.unit)
            if d2 is not None:
                drafts.append(d2)
                ctx.take(prev)
    drafts += level_readings(ctx, canonical)  # "started vitamin D 2000 IU. my level was low at 18"
    drafts += _bare_measures(ctx)
    return drafts


def _pulse_after_pair(ctx: Ctx, pair: Quantity) -> list[Draft]:
    said = _PULSE_AFTER_PAIR.match(ctx.text, pair.end)
    if said is None:
        return []
    q = next((q for q in ctx.quantities if q.start == said.end() and ctx.free(q) and q.kind == "number"
              and q.unit in (None, "/min") and 30 <= q.value <= 220), None)
    if q is None:
        return []
    d = _measure_draft(ctx, "vital:heart_rate", "vital_sign", q, q.value, (said.start(), q.end), "/min")
    if d is None:
        return []
    ctx.take(q)
    for m in ctx.matches:  # "hr" is also the heart rate's own abbreviation: the pulse rule owns it here
        if said.start() <= m.start < said.end():
            ctx.used_matches.add(m.start)
    return [d]


def _corrected(ctx: Ctx, q: Quantity) -> Quantity:
    """ "weighed 81.5 — wait no, 80.5", "88, no wait 68", "150 아니 아니 140": the value said last counts."""
    for nxt in ctx.quantities:
        if nxt.start < q.end or not ctx.free(nxt) or nxt is q:
            continue
        if nxt.kind == q.kind and nxt.start - q.end <= 30 \
                and replaces_previous(ctx.text[q.end:nxt.start], "any", ctx.dictionary):
            return nxt
        break
    return q


def weight_change(ctx: Ctx, q: Quantity) -> bool:
    """The number is the amount of a weight change ("2킬로 빠졌네요", "+2키로", "lost 3 lbs"), no weight."""
    return bool(_WEIGHT_CHANGE.match(ctx.text, q.end)
                or _WEIGHT_CHANGE_BEFORE.search(ctx.text[max(0, q.start - 20):q.start]))


def _weight_after_change(ctx: Ctx, change: Quantity) -> Quantity | None:
    """The next number of the sentence, in kg or bare, with no health word between: the weight the change led to
    (Korean; English "down 0.5 from yesterday, 71.9 now" would date the weight by the day compared with)."""
    if ctx.lang != "ko":
        return None
    sentence = ctx.sentence_of(change.start)
    nxt = next((n for n in ctx.quantities if n.start >= change.end and n.start < sentence.end and ctx.free(n)), None)
    if nxt is None or nxt.kind != "number" or nxt.unit not in (None, "kg", "lb") or weight_change(ctx, nxt) \
            or any(change.end <= m.start < nxt.start for m in ctx.matches):
        return None
    ctx.take(change)
    return nxt if nxt.unit is not None or change.unit is None else replace(nxt, unit=change.unit)


def _previous_value(ctx: Ctx, q: Quantity) -> Quantity | None:
    """ "A1c 7.2%, up from 6.8 in December", "6.8 나왔어, 석 달 전엔 7.3이었는데", "지난번엔 7.9였는데 이번엔 7.1": the
    other value of a comparison (``comparisons``) is a record of its own (the pipeline keeps an earlier one only
    when its side says a time)."""
    other = partner(ctx, q)
    if other is None or not ctx.free(other) or other.kind != "number" or other.unit in _NOT_MEASURE_UNITS \
            or weight_change(ctx, other):  # "체중 58.2, 지난달보다 2킬로 빠졌네요": the change, no weight
        return None
    return other


_OXIMETER = re.compile(r"\b(?:(?:pulse\s*)?oximeter|pulse\s*ox)\b|산소\s*(?:포화도\s*)?측정기", re.I)


def _bare_measures(ctx: Ctx) -> list[Draft]:
    """Numbers whose unit names the measurement: "195 lbs this morning", "100.4°F", "72 bpm"."""
    out: list[Draft] = []
    for q in ctx.quantities:
        if not ctx.free(q) or q.kind not in ("number", "stone_pounds"):
            continue
        clause = ctx.clause_of(q.start)
        key: str | None = None
        if q.unit in ("kg", "kilo") and ctx.lang == "ko" and weight_change(ctx, q) \
                and (now := weight_now_ko(ctx, q, weight_change)) is not None:
            # "3.2키로 빠져서 지금 71.8이에요": the weight now, the turn's day; the change is no record
            out.extend(_weight_now_draft(ctx, q, now, "kg"))
            continue
        if q.unit == "kilo" and (not _WEIGH_KO.search(clause.text) or _MOVE_KO.search(clause.text)):
            continue  # "5키로 뛰었어": a distance, left to exercise
        if q.unit in ("kg", "lb", "kilo"):
            aimed = (says_aim(ctx, GOALISH_ALSO, clause.text)
                     and not before_aim(ctx, q.end, clause.start, clause.end)) \
                or GOAL_HEADER.search(ctx.sentence_of(q.start).text)
            sentence = ctx.sentence_of(q.start)
            # a drug of the same sentence may be dosed by weight ("tue: forgot my metformin. 81 kg" is a weight)
            dosed = any(sentence.start <= m.start < sentence.end for m in ctx.terms("drug:"))
            # "lost 10 pounds since the wedding, now 189": "lost" is no aim here (no want, goal, "get to")
            if not (dosed or says_aim(ctx, CHANGE_AIMED, sentence.text) or GOAL_HEADER.search(sentence.text)) \
                    and weight_change(ctx, q) and (now := weight_now_en(ctx, q, weight_change)) is not None:
                # the weight now: the turn's day, not the change's time ("over christmas")
                out.extend(_weight_now_draft(ctx, q, now, q.unit))
                continue
            if aimed or dosed or weight_change(ctx, q):
                continue
            if re.search(r"\b(?:tall|height)\b|키", clause.text, re.I) and q.unit != "lb" and q.value > 100:
                continue
            key = "body:weight"
        elif q.unit == "degF" or (q.unit == "Cel" and re.search(r"체온|열|temp|fever", clause.text, re.I)):
            key = "vital:body_temperature"
        elif q.unit == "/min":
            key = "vital:heart_rate"
        elif q.unit == "%" and 70 <= q.value <= 100 and _OXIMETER.search(clause.text):  # "98% on the oximeter"
            key = "vital:spo2"
        elif q.unit in ("in", "cm") and re.search(r"\bwaist\b|허리", clause.text, re.I) \
                and not re.search(r"아프|아파|통증|pain|hurt", clause.text, re.I):
            key = "body:waist"
        unit = q.unit
        if key is None and q.unit is None and 20 <= q.value <= 150 and _WAIST_KO.search(ctx.text, 0, q.start):
            key, unit = "body:waist", "cm" if q.value >= 50 else "in"
        rule_id = "measure.unit_named"
        if key is None and q.unit is None and not says_aim(ctx, GOALISH_ALSO, clause.text):
            implied = implied_measure(ctx, ctx.sentence_of(q.start), q.value, q.start)
            if implied is not None:
                key, unit = implied
                rule_id = "measure.implied_by_word"
        if key is None:
            continue
        rtype = ctx.record_type(key) or ("body_measurement" if key.startswith("body:") else "vital_sign")
        d = _measure_draft(ctx, key, rtype, q, q.value, (q.start, q.end), unit)
        if d is not None:
            d.rule = rule_id
            out.append(d)
            ctx.take(q)
    return out
