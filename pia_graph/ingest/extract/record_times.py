"""When a record happened, where its own words leave it open (pure, split out of ``pipeline``): a history item's
bare year or the list item before it, a diagnosis told as news, a short run of results taking the sentence
before's time, results said before their visit, and a reading dated after the turn."""

from __future__ import annotations

import datetime as dt
import re
from typing import Any

from pia_graph.ingest.cue_words import cue_pattern
from pia_graph.ingest.experiencer import REPORTED_END_KO
from pia_graph.ingest.extract.context import Ctx, Draft
from pia_graph.ingest.extract.timing import POINT_KINDS, after_said_at, earlier_value_time, governing, time_fields
from pia_graph.ingest.hup import HupRecord
from pia_graph.ingest.hup.types import types_where
from pia_graph.temporal import Resolution

_RESULT_TYPES = types_where(result=True)
# "gallbladder removed 2017", "a c-section (2021)": a year said right after a history item is its year
BARE_YEAR = re.compile(r"\s*[(,]?\s*(?:in\s+|back\s+in\s+|since\s+)?((?:19|20)\d{2})\b\s*\)?")


def history_time(ctx: Ctx, draft: Draft, tf: dict[str, Any], records: list[HupRecord]) -> dict[str, Any]:
    """A history item's own bare year wins; an item that only continues a list ("dx with fatty liver in august,
    and prediabetes on top") takes the time of the item before it."""
    bare = BARE_YEAR.match(ctx.text, draft.end)
    if bare is not None and int(bare.group(1)) <= ctx.said_at.year:
        return {"year": int(bare.group(1)), "time_granularity": "year", "time_expression": bare.group(1),
                "time_rule": "extract.bare_year"}
    if any(k in tf for k in ("date", "month", "year", "start")) or ctx.list_head(draft.start) is None:
        return tf
    before = [r for r in records if r.type == draft.type and r.span_end <= draft.start
              and ctx.sentence_of(r.span_start).start == ctx.sentence_of(draft.start).start]
    return visit_time(records, records.index(before[-1])) if before else tf


def explicit_time(ctx: Ctx, draft: Draft, tf: dict[str, Any], records: list[HupRecord]) -> dict[str, Any]:
    """A history item's time: its own bare year, the list item's before it, else the clause's; a diagnosis told as
    news with no time of its own, or with only a span of days that tells how long something else has lasted
    ("속쓰림이 3일째 역류성식도염 진단 받았어요", "고지혈증이래서 … 오늘부터 먹기 시작"), is dated the day it is said: a
    condition is diagnosed on a day, never over a span."""
    tf = history_time(ctx, draft, tf, records)
    if not tf or ("start" in tf and "year" not in tf):
        return news_time(ctx, draft) or tf
    return tf


# the condition's own word closing on the hearsay copula ("당뇨 전단계래 당화혈색소 6.0", "3기래요, 약은 ...")
_HEARSAY_WORD_END_KO = re.compile(r"(?:이)?(?:래요|대요|래|대)(?=[\s.,!?~ㅠㅜ]|$)")


def news_time(ctx: Ctx, draft: Draft) -> dict[str, Any]:
    """ "TSH 6.2, so hypothyroid confirmed", "항진증이래요": a condition of the user told as news just given,
    with no time of its own, was diagnosed on the day it is said (the ``diagnosis_news`` cue list)."""
    if draft.type != "condition" or draft.fields.get("status") != "active" or draft.fields.get("negated"):
        return {}
    hit = cue_pattern(ctx.dictionary, "diagnosis_news", ctx.lang).search(ctx.sentence_of(draft.start).text)
    if hit is None and ctx.lang == "ko":
        # the hearsay ending closing the condition's own clause, in any of its forms ("당뇨 전단계래",
        # "만성신부전 3기래", "3기래요"): the same news as the listed cues
        hit = REPORTED_END_KO.search(ctx.clause_of(draft.start).text) or _HEARSAY_WORD_END_KO.match(
            ctx.text, draft.end
        )
    if hit is None:
        return {}
    return {"date": ctx.said_at.date(), "time_expression": hit.group(0), "time_rule": "extract.diagnosis_news",
            "time_granularity": "day", "time_assumed": True}


def carried_time(ctx: Ctx, draft: Draft, drafts: list[Draft]) -> Resolution | None:
    """ "labs from thursday: ldl 142, hdl 38. a1c 5.9": a short run of results going on from the
    sentence before takes that sentence's time."""
    here = ctx.sentence_of(draft.start)
    if len(here.text) > 30:
        return None
    prev = None
    for sentence, _parts in ctx.sentences:
        if sentence.end <= here.start:
            prev = sentence
    if prev is None or not any(d.type in _RESULT_TYPES and prev.start <= d.start < prev.end for d in drafts):
        return None
    points = [r for r in ctx.resolutions if r.kind in POINT_KINDS and r.span is not None
              and prev.start <= r.span.start < prev.end and not earlier_value_time(ctx, r)]
    return points[-1] if len(points) == 1 else None


