"""A medication's supply and its start (pure): "picked up 90 days of Crestor", "30일치 받았어요", "x5 days" with
"started it yesterday" said in the same sentence; the start of a regimen and the time of a dose or a stop said in a
clause (``start_time``, ``event_time``). Split from `medications.py`."""

from __future__ import annotations

import datetime as dt
import re
from typing import Any

from pia_graph.ingest.extract import courses
from pia_graph.ingest.extract.context import Ctx
from pia_graph.ontology import TermMatch
from pia_graph.temporal.numbers import EN_NUM, en_number

_SUPPLY_OF = re.compile(rf"(?<![\w-])(?:(?:a|an)\s+)?(?P<n>{EN_NUM})\s*[-\s]?\s*(?P<u>days?|weeks?|months?)"
                        r"(?:'s|s'|')?\s+(?:worth\s+)?of\s+(?:my\s+|the\s+|your\s+)?$", re.IGNORECASE)


def _supply_of(ctx: Ctx, m: TermMatch) -> dict[str, Any] | None:
    """ "Picked up 90 days of Crestor": a supply said as a number of days of the drug itself."""
    head = _SUPPLY_OF.search(ctx.text, max(0, m.start - 40), m.start)
    n = en_number(head.group("n")) if head is not None else None
    if head is None or n is None or n.denominator != 1 or not 0 < n <= 400:
        return None
    unit = head.group("u").lower()
    days = int(n) * (30 if unit.startswith("month") else 7 if unit.startswith("week") else 1)
    start = ctx.said_at.date()
    out: dict[str, Any] = {"start": start, "expected_end": start + dt.timedelta(days=days - 1), "supply_days": days,
                           "time_expression": head.group(0).strip(), "time_rule": "ingest.supply_of"}
    sentence = ctx.sentence_of(m.start)
    _said_start(ctx, sentence.start, sentence.end, out)
    if out["time_rule"] == "ingest.supply_of":  # "picked up 90 days of Crestor today": that day
        points = [r for r in ctx.resolutions if r.kind == "date" and r.span is not None and r.date is not None
                  and sentence.start <= r.span.start < sentence.end]
        if len(points) == 1 and points[0].date is not None:
            out["start"] = points[0].date
            out["expected_end"] = points[0].date + dt.timedelta(days=days - 1)
    return out


def regimen_supply(ctx: Ctx, m: TermMatch) -> dict[str, Any] | None:
    """A regimen's supply said beside drug `m`: "90 days of Crestor", a supply the resolver read ("30일치"), or a
    course's length ("x5 days"); its start moved to a start said in the sentence."""
    sentence = ctx.sentence_of(m.start)
    said_of = _supply_of(ctx, m)
    if said_of is not None:
        return said_of
    for begin, stop in ((sentence.start, sentence.end), *_lone_drug_neighbours(ctx, m, sentence.start)):
        for r in ctx.resolutions:
            if r.kind == "supply" and r.span is not None and begin <= r.span.start < stop:
                out: dict[str, Any] = {"start": r.start, "expected_end": r.expected_end,
                                       "time_expression": r.expression, "time_rule": r.rule_id,
                                       "time_granularity": r.granularity}
                if r.start is not None and r.expected_end is not None:
                    out["start"] = as_date(r.start)
                    out["supply_days"] = (r.expected_end - as_date(r.start)).days + 1
                    if r.assumed:
                        # a start said anywhere after the first of the two ("… 90일치. 금액 …. 내일부터 새 통")
                        _said_start(ctx, min(begin, sentence.start),
                                    sentence.end if begin == sentence.start else len(ctx.text), out)
                return out
    length = courses.course(ctx, m)  # "x5 days", "30 tabs, one a day": a length no time expression says
    if length is not None:
        _said_start(ctx, sentence.start, sentence.end, length)
    return length


def _lone_drug_neighbours(ctx: Ctx, m: TermMatch, at: int) -> list[tuple[int, int]]:
    """The other sentences of the turn, nearest first, where drug ``m`` is its only drug: a supply said there is its
    supply ("갑상선약 씬지로이드 75로 올렸어요. 원래 50. 28일치 오늘 받아서 내일 아침부터 먹어요", "아목시실린
    500이었어요. 5일치고 어제 저녁부터 먹었어요"). With two drugs in the turn a supply apart from both is nobody's."""
    if any(o.term_key != m.term_key and ctx.record_type(o.term_key or "") == "medication_regimen"
           for o in ctx.matches):
        return []
    sentences = [s for s, _ in ctx.sentences]
    i = next((k for k, s in enumerate(sentences) if s.start == at), None)
    if i is None:
        return []
    others = sorted((k for k in range(len(sentences)) if k != i), key=lambda k: abs(k - i))
    return [(sentences[k].start, sentences[k].end) for k in others]


