"""What a pasted lab report prints around a result is no reading: its reference range and its H/L flag.

A lab portal's export or a 검진 결과 pasted by the user says each result with its band: "Potassium 5.4 H (3.5-5.1)",
"Glucose 88 ref range 70-99", "혈압 138/88 (정상 120/80 미만)", "공복혈당 112 (참고치 70~99) 높음". A number right
after a reference label (the dictionary's ``reference_label``; ``reference_in_parens`` inside the parentheses a
result opened) is the band, never a reading of its own; a capital H or L right after a result's value is the
portal's high/low flag, not hours or litres. Pure functions over the quantities found in the text."""

from __future__ import annotations

import dataclasses
import re

from pia_graph.ingest.cue_words import cue_pattern
from pia_graph.ingest.extract.numbers import Quantity
from pia_graph.ontology import Dictionary, TermMatch

# the label, then what may sit between it and the number: "is", a colon, a comparison ("<200", "120/80 미만" has
# its word after), a tilde's first bound
_LABEL_TAIL = re.compile(r"\s*(?:is|은|는|:|=)?\s*[<>≤≥]?=?\s*$", re.IGNORECASE)
# a capital H or L that ends the number as said: "5.8 H", "134 L", "1.3H" (a lone flag, not "hrs", not "Lb")
_FLAG_UNIT = re.compile(r"\d\s*[HL]$")
_FLAG_AFTER = re.compile(r"(?:\s|[,;)(\[\]]|$)")
_FLAG_UNITS = frozenset({"h", "L"})
# the second bound of a band whose first bound was dropped: "90/60-120/80", "70 ~ 99", "3.5 to 5.1"
_BOUND_JOIN = re.compile(r"\s*(?:[-~–]|to)\s*$", re.IGNORECASE)


def _is_band(text: str, lang: str, dictionary: Dictionary, q: Quantity, sentence_start: int) -> bool:
    before = text[sentence_start:q.start]
    for group in ("reference_label", "reference_in_parens"):
        last = None
        for m in cue_pattern(dictionary, group, lang).finditer(before):
            last = m
        if last is None or _LABEL_TAIL.fullmatch(before[last.end():]) is None:
            continue
        if group == "reference_label":
            return True
        opened = before.rfind("("), before.rfind("[")
        closed = max(before.rfind(")"), before.rfind("]"))
        if max(opened) > closed and max(opened) < last.start():
            return True
    return False


def _flagged(text: str, q: Quantity, result_ends: tuple[int, ...]) -> bool:
    """ "TSH 5.8 H": the value of a result named just before it, its unit said as a lone capital H or L."""
    raw = text[q.start:q.end]
    if q.unit not in _FLAG_UNITS or _FLAG_UNIT.search(raw) is None or not _FLAG_AFTER.match(text, q.end):
        return False
    return any(0 <= q.start - end <= 3 for end in result_ends)


def readings_only(text: str, lang: str, dictionary: Dictionary, quantities: list[Quantity],
                  sentence_starts: list[int], matches: list[TermMatch]) -> list[Quantity]:
    """``quantities`` less the bands a report prints after a result, each flagged value read with no unit."""
    result_ends = tuple(m.end for m in matches
                        if (t := dictionary.terms.get(m.term_key or "")) is not None
                        and t.record_type == "lab_result" and t.unit not in _FLAG_UNITS)
    out: list[Quantity] = []
    band_end = -1
    for q in quantities:
        start = max((s for s in sentence_starts if s <= q.start), default=0)
        if _is_band(text, lang, dictionary, q, start) \
                or (0 <= band_end <= q.start and _BOUND_JOIN.fullmatch(text[band_end:q.start]) is not None):
            band_end = q.end
            continue
        if _flagged(text, q, result_ends):
            raw = text[q.start:q.end].rstrip()[:-1].rstrip()
            q = dataclasses.replace(q, unit=None, end=q.start + len(raw), raw=raw)
        out.append(q)
    return out
