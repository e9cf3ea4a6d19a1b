"""The condition a user's symptom is the complaint of, read from the drug they take for it (pure).

"재발할까봐 무서워서 우울해요" beside "정신과에서 졸로푸트 처방받음": extraction keeps the symptom (low mood) and
the regimen, and no condition, yet the user is treated for the depression that drug is for. The curators' table
`ontology/hu2_complaint_conditions.tsv` says which chronic condition each symptom is the complaint of; the
condition is read only when a drug of the user's regimens (any status: a drug switched away from was still taken
for it) lists it among its indications. The statements that name the symptom or that drug then name the condition
too, as an unsure term (`compose.enrich`): cited, never stated as a diagnosis. Questions and statements about
someone else say nothing about the user.

A reading names the condition whose range the curators' table `ontology/hu2_findings.tsv` puts it in the same
way (`reading_conditions`): "ldl 182" before the statin brought it down names high cholesterol, "eGFR 27" chronic
kidney disease, on the statement that gave the reading. Every reading counts, not only the latest (the one a
finding is said beside): a value treated back into range was still measured in it.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

from pia_graph.hu2.facts_view import MEASURED, current, is_question
from pia_graph.hu2.findings import finding
from pia_graph.hu2.models import EvidenceFact, Hu2Inputs
from pia_graph.hu2.selection import about_someone_else
from pia_graph.hu2.treated_for import regimen_drugs
from pia_graph.ontology import Dictionary
from pia_graph.ontology.reference_lists import read_tsv
from pia_graph.paths import project_root


@cache
def complaint_table(path: Path | None = None) -> dict[str, tuple[str, ...]]:
    """Symptom key -> the conditions it is the complaint of, in the table's order."""
    out: dict[str, list[str]] = {}
    for symptom, condition in read_tsv(path or project_root() / "ontology" / "hu2_complaint_conditions.tsv"):
        out.setdefault(symptom, []).append(condition)
    return {k: tuple(v) for k, v in out.items()}


def _own(fct: EvidenceFact, proxy: bool = False) -> bool:
    said = fct.turn_text or fct.text
    return not is_question(said) and not about_someone_else(said, proxy)


def treated_complaints(inputs: Hu2Inputs, dictionary: Dictionary, table: dict[str, tuple[str, ...]] | None = None
                       ) -> dict[str, list[str]]:
    """Per fact id, the conditions it names through a symptom or a drug: a symptom the user reports (a record or a
    statement of their own) that is the complaint of a condition a drug of their regimens is indicated for."""
    table = complaint_table() if table is None else table
    proxy = inputs.proxy_account
    drugs = regimen_drugs(inputs)
    treats: dict[str, set[str]] = {}  # condition -> the user's drugs indicated for it
    for d in drugs:
        term = dictionary.terms.get(d)
        for c in term.indications if term is not None else ():
            treats.setdefault(c, set()).add(d)
    symptoms = {r.coordinate for r in inputs.records if r.type == "symptom" and not r.negated}
    symptoms |= {k for f in inputs.facts if _own(f, proxy) for k in f.term_keys if k.startswith("symptom:")}
    found: dict[str, set[str]] = {}  # condition -> the symptoms and drugs that say it
    for s in symptoms:
        for c in table.get(s, ()):
            if c in treats and c in dictionary.terms:
                found.setdefault(c, set()).update({s, *treats[c]})
    out: dict[str, list[str]] = {}
    for f in inputs.facts:
        if not _own(f, proxy):
            continue
        named = [c for c, keys in found.items() if keys.intersection(f.term_keys)]
        if named:
            out[f.fact_id] = named
    return out


def reading_conditions(inputs: Hu2Inputs) -> dict[str, list[str]]:
    """Per fact id, the conditions the readings it gave fall in the range of (`findings.finding`, any reading;
    none the user's current conditions already say)."""
    proxy = inputs.proxy_account
    known = {c.coordinate for c in current(inputs, "condition")}
    named: dict[str, list[str]] = {}  # turn -> conditions
    coords: dict[str, set[str]] = {}  # turn -> the coordinates of its readings
    for r in inputs.records:
        if r.type not in MEASURED or r.negated or not r.turn_text:
            continue
        rule = finding(r.coordinate, r.value, known)
        if rule is not None:
            named.setdefault(r.turn_text, []).append(rule.names)
            coords.setdefault(r.turn_text, set()).add(r.coordinate)
    out: dict[str, list[str]] = {}
    for f in inputs.facts:
        turn = f.turn_text or f.text
        if turn in named and _own(f, proxy) and (coords[turn].intersection(f.term_keys) or not f.term_keys):
            out[f.fact_id] = list(dict.fromkeys(named[turn]))
    return out
