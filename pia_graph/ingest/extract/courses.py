"""A course's length, when no time expression says it: "x5 days", "for 7 days" beside a prescription, or
counted from the pills handed out and the pills a day ("60알 받음 하루 두알씩", "30 tabs, one a day"). Pure."""

from __future__ import annotations

import datetime as dt
import re
from functools import cache
from typing import Any

from pia_graph.ingest.cue_words import cue_pattern
from pia_graph.ingest.extract.context import Ctx
from pia_graph.ontology import TermMatch
from pia_graph.temporal.numbers import EN_NUM, en_number

# "x5 days", "× 10d", "for 7 days", "7일간", "2주 동안": a length after the dose
_LENGTH = re.compile(rf"(?:(?P<x>\bx|×)\s*|\bfor\s+(?:a\s+)?)(?P<n>{EN_NUM})\s*-?\s*(?P<u>days?|d|weeks?|wks?)\b"
                     r"|(?P<kn>\d+)\s*(?P<ku>일|주)\s*(?:간|동안)", re.IGNORECASE)
# "for 7 days" is a course only beside a prescription: a dose a day or a prescribing verb, never "been on it for"
_PRESCRIBED = re.compile(r"\b(?:times\s+a\s+day|a\s+day|daily|twice|prescribed|gave\s+me|got|put\s+me\s+on|course)\b"
                         r"|처방|받았|받음", re.IGNORECASE)
_HISTORY = re.compile(r"\b(?:been|for\s+the\s+(?:last|past))\b", re.IGNORECASE)
# "prednisolone 40mg for 5 days": the length right after the drug's dose is the prescription's own wording
@cache
def _dose_before(frequency: str) -> re.Pattern[str]:
    """The dose and how often (the dictionary's ``regimen_frequency``, given as its pattern) before a length."""
    return re.compile(rf"\s*\d+(?:\.\d+)?\s*(?:mg|mcg|µg|g|iu|units?|ml)\s*(?:(?:{frequency}|once|twice|od)\s*)*",
                      re.IGNORECASE)
# pills a day: "하루 두알", "one a day", "2 a day", "하루 1알"
_PER_DAY = re.compile(rf"(?:하루\s*(?P<kn>\d+|한|두|세|네)\s*(?:알|정|개))"
                      rf"|\b(?P<n>{EN_NUM})\s+(?:tabs?|tablets?|pills?|caps?)?\s*(?:a|per)\s+day\b", re.IGNORECASE)
_KO_COUNT = {"한": 1, "두": 2, "세": 3, "네": 4}
_MIN_SUPPLY = 5  # a handful of pills is a dose, not a supply


def course(ctx: Ctx, m: TermMatch) -> dict[str, Any] | None:
    """The course of the drug matched at ``m``: its days and expected end (start: the turn's day, or the
    start said in the sentence, which the caller applies). None when nothing says its length."""
    clause = ctx.clause_of(m.start)
    sentence = ctx.sentence_of(m.start)
    freq = cue_pattern(ctx.dictionary, "regimen_frequency", "en").pattern
    days = _said_length(ctx.text[m.end:clause.end], clause.text, freq) or _counted(ctx, sentence.start, sentence.end)
    if days is None:
        return None
    start = ctx.said_at.date()
    return {"start": start, "expected_end": start + dt.timedelta(days=days - 1), "supply_days": days,
            "time_rule": "ingest.course_length"}


def _said_length(after: str, clause: str, frequency: str) -> int | None:
    hit = _LENGTH.search(after)
    if hit is None:
        return None
    if hit.group("kn"):
        n, unit = int(hit.group("kn")), hit.group("ku")
        days = n * (7 if unit == "주" else 1)
    else:
        prescribed = _PRESCRIBED.search(clause) is not None \
            or _dose_before(frequency).fullmatch(after[:hit.start()]) is not None
        if not hit.group("x") and (not prescribed or _HISTORY.search(clause)):
            return None
        value = en_number(hit.group("n"))
        if value is None or value.denominator != 1:
            return None
        days = int(value) * (7 if hit.group("u").lower().startswith("w") else 1)
    return days if 0 < days <= 400 else None


def _counted(ctx: Ctx, start: int, end: int) -> int | None:
    supply = [q for q in ctx.quantities_in(start, end) if q.unit == "pill" and q.value >= _MIN_SUPPLY]
    per_day = _PER_DAY.search(ctx.text, start, end)
    if len(supply) != 1 or per_day is None:
        return None
    if per_day.group("kn"):
        raw = per_day.group("kn")
        each: float | None = float(raw) if raw.isdigit() else float(_KO_COUNT[raw])
    else:
        n = en_number(per_day.group("n"))
        each = float(n) if n is not None else None
    if not each or supply[0].value % each:
        return None
    days = int(supply[0].value / each)
    return days if 0 < days <= 400 else None
