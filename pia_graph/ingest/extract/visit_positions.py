"""Where the words after a visit's or a procedure's name go on, and what the resolver dated there (pure helpers of
``visits.py``): past a comma, a place in a series, an aside or a time word; a day had, a fresh day; a denial; a
year or month alone."""

from __future__ import annotations

import re
from functools import cache

from pia_graph.ingest.extract.context import Ctx
from pia_graph.ingest.negation import is_negated
from pia_graph.ontology.word_lists import words_alternation

_NEXT_WORD = re.compile(r"[^\s,.;:!?()]+ *")
_WORDS_BETWEEN = {"en": 6, "ko": 2}


def word_starts(ctx: Ctx, pos: int, treatment: bool) -> list[int]:
    """Where the having or the day of a procedure may start: right after its name, or past a few words of its
    clause between ("Root canal on #19 today", "Hearing test at the audiologist this afternoon", "임플란트 식립
    수술 어제 했는데"): at most ``_WORDS_BETWEEN`` words, never past a comma or a sentence's end. In Korean only a
    treatment's name takes words between: a scan's or a test's is read right after its name, as before (words
    between cost validate extract19 ko a tenth, session 59)."""
    out = [pos]
    for _ in range(_WORDS_BETWEEN.get(ctx.lang, 0) if treatment or ctx.lang == "en" else 0):
        word = _NEXT_WORD.match(ctx.text, pos)
        if word is None or word.end() >= len(ctx.text):
            break
        pos = word.end()
        out.append(pos)
    return out


def past_punctuation(text: str, pos: int, marks: str = " ,:") -> int:
    """Where the words after ``pos`` go on, past spaces and the ``marks`` (a comma, a colon)."""
    return pos + len(text[pos:]) - len(text[pos:].lstrip(marks))


def done_inside(done: re.Pattern[str], surface: str) -> bool:
    """A Korean alias that holds the having itself ("투석 받음" matched by "투석 받고 왔어요", "초음파 찍음" by
    "초음파 찍었어요"): a word of ``procedure_done`` inside the matched words, after the first."""
    first = surface.split(maxsplit=1)
    return len(first) == 2 and done.match(first[1]) is not None


def past_series_place(ctx: Ctx, pos: int) -> int:
    """Where the words after a procedure's name go on, past a comma or colon and the session's place in a series
    said right after the name ("chemo round 4 today, went ok", "항암 3차 맞고 왔어요", "radiation #12 done"), and a
    short aside in brackets that glosses the name ("뇌파검사(EEG) 오늘 아침에 받고 왔어요")."""
    aside = _ASIDE.match(ctx.text, pos)
    pos = past_punctuation(ctx.text, pos if aside is None else aside.end())
    place = _series_place(ctx.lang).match(ctx.text, pos)
    return pos if place is None else past_punctuation(ctx.text, place.end())


_KO_GAP = r"\s*"
_ASIDE = re.compile(r"\s*\([^()]{1,24}\)")


@cache
def _series_place(lang: str) -> re.Pattern[str]:
    """A place in a series right after a session's name: "round 4", "#12", "12 of 30" (the marker word may be part
    of the name: "radiation session 12"), "3차", "12회차" (the dictionary's ``series_marker`` words)."""
    if lang == "ko":
        return re.compile(rf"\d{{1,2}}\s*(?:{words_alternation('series_marker', 'ko', _KO_GAP)})")
    marker = words_alternation("series_marker", "en", r"\s+")
    return re.compile(rf"(?:(?:{marker})\s*)?(?:#|no\.?\s*)?\d{{1,2}}\b(?:\s*(?:of|/)\s*\d{{1,2}}\b)?",
                      re.IGNORECASE)


def past_time_word(ctx: Ctx, pos: int) -> int:
    """Where the words after a procedure's name go on, past a comma or colon and a time expression said between
    it and its verb ("내시경 어제 했는데", "the colonoscopy, on the 1st, was fine")."""
    for r in ctx.resolutions:
        if r.span is not None and r.span.start == pos:
            pos = past_punctuation(ctx.text, r.span.end, " ,:에")
    return pos


def day_had_at(ctx: Ctx, pos: int) -> bool:
    """A day today or before said right after a clinician's word ("Dentist Monday: 2 fillings", "derm on tuesday,
    …"): the sentence heads what happened at the visit that day. A day ahead is a booking (settled before)."""
    today = ctx.said_at.date()
    return any(r.span is not None and r.span.start == pos and r.kind == "date" and r.date is not None
               and r.date <= today for r in ctx.resolutions)


def fresh_day_at(ctx: Ctx, pos: int, past: bool = False) -> bool:
    """The procedure's own day said right after its name, today ("Colonoscopy this morning:", "callback ultrasound
    today says BI-RADS 3"): had, fresh. An older day there ("the ultrasound last tues showed") tells a finding of
    a scan, no visit; a treatment or an operation in the chair (``past``) has no finding to tell, so a day before
    today dates its having ("Biopsy on my arm yesterday"). Session 62 tried a scan's older day as its having too
    (eval/LABEL_CONVENTIONS.md's procedure row, extract44's "The EEG was yesterday", "the MRI on Monday was clean"):
    validate w5/odd en fell 0.967 -> 0.963, so it is not kept."""
    today = ctx.said_at.date()
    return any(r.span is not None and r.span.start == pos and r.kind == "date" and r.date is not None
               and (r.date == today or (past and r.date < today and r.granularity == "day"))
               for r in ctx.resolutions)


def denied(ctx: Ctx, start: int, end: int) -> bool:
    """ "never had a colonoscopy", "대장내시경 한번도 안 했어요": the procedure denied in its clause."""
    clause = ctx.clause_of(start)
    return is_negated(clause.text, start - clause.start, end - clause.start, ctx.lang)


def year_or_month_only(ctx: Ctx, start: int, end: int) -> bool:
    """The sentence dates the procedure only by a year or a month ("in 2024", "작년에"): no day to put a visit on."""
    grains = {r.granularity for r in ctx.resolutions if r.span is not None and start <= r.span.start < end}
    return bool(grains) and grains <= {"month", "year"}
