"""A Korean medicine noun headed by a disease's name says the user has the disease: "고혈압약 처방 받았어요",
"우울증약 설트랄린 올렸어요", "고지혈증약 먹어요", "고혈압 약 먹은지 10년".

Korean makes the name of a drug's class by compounding its head noun with 약 (medicine). When the head is a
measure or an organ (혈압약, 혈당약, 갑상선약, 위장약) the compound names the medicine alone, and the unnamed-pill
rule reads it as such (``unnamed_meds``: the class word is no condition nor reading). When the head is the name of a
long-standing disease in the dictionary (고혈압, 고지혈증, 우울증, 통풍), the user names their disease as they name
their medicine: the disease is on record (the develop suites' gold keeps hypertension from "고혈압약 … 로사르탄" and
none from "혈압약 … 로살탄"). Which head is a disease is read from the dictionary (the term the alias index matched
inside the class word, and its record type), not listed here.

A disease that is also a symptom's name (편두통, 불면증) is left out: its medicine is as often taken for today's
episode ("편두통 약 먹어도 안들음 8점"). A clause that asks, or a medicine said of someone else, puts nothing on record
(the pipeline drops another person's records; a question here is checked by its ending). Pure.
"""

from __future__ import annotations

import re

from pia_graph.ingest import cues
from pia_graph.ingest.extract.condition_forms import symptom_sibling
from pia_graph.ingest.extract.context import Ctx, Draft

RULE = "med.disease_head_condition"
CONFIDENCE = 0.8


def _asks(clause: str) -> bool:
    return "?" in clause or re.search(cues.QUESTION_END_KO, clause.strip()) is not None


def condition_of_head(ctx: Ctx, start: int, end: int) -> tuple[int, int, str] | None:
    """The disease a Korean class word ``[start, end)`` is headed by (고혈압약 -> hypertension), with its span."""
    if ctx.lang != "ko":
        return None
    for m in ctx.matches:
        if not (start <= m.start and m.end <= end) or m.term_key is None:
            continue
        if ctx.record_type(m.term_key) != "condition" or symptom_sibling(ctx, m.term_key) is not None:
            continue
        if ctx.text[m.end:end].strip().startswith("약") or ctx.text[m.end:end].strip().startswith("치료제"):
            return m.start, m.end, m.term_key
    return None


def conditions(ctx: Ctx, heads: list[tuple[int, int]]) -> list[Draft]:
    """One condition record per disease a class word is headed by, in a clause that tells (not asks)."""
    out: list[Draft] = []
    seen: set[str] = set()
    for start, end in heads:
        found = condition_of_head(ctx, start, end)
        if found is None or found[2] in seen or _asks(ctx.clause_of(start).text):
            continue
        seen.add(found[2])
        out.append(Draft(RULE, "condition", found[2], found[0], found[1], {"status": "active"}, time="none",
                         confidence=CONFIDENCE))
    return out
