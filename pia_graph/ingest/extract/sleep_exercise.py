"""Sleep and exercise (distance, duration, steps); the sleep windows themselves are `sleep_windows`."""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass
from typing import Any

from pia_graph.ingest.cue_words import aim_pattern, cue_pattern
from pia_graph.ingest.extract.activity_words import ACTIVITIES, DISTANCE_ACTIVITIES, OTHER_WAYS
from pia_graph.ingest.extract.context import Ctx, Draft
from pia_graph.ingest.extract.distance_in_time import distance_in_time, time_of_distance
from pia_graph.ingest.extract.number_words import SINO
from pia_graph.ingest.extract.numbers import Quantity
from pia_graph.ingest.extract.paced_runs import paced_distances
from pia_graph.ingest.extract.sleep_windows import after_goal_label, sleep_drafts
from pia_graph.ingest.extract.timing import time_fields
from pia_graph.ingest.negation import is_negated
from pia_graph.temporal import Resolution

_PAST_DONE = re.compile(
    r"\b(?:ran|did|done|went|swam|biked|cycled|walked|lifted|rode|hiked|finished|completed)\b|했|었|았",
    re.I,
)
_NOT_DONE = re.compile(
    r"\b(?:don't|dont|hate|like(?!\s+(?:~|about|around|maybe)?\s*\d)|love|prefer|rather|want|plan|going\s+to|will|should|instead\s+of|signed\s+up"
    r"|training\s+for|goal|every\s+sunday|a\s+week)\b|싫|좋아|하고\s*싶|계획"
    r"|목표(?:로|예요|에요|임|입니다)(?![가-힣])",  # "주 150분 걷기 목표로 정함": the aim, not a walk
    re.I,
)


# "점심 먹고 두시간 후 160": a Korean time counted from something, not how long an activity took (English "walked
# 40 min after dinner" is the walk's own length, so only the Korean postpositions)
_ELAPSED_AFTER = re.compile(r"\s*(?:후|뒤|전|만에|지나|지난)")


def _durations_in(ctx: Ctx, start: int, end: int) -> float | None:
    for r in ctx.resolutions:
        if r.kind == "duration" and r.span is not None and start <= r.span.start < end and r.duration_min:
            if _ELAPSED_AFTER.match(ctx.text, r.span.end):
                continue
            inside = [q for q in ctx.quantities if r.span.start <= q.start < r.span.end]
            if inside and not any(ctx.free(q) for q in inside):
                continue  # already another activity's
            for q in ctx.quantities:
                if r.span.start <= q.start < r.span.end:
                    ctx.take(q)
            return float(r.duration_min)
    for q in ctx.quantities_in(start, end):
        if ctx.free(q) and q.unit in ("min", "h") and not _ELAPSED_AFTER.match(ctx.text, q.end):
            ctx.take(q)
            return q.value * (60 if q.unit == "h" else 1)
    return None


# "이십 분 걸렸어요", "한 시간 걸림": the number said as a Sino-Korean numeral or a native count word as well
_DURATION_ONLY = re.compile(r"^\s*(?:took\s+(?:me\s+)?|in\s+)?(?:about\s+|around\s+|like\s+)?"
                            rf"(?:[\d.]+|(?=[일이삼사오육칠팔구십백]){SINO}|한|두|세)\s*"
                            r"(?:분|시간|min\w*|hours?|hrs?)"
                            r"\s*(?:걸림|걸렸\S*|걸려\S*|정도|쯤)?\s*[.!~ㅋㅎ]*\s*$", re.I)


