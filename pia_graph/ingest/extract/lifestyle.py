"""Lifestyle episodes: meals (late-night eating), substance use (drinks, cigarettes), mood and stress."""

from __future__ import annotations

import re
from typing import Any

from pia_graph.ingest.extract.context import Ctx, Draft
from pia_graph.ingest.extract.negation import confidence, is_negated

_EAT = re.compile(r"\b(?:ate|eat|eating|eaten|snack\w*|munch\w*|binge\w*|devoured|had\s+(?:a|some|the)?\s*"
                  r"(?:pizza|chips|wings|ramen|burger|noodles|snack|dessert|ice\s+cream|fried\s+chicken))\b"
                  r"|먹었|먹고|먹음|야식", re.I)
_LATE = re.compile(
    r"\b(?:late[-\s]night|midnight|(?:9|10|11)(?::\d{2})?\s*(?:pm|p\.m\.)|12(?::\d{2})?\s*(?:am|a\.m\.)"
    r"|at\s+1[01](?::\d{2})?\b|late\s+dinner)\b|야식|밤\s*1[0-2]\s*시|자정|새벽\s*\d|어젯밤|12시에",
    re.I,
)
_SKIP_MEAL = re.compile(r"\bskipped\s+(breakfast|lunch|dinner)|(아침|점심|저녁)\s*(?:을|은)?\s*굶", re.I)
_MEAL_WORD = re.compile(r"\bfor\s+(breakfast|lunch|dinner)\b|(아침|점심|저녁)\s*(?:으로|에)", re.I)
_DRINK_CTX = re.compile(r"\b(?:beers?|wine|drinks?|glass(?:es)?|soju|sake|whiskey|vodka|cocktails?|shots?|cans?"
                        r"|pints?|bottles?\s+of|alcohol)\b|소주|맥주|와인|술|막걸리", re.I)
_HABITUAL = re.compile(r"\b(?:a|per)\s+(?:week|day|month)\b|\bweekly\b|\bsocially\b|\busually\b|\bmost\s+nights\b"
                       r"|\bnights\s+a\s+week\b|\bevery\s+(?:day|night)\b|일주일에|매일", re.I)
_STRESS = re.compile(r"\bstress\w*\b|스트레스", re.I)
_MOOD = re.compile(r"\bmood\b|기분", re.I)
_STRESS_LEVEL: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"through\s+the\s+roof|super\s+stressed|so\s+stressed|really\s+stressed|extremely|insane|crazy"
                r"|very\s+stressed|심해|엄청|너무|많이", re.I), "high"),
    (re.compile(r"\b(?:a\s+bit|a\s+little|somewhat|kind\s+of|mild)\b|조금|약간", re.I), "moderate"),
    (re.compile(r"\b(?:low|relaxed|calm|no\s+stress)\b|없", re.I), "low"),
)
_COUNTED = re.compile(r"\s*(?:or\s+\d+\s+)?(?:drinks?|beers?|glasses|cans)", re.I)
_BOTTLE_DRINKS = (("soju", 7.0), ("소주", 7.0), ("wine", 5.0), ("와인", 5.0))


def _meals(ctx: Ctx) -> list[Draft]:
    out: list[Draft] = []
    drug_positions = [m.start for m in ctx.matches if m.term_key and m.term_key.startswith("drug:")]
    for _sentence, parts in ctx.sentences:
        for clause in parts:
            t = clause.text
            if any(clause.start <= p < clause.end for p in drug_positions):
                continue
            eat = _EAT.search(t)
            late = _LATE.search(t)
            if eat and late and not is_negated(t, eat.start(), eat.end(), ctx.lang):
                out.append(Draft("meal", "meal:late_night_eating", clause.start + eat.start(),
                                 clause.start + eat.end(), {"value": t},
                                 confidence=confidence(0.9, t, ctx.lang)))
                continue
            skip = _SKIP_MEAL.search(t)
            if skip:
                out.append(Draft("meal", "meal:meal", clause.start + skip.start(), clause.start + skip.end(),
                                 {"value": t, "status": "skipped", "negated": True}))
                continue
            meal = _MEAL_WORD.search(t)
            if eat and meal:
                out.append(Draft("meal", "meal:meal", clause.start + eat.start(), clause.start + meal.end(),
                                 {"value": t}))
    return out


def _alcohol(ctx: Ctx) -> list[Draft]:
    out: list[Draft] = []
    for sentence, _parts in ctx.sentences:
        if _HABITUAL.search(sentence.text) or not _DRINK_CTX.search(sentence.text):
            continue
        total = 0.0
        first = last = -1
        for q in ctx.quantities_in(sentence.start, sentence.end):
            if not ctx.free(q):
                continue
            if q.unit == "drink" or (q.unit == "bottle"):
                per = 1.0
                if q.unit == "bottle":
                    window = ctx.text[q.start:min(sentence.end, q.end + 15)].lower()
                    window += ctx.text[max(sentence.start, q.start - 8):q.start].lower()
                    per = next((n for w, n in _BOTTLE_DRINKS if w in window), 1.0)
                total += q.value * per
            elif q.unit is None and _COUNTED.match(ctx.text[q.end:]):
                total = max(total, q.value)
            elif q.unit is None and re.match(r"\s*or\s+\d+\s+(?:drinks?|beers?)", ctx.text[q.end:], re.I):
                continue
            else:
                continue
            ctx.take(q)
            first = q.start if first < 0 else first
            last = q.end
        hit = _DRINK_CTX.search(sentence.text)
        assert hit is not None
        neg = is_negated(sentence.text, hit.start(), hit.end(), ctx.lang)
        fields: dict[str, Any] = {"unit": "drinks"}
        if neg:
            fields.update(negated=True, value=0)
        elif total > 0:
            fields.update(value=round(total, 2), drinks=round(total, 2))
        elif not re.search(r"\b(?:had|drank|drinking|drinks)\b|마셨", sentence.text, re.I):
            continue
        s = first if first >= 0 else sentence.start + hit.start()
        e = last if last >= 0 else sentence.start + hit.end()
        out.append(Draft("substance_use", "substance:alcohol", s, e, fields,
                         confidence=confidence(0.9, sentence.text, ctx.lang)))
    return out


def _mood(ctx: Ctx) -> list[Draft]:
    out: list[Draft] = []
    for sentence, parts in ctx.sentences:
        for clause in parts:
            for key, rx in (("mood:stress", _STRESS), ("mood:mood", _MOOD)):
                hit = rx.search(clause.text)
                if not hit:
                    continue
                fields: dict[str, Any] = {}
                score = next((q for q in ctx.quantities_in(clause.start, clause.end)
                              if q.kind == "score" and ctx.free(q)), None)
                if score is None:
                    score = next((q for q in ctx.quantities_in(sentence.start, sentence.end)
                                  if q.kind == "score" and ctx.free(q)), None)
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
                    if not word:
                        continue
                    fields["value"] = word.group(1).lower()
                out.append(Draft("mood", key, clause.start + hit.start(), clause.start + hit.end(), fields,
                                 confidence=confidence(0.9, clause.text, ctx.lang)))
                break
    return out


def extract(ctx: Ctx) -> list[Draft]:
    return _meals(ctx) + _alcohol(ctx) + _mood(ctx)
