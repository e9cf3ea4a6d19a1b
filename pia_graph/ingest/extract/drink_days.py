"""Drinks of a sentence told day by day are one record per day (issue 12): "추석 당일에 막걸리 네 잔, 어제도
맥주 세 잔", "friday 3 pints, saturday 2 glasses of wine". The drinks rule (``alcohol.alcohol``) sums the
servings a sentence counts, which is right for one evening ("2 beers and a glass of wine"); when each count has a
day of its own before it, and the days differ, each day's servings are a record of that day. Pure."""

from __future__ import annotations

from dataclasses import replace

from pia_graph.ingest.clauses import Segment
from pia_graph.ingest.extract.context import Ctx, Draft
from pia_graph.ingest.extract.numbers import Quantity
from pia_graph.temporal.types import Resolution


def _day_before(ctx: Ctx, sentence: Segment, start: int, after: int) -> Resolution | None:
    """The last day said in the sentence before ``start`` and after ``after``."""
    days = [r for r in ctx.resolutions if r.kind == "date" and r.span is not None
            and r.date is not None and max(sentence.start, after) <= r.span.start and r.span.end <= start]
    return days[-1] if days else None


def by_day(ctx: Ctx, draft: Draft, counted: list[tuple[Quantity, float]], sentence: Segment) -> list[Draft]:
    """``draft`` (the sentence's summed drinks), or one draft per day when every counted serving follows a day of
    its own and the days differ; ``counted`` holds each serving's quantity and the drinks it adds."""
    if len(counted) < 2 or draft.fields.get("negated"):
        return [draft]
    groups: list[tuple[Resolution, list[tuple[Quantity, float]]]] = []
    after = sentence.start
    for q, drinks in counted:
        day = _day_before(ctx, sentence, q.start, after)
        if day is None and not groups:
            return [draft]
        if day is not None:
            groups.append((day, []))
        groups[-1][1].append((q, drinks))
        after = q.end
    if len(groups) < 2 or len({g[0].date for g in groups}) < 2:
        return [draft]
    out: list[Draft] = []
    for day, items in groups:
        total = round(sum(n for _q, n in items), 2)
        fields = {**draft.fields, "value": total, "drinks": total, "date": day.date}
        out.append(replace(draft, start=items[0][0].start, end=items[-1][0].end, fields=fields, time="own"))
    return out
