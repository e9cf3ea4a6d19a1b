"""The user's own share, said after someone else's health in one turn (pure).

A parent or a partner often logs a relative's health and then their own in a word: "my son has asthma and so do
I", "my dad had a stroke at 60 … my husband has high blood pressure, me too". The relative's clause gives the
relative's record (a family history, or nothing for someone who is no first-degree relative); the clause that
answers it with an echo (cue list ``own_share``: "so do I", "I do too", "me too", "same here") and nothing else is
the user's own record of the same condition (rule ``family.own_share``), or of the same symptom or passing
illness, at the time the relative's clause says. A reading said as "and mine was 105" is
the ``followups`` rule's (the clause break in ``clauses`` gives it the user's own clause).
"""

from __future__ import annotations

from pia_graph.ingest.clause_evidence import own_share
from pia_graph.ingest.cue_words import cue_pattern
from pia_graph.ingest.experiencer import Experiencer
from pia_graph.ingest.extract.context import Ctx, Draft
from pia_graph.ingest.utterance import AnalysedUtterance

# what the user may share with someone else as their own (a relative's condition is a family history first)
_SHARED = frozenset({"condition", "symptom"})


def shared(ctx: Ctx, utterance: AnalysedUtterance, drafts: list[Draft]) -> list[Draft]:
    """The user's condition for each relative's condition answered by an echo clause of the user's in the same
    sentence, right after it."""
    if ctx.lang != "en" or ("own_share", ctx.lang) not in ctx.dictionary.cues:
        return []
    echo = cue_pattern(ctx.dictionary, "own_share", ctx.lang)
    out: list[Draft] = []
    for d in drafts:
        clause = utterance.clause_at(d.start)
        if clause is None or clause.experiencer == Experiencer.SELF:
            continue
        if not (d.type in _SHARED or (d.type == "family_history" and d.coordinate.startswith("condition:"))):
            continue
        after = [c for c in utterance.clauses if c.sentence == clause.sentence and c.start >= clause.end]
        if not after or after[0].experiencer != Experiencer.SELF:
            continue
        text = ctx.text[after[0].start:after[0].end]
        if not own_share(text, ctx.lang, ctx.dictionary) or not echo.search(text):
            continue
        kind = "condition" if d.type == "family_history" else d.type
        if any(o.type == kind and o.coordinate == d.coordinate and utterance.experiencer_at(o.start) == Experiencer.SELF
               for o in [*drafts, *out]):
            continue
        if d.type == "family_history":
            out.append(Draft("family.own_share", kind, d.coordinate, after[0].start, after[0].end,
                             {"status": "active"}, time="none", confidence=0.8))
        else:  # "my friend has a cold and so do I": the same episode, told of the user
            fields = {k: v for k, v in d.fields.items() if k not in ("relation", "onset_age")}
            out.append(Draft("family.own_share", kind, d.coordinate, after[0].start, after[0].end, fields,
                             time=d.time, confidence=0.8))
    return out
