"""Numbers whose unit names the measurement ("195 lbs this morning", "100.4°F", "72 bpm", "98% on the oximeter",
"허리 84"), and the weight told after a change ("lost 10 pounds, now 189"). Pure; part of the ``vitals_labs``
family."""

from __future__ import annotations

import re

from pia_graph.ingest.extract.context import Ctx, Draft
from pia_graph.ingest.extract.implied_measures import implied_measure
from pia_graph.ingest.extract.measure_aims import CHANGE_AIMED, GOAL_HEADER, GOALISH_ALSO, before_aim, says_aim
from pia_graph.ingest.extract.measure_drafts import measure_draft
from pia_graph.ingest.extract.numbers import Quantity
from pia_graph.ingest.extract.weight_now import weight_change, weight_now_en, weight_now_ko

_WEIGH_KO = re.compile(r"체중|몸무게|나가|나갔|나와|나왔|찍")
# "몸무게 68.2 허리 84": a bare number right after 허리 is the waist (cm; one under 50 is inches, "허리 32")
_WAIST_KO = re.compile(r"(?<![가-힣])허리(?:둘레)?\s*(?:는|가|도|은)?\s*$")
_MOVE_KO = re.compile(r"뛰|달리|달렸|걸었|걷|자전거|라이딩|러닝|조깅|수영|산책|등산")
_OXIMETER = re.compile(r"\b(?:(?:pulse\s*)?oximeter|pulse\s*ox)\b|산소\s*(?:포화도\s*)?측정기", re.I)

# a number that a Korean counter follows ("5번 화장실", "3개", "2잔") counts things: no measurement it implies
_KO_COUNTED = re.compile(r"\s?(?:번|회|개|명|잔|알|층|살|차)")


def _weight_now_draft(ctx: Ctx, change: Quantity, now: Quantity, unit: str | None) -> list[Draft]:
    """The weight told after a change ("lost 10 pounds, now 189", "3.2키로 빠져서 지금 71.8"): a draft of ``now`` on
    the turn's day (the change itself is no record); both numbers are taken."""
    d = measure_draft(ctx, "body:weight", "body_measurement", now, now.value, (now.start, now.end), unit)
    if d is None:
        return []
    rule_id = "measure.after_change"
    d.rule, d.time, d.fields["date"] = rule_id, "own", ctx.said_at.date()
    ctx.take(now)
    ctx.take(change)
    return [d]


def bare_measures(ctx: Ctx) -> list[Draft]:
    """Numbers whose unit names the measurement: "195 lbs this morning", "100.4°F", "72 bpm"."""
    out: list[Draft] = []
    for q in ctx.quantities:
        if not ctx.free(q) or q.kind not in ("number", "stone_pounds"):
            continue
        clause = ctx.clause_of(q.start)
        key: str | None = None
        if q.unit in ("kg", "kilo") and ctx.lang == "ko" and weight_change(ctx, q) \
                and (now := weight_now_ko(ctx, q)) is not None:
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
                    and weight_change(ctx, q) and (now := weight_now_en(ctx, q)) is not None:
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
        if key is None and q.unit is None and not says_aim(ctx, GOALISH_ALSO, clause.text) \
                and not _KO_COUNTED.match(ctx.text, q.end):
            implied = implied_measure(ctx, ctx.sentence_of(q.start), q.value, q.start)
            if implied is not None and not (implied[1] == "mmol/L" and "." not in ctx.text[q.start:q.end]):
                # a reading in mmol/L is told with its decimal ("점심 먹고 2시간 7.9"); a whole number there counts
                key, unit = implied
                rule_id = "measure.implied_by_word"
        if key is None:
            continue
        rtype = ctx.record_type(key) or ("body_measurement" if key.startswith("body:") else "vital_sign")
        d = measure_draft(ctx, key, rtype, q, q.value, (q.start, q.end), unit)
        if d is not None:
            d.rule = rule_id
            out.append(d)
            ctx.take(q)
    return out
