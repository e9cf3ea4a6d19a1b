"""What each field draws on besides its own sentences (pure): terms the user's statements name that no record
holds, and care visits.

`STATEMENT_TERMS` is the table: per field, the kinds of term (key prefixes) that field says back when only a
statement names them ("yoga helping, aches 3/10" with no exercise logged; "요즘 계속 어지럽고" with no symptom
stored). Family-history turns and questions are left out; a term a record of the user already holds is said by
that record's sentence instead.
"""

from __future__ import annotations

import re

from pia_graph.hu2.facts_view import day_key, facts_mentioning, latest, series
from pia_graph.hu2.models import Hu2Inputs, Sentence
from pia_graph.hu2.wording import Words
from pia_graph.ingest import cues
from pia_graph.ingest.experiencer import THIRD_PRONOUN

STATEMENT_TERMS: dict[str, tuple[str, ...]] = {
    "who": ("drug:", "condition:", "vaccine:"),
    "physical_state": ("symptom:", "test:", "procedure:"),
    "behavioral_state": ("activity:", "substance:", "sleep:", "visit:"),
}
_LEAD = {
    "who": ("Also mentioned in conversation: {x}.", "대화에서 언급한 약·질환: {x}."),
    "physical_state": ("Also mentioned: {x}.", "그 밖에 말한 증상·검사: {x}."),
    "behavioral_state": ("Also mentioned: {x}.", "그 밖에 말한 활동·기호품·진료: {x}."),
}
# kinds said from a statement only when the statement is about the user's own care, not a relative's or a friend's
_OWN_ONLY = ("visit:", "procedure:", "test:")
MAX_TERMS = 8


def mentioned_only(inputs: Hu2Inputs, prefixes: tuple[str, ...], known: set[str], skip: frozenset[str] = frozenset()
                   ) -> list[tuple[str, list[str]]]:
    """Terms of these kinds the user's statements name that no record holds (not family, not questions), each with
    the statements that name it."""
    family_turns = {r.turn_text for r in inputs.records if r.type == "family_history"}
    held = known | {r.coordinate for r in inputs.records if not r.negated}  # said by the records' own sentences
    found: dict[str, list[str]] = {}
    for fct in facts_mentioning(inputs, prefixes, uncaptured_only=False):
        if fct.turn_text in family_turns or fct.fact_id in skip:
            continue
        someone_else = about_someone_else(fct.turn_text or fct.text, inputs.proxy_account)
        for k in fct.term_keys if fct.sure_keys is None else fct.sure_keys:
            if k.startswith(prefixes) and k not in held and not (someone_else and k.startswith(_OWN_ONLY)):
                found.setdefault(k, []).append(fct.fact_id)
    return list(found.items())[:MAX_TERMS]


def mentioned_sentence(field: str, inputs: Hu2Inputs, w: Words, known: set[str], skip: frozenset[str] = frozenset()
                       ) -> Sentence | None:
    """`skip`: statements another field says for what they are (an allergy's reaction is not a symptom now)."""
    found = mentioned_only(inputs, STATEMENT_TERMS[field], known, skip)
    if not found:
        return None
    names = w.join([w.name(k) for k, _ in found])
    text = _LEAD[field][1 if w.ko else 0].format(x=names)
    return Sentence(text=text, cites=list(dict.fromkeys(i for _, ids in found for i in ids)),
                    rule=f"{field}.mentioned")


# a turn about someone else's care ("son had an asthma attack, ER visit"): its visit is not said as the user's
_SOMEONE_ELSE = re.compile(
    rf"\b(?:{cues.FIRST_DEGREE_EN}|{cues.OTHER_PERSON_EN})\b"
    r"|(?:아들|딸|엄마|어머니|아빠|아버지|남편|아내|와이프|아이|애기|동생|친구)(?:이|가|은|는|도|의|랑)?(?=\s|$)", re.I)


# on a proxy account the one cared for is the user: "she", "her", "mum", "엄마" name them, not someone else
_PROXY_SELF = re.compile(rf"\b(?:{cues.FIRST_DEGREE_EN})\b|{THIRD_PRONOUN.pattern}|(?:{cues.FIRST_DEGREE_KO})", re.I)


def about_someone_else(text: str, proxy: bool = False) -> bool:
    """The statement is about a relative's or a friend's care, not the user's. On a proxy account (`proxy`) a
    third-person pronoun or a close relative's word is the one cared for, the user ("she had a fall", "neuro wants
    her walking daily"); a friend or a neighbour is still someone else ("her friend gave her diclofenac")."""
    return bool(_SOMEONE_ELSE.search(_PROXY_SELF.sub(" ", text) if proxy else text))


def visits(inputs: Hu2Inputs, w: Words) -> Sentence | None:
    """Care visits on record, newest first, with when (or that it is planned)."""
    recs = sorted((latest(v) for v in series(inputs, ("medical_visit",)).values()
                   if not about_someone_else(latest(v).turn_text, inputs.proxy_account)),
                  key=day_key, reverse=True)[:4]
    if not recs:
        return None
    items = []
    for r in recs:
        when = ("예정" if w.ko else "planned") if r.status == "scheduled" else w.when(r.day, inputs.as_of)
        items.append(w.name(r.coordinate) + ((f"({when})" if w.ko else f" ({when})") if when else ""))
    text = f"진료 기록: {', '.join(items)}." if w.ko else f"Care visits: {w.join(items)}."
    return Sentence(text=text, cites=[r.record_id for r in recs], rule="behavior.visits")
