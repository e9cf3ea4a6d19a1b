"""Procedures that make a visit: a scan, a scope or an operation booked ahead, a test or a treatment session had."""

from __future__ import annotations

import re

from pia_graph.ingest.cue_words import cue_pattern
from pia_graph.ingest.extract.context import Ctx, Draft
from pia_graph.ingest.extract.visit_kinds import occupational
from pia_graph.ingest.extract.visit_positions import (
    denied,
    done_inside,
    fresh_day_at,
    past_series_place,
    past_time_word,
    word_starts,
    year_or_month_only,
)
from pia_graph.ingest.extract.visit_sessions import infusion_end
from pia_graph.ingest.extract.visit_words import BOOKING, FUTURE, WISH, booked_date


def booked_procedures(ctx: Ctx, visits: list[Draft]) -> list[Draft]:
    """ "다음달 15일에 내시경 예약했어요", "colonoscopy booked for March 3", "cholecystectomy booked for December 15": a
    diagnostic procedure (a scan, a scope: the dictionary's ``diagnostic`` terms) or an operation (a surgery term)
    booked for a day ahead is a clinic visit booked for that day, as a booked appointment is (the suites' convention:
    a future-dated visit; the operation itself is told when it is done); a plan with no day ahead is none. Rule
    ``visit.procedure_booked``."""
    out: list[Draft] = []
    for m in ctx.matches:
        term = ctx.dictionary.terms.get(m.term_key or "")
        if term is None or not (term.extra.get("diagnostic") or term.record_type == "surgery"):
            continue
        sentence = ctx.sentence_of(m.start)
        if any(sentence.start <= v.start < sentence.end for v in visits + out) or sentence.text.rstrip().endswith("?") \
                or WISH.search(sentence.text) \
                or not (BOOKING.search(sentence.text) or _day_ahead_beside(ctx, m.start, m.end)) \
                or not booked_date(ctx, sentence.start, sentence.end, days_only=True):
            continue
        ctx.used_matches.add(m.start)  # the procedure is ahead: no surgery record of it yet
        out.append(Draft("visit.procedure_booked", "medical_visit", "visit:clinic", m.start, m.end,
                         {"status": "scheduled"}))
    return out


# what may stand between a procedure's name and the day ahead said right beside it: "the colonoscopy tomorrow",
# "colonoscopy is on Friday", "내일 대장내시경", "tomorrow's colonoscopy"
_AHEAD_AFTER = re.compile(r"[ \t]*(?:(?:is|was|on|set\s+for)[ \t]+)*")
_AHEAD_BEFORE = re.compile(r"(?:'s)?[ \t]*(?:(?:the|my|a|an)[ \t]+)?")
# a day counted ahead in weeks or months ("in two weeks", "2주 후") is a plan's distance, no day set for it
_COUNTED_AHEAD = re.compile(r"\b(?:in|after|weeks?|months?)\b|주\s*(?:후|뒤)|달|개월", re.IGNORECASE)


def _day_ahead_beside(ctx: Ctx, start: int, end: int) -> bool:
    """A day after the turn's day said right beside a procedure's name ("held my eliquis for the colonoscopy
    tomorrow", "내일 대장내시경이라 자렐토 끊었어요"): the procedure is set for that day, as a booked one is, with no
    booking word (rule ``visit.procedure_booked``). A month, a week or a day said elsewhere in the sentence is not
    beside it, and a day counted ahead in weeks ("my next infusion is in two weeks") sets none."""
    today = ctx.said_at.date()
    for r in ctx.resolutions:
        if r.span is None or r.kind != "date" or r.date is None or r.date <= today or r.granularity != "day" \
                or _COUNTED_AHEAD.search(ctx.text, r.span.start, r.span.end):
            continue
        if (r.span.start >= end and _AHEAD_AFTER.fullmatch(ctx.text, end, r.span.start)) \
                or (r.span.end <= start and _AHEAD_BEFORE.fullmatch(ctx.text, r.span.end, start)):
            return True
    return False


