"""A passing condition said as the reason for a visit or a procedure is no condition of the user's (issue 12):
"Urgent care today for a sprained ankle", "ER visit on tuesday night for a kidney stone", "had my left knee scoped in
2021 for a torn meniscus", "had a scope on my right knee (arthroscopy, torn meniscus)". The develop suites keep the
visit or the surgery and no condition (0 of 7); a standing condition named as the visit's reason with "my" ("saw the
doc today for my asthma") stays a condition, as they keep it. Symptoms stay ("ER last night for chest pain")."""

from __future__ import annotations

import re

from pia_graph.ingest.extract.context import Ctx, Draft

_CARE = frozenset({"medical_visit", "surgery"})
# "for a sprained ankle", "for an infected toe": an episode, said with an indefinite article right before it
_FOR_AN_EPISODE = re.compile(r"\bfor\s+an?\s+(?:[a-z]+\s+)?$", re.IGNORECASE)


def _reason_of(ctx: Ctx, care: Draft, condition: Draft) -> bool:
    between = ctx.text[care.end:condition.start]
    if care.start > condition.start or any(c in between for c in ".!?\n"):
        return False
    if _FOR_AN_EPISODE.search(between) is not None:
        return True
    # "knee scope (arthroscopy, torn meniscus)": inside the parenthesis that names the procedure
    return care.type == "surgery" and "(" in ctx.text[max(0, care.start - 2):condition.start] \
        and ")" not in ctx.text[care.start:condition.start]


def without_care_reasons(ctx: Ctx, drafts: list[Draft]) -> list[Draft]:
    """The drafts less the conditions said as the reason for a visit or procedure of their sentence."""
    if ctx.lang != "en":
        return drafts
    cares = [d for d in drafts if d.type in _CARE and d.fields.get("status") != "scheduled"]
    if not cares:
        return drafts
    return [d for d in drafts if d.type != "condition" or not any(_reason_of(ctx, c, d) for c in cares)]
