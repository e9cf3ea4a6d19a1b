"""A Korean term set aside for another: "필라테스 말고 요가 50분 했어요", "독감 주사는 아니고 폐렴 주사 맞았고요",
"심방세동 아니고 그냥 두근거림이래요". The term right before 말고 / 아니고 / 아니라 (cue list ``set_aside``; a topic
or subject particle may come between) names what the user did not do or does not have: no record of its own,
negated or not (the develop suites never list one). A value taken back the same way ("팔천 아니고 만팔천보") is the
corrections' (``corrections.py``); a person set aside ("애기 말고 제가") the experiencer's. Pure.
"""

from __future__ import annotations

import re

from pia_graph.ingest.cue_words import cue_pattern
from pia_graph.ingest.extract.context import Ctx, Draft

_DIGIT = re.compile(r"\d")
_PARTICLE = re.compile(r"\s*(?:은|는|이|가|도)?\s*")
# "아니라서" (because it is not), "아니라고" is still the term denied; a reason clause is not a contrast
_NOT_CONTRAST = re.compile(r"서|면")


def without_set_aside(ctx: Ctx, drafts: list[Draft]) -> list[Draft]:
    if ctx.lang != "ko":
        return drafts
    cue = cue_pattern(ctx.dictionary, "set_aside", "ko")
    kept = []
    for d in drafts:
        if _DIGIT.search(ctx.text, d.start, d.end):
            kept.append(d)  # "500 아니고 850mg": a value taken back, the corrections' own
            continue
        gap = _PARTICLE.match(ctx.text, d.end)
        said = cue.match(ctx.text, gap.end()) if gap is not None else None
        if said is None or _NOT_CONTRAST.match(ctx.text, said.end()):
            kept.append(d)
    return kept
