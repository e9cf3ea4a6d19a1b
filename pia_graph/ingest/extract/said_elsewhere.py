"""A symptom another record of its turn already tells (the reaction of an allergy, the sleeplessness of a sleep
window, the forgetting of a missed dose, the itch of a rash): no record of its own. Pure."""

from __future__ import annotations

import re

from pia_graph.ingest.cue_words import cue_pattern
from pia_graph.ingest.extract.context import Ctx, Draft

_REACTION_RULE = re.compile(
    r"\b(?:when(?:ever)?|if|every\s+time|after\s+(?:i\s+)?(?:eat|drink|take|touch)\w*|gives?\s+me|makes?\s+me)\b"
    r"|(?:으|하)?면\s|마다", re.IGNORECASE,
)
# "still", "ever since": a symptom said to go on is an episode of its own
ONGOING = re.compile(r"\b(?:still|ever\s+since|since\s+then|on\s+and\s+off|keeps?\s+\w+ing)\b|아직도|아직|여전히|계속",
                      re.IGNORECASE)


def said_by_another(ctx: Ctx, draft: Draft, drafts: list[Draft]) -> bool:
    """A symptom that another record of its sentence already carries: the reaction of an allergy
    ("I break out in hives"), the sleeplessness of a sleep window ("couldn't fall asleep until 2"), or the
    forgetting of a missed dose (a ``dose_missed`` cue as the symptom's words)."""
    if draft.type != "symptom":
        return False
    sentence = ctx.sentence_of(draft.start)
    near = [d.type for d in drafts if d is not draft and sentence.start <= d.start < sentence.end]
    if "allergy" in near or _reaction_of_allergy(ctx, draft, drafts):
        return True
    if any(d.coordinate in _FEATURE_OF.get(draft.coordinate, ()) for d in drafts):
        return True  # "rash on both forearms, itchy", "두드러기 올라옴 가려워 죽겠음": the itch is the rash's
    # "우유 마시면 두드러기 올라와요. 우유 알레르기 있어요": the reaction said as a rule, not an episode
    if any(d.type == "allergy" for d in drafts) and _REACTION_RULE.search(ctx.clause_of(draft.start).text):
        return True
    if any(d.type == "sleep" and d.start <= draft.start < d.end for d in drafts):
        return True  # "passed out at 11:30, alarm at 6": falling asleep, not fainting
    missed = [d for d in drafts if d.type == "medication_intake" and d.fields.get("status") == "missed"
              and sentence.start <= d.start < sentence.end]
    if missed and cue_pattern(ctx.dictionary, "dose_missed", ctx.lang).search(ctx.text[draft.start:draft.end]):
        return True  # "어제 저녁 혈압약 깜빡함.. 노바스크": the forgetting is the missed dose's, not a memory symptom
    # the sleeplessness that the window itself tells, not insomnia named as such ("불면증 때문에 새벽 4시까지 …")
    return (draft.coordinate == "symptom:insomnia" and "sleep" in near
            and not _NAMED_INSOMNIA.search(ctx.text[draft.start:draft.end]))


def _reaction_of_allergy(ctx: Ctx, draft: Draft, drafts: list[Draft]) -> bool:
    """ "allergic to penicillin, found out as a kid. broke out in hives", "milk allergy. hives + lips swell": in a
    turn that records an allergy, a symptom of another sentence told as an allergic reaction (cue list
    ``drug_reaction_sign``) with no time of its own and nothing said to go on is the allergy's reaction, not an
    episode (one with its day or "still" stays: "rash since yesterday, started amoxicillin monday. dr says
    allergy")."""
    if ctx.lang != "en" or not any(d.type == "allergy" for d in drafts):
        return False
    if not cue_pattern(ctx.dictionary, "drug_reaction_sign", "en").search(ctx.clause_of(draft.start).text):
        return False  # "shellfish allergy. also a bad headache": no allergic reaction told
    sentence = ctx.sentence_of(draft.start)
    if ONGOING.search(sentence.text):
        return False
    return not any(r.span is not None and sentence.start <= r.span.start < sentence.end for r in ctx.resolutions)


_NAMED_INSOMNIA = re.compile(r"(?i)insomnia|불면")
# a symptom that describes another symptom of the turn rather than standing alone: the itch of a rash or hives
_FEATURE_OF: dict[str, frozenset[str]] = {"symptom:itching": frozenset({"symptom:rash", "symptom:hives"})}
