"""The words that tell a visit or a shot as booked, planned or wished rather than had, and the booked day: shared by
the visit terms, the procedure visits and the vaccinations."""

from __future__ import annotations

import re

from pia_graph.ingest.extract.context import Ctx

FUTURE = re.compile(r"\b(?:next|upcoming|scheduled|booked|going\s+to|will|should|want\s+to)\b|예정|예약|가보라",
                     re.IGNORECASE)


BOOKING = re.compile(r"\b(?:appointments?|appts?|booked|book|scheduled|follow-?ups?|f/u|consult(?:ation)?"
                      r"|going\s+to\s+(?:the|my|see)|seeing)\b"
                      # the event's date said in the present: "annual checkup is on the 15th"
                      r"|\b(?:is|'s)\s+(?:set\s+)?(?:on|for)\s"
                      r"|예약|예정|잡혔|잡았|진료\s*(?:날|일)"
                      # "내시경 일정 잡음 8월 5일": a day set for it
                      r"|(?:날짜|일정)\s*(?:을|를)?\s*잡"
                      # "회사 건강검진 다음주 화요일이에요", "다음주 월요일 건강검진이에요": the day ahead said
                      # with a copula
                      r"|[가-힣]\s*(?:이에요|이예요|예요|이야|입니다|임)(?![가-힣])", re.I)
WISH = re.compile(r"\b(?:should|want\s+to|might|maybe|thinking\s+(?:of|about)|(?:need|have|going)\s+to\s+book"
                   r"|gonna\s+book)\b|가보라|가볼까|가야\s*하나"
                   r"|예약\s*(?:해야겠|하려|할까|해야\s*(?:돼|되|하|함|지))", re.I)


def booked_date(ctx: Ctx, start: int, end: int, days_only: bool = False) -> bool:
    """A point in time after the turn's day said in the sentence (the booked visit's day or, unless
    ``days_only``, month)."""
    today = ctx.said_at.date()
    for r in ctx.resolutions:
        if r.span is None or not start <= r.span.start < end:
            continue
        if r.kind == "date" and r.date is not None and r.date > today:
            return True
        if not days_only and r.kind == "month" and r.month is not None and r.month > today.strftime("%Y-%m"):
            return True
    return False
