"""Medicines the user named that their allergies or constraints rule out, said in `medical_constraints` (pure).

A user who asks "coworker gave me some ibuprofen 800s, can i take them" with kidney disease on record, or whose
neighbour offers amoxicillin to someone allergic to penicillin, named a drug the recommendation may never name
(the guards keep it out). What the understanding should say is that this drug is one the constraints rule out:
"Of the medicines they mentioned, these are ruled out by the allergy or conditions above: ibuprofen (NSAID)." Any
statement or record of theirs that names the drug counts (a question too: asking is how such a drug comes up),
not a family-history turn. The allergen itself (and a drug whose reaction is on record) is said by its own
sentence and left out here, and so is a drug the user is prescribed when only a constraint's class reaches it
(low-dose aspirin after a stroke is the reason for "no NSAID on top", not a drug to stop); an allergy's class
reaches a prescribed drug too (amoxicillin prescribed to someone allergic to penicillin). The sentence names no
dose and no number; it cites what named each drug.
"""

from __future__ import annotations

from dataclasses import dataclass

from pia_graph.hu2.guards import Forbidden, class_components
from pia_graph.hu2.models import Hu2Inputs, Sentence
from pia_graph.hu2.wording import Words
from pia_graph.ontology import Dictionary
from pia_graph.ontology.drug_classes import parts as class_parts

MAX_DRUGS = 4
_LEAD = ("Of the medicines they mentioned, the allergy or conditions above rule out: {x}.",
         "언급한 약 중 위 알레르기·질환 때문에 피해야 할 약: {x}.")


@dataclass(frozen=True)
class Conflict:
    key: str
    shown_class: str  # the part of the drug's class that rules it out, as the dictionary writes it ("NSAID")
    like: str | None  # the allergen whose class it shares, when an allergy rules it out
    cites: tuple[str, ...]


def named_drugs(inputs: Hu2Inputs) -> dict[str, list[str]]:
    """Each drug the user's statements or medicine records name, with the ids that name it, first said first."""
    family_turns = {r.turn_text for r in inputs.records if r.type == "family_history"}
    out: dict[str, list[str]] = {}
    for r in sorted(inputs.records, key=lambda x: x.day.isoformat() if x.day else ""):
        if r.coordinate.startswith("drug:") and not r.negated and r.type != "allergy":
            out.setdefault(r.coordinate, []).append(r.record_id)
    for fct in sorted(inputs.facts, key=lambda x: x.day.isoformat() if x.day else ""):
        if fct.turn_text and fct.turn_text in family_turns:
            continue
        for k in fct.term_keys if fct.sure_keys is None else fct.sure_keys:
            if k.startswith("drug:"):
                out.setdefault(k, []).append(fct.fact_id)
    return out


def _shown(drug_class: str, comp: str) -> str:
    return next((p for p in class_parts(drug_class) if comp in class_components(p)), comp)


def conflicts(inputs: Hu2Inputs, dictionary: Dictionary, forbidden: Forbidden) -> list[Conflict]:
    """The drugs named that an allergy's class, an allergen they report as, or a constraint's class rules out."""
    out: list[Conflict] = []
    prescribed = {r.coordinate for r in inputs.records
                  if r.type == "medication_regimen" and r.status == "active" and not r.negated}
    for key, ids in named_drugs(inputs).items():
        if key in forbidden.terms:
            continue  # the allergen itself, or a drug with a reaction on record: said by its own sentence
        term = dictionary.terms.get(key)
        if term is None:
            continue
        reports_as = str(term.extra.get("reports_as") or "")
        if reports_as and reports_as in forbidden.terms:
            out.append(Conflict(key, "", reports_as, tuple(ids)))
            continue
        for comp in sorted(class_components(term.drug_class)):
            if comp in forbidden.allergy_classes:
                out.append(Conflict(key, _shown(term.drug_class or "", comp), forbidden.allergy_classes[comp],
                                    tuple(ids)))
                break
            if comp in forbidden.constraint_classes and key not in prescribed:
                out.append(Conflict(key, _shown(term.drug_class or "", comp), None, tuple(ids)))
                break
    return out[:MAX_DRUGS]


def _and_ko(word: str) -> str:
    """과 after a final consonant, 와 after a vowel ("페니실린과", "아스피린과", "새우와")."""
    last = word[-1:] if word else ""
    return "과" if not ("\uac00" <= last <= "\ud7a3") or (ord(last) - 0xAC00) % 28 else "와"


def sentence(found: list[Conflict], w: Words) -> Sentence | None:
    if not found:
        return None
    items = []
    for c in found:
        like = w.plain_name(c.like) if c.like else ""
        name = w.name(c.key)
        shown = "" if c.shown_class.lower() in name.lower() else c.shown_class
        if w.ko:
            why = ", ".join(x for x in (shown, f"{like}{_and_ko(like)} 같은 계열" if like else "") if x)
            items.append(f"{name}({why})" if why else name)
        else:
            why = ", ".join(x for x in (shown, f"like {like}" if like else "") if x)
            items.append(f"{name} ({why})" if why else name)
    text = _LEAD[1 if w.ko else 0].format(x=", ".join(items) if w.ko else w.join(items))
    return Sentence(text=text, cites=list(dict.fromkeys(i for c in found for i in c.cites)),
                    rule="constraints.mentioned_drugs", names=[c.key for c in found])
