"""The user's own sentence a ranked record was written from (its quote), and when the context pack shows it (pure).

A record's rendering ("Fexofenadine 180 mg daily") says what was understood, not what the user said ("이비인후과에서
알레그라로 바꿔줬어요"); a fact carries its sentence as its span. A record's span is only the words that made it (an
alias, a number), with offsets into its turn's analysed text (``Turn.text_analysed``, ``ingest/analysed_text.py``),
so its quote is the sentence of that text holding the span (`ingest.clauses.sentences`, the segmentation the
write path reads), its clauses around the span when the sentence is long. The read is
``cypher/queries/recall_record_quotes.cypher`` (only the ranked records, after fusion; `recall.recall`).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import Any

from pia_graph.ingest.clauses import Segment, clauses, sentences
from pia_graph.memory.recall_models import RecallItem

QUOTE_MAX_CHARS = 240  # a longer sentence is cut to its clauses around the span, then to this window
_WORD = re.compile(r"\w+")


def _located(base: str, span: str, start: int | None, end: int | None) -> tuple[int, int] | None:
    """Where the record's span lies in ``base``: its stored offsets when they hold its words, else the first place
    its words are found (case-folded); None when neither."""
    said = span.strip().lower()
    if start is not None and end is not None and 0 <= start < end <= len(base):
        held = base[start:end].strip().lower()
        if not said or said in held or held in said:
            return start, end
    at = base.lower().find(said) if said else -1
    return (at, at + len(said)) if at >= 0 else None


def _window(seg: Segment, start: int, end: int) -> str:
    """A long sentence cut to the clauses the span touches, then to QUOTE_MAX_CHARS around the span."""
    parts = [c for c in clauses(seg) if c.start < end and c.end > start] or [seg]
    lo, hi = parts[0].start, parts[-1].end
    if hi - lo <= QUOTE_MAX_CHARS:
        return " ".join(p.text for p in parts)
    lo = max(lo, min(start, hi - QUOTE_MAX_CHARS))
    text = seg.text[lo - seg.start:lo - seg.start + QUOTE_MAX_CHARS]
    return text.rsplit(" ", 1)[0] if " " in text and lo + QUOTE_MAX_CHARS < hi else text


def record_quote(span: str | None, start: int | None, end: int | None, text: str | None,
                 analysed: str | None = None) -> str | None:
    """The sentence (or sentences) of the turn that hold the record's span: the analysed text's, which the offsets
    index, else the verbatim text's; the turn's only sentence when the span is not found in it; None when the turn
    has no text, or several sentences and none holds the span."""
    base = analysed or text or ""
    found = sentences(base)
    if not found:
        return None
    at = _located(base, span or "", start, end)
    if at is None:
        return found[0].text if len(found) == 1 else None
    held = [s for s in found if s.start < at[1] and s.end > at[0]]
    if not held:
        return None
    if len(held) == 1:
        return _window(held[0], *at) if len(held[0].text) > QUOTE_MAX_CHARS else held[0].text
    return " ".join(s.text for s in held)[:QUOTE_MAX_CHARS]


def with_quotes(items: Iterable[RecallItem], rows: Iterable[Mapping[str, Any]]) -> list[RecallItem]:
    """The ranked items, each record with its quote from its row (`recall_record_quotes`), each fact with its span
    (a fact's span is its sentence). Items are copied, never changed in place."""
    by_id = {str(r["record_id"]): r for r in rows}
    out: list[RecallItem] = []
    for item in items:
        if item.kind == "fact":
            quote = item.provenance.span or None
        else:
            row = by_id.get(item.id)
            quote = None if row is None else record_quote(row.get("span"), row.get("span_start"),
                                                          row.get("span_end"), row.get("text"),
                                                          row.get("text_analysed"))
        out.append(item.model_copy(update={"quote": quote}) if quote != item.quote else item)
    return out


def words(text: str) -> set[str]:
    """The word tokens of a text, case-folded; digits alone are no word (a value the rendering states anyway)."""
    return {w for w in _WORD.findall(text.lower()) if len(w) > 1 and not w.isdigit()}


def adds_words(quote: str | None, rendering: str) -> bool:
    """Whether the quote says a word the record's rendering lacks (a brand, a place, a reason, the user's own
    name for it): only then does the context pack show it."""
    return bool(quote) and bool(words(quote or "") - words(rendering))
