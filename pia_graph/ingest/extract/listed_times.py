"""One record per time when a clause lists several times for one event (rule of time, pure).

"forgot the levothyroxine yesterday and the day before", "missed yesterday's dose and this morning's too",
"어제랑 그저께 약 안 먹었어": a dose missed (or taken) on each day listed is one intake per day (FORMAT.md,
record fields: an intake carries its `date`); so is an activity done on each day listed ("30 min of yoga on
Thursday and Saturday", "요가 1시간 수요일 금요일에 함"). "both my kids were c-sections, 2015 and 2018": a history item
followed by a list of bare years happened once in each (FORMAT.md: a surgery's `year` at the granularity
said). The list is coordinated: the times are joined only by list words (``_JOINER``), a possessive noun
("yesterday's doses and this morning's") at most between them.
"""

from __future__ import annotations

import datetime as dt
import re
from typing import Any

from pia_graph.ingest.extract.context import Ctx
from pia_graph.ingest.extract.day_labels import LINE_RULE, LIST_RULE, label_after
from pia_graph.ingest.text_spans import line_start
from pia_graph.temporal import Resolution, cal

# What may stand between two listed times: a comma, and/or/&, Korean 랑/이랑/하고/과/와/,; an English
# possessive noun may follow the first ("yesterday's doses and ...").
_JOINER = re.compile(
    r"^(?:'s(?:\s+\w+)?)?\s*(?:,|and|&|plus|as\s+well\s+as)?\s*(?:also\s+)?$"
    r"|^\s*(?:이랑|랑|하고|과|와|,|그리고)\s*$",
    re.IGNORECASE,
)
# "... and the day before", "and the night before": the day before the time listed just before it
_DAY_BEFORE = re.compile(r"\s*(?:,|and|&)\s+(?:also\s+)?the\s+(?:day|night|evening|morning)\s+before\b",
                         re.IGNORECASE)
# "c-sections, 2015 and 2018", "knee surgery (2012, 2019)": bare years listed right after a history item
_YEAR = r"(?:19|20)\d{2}"
_YEAR_LIST = re.compile(rf"\s*[(,:]?\s*(?:in\s+)?({_YEAR})((?:\s*(?:,|and|&)\s*(?:in\s+)?{_YEAR})+)\b\s*\)?",
                        re.IGNORECASE)


# "didn't take it on Saturday or Sunday": under a denial, "or" lists the days too (neither day)
_OR = re.compile(r"^\s*,?\s*(?:or|nor)\s*$|^\s*(?:이나|나|또는)\s*$", re.IGNORECASE)


def listed_days(ctx: Ctx, start: int, end: int, *, denied: bool = False) -> list[tuple[dt.date, str]]:
    """The days listed in the clause of the record at [start, end), oldest first, when the clause lists two
    or more days joined as a list (``denied``: an event that did not happen, where "or" joins them too);
    else []."""
    clause = ctx.clause_of(start)
    days = _dates_in(ctx, clause.start, clause.end)
    out: list[tuple[dt.date, str]] = []
    prev: Resolution | None = None
    for r in days:
        assert r.date is not None and r.span is not None
        if prev is not None:
            assert prev.span is not None
            gap = ctx.text[prev.span.end:r.span.start]
            before = _DAY_BEFORE.match(ctx.text, prev.span.end)
            if before is not None and before.end() >= r.span.end - 1 and prev.date is not None:
                out.append((prev.date - dt.timedelta(days=1), r.expression))  # "the night before" read alone
                prev = r
                continue
            listed = prev.rule_id == r.rule_id == LIST_RULE and not gap.strip(" \t·/")  # "월 수 금", "월화수"
            if not (_JOINER.match(gap) or listed or (denied and _OR.match(gap))):
                return []
        out.append((r.date, r.expression))
        prev = r
    if out and prev is not None and prev.span is not None and prev.date is not None:
        tail = _DAY_BEFORE.match(ctx.text, prev.span.end)
        if tail is not None and tail.end() <= clause.end:
            out.append((out[-1][0] - dt.timedelta(days=1), tail.group(0).strip()))
    unique = sorted({d: e for d, e in reversed(out)}.items())
    return unique if len(unique) >= 2 else []


def _dates_in(ctx: Ctx, start: int, end: int) -> list[Resolution]:
    return sorted((r for r in ctx.resolutions if r.kind == "date" and r.date is not None and r.span is not None
                   and start <= r.span.start < end), key=lambda r: _span_start(r))


#: the longest run of days said as one span that a dose a day is told for, one record a day
_MAX_SPAN_DAYS = 14


def days_of_span(tf: dict[str, Any]) -> list[dt.date]:
    """The days of a closed span of whole days said by its two ends ("tuesday through thursday", "화요일부터
    목요일까지": a range rule of the resolver), oldest first; [] for an open span, a span counted back from today
    ("두통 3일째": the headache's, not the dose's), one with a time of day, or one longer than two weeks."""
    if not str(tf.get("time_rule") or "").split("/")[0].endswith(".range"):
        return []
    s, e = tf.get("start"), tf.get("end")
    if type(s) is not dt.date or type(e) is not dt.date or not s < e or (e - s).days >= _MAX_SPAN_DAYS:
        return []
    return [s + dt.timedelta(days=n) for n in range((e - s).days + 1)]


