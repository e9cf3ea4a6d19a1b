"""The pregnancy status (rule ``profile.pregnancy``): active when the user says she is pregnant, how many weeks
along, or her due date; ended by a birth told with no time or a recent one ("our daughter was born by c-section on
aug 4", "출산했어요! 10월 3일에 제왕절개로 낳았어요": its day is the end). A birth told more than a year back ("첫째는
2020년 8월에 제왕절개로 낳았어요") is an earlier child's and says nothing of the status now."""

from __future__ import annotations

import datetime as dt
import re
from typing import Any

from pia_graph.ingest.experiencer import kin_read, other_person, self_anchor
from pia_graph.ingest.extract.context import Ctx, Draft
from pia_graph.ingest.extract.timing import expected_day
from pia_graph.ingest.negation import is_negated

_PREGNANT = re.compile(r"\bpregnan\w*|\bexpecting\s+(?:a\s+baby|twins)|\b(?:we're|we\s+are|i'm|i\s+am)\s+expecting\b"
                       r"|임신", re.I)
_BIRTH = re.compile(r"\b(?:had\s+(?:my|the|our)\s+baby|gave\s+birth|delivered|miscarr\w*|lost\s+(?:the|my|our)\s+baby"
                    # "our daughter was born by c-section on aug 4", "baby girl arrived Sunday"
                    r"|(?:baby|daughter|son|twins|little\s+one)\s+(?:(?:girl|boy)\s+)?(?:was\s+|were\s+)?(?:born|arrived)"
                    r"|(?:not|no\s+longer)\s+pregnant\s+(?:any\s*more|now)|pregnancy\s+(?:loss|ended|(?:is\s+)?over))\b|출산(?!\s*(?:예정|전|까지|일|준비|휴가))|낳았|유산(?!균|소)|"
                    r"임신\s*(?:이\s*)?(?:끝|종료)", re.I)
# "pre-pregnancy I was 139", "임신전엔 54였는데": a time before the pregnancy, which says no status of its own
_BEFORE_PREGNANCY = re.compile(r"\bpre-?\s*pregnancy\b"
                               r"|\bbefore\s+(?:i\s+(?:got|was)\s+pregnant|(?:the\s+|my\s+)?pregnancy)"
                               r"|임신\s*(?:하기\s*)?전", re.I)
# after the birth: "postpartum", "the baby is 10 weeks old"; breastfeeding says so too, and is kept as the value
_POSTPARTUM = re.compile(r"\bpost-?\s*partum\b|\bbaby\s+is\s+\w+\s+(?:days?|weeks?|months?)\s+old\b"
                         r"|산후|출산\s*후", re.I)
_BREASTFEEDING = re.compile(r"\bbreast-?\s*feed\w*|\bnursing\s+(?:the\s+|my\s+)?(?:baby|her|him)\b"
                            r"|\bexclusively\s+pumping\b"
                            r"|모유\s*(?:수유|먹이|먹여)|(?<![가-힣])수유\s*(?:중|하고)", re.I)
_WEEKS = re.compile(r"(\d{1,2})\s*(?:weeks?|wks?)\s*(?:pregnant|along)|임신\s*(\d{1,2})\s*주", re.I)
# "24 weeks today!! due oct 16": a count of weeks said as of now, a pregnancy when a due date is told with it
_WEEKS_NOW = re.compile(r"(?:^|[.!?]\s*)(\d{1,2})\s*(?:weeks?|wks?)\s+(?:today|now)\b", re.I)
_DUE_MONTH = re.compile(r"\bdue\s+(?:on\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d", re.I)
# "due in may", "I'm due on the 3rd", "baby's due in 6 weeks": "due" with the user or the baby as its subject, or
# heading its sentence; "next one due in 2 weeks", "second one due in 2-6 months", "refill due in 3 days" are another
# thing's
_DUE_SUBJECT = (r"(?:(?:^|[.!?\n]\s*)|\b(?:i'?m|i\s+am|i\s+was|am|we'?re|we\s+are|baby(?:'s|\s+is|\s+was)?"
                r"|she'?s)\s+(?:(?:now|officially|still|also)\s+)?)")
# a birth told with a time more than this many days back is the history of an earlier child, not the status now
_BIRTH_RECENT_DAYS = 366


def told_birth(text: str) -> bool:
    """The text tells a birth or a pregnancy ended ("had the baby", "baby girl arrived", "출산했어요", "낳았어요")."""
    return _BIRTH.search(text) is not None


def _someone_elses(ctx: Ctx, pos: int) -> bool:
    """The pregnancy word at ``pos`` has someone else named before it in its clause, and the user not at all there
    ("my wife is pregnant", "와이프가 임신"): the state is that person's (the clause may name the user later, "with
    our second", which makes it no less the spouse's)."""
    clause = ctx.clause_of(pos)
    head = kin_read(ctx.text[clause.start:pos], ctx.lang)
    return other_person(head, ctx.lang) and not self_anchor(head, ctx.lang)


