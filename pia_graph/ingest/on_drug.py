"""A clause about a drug the user is on, told with the subject and the verb dropped: "on metformin and lisinopril
now", "on the lisinopril still", "on tamoxifen daily", "breastfeeding, on iron tablets twice a day now". English
drops "I'm"; the phrase still tells what the user takes. Without this, a clause that opens with a preposition (or
one in a question with no predicate of its own) is a fragment (``clause_verdict.classify_clause``) and the turn is
stored with nothing.

This module reads the evidence, once per clause; ``classify_clause`` alone decides the verdict from it. Two
strengths, each accepted where its evidence is enough:

- ``NAMED``: "on", "on my" or "on the" and a drug or a supplement of the dictionary (its key's kind) right after
  it. Enough against the prepositional-fragment rule ("on the atorvastatin since march").
- ``REGIMEN``: "on" (with "my", "the", "a", "an", "her" or "his") and a term whose record is a
  ``medication_regimen`` right after it, then the dictionary's ``regimen_frequency`` wording (daily, twice a day,
  every night). How often it is taken tells a regimen from "on the treadmill", "on holiday" (no drug) or a bare
  list, so it is enough against every fragment rule, a question's included. Pure."""

from __future__ import annotations

import re
from enum import IntEnum

from pia_graph.ingest.clauses import Segment
from pia_graph.ingest.cue_words import cue_pattern
from pia_graph.ontology import Dictionary, TermMatch


class OnDrug(IntEnum):
    NONE = 0
    NAMED = 1  # "on (my|the) <drug>": no prepositional fragment
    REGIMEN = 2  # "on (a|an|my|the|her|his) <regimen drug> <how often>": no fragment at all


# "on" and what may stand between it and the drug's name; a regimen (with its frequency) allows every determiner
# of the group, a drug named alone only the user's own ("my") and the definite one ("the"); a dose may come first
# ("on 20 of lexapro now", "on 500mg of the metformin")
_ON = re.compile(r"^\W*on\s+(?:\d+(?:\.\d+)?\s*(?:mg|mcg|µg|milligrams?|micrograms?)?\s+of\s+)?"
                 r"(?:(my|the|a|an|her|his)\s+)?", re.I)
_NAMED_DETERMINERS = frozenset({"my", "the"})
_DRUG_KINDS = ("drug:", "supplement:")
_REGIMEN = "medication_regimen"


def on_drug(clause: Segment, matches: tuple[TermMatch, ...], dictionary: Dictionary | None, lang: str) -> OnDrug:
    """How strongly the clause tells the user is on a drug: REGIMEN, NAMED or NONE (English only; ``matches``:
    the utterance's alias matches)."""
    if lang != "en":
        return OnDrug.NONE
    on = _ON.match(clause.text)
    if on is None:
        return OnDrug.NONE
    if _regimen(clause, clause.start + on.end(), matches, dictionary, lang):
        return OnDrug.REGIMEN
    determiner = on.group(1)
    named_at = clause.start + (on.end() if determiner is None or determiner.lower() in _NAMED_DETERMINERS
                               else on.start(1))
    if any(m.start == named_at and (m.term_key or "").startswith(_DRUG_KINDS) for m in matches):
        return OnDrug.NAMED
    return OnDrug.NONE


def _regimen(clause: Segment, at: int, matches: tuple[TermMatch, ...], dictionary: Dictionary | None,
             lang: str) -> bool:
    """A ``medication_regimen`` term at ``at`` and the dictionary's ``regimen_frequency`` wording after it."""
    if dictionary is None or ("regimen_frequency", lang) not in dictionary.cues:
        return False
    drug = next((m for m in matches if m.start == at and m.term_key is not None
                 and dictionary.record_type(m.term_key) == _REGIMEN), None)
    if drug is None:
        return False
    return bool(cue_pattern(dictionary, "regimen_frequency", lang).search(clause.text[drug.end - clause.start:]))
