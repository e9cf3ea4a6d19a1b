"""An adverse drug reaction told as a story is an allergy to that drug (rule ``allergy.drug_reaction``, pure).

"Amoxicillin gives me hives", "아스피린 먹으면 두드러기 나요", "bactrim gave me a horrible rash in 2019": a drug
(or a drug class the dictionary holds as an allergen: NSAIDs, sulfa drugs, 세파 항생제) and an allergic reaction
joined by a causal link, in one sentence, is one ``allergy`` record of the drug with its ``reaction``. The
reaction is no symptom of today and the drug no dose: the rule claims both words, and ``ownership.settle``
gives them to it (the profile family outranks medications and symptoms).

All the wording is dictionary data (``ontology/80_cues.cypher``): ``drug_reaction_link`` (gives me, after
taking, reaction to; 먹으면, 맞고, 복용 후), ``drug_reaction_sign`` (hives, rash, face or lips swelling,
wheeze, anaphylaxis; 두드러기, 발진, 입술 부음, 숨이 차) and ``drug_reaction_avoid`` (no more, can't take; 못 먹).
A side effect that is no allergy (ankles swelling, throwing up, muscle aches) is not a sign, so it stays what
it was, unless the sentence itself names the reaction an allergy or an intolerance (``drug_reaction_named``, not
denied: "codeine makes me vomit, put that down as an allergy"); then such a reaction
(``drug_reaction_intolerance``: sick, vomit, nausea; 토했, 구토) makes the record too.

Two more shapes of the same grammar: the reaction told first and its drug after a backward link
(``drug_reaction_after``: "went into anaphylaxis after amoxicillin", "hives from sulfa"; ``drug_reaction_on``:
"lips swelled up on lisinopril"; the drug right after the link, so "benadryl after the hives" stays a dose, and not
one that treats the reaction: "still getting hives on cetirizine"), and a drug named right before its reaction as
one noun
("페니실린 쇼크 온 적 있음", "sulfa rash as a kid"), unless the dictionary says the drug treats what the sign
names or is of a class that treats reactions (``drug_reaction_relief``: "지르텍 두드러기" is no allergy). A
denied reaction ("doesn't give me hives") makes nothing; a reaction of someone else is dropped with the clause's
experiencer (``pipeline._about_someone_else``), a question by the gate.
"""

from __future__ import annotations

import re
from typing import Any

from pia_graph.ingest.clauses import Segment
from pia_graph.ingest.cue_words import cue_pattern
from pia_graph.ingest.extract.context import Ctx, Draft
from pia_graph.ingest.negation import is_negated

_REACTION_WORDS = ("symptom:", "condition:")


def _hits(pattern: re.Pattern[str], sentence: Segment) -> list[tuple[int, int, str]]:
    return [(sentence.start + h.start(), sentence.start + h.end(), h.group(0)) for h in pattern.finditer(sentence.text)]


def _denied(ctx: Ctx, start: int, end: int) -> bool:
    clause = ctx.clause_of(start)
    return is_negated(clause.text, start - clause.start, end - clause.start, ctx.lang)


def _in_clause_of(ctx: Ctx, pos: int, hits: list[tuple[int, int, str]]) -> bool:
    clause = ctx.clause_of(pos)
    return any(clause.start <= s < clause.end or s <= clause.start < e for s, e, _w in hits)


_TAKING_GAP = re.compile(r"^\s*(?:(?:my|the|a|an|some|one|first|dose|doses|of|course|shot|pill)\s+)*$", re.I)


def _cause(ctx: Ctx, start: int, end: int, links: list[tuple[int, int, str]],
           signs: list[tuple[int, int, str]], after: list[tuple[int, int, str]],
           avoided: list[tuple[int, int, str]]) -> bool:
    """The drug is what the link says causes the reaction: said before a link the reaction follows ("X gives
    me hives", "X 먹으면 두드러기"), before a reaction told as why it is avoided ("X은 발진 나서 못 먹어요"),
    right after a link in English ("reaction to X", "hives from X"), or right after a backward link the reaction
    precedes ("anaphylaxis after amoxicillin")."""
    if any(s >= end and any(ss >= e for ss, _se, _sw in signs) for s, e, _w in links):
        return True
    if any(ss >= end and any(a >= se for a, _ae, _aw in avoided) and not _relieves(ctx, start, (ss, se, sw))
           for ss, se, sw in signs):
        return True  # "알로푸리놀은 피부발진 나서 못 먹어요": the reaction told as why the drug is avoided
    if ctx.lang != "ko" and any(e <= start and not ctx.text[e:start].strip() for _s, e, _w in links):
        return True
    return any(e <= start and _TAKING_GAP.match(ctx.text[e:start]) and not _relieves(ctx, start, sign)
               for s, e, _w in after for sign in signs if sign[1] <= s)


