"""A visit's kind from its sentence: an obstetric checkup, a work exam, a checkup named only for its results."""

from __future__ import annotations

import re

from pia_graph.ingest.cue_words import cue_pattern
from pia_graph.ingest.extract.context import Ctx

# a pregnancy week said right before the checkup word: "24주 검진", "32주차 검진", "28 week checkup", "28-week check-up"
_PREGNANCY_WEEK = re.compile(r"(?:\d+\s*주\s*(?:차|째)?|\b\d+[-\s]weeks?)\s*$", re.IGNORECASE)


def obstetric(ctx: Ctx, start: int, stop_start: int, stop: int) -> bool:
    """A checkup of a pregnancy or after a birth: a pregnancy week right before the checkup word, or a word of
    ``checkup_obstetric`` in its sentence ("6 weeks after the birth, checkup done", "산후 검진", "출산 후 6주 검진"). It
    is the obstetric or midwife visit (visit:clinic), not the health screening that visit:checkup holds. Rule
    ``visit.term``."""
    if _PREGNANCY_WEEK.search(ctx.text[max(stop_start, start - 12):start]):
        return True
    return cue_pattern(ctx.dictionary, "checkup_obstetric", ctx.lang).search(ctx.text, stop_start, stop) is not None


def occupational(ctx: Ctx, start: int, stop: int) -> bool:
    """A visit or a test in a sentence about an occupational health exam (a word of ``checkup_occupational``:
    "occupational", "fit-for-work", "company doc", 특수건강검진, 배치전): the work exam, visit:checkup, as the suites
    label a work physical or 채용검진 (x41, x48). Rules ``visit.term``, ``visit.procedure_done``."""
    return cue_pattern(ctx.dictionary, "checkup_occupational", ctx.lang).search(ctx.text, start, stop) is not None


def results_only(ctx: Ctx, end: int, start: int, stop: int) -> bool:
    """A checkup named for its results (a word of ``checkup_results`` right after it: "검진 결과", "결과지", "통보서",
    "health check letter") in a sentence that neither says the checkup was had (``checkup_had``: 받았, 받고, "had my",
    "did my") nor gives a day before today: the results arrived, the suites list no visit (the day of the checkup is not
    told). "지난주 금요일 검진 결과", "건강검진 받았는데 결과 나왔어요" keep theirs. Rule ``visit.term``."""
    results = cue_pattern(ctx.dictionary, "checkup_results", ctx.lang)
    if not results.match(ctx.text, end + len(ctx.text[end:]) - len(ctx.text[end:].lstrip(" :"))):
        return False
    if cue_pattern(ctx.dictionary, "checkup_had", ctx.lang).search(ctx.text, start, stop):
        return False
    today = ctx.said_at.date()
    return not any(r.span is not None and start <= r.span.start < stop and r.kind == "date" and r.date is not None
                   and r.date < today for r in ctx.resolutions)