def anaphor_time(ctx: Ctx, draft: Draft) -> Resolution | None:
    """ "어제 보건소 가서 … 거기서 혈압도 재줬는데 백오십에 팔십": a result with no time of its own, said right after
    a word that points back to the place or moment just told (cue list ``points_back``: 거기서, 그때, 그날), takes
    the last time said before that word in its sentence."""
    if ctx.lang != "ko":
        return None
    sentence = ctx.sentence_of(draft.start)
    window = max(sentence.start, draft.start - 30)
    hits = list(cue_pattern(ctx.dictionary, "points_back", "ko").finditer(ctx.text, window, draft.start))
    if not hits:
        return None
    points = [r for r in ctx.resolutions if r.kind in POINT_KINDS and r.span is not None
              and sentence.start <= r.span.start and r.span.end <= hits[-1].start()
              and not earlier_value_time(ctx, r)]
    return points[-1] if points else None


# a value compared with an earlier one in the run ("was 14 st at christmas", "down from 12st 1 a month ago")
_EARLIER_IN_RUN = re.compile(r"\b(?:was|were|used\s+to|down|up|dropped|rose|compared|vs|than)\b", re.IGNORECASE)


def listed_time(ctx: Ctx, draft: Draft, drafts: list[Draft]) -> Resolution | None:
    """ "platelets 142, hgb 13.9, hct 41, rbc 4.6 from last thursday": a run of results in one sentence takes the
    one time said after its last item (English says the time after what it dates; Korean before it), when only
    results lie between the record and that time and it is the sentence's only time."""
    if ctx.lang != "en":
        return None
    sentence = ctx.sentence_of(draft.start)
    points = [r for r in ctx.resolutions if r.kind in POINT_KINDS and r.span is not None
              and sentence.start <= r.span.start < sentence.end]
    if len(points) != 1:
        return None
    res = points[0]
    assert res.span is not None
    if res.span.start < draft.end or after_said_at(res, ctx.said_at) or earlier_value_time(ctx, res):
        return None
    if _EARLIER_IN_RUN.search(ctx.text, draft.start, res.span.start):
        return None  # "11st 7lb, down from 12st 1 a month ago": the time is the earlier value's
    run = [d for d in drafts if draft.start <= d.start < res.span.start]
    if any(d.rule == "followup.next_reading" for d in run):
        return None  # "sugar 98 fasting, 142 after breakfast, and a random 121 yesterday": one measure said again
        # is another moment, its own time; a panel of different tests is one draw
    return res if len(run) > 1 and all(d.type in _RESULT_TYPES for d in run) else None


def dated_ahead(tf: dict[str, Any], said_at: dt.datetime) -> bool:
    """Whether time fields put a reading after the day of the turn (a plan, never when it was taken)."""
    first = tf.get("date") or tf.get("start")
    if isinstance(first, dt.datetime):
        first = first.date()
    return isinstance(first, dt.date) and first > said_at.date()


def in_clause(ctx: Ctx, res: Resolution, draft: Draft) -> bool:
    clause = ctx.clause_of(draft.start)
    return res.span is not None and clause.start <= res.span.start < clause.end


def later_visit_time(ctx: Ctx, drafts: list[Draft], ref: int, anchors: list[tuple[int, int]]) -> dict[str, Any]:
    """ "Total chol 5.8, LDL 3.9 from my checkup on the 2nd": the results said before their visit take the
    time that governs the visit (its record is not built yet)."""
    if not 0 <= ref < len(drafts) or drafts[ref].type != "medical_visit" or drafts[ref].time != "clause":
        return {}
    visit = drafts[ref]
    res = governing(ctx, visit.start, visit.end, anchors, visit.type)
    if res is None or res.kind not in ("date", "month") or after_said_at(res, ctx.said_at):
        return {}
    return time_fields(visit.type, res, ctx.said_at)


def visit_time(records: list[HupRecord], idx: int | None) -> dict[str, Any]:
    if idx is None or idx >= len(records):
        return {}
    v = records[idx]
    out: dict[str, Any] = {}
    for name in ("date", "month", "year", "time_expression", "time_rule", "time_granularity", "time_assumed"):
        value = getattr(v, name)
        if value is not None:
            out[name] = value
    return out
