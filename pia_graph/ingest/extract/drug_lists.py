"""A Korean list of drugs with their doses, told by one predicate (pure).

Korean says the verb once, after the last item: "메트포르민 1000, 로사르탄 50 먹어요", "요즘 먹는 약 정리하면 아침에
메트포르민 1000, 로사르탄 50, 자기전에 아토르바스타틴 20이요". The commas split the items into clauses of their own,
so an item before the verb has no reading of its own. An item clause that holds nothing but its drug, its dose and
a time of day takes the reading of the list's item that has one, in the same sentence, with only item clauses
between them (the nearest after it, as the verb comes last; else the nearest before it, as when a heading such as
"먹는 약은" gave the first item its reading). Each keeps its own dose.

English says the verb once, before the first item: "I'm on lisinopril 10, atorvastatin 40 and aspirin 75",
"on lisinopril 20 + hctz 25", "started me on lantus 12 units at bedtime, plus januvia 100 in the morning". An item
is then a drug with its dose and at most a list join and when it is taken (``drug_list_item`` and
``regimen_frequency`` cue words); it takes the reading of the item before it (else after it), as in Korean.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from pia_graph.ingest.clauses import Segment
from pia_graph.ingest.cue_words import cue_pattern
from pia_graph.ingest.extract.context import Ctx, Draft
from pia_graph.ingest.extract.med_doses import dose_fields, dose_of
from pia_graph.ingest.extract.numbers import Quantity
from pia_graph.ontology import TermMatch

# what an item clause may hold besides its drug and dose: a time of day, a particle, a list join, punctuation
_ITEM_REST = re.compile(r"(?:\s|[,.·/&+~!ㅋㅎ]|그리고|이랑|랑|하고|와|과|에|은|는|이요|요|이고|고|씩"
                        r"|아침|점심|저녁|밤|자기\s*전|잠들기\s*전|공복|식후|식전|하루|[0-9]+\s*번|전|후)*")
# what an English item holds besides its drug, its dose and its cue words: punctuation and list joins
_ITEM_REST_EN = re.compile(r"[\s,.&+/]*")
_TYPES = frozenset({"medication_regimen", "medication_intake"})
_DOSE_FIELDS = frozenset({"value", "unit", "value_as_said", "unit_as_said", "quantity", "frequency", "per_day"})


def items(ctx: Ctx, out: list[Draft], named: list[tuple[TermMatch, str | None]],
          drug_key: Callable[[Ctx, TermMatch], str | None]) -> list[Draft]:
    """Drafts for the items of a Korean drug list that have no reading of their own (rule
    ``med.listed_item``)."""
    read = {d.start: d for d in out if d.type in _TYPES and d.rule != "med.listed_item"}
    added: list[Draft] = []
    for m, key in named:
        if key is None or m.start in read or any(d.coordinate == key and d.type in _TYPES for d in out):
            continue
        clause = ctx.clause_of(m.start)
        dose = dose_of(ctx, m, clause.end) or _strength_after(ctx, m, clause.end)
        if dose is None or not (clause.start <= dose.start < clause.end) or not _item_only(ctx, clause, m, dose.end):
            continue
        reader = _list_reading(ctx, m, clause, named, read)
        if reader is None:
            continue
        term = ctx.dictionary.terms.get(key)
        fields = {k: v for k, v in reader.fields.items() if k not in _DOSE_FIELDS}
        fields.update(dose_fields(dose, term.unit if term is not None else None))
        ctx.take(dose)
        ctx.used_matches.add(m.start)
        added.append(Draft("med.listed_item", reader.type, key, m.start, m.end, fields, time=reader.time,
                           confidence=0.8 * m.confidence))
    return added


def _item_only(ctx: Ctx, clause: Segment, m: TermMatch, dose_end: int) -> bool:
    start, end = clause.start, clause.end
    if ctx.lang != "ko":  # "atorvastatin 40 and aspirin 75": an English clause may hold several items
        drugs = [t for t in ctx.matches if clause.start <= t.start < clause.end and t is not m
                 and (t.term_key or "").startswith("drug:")]
        start = max([start, *(_item_end(ctx, t, clause.end) for t in drugs if t.end <= m.start)])
        end = min([end, *(t.start for t in drugs if t.start >= max(m.end, dose_end))])
    rest = ctx.text[start:m.start] + " " + ctx.text[max(m.end, dose_end):end]
    if dose_end > m.end:  # the words between the drug and its number ("메트포르민 1000")
        rest += " " + ctx.text[m.end:dose_end].translate({ord(c): " " for c in "0123456789.,"})
    if ctx.lang != "ko":
        rest = re.sub(r"\b(?:mg|mcg|iu|units?|g)\b", " ", rest, flags=re.I)
        for group in ("drug_list_item", "regimen_frequency"):
            rest = cue_pattern(ctx.dictionary, group, "en").sub(" ", rest)
        return _ITEM_REST_EN.fullmatch(rest) is not None
    rest = re.sub(r"mg|mcg|밀리그램|밀리|유닛|단위|iu|정|알", " ", rest, flags=re.I)
    return _ITEM_REST.fullmatch(rest) is not None


def _strength_after(ctx: Ctx, m: TermMatch, clause_end: int) -> Quantity | None:
    """ "bisoprolol 2.5" in an English list: a strength with its decimals right after the drug (a whole number
    under 5 is left to ``dose_of``: "vitamin d 3" names the vitamin)."""
    if ctx.lang == "ko":
        return None
    q = next((q for q in ctx.quantities if m.end < q.start < clause_end and ctx.free(q)), None)
    if q is None or q.unit is not None or "." not in q.raw or ctx.text[m.end:q.start].strip():
        return None
    return q


def _item_end(ctx: Ctx, t: TermMatch, clause_end: int) -> int:
    """Where the item of drug ``t`` ends: after its dose, when one follows it."""
    dose = next((q for q in ctx.quantities if t.end <= q.start < clause_end), None)
    return dose.end if dose is not None and re.fullmatch(r"\s*", ctx.text[t.end:dose.start]) else t.end


def _list_reading(ctx: Ctx, m: TermMatch, clause: Segment, named: list[tuple[TermMatch, str | None]],
                  read: dict[int, Draft]) -> Draft | None:
    """The reading of the list the item belongs to: the nearest item after it with one, else before it."""
    sentence = ctx.sentence_of(m.start)
    parts = ctx.clauses_of(sentence)
    drugs = [(t, k) for t, k in named if k is not None and sentence.start <= t.start < sentence.end]
    after = [t for t, _k in drugs if t.start > m.start]
    before = [t for t, _k in reversed(drugs) if t.start < m.start]
    for side in (after, before):
        for t in side:
            if t.start in read:
                between = [p for p in parts if min(m.start, t.start) < p.start and p.end <= max(m.start, t.start)
                           and p.start != clause.start and p.start != ctx.clause_of(t.start).start]
                if all(any(p.start <= o.start < p.end for o, _k in drugs) for p in between):
                    return read[t.start]
                break
            # an item with no reading of its own: the list goes on through it
    return None
