"""Whether a measured value is aimed at, not read: a goal or a target ("goal: 150 lb", "endo wants my fasting
numbers under 110"), a threshold of a plan ("if my LDL is still over 160"), or a reading said before the aim word
("weight 79.2 this morning, goal is 72"). Read by ``vitals_labs``; pure."""

from __future__ import annotations

import re

from pia_graph.ingest.cue_words import aim_pattern, cue_pattern
from pia_graph.ingest.extract.context import Ctx

# "Goal for spring: 150 lb and 8k steps a day": the header names every number after it a target
GOAL_HEADER = re.compile(r"\b(?:goals?|targets?|resolutions?)\b[^:.!?]{0,30}:|목표\s*(?:는|은|:)", re.IGNORECASE)
# a clause that says a target, not a reading: the aim words (``aim_pattern``, no wish) or a change aimed at
GOALISH_ALSO = r"\b(?:lose|lost|gain(?:ed)?|get\s+(?:down\s+)?to|under|below|want|trying|by)\b|빼|뺐|찌"
TARGET_ALSO = r"\b(?:want|trying\s+to|hoping)\b"
# a weight change still to make ("I'd like to lose 10 lb, currently 168"): the number after it is no weight now
CHANGE_AIMED = r"\b(?:lose|gain|get\s+(?:down\s+)?to|want|trying|hoping|like\s+to|need\s+to|have\s+to)\b"
# with a bound ("under 110"), someone else's wish sets the target too: "endo wants my fasting numbers under 110"
BOUND_TARGET_ALSO = r"\b(?:wants?|trying\s+to|hoping)\b"


def says_aim(ctx: Ctx, also: str, text: str) -> bool:
    """Whether ``text`` names an aim (the dictionary's aim_label) or says one of a rule's own words ``also``;
    in Korean also the wish, an ending on any verb ("100 아래로 유지하고 싶어요", "6.0 아래로 내리고 싶어"),
    which English says with ``also``'s "want"."""
    wish = also + r"|고\s*싶" if ctx.lang == "ko" else also
    return aim_pattern(ctx.dictionary, ctx.lang, wish=False, also=wish).search(text) is not None


def before_aim(ctx: Ctx, pos: int, start: int, end: int) -> bool:
    """ "몸무게 78.6kg 목표는 70키로", "weight 79.2 this morning, goal is 72": ``pos`` comes before the aim word of
    the span and a number follows that word: what is said before it is a reading, the number after it the aim."""
    label = aim_pattern(ctx.dictionary, ctx.lang, wish=False).search(ctx.text, pos, end)
    return label is not None and any(label.end() <= q.start < end for q in ctx.quantities) and pos >= start


def read_before_aim(ctx: Ctx, pos: int, end: int) -> bool:
    """ "몸무게 62.5 목표 60키로까지": a number between the term and the aim word, one after it: a reading first."""
    label = aim_pattern(ctx.dictionary, ctx.lang, wish=False).search(ctx.text, pos, end)
    return label is not None and any(pos <= q.start < label.start() for q in ctx.quantities) \
        and any(label.end() <= q.start < end for q in ctx.quantities)


def threshold(ctx: Ctx, clause: str) -> bool:
    """A value set as the condition of a plan, not measured: a bound in a conditional clause (cue list
    ``threshold_if``: "if my ... over 160"; Korean says the condition after the number, "200 넘으면")."""
    cue = cue_pattern(ctx.dictionary, "threshold_if", ctx.lang).search(clause)
    if cue is None:
        return False
    return ctx.lang == "ko" or _BOUND_EN.search(clause, cue.end()) is not None


_BOUND_EN = re.compile(r"\b(?:over|above|under|below|higher\s+than|lower\s+than|more\s+than|less\s+than|hits?"
                       r"|reach(?:es)?|gets?\s+(?:to|above|over|below|under)|goes\s+(?:over|above|up\s+to))\s+\d",
                       re.IGNORECASE)
TARGET_BOUND = re.compile(r"\b(?:under|below|less\s+than|down\s+to|get\s+(?:it|my)\b)|이하|미만|까지", re.IGNORECASE)
