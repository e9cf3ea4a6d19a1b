"""A second reading of the same measure said right after the first: "Temp 101.3F at 2am, down to 99.1 now",
"fasting bg 5.9 mmol/L this am, 2hrs after lunch 8.4", "체온 38.5도였는데 지금 37.2".

The later number takes the first reading's coordinate (a glucose said after a meal becomes the
after-meal glucose) and, when it has none of its own, the unit the dictionary infers for the measure.
"""

from __future__ import annotations

import re
from typing import Any

from pia_graph.ingest.clause_evidence import MINE_BEFORE
from pia_graph.ingest.cue_words import cue_pattern
from pia_graph.ingest.extract.concept_values import GLUCOSE_READINGS, glucose_qualified
from pia_graph.ingest.extract.context import Ctx, Draft
from pia_graph.ingest.extract.day_labels import label_after
from pia_graph.ingest.extract.measure_drafts import canonical
from pia_graph.ingest.extract.numbers import Quantity
from pia_graph.ingest.extract.weight_now import weight_change
from pia_graph.ingest.hup.bounds import bound_for
from pia_graph.ingest.hup.types import types_where
from pia_graph.ontology.units import UnitError

_MEASURES = types_where(result=True)
_TIME_UNITS = frozenset({"h", "min"})
_AFTER_MEAL = re.compile(r"\bafter\s+(?:a\s+|my\s+|the\s+)?(?:meal|meals|lunch|dinner|breakfast|supper|eating|food)\b"
                         r"|\b\d+\s*(?:h|hr|hrs|hours?)\s+(?:after|post)\b|\bpost[-\s]?(?:meal|prandial|lunch|dinner)\b"
                         r"|식후|먹고|먹은\s*(?:후|뒤|지)|식사\s*후", re.IGNORECASE)
_THEN = re.compile(r"\b(?:down|up|back|dropped|fell|rose|climbed|went\s+(?:up|down)|came\s+down)\s+to\b"
                   r"|\b(?:now|then|later|after\s+that)\b|->|→|지금|이제|그\s*다음|나중에|다시\s*재|떨어|내려|올라",
                   re.IGNORECASE)
# An earlier reading said after the current one ("A1c 6.4!!! was 6.9 in march", "down from 12st 1 a month
# ago", "7.4래.. 3월엔 6.8이었는데"): it may open the next sentence
_EARLIER_BEFORE = re.compile(r"\b(?:was|were|used\s+to\s+be|down\s+from|up\s+from|from)\s*"
                             r"(?:like\s+|about\s+|around\s+)?$", re.IGNORECASE)
_EARLIER_AFTER_KO = re.compile(r"\s*(?:%|프로|kg|킬로)?\s*(?:이었|였)")
# "sugar was 9.1 this morning, then the grandkids came round and we had a lovely time, and before dinner it was
# 7.4": "it" names the measure told before, past a side story (a longer reach; a measure named between stops it)
_IT_WAS = re.compile(r"\bit(?:\s+was|\s+is|'s|’s|\s+had\s+(?:gone|come)\s+(?:back\s+)?(?:up|down)\s+to"
                     r"|\s+(?:went|came)\s+(?:back\s+)?(?:(?:up|down)\s+)?to|\s+read|\s+said)\s*(?:(?:about|around|like|only|just|back\s+to)\s+)?$",
                     re.IGNORECASE)
# "BG peaked 276 according to the Libre. back to 138 this morning fasting": the next sentence opens on the same
# measure's return
_BACK_TO = re.compile(r"(?:^|[.!?]\s*)(?:(?:and|then|but|now)\s+)?(?:back(?:\s+(?:up|down))?|down|up)\s+to\s*$",
                      re.IGNORECASE)
_IT_REACH = 240  # characters between the first reading and the "it was" one
_CLOCK = re.compile(r"\s*(?::\d{2}\s*)?(?:am|pm|a\.m\.|p\.m\.|시|o'clock)"
                    # "지금 28주" (weeks pregnant), "3번", "40살": a Korean count, not a reading
                    r"|\s?(?:주|개월|살|세|번|회)(?![가-힣])|\s?(?:주|개월)(?:째|차|간|동안)", re.IGNORECASE)
