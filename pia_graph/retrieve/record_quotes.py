"""The user's own sentence a ranked record was written from (its quote), and when the context pack shows it (pure).

A record's rendering ("Fexofenadine 180 mg daily") says what was understood, not what the user said ("이비인후과에서
알레그라로 바꿔줬어요"); a fact carries its sentence as its span. A record's span is only the words that made it (an
alias, a number), with offsets into its turn's analysed text (``Turn.text_analysed``, ``ingest/analysed_text.py``),
so its quote is the sentence of that text holding the span (`ingest.clauses.sentences`, the segmentation the
write path reads), its clauses around the span when the sentence is long. The recall statement
(``cypher/queries/recall_records_facts.cypher``) reads each record's span offsets and, once per turn, the text of
the turns its records came from (`record_turns`), which `with_turn_texts` sets on each record (`TURN_TEXT`): the
quote is known before fusion, so the ranking can read it (session 65). A record read otherwise (the index mode's
separate statements) has no turn text: its quote is read after fusion (``recall_record_quotes.cypher``).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from functools import lru_cache
from typing import Any

from pia_graph.ingest.clauses import Segment, clauses, sentences
from pia_graph.memory.recall_models import RecallItem

QUOTE_MAX_CHARS = 240  # a longer sentence is cut to its clauses around the span, then to this window
TURN_TEXT = "turn_text"  # the key of a record's turn text (analysed, else verbatim), set by `with_turn_texts`
QUOTES_KEPT = 16_384  # record quotes kept per process: a user's records come back recall after recall
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


_kept_quote = lru_cache(maxsize=QUOTES_KEPT)(record_quote)


def with_turn_texts(records: Iterable[dict[str, Any]], rows: Iterable[Mapping[str, Any]]) -> None:
    """Sets on each record (in place: the statement's own dicts) the text of its turn from the statement's
    `record_turns` rows; '' when the statement found no such turn (the record then quotes nothing)."""
    texts = {str(r["turn_id"]): str(r.get("text") or "") for r in rows}
    for rec in records:
        if rec.get("turn_id") is not None:
            rec[TURN_TEXT] = texts.get(str(rec["turn_id"]), "")


def has_turn_text(rec: Mapping[str, Any]) -> bool:
    """Whether the record came with its turn's text (read by the recall statement)."""
    return TURN_TEXT in rec


def quote_of(rec: Mapping[str, Any]) -> str | None:
    """A record's quote from its own properties: its span, offsets and turn text (`TURN_TEXT`) as the recall
    statement reads them, or the `text` / `text_analysed` of a `recall_record_quotes` row. Kept per process."""
    if TURN_TEXT in rec:
        text, analysed = rec.get(TURN_TEXT), None
    else:
        text, analysed = rec.get("text"), rec.get("text_analysed")
    start, end = rec.get("span_start"), rec.get("span_end")
    return _kept_quote(rec.get("span"), start if isinstance(start, int) else None,
                       end if isinstance(end, int) else None, text, analysed)


def with_quotes(items: Iterable[RecallItem], rows: Iterable[Mapping[str, Any]]) -> list[RecallItem]:
    """The ranked items, each record with its quote from its row (the record as the recall statement read it, or
    a `recall_record_quotes` row), each fact with its span (a fact's span is its sentence). Items are copied,
    never changed in place."""
    by_id = {str(r["record_id"]): r for r in rows}
    out: list[RecallItem] = []
    for item in items:
        if item.kind == "fact":
            quote = item.provenance.span or None
        else:
            row = by_id.get(item.id)
            quote = None if row is None else quote_of(row)
        out.append(item.model_copy(update={"quote": quote}) if quote != item.quote else item)
    return out


def words(text: str) -> set[str]:
    """The word tokens of a text, case-folded; digits alone are no word (a value the rendering states anyway)."""
    return {w for w in _WORD.findall(text.lower()) if len(w) > 1 and not w.isdigit()}


def adds_words(quote: str | None, rendering: str) -> bool:
    """Whether the quote says a word the record's rendering lacks (a brand, a place, a reason, the user's own
    name for it): only then does the context pack show it."""
    return bool(quote) and bool(words(quote or "") - words(rendering))
