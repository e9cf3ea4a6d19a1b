"""A symptom rated again on other days of a diary ("migraine diary: thurs bad one, 8/10. fri mild 3/10", "편두통 일기:
화요일 … 8, 이미그란 먹음. 수요일엔 괜찮았고 오늘 다시 5"): one record per rating, each dated by the day said with it
(rule ``symptom.diary_score``).

Only a turn that tells one symptom is read so: a clause after the symptom's own that says a day and a rating, and
names no term of its own, is that symptom on that day. A rating is a score ("3/10", "4점") or a whole number 0-10 with
no unit that closes its clause ("오늘 다시 5")."""

from __future__ import annotations

import re

from pia_graph.ingest.extract.context import Ctx, Draft
from pia_graph.ingest.extract.numbers import Quantity
from pia_graph.ingest.extract.timing import time_fields

# what may follow a bare rating that closes its clause
_CLOSES = re.compile(r"\s*(?:$|[.,;!?~ㅠㅜ)])")


def _rating(ctx: Ctx, q: Quantity) -> bool:
    if not ctx.free(q) or q.unit is not None or not 0 <= q.value <= 10:
        return False
    return q.kind == "score" or (q.kind == "number" and q.value == int(q.value)
                                 and _CLOSES.match(ctx.text, q.end) is not None)


def diary_scores(ctx: Ctx, drafts: list[Draft]) -> list[Draft]:
    """The other days' ratings of the one symptom the turn tells (module docstring)."""
    told = [d for d in drafts if d.type == "symptom" and not d.fields.get("negated")]
    if len({d.coordinate for d in told}) != 1 or any(d.type == "condition" for d in drafts):
        return []
    first = told[0]
    own = ctx.clause_of(first.start)
    out: list[Draft] = []
    for r in ctx.resolutions:
        if r.kind != "date" or r.span is None or r.span.start < own.end:
            continue
        clause = ctx.clause_of(r.span.start)
        if any(clause.start <= m.start < clause.end and m.term_key for m in ctx.matches):
            continue
        q = next((q for q in ctx.quantities_in(r.span.end, clause.end) if _rating(ctx, q)), None)
        if q is None:
            continue
        ctx.take(q)
        fields = {"negated": False, "status": "active", "value": q.value,
                  **time_fields("symptom", r, ctx.said_at)}
        out.append(Draft("symptom.diary_score", "symptom", first.coordinate, r.span.start, q.end, fields, time="own",
                         confidence=0.8))
    return out


# what may stand around a since-time that is a whole sentence: a copula ending, marks ("오늘 오후부터요.", "Since last
# night.")
_SINCE_ONLY_REST = re.compile(r"^[\s.!~?,ㅠㅜ]*(?:이요|요|예요|이에요|입니다)?[\s.!~?,ㅠㅜ]*$")


def since_sentence(ctx: Ctx, drafts: list[Draft]) -> None:
    """A sentence that is only a since-time ("갑자기 가슴이 두근거려요. 오늘 오후부터요.", "chills, nausea. Since last
    night."): the start of the symptoms of the sentence before it that have no time of their own (in place)."""
    for n, (sentence, _parts) in enumerate(ctx.sentences):
        if n == 0:
            continue
        r = next((r for r in ctx.resolutions if r.kind == "interval" and r.span is not None and r.end is None
                  and sentence.start <= r.span.start < sentence.end), None)
        if r is None or r.span is None or r.start is None:
            continue
        if _SINCE_ONLY_REST.match(ctx.text[sentence.start:r.span.start]) is None \
                or _SINCE_ONLY_REST.match(ctx.text[r.span.end:sentence.end]) is None:
            continue
        before = ctx.sentences[n - 1][0]
        for d in drafts:
            if d.type != "symptom" or d.time != "clause" or not before.start <= d.start < before.end \
                    or d.fields.get("negated") or d.fields.get("status") == "resolved":
                continue
            clause = ctx.clause_of(d.start)
            if any(q.span is not None and clause.start <= q.span.start < clause.end for q in ctx.resolutions):
                continue
            d.fields.update(time_fields("symptom", r, ctx.said_at))
            d.time = "own"