def _relieves(ctx: Ctx, start: int, sign: tuple[int, int, str]) -> bool:
    """The drug at ``start`` treats the reaction ``sign`` names: of a class that treats reactions
    (``drug_reaction_relief``: "hives on cetirizine" is hives despite it) or given for what the sign names."""
    key = next((m.term_key for m in ctx.matches if m.start == start and m.term_key), "")
    drug = ctx.dictionary.terms.get(key)
    if drug is None:
        return False
    relief = cue_pattern(ctx.dictionary, "drug_reaction_relief", "en")
    if drug.drug_class and relief.search(drug.drug_class):
        return True
    told = {m.term_key for m in ctx.matches if m.start < sign[1] and sign[0] < m.end and m.term_key}
    return bool(told & set(drug.indications))


def _compound(ctx: Ctx, start: int, end: int, signs: list[tuple[int, int, str]],
              links: list[tuple[int, int, str]]) -> bool:
    """A drug named right before its reaction, as one noun ("페니실린 쇼크", "sulfa rash"), with no link after the
    sign that turns the sign into a cause ("지르텍 두드러기 때문에 먹어"), of no class that treats a reaction
    (``drug_reaction_relief``) and not given for what the sign names."""
    sign = next((x for x in signs if x[0] >= end and not ctx.text[end:x[0]].strip(" -")), None)
    if sign is None or any(s >= sign[1] for s, _e, _w in links):
        return False
    return not _relieves(ctx, start, sign)


def drug_reactions(ctx: Ctx) -> list[Draft]:
    """One allergy per drug a sentence tells a reaction to (a drug in a clause of the link, the sign or an
    avoid cue); the reaction's symptom words and the drug words are claimed, so no symptom and no dose."""
    lang = "ko" if ctx.lang == "ko" else "en"
    link, sign = cue_pattern(ctx.dictionary, "drug_reaction_link", lang), cue_pattern(ctx.dictionary,
                                                                                       "drug_reaction_sign", lang)
    avoid = cue_pattern(ctx.dictionary, "drug_reaction_avoid", lang)
    backward = cue_pattern(ctx.dictionary, "drug_reaction_after", "en") if lang == "en" else None
    taking = cue_pattern(ctx.dictionary, "drug_reaction_on", "en") if lang == "en" else None
    out: list[Draft] = []
    seen: set[str] = set()
    intolerance = cue_pattern(ctx.dictionary, "drug_reaction_intolerance", lang)
    named = cue_pattern(ctx.dictionary, "drug_reaction_named", lang)
    for sentence, _parts in ctx.sentences:
        signs = [h for h in _hits(sign, sentence) if not _denied(ctx, h[0], h[1])]
        if not signs and any(not _denied(ctx, s, e) for s, e, _w in _hits(named, sentence)):
            # "codeine makes me vomit, put that down as an allergy": a reaction the sentence names an allergy
            signs = [h for h in _hits(intolerance, sentence) if not _denied(ctx, h[0], h[1])]
        links = _hits(link, sentence)
        after = [h for p in (backward, taking) if p is not None for h in _hits(p, sentence)]
        if not signs:
            continue
        cues = links + after + signs + _hits(avoid, sentence)
        inside = [m for m in ctx.matches if sentence.start <= m.start < sentence.end]
        drugs = [m for m in inside if (m.term_key or "").startswith("drug:") and _in_clause_of(ctx, m.start, cues)]
        caused = [m for m in drugs if _cause(ctx, m.start, m.end, links, signs, after, _hits(avoid, sentence))
                  or _compound(ctx, m.start, m.end, signs, links)]
        if not caused:
            continue  # "두드러기 때문에 지르텍 먹었어요", "the rash made me take benadryl": the drug treats it
        told = [m for m in drugs if m in caused or _in_clause_of(ctx, m.start, _hits(avoid, sentence))]
        for m in inside:  # the reaction is told of the drug, not felt today
            if (m.term_key or "").startswith(_REACTION_WORDS) and any(s < m.end and m.start < e for s, e, _w in signs):
                ctx.used_matches.add(m.start)
        for m in told:
            key = m.term_key or ""
            if m.start in ctx.used_matches:  # "allergic to penicillin, gives me hives": profile.allergy has it
                continue
            ctx.used_matches.add(m.start)
            if key in seen:
                continue
            seen.add(key)
            fields: dict[str, Any] = {"reaction": signs[0][2]}
            out.append(Draft("allergy.drug_reaction", "allergy", key, m.start, m.end, fields,
                             time="none", confidence=0.85))
    return out