def _nearest_duration(ctx: Ctx, lo: int, hi: int, s: int, e: int) -> float | None:
    """The free duration in [lo, hi) closest to the activity word at [s, e)."""
    spans: list[tuple[int, int, float]] = []
    for r in ctx.resolutions:
        if r.kind == "duration" and r.span is not None and lo <= r.span.start < hi and r.duration_min:
            inside = [q for q in ctx.quantities if r.span.start <= q.start < r.span.end]
            if not inside or any(ctx.free(q) for q in inside):
                spans.append((r.span.start, r.span.end, float(r.duration_min)))
    for q in ctx.quantities_in(lo, hi):
        if ctx.free(q) and q.unit in ("min", "h") and not any(a <= q.start < b for a, b, _m in spans):
            spans.append((q.start, q.end, q.value * (60 if q.unit == "h" else 1)))
    spans = [t for t in spans if not _ELAPSED_AFTER.match(ctx.text, t[1])]
    if not spans:
        return None
    best = min(spans, key=lambda t: s - t[1] if t[1] <= s else t[0] - e)
    for q in ctx.quantities:
        if best[0] <= q.start < best[1]:
            ctx.take(q)
    return best[2]


def _minutes_left_unsaid(ctx: Ctx, sentence_start: int, lo: int, hi: int) -> float | None:
    """ "yoga class 60 min, then swam for 30", "45 min of weights then 20 on the bike": a bare whole number in an
    activity's own words, after a duration in minutes said earlier in the sentence, is minutes too."""
    said = any(q.unit == "min" for q in ctx.quantities_in(sentence_start, lo)) \
        or any(r.kind == "duration" and r.span is not None and sentence_start <= r.span.start < lo and r.duration_min
               for r in ctx.resolutions)
    if not said:
        return None
    for q in ctx.quantities_in(lo, hi):
        if ctx.free(q) and q.kind == "number" and q.unit is None and float(q.value).is_integer() \
                and 5 <= q.value <= 180 and not _ELAPSED_AFTER.match(ctx.text, q.end):
            ctx.take(q)
            return float(q.value)
    return None


def _next_duration(ctx: Ctx, end: int) -> float | None:
    """ "5키로 뛰었어. 32분 걸림.": a sentence that is only the time the run took."""
    for sentence, _parts in ctx.sentences:
        if sentence.start >= end:
            if _DURATION_ONLY.match(sentence.text):
                return _durations_in(ctx, sentence.start, sentence.end)
            return None
    return None


def _distance(ctx: Ctx, start: int, end: int) -> tuple[float, str] | None:
    for q in ctx.quantities_in(start, end):
        if ctx.free(q) and q.unit in ("km", "k", "mi", "kilo"):
            ctx.take(q)
            return (q.value * 1.609344 if q.unit == "mi" else q.value), q.raw
    return None


# the count said after its word: "steps today 12,480", "step count: 9,800" (no other number between)
_STEPS_BEFORE = re.compile(r"\bsteps?(?:\s+count)?\b[^\d]{0,15}$", re.I)
# Korean says the counter's name before a device's figure too: "걸음 8,412", "오늘 걸음수 9,870", and after a round
# floor "만보 넘김 10,800" (the exact figure wins, ``precise_count``)
_STEPS_BEFORE_KO = re.compile(r"(?:걸음\s*수?|만\s*보)[^\d]{0,15}$")


def _steps(ctx: Ctx, start: int, end: int) -> list[tuple[Quantity, Resolution | None]]:
    """The day's step count; when it is said twice, a round figure and the exact one ("만보 넘게 걸음
    11,200보", "over 10k steps, 10,432 to be exact"), the most precise (``precise_count``). Counts said after
    different days ("어제 8천보 걸었고 오늘은 만이천보") are one count a day, each with its day."""
    found: list[Quantity] = []
    for q in ctx.quantities_in(start, end):
        if not ctx.free(q):
            continue
        if q.unit == "steps":
            found.append(q)
        elif q.unit == "k" and re.match(r"\s*steps", ctx.text[q.end:q.end + 8], re.I):
            found.append(Quantity(q.value * 1000, "steps", q.start,
                                  q.end + len(ctx.text[q.end:].split("steps")[0]) + 5, q.raw + " steps"))
        elif q.unit is None and q.value >= 1000 and (
                re.match(r"\s*steps", ctx.text[q.end:q.end + 8], re.I)
                or (_STEPS_BEFORE_KO if ctx.lang == "ko" else _STEPS_BEFORE).search(
                    ctx.text[max(start, q.start - 25):q.start])):
            found.append(q)  # "12,480 steps", "steps today 12,480"
    by_day: dict[dt.date | None, list[Quantity]] = {}
    days: dict[dt.date | None, Resolution | None] = {}
    for n, q in enumerate(found):
        stop = found[n + 1].start if n + 1 < len(found) else end
        # English may say the day after its count: "18,200 steps Saturday and 21,050 on Sunday"
        day = (_day_after_en(ctx, q, stop) if ctx.lang == "en" else None) or _day_before(ctx, start, q.start)
        said = day.date if day is not None else None
        by_day.setdefault(said, []).append(q)
        days.setdefault(said, day)
    if len(by_day) > 1 and None in by_day:  # a count before any day word is the first day's
        first = next(k for k in by_day if k is not None)
        by_day[first] = by_day.pop(None) + by_day[first]
    out: list[tuple[Quantity, Resolution | None]] = []
    for said, counts in by_day.items():
        best = precise_count(counts)
        for q in counts:
            if q is not best:
                ctx.take(q)
        out.append((best, days[said] if len(by_day) > 1 else None))
    return out


