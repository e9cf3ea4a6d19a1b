"""A dose set to a new level, said without the old dose: the regimen at the new level, active from the day said.

Two rules, called by the medications family after the named-drug rule (which reads "cut the amlodipine to 5"
itself, by the same ``dose_new_level`` cue list):

- ``med.dose_level_now``: a named drug with a dose, said as what holds from now on ("now on 18 units of lantus",
  "first day on 75 mcg synthroid", "오늘부터 란투스 18단위"): the ``dose_level_now`` cue right before the dose,
  or, in Korean, before the drug whose dose follows it.
- ``med.dose_level_unnamed``: a change of level whose drug is not named in its clause ("nurse said go up to 14
  units", "dr upped it to 20", "용량 75로 올림", "선생님이 100으로 올려줌"): a ``dose_new_level`` cue that ends
  at the number (English: "… to N"; Korean: "N(으)로 올림"). The drug is the one the turn named before, when it
  named one; else the user's one active regimen (``profile["active_regimens"]``) whose dose unit fits the unit
  said ("14 units" is the insulin's). Ambiguous, a question, a hedge or a condition ("she'll go up to 300 if …"),
  or a clause that names a measure ("a1c went up to 7"): nothing. English also says the step right after the drug's
  name (``dose_step_after_drug``: "Wegovy up to 0.5 this week", "lantus down to 12 units"), its dose carrying a
  drug's unit or closing the clause ("tylenol up to 4 a day" is a most to take).

``level_dose`` gives the named-drug rule the new dose a ``dose_new_level`` cue leads when its own dose search found
none ("upped my wegovy to 1.7", "went back down to 0.5 on wegovy": a number without a unit below 5).

The older regimen of the drug stays, superseded by this one on write (``store.supersession``: a regimen holds one
dose at a time). Pure.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cache

from pia_graph.ingest.clauses import Segment
from pia_graph.ingest.cue_words import cue_pattern
from pia_graph.ingest.extract.bare_ratings import NOW_TAIL
from pia_graph.ingest.extract.context import Ctx, Draft
from pia_graph.ingest.extract.dose_cap import capped
from pia_graph.ingest.extract.med_doses import DOSE_UNITS, dose_fields
from pia_graph.ingest.extract.med_supply import said_start
from pia_graph.ingest.extract.numbers import Quantity
from pia_graph.ingest.hup.types import RECORD_TYPES, spec
from pia_graph.ingest.negation import is_hedged, is_negated
from pia_graph.ontology import TermMatch
from pia_graph.ontology.word_lists import words_alternation

DrugKey = Callable[[Ctx, TermMatch], str | None]

CONFIDENCE = 0.75
# a said unit that may stand for a drug's dictionary unit ("0.1 mg" of a mcg-dosed drug is kept in mcg)
_FITS = {("mg", "mcg")}
_GAP = re.compile(r"\s*(?:on\s+|at\s+)?$", re.I)  # "now on 18 units", "now at 18": the dose follows the cue
_BEFORE_DRUG = re.compile(r"\s*(?:(?:on|the|my)\s+)*", re.I)  # "now rosuvastatin 10", "now on the lantus 18 units"
_NEXT_WORD = re.compile(r"\s*([^\W\d_]+)")  # the word after a number, in its clause
_DRUG_AFTER = re.compile(r"\s*(?:(?:on|of)\s+)?(?:(?:the|my)\s+)?", re.I)  # "to 0.5 on wegovy", "to 20 of lantus"
_KO_TO = re.compile(r"\s*(?:으)?$")  # "100으로": the particle's vowel before the 로 the cue opens with


def _own_number(record_type: str | None) -> bool:
    """A clause that names a term of this type may say its own value ("a1c went up to 7"): it tells no dose."""
    return record_type is not None and record_type in RECORD_TYPES and spec(record_type).own_number


def dose_unit(q: Quantity) -> str | None:
    return DOSE_UNITS.get(q.unit or "") if q.unit is not None else None


def fits(q: Quantity, drug_unit: str | None) -> bool:
    """The said dose may be a dose of a drug kept in ``drug_unit``: no unit said, or the same one."""
    if q.unit is None:
        return True
    said = dose_unit(q)
    if said is None or said in ("pill", "g"):
        return False
    return drug_unit is None or said == drug_unit or (said, drug_unit) in _FITS


def _open_doses(ctx: Ctx, clause: Segment, drug_unit: str | None) -> list[Quantity]:
    """The clause's quantities that no other record took and that ``fits`` a dose of ``drug_unit``, a most to take
    a day excepted ("tylenol up to 4 a day": ``dose_cap``)."""
    return [q for q in ctx.quantities_in(clause.start, clause.end)
            if ctx.free(q) and not capped(ctx, q) and fits(q, drug_unit)]


def unsure(ctx: Ctx, clause: Segment) -> bool:
    """A question, a hedge, a condition or a plan still to come: no new level yet."""
    lang = "ko" if ctx.lang == "ko" else "en"
    sentence = ctx.sentence_of(clause.start)
    return "?" in sentence.text or is_hedged(clause.text, lang) or _unsure_words(lang).search(sentence.text) is not None


@cache
def _unsure_words(lang: str) -> re.Pattern[str]:
    """The ``dose_level_unsure`` words (84_rule_words): English whole words, Korean inside words."""
    words = words_alternation("dose_level_unsure", lang).replace("'", "['’]")
    return re.compile(words if lang == "ko" else rf"\b(?:{words})\b", re.I)


def _start(ctx: Ctx, clause: Segment) -> dict[str, object]:
    """The day the new level holds from: a start said in the clause ("오늘부터", "since monday") or its sentence,
    else the day said."""
    for seg in (clause, ctx.sentence_of(clause.start)):
        said = said_start(ctx, seg.start, seg.end)
        if said is not None:
            return said
    return {"start": ctx.said_at.date(), "time_rule": "implicit.said_at", "time_assumed": True}


def _fields(ctx: Ctx, key: str, q: Quantity, clause: Segment) -> dict[str, object]:
    """The regimen at the dose ``q`` (taken), active from its start."""
    fields: dict[str, object] = dose_fields(q, _drug_unit(ctx, key))
    fields.pop("quantity", None)
    fields["status"] = "active"
    fields.update(_start(ctx, clause))
    ctx.take(q)
    return fields


def _told(found: list[Draft], key: str, clause: Segment) -> bool:
    return any(d.coordinate == key and clause.start <= d.start < clause.end for d in found)


def _drug_unit(ctx: Ctx, key: str) -> str | None:
    term = ctx.dictionary.terms.get(key)
    return term.unit if term is not None else None


def now_level(ctx: Ctx, found: list[Draft], drug_key: DrugKey) -> list[Draft]:
    """ "now on 18 units of lantus", "first day on 75 mcg synthroid", "오늘부터 란투스 18단위"."""
    out: list[Draft] = []
    lang = "ko" if ctx.lang == "ko" else "en"
    cues = cue_pattern(ctx.dictionary, "dose_level_now", lang)
    for m in ctx.matches:
        key = drug_key(ctx, m)
        clause = ctx.clause_of(m.start)
        if key is None or _told(found + out, key, clause) or unsure(ctx, clause):
            continue
        free = _open_doses(ctx, clause, _drug_unit(ctx, key))
        for cue in cues.finditer(ctx.text, clause.start, clause.end):
            if lang == "ko" and cue.end() <= m.start:  # the drug after the cue, its dose right after it
                q = next((q for q in free if m.end <= q.start and not ctx.text[m.end:q.start].strip()), None)
            elif cue.end() <= m.start and _BEFORE_DRUG.fullmatch(ctx.text[cue.end():m.start]):
                # "no more atorvastatin, now rosuvastatin ten milligrams": the cue right before the drug, the dose
                # with its unit right after it
                q = next((q for q in free if m.end <= q.start and not ctx.text[m.end:q.start].strip()
                          and q.unit is not None), None)
            else:  # the dose with its unit right after the cue, the drug in the clause
                q = next((q for q in free if cue.end() <= q.start and _GAP.match(ctx.text[cue.end():q.start])
                          and (lang == "ko" or q.unit is not None)), None)
            if q is not None and not is_negated(clause.text, m.start - clause.start, m.end - clause.start, lang):
                out.append(Draft("med.dose_level_now", "medication_regimen", key, min(cue.start(), m.start),
                                 max(q.end, m.end), _fields(ctx, key, q, clause), time="own", confidence=CONFIDENCE))
                break
    return out


def unnamed(ctx: Ctx, found: list[Draft], drug_key: DrugKey) -> list[Draft]:
    """ "nurse said go up to 14 units", "용량 75로 올림": the new level of the drug the turn or the profile names."""
    out: list[Draft] = []
    lang = "ko" if ctx.lang == "ko" else "en"
    cues = cue_pattern(ctx.dictionary, "dose_new_level", lang)
    for _sentence, parts in ctx.sentences:
        for clause in parts:
            if any(clause.start <= t.start < clause.end and _own_number(ctx.record_type(t.term_key))
                   for t in ctx.matches) or unsure(ctx, clause):
                continue
            hit = _level(ctx, clause, cues) or _step_after_drug(ctx, clause, drug_key) or _corrected_dose(ctx, clause)
            if hit is None:
                continue
            q, start, end = hit
            key = _referent(ctx, start, q, drug_key)
            if key is not None and not any(d.type == "medication_regimen" and d.coordinate == key
                                           and clause.start <= d.start < clause.end for d in found + out):
                out.append(Draft("med.dose_level_unnamed", "medication_regimen", key, start, end,
                                 _fields(ctx, key, q, clause), time="own", confidence=CONFIDENCE))
    return out


def _level(ctx: Ctx, clause: Segment, cues: re.Pattern[str]) -> tuple[Quantity, int, int] | None:
    """The new dose and the span of its change: "go up to 14 units" (the cue, then the dose), "75로 올림" (the
    dose, then the cue that opens with its particle)."""
    free = _open_doses(ctx, clause, None)
    for cue in cues.finditer(ctx.text, clause.start, clause.end):
        if ctx.lang == "ko":
            q = next((q for q in free if q.end <= cue.start() and _KO_TO.fullmatch(ctx.text[q.end:cue.start()])),
                     None)
        else:
            q = next((q for q in free if cue.end() <= q.start and not ctx.text[cue.end():q.start].strip()
                      and not _counts_a_thing(ctx, clause, q)), None)
        if q is not None:
            return q, min(q.start, cue.start()), max(q.end, cue.end())
    return None


def level_dose(ctx: Ctx, start: int, end: int, key: str) -> Quantity | None:
    """The new dose a ``dose_new_level`` cue leads in ``start:end`` (a drug's own part: "upped my wegovy to 1.7",
    "went back down to 0.5 on wegovy"), when it may be a dose of ``key``: for the named-drug rule, whose dose
    search takes a number without a unit only from 5 up."""
    hit = _level(ctx, Segment(ctx.text[start:end], start, end), cue_pattern(
        ctx.dictionary, "dose_new_level", "ko" if ctx.lang == "ko" else "en"))
    return hit[0] if hit is not None and fits(hit[0], _drug_unit(ctx, key)) else None


def _step_after_drug(ctx: Ctx, clause: Segment, drug_key: DrugKey) -> tuple[Quantity, int, int] | None:
    """ "Wegovy up to 0.5 this week", "lantus down to 12 units": a ``dose_step_after_drug`` cue right after a drug's
    name, the new dose right after the cue (English; Korean says the change after the dose, ``dose_new_level``)."""
    if ctx.lang == "ko":
        return None
    ends = [m.end for m in ctx.matches if clause.start <= m.start and m.end <= clause.end and drug_key(ctx, m)]
    if not ends:
        return None
    free = _open_doses(ctx, clause, None)
    for cue in cue_pattern(ctx.dictionary, "dose_step_after_drug", "en").finditer(ctx.text, clause.start, clause.end):
        if not any(e <= cue.start() and not ctx.text[e:cue.start()].strip() for e in ends):
            continue
        q = next((q for q in free if cue.end() <= q.start and not ctx.text[cue.end():q.start].strip()
                  and _step_closed(ctx, clause, q)), None)
        if q is not None:
            return q, q.start, q.end
    return None


def _step_closed(ctx: Ctx, clause: Segment, q: Quantity) -> bool:
    """The step's dose carries a drug's unit, or closes its clause, maybe with a time expression or a word of now
    ("Wegovy up to 0.5 this week"): "tylenol up to 4 a day" is a most to take, not a dose."""
    if q.unit is not None:
        return True
    at = q.end + len(ctx.text[q.end:clause.end]) - len(ctx.text[q.end:clause.end].lstrip())
    return not ctx.text[q.end:clause.end].strip(" .!,;)") or NOW_TAIL.match(ctx.text, q.end, clause.end) is not None \
        or any(r.span is not None and r.span.start == at for r in ctx.resolutions)


def _corrected_dose(ctx: Ctx, clause: Segment) -> tuple[Quantity, int, int] | None:
    """ "아 그거 500 아니고 850mg이었어": a dose in a drug's unit corrected in the turn (``corrections``) is the level
    of the drug spoken of."""
    q = next((q for q in ctx.quantities_in(clause.start, clause.end)
              if q.corrected and ctx.free(q) and dose_unit(q) in ("mg", "mcg", "IU", "units")), None)
    return (q, q.start, q.end) if q is not None else None


def _counts_a_thing(ctx: Ctx, clause: Segment, q: Quantity) -> bool:
    """ "upped my water to 3 liters": a number said without a unit and followed in its clause by a word that is no
    time expression ("to 1000 this week"), no frequency ("to 1000 a day") and no lead to a drug ("to 0.5 on wegovy")
    counts that word, not a dose."""
    if q.unit is not None:
        return False
    word = _NEXT_WORD.match(ctx.text, q.end, clause.end)
    if word is None:
        return False
    lead = _DRUG_AFTER.match(ctx.text, q.end, clause.end)
    if lead is not None and any(t.start == lead.end() and (t.term_key or "").startswith("drug:") for t in ctx.matches):
        return False  # "went back down to 0.5 on wegovy": the word after the number leads the drug
    at = word.start(1)
    if any(r.span is not None and r.span.start <= at < r.span.end for r in ctx.resolutions):
        return False
    return cue_pattern(ctx.dictionary, "regimen_frequency", "en").match(ctx.text, at) is None


def _referent(ctx: Ctx, start: int, q: Quantity, drug_key: DrugKey) -> str | None:
    """The drug an unnamed change at ``start`` speaks of: the one the turn named before it; else the one active
    regimen whose unit fits the dose said. None when two or more fit, or none."""
    before = {k for m in ctx.matches if m.end <= start and (k := drug_key(ctx, m)) is not None}
    if before:
        key = next(iter(before))
        return key if len(before) == 1 and fits(q, _drug_unit(ctx, key)) else None
    active = dict.fromkeys(c for c in ctx.profile_value("active_regimens") or []
                           if isinstance(c, str) and c.startswith("drug:"))
    fitting = [c for c in active if fits(q, _drug_unit(ctx, c))]
    return fitting[0] if len(fitting) == 1 else None
