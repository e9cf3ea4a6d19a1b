"""Corrections of a value inside one turn: which of two readings of the same kind the user withdraws (pure).

Three shapes, their wording in the dictionary (``ontology/80_cues.cypher``):
- "128/82 not 182/82", "80.4 rather than 82": the value after ``retracts_after`` is withdrawn (English);
- "I said 82 kg earlier but … it's 80.4", "180이라고 했는데 잘못봄 118이었어": a value quoted with
  ``said_before`` is withdrawn when a correction word (any of the three lists, ``ingest/correction_cues.py``)
  and a later value of the same kind follow; the later value takes the quoted one's place (and its unit when
  it has none);
- "88, no wait 68", "150 아니 아니 140", "50 mg of sertraline, sorry I meant 25": the value said last counts
  (``correction_between`` right between the two).

``replace_in_place`` runs first: a lone number of a dose unit corrected right after it ("암로디핀 10mg 먹어요 아 아니
5mg이요", "50 말고 5") takes the corrected value in its own place, so the rule that reads a drug's dose there reads
the value said last. ``settle`` then runs, once per turn before any rule family reads the quantities, so that a
withdrawn value is evidence for no rule (a dose as well as a reading: "nothing silently doubled").
"""

from __future__ import annotations

import re
from dataclasses import replace

from pia_graph.ingest.correction_cues import quoted_marker, replaces_previous
from pia_graph.ingest.cue_words import cue_pattern
from pia_graph.ingest.extract.context import Ctx
from pia_graph.ingest.extract.numbers import Quantity

_DOSE_UNITS = (None, "mg", "mcg", "IU", "units")  # a drug's strength, or a bare number a drug's unit is given to
_QUOTE_REACH = 120  # how far (characters) the replacement of a quoted value may stand after it
_BETWEEN_REACH = 40  # "50 mg of sertraline sorry I meant 25 mg": the drug's name may stand between the two
_WORDS_BEFORE = re.compile(r"(?:\s*[^\W\d]+){0,3}\s*$")  # "I said my weight was 82": up to three words


def _same_kind(a: Quantity, b: Quantity) -> bool:
    return a.kind == b.kind and (a.unit is None or b.unit is None or a.unit == b.unit)


def withdrawn_after(ctx: Ctx, q: Quantity, nxt: Quantity) -> bool:
    """ "128/82 not 182/82": ``nxt`` follows ``q`` after a retracting word only."""
    if ctx.lang != "en" or not _same_kind(q, nxt):
        return False
    gap = ctx.text[q.end:nxt.start]
    hit = cue_pattern(ctx.dictionary, "retracts_after", ctx.lang).search(gap)
    return hit is not None and not gap[:hit.start()].strip(" ,;-—–") and not gap[hit.end():].strip()


def _quoted(ctx: Ctx, q: Quantity) -> bool:
    cue = cue_pattern(ctx.dictionary, "said_before", ctx.lang)
    if ctx.lang == "ko":
        return cue.match(ctx.text, q.end) is not None
    before = ctx.text[max(0, q.start - 40):q.start]
    return any(_WORDS_BEFORE.fullmatch(before[hit.end():]) for hit in cue.finditer(before))


def replacement(ctx: Ctx, q: Quantity) -> Quantity | None:
    """The later value that replaces ``q`` when ``q`` is quoted from before and said to be wrong."""
    if not _quoted(ctx, q):
        return None
    marker = quoted_marker(ctx.dictionary, ctx.lang)
    for nxt in ctx.quantities:
        if nxt.start < q.end or nxt is q or not ctx.free(nxt) or nxt.start - q.end > _QUOTE_REACH:
            continue
        if _same_kind(q, nxt) and marker.search(ctx.text[q.end:nxt.start]):
            return nxt
    return None


def said_again(ctx: Ctx, q: Quantity, nxt: Quantity) -> bool:
    """ "sugar 180 no 160", "took 50 mg sorry I meant 25 mg": ``nxt`` replaces ``q``, a correction word right
    between the two values of one kind."""
    return _same_kind(q, nxt) and nxt.start - q.end <= _BETWEEN_REACH \
        and replaces_previous(ctx.text[q.end:nxt.start], "any", ctx.dictionary)


