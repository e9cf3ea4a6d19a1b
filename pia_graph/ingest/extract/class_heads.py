"""A drug named under a medication head: "blood pressure meds: lisinopril 20 and hydrochlorothiazide 25", "my meds
are metformin and atorvastatin", "혈압약 로살탄 50 아침에 먹어".

The head (found by ``unnamed_meds.medicine_heads``, the lookup the unnamed-pill rule uses too) says the drugs are
the user's own medicines (an active regimen, though no verb of taking is said). A class head before the drug puts
no condition on record (the tuning suites' gold keeps none from "혈압약 노바스크"; docs/extraction.md, round 21);
a class word after "for" does ("amlodipine 5 for bp" -> hypertension, ``said_for``): when the class's conditions
(read through the dictionary's indications) and the drug's indications share exactly one condition, that
condition is on record. Pure; the list between the head and the drug may hold only other drug names, doses,
commas and "and".
"""

from __future__ import annotations

import re

from pia_graph.ingest.extract.context import Ctx, Draft
from pia_graph.ingest.extract.unnamed_meds import DrugClass, medicine_heads
from pia_graph.ingest.text_spans import line_start
from pia_graph.ontology import Dictionary, TermMatch

# what may stand between the head and a listed drug (other drugs' names are blanked first)
_LIST_GAP = re.compile(
    r"(?:\s|[:=,;&+/()\-–]|\band\b|\bplus\b|\bare\b|\bis\b|\binclude[sd]?\b|\bnow\b|\bcurrently\b|\bthe\b|\bmy\b"
    r"|\d+(?:\.\d+)?\s*(?:mg|mcg|iu|g|밀리)?(?![a-z])|은|는|이랑|랑|하고|과|와|그리고)*",
    re.IGNORECASE,
)
# the class words whose conditions are long-standing (a "pain pill" says nothing lasting about the user)
_CHRONIC = frozenset({"blood pressure", "cholesterol", "diabetes", "thyroid", "stomach", "gout", "asthma",
                      "depression", "anxiety", "migraine", "osteoporosis", "prostate", "heart", "allergy"})


def head_of(ctx: Ctx, m: TermMatch) -> tuple[re.Match[str], DrugClass | None] | None:
    """The medication head a named drug is listed under, in its sentence, with its class when one is named."""
    sentence = ctx.sentence_of(m.start)
    before = ctx.text[sentence.start:m.start]
    for hit, cls in medicine_heads(before):
        if _listed(ctx, sentence.start + hit.end(), m.start):
            return hit, cls
    return None


def under_line_head(ctx: Ctx, m: TermMatch) -> bool:
    """A drug on a line of a list whose heading line ends with a colon and names the user's medicines ("current
    meds:", "Meds for my new doctor:", "복용약:"), one drug a line below it: the drug is an active regimen. Every line
    between the heading and the drug's line holds something (a blank line ends the list)."""
    pos = line_start(ctx.text, m.start) - 1
    for _ in range(_MAX_LIST_LINES):
        if pos < 0:
            return False
        prev_start = line_start(ctx.text, pos)
        line = ctx.text[prev_start:pos]
        if not line.strip():
            return False
        if line.rstrip().endswith(":"):
            return next(medicine_heads(line), None) is not None
        pos = prev_start - 1
    return False


_MAX_LIST_LINES = 20


def _listed(ctx: Ctx, start: int, end: int) -> bool:
    """Whether only a list of drugs and doses stands between ``start`` and ``end``."""
    gap = list(ctx.text[start:end])
    for t in ctx.matches:
        if start <= t.start and t.end <= end and t.term_key and ctx.record_type(t.term_key) == "medication_regimen":
            gap[t.start - start:t.end - start] = " " * (t.end - t.start)
    # "forgot both my meds yesterday, the lisinopril and the metformin": the time said of the head stands between
    for r in ctx.resolutions:
        if r.span is not None and start <= r.span.start and r.span.end <= end:
            gap[r.span.start - start:r.span.end - start] = " " * (r.span.end - r.span.start)
    return _LIST_GAP.fullmatch("".join(gap)) is not None


def condition_of(ctx: Ctx, cls: DrugClass | None, drug_key: str) -> str | None:
    """The one condition a class head and the drug's indications agree on ("blood pressure" + lisinopril)."""
    return agreed_condition(ctx.dictionary, cls, drug_key)


def agreed_condition(dictionary: Dictionary, cls: DrugClass | None, drug_key: str) -> str | None:
    """`condition_of` given the dictionary alone (HU2 reads statements with no extraction context)."""
    if cls is None or cls.name not in _CHRONIC:
        return None
    term = dictionary.terms.get(drug_key)
    shared = sorted(cls.indications & set(term.indications if term else ()))
    return shared[0] if len(shared) == 1 and shared[0] in dictionary.terms else None


def class_of_word(words: str, lang: str) -> DrugClass | None:
    """The class a word names when it heads a medicine noun ("bp" -> "bp meds", "혈압" -> "혈압약"), as `said_for`
    reads a class word after "for"; None when the word with the noun is no class head."""
    probe = f"{words}약" if lang == "ko" else f"{words} meds"
    for head, cls in medicine_heads(probe, generic=False):
        if head.start() == 0 and head.end() == len(probe):
            return cls
    return None


# after a drug (its dose, how often): "for" and a class word, "amlodipine 5 for bp", "lisinopril 10 mg for the blood
# pressure", "metformin twice a day for my sugar"
_FOR = re.compile(
    r"(?:\s*\d+(?:[.,]\d+)?\s*(?:mg|mcg|iu|units?)?)?(?:\s+(?:a|per|each|every|once|twice|daily|day|night|morning|at|in))*"
    r"\s+for\s+(?:(?:my|the|his|her|their)\s+)?(?P<what>[a-z]+(?:\s+[a-z]+)?)\b",
    re.IGNORECASE,
)


def said_for(ctx: Ctx, m: TermMatch, drug_key: str, end: int) -> tuple[int, int, str] | None:
    """The condition a drug is said to be taken for by a class word after it ("amlodipine 5 for bp" ->
    hypertension): the class the words name as a medication head would, agreed with the drug's indications."""
    hit = _FOR.match(ctx.text, m.end, end)
    if hit is None:
        return None
    what = hit.group("what")
    for words in dict.fromkeys((what, what.split()[0])):
        probe = f"{words} meds"
        for head, cls in medicine_heads(probe, generic=False):
            if head.start() == 0 and head.end() == len(probe):
                said = condition_of(ctx, cls, drug_key)
                return (hit.start("what"), hit.start("what") + len(words), said) if said is not None else None
    return None


def conditions(ctx: Ctx, heads: list[tuple[int, int, str]]) -> list[Draft]:
    """One condition record per class head that named one, at the head's words."""
    out: list[Draft] = []
    seen: set[str] = set()
    for start, end, key in heads:
        if key in seen:
            continue
        seen.add(key)
        out.append(Draft("med.class_head_condition", "condition", key, start, end, {"status": "active"},
                         time="none", confidence=0.8))
    return out
