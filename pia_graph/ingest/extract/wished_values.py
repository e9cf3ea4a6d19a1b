"""A value the user wishes for is no reading ("I wish my a1c was under 6, it came back 7.2", "몸무게 60이면 좋겠는데
지금 68이에요"): the wish (cue list ``wish_value``) covers only its own clause, so the number in that clause is
passed over and the measure takes the reading told after it, in the next clause ("but it was 130"). English says
the wish before the number, Korean after it (-(으)면 좋겠). Pure."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from pia_graph.ingest.cue_words import cue_pattern

if TYPE_CHECKING:  # the context imports the concept values, which read the wish here
    from pia_graph.ingest.extract.context import Ctx
    from pia_graph.ingest.extract.quantity import Quantity

# a wish to know, not for a value: "I wish I knew why my sugar was 250" tells a reading
_WISH_TO_KNOW = re.compile(r"\b(?:knew|know|understood|understand|why|how|what)\b", re.IGNORECASE)


def wished(ctx: Ctx, q: Quantity) -> bool:
    """``q`` is said in a clause that wishes for it: a ``wish_value`` cue before it in its clause (English) or
    after it (Korean)."""
    clause = ctx.clause_of(q.start)
    lang = "ko" if ctx.lang == "ko" else "en"
    cues = cue_pattern(ctx.dictionary, "wish_value", lang)
    if lang == "ko":
        return cues.search(ctx.text, q.end, clause.end) is not None
    wish = cues.search(ctx.text, clause.start, q.start)
    return wish is not None and _WISH_TO_KNOW.search(ctx.text, wish.end(), q.start) is None


# the reading told of "it" after a wished value, in the same sentence ("… was under 100 but it was 130",
# "…, it came back 7.2"): group 1 is the reading
_TOLD_OF_IT = re.compile(r"[^.!?\n]{0,40}?\d[^.!?\n\d]{0,6}?(?:,\s*|\s+)(?:(?:but|though|yet|and)\s+)?(?:it|that)"
                         r"(?:'s|\s+(?:was|is|read|hit|came\s+(?:back|in)(?:\s+at)?))\s+(?:like\s+|about\s+|around\s+"
                         r"|at\s+)?(\d+(?:\.\d+)?)", re.IGNORECASE)


def reading_after_wish(text: str, word_start: int, word_end: int, sentence: tuple[int, int],
                       wish: re.Pattern[str]) -> re.Match[str] | None:
    """A measure's word in a wish ("I wish my sugar was under 100 but it was 130"): the reading told of "it" after
    the wished value (English; Korean names the measure again or says the number bare, ``wished``)."""
    if wish.search(text, sentence[0], word_start) is None:
        return None
    return _TOLD_OF_IT.match(text, word_end, sentence[1])