def done_procedures(ctx: Ctx, visits: list[Draft]) -> list[Draft]:
    """ "Colonoscopy done today", "had my mammogram yesterday", "대장내시경 했는데 용종 3개 떼어냈고", "오늘 초음파
    봤는데 8주래요": a diagnostic procedure (the dictionary's ``diagnostic`` terms) the user says they had is a clinic
    visit on its day, as a booked one is a visit ahead (``booked_procedures``); so is a treatment session the
    dictionary marks ``session`` ("chemo round 4 today, went ok", "항암 3차 맞고 왔어요": a cycle is a clinic visit,
    eval/LABEL_CONVENTIONS.md). The having is said by a word of
    ``procedure_done`` right after the procedure, or one of ``procedure_had`` a few words before it (English); a
    finding "on the ultrasound" with no having ("fatty liver on the ultrasound last week"), a plan, a question, a
    denial ("never had a colonoscopy") and a year or month alone ("작년에 대장내시경 했고") are none. One visit a turn:
    a turn that already has a visit keeps it. A drug given as an infusion is a session too ("I had my iron infusion
    today", ``visit_sessions.infusion_end``). Rule ``visit.procedure_done``."""
    if visits:
        return []
    done = cue_pattern(ctx.dictionary, "procedure_done", ctx.lang)
    had = cue_pattern(ctx.dictionary, "procedure_had", "en") if ctx.lang == "en" else None
    for m in ctx.matches:
        given = infusion_end(ctx, m)  # a drug given as an infusion: a session told by its drug ("iron infusion")
        if given is None and not (had_at_a_visit(ctx, m.term_key) or _flagged(ctx, m.term_key, "outpatient")):
            continue
        sentence = ctx.sentence_of(m.start)
        if sentence.text.rstrip().endswith("?") or WISH.search(sentence.text) or FUTURE.search(sentence.text):
            continue
        past = not _flagged(ctx, m.term_key, "diagnostic")  # a treatment's day before today dates its having
        gaps = word_starts(ctx, past_series_place(ctx, m.end if given is None else given), past)
        after = any(done.match(ctx.text, gap) or done.match(ctx.text, past_time_word(ctx, gap))
                    or fresh_day_at(ctx, gap, past) for gap in gaps) \
            or (ctx.lang == "ko" and done_inside(done, ctx.text[m.start:m.end]))
        before = had is not None and had.search(ctx.text[max(sentence.start, m.start - 24):m.start]) is not None
        if not (after or before) or denied(ctx, m.start, m.end):
            continue
        if year_or_month_only(ctx, sentence.start, sentence.end):
            continue
        if given is None:
            ctx.used_matches.add(m.start)  # a drug given keeps its intake; a session's name is no surgery
        # "annual occupational hearing test at work today": a test of the work exam is the exam
        key = "visit:checkup" if occupational(ctx, sentence.start, sentence.end) else "visit:clinic"
        return [Draft("visit.procedure_done", "medical_visit", key, m.start, m.end, {})]
    return []


def had_at_a_visit(ctx: Ctx, key: str | None) -> bool:
    """A procedure the user has at a visit, never a surgery of their history: a scan or a test (the dictionary's
    ``diagnostic`` terms) or a treatment session (``session``: a chemo cycle, dialysis)."""
    return _flagged(ctx, key, "diagnostic") or _flagged(ctx, key, "session")


def _flagged(ctx: Ctx, key: str | None, flag: str) -> bool:
    """The term's dictionary row carries ``flag``: ``diagnostic`` (a scan, a test), ``session``, or ``outpatient``
    (an operation in the clinic chair: a root canal, a tooth out, an implant; had on a datable day it is a
    clinic visit that day, eval/LABEL_CONVENTIONS.md; with no day, "out in 2015", it stays a surgery of history)."""
    term = ctx.dictionary.terms.get(key or "")
    return term is not None and bool(term.extra.get(flag))