# "새벽 1시 64, 4시 59", "64 at 1am, 59 at 4am", "then 112 at 3:40": a run of readings each told at its clock time
_CLOCK_IN_GAP = re.compile(r"\b\d{1,2}(?::\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)|\b\d{1,2}:\d{2}\b|\d{1,2}\s*시(?![가-힣])"
                           r"|\d{1,2}\s*시\s*(?:\d{1,2}\s*분|반)", re.IGNORECASE)
_CLOCK_TOLD_AFTER = re.compile(r"\s*(?:at|by|around|@)\s*\d{1,2}(?::\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)?(?![\d.])",
                               re.IGNORECASE)
_AMOUNT_REACH = 12  # characters from a number to the thing it counts ("4 oz of apple juice")
_NOW_AFTER = re.compile(r"\s*(?:now|later|this\s+morning|tonight|today|지금|이제)\b", re.IGNORECASE)
_GLUCOSE = frozenset({"test:fasting_glucose", "test:random_glucose"})
_ANY_GLUCOSE = _GLUCOSE | {"test:postprandial_glucose"}


def _same_measure(coordinate: str, key: str) -> bool:
    """The measure itself named again between two readings ("BG peaked 276 according to the Libre. back to 138")."""
    return key == coordinate or (coordinate in _ANY_GLUCOSE and key in GLUCOSE_READINGS)


# where one reading's words end and the next one's begin: "sugar 98 fasting, 142 two hrs after breakfast, and a
# random 121"
_PART_EDGE = re.compile(r",|;|\band\b|\bthen\b|\bbut\b|\bplus\b|그리고|그\s*다음", re.IGNORECASE)


def _own_words(ctx: Ctx, gap_start: int, q: Quantity, stop: int) -> str:
    """The words of the reading ``q``: the gap's part after its last edge, then the words after the number up
    to the next edge or number ("…, then 162 two hrs after lunch", "…, and a random 121 yesterday afternoon")."""
    gap = ctx.text[gap_start:q.start]
    edges = list(_PART_EDGE.finditer(gap))
    lead = gap[edges[-1].end():] if edges else gap
    tail_end = min([stop, *(n.start for n in ctx.quantities_in(q.end, stop) if n.unit not in _TIME_UNITS)])
    tail = ctx.text[q.end:tail_end]
    edge = _PART_EDGE.search(tail)
    return lead + " " + (tail[:edge.start()] if edge else tail)


