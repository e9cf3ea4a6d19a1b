"""Measurements: lab results, vital signs, body measurements; compound blood pressure. The family's entry point:
the measure's number is found by ``measure_values``, made a draft by ``measure_drafts``; numbers whose unit names
the measurement are ``bare_measures``'; a weight change and the weight after it ``weight_now``'s."""

from __future__ import annotations

import re

from pia_graph.ingest.cue_words import cue_pattern
from pia_graph.ingest.extract.bare_measures import bare_measures
from pia_graph.ingest.extract.context import Ctx, Draft
from pia_graph.ingest.extract.corrections import pair_member_fixed
from pia_graph.ingest.extract.drug_levels import level_readings
from pia_graph.ingest.extract.measure_aims import (
    BOUND_TARGET_ALSO,
    TARGET_ALSO,
    TARGET_BOUND,
    before_aim,
    read_before_aim,
    says_aim,
    threshold,
)
from pia_graph.ingest.extract.measure_drafts import canonical, measure_draft
from pia_graph.ingest.extract.measure_values import corrected, previous_value, reading_after, value_after, value_before
from pia_graph.ingest.extract.numbers import Quantity
from pia_graph.ingest.extract.weight_now import weight_after_change, weight_change
from pia_graph.ingest.extract.wished_values import wished
from pia_graph.ingest.hup.types import types_where
from pia_graph.ontology import TermMatch

MEASURE_TYPES = types_where(result=True)
_HOURS_WORD = re.compile(r"^(?:hr|hrs|h)$", re.IGNORECASE)
# "152/96 hr 88", "138/88 p 74", "132/84 맥박 70": a pulse said right after a blood pressure pair (the cuff's
# third number); "hr" and "p" are read as heart rate only here, where no hours or page can be meant
_PULSE_AFTER_PAIR = re.compile(r"\s*[,/]?\s*(?:hr|p|pr|pulse|맥박|맥|심박수?)\s*:?\s*(?=\d{2,3}(?!\d|[./:]\d))", re.I)

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


def supplement_for(lab_key: str) -> str | None:
    return _SUPPLEMENT_OF.get(lab_key)


def extract(ctx: Ctx) -> list[Draft]:
    drafts: list[Draft] = []
    measures = [m if m.term_key and ctx.record_type(m.term_key) in MEASURE_TYPES else _as_measure(ctx, m)
                for m in ctx.matches
                if (m.term_key and ctx.record_type(m.term_key) in MEASURE_TYPES) or _measure_candidate(ctx, m)]
    stops = [m.start for m in measures]
    # Compound blood pressure: "128/84", "141 over 92", "혈압 130에 85" give two records, same time.
    for q in ctx.quantities:
        if q.kind != "pair" or not ctx.free(q) or q.value2 is None or wished(ctx, q):
            continue  # "wish it was 120/80": no reading
        fixed = corrected(ctx, q)
        if fixed is not q:  # "150에 95 아니 아니 140에 90": only the corrected reading is kept
            ctx.take(q)
            continue
        q = pair_member_fixed(ctx, q) or q  # "130에 85 아 아니 83": one member said again
        for bp_key, value in (("vital:systolic_bp", q.value), ("vital:diastolic_bp", q.value2 or 0.0)):
            d = measure_draft(ctx, bp_key, "vital_sign", q, value, (q.start, q.end), "mmHg")
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
        ahead = value_after(ctx, tm, stops) if ctx.lang == "en" else None
        # English says the target wording before the number it aims at: "fasting glucose was 6.4 so they want an
        # HbA1c" wants a test, not that value (Korean says it after: "공복혈당 100 아래로 만드는게 목표")
        said_to = ahead.end if ahead is not None else here.end
        if says_aim(ctx, TARGET_ALSO, ctx.text[here.start:max(said_to, tm.end)]) \
                and not before_aim(ctx, tm.end, here.start, here.end):
            continue
        if TARGET_BOUND.search(ctx.clause_of(tm.start).text) \
                and (says_aim(ctx, BOUND_TARGET_ALSO, ctx.sentence_of(tm.start).text)
                     or (ctx.lang == "ko" and cue_pattern(ctx.dictionary, "bound_told_to", "ko")
                         .search(ctx.clause_of(tm.start).text) is not None)) \
                and not read_before_aim(ctx, tm.end, here.end):
            continue  # "goal: get my a1c under 6.5": the target, not a reading
        if threshold(ctx, ctx.clause_of(tm.start).text):
            continue  # "start lipitor if my LDL is still over 160", "혈당 200 넘으면 연락하래": a threshold
        if _HOURS_WORD.match(tm.surface) and re.search(r"\d\s*$", ctx.text[:tm.start]):
            continue  # "2 hr post-meal": hours, not heart rate
        rtype = ctx.record_type(key) or "lab_result"
        found = value_after(ctx, tm, stops) or value_before(ctx, tm)
        if found is None or found.kind == "pair":
            continue
        m, q = tm, corrected(ctx, found)
        if q is not found:
            ctx.take(found)
        if key == "body:weight" and weight_change(ctx, q):
            now = weight_after_change(ctx, q)  # "체중 어제보다 0.5 빠짐 71.9": the weight now, said after the change
            if now is None:
                continue
            q = now
        prev = previous_value(ctx, q)
        # "허리 34인치에서 32로 줄었어요": the unit said once, with the value the change started from, is both values'
        carried = prev.unit if q.unit is None and prev is not None else None
        d = measure_draft(ctx, key, rtype, q, q.value, (m.start, m.end), carried) if carried else None
        if d is None:  # "sugar 3 hours later was 176": the other number is no value of the measure
            d = measure_draft(ctx, key, rtype, q, q.value, (m.start, m.end), q.unit)
        if d is None:
            continue
        drafts.append(d)
        ctx.take(q)
        ctx.used_matches.add(m.start)
        if prev is not None:
            d2 = measure_draft(ctx, key, rtype, prev, prev.value, (prev.start, prev.end), prev.unit or q.unit)
            if d2 is not None:
                drafts.append(d2)
                ctx.take(prev)
    drafts += level_readings(ctx, canonical)  # "started vitamin D 2000 IU. my level was low at 18"
    drafts += bare_measures(ctx)
    return drafts


def _pulse_after_pair(ctx: Ctx, pair: Quantity) -> list[Draft]:
    said = _PULSE_AFTER_PAIR.match(ctx.text, pair.end)
    if said is None:
        return []
    q = next((q for q in ctx.quantities if q.start == said.end() and ctx.free(q) and q.kind == "number"
              and q.unit in (None, "/min") and 30 <= q.value <= 220), None)
    if q is None:
        return []
    d = measure_draft(ctx, "vital:heart_rate", "vital_sign", q, q.value, (said.start(), q.end), "/min")
    if d is None:
        return []
    ctx.take(q)
    for m in ctx.matches:  # "hr" is also the heart rate's own abbreviation: the pulse rule owns it here
        if said.start() <= m.start < said.end():
            ctx.used_matches.add(m.start)
    return [d]

