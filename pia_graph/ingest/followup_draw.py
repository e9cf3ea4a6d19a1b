"""Rule ``earlier_turn.drawn_results``: lab results told days after the turn that told their draw (pure).

"Got my 6 month bloods drawn at Quest" then, three days later, "portal says creatinine 0.9, eGFR 94"; "갑상선 피검사
했어요" then "TSH 0.05 낮고 free T4 2.4 높대요": the results carry the DRAW day, their clinical effective date
(eval/LABEL_CONVENTIONS.md), not the day they were told. The earlier turn is the user's last retained turn within
``DRAW_DAYS`` that names a batch of results (cue list ``result_batch``), told no lab result itself
(its batch is still open) and no turn since did. Three shapes are no draw of these results, each from session 57's
blind moves:

- a referral or plan ("GP sent me for bloods", "다음주 목요일에 내과 예약했어요 피검사 하러"): cue list
  ``draw_not_done`` in the earlier turn, or a draw day after the day it was said;
- results that arrived ("my bloods came back", "검사 결과 나왔어요"): cue list ``results_arrived`` in the earlier turn
  tells an arrival, not a draw;
- a retest ("재검은 통과했어요! 공복 82", "Recheck today: ALT 41"): cue list ``retest`` said before the turn's first
  result: its results belong to the retest, not to the first draw.

Only records with an assumed day move (a day the turn says stays: "came back Tuesday" dates what it says), and
nothing moves when the turn says a day anywhere, or tells a visit with a day of its own. Nothing is superseded.
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Callable, Sequence
from typing import Protocol

from pia_graph.ingest.cue_words import cue_pattern
from pia_graph.ingest.hup import HupRecord
from pia_graph.ontology import Dictionary
from pia_graph.temporal.resolve import resolve_in_text

#: the time rule a lab result dated by its earlier draw carries
RULE = "earlier_turn.drawn_results"
#: a coordinate of a lab test: a turn whose records had one told results (its batch is closed)
_LAB_PREFIX = "test:"
#: how long results may take to come back after their draw ("results in a week or so" came two weeks later); longer
#: than the follow-ups' ``RECENT_DAYS``: a draw's batch stays open until a turn tells a lab result
DRAW_DAYS = 21
#: where the draw's own clause ends: a day said in another clause dates something else ("took bloods, results in a
#: week or so")
_CLAUSE_END = re.compile(r"[,.;:!?\n]")


class SaidTurn(Protocol):
    """An earlier retained turn as the store keeps it (``memory.recall_models.ThreadTurn`` is one)."""

    @property
    def said_at(self) -> dt.datetime: ...
    @property
    def text(self) -> str: ...
    @property
    def asked(self) -> bool: ...
    @property
    def coordinates(self) -> list[str]: ...


def might_be_drawn(own: Sequence[HupRecord]) -> bool:
    """The turn tells a lab result with an assumed day and no visit with a day of its own: the only turns for which
    the earlier turns are read (no store read for others)."""
    return any(r.type == "lab_result" and r.time_assumed and r.date is not None for r in own) \
        and not any(r.type == "medical_visit" and not r.time_assumed for r in own)


def dated_by_draw(text: str, lang: str, said_at: dt.datetime, own: Sequence[HupRecord],
                  earlier: Callable[[], Sequence[SaidTurn]], dictionary: Dictionary) -> list[HupRecord] | None:
    """The turn's lab results with an assumed day moved to the day of the draw an earlier turn told; None when
    nothing moves. ``earlier`` gives the user's retained turns before this one (any order); it is asked only when
    the turn's own words leave the results' day open."""
    if lang not in ("en", "ko") or not might_be_drawn(own):
        return None
    moved = [r for r in own if r.type == "lab_result" and r.time_assumed and r.date is not None]
    if _says_a_day(text, said_at, lang) or _retest_before(text, lang, moved, dictionary):
        return None
    found = draw_day(said_at, lang, earlier(), dictionary)
    if found is None:
        return None
    day, words = found
    return [r.model_copy(update={"date": day, "time_assumed": False, "time_rule": RULE, "time_expression": words})
            if r in moved else r for r in own]


def draw_day(said_at: dt.datetime, lang: str, earlier: Sequence[SaidTurn],
             dictionary: Dictionary) -> tuple[dt.date, str] | None:
    """The day (and the batch's words) of the draw the user's last earlier turn naming a batch of results told, when
    that batch is open: no lab result told in it or since, no referral, plan or arrival, a day not after that turn
    was said and before this turn's day."""
    batch = cue_pattern(dictionary, "result_batch", lang)
    since = said_at - dt.timedelta(days=DRAW_DAYS)
    for turn in sorted(earlier, key=lambda t: t.said_at, reverse=True):
        if turn.said_at >= said_at or not turn.text:
            continue  # a question kept without its words (an Ask) told nothing
        if turn.said_at < since or any(c.startswith(_LAB_PREFIX) for c in turn.coordinates):
            return None  # past the window, or a turn that told results closed the batch
        named = batch.search(turn.text) if not turn.asked else None
        if named is None:
            continue
        if cue_pattern(dictionary, "draw_not_done", lang).search(turn.text) \
                or cue_pattern(dictionary, "results_arrived", lang).search(turn.text):
            return None
        day = _told_day(turn.text, named.start(), turn.said_at, lang)
        if day is None or day >= said_at.date():
            return None  # two days or a day to come (a booked draw), or the results' own day
        return day, named.group(0).strip()
    return None


def _told_day(text: str, at: int, said_at: dt.datetime, lang: str) -> dt.date | None:
    """The one day up to the turn's own that the clause of the batch's word (at ``at``) says, else the day the turn
    was said; None when it says two, or only days to come (a booked draw). A day to come beside a day said is the
    results' ("오늘 피검사했어요 결과는 내일")."""
    start = max((m.end() for m in _CLAUSE_END.finditer(text, 0, at)), default=0)
    end = next((m.start() for m in _CLAUSE_END.finditer(text, at)), len(text))
    days = {r.date for r in resolve_in_text(text[start:end], said_at, lang)
            if r.kind == "date" and not r.assumed and r.date is not None}
    past = {d for d in days if d <= said_at.date()}
    if len(past) > 1 or (days and not past):
        return None
    return past.pop() if past else said_at.date()


def _says_a_day(text: str, said_at: dt.datetime, lang: str) -> bool:
    """The turn says a day of its own up to the day it is said ("came back Tuesday", "오늘 결과 나왔어요"): the results
    take what it says. A day after it is no day of results told now: "2 days later and the lab finally emailed" counts
    from the draw turn (the resolver reads it forward from the turn's own day); "results in a week" is a batch to
    come."""
    return any(r.kind == "date" and not r.assumed and r.date is not None and r.date <= said_at.date()
               for r in resolve_in_text(text, said_at, lang))


def _retest_before(text: str, lang: str, results: Sequence[HupRecord], dictionary: Dictionary) -> bool:
    """A retest said before the first result ("재검은 통과했어요! 공복 82"): the results are the retest's. One said
    after them is a plan ("고지혈증 의심으로 재검하래요", "recheck lipids in a year")."""
    first = min((r.span_start for r in results if r.span_start is not None), default=len(text))
    return cue_pattern(dictionary, "retest", lang).search(text, 0, first) is not None
