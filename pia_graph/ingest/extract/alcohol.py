"""Drinks: an evening's drinks counted by the serving or the bottle ("3 beers", "소주 2병"), by the day when said so
(``drink_days``), a vague count made exact by the number said after it; a vaccine's or a drug's shot is no drink."""

from __future__ import annotations

import re
from typing import Any

from pia_graph.ingest.cue_words import cue_pattern
from pia_graph.ingest.extract.context import Ctx, Draft
from pia_graph.ingest.extract.drink_days import by_day
from pia_graph.ingest.extract.drink_words import (
    BOTTLE_DRINKS,
    COUNTED,
    DRINK_BEFORE,
    DRINK_CTX,
    HABITUAL,
    NON_DRINKER,
)
from pia_graph.ingest.extract.meals import BARE_MEAL_KO, MEAL_HEADER
from pia_graph.ingest.extract.numbers import Quantity
from pia_graph.ingest.extract.unnamed_meds import names_medication
from pia_graph.ingest.extract.vague_counts import count_said_after, said_vaguely
from pia_graph.ingest.negation import is_negated

_SHOT = re.compile(r"\bshots?\b", re.I)
_SHOT_AFTER = re.compile(r"(?:st|nd|rd|th)?\s*(?:\w+\s+)?shots?\b", re.I)  # "3rd shot", "2 flu shots"


_DOSED = ("medication_regimen", "medication_intake")


def _vaccine_shots(ctx: Ctx, start: int, end: int) -> bool:
    """ "got a tetanus shot", "hep b series (3rd shot)": in a sentence naming a vaccine a shot is a dose of it,
    not a drink. "they gave me an antihistamine shot", "steroid shot in my knee", "a shot of toradol": in a sentence
    naming a drug (by its name or its class) or an injection (cue list ``shot_injected``) and no alcohol, a shot is an
    injection too."""
    named = [ctx.record_type(m.term_key) for m in ctx.matches if start <= m.start < end]
    if "vaccination" in named:
        return True
    if ctx.lang != "en" or any(start <= m.start < end and m.term_key == "substance:alcohol" for m in ctx.matches):
        return False
    text = ctx.text[start:end]
    return any(k in _DOSED for k in named) or names_medication(ctx.dictionary, text) \
        or cue_pattern(ctx.dictionary, "shot_injected", "en").search(text) is not None


def _alcohol_named(ctx: Ctx, start: int, end: int) -> tuple[int, int] | None:
    """Where a Korean sentence names alcohol by a dictionary alias (offsets in the sentence), else None."""
    if ctx.lang != "ko":
        return None
    m = next((m for m in ctx.matches if m.term_key == "substance:alcohol" and start <= m.start < end), None)
    return (m.start - start, m.end - start) if m is not None else None


def alcohol(ctx: Ctx) -> list[Draft]:
    out: list[Draft] = []
    for sentence, _parts in ctx.sentences:
        vaccine = _vaccine_shots(ctx, sentence.start, sentence.end)
        drink_text = _SHOT.sub(lambda m: " " * len(m.group(0)), sentence.text) if vaccine else sentence.text
        # "a broken glass", "a glass of water": a glass that is no drink is blanked, with its count
        no_drink = [(sentence.start + g.start(), sentence.start + g.end())
                    for g in cue_pattern(ctx.dictionary, "glass_not_drink", "en").finditer(drink_text)] \
            if ctx.lang == "en" else []
        for a, b in no_drink:
            drink_text = drink_text[:a - sentence.start] + " " * (b - a) + drink_text[b - sentence.start:]
        hit = DRINK_CTX.search(drink_text)
        # a Korean drink the dictionary names and the list above does not ("소맥 다섯잔", "폭탄주", "동동주")
        named = _alcohol_named(ctx, sentence.start, sentence.end) if hit is None else None
        if HABITUAL.search(drink_text) or (hit is None and named is None) or NON_DRINKER.search(drink_text):
            continue
        total = 0.0
        first = last = -1
        vague: Quantity | None = None
        counted: list[tuple[Quantity, float]] = []  # each serving counted and the drinks it adds
        for q in ctx.quantities_in(sentence.start, sentence.end):
            if not ctx.free(q):
                continue
            if vaccine and (_SHOT.search(ctx.text[q.start:q.end]) or _SHOT_AFTER.match(ctx.text, q.end)):
                continue
            if any(q.start < b and a < q.end for a, b in no_drink):
                continue
            if q.unit == "drink" or (q.unit == "bottle"):
                per = 1.0
                if q.unit == "bottle":
                    window = ctx.text[q.start:min(sentence.end, q.end + 15)].lower()
                    window += ctx.text[max(sentence.start, q.start - 8):q.start].lower()
                    per = next((n for w, n in BOTTLE_DRINKS if w in window), 1.0)
                total += q.value * per
                counted.append((q, q.value * per))
                vague = q if total == q.value * per and said_vaguely(ctx, q) else None
            elif (q.unit is None and COUNTED.match(ctx.text[q.end:])) or (q.unit == "times" and DRINK_BEFORE.search(
                    ctx.text[max(sentence.start, q.start - 40):q.start])):
                total = max(total, q.value)  # "3 beers", "whisky highballs x6"
                counted.append((q, -1.0))  # not a serving that adds: the sentence is not split by day
            elif q.unit is None and re.match(r"\s*or\s+\d+\s+(?:drinks?|beers?)", ctx.text[q.end:], re.I):
                continue
            else:
                continue
            ctx.take(q)
            first = q.start if first < 0 else first
            last = q.end
        exact = count_said_after(ctx, vague, sentence.end) if vague is not None else None
        if exact is not None:  # "a few schooners, maybe 4": the number said after the vague count
            ctx.take(exact)
            total, last = exact.value, exact.end
            counted = []
        h_start, h_end = (hit.start(), hit.end()) if hit is not None else named or (0, 0)
        neg = is_negated(sentence.text, h_start, h_end, ctx.lang)
        fields: dict[str, Any] = {"unit": "drinks"}
        if neg:
            fields.update(negated=True, value=0)
        elif total > 0:
            fields.update(value=round(total, 2), drinks=round(total, 2))
        elif not re.search(r"\b(?:had|drank|drinking|drinks)\b|마셨", sentence.text, re.I) \
                and not BARE_MEAL_KO.match(sentence.text) and not MEAL_HEADER.match(sentence.text):
            continue
        s = first if first >= 0 else sentence.start + h_start
        e = last if last >= 0 else sentence.start + h_end
        drafted = Draft("substance.alcohol", "substance_use", "substance:alcohol", s, e, fields, confidence=0.9)
        out += [drafted] if any(n < 0 for _q, n in counted) else by_day(ctx, drafted, counted, sentence)
    return out
