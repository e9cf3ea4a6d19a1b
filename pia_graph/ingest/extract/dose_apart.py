"""A regimen's dose told apart from its drug (issue 12): "Refilled metformin at the pharmacy today, 90 day supply.
500mg twice a day", "taking my metformin with the evening meal now, doctor okayed it. 1000mg once", "이부프로펜 받음
400 하루 세번". The named-drug rule reads a dose next to the drug (``med_doses.dose_of``); a dose said in a later
clause or sentence, after words of the pharmacy or the schedule, is left, and the regimen goes without one.

When the turn names one drug only and its active regimen has no dose, the first free number after the drug that is
a dose is that regimen's: one with a dose unit that fits the drug (``dose_level.fits``: mg, mcg, IU, units), or a bare
one that a schedule follows (cue list ``regimen_frequency``: "400 하루 세번"). A number in a question, or past a
measurement's term ("a1c 7.1"), is none; nor is one the dose bounds refuse. Pure.
"""

from __future__ import annotations

from collections.abc import Callable

from pia_graph.ingest.cue_words import cue_pattern
from pia_graph.ingest.extract.context import Ctx, Draft
from pia_graph.ingest.extract.dose_cap import capped
from pia_graph.ingest.extract.dose_level import dose_unit, fits
from pia_graph.ingest.extract.med_doses import dose_fields
from pia_graph.ingest.hup.bounds import bound_for
from pia_graph.ingest.hup.types import types_where
from pia_graph.ontology import TermMatch

DrugKey = Callable[[Ctx, TermMatch], str | None]
_DOSES = frozenset({"mg", "mcg", "IU", "units"})
_MEASURES = types_where(result=True)


def _own_number(ctx: Ctx, key: str | None) -> bool:
    """A measurement's term ("a1c", "weight"): the numbers after it are its values."""
    return ctx.record_type(key) in _MEASURES


def fill(ctx: Ctx, found: list[Draft], drug_key: DrugKey) -> None:
    """Give the one drug's dose-less active regimen the dose told apart (module doc); the drafts are changed in
    place."""
    drugs = {k for m in ctx.matches if (k := drug_key(ctx, m)) is not None}
    regimens = [d for d in found if d.type == "medication_regimen" and d.fields.get("status") == "active"]
    if len(drugs) != 1 or len(regimens) != 1 or "value" in regimens[0].fields \
            or regimens[0].coordinate not in drugs:
        return
    regimen = regimens[0]
    term = ctx.dictionary.terms.get(regimen.coordinate)
    unit = term.unit if term is not None else None
    schedule = cue_pattern(ctx.dictionary, "regimen_frequency", "ko" if ctx.lang == "ko" else "en")
    stops = [m.start for m in ctx.matches if m.start >= regimen.end and _own_number(ctx, m.term_key)]
    for q in ctx.quantities:
        if q.start < regimen.end or not ctx.free(q) or q.kind != "number" or any(s < q.start for s in stops) \
                or capped(ctx, q):  # "tylenol up to 4 a day": the most to take, no dose
            continue
        if "?" in ctx.sentence_of(q.start).text:
            return
        said = dose_unit(q) if q.unit in _DOSES else None  # "140 mg/dL" is a reading, not a dose
        scheduled = q.unit is None and schedule.match(ctx.text, q.end + _space(ctx.text, q.end))
        if not ((said in _DOSES and fits(q, unit)) or scheduled):
            continue
        fields = dose_fields(q, unit)
        bound = bound_for(regimen.coordinate, "medication_regimen")
        value = fields.get("value")
        if not isinstance(value, float | int) or (bound is not None and not bound.low <= value <= bound.high):
            return
        regimen.fields.update(fields)
        regimen.end = max(regimen.end, q.end)
        ctx.take(q)
        return


def _space(text: str, at: int) -> int:
    return len(text[at:]) - len(text[at:].lstrip())
