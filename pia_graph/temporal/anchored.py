"""Times said relative to a moment already told in the same text, not to today (pure grammar).

"went to urgent care tuesday night, fever broke the next day", "started the new pill on the 2nd and two days later
I got a rash", "월요일에 퇴원했는데 그 다음날 열이 났어요", "3일에 퇴원하고 일주일 뒤 기침 시작": a story told in
sequence counts its later steps from the day told before them.

- A day after (rule words ``next_day_anchored``: "the next day", "the morning after", "그 다음날") is the day of the
  last date said before it plus one (``anchored.next_day``); with no date before it, or landing after the day said,
  it is no time.
- An offset said forward ("two days later", "일주일 뒤", "3일 후"), which the resolver counts from today, is counted
  from the last date said before it instead (``<rule>/anchored``) when that lands on or before the day said: a step of
  a story already told. An offset that still lies ahead ("a week from now", or one with no date before it) stays a
  plan's.
"""

from __future__ import annotations

import datetime as dt
import re
from functools import cache

from pia_graph.ontology.word_lists import words_alternation
from pia_graph.temporal.types import Resolution, TimeSpan

NEXT_DAY_RULE = "anchored.next_day"
# an offset the resolver counted forward from today ("two days later", "일주일 뒤", "3일 후")
_FORWARD_RULES = frozenset({"en.days_ago", "ko.days_ago"})
#: "부터" right after a next day said ("그 다음날부터"): a start, as the resolver's ko.buteo reads it after a day
_KO_FROM = re.compile(r"\s?(?:부터|서부터)")
_FORWARD_WORD = re.compile(r"(?:\blater\b|\bafter\b|뒤|후)", re.IGNORECASE)


@cache
def _next_day(lang: str) -> re.Pattern[str]:
    lang = "ko" if lang == "ko" else "en"
    words = words_alternation("next_day_anchored", lang, r"\s*" if lang == "ko" else r"\s+")
    if lang == "ko":
        return re.compile(rf"(?:{words})")
    # "the day after tomorrow" is the resolver's; "the day after the colonoscopy" counts from the date said before
    return re.compile(rf"\b(?:{words})\b(?!\s+tomorrow)", re.IGNORECASE)


def anchored(text: str, lang: str, resolutions: list[Resolution], said_at: dt.datetime) -> list[Resolution]:
    """``resolutions`` with forward offsets said after a told day counted from that day, plus a resolution for each
    "next day" said after a told day."""
    today = said_at.date()
    out: list[Resolution] = []
    for r in resolutions:
        moved = _recounted(r, resolutions, today)
        out.append(moved or r)
    spans = [(r.span.start, r.span.end) for r in resolutions if r.span is not None]
    for m in _next_day(lang).finditer(text):
        if any(s < m.end() and m.start() < e for s, e in spans):
            continue
        told = _told_before(resolutions, m.start())
        if told is None or told.date is None:
            continue
        day = told.date + dt.timedelta(days=1)
        if day > today:
            continue
        since = _KO_FROM.match(text, m.end()) if lang == "ko" else None
        end = since.end() if since is not None else m.end()
        span = TimeSpan(text=text[m.start():end], start=m.start(), end=end)
        if since is not None:  # "추석 다음날부터 목 아프고": from that day on, open (FORMAT's "since X")
            out.append(Resolution(kind="interval", expression=span.text, rule_id=f"{NEXT_DAY_RULE}/since",
                                  granularity="day", start=day, span=span))
        else:
            out.append(Resolution(kind="date", expression=m.group(0), rule_id=NEXT_DAY_RULE, date=day, span=span))
    return out


#: the holiday rules: a holiday said as the point after which ("추석 지나고") dates nothing said after it
HOLIDAY_RULES = frozenset({"en.holiday", "ko.holiday"})


@cache
def _passed(lang: str) -> re.Pattern[str] | None:
    """The words that say a holiday is over, right after it (``holiday_passed``; Korean only: English "after
    thanksgiving" is as often the day itself, "after thanksgiving dinner sugar was 212")."""
    if lang != "ko":
        return None
    words = words_alternation("holiday_passed", "ko", r"\s*")
    return re.compile(rf"\s*(?:(?:연휴|명절|날)\s*)?(?:이|가)?\s*(?:{words})")


def holiday_passed(text: str, lang: str, resolutions: list[Resolution]) -> list[Resolution]:
    """``resolutions`` without a holiday said as over ("추석 연휴 끝나고 체중 74.5", "설 지나고 공복 132"): what is said
    after it happened on the turn's own day, not on the holiday (the write path's reading; the question's window
    reads the same words as its start, retrieve/question_window.py)."""
    passed = _passed(lang)
    if passed is None:
        return resolutions
    return [r for r in resolutions
            if r.rule_id not in HOLIDAY_RULES or r.span is None or passed.match(text, r.span.end) is None]


def _recounted(r: Resolution, resolutions: list[Resolution], today: dt.date) -> Resolution | None:
    if r.rule_id not in _FORWARD_RULES or r.kind != "date" or r.date is None or r.span is None \
            or r.date <= today or not _FORWARD_WORD.search(r.expression) or "now" in r.expression.lower():
        return None
    told = _told_before(resolutions, r.span.start)
    if told is None or told.date is None:
        return None
    day = told.date + (r.date - today)
    if day > today:
        return None
    return r.model_copy(update={"date": day, "rule_id": f"{r.rule_id}/anchored"})


def _told_before(resolutions: list[Resolution], at: int) -> Resolution | None:
    """The last day said before ``at`` (not after today's: a story's step already told)."""
    before = [r for r in resolutions if r.kind == "date" and r.date is not None and r.span is not None
              and r.span.end <= at and r.rule_id != NEXT_DAY_RULE]
    return max(before, key=lambda r: r.span.end if r.span is not None else 0) if before else None