_DAY_AFTER_EN = re.compile(r"\s*(?:steps?\s*)?(?:on\s+)?$", re.I)


def _day_after_en(ctx: Ctx, q: Quantity, stop: int) -> Resolution | None:
    """The day said right after a count, before the next one ("12,400 steps on friday")."""
    return next((r for r in ctx.resolutions if r.kind == "date" and r.span is not None
                 and q.end <= r.span.start < stop and _DAY_AFTER_EN.match(ctx.text[q.end:r.span.start])), None)


def _day_before(ctx: Ctx, start: int, at: int) -> Resolution | None:
    """The last day said between ``start`` and ``at`` (a date resolution)."""
    said = [r for r in ctx.resolutions if r.kind == "date" and r.span is not None and start <= r.span.start < at]
    return said[-1] if said else None


def precise_count(counts: list[Quantity]) -> Quantity:
    """Of one count said more than once, the one with the fewest trailing zeros (the exact figure beside a
    round one); the first said on a tie."""
    def zeros(q: Quantity) -> int:
        n, z = round(q.value), 0
        while n and n % 10 == 0:
            n, z = n // 10, z + 1
        return z
    return min(counts, key=zeros)


# "Goals for this year: ... 10k steps a day", "하루 만 보 걷기가 목표": a target, not a day's count


_GOAL_SENTENCE_ALSO = r"\b(?:want|trying)\s+to\s+(?:hit|get|reach)\b"


@dataclass(frozen=True, slots=True)
class _Span:
    """Where an activity is named in its clause (a regex hit or a dictionary match), read like a match."""

    s: int
    e: int

    def start(self) -> int:
        return self.s

    def end(self) -> int:
        return self.e


# Activities the verb table above does not cover are named by the dictionary ("did pilates 50 min", "필라테스
# 1시간", "water aerobics 45 min", "played tennis for an hour"): any exercise term the alias gate matched. Steps
# have a rule of their own.
_NOT_NAMED_HERE = frozenset({"activity:steps"})
# between a walking verb and the step count that is its object ("walked 9,842 steps", "walked about 12k steps")
_STEPS_WALKED = re.compile(r"\s+(?:[a-z]+\s+)?", re.I)


_TABLE = dict(ACTIVITIES)


def _named_activities(ctx: Ctx, start: int, end: int, found: list[tuple[_Span, str]],
                      table_keys: set[str]) -> list[tuple[_Span, str]]:
    out: list[tuple[_Span, str]] = []
    for m in ctx.matches:
        key = m.term_key
        if key is None or not start <= m.start < end or key in _NOT_NAMED_HERE or key in table_keys \
                or m.start in ctx.used_matches \
                or ctx.record_type(key) != "exercise":
            continue
        # "둘레길 8키로 걸었어요": a term stored under another (``reports_as``: a hike is walking) is that activity
        term = ctx.dictionary.terms.get(key)
        reported = str(term.extra.get("reports_as") or key) if term is not None else key
        if reported in table_keys:
            continue
        table = _TABLE.get(reported)
        if table is not None and table.fullmatch(ctx.text[m.start:m.end]):
            continue  # a word of the verb table that the table read as no activity here ("ran it under water")
        span = _Span(m.start - start, min(m.end, end) - start)
        if any((span.s < o.e and o.s < span.e) or k in (key, reported) for o, k in found + out):
            continue  # the verb table's hit (or an earlier name) already covers these words, or this activity
        out.append((span, key))
    return out


