"""Medicines someone else gave or advised the user, said in `medical_constraints` and `recommendation` (pure).

"옆집 할머니가 졸피뎀 몇알 줬는데 오늘밤 두알 먹어볼까", "buddy says tramadol is the best for migraines, he'll give me
a few of his": the write path keeps such a clause as a fact whose `source` is the giver and makes no regimen or
intake (``ingest/given_drug.py``). The understanding says what the drug is: not prescribed to the user, from whom
("Medicines from someone else, not prescribed to them: tramadol (from buddy).") and the recommendation asks them to
check with a doctor or pharmacist before taking it, naming none (what rules a drug out may be on no record: an
interaction, a condition the constraints table lacks). A drug the user only plans or weighs taking
(``ingest/considered_drug.py``: "집에 탁센 있어서 그거 먹으려고요", a fact marked ``considered``, no giver) is said
the same way, as one they are weighing ("Medicines they are weighing, not prescribed to them: naproxen."). A drug
the allergies or constraints rule out is said by
`conflicts` already and is left out of the list here. Sentences name no dose and no number; each cites the facts
that named the drugs.
"""

from __future__ import annotations

from dataclasses import dataclass

from pia_graph.hu2.models import Hu2Inputs, Sentence
from pia_graph.hu2.wording import Words

MAX_DRUGS = 3
_LEAD = ("Medicines from someone else, not prescribed to them: {x}.",
         "다른 사람이 주거나 권한 약(본인 처방 아님): {x}.")
_OWN_LEAD = ("Medicines they are weighing, not prescribed to them: {x}.", "복용을 고민 중인 약(본인 처방 아님): {x}.")
_FROM = ("{name} (from {who})", "{name}({who})")
_CHECK = ("Do not take a medicine someone else gave or suggested before checking with a doctor or pharmacist: it "
          "was not prescribed for them.",
          "다른 사람이 주거나 권한 약은 본인에게 처방된 약이 아니니, 먹기 전에 의사나 약사와 먼저 상의하세요.")
_OWN_CHECK = ("Before taking a medicine they are weighing, check with a doctor or pharmacist that it suits their "
              "conditions and other medicines.",
              "복용을 고민 중인 약은 먹기 전에 지금 상태와 다른 약에 맞는지 의사나 약사와 먼저 상의하세요.")


@dataclass(frozen=True)
class Given:
    key: str
    source: str | None
    cites: tuple[str, ...]


def given_drugs(inputs: Hu2Inputs) -> list[Given]:
    """Each drug a fact with a giver names, or a fact of a drug the user weighs (``considered``; its ``source`` is
    None), first said first, with its giver and the facts that name it; not a drug the user is prescribed (an
    active regimen): that one is theirs."""
    prescribed = {r.coordinate for r in inputs.records
                  if r.type == "medication_regimen" and r.status == "active" and not r.negated}
    found: dict[str, tuple[str | None, list[str]]] = {}
    for fct in sorted(inputs.facts, key=lambda x: x.day.isoformat() if x.day else ""):
        if fct.source is None and not fct.considered:  # "" is a giver the words do not name ("my mate")
            continue
        for k in fct.term_keys if fct.sure_keys is None else fct.sure_keys:
            if k.startswith("drug:") and k not in prescribed:
                found.setdefault(k, (fct.source, []))[1].append(fct.fact_id)
    return [Given(k, src, tuple(ids)) for k, (src, ids) in found.items()][:MAX_DRUGS]


def constraint_sentence(found: list[Given], said: set[str], w: Words) -> Sentence | None:
    """The drugs from someone else that no other sentence of the field names (``said``: the keys `conflicts`
    names)."""
    left = [g for g in found if g.key not in said]
    if not left:
        return None
    n = 1 if w.ko else 0
    parts = []
    for lead, group in ((_LEAD[n], [g for g in left if g.source is not None]),
                        (_OWN_LEAD[n], [g for g in left if g.source is None])):
        items = [_FROM[n].format(name=w.name(g.key), who=g.source) if g.source else w.name(g.key) for g in group]
        if items:
            parts.append(lead.format(x=", ".join(items) if w.ko else w.join(items)))
    return Sentence(text=" ".join(parts), cites=list(dict.fromkeys(i for g in left for i in g.cites)),
                    rule="constraints.given_drugs", names=[g.key for g in left])


def recommendation_sentence(found: list[Given], w: Words) -> Sentence | None:
    """Check with a doctor or pharmacist before taking a drug from someone else. It names no drug: what rules one
    out may be on no record (an interaction, a condition the table does not hold), and `medical_constraints` names
    them."""
    if not found:
        return None
    check = _CHECK if any(g.source is not None for g in found) else _OWN_CHECK
    return Sentence(text=check[1 if w.ko else 0], cites=list(dict.fromkeys(i for g in found for i in g.cites)),
                    rule="rec.given_drugs")
