"""A count given roughly, then said exactly (issue 12): "had a few schooners at the pub, maybe 4", "a couple of
schooners after work, 3 I think". The vague words (cue list ``vague_count``, 80_cues) give a count (numbers.py: "a
few" is 3); a bare whole number said later in the sentence with a hedge beside it (word list ``count_hedge``,
84_rule_words) is the count they stood for."""

from __future__ import annotations

import re
from functools import cache

from pia_graph.ingest.cue_words import cue_pattern
from pia_graph.ingest.extract.context import Ctx
from pia_graph.ingest.extract.numbers import Quantity
from pia_graph.ontology.word_lists import words_alternation


@cache
def _hedge() -> re.Pattern[str]:
    return re.compile(rf"\b(?:{words_alternation('count_hedge', 'en')})\b", re.IGNORECASE)


def said_vaguely(ctx: Ctx, q: Quantity) -> bool:
    """ "a few schooners", "a couple of beers": a count the user gives only roughly (cue list ``vague_count``)."""
    hit = cue_pattern(ctx.dictionary, "vague_count", ctx.lang).match(ctx.text, q.start) \
        if (("vague_count", ctx.lang) in ctx.dictionary.cues) else None
    return hit is not None


def count_said_after(ctx: Ctx, vague: Quantity, end: int) -> Quantity | None:
    """ "had a few schooners at the pub, maybe 4", "a couple of schooners, 3 I think": a bare whole number later in
    the sentence, right after or before a hedge (word list ``count_hedge``), is the count the vague words stood for."""
    hedge = _hedge()
    for q in ctx.quantities_in(vague.end, end):
        if q.unit is not None or not ctx.free(q) or float(q.value) != int(q.value) or not 0 < q.value <= 30:
            continue
        before = ctx.text[max(vague.end, q.start - 16):q.start]
        after = ctx.text[q.end:min(end, q.end + 16)]
        tail = len(before.rstrip(" ~"))
        if any(m.end() == tail for m in hedge.finditer(before)) or hedge.match(after.lstrip()) is not None:
            return q
    return None