# what may stand between a body-part workout (``strength_body_part``) and its length: 운동, 로 / 으로, a space
_BODY_PART_LENGTH = re.compile(r"(?:\s*운동)?(?:으로|로)?\s*(?=\d+(?:\.\d+)?\s*(?:분|시간))")
_STRENGTH = "activity:strength_training"


def _body_part_workouts(ctx: Ctx, text: str) -> list[tuple[_Span, str]]:
    """ "하체 50분", "등 운동 1시간", "상체 위주로 30분": a Korean workout named by the body part trained (cue list
    ``strength_body_part``), its length right after, is strength training (every develop gold of the shape, x20-x36);
    without the length ("하체가 부었어") it is none."""
    if ctx.lang != "ko":
        return []
    out: list[tuple[_Span, str]] = []
    for m in cue_pattern(ctx.dictionary, "strength_body_part", "ko").finditer(text):
        if m.start() > 0 and "가" <= text[m.start() - 1] <= "힣":
            continue  # inside a word ("비상체제")
        length = _BODY_PART_LENGTH.match(text, m.end())
        if length is not None:
            out.append((_Span(m.start(), length.end()), _STRENGTH))
    return out


def _exercise(ctx: Ctx) -> list[Draft]:
    out: list[Draft] = []
    for sentence, parts in ctx.sentences:
        counts = _steps(ctx, sentence.start, sentence.end)
        steps = counts[0][0] if counts else None
        aimed = bool(counts) and aim_pattern(ctx.dictionary, ctx.lang, wish=False,
                                             also=_GOAL_SENTENCE_ALSO).search(sentence.text) is not None
        for count, day in counts if not aimed else []:
            ctx.take(count)
            told: dict[str, Any] = {"value": count.value, "unit": "steps", "steps": int(count.value)}
            if day is not None:  # one of several days said in the sentence: its own
                told.update(time_fields("exercise", day, ctx.said_at))
            out.append(Draft("exercise.steps", "exercise", "activity:steps", count.start, min(count.end, sentence.end),
                             told, time="own" if day is not None else "clause"))
        # "gym: 1hr weights then 20 min swim": the verb table's activities of the sentence own its durations
        table_keys = {key for key, rx in ACTIVITIES if rx.search(sentence.text)}
        for clause in parts:
            found: list[tuple[_Span, str]] = [(_Span(h.start(), h.end()), key) for key, rx in ACTIVITIES
                                               if (h := rx.search(clause.text)) is not None]
            by_part = _body_part_workouts(ctx, clause.text)
            if by_part:  # "헬스 하체 1시간": the body part names the strength work, and owns its length
                found = [(h, k) for h, k in found if k != _STRENGTH] + by_part
            found += _named_activities(ctx, clause.start, clause.end, found, table_keys)
            hits = sorted(found, key=lambda hk: hk[0].start())
            hits = [hk for n, hk in enumerate(hits) if all(hk[0].start() >= o.end() for o, _k in hits[:n])]
            hits = _done(ctx, clause.text, hits)
            # "walked 7400 steps today and 30 minute yoga": the walk is the step count, and owns no duration
            hits = [(h, k) for h, k in hits if k != "activity:walking"
                    or not any(_STEPS_WALKED.fullmatch(ctx.text, clause.start + h.end(), c.start) for c, _d in counts)]
            for n, (hit, key) in enumerate(hits):
                s = clause.start + hit.start()
                if _NOT_DONE.search(clause.text) or is_negated(clause.text, hit.start(), hit.end(), ctx.lang) \
                        or cue_pattern(ctx.dictionary, "activity_not_done", ctx.lang).search(clause.text) \
                        or after_goal_label(ctx, sentence.start, s):
                    continue
                dist = _distance(ctx, sentence.start, sentence.end) if key in DISTANCE_ACTIVITIES else None
                # "5k in 31:12, then 20 min yoga": the time the distance took is the run's
                minutes = time_of_distance(ctx, sentence.start, sentence.end) if dist is not None else None
                if minutes is None and len(hits) == 1:
                    minutes = _durations_in(ctx, clause.start, sentence.end)
                elif minutes is None:  # "leg day 1hr then 20 min yoga": each activity takes the duration nearest it
                    nxt = clause.start + hits[n + 1][0].start() if n + 1 < len(hits) else sentence.end
                    prev = clause.start + hits[n - 1][0].end() if n > 0 else clause.start
                    minutes = _nearest_duration(ctx, prev, nxt, s, clause.start + hit.end())
                if minutes is None and ctx.lang == "en":  # "yoga class 60 min, then swam for 30"
                    lo = clause.start + hits[n - 1][0].end() if n > 0 else clause.start
                    hi = clause.start + hits[n + 1][0].start() if n + 1 < len(hits) else clause.end
                    minutes = _minutes_left_unsaid(ctx, sentence.start, lo, hi)
                if key == "activity:walking" and steps is not None and minutes is None:
                    continue
                if minutes is None and dist is not None:
                    minutes = _next_duration(ctx, sentence.end)
                if dist is None and minutes is None and not _PAST_DONE.search(clause.text):
                    continue
                fields: dict[str, Any] = {}
                if key in DISTANCE_ACTIVITIES:
                    if dist is not None:
                        fields.update(value=round(dist[0], 2), unit="km", distance_km=round(dist[0], 2),
                                      value_as_said=dist[1])
                elif minutes is not None:
                    fields.update(value=minutes, unit="min")
                if minutes is not None:
                    fields["duration_min"] = minutes
                out.append(Draft("exercise.activity", "exercise", key, s, clause.start + hit.end(), fields,
                                 confidence=0.9))
    return _exact_steps(ctx, out)


