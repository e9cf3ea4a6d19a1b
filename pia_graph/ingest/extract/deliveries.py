"""How the user's own child was born is the user's procedure: "both my kids were c-sections, 2015 and 2018",
"둘째는 제왕절개". The delivery words and the child words are dictionary data (cue lists ``delivery`` and
``own_child``, ``ontology/80_cues.cypher``); "my daughter had a c-section" (the child as the one who had it)
stays someone else's."""

from __future__ import annotations

import re

from pia_graph.ingest.cue_words import cue_pattern
from pia_graph.ingest.extract.context import Ctx

_UNDERWENT = re.compile(r"\b(?:had|has|got|needed|needs|underwent|having)\b", re.IGNORECASE)


def delivery_of_own_child(ctx: Ctx, start: int, end: int) -> bool:
    """The procedure at ``start:end`` is a delivery told of the user's own child."""
    if not cue_pattern(ctx.dictionary, "delivery", ctx.lang).search(ctx.text[start:end]):
        return False
    sentence = ctx.sentence_of(start)
    child = cue_pattern(ctx.dictionary, "own_child", ctx.lang).search(sentence.text)
    if child is None:
        return False
    between = ctx.text[sentence.start + child.end():start]
    return ctx.lang == "ko" or _UNDERWENT.search(between) is None


def birth_of_own_child(ctx: Ctx, start: int) -> bool:
    """The birth word at ``start`` is told of the user's own child ("our daughter was born on aug 4")."""
    sentence = ctx.sentence_of(start)
    child = cue_pattern(ctx.dictionary, "own_child", ctx.lang).search(sentence.text)
    return child is not None and sentence.start + child.start() <= start


# a newborn weighs under this (kg): a weight this low told with a birth is the baby's, not the user's
NEWBORN_KG = 7.0


def newborn_weight(ctx: Ctx, fields: dict[str, object]) -> bool:
    """ "baby girl arrived oct 4th!! 7lb 2oz", "출산했어요!! 어제 3.2kg 남아": a body weight of a newborn's size said in
    a turn that tells a birth (``pregnancy._BIRTH``) is the baby's weight."""
    from pia_graph.ingest.extract.pregnancy import told_birth

    value = fields.get("value")
    return isinstance(value, (int, float)) and 0 < float(value) < NEWBORN_KG and told_birth(ctx.text)
