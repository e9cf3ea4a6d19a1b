"""A reading typed glued to the Latin abbreviation of what it measures: "AST52 ALT78", "ldl130", "tsh5.2".

The number reader (``numbers.find_quantities``) leaves a digit after letters alone, since most such digits are
part of a name (B12, D3, CoQ10, hba1c); a measure's own alias ending in two letters or more and followed at
once by a number is the one place the number is its value.
"""

from __future__ import annotations

import re

from pia_graph.ingest.extract.context import Ctx
from pia_graph.ingest.extract.numbers import Quantity
from pia_graph.ontology import TermMatch

MIN_LETTERS = 2  # "AST52", "bp130"; never "D3" (vitamin D3) nor "hba1c" (its c after a digit)
# the number, not followed by more of a word or of a number ("ldl130" yes, "ldl130mg" with its unit read apart)
_GLUED_VALUE = re.compile(r"(\d+(?:\.\d+)?)(?![\d.A-Za-z])")
_LETTERS_AT_END = re.compile(r"[A-Za-z]+$")


def glued_value(ctx: Ctx, m: TermMatch) -> Quantity | None:
    """The number glued right after the measure ``m`` ("AST52"), or None."""
    letters = _LETTERS_AT_END.search(ctx.text[m.start:m.end])
    if letters is None or len(letters.group(0)) < MIN_LETTERS:
        return None
    hit = _GLUED_VALUE.match(ctx.text, m.end)
    if hit is None:
        return None
    q = Quantity(float(hit.group(1)), None, hit.start(1), hit.end(1), hit.group(1))
    return q if ctx.free(q) else None
