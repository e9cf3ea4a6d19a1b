"""When a symptom episode began and when it was over, read from the time expressions of its sentence.

A symptom record carries the day it was told of (``date``, from ``timing.governing``). An episode said to be
over also has an end, and one told with its onset a start:

- "sore throat finally gone today, had it since last tuesday": start = last Tuesday (a since-form in a
  clause that does not say it is over), end = today (the day said in the clause that says it is over);
- "the rash cleared up yesterday", "어제 다 가라앉았어요": end = yesterday;
- "its gone now", "두통 없어짐": end = the day of the turn (nothing dates the end);
- "migraine from Friday finally broke this morning": "from"/"since"/부터 before a day marks the onset even
  in the clause that says it is over;
- "went to the ER on sunday for chest pain … no pain since": the day of the episode, before the day it was
  over, is its start;
- "diarrhoea and cramps from Friday through Sunday …, fine since", "금요일부터 월요일까지 갔어요. 지금은 다 나았어요":
  a closed span dates both ends; an over-word with no day of its own, or with today's ("오늘은 괜찮아요"), keeps the
  span's last day as the end.

An ongoing episode begun on the day it is said ("아침부터 속이 메스껍고", "stomach ache since this morning") is
both dated that day and started that day. Pure functions of the analysed utterance; no clock.
"""

from __future__ import annotations

import datetime as dt
import re
from typing import Any

from pia_graph.ingest.extract.context import Ctx, Draft
from pia_graph.ingest.extract.timing import day_of
from pia_graph.ingest.negation import is_resolved
from pia_graph.temporal import Resolution

_ONSET_BEFORE_EN = re.compile(r"(?i)\b(?:from|since|starting|started|began)\s+(?:on\s+|last\s+)?$")
_ONSET_AFTER_KO = re.compile(r"\s?(?:부터|서부터)")


def _first_day(r: Resolution) -> dt.date | None:
    if r.kind == "date":
        return r.date
    if r.kind == "interval" and r.end is None:
        return day_of(r.start)
    return None


def _is_onset(ctx: Ctx, r: Resolution) -> bool:
    """ "since X", "from X", "X부터": the expression names when something began."""
    assert r.span is not None
    if r.kind == "interval" and r.end is None:
        return True
    if ctx.lang == "ko":
        return _ONSET_AFTER_KO.match(ctx.text, r.span.end) is not None
    return _ONSET_BEFORE_EN.search(ctx.text[max(0, r.span.start - 20):r.span.start]) is not None


def _over_span(ctx: Ctx, draft: Draft) -> tuple[int, int]:
    """The symptom's sentence, and the short sentence after it when that one only says it is over."""
    here = ctx.sentence_of(draft.start)
    later = [s for s, _parts in ctx.sentences if s.start >= here.end]
    if later and len(later[0].text) <= 30 and is_resolved(later[0].text, ctx.lang):
        return here.start, later[0].end
    return here.start, here.end


def _span_end(tf: dict[str, Any], today: dt.date) -> dt.date | None:
    """The last day of a closed span that dates the episode ("from Friday through Sunday", "금요일부터 월요일까지"):
    a "fine since", "다 나았어요" or "오늘은 괜찮아요" says the episode is over, not that it ended today."""
    first, last = day_of(tf.get("start")), day_of(tf.get("end"))
    if first is None or last is None or not first <= last <= today:
        return None
    return last


def episode_fields(ctx: Ctx, draft: Draft, tf: dict[str, Any]) -> dict[str, Any]:
    """``tf`` with the episode's start and end added where the sentence tells them (module docstring)."""
    if draft.type != "symptom":
        return tf
    out = dict(tf)
    today = ctx.said_at.date()
    if draft.fields.get("status") != "resolved":
        first = day_of(tf.get("start"))
        if first is not None and first == today and "date" not in out and not tf.get("end"):
            out["date"] = first  # "아침부터 속이 메스껍고": today's episode, begun today
        return out
    lo, hi = _over_span(ctx, draft)
    start: dt.date | None = None
    end: dt.date | None = None
    episode: dt.date | None = None
    own = ctx.clause_of(draft.start)
    for r in ctx.resolutions:
        if r.span is None or not lo <= r.span.start < hi:
            continue
        day = _first_day(r)
        if day is None or day > today:
            continue
        clause = ctx.clause_of(r.span.start)
        onset = _is_onset(ctx, r)
        if is_resolved(clause.text, ctx.lang) and not (onset and r.kind == "date"):
            end = day  # "cleared up yesterday", "been fine since last tuesday"
        elif onset:
            start = day
        elif own.start <= r.span.start < own.end:
            episode = day
    span_end = _span_end(tf, today)
    if span_end is not None and (end is None or end == today):
        end = span_end  # "일요일부터 수요일까지 났고 오늘은 괜찮아요": fine today, over since the span's last day
    if end is None:
        end = episode if episode is not None and is_resolved(own.text, ctx.lang) else today
    if start is None and episode is not None and episode < end:
        start = episode  # "ER on sunday for chest pain … no pain since"
    if start is not None and start <= end:
        out["start"] = start
    out["end"] = end
    return out
