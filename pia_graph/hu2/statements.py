"""Every statement of the user said by some field (pure): what no sentence drew on, quoted in their own words.

The fields' rules say records and the statements their cues pick; `on_record` says the records they left out.
A statement that none of them drew on ("truck driver, eat at diners", "vegetarian since college", "allergic to
sulfa drugs": words no term of the dictionary names, or a context no rule reads) was never said, so the user's
own words about their life, diet or care were lost. Such statements are quoted last, in the field their words
belong to, oldest first and only while the field's length allows: an allergy statement in `medical_constraints`,
one that names a symptom, test or procedure in `physical_state`, an activity, substance, sleep, meal or mood in
`behavioral_state`, anything else (who they are, how they live) in `who`. Questions, statements about someone
else and family history are left out. A quote adds no number: the fact it cites holds its words.
"""

from __future__ import annotations

import re

from pia_graph.hu2.constraints import negated_allergy
from pia_graph.hu2.facts_view import is_question
from pia_graph.hu2.models import EvidenceFact, Hu2Inputs, Sentence
from pia_graph.hu2.selection import about_someone_else
from pia_graph.hu2.wording import Words, quote
from pia_graph.ingest.extract.profile import _ALLERGY_CUE
from pia_graph.ontology.normalize import normalize_alias

# (field, term key prefixes that route a statement there), in order; the first that matches wins
ROUTES: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("physical_state", ("symptom:", "test:", "procedure:", "vital:", "body:")),
    ("behavioral_state", ("activity:", "substance:", "sleep:", "meal:", "food:", "mood:", "visit:")),
)
_LEAD = ("In their words: {x}.", "직접 한 말: {x}.")
QUOTE_CHARS = 80


def route(fct: EvidenceFact) -> str:
    said = fct.turn_text or fct.text
    if _ALLERGY_CUE.search(said) and not negated_allergy(said):
        return "medical_constraints"
    keys = fct.term_keys if fct.sure_keys is None else fct.sure_keys
    for field, prefixes in ROUTES:
        if any(k.startswith(prefixes) for k in keys):
            return field
    return "who"


def taken_spans(inputs: Hu2Inputs, cited: set[str]) -> list[tuple[str | None, str]]:
    """(turn, span) of every cited record: the words of a statement a sentence drew on through its record."""
    return [(r.turn_text, normalize_alias(r.span)) for r in inputs.records if r.record_id in cited and r.span]


def drawn_on_by_record(fct: EvidenceFact, text: str, taken: list[tuple[str | None, str]]) -> bool:
    """A cited record was taken from this statement's words (same turn, its span in them): the sentence that
    cites the record draws on the statement, though it cites it only once `with_statements` adds it."""
    return any(turn == fct.turn_text and span and span in text for turn, span in taken)


def asks(fct: EvidenceFact) -> bool:
    """The statement asks rather than tells: its own clause, not its turn ("꽃가루때문에 콧물 재채기.. 지르텍 먹어도
    되나요" tells of the pollen before it asks about the pill; the clause "지르텍 먹어도 되나요" asks)."""
    return is_question(fct.text or fct.turn_text or "")


def unsaid(inputs: Hu2Inputs, cited: set[str], allergy_cited: frozenset[str] = frozenset()
           ) -> dict[str, list[EvidenceFact]]:
    """Per field, the statements no sentence cites, nor a cited record taken from their words; oldest first.
    An allergy statement counts as said only when an allergy cites it: "allergic to sulfa drugs, I get a bad
    rash" cited for its rash still names an allergen no term holds, and only their words say it."""
    family_turns = {r.turn_text for r in inputs.records if r.type == "family_history"}
    taken = taken_spans(inputs, cited)
    out: dict[str, list[EvidenceFact]] = {}
    seen: set[str] = set()
    for fct in sorted(inputs.facts, key=lambda x: x.day.isoformat() if x.day else ""):
        said = fct.turn_text or fct.text
        text = normalize_alias(fct.text)
        drawn_on = fct.fact_id in cited or drawn_on_by_record(fct, text, taken)
        if route(fct) == "medical_constraints":
            drawn_on = fct.fact_id in allergy_cited  # said only by what names it as an allergy
        if (drawn_on or not text or text in seen or said in family_turns or asks(fct)
                or about_someone_else(said, inputs.proxy_account)):
            continue
        seen.add(text)
        out.setdefault(route(fct), []).append(fct)
    return out


def quoted_sentence(field: str, facts: list[EvidenceFact], w: Words, room: int, said: str = ""
                    ) -> Sentence | None:
    """As many quotes as fit `room` characters (none: no sentence). A statement too long to quote whole keeps the
    part that holds its first word no field says yet (``said``: what the fields say so far)."""
    items: list[str] = []
    kept: list[str] = []
    low = said.lower()
    for fct in facts:
        item = quote(fct.text, QUOTE_CHARS, [x for x in _WORD.findall(fct.text) if x.lower() not in low] if low else [])
        if len(_LEAD[1 if w.ko else 0].format(x="; ".join([*items, item]))) > room:
            continue
        items.append(item)
        kept.append(fct.fact_id)
    if not items:
        return None
    return Sentence(text=_LEAD[1 if w.ko else 0].format(x="; ".join(items)), cites=kept, rule=f"{field}.unsaid")


# the words of a statement that say something: Latin words of four letters or more, Hangul words of two or more
_WORD = re.compile(r"[a-z]{4,}|[\uac00-\ud7a3]{2,}", re.IGNORECASE)


def words_unsaid(inputs: Hu2Inputs, cited: set[str], said: str, allergy_cited: frozenset[str] = frozenset()
                 ) -> dict[str, list[EvidenceFact]]:
    """Per field, the statements some sentence cites for a term, whose own words hold more than every field says
    ("firefighter, 24 on 48 off, sleep is a mess" cited for its sleep; "no falls since june"): quoted after the
    statements never cited, oldest first, while room allows; the whole turn is quoted. Allergy statements (and
    those an allergy cites: a reaction is no current symptom), questions, family history and statements about
    someone else are left out, as in `unsaid`."""
    family_turns = {r.turn_text for r in inputs.records if r.type == "family_history"}
    taken = taken_spans(inputs, cited)
    low = said.lower()
    out: dict[str, list[EvidenceFact]] = {}
    seen: set[str] = set()
    for fct in sorted(inputs.facts, key=lambda x: (x.day.isoformat() if x.day else "", x.turn_text or x.text)):
        whole = fct.turn_text or fct.text
        text = normalize_alias(fct.text)
        if ((fct.fact_id not in cited and not drawn_on_by_record(fct, text, taken)) or fct.fact_id in allergy_cited
                or not text or whole in family_turns or asks(fct) or about_someone_else(whole, inputs.proxy_account)
                or route(fct) == "medical_constraints"):
            continue
        # the whole turn: a clause kept alone ("sleep is a mess") leaves out the words beside it ("firefighter");
        # of a turn that asks, only the clause that tells ("꽃가루때문에 콧물 재채기.." of "... 먹어도 되나요")
        quoted = fct.text if is_question(whole) else whole
        if quoted in seen or not any(w.lower() not in low for w in _WORD.findall(quoted)):
            continue
        seen.add(quoted)
        out.setdefault(route(fct), []).append(fct.model_copy(update={"text": quoted}))
    return out