_STARTED = re.compile(r"\b(?:start\w*|began|begun|first\s+(?:pill|dose|tablet))\b|시작|부터", re.IGNORECASE)


def _said_start(ctx: Ctx, start: int, end: int, out: dict[str, Any]) -> None:
    """A supply whose start the resolver assumed, with "started it yesterday" later in the sentence."""
    for r in ctx.resolutions:
        if r.span is None or not start <= r.span.start < end:
            continue
        # "started it yesterday", or an open interval said as a start ("어제부터", "since Monday")
        begun: dt.date | None = None
        if r.kind == "date" and r.date is not None \
                and _STARTED.search(ctx.text[max(start, r.span.start - 30):r.span.start]):
            begun = r.date
        elif r.kind == "interval" and r.start is not None and r.end is None:
            begun = as_date(r.start)
        if begun is not None:
            days = int(out["supply_days"])
            out["start"] = begun
            out["expected_end"] = begun + dt.timedelta(days=days - 1)
            out["time_rule"] = f"{out['time_rule']}+ingest.supply_start"
            return


def as_date(value: Any) -> Any:
    """A resolved time as its day (a datetime's date; a date as it is)."""
    return value.date() if hasattr(value, "hour") else value


def said_start(ctx: Ctx, start: int, end: int, *, with_month: bool = False) -> dict[str, Any] | None:
    """The first start said in ``ctx.text[start:end]``: an interval's start or a date as the day (and, with
    ``with_month``, a month or a year as said), with its expression and rule; None where none is said."""
    for r in ctx.resolutions:
        if r.span is None or not start <= r.span.start < end:
            continue
        if r.kind == "interval" and r.start is not None:
            return {"start": as_date(r.start), "time_expression": r.expression, "time_rule": r.rule_id}
        if r.kind == "date" and r.date is not None:
            return {"start": r.date, "time_expression": r.expression, "time_rule": r.rule_id}
        if with_month and r.kind in ("month", "year"):
            return {"month": r.month, "year": r.year, "time_expression": r.expression, "time_rule": r.rule_id}
    return None


def start_time(ctx: Ctx, clause_start: int, clause_end: int) -> dict[str, Any]:
    """The regimen start: "starting tomorrow", "since March", "this morning"; else said_at's date. A start said
    as one ("내일부터", "from Monday") wins over a day said before it ("오늘 … 진단 받았어요 … 내일부터")."""
    for r in ctx.resolutions:
        if r.span is not None and clause_start <= r.span.start < clause_end and r.kind == "interval" \
                and r.start is not None and r.end is None:
            return {"start": as_date(r.start), "time_expression": r.expression, "time_rule": r.rule_id}
    said = said_start(ctx, clause_start, clause_end, with_month=True)
    return said if said is not None else {"start": ctx.said_at.date(), "time_rule": "implicit.said_at",
                                          "time_assumed": True}


def event_time(ctx: Ctx, clause_start: int, clause_end: int, with_month: bool = False) -> dict[str, Any]:
    """The first time said in the clause: a day, an interval, or (``with_month``) a month; else nothing."""
    for r in ctx.resolutions:
        if r.span is None or not clause_start <= r.span.start < clause_end:
            continue
        if r.kind == "date":
            return {"date": r.date, "time_expression": r.expression, "time_rule": r.rule_id}
        if r.kind == "interval":
            return {"start": r.start, "end": r.end, "time_expression": r.expression, "time_rule": r.rule_id}
        if r.kind == "month" and with_month:
            return {"month": r.month, "time_expression": r.expression, "time_rule": r.rule_id}
    return {}


def since_after(ctx: Ctx, start: int, end: int) -> bool:
    """An open interval said as a start ("since july 10", "3월부터") after the drug in its clause."""
    return any(r.span is not None and start <= r.span.start < end and r.kind == "interval" and r.start is not None
               and r.end is None for r in ctx.resolutions)
