"""Negation, resolution and hedging cues (English and Korean), scoped to a clause."""

from __future__ import annotations

import re

_NEG_EN = re.compile(
    r"\b(?:no|not|never|without|denies|deny|none|nor|free\s+of|zero|don't|dont|doesn't|didn't|didnt"
    r"|haven't|havent|hasn't|hadn't|isn't|wasn't|aren't|won't|can't\s+feel|no\s+more|any\s+more)\b",
    re.IGNORECASE,
)
_NEG_BREAK_EN = re.compile(r"\b(?:but|just|only|though|except|however|still)\b", re.IGNORECASE)
_NEG_KO_AFTER = re.compile(r"^\s*(?:은|는|이|가|도)?\s*(?:없|안\s|않|아니|전혀\s*없)")
_NEG_KO_DEGREE = re.compile(
    r"^\s*(?:은|는|이|가|도)?\s*(?:한\s*번도|하나도|전혀|별로|아예|더\s*이상|거의)\s*(?:\S+\s*)?(?:없|안\s|않)"
)
_NEG_KO_BEFORE = re.compile(r"(?:안|않|전혀|없이)\s*$")
_HEDGE_EN = re.compile(
    r"\b(?:i\s+think|maybe|probably|i\s+guess|i\s+suppose|i\s+reckon|might|possibly|not\s+sure|perhaps|i\s+believe|sort\s+of"
    r"|kind\s+of|i\s+suspect|could\s+be|seems?\s+like)\b",
    re.IGNORECASE,
)
_HEDGE_KO = re.compile(r"(?:아마|것\s*같|거\s*같|듯|같아요|같아|인가\s*봐|모르겠)")

HEDGED_FACTOR = 0.7


def negated_before(clause: str, term_offset: int, lang: str) -> bool:
    """A negation cue governs the term at ``term_offset`` (an offset inside ``clause``)."""
    if lang == "ko":
        return False
    head = clause[:term_offset]
    cues = list(_NEG_EN.finditer(head))
    if not cues:
        return False
    between = head[cues[-1].end():]
    if _NEG_BREAK_EN.search(between):
        return False
    return len(between.split()) <= 6


def negated_after_ko(clause: str, term_end: int) -> bool:
    """Korean: the term is followed by 없다/안/않다 ("두통 없어", "담배 안 피워요")."""
    tail = clause[term_end:term_end + 12]
    neg = _NEG_KO_AFTER.match(tail) or re.match(r"^\s*\S*\s*(?:안\s|않|없)", tail)
    if neg is not None:
        return not _persists(clause[term_end + neg.end():])
    # "두근거림 한 번도 없었어", "통증은 전혀 없어": an adverb of degree between the term and 없다
    return bool(_NEG_KO_DEGREE.match(clause[term_end:term_end + 20]))


def _persists(after_negator: str) -> bool:
    """안 before a verb of going away ("기침 안 떨어져", "두통 안 나아"): the symptom goes on (cue list
    ``persisting``), no negation of it."""
    from pia_graph.ingest.cues import gate_cues

    return bool(gate_cues("persisting", "ko").match(after_negator.lstrip()))


def is_negated(clause: str, term_start: int, term_end: int, lang: str) -> bool:
    if lang == "ko":
        return negated_after_ko(clause, term_end) or bool(_NEG_KO_BEFORE.search(clause[:term_start]))
    return negated_before(clause, term_start, lang)


def is_resolved(clause: str, lang: str) -> bool:
    """The clause says a symptom or condition is over (the dictionary's ``resolved`` cue list)."""
    from pia_graph.ingest.cues import gate_cues

    return bool(gate_cues("resolved", lang).search(clause))


def plan_only(pattern: re.Pattern[str], clause: str, following: str | None) -> bool:
    """A plan not carried out (the dictionary's ``not_started`` cues, ``pattern``): said in the clause, or as a
    short clause of its own right after it ("i'll need metformin at night, not yet tho")."""
    if pattern.search(clause):
        return True
    return following is not None and len(following.split()) <= 3 and bool(pattern.search(following))


def is_hedged(text: str, lang: str) -> bool:
    if lang == "ko":
        return bool(_HEDGE_KO.search(text))
    return bool(_HEDGE_EN.search(text))


def confidence(base: float, clause: str, lang: str) -> float:
    return round(base * HEDGED_FACTOR, 3) if is_hedged(clause, lang) else base


def has_negation(text: str, lang: str) -> bool:
    """A negation cue anywhere in the clause (where it applies is ``is_negated``'s question)."""
    if lang == "ko":
        return bool(re.search(r"(?:없|안\s|않|아니|못\s)", text))
    return bool(_NEG_EN.search(text))
