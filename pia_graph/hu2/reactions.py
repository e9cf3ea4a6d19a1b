"""Reactions to a drug or food that the user reports without the word "allergic" (pure).

"NSAIDs give me hives and lip swelling, ibuprofen put me in the ER once", "아스피린 먹으면 두드러기+호흡곤란 와요":
a sentence of the user's own statement that names a drug or food, a verb of causing ("gives me", "made me", "put me
in", "after a", "먹으면") and an allergic-type effect (hives, rash, swelling, wheezing, breathlessness, an asthma
attack, the emergency room) is an allergy to what it names. A drug they stopped over what it did ("ambien made me
sleepwalk … doc took me off it") is a reaction that is not an allergy: HU2 states it and the recommendation never
names that drug. A sentence that opens with "same with" carries the reaction before it to what it names.
Questions, negated sentences and benefits ("makes my asthma better") say nothing.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache

from pia_graph.hu2.models import EvidenceFact
from pia_graph.ingest.cue_words import cue_pattern
from pia_graph.ontology import Dictionary
from pia_graph.ontology.word_lists import words_alternation

_AGENT_KINDS = ("drug:", "food:", "substance:")
_SENTENCE = re.compile(r"(?<=[.!?;])\s+|\n+|(?<=[요다음함])[.\s]+")
# a verb of causing that follows what causes ("ibuprofen put me in the ER", "아스피린 먹으면"), and one that precedes
# it ("after an excedrin", "reacted to penicillin")
# (the Korean links are the dictionary's drug_reaction_link list, read by ``ReactionCues``; these are HU2's own)
_CAUSE_AFTER = re.compile(
    r"\b(?:gives?|gave|given|makes?|made)\s+(?:me|my)\b|\bput\s+me\s+in\b|\bsent\s+me\s+to\b|\blanded\s+me\b"
    r"|\b(?:swells?|swelled|puffs?|puffed)\s+(?:up\s+)?(?:me|my)\b|\b(?:breaks?|broke)\s+me\s+out\b"
    r"|먹고\s*(?:나서|나면)|먹자마자|부작용",
    re.I,
)
# ("can't have aspirin, swells my face up": what the user cannot take, with an allergic-type effect in the sentence)
_CAUSE_BEFORE = re.compile(
    r"\b(?:after|from)\s+(?:a|an|the|taking|i\s+took)\b|\breact(?:s|ed|ion)?\s+to\b"
    r"|\b(?:can'?t|cannot|can\s+not|unable\s+to)\s+(?:have|take|tolerate|touch)\b",
    re.I,
)
# an allergic-type effect, by term (the fact's named terms) or by word
ALLERGIC_EFFECTS = frozenset({
    "symptom:hives", "symptom:angioedema", "symptom:rash", "symptom:itching", "symptom:wheezing",
    "symptom:shortness_of_breath",
    "visit:emergency", "condition:asthma",
})
# (with the dictionary's Korean drug_reaction_sign list, read by ``ReactionCues``)
_CARRY = re.compile(r"^\s*(?:same\s+(?:w/|with|for)|also\s+(?:w/|with))|^\s*\S+도\s+(?:마찬가지|똑같)", re.I)
_NOT = re.compile(r"\b(?:doesn'?t|don'?t|didn'?t|never|no\s+longer|not)\b|안\s*(?:생기|나)|않|없", re.I)
_QUESTION = re.compile(r"\?\s*$|[까나요]\s*\?+\s*$")


@cache
def _patterns() -> dict[str, re.Pattern[str]]:
    """A drug stopped over what it did, an allergic-type effect and a benefit (no reaction), with the dictionary's
    words (``84_rule_words.cypher``: reaction_stopped en/ko, reaction_allergic ko, reaction_benefit ko)."""
    return {
        "stopped": re.compile(
            rf"\btook\s+me\s+off\b|\b(?:{words_alternation('reaction_stopped', 'en')})\b"
            rf"|{words_alternation('reaction_stopped', 'ko')}|안\s*먹(?:어|음)",
            re.I,
        ),
        # an allergic-type effect by word (HU2's own; the dictionary's Korean reaction_allergic)
        "allergic": re.compile(
            r"\bhives\b|\brash\b|\bswell\w*|\bswollen\b|\bitch\w*|\bwheez\w*|anaphyla\w*|\bintubat\w*|\bepi-?pen\b"
            rf"|throat\s+(?:clos|tight)\w*|\bER\b|{words_alternation('reaction_allergic', 'ko')}",
        ),
        "benefit": re.compile(r"\bbetter\b|\bhelps?\b|\bimprov\w*|\brelie\w*|\beased\b"
                              rf"|{words_alternation('reaction_benefit', 'ko')}", re.I),
    }


@dataclass(frozen=True)
class Reaction:
    key: str  # the drug or food
    cites: tuple[str, ...]
    said: str  # the sentence that says it, in the user's words
    allergic: bool


def _sentences(text: str) -> list[str]:
    return [s.strip() for s in _SENTENCE.split(text) if s and s.strip()]


@dataclass(frozen=True)
class ReactionCues:
    """The wording of a reaction: HU2's own patterns plus the dictionary's Korean lists (``80_cues.cypher``), the
    ones the extractor's rule ``allergy.drug_reaction`` reads."""

    cause_after: tuple[re.Pattern[str], ...]
    allergic: tuple[re.Pattern[str], ...]

    @classmethod
    def of(cls, dictionary: Dictionary) -> ReactionCues:
        return cls((_CAUSE_AFTER, cue_pattern(dictionary, "drug_reaction_link", "ko")),
                   (_patterns()["allergic"], cue_pattern(dictionary, "drug_reaction_sign", "ko")))


