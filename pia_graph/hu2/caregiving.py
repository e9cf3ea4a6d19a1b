"""The user is a caregiver, in their own words (pure): "Caregiver for a family member: “caring for my mom with
dementia + two kids…”", "가족 돌봄: “엄마 돌보느라 잠을 못 자요”".

Caring for a relative at home shapes sleep, stress and time, yet it is stored as no record of the user's: the
relative's condition is family history ("caring for my mom with dementia" keeps dementia, the mother's), and the
care itself is nobody's term. The cue list `caregiving` (``ontology/80_cues.cypher``) names such a statement; the
first one the user told (how the care began) is quoted in the `who` field. A question says nothing, and an account
typed by a caregiver for the one cared for (cue list ``proxy_account``) is that person's: its user is the one
cared for, never the caregiver.
"""

from __future__ import annotations

import re

from pia_graph.hu2.facts_view import day_key, is_question
from pia_graph.hu2.models import Hu2Inputs, Sentence
from pia_graph.hu2.wording import Words, quote
from pia_graph.ingest.cue_words import cue_pattern
from pia_graph.ontology import Dictionary


def _cues(dictionary: Dictionary, group: str, lang: str) -> re.Pattern[str] | None:
    return cue_pattern(dictionary, group, lang) if (group, lang) in dictionary.cues else None


def proxy_account(texts: list[str], dictionary: Dictionary) -> bool:
    """Some statement says the account is typed for the one cared for (cue list ``proxy_account``)."""
    proxy = [p for lg in ("en", "ko") if (p := _cues(dictionary, "proxy_account", lg)) is not None]
    return any(p.search(t) for p in proxy for t in texts if t)


def sentence(inputs: Hu2Inputs, w: Words) -> Sentence | None:
    """The first statement that says the user cares for a relative, quoted; None on a proxy account."""
    langs = ("ko", "en") if w.ko else ("en",)
    cares = [p for lg in langs if (p := _cues(w.dictionary, "caregiving", lg)) is not None]
    texts = [f.turn_text or f.text for f in inputs.facts] + [r.turn_text or r.span for r in inputs.records]
    if not cares or inputs.proxy_account or proxy_account(texts, w.dictionary):
        return None
    told = [f for f in inputs.facts if not is_question(f.turn_text or f.text)
            and any(p.search(f.turn_text or f.text) for p in cares)]
    if not told:
        return None
    first = min(told, key=lambda f: (day_key(f), f.text))
    said = quote(first.turn_text or first.text, 80)  # as they wrote it (the fact says "User's mom")
    text = f"가족 돌봄: {said}." if w.ko else f"Caregiver for a family member: {said}."
    return Sentence(text=text, cites=[first.fact_id], rule="who.caregiving")
