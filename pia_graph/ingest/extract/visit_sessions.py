"""Treatment sessions told by how the drug was given, not by a session's name: a drug given as an infusion ("I had my
iron infusion today", "IV steroids at the infusion unit, first one today") and a Korean shot or drip received and
come back from ("오크레부스 2차 맞고 왔어요", "오늘 주사 맞고 왔어요"). Had on a datable day, each is a clinic visit
that day (eval/LABEL_CONVENTIONS.md "a chemo / infusion cycle had on a datable day"); the drug keeps its records."""

from __future__ import annotations

import re
from functools import cache

from pia_graph.ingest.cue_words import cue_pattern
from pia_graph.ingest.extract.context import Ctx, Draft
from pia_graph.ingest.extract.visit_positions import denied, year_or_month_only
from pia_graph.ingest.extract.visit_words import FUTURE, WISH
from pia_graph.ontology import TermMatch
from pia_graph.ontology.word_lists import words_alternation

_BLANKS = re.compile(r"[ \t]*")


def infusion_end(ctx: Ctx, m: TermMatch) -> int | None:
    """Where a drug given as an infusion ends: a word of ``infusion_given`` inside the drug's matched words ("iron
    infusion" is an alias of iron) or right after them ("Ocrevus infusion #5"), or the drug's own end with a word of
    ``infusion_before`` right before it ("IV iron"). None for a drug said otherwise, and in Korean (a shot come
    back from is ``came_back_visits``)."""
    if ctx.lang != "en" or not (m.term_key or "").startswith("drug:"):
        return None
    given = cue_pattern(ctx.dictionary, "infusion_given", "en")
    if given.search(ctx.text, m.start, m.end) is not None:
        return m.end
    gap = _BLANKS.match(ctx.text, m.end)
    after = given.match(ctx.text, gap.end() if gap is not None else m.end)
    if after is not None:
        return after.end()
    before = cue_pattern(ctx.dictionary, "infusion_before", "en")
    head = ctx.text[max(0, m.start - 16):m.start]
    return m.end if any(not head[b.end():].strip() for b in before.finditer(head)) else None


@cache
def _series_before() -> re.Pattern[str]:
    """A place in a series said right before the receiving ("1차 맞고 왔어요", "2회차 맞으러 갔다 왔어요")."""
    return re.compile(rf"{_series_anywhere().pattern}\s*$")


# a particle glued after the drug or the shot word before its receiving ("허셉틴을 맞고 왔어요", "주사도 맞고 왔어요")
_PARTICLE = re.compile(r"\s*[을를도은는]?\s*$")


def came_back_visits(ctx: Ctx) -> list[Draft]:
    """ "다발성경화증 주사 오크레부스 2차 맞고 왔어요", "허셉틴 2번째 맞고 왔어요", "스테로이드 주사 … 오늘 1차 맞고
    왔어요": a treatment named and received somewhere, come back from (``session_came_back``): a drug said right
    before it (an injection word of ``injection_word`` and its place in a series may stand between), or a place in a
    series right before it (a cycle). A bare shot ("비타민D 수치 14래서 주사 맞고 왔어요") is labelled both ways in the
    develop suites (x32-sto-145 and x49-sto-252 none, x49-sto-267 and x41-sto-164 a visit) and stays none; a
    vaccine's sentence is the vaccination's (its place decides its visit, ``vaccine_visits``); a plan, a wish, a
    question, a denial and a year or month alone are none. One visit: the first. Rule ``visit.session_given``."""
    if ctx.lang != "ko":
        return []
    came = cue_pattern(ctx.dictionary, "session_came_back", "ko")
    for c in came.finditer(ctx.text):
        sentence = ctx.sentence_of(c.start())
        text = sentence.text
        if text.rstrip().endswith("?") or WISH.search(text) or FUTURE.search(text) \
                or denied(ctx, c.start(), c.end()) or year_or_month_only(ctx, sentence.start, sentence.end):
            continue
        inside = [m for m in ctx.matches if sentence.start <= m.start < sentence.end]
        if any((m.term_key or "").startswith("vaccine:") for m in inside):
            continue
        head = ctx.text[sentence.start:c.start()]
        cycle = _series_before().search(head) is not None
        if cycle or any((m.term_key or "").startswith("drug:") and m.end <= c.start()
                        and _given_between(ctx, ctx.text[m.end:c.start()]) for m in inside):
            return [Draft("visit.session_given", "medical_visit", "visit:clinic", c.start(), c.end(), {})]
    return []


def _given_between(ctx: Ctx, between: str) -> bool:
    """Only an injection word, a place in a series and a particle between a drug and its receiving."""
    rest = cue_pattern(ctx.dictionary, "injection_word", "ko").sub(" ", between)
    rest = _series_anywhere().sub(" ", rest)
    return _PARTICLE.fullmatch(rest) is not None


@cache
def _series_anywhere() -> re.Pattern[str]:
    markers = words_alternation("series_marker", "ko", r"\s*")
    return re.compile(rf"\d{{1,2}}\s*(?:{markers})")
