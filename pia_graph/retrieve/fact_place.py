"""A place asked of what only the user's sentences hold (pure; session 66): the places are `record_place.py`'s, the
records a place picks `fuse_place.py`'s. Two gaps the records leave:

- an anchor no record dates: "two days after Namche", 쿠스코 도착한 다음 날 (a place, an arrival: words, no term),
  "two days after the ED visit" where the ER was said but no visit record was kept. The anchor's day is the day of
  the user's own sentence that holds the anchor's words (every one of them), or names its term by exact alias.
- the n-th newest or oldest of what no coordinate holds: "my lead level the time before the latest one", 지난번 말고 그
  전 검진 때 CD4 (a lab the dictionary does not know, kept as the sentence "CD4 520, 미검출 유지"). When no record
  is picked, the sentences found by the question's words that hold one of them are counted by their day, as the
  records of one occasion are.

A sentence about someone else ("my colleague Sipho's lead was 45") counts for neither."""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping, Sequence
from typing import Any

from pia_graph.memory.recall_models import QueryUnderstanding, RecordPlace
from pia_graph.retrieve.associative import FactHit
from pia_graph.retrieve.fuse_signals import about_someone_else, day_of, holds_residual_word

PLACE_REASON = "place"  # the reason a picked record or sentence carries: place:<the place's reason>:<its words>


def place_reason(p: RecordPlace) -> str:
    """The reason of what a place picks (a record, `fuse_place`; a sentence, here)."""
    return f"{PLACE_REASON}:{p.reason}:{p.span}"


def fact_day(fact: Mapping[str, Any]) -> dt.date | None:
    """The day a sentence is about: its own date when it gave one, else the day it was said."""
    return day_of(fact.get("date")) or day_of(fact.get("said_at"))


def _own(fact: Mapping[str, Any], lang: str) -> bool:
    return not about_someone_else(str(fact.get("span") or fact.get("text") or ""), lang)


def anchor_words(anchor: RecordPlace, u: QueryUnderstanding) -> list[str]:
    """The question's words that no term took inside an anchor's span ("namche"; 쿠스코, 도착)."""
    said = anchor.span.lower()
    return [w for w in u.residual_words if w and w.lower() in said]


def sentence_anchor_days(anchor: RecordPlace, u: QueryUnderstanding, facts: Sequence[FactHit],
                         mentions: Mapping[str, set[str]] | None, today: dt.date) -> list[dt.date]:
    """The days of the user's sentences that date an anchor no record dated (pure): those that name one of its
    terms by exact alias, or, for an anchor of words only, that hold every one of its words and were found by them."""
    terms = set(anchor.terms)
    words = [] if terms else anchor_words(anchor, u)
    if not terms and not words:
        return []
    days: set[dt.date] = set()
    for hit in facts:
        fact = hit.fact
        if terms:
            held = bool((mentions or {}).get(str(fact.get("fact_id")), set()) & terms)
        else:
            held = hit.text_rank is not None and all(holds_residual_word(str(fact.get("text") or ""), [w])
                                                     for w in words)
        if held and _own(fact, u.lang) and (day := fact_day(fact)) is not None and day <= today:
            days.add(day)
    return sorted(days)


def placed_facts(u: QueryUnderstanding, facts: Sequence[FactHit], today: dt.date) -> dict[str, str]:
    """The sentences an n-th place picks when it picked no record (pure): among the sentences found by the
    question's words that hold one of them and are the user's own, those of the n-th day, newest or oldest."""
    if not u.residual_words:
        return {}
    out: dict[str, str] = {}
    for p in u.places:
        if p.kind != "nth" or p.anchor is not None:
            continue
        by_day: dict[dt.date, list[str]] = {}
        for hit in facts:
            fact = hit.fact
            if hit.text_rank is None or not holds_residual_word(str(fact.get("text") or ""), u.residual_words) \
                    or not _own(fact, u.lang):
                continue
            day = fact_day(fact)
            if day is None or (p.order == "newest" and day > today):
                continue
            by_day.setdefault(day, []).append(str(fact["fact_id"]))
        ordered = sorted(by_day, reverse=p.order == "newest")
        if len(ordered) >= p.n:
            for fid in by_day[ordered[p.n - 1]]:
                out.setdefault(fid, place_reason(p))
    return out
