"""A vaccine that is given only at a clinic: its shot, had on a day, is a clinic visit that day.

The dictionary marks such a vaccine ``clinic_given`` (``ontology/25_vaccines.cypher``): the travel vaccines (yellow
fever at a designated centre, typhoid, Japanese encephalitis, hepatitis A, meningococcal), rabies (pre- or
post-exposure, a course at a clinic or a hospital) and the HPV series. A flu, covid or shingles shot is a pharmacy
shot as often as a clinic's, so its place stays the vaccination's and no visit of its own (``visits.extract``);
a ``clinic_given`` shot was had where a clinician gave it. Rule ``visit.vaccine_given``.
"""

from __future__ import annotations

from pia_graph.ingest.extract.context import Ctx, Draft
from pia_graph.ingest.extract.visit_positions import year_or_month_only


def clinic_given(ctx: Ctx, shot: Draft) -> bool:
    """The shot's vaccine carries the dictionary's ``clinic_given`` flag."""
    term = ctx.dictionary.terms.get(shot.coordinate)
    return term is not None and bool(term.extra.get("clinic_given"))


def shot_visit(ctx: Ctx, shots: list[Draft], visits: list[Draft]) -> list[Draft]:
    """ "황열이랑 장티푸스 주사 오늘 맞았어요", "HPV dose 2 this morning", "Day 3 rabies shot done today at the same
    hospital": the first ``clinic_given`` shot of the turn, had on a day that is today or before (never a year or a
    month alone: "HPV shots in 2015"), is a clinic visit on the shot's day, dated as the shot is. A turn that already
    has a visit (a place said with its going, the ER after a bite) keeps it and gains none."""
    if visits:
        return []
    today = ctx.said_at.date()
    for shot in shots:
        if not clinic_given(ctx, shot):
            continue
        sentence = ctx.sentence_of(shot.start)
        if year_or_month_only(ctx, sentence.start, sentence.end) or any(
                r.span is not None and sentence.start <= r.span.start < sentence.end and r.kind == "date"
                and r.date is not None and r.date > today for r in ctx.resolutions):
            continue
        return [Draft("visit.vaccine_given", "medical_visit", "visit:clinic", shot.start, shot.end, {})]
    return []