def pregnancy(ctx: Ctx) -> list[Draft]:
    """The pregnancy status: active (pregnant, N weeks along, a due date), or ended by a recent birth."""
    text = ctx.text
    before = [b.span() for b in _BEFORE_PREGNANCY.finditer(text)]
    preg = next((p for p in _PREGNANT.finditer(text) if not any(s <= p.start() < e for s, e in before)), None)
    nursing = _BREASTFEEDING.search(text)
    births = list(_BIRTH.finditer(text))
    birth = births[0] if births else (None if preg else _POSTPARTUM.search(text) or nursing)
    due = re.search(r"\bdue\s+date|" + _DUE_SUBJECT + r"due\s+(?:on|in|\d)|출산\s*예정", text, re.I) \
        or (re.search(r"예정일|\bdue\b", text, re.I) if preg else None)
    # "28 weeks along", "임신 20주", or "24 weeks today" with a due month
    due_month = _DUE_MONTH.search(text)
    weeks = _WEEKS.search(text) or (_WEEKS_NOW.search(text) if due_month else None)
    if not (preg or birth or due):
        preg = weeks
        due = due_month if preg else None
        if not preg:
            return []
    fields: dict[str, Any] = {}
    anchor = birth or preg or due
    assert anchor is not None
    if _someone_elses(ctx, anchor.start()):
        return []  # "my wife is pregnant with our second", "와이프가 임신했어요": the spouse's pregnancy
    if birth:
        if _long_ago(ctx, [b.start() for b in births] or [birth.start()]):
            return []  # "첫째는 2020년 8월에 제왕절개로 낳았어요": an earlier child's birth
        fields["status"] = "ended"
        if nursing:
            fields["value"] = "breastfeeding"
        # the day of the birth: in the clause of a birth word, else in the sentence of the first one
        # ("출산했어요! 10월 3일에 제왕절개로 낳았어요")
        res = next((d for b in births if (d := _date_in(ctx, ctx.clause_of(b.start()))) is not None), None) \
            or _date_in(ctx, ctx.sentence_of(birth.start()))
        if res is not None and res <= ctx.said_at.date():
            fields["end"] = res
    else:
        clause = ctx.clause_of(anchor.start())
        if is_negated(clause.text, anchor.start() - clause.start, anchor.end() - clause.start, ctx.lang):
            fields["negated"] = True
        fields["status"] = "active"
        if due:
            for r in ctx.resolutions:
                if r.span is None or r.span.start < due.start() - 5:
                    continue
                # "예정일은 10월 27일이래요": a "since" read in the reported ending cannot start in the future;
                # a due date is the day it names
                day = r.date if r.kind == "date" else r.start if r.kind == "interval" and r.end is None else None
                if isinstance(day, dt.datetime):
                    day = day.date()
                if day is not None:
                    day = expected_day(day, r.expression, ctx.said_at.date())
                if day is not None and (r.kind == "date" or day > ctx.said_at.date()):
                    fields["expected_end"] = day
                    fields["time_expression"] = r.expression
                    fields["time_rule"] = r.rule_id
                    break
        if weeks:
            fields["gestational_weeks"] = float(next(g for g in weeks.groups() if g))
    return [Draft("profile.pregnancy",
                  "pregnancy_status", "profile:pregnancy", anchor.start(), anchor.end(), fields, time="none",
                  confidence=0.9)]


def _first_day(r: Any) -> dt.date | None:
    """The first day a resolution names (a date, an interval's start, a month's or a year's first day)."""
    day = r.date if r.kind == "date" else r.start if r.kind == "interval" else None
    if r.kind == "month" and r.month:
        day = dt.date(int(r.month[:4]), int(r.month[5:7]), 1)
    elif r.kind == "year" and r.year:
        day = dt.date(r.year, 1, 1)
    return day.date() if isinstance(day, dt.datetime) else day


def _long_ago(ctx: Ctx, starts: list[int]) -> bool:
    """Every birth word's clause names a time more than ``_BIRTH_RECENT_DAYS`` back (a year, a month, a date)."""
    today = ctx.said_at.date()
    for start in starts:
        clause = ctx.clause_of(start)
        firsts = [d for r in ctx.resolutions if r.span is not None and clause.start <= r.span.start < clause.end
                  and (d := _first_day(r)) is not None]
        if not firsts or (today - max(firsts)).days <= _BIRTH_RECENT_DAYS:
            return False
    return True


def _date_in(ctx: Ctx, clause: Any) -> Any:
    for r in ctx.resolutions:
        if r.kind == "date" and r.span is not None and clause.start <= r.span.start < clause.end:
            return r.date
    return None
