"""A dose changed, said as the old dose and the new one after the drug: "zoloft 50 → 100 mg", "cut my
levothyroxine from 100 to 88 mcg", "씬지로이드 50 먹다가 75로 바뀜", "메트포르민 500에서 1000으로". Rule
``med.dose_change``, called by the medications family: the regimen at the new dose, active. Pure."""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Callable
from typing import Any

from pia_graph.ingest.extract.context import Ctx, Draft
from pia_graph.ingest.extract.spoken_numbers import digit_twin
from pia_graph.ontology import TermMatch

DrugKey = Callable[[Ctx, TermMatch], str | None]

_NUM = r"\d+(?:\.\d+)?"
_UNIT = r"(?:mg|mcg|µg|ug|g|units?|iu)"
# the old dose and the new one: an arrow, "from A to B", Korean "A에서 B로", "A 먹다가 B로"
_CHANGE = {
    "en": re.compile(rf"^\s*(?:(?:is|was|dose|dosage|went|goes|going)\s+)?(?:from\s+)?(?P<a>{_NUM})\s*(?P<ua>{_UNIT})?"
                     rf"\s*(?:→|->|=>|>|(?<=\d)\s+to|(?<=[a-z])\s+to)\s*(?P<b>{_NUM})\s*(?P<u>{_UNIT})?\b", re.I),
    "ko": re.compile(rf"^\s*(?P<a>{_NUM})\s*(?P<ua>{_UNIT})?\s*(?:→|->|에서|먹다가|이었는데|였는데|이던\s*게|던\s*게)"
                     rf"\s*(?P<b>{_NUM})\s*(?P<u>{_UNIT})?\s*(?:으로|로)", re.I),
}


# English, the change said before the drug it is of: "went from 10 to 20 on the lisinopril"
_BEFORE_EN = re.compile(rf"(?:from\s+)?(?P<a>{_NUM})\s*(?P<ua>{_UNIT})?\s*(?:→|->|=>|>|\s+to)\s*(?P<b>{_NUM})"
                        rf"\s*(?P<u>{_UNIT})?\s+(?:on|of|for)\s+(?:(?:the|my|his|her)\s+)?$", re.I)
# English, the change said of the drug by a pronoun later in its sentence: "the lows are from the glargine, cutting
# it from 22 to 18 units", "lisinopril, they upped it from 10 to 20"; "from" is said (no range)
_OF_IT_EN = re.compile(rf"\b(?:it|that\s+one|the\s+dose)\s+(?:(?:up|down|back)\s+)?from\s+(?P<a>{_NUM})\s*"
                       rf"(?P<ua>{_UNIT})?\s*(?:→|->|=>|>|\s+to)\s*(?P<b>{_NUM})\s*(?P<u>{_UNIT})?\b", re.I)


def _said_elsewhere(ctx: Ctx, twin: str, m: TermMatch) -> tuple[int, re.Match[str]] | None:
    """A change of ``m``'s dose said before it in its clause or of it by a pronoun later in its sentence (no
    other drug named between): the offset its match is relative to, and the match."""
    clause, sentence = ctx.clause_of(m.start), ctx.sentence_of(m.start)
    before = _BEFORE_EN.search(twin[clause.start:m.start])
    if before is not None and not _bare_to(before):
        return clause.start, before
    later = _OF_IT_EN.search(twin, m.end, sentence.end)
    if later is not None and not any(m.end <= t.start < later.start() and (t.term_key or "").startswith("drug:")
                                     for t in ctx.matches):
        return 0, later
    return None


def changed(ctx: Ctx, found: list[Draft], drug_key: DrugKey) -> list[Draft]:
    out: list[Draft] = []
    rx = _CHANGE["ko" if ctx.lang == "ko" else "en"]
    twin = digit_twin(ctx.text) if ctx.lang != "ko" else ctx.text
    for m in ctx.matches:
        key = drug_key(ctx, m)
        if key is None:
            continue
        clause = ctx.clause_of(m.start)
        # Korean: "100 먹다가 300으로" splits into two clauses at 다가; the change (anchored right after the drug) may
        # run to the sentence's end, and the drug's own reading of the old dose ("알로퓨리놀 100", stopped or active)
        # gives way to it
        hit = rx.search(ctx.text[m.end:ctx.sentence_of(m.start).end if ctx.lang == "ko" else clause.end])
        old = [d for d in found if ctx.lang == "ko" and hit is not None and d.start == m.start and d.coordinate == key
               and d.type == "medication_regimen" and d.fields.get("value") == float(hit.group("a"))]
        for d in old:
            found.remove(d)
        if any(d.coordinate == key and clause.start <= d.start < clause.end for d in found + out):
            continue
        base = m.end
        if (hit is None or _bare_to(hit)) and ctx.lang != "ko" and (other := _said_elsewhere(ctx, twin, m)):
            base, hit = other
        if hit is None or _bare_to(hit):
            continue
        term = ctx.dictionary.terms.get(key)
        unit = (hit.group("u") or hit.group("ua") or (term.unit if term is not None else None) or "mg").lower()
        # "units" and "IU" as the format writes them (FORMAT.md: "a dose is `value` with its `unit` (mg, IU, …)")
        unit = {"µg": "mcg", "ug": "mcg", "unit": "units", "iu": "IU"}.get(unit, unit)
        if unit == "units" and term is not None and term.unit == "IU":
            unit = "IU"
        for q in ctx.quantities_in(base + hit.start(), base + hit.end()):
            ctx.take(q)
        new = float(hit.group("b"))
        fields: dict[str, Any] = {"value": int(new) if new.is_integer() else new, "unit": unit, "status": "active",
                  "value_as_said": hit.group("b"), "start": _said_day(ctx, clause.start, clause.end)}
        out.append(Draft("med.dose_change", "medication_regimen", key, m.start, max(m.end, base + hit.end()), fields,
                         time="own", confidence=0.85))
    return out


def _bare_to(hit: re.Match[str]) -> bool:
    """ "50 to 100" with no arrow and no "from" before it: a range, not a change."""
    joined = hit.group(0)
    arrow = re.search(r"→|->|=>|>", joined) is not None
    return "from" not in joined.lower() and not arrow and re.search(r"\bto\b", joined) is not None


def _said_day(ctx: Ctx, start: int, end: int) -> dt.date:
    """The one day said in the clause, else the one day said in its sentence ("went from 10 to 20 on the
    lisinopril, the doctor doubled it on Thursday"), else the day the turn was said."""
    sentence = ctx.sentence_of(start)
    for a, b in ((start, end), (sentence.start, sentence.end)):
        days = {r.date for r in ctx.resolutions if r.kind == "date" and r.date is not None and r.span is not None
                and a <= r.span.start < b}
        # "그저께부터", "since Monday": an open interval said of the change starts it on its first day
        days |= {r.start for r in ctx.resolutions if r.kind == "interval" and r.end is None and r.span is not None
                 and a <= r.span.start < b and type(r.start) is dt.date and r.granularity == "day"}
        if days:
            return days.pop() if len(days) == 1 else ctx.said_at.date()
    return ctx.said_at.date()