def extract(ctx: Ctx, drafts: list[Draft]) -> list[Draft]:
    """Each reading said after one of ``drafts`` (and after each reading found so, in turn: "mon 128, tue 119,
    wed 131" after "sugar")."""
    out: list[Draft] = []
    queue = list(drafts)
    while queue:
        d = queue.pop(0)
        if d.type not in _MEASURES or not isinstance(d.fields.get("value"), (int, float)):
            continue
        sentence = ctx.sentence_of(d.start)
        following = ctx.sentence_of(sentence.end + 1) if sentence.end < len(ctx.text) else sentence
        for q in ctx.quantities_in(d.end, max(sentence.end, following.end)):
            if not ctx.free(q) or q.kind not in ("number", "stone_pounds"):
                continue
            earlier = bool(_EARLIER_BEFORE.search(ctx.text[d.end:q.start])) \
                or bool(ctx.lang == "ko" and _EARLIER_AFTER_KO.match(ctx.text, q.end))
            it_was = ctx.lang != "ko" and (_IT_WAS.search(ctx.text[max(d.end, q.start - 40):q.start]) is not None
                                           or (q.start >= sentence.end and _BACK_TO.search(
                                               ctx.text[max(d.end, q.start - 40):q.start]) is not None))
            if q.start >= sentence.end and not (earlier or it_was):
                if any(m.term_key and q.end <= m.start <= q.end + _AMOUNT_REACH for m in ctx.matches):
                    continue  # "61. had 4 oz of apple juice and it came back up to 104": an amount of what was had
                break  # only an earlier reading, or one "it was", goes on into the next sentence
            if q.unit in _TIME_UNITS or _CLOCK.match(ctx.text, q.end):
                continue  # "2hrs after lunch", "at 2am", "28주": the wait, the hour or a count, not a reading
            if d.coordinate == "body:weight" and weight_change(ctx, q):
                continue  # "체중 58.2, 지난달보다 2킬로 빠졌네요": the change, not a second weight
            gap = ctx.text[d.end:q.start]
            between = [m.term_key for m in ctx.matches if d.end <= m.start < q.start and m.term_key
                       and not _same_measure(d.coordinate, m.term_key)]
            if it_was and len(gap) > 40:  # past a side story: no other measure named in between
                if len(gap) > _IT_REACH or any(ctx.record_type(k) in _MEASURES for k in between):
                    break
            elif len(gap) > (60 if earlier else 40) or any(ctx.record_type(k) != "meal" for k in between):
                break
            meal = _AFTER_MEAL.search(gap)
            dated = any(r.span is not None and d.end <= r.span.start and r.span.end <= q.start
                        and r.kind in ("date", "month") for r in ctx.resolutions) \
                or label_after(ctx.text, ctx.resolutions, q.end) is not None  # "71.2 today, yesterday 71.8";
            # "128 on mon, 119 tue": the day label of a run said after the number
            # a glucose said with words of its own ("…, 142 two hrs after breakfast", "a random 121")
            own = glucose_qualified(_own_words(ctx, d.end, q, sentence.end if q.start < sentence.end
                                               else following.end)) if d.coordinate in _ANY_GLUCOSE else None
            clocked = _CLOCK_IN_GAP.search(gap) is not None or _CLOCK_TOLD_AFTER.match(ctx.text, q.end) is not None
            if not (meal or dated or earlier or it_was or own or clocked or _THEN.search(gap)
                    or MINE_BEFORE.search(gap) or _NOW_AFTER.match(ctx.text, q.end) or _postured(ctx, d, gap, q)):
                break
            if any(m.term_key and q.end <= m.start <= q.end + 3 and not ctx.text[q.end:m.start].strip(" -x")
                   for m in ctx.matches):
                break  # "took 2 advil", "3 beers": the number counts something else ("125 ㅠ 어지러워서" does not)
            key = "test:postprandial_glucose" if meal and d.coordinate in _GLUCOSE else d.coordinate
            if d.coordinate in _ANY_GLUCOSE:  # "post lunch sugar 186. random check before lunch was 141"
                key = own or glucose_qualified(gap) or key
            if key not in ctx.dictionary.terms:
                break
            # (none where the unit does not convert, or where an inferred second reading cannot be true: our
            # misreading, not the user's)
            reading = _reading(ctx, d.type, key, q, q.unit or d.fields.get("unit_as_said"))
            if reading is None:
                break
            ctx.take(q)
            found = Draft("followup.next_reading", d.type, key, q.start, q.end, reading, confidence=0.85)
            out.append(found)
            queue.append(found)
            break
    return out


_NOT_POSTURE_AFTER = re.compile(r"히")  # "서서히": slowly, no standing
_POSTURE_AFTER_REACH = 16  # characters after the second number where its posture may be said ("118 standing")


def _postured(ctx: Ctx, d: Draft, gap: str, q: Quantity) -> bool:
    """A vital sign's second reading told by the body position it was taken in (cue list ``reading_posture``),
    said between the two readings or right after the second: "누워서 맥박 70인데 일어서니까 125", "서 있을 때 맥박
    108, 누워서 66", "pulse 70 lying, 118 standing": an orthostatic check gives a reading in each position."""
    if d.type != "vital_sign":
        return False
    posture = cue_pattern(ctx.dictionary, "reading_posture", ctx.lang)
    after = ctx.text[q.end:q.end + _POSTURE_AFTER_REACH]
    return any(not _NOT_POSTURE_AFTER.match(text, m.end()) for text in (gap, after) for m in posture.finditer(text))