Named = Callable[[str], list[tuple[str, int]]]  # the term keys a sentence names, each with where it starts


def _caused(sent: str, agents: list[tuple[str, int]], cues: ReactionCues) -> list[str]:
    """The agents a verb of causing is about: named before "gives me"/"먹으면", or after "after a"."""
    out = []
    for m in (m for pattern in cues.cause_after for m in pattern.finditer(sent)):
        before = [(at, k) for k, at in agents if at < m.start()]
        if before:
            out.append(max(before)[1])  # the nearest one before the verb
    out += [k for k, at in agents if any(0 <= at - m.end() <= 12 for m in _CAUSE_BEFORE.finditer(sent))]
    return list(dict.fromkeys(out))


def reactions(facts: list[EvidenceFact], named: Named, cues: ReactionCues) -> list[Reaction]:
    """Every reaction the user's statements report, first statement first, one per drug or food."""
    found: dict[str, Reaction] = {}
    by_turn: dict[str, list[str]] = {}
    for f in facts:
        by_turn.setdefault(f.turn_text or f.text, []).append(f.fact_id)
    for turn, fact_ids in by_turn.items():
        if _QUESTION.search(turn):
            continue
        stopped = bool(_patterns()["stopped"].search(turn))
        before: tuple[bool, str] | None = None  # (allergic, sentence) of the reaction before
        for sent in _sentences(turn):
            terms = named(sent)
            agents = [(k, at) for k, at in terms if k.startswith(_AGENT_KINDS)]
            if not agents or _NOT.search(sent) or _patterns()["benefit"].search(sent):
                before = None
                continue
            if caused := _caused(sent, agents, cues):
                allergic = any(p.search(sent) for p in cues.allergic) or any(k in ALLERGIC_EFFECTS for k, _ in terms)
                before = (allergic, sent)
                keys = caused
            elif before is not None and _CARRY.search(sent):
                keys = [k for k, _ in agents]
            else:
                continue
            allergic, said = before
            if not allergic and not stopped:
                continue
            for key in keys:
                prev = found.get(key)
                cites = (*(prev.cites if prev else ()), *fact_ids)
                found[key] = Reaction(key, tuple(dict.fromkeys(cites)), prev.said if prev else said,
                                      allergic or bool(prev and prev.allergic))
    return list(found.values())
