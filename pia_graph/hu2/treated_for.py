"""The condition a statement says one of the user's drugs is for (pure): "혈압약 로살탄 50 아침에 먹어", "blood pressure
meds: lisinopril 20", "암로디핀 10 먹는데 혈압 146/92", "bp 138/86 this morning on the amlodipine".

Extraction keeps no condition from a class head before a drug (the storage suites' gold keeps only the regimen from
"혈압약 노바스크 5mg": `ingest/extract/class_heads.py`), yet the statement says what the user is treated for. HU2
reads it back from the statement: a class word that heads a medicine noun ("혈압약", "bp meds"), or a measure said
beside the drug whose word would head one ("혈압" → "혈압약", "bp" → "bp meds"), agreed with the indications of a
drug the same statement names and the user has a regimen of, on exactly one chronic condition
(`class_heads.agreed_condition`, the rule "amlodipine 5 for bp" uses). Questions and statements about someone else
say nothing about the user.
"""

from __future__ import annotations

from pia_graph.hu2.facts_view import is_question
from pia_graph.hu2.models import EvidenceFact, Hu2Inputs
from pia_graph.hu2.selection import about_someone_else
from pia_graph.ingest.extract.class_heads import agreed_condition, class_of_word
from pia_graph.ingest.extract.unnamed_meds import DrugClass, medicine_heads
from pia_graph.ontology import AliasIndex, Dictionary


def regimen_drugs(inputs: Hu2Inputs) -> frozenset[str]:
    """The drugs the user has a regimen of (any status: a drug switched away from was still taken for it)."""
    return frozenset(r.coordinate for r in inputs.records if r.type == "medication_regimen" and not r.negated)


def treated_for(fct: EvidenceFact, index: AliasIndex, dictionary: Dictionary, drugs: frozenset[str],
                proxy: bool = False) -> list[str]:
    """The conditions the statement says a drug of the user's is taken for (none when it asks or is about someone
    else; `proxy`: on a proxy account "her" is the user)."""
    said = fct.turn_text or fct.text
    if not drugs or is_question(said) or about_someone_else(said, proxy):
        return []
    found = index.match(said)
    named = [m.term_key for m in found if m.term_key in drugs]
    if not named:
        return []
    classes: list[DrugClass] = [cls for _, cls in medicine_heads(said, generic=False) if cls is not None]
    classes += [cls for m in found if m.term_key not in drugs
                and (cls := class_of_word(m.surface.lower(), _lang(m.surface))) is not None]
    out = [c for cls in classes for k in named if k and (c := agreed_condition(dictionary, cls, k)) is not None]
    return list(dict.fromkeys(out))


def _lang(word: str) -> str:
    return "ko" if any("\uac00" <= ch <= "\ud7a3" for ch in word) else "en"