def _exact_steps(ctx: Ctx, drafts: list[Draft]) -> list[Draft]:
    """The day's steps said in two sentences, a round floor and the exact count ("오늘 만보 넘게 걸었다 ㅋㅋ
    12,340보"): the floor is no record of its own (``precise_count`` does this within one sentence)."""
    steps = [d for d in drafts if d.rule == "exercise.steps"]
    if len(steps) < 2 or ctx.lang != "ko":  # English says both in one sentence ("over 10k steps, 10,432 exactly")
        return drafts
    floor = cue_pattern(ctx.dictionary, "count_lower_bound", "ko")
    exact = precise_count([Quantity(d.fields["value"], "steps", d.start, d.end, "") for d in steps])
    dropped = [d for d in steps if d.start != exact.start and d.fields["value"] <= exact.value
               and floor.search(ctx.text[max(0, d.start - 12):d.end + 12]) is not None]
    return [d for d in drafts if d not in dropped]


def _done(ctx: Ctx, text: str, hits: list[tuple[_Span, str]]) -> list[tuple[_Span, str]]:
    """ "skipped the gym but did 25 min of pilates", "헬스 안 가고 40분 걸었어": an activity said skipped (cue list
    ``activity_skipped``: English says it before the activity, Korean after) is no record and owns no duration."""
    skipped = cue_pattern(ctx.dictionary, "activity_skipped", ctx.lang)
    out: list[tuple[_Span, str]] = []
    for n, (hit, key) in enumerate(hits):
        if ctx.lang == "ko":
            lo, hi = hit.start(), hits[n + 1][0].start() if n + 1 < len(hits) else len(text)
        else:
            lo, hi = hits[n - 1][0].end() if n > 0 else 0, hit.end()
        if not skipped.search(text[lo:hi]):
            out.append((hit, key))
    return out


def extract(ctx: Ctx) -> list[Draft]:
    drafts = sleep_drafts(ctx) + _exercise(ctx)
    more = distance_in_time(ctx, drafts)
    more += paced_distances(ctx, drafts + more, OTHER_WAYS)
    return [d for d in drafts if not d.corrected] + more
