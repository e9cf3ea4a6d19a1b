"""A day counted from the event an earlier turn told (pure).

"보건소에서 매독 검사했어요", then days later "결과 음성. 근데 그 다음 날부터 목 아프고 기침해요": the sore throat
began the day after the test, not the day it is told. "수요일에 대장내시경 예약했어요", then "대장내시경 잘
끝났어요. 그날 저녁에 죽 먹었어요": the meal, and the colonoscopy told again, were on that Wednesday. "Got my
booster Monday", then "and three days after that I had a fever".

The turn says a day that points back at a day told (rule words ``next_day_anchored``: the day after, 그 다음 날;
``that_day_anchored``: that day, 그날; or a forward offset "N days after that", N일 뒤) with no day of its own told
before it (``temporal/anchored.py`` counts from that one). The day it points at is the one day of the records of the
user's last earlier turn with a dated record, within ``followup_resolve.RECENT_DAYS``. What moves: the turn's records
whose day is only assumed (the day the turn is said), said in the pointing sentence or after it, and a record of the
earlier event itself told again (its coordinate) anywhere in the turn. A day counted so that lies after the turn's own
day is no day (a plan's), and nothing moves.
"""

from __future__ import annotations

import datetime as dt
import re
from functools import cache

from pia_graph.ingest.earlier_records import Prior
from pia_graph.ingest.followup_same_event import earlier_event
from pia_graph.ingest.hup import HupRecord
from pia_graph.ontology.word_lists import words_alternation
from pia_graph.temporal.numbers import KO_DAY_WORDS, en_number
from pia_graph.temporal.types import Resolution

#: the time rule a record dated so carries
RULE = "earlier_turn.day_anchor"
#: the kinds of a resolution that tell a day of the turn's own (before the pointer, ``anchored`` counts from it)
_DAY_KINDS = frozenset({"date", "interval", "sleep_window"})
_SENTENCE_END = re.compile(r"[.!?\n]|(?<=[요다죠])\s")


@cache
def _pointers(lang: str) -> tuple[re.Pattern[str], re.Pattern[str], re.Pattern[str]]:
    """The day after, that day, and "N days after that" (its count in group n) of ``lang``."""
    ko = lang == "ko"
    gap = r"\s*" if ko else r"\s+"
    after = words_alternation("next_day_anchored", lang, gap)
    same = words_alternation("that_day_anchored", lang, gap)
    if ko:
        count = re.compile(r"(?:그\s*)?(?P<n>\d{1,2})\s*일\s*(?:뒤|후|만)|(?P<w>이틀|사흘|나흘)\s*(?:뒤|후|만)")
        return re.compile(rf"(?:{after})"), re.compile(rf"(?:{same})"), count
    count = re.compile(r"\b(?P<n>\d{1,2}|two|three|four|five|six|seven)\s+days?\s+(?:after\s+(?:that|it)|later)\b",
                       re.IGNORECASE)
    return (re.compile(rf"\b(?:{after})\b(?!\s+tomorrow)", re.IGNORECASE),
            re.compile(rf"\b(?:{same})\b", re.IGNORECASE), count)


def pointed_offset(text: str, lang: str, resolutions: list[Resolution]) -> tuple[int, int] | None:
    """(where, days after the day pointed at) of the first day in ``text`` that points back at a day told, when the
    turn tells no day of its own before it; None otherwise."""
    if lang not in ("en", "ko"):
        return None
    after, same, count = _pointers(lang)
    found: list[tuple[int, int]] = []
    for pattern, days in ((after, 1), (same, 0)):
        m = pattern.search(text)
        if m is not None:
            found.append((m.start(), days))
    m = count.search(text)
    if m is not None:
        word = m.groupdict().get("w")  # a native Korean count of days (이틀), else digits or an English word
        counted = KO_DAY_WORDS[word] if word else int(en_number(m.group("n")) or 0)
        if counted:
            found.append((m.start(), counted))
    if not found:
        return None
    at, days = min(found)
    told = [r for r in resolutions if r.kind in _DAY_KINDS and not r.assumed and r.span is not None
            and r.span.end <= at]
    return None if told else (at, days)


def dated_from_earlier(text: str, said_at: dt.datetime, own: list[HupRecord], earlier: list[Prior],
                       pointed: tuple[int, int]) -> list[HupRecord] | None:
    """The turn's records with an assumed day moved to the day counted from the earlier event's; None when
    nothing moves (``earlier``: the user's recent records, any order; ``pointed``: `pointed_offset` of the turn)."""
    assumed = [r for r in own if r.time_assumed and r.date is not None]
    if not assumed:
        return None
    at, days = pointed
    event = earlier_event(said_at, earlier)
    if event is None:
        return None
    day, coordinates = event
    moved_to = day + dt.timedelta(days=days)
    today = said_at.date()
    if day >= today or moved_to > today:
        return None  # an event told today, or a day counted past today: a plan's, not a story told
    begin = _sentence_start(text, at)
    moving = [r for r in assumed if r.span_start >= begin or r.coordinate in coordinates]
    if not moving or all(r.date == moved_to for r in moving):
        return None
    expression = text[at:at + 24].split(".")[0].strip()
    return [r.model_copy(update={"date": moved_to, "time_assumed": False, "time_rule": RULE,
                                 "time_expression": expression}) if r in moving else r for r in own]


def _sentence_start(text: str, at: int) -> int:
    ends = [m.end() for m in _SENTENCE_END.finditer(text, 0, at)]
    return ends[-1] if ends else 0