def _reading(ctx: Ctx, rtype: str, key: str, q: Quantity, said_unit: str | None) -> dict[str, Any] | None:
    """The fields of a reading of ``key`` from the number ``q`` in the measure's unit, or None where ``said_unit``
    does not convert to it or the value lies outside what the measure can be (``hup.bounds``)."""
    try:
        value, unit = canonical(ctx, key, q.value, said_unit)
    except UnitError:
        return None
    bound = bound_for(key, rtype)
    if bound is not None and not bound.low <= value <= bound.high:
        return None
    return {"value": value, "unit": unit, "value_as_said": q.raw, "unit_as_said": said_unit}


# "목표 체중 60kg!! 지금 67", "goal 150 lbs, currently 163": the value now, said right after a goal
_NOW_BEFORE = re.compile(r"(?:\b(?:right\s+)?now|\bcurrently|\bat\s+the\s+moment|지금은?|현재는?)\s*"
                         r"(?:(?:i'?m|im|at|is|it's)\s+)?(?:(?:about|around|like|~)\s*)?$", re.IGNORECASE)


def goal_current(ctx: Ctx, drafts: list[Draft]) -> list[Draft]:
    """The measure a goal aims at, read where its current value is said beside the goal, in the goal's unit
    when said without one (rule ``followup.goal_current``)."""
    out: list[Draft] = []
    for d in drafts:
        target = d.fields.get("target_coordinate")
        rtype = ctx.record_type(target) if isinstance(target, str) else None
        if d.type != "goal" or not isinstance(target, str) or target not in ctx.dictionary.terms \
                or rtype is None or rtype not in _MEASURES or "value_as_said" not in d.fields:
            continue
        sentence = ctx.sentence_of(d.start)
        following = ctx.sentence_of(sentence.end + 1) if sentence.end < len(ctx.text) else sentence
        said = next((q for q in ctx.quantities_in(sentence.start, sentence.end) if q.raw == d.fields["value_as_said"]),
                    None)
        for q in ctx.quantities_in(sentence.start, max(sentence.end, following.end)):
            lead = ctx.text[max(sentence.start, q.start - 25):q.start]
            if q is said or not ctx.free(q) or q.kind != "number" or not _NOW_BEFORE.search(lead):
                continue
            reading = _reading(ctx, rtype, target, q, q.unit or (said.unit if said is not None else None))
            if reading is None:
                continue
            ctx.take(q)
            out.append(Draft("followup.goal_current", rtype, target, q.start, q.end, reading, confidence=0.85))
            break
    return out


# "2nd shingles shot done today! First one was in April.": an earlier dose of the same vaccine, said by "one"
_EARLIER_DOSE = re.compile(r"\b(?:the\s+)?(?:first|1st|second|2nd|previous|last|other|earlier)\s+(?:one|dose|shot"
                           r"|jab)\b|(?:첫|1차|2차|지난번|저번)\s*(?:번째\s*)?(?:거|것|접종|주사|꺼)?\s*(?:은|는)",
                           re.IGNORECASE)


def earlier_doses(ctx: Ctx, drafts: list[Draft]) -> list[Draft]:
    out: list[Draft] = []
    shots = [d for d in drafts if d.type == "vaccination"]
    if len({d.coordinate for d in shots}) != 1:
        return out
    shot = shots[0]
    # a later sentence, or a later clause of the shot's own ("got the 2nd dose today, first one was in feb")
    parts = [p for sentence, clauses in ctx.sentences for p in (clauses if len(clauses) > 1 else [sentence])]
    for sentence in parts:
        if sentence.start < ctx.clause_of(shot.start).end:
            continue
        hit = _EARLIER_DOSE.search(sentence.text)
        if hit is None or any(sentence.start <= d.start < sentence.end for d in drafts):
            continue
        if not any(r.span is not None and sentence.start <= r.span.start < sentence.end
                   and r.kind in ("date", "month", "year") for r in ctx.resolutions):
            continue
        out.append(Draft("followup.earlier_dose",
                         "vaccination", shot.coordinate, sentence.start + hit.start(), sentence.start + hit.end(),
                         dict(shot.fields), confidence=0.8))
    return out