def settle(ctx: Ctx) -> None:
    """Withdraw, before any rule reads them, the values the turn takes back (``apply``, then a value replaced
    by the next one of its kind after a correction word, ``said_again``); the withdrawn values leave
    ``ctx.quantities``, and a replacement said without a unit gets the withdrawn value's."""
    apply(ctx)
    for q in list(ctx.quantities):
        if q not in ctx.quantities or not ctx.free(q) or q.kind not in ("number", "pair"):
            continue
        i = ctx.quantities.index(q)
        nxt = next((n for n in ctx.quantities[i + 1:] if n.start >= q.end), None)
        if nxt is None or not ctx.free(nxt) or not said_again(ctx, q, nxt):
            continue
        if nxt.unit is None and q.unit is not None:
            ctx.quantities[ctx.quantities.index(nxt)] = replace(nxt, unit=q.unit)
        ctx.take(q)
    ctx.quantities = [q for q in ctx.quantities if ctx.free(q)]
    ctx.used_quantities = set()


def apply(ctx: Ctx) -> None:
    """Withdraw the values a correction takes back (they are taken, so no rule reads them); a replacement
    said without a unit gets the withdrawn value's."""
    for i, q in enumerate(list(ctx.quantities)):
        if not ctx.free(q) or q.kind not in ("number", "pair"):
            continue
        later = replacement(ctx, q)
        if later is not None:
            ctx.take(q)
            if later.unit is None and q.unit is not None:
                ctx.quantities[ctx.quantities.index(later)] = replace(later, unit=q.unit)
            continue
        nxt = next((n for n in ctx.quantities[i + 1:] if n.start >= q.end), None)
        if nxt is not None and ctx.free(nxt) and withdrawn_after(ctx, q, nxt):
            ctx.take(nxt)
            # "sorry its 500 mg not 1000": the value kept is a corrected one (a dose of the drug spoken of,
            # ``dose_level``)
            ctx.quantities[i] = replace(q, corrected=True)


def pair_member_fixed(ctx: Ctx, pair: Quantity) -> Quantity | None:
    """ "백삼십오에 팔십칠 어 아니다 백이십오", "130에 85 아 아니 83", "128/84 no wait 82": a pair, correction wording
    right after it, then one lone number of its unit or none: the number replaces the member of the pair nearest
    to it in value (a top number corrects the top one), and is read no more. ``None`` when the turn says no such
    fix (a whole pair said again is ``measure_values.corrected``'s)."""
    if pair.kind != "pair" or pair.value2 is None:
        return None
    nxt = next((n for n in ctx.quantities if n.start >= pair.end), None)
    if nxt is None or not ctx.free(nxt) or nxt.kind != "number" or nxt.unit not in (None, pair.unit) \
            or nxt.start - pair.end > _BETWEEN_REACH \
            or not replaces_previous(ctx.text[pair.end:nxt.start], "any", ctx.dictionary):
        return None
    ctx.take(nxt)
    if abs(nxt.value - pair.value) <= abs(nxt.value - pair.value2):
        return replace(pair, value=nxt.value, corrected=True)
    return replace(pair, value2=nxt.value, corrected=True)


def replace_in_place(ctx: Ctx) -> None:
    """Before any rule reads: a number corrected right after it ("10mg 아 아니 5mg") takes the corrected value
    in its own place, and the correcting number is no longer read."""
    i = 0
    while i + 1 < len(ctx.quantities):
        q, nxt = ctx.quantities[i], ctx.quantities[i + 1]
        if nxt.start >= q.end and _replaced_in_place(ctx, q, nxt):
            ctx.quantities[i] = replace(q, value=nxt.value, unit=nxt.unit or q.unit, corrected=True)
            del ctx.quantities[i + 1]
        i += 1


def _replaced_in_place(ctx: Ctx, q: Quantity, nxt: Quantity) -> bool:
    """ "10mg 아 아니 5mg이요", "50 말고 5": a lone number, then correction wording, then one of its kind (a pair and
    a measure's own corrections stay with ``measure_values.corrected``)."""
    if q.kind != "number" or not _same_kind(q, nxt) or q.unit not in _DOSE_UNITS or _quoted(ctx, q):
        return False  # a value quoted from before is replaced where the later one stands (``replacement``)
    return replaces_previous(ctx.text[q.end:nxt.start], ctx.lang, ctx.dictionary)
