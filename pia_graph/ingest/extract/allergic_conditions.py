"""An allergic condition told with the allergy it names (pure): the allergy stands, no condition of its own."""

from __future__ import annotations

from pia_graph.ingest.extract.context import Ctx, Draft


def allergy_over_its_condition(ctx: Ctx, drafts: list[Draft]) -> list[Draft]:
    """ "hay fever season, my pollen allergy is brutal", "꽃가루 알레르기 비염땜에": an allergic condition (a term
    named "Allergic …") told in a turn that records the allergy to an inhaled allergen is that allergy, not a condition
    of its own (no tuning suite stores the condition; 20 store the pollen allergy)."""
    if not any(d.type == "allergy" and d.coordinate.startswith("substance:") for d in drafts):
        return drafts
    return [d for d in drafts if not (d.type == "condition" and _allergic_condition(ctx, d.coordinate))]


def _allergic_condition(ctx: Ctx, key: str) -> bool:
    term = ctx.dictionary.terms.get(key)
    return term is not None and term.name.lower().startswith("allergic ")
