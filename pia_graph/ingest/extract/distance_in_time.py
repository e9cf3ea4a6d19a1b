"""A distance covered in a time ("5k in 28:00", "21.1km 1시간 58분"): the run's distance and duration (rule
``exercise.distance_in_time``), and the time of a distance said beside a named activity."""

from __future__ import annotations

import re

from pia_graph.ingest.extract.activity_words import ACTIVITIES, DISTANCE_ACTIVITIES
from pia_graph.ingest.extract.context import Ctx, Draft

# "5k in 28:00", "3.1 miles in 31 minutes", "21.1 km in 1 hour 52 min": a distance covered in a time is a run;
# a word or three may come between ("5.2k this arvo in 28:40", "5k run this am, 31:20")
_DISTANCE_IN_TIME = re.compile(
    r"(\d+(?:\.\d+)?)\s*(km|k|kms|kilometers?|kilometres?|mi|miles?)\b(?:\s+(?!in\b)[A-Za-z]+){0,3}?"
    r"(?:\s+in\s+|\s*,\s*(?=\d{1,2}:\d{2}))"
    r"(?:(\d{1,2}):(\d{2})(?::(\d{2}))?|(?:(\d+)\s*(?:hours?|hrs?|h)\b\s*(?:and\s+)?)?"
    r"(?:(\d+)\s*(?:minutes?|mins?|m)\b)?)",
    re.IGNORECASE,
)


# Korean puts the time beside the distance with no "in" ("21.1km 1시간 58분", "5키로 28분만에", "10km를 55분에",
# "5km 28:40"); the groups are those of the English pattern
_DISTANCE_IN_TIME_KO = re.compile(
    r"(\d+(?:\.\d+)?)\s*(km|k|키로|킬로(?:미터)?)(?![A-Za-z가-힣])\s*(?:를|을)?\s*"
    r"(?:(\d{1,2}):(\d{2})(?::(\d{2}))?|(?=\d+\s*(?:시간|분))(?:(\d+)\s*시간\s*)?(?:(\d+)\s*분)?)"
    r"(?:\s*(?:만에|에|걸려|걸림|걸렸\S*))?",
)


def _distance_time_patterns(ctx: Ctx) -> tuple[re.Pattern[str], ...]:
    return (_DISTANCE_IN_TIME, _DISTANCE_IN_TIME_KO) if ctx.lang == "ko" else (_DISTANCE_IN_TIME,)


_FASTEST_MIN_PER_KM = 2.5  # no one runs, walks or swims a kilometre faster: "21.1 km in 2:05" is h:mm


def _minutes(m: re.Match[str], km: float) -> float | None:
    if m.group(3) is not None:  # h:mm:ss or mm:ss, or h:mm when mm:ss would be faster than anyone moves
        if m.group(5) is not None:
            return int(m.group(3)) * 60 + int(m.group(4))
        if km > 0 and int(m.group(3)) / km < _FASTEST_MIN_PER_KM:
            return int(m.group(3)) * 60 + int(m.group(4))
        return round(int(m.group(3)) + int(m.group(4)) / 60, 2)  # "28:40" is 28 min 40 s
    if m.group(6) is None and m.group(7) is None:
        return None
    return int(m.group(6) or 0) * 60 + int(m.group(7) or 0)


def time_of_distance(ctx: Ctx, start: int, end: int) -> float | None:
    for m in _DISTANCE_IN_TIME.finditer(ctx.text, start, end):
        km = float(m.group(1)) * (1.609344 if m.group(2).lower().startswith("mi") else 1.0)
        return _minutes(m, km)
    return None


def distance_in_time(ctx: Ctx, drafts: list[Draft]) -> list[Draft]:
    """A distance with the time it took, the activity unsaid or said in the sentence before ("Long run done!!
    21.1 km in 1 hour 52 min", "하프마라톤 완주!! 21.1km 1시간 58분"): a run, unless a walk or a ride is named
    (rule ``exercise.distance_in_time``)."""
    out: list[Draft] = []
    for m in (m for rx in _distance_time_patterns(ctx) for m in rx.finditer(ctx.text)):
        km = float(m.group(1)) * (1.609344 if m.group(2).lower().startswith("mi") else 1.0)
        minutes = _minutes(m, km)
        q = next((q for q in ctx.quantities_in(m.start(), m.end(2)) if ctx.free(q)), None)
        if minutes is None or q is None:
            continue
        sentence = ctx.sentence_of(m.start())
        before = [d for d in drafts if d.type == "exercise" and d.start < sentence.end
                  and "value" not in d.fields and ctx.sentence_of(d.start).end >= sentence.start - 3]
        if any(d.type == "exercise" and sentence.start <= d.start < sentence.end and "value" in d.fields
               for d in drafts):
            continue
        key = next((k for k, rx in ACTIVITIES if k in DISTANCE_ACTIVITIES and rx.search(sentence.text)),
                   before[-1].coordinate if before else "activity:running")
        ctx.take(q)
        for d in before:
            d.corrected = True  # the activity said before, now with its distance and time: one record
        out.append(Draft("exercise.distance_in_time", "exercise", key, m.start(), m.end(),
                         {"value": round(km, 2), "unit": "km", "distance_km": round(km, 2), "value_as_said": q.raw,
                          "duration_min": minutes}, confidence=0.85))
    return out