#: the rules that read a weekday said as a day of a week ("월수금", "mon wed fri")
_WEEKDAY_RULES = frozenset({LIST_RULE, "en.on_weekday", "ko.on_weekday"})


def today_beside_schedule(ctx: Ctx, start: int) -> tuple[dt.date, str] | None:
    """ "요가 월수금 가는데 오늘 50분 했어요", "I swim mon wed fri, 45 min each. Did today's": weekdays listed in the
    activity's clause while the turn names today apart from them are the activity's weekly schedule; the one
    session told is today's (its day and the word that says it); None when the turn names no today or the clause
    lists other times than weekdays ("이번주 월 수 금 수영 각각 45분 했어요" is three sessions)."""
    clause = ctx.clause_of(start)
    listed = _dates_in(ctx, clause.start, clause.end)
    if not listed or any(r.rule_id not in _WEEKDAY_RULES for r in listed if r.date != ctx.said_at.date()):
        return None
    today = next((r for r in ctx.resolutions if r.kind == "date" and r.date == ctx.said_at.date()
                  and r.rule_id not in _WEEKDAY_RULES), None)
    return (today.date, today.expression) if today is not None and today.date is not None else None


def day_fields(day: dt.date, expression: str) -> dict[str, Any]:
    return {"date": day, "time_expression": expression, "time_rule": "extract.listed_days",
            "time_granularity": "day", "time_assumed": False}


def listed_years(ctx: Ctx, end: int) -> list[int]:
    """The bare years listed right after a history item ending at ``end``, none after said_at; else []."""
    m = _YEAR_LIST.match(ctx.text, end)
    if m is None:
        return []
    years = [int(y) for y in re.findall(_YEAR, m.group(0))]
    if any(y > ctx.said_at.year for y in years):
        return []
    return sorted(set(years)) if len(set(years)) >= 2 else []


def year_fields(year: int) -> dict[str, Any]:
    return {"year": year, "time_granularity": "year", "time_expression": str(year),
            "time_rule": "extract.listed_years"}


def _span_start(r: Resolution) -> int:
    return r.span.start if r.span is not None else -1


# A list item led by a day of the week ("readings this week: mon 134/86, tue 129/83, today 127/80"): the
# abbreviations the resolver does not read as times. Calendar grammar, not cue words.
# "sat" and "sun" only in full (O2 "sat 97" is a saturation).
_ITEM_DAY = re.compile(r"(?:[,;:\n]|\band\b)\s*(mon|tues?|weds?|thu(?:rs?)?|fri|saturday|sunday)(?:day)?\.?\s*:?\s*$",
                       re.IGNORECASE)


def item_weekday(ctx: Ctx, start: int) -> tuple[dt.date, str] | None:
    """The day that leads the list item of a reading at ``start``: "on <weekday>" (FORMAT.md), the most recent
    such day on or before said_at."""
    m = _ITEM_DAY.search(("," if start <= 16 else "") + ctx.text[max(0, start - 16):start])
    if m is None:
        return None
    return cal.on_or_before(ctx.said_at.date(), cal.en_weekday(m.group(1))), m.group(1)


#: a day label of a logged run, or a weekday the resolver read right before the number ("mon 128 tue 119")
_LABEL_RULES = frozenset({"extract.day_label", "en.on_weekday"})
# what may stand between a day label and the number it leads ("tue: 119", "tue. 119")
_LEADS = re.compile(r"^[\s:.]*$")


def _leads(label: Resolution, between: str) -> bool:
    """Whether a label ends right before a reading: a weekday the resolver read leads only on its own line ("mon 128
    tue 119"); a list head's "Bloods from Tuesday:" above a line leads nothing (that line's own time or the walk up
    decides)."""
    return bool(_LEADS.match(between)) and (label.rule_id != "en.on_weekday" or "\n" not in between)


def led_day(ctx: Ctx, start: int, end: int) -> Resolution | None:
    """The day label that leads a reading spanning [start, end): a label of a logged run said inside the reading's
    words ("fasting this week: mon 5.9": ``day_labels``, nearer than the list head's span), else the weekday that
    leads its list item."""
    inside = [r for r in ctx.resolutions if r.rule_id in _LABEL_RULES and r.span is not None
              and (start <= r.span.start < end or (r.span.end <= start and _leads(r, ctx.text[r.span.end:start])))]
    if inside:
        return inside[-1]
    line = line_start(ctx.text, start)  # "지난주 혈당\n월 공복 108": the label that opens the reading's line
    opening = [r for r in ctx.resolutions
               if r.rule_id == LINE_RULE and r.span is not None and line <= r.span.start < start]
    if opening:
        return opening[0]
    after = label_after(ctx.text, ctx.resolutions, end)  # "128 on mon, 119 tue": the label after the reading
    if after is not None:
        return after
    led = item_weekday(ctx, start)
    return None if led is None else Resolution(kind="date", expression=led[1], rule_id="extract.item_weekday",
                                               date=led[0])
