"""A Korean self-introduction said as bare items, the height and the weight as a pair with no 키 / 몸무게 before
them: "170에 68키로 남자 85년생이에요", "165/55kg 여자". The pair is read only when the second number carries a
weight unit (키로, 킬로, kg) or the user's sex follows it, the first is a height in cm (130-210) and the second a
weight in kg (30-200), and the sentence names no vital sign or lab (a blood pressure "145에 92" is none). Pure."""

from __future__ import annotations

import re
from functools import cache

from pia_graph.ingest.extract.context import Ctx, Draft
from pia_graph.ingest.extract.measure_drafts import canonical


@cache
def _pair(sex_words: str) -> re.Pattern[str]:
    """The pair, closed by a weight unit or by one of ``sex_words`` (profile's Korean words for the user's sex)."""
    return re.compile(r"(?<![\d.])(1[3-9]\d|2[01]\d)(?:\.\d)?\s*(?:cm|센티|센치)?\s*(?:에|,|/)\s*"
                      r"(\d{2,3}(?:\.\d)?)\s*(키로|킬로|kg)?"
                      rf"(?=\s*(?:{sex_words})|(?<=키로|킬로)|(?<=kg))", re.I)
# a term of these in the sentence makes the numbers its own
_MEASURED = ("vital:", "test:", "body:", "profile:height")
_HEIGHT_NUMBER = re.compile(r"\d{3}(?:\.\d)?")


def height_weight_pair(ctx: Ctx, sex_words: str) -> list[Draft]:
    if ctx.lang != "ko":
        return []
    out: list[Draft] = []
    for m in _pair(sex_words).finditer(ctx.text):
        sentence = ctx.sentence_of(m.start())
        if any(sentence.start <= t.start < sentence.end for t in ctx.terms(*_MEASURED)):
            continue  # "키 170에 68키로" is the height word's; "혈압 145에 92" a reading
        weight = float(m.group(2))
        if not 30 <= weight <= 200:
            continue
        height_said = _HEIGHT_NUMBER.match(ctx.text, m.start())
        assert height_said is not None
        height = float(height_said.group())
        qs = [q for q in ctx.quantities if m.start() <= q.start < m.end()]
        if not qs or not all(ctx.free(q) for q in qs):
            continue
        kg, unit = canonical(ctx, "body:weight", weight, "kg")
        out.append(Draft("profile.height_weight_pair", "height", "profile:height", m.start(), height_said.end(),
                         {"value": height, "unit": "cm", "value_as_said": height_said.group()}, time="none"))
        out.append(Draft("profile.height_weight_pair", "body_measurement", "body:weight", m.start(2), m.end(),
                         {"value": kg, "unit": unit, "value_as_said": m.group(2), "unit_as_said": m.group(3)}))
        for q in qs:
            ctx.take(q)
    return out
