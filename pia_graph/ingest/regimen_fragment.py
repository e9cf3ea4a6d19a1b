"""A regimen said as a bare prepositional phrase: "on tamoxifen daily", "breastfeeding, on iron tablets twice a
day now". English drops the subject and the verb ("I'm"); the phrase still tells what the user takes. Without
this, a clause that opens with a preposition and gives no number is a fragment (``clause_verdict``) and the
turn is stored with nothing. Pure."""

from __future__ import annotations

import re

from pia_graph.ingest.clauses import Segment
from pia_graph.ingest.cue_words import cue_pattern
from pia_graph.ontology import Dictionary, TermMatch

# "on", "on my", "on the": what may stand between the preposition and the drug's name
_ON = re.compile(r"^\W*on\s+(?:(?:my|the|a|an|her|his)\s+)?", re.I)
_REGIMEN = "medication_regimen"


def regimen_on(clause: Segment, matches: tuple[TermMatch, ...], dictionary: Dictionary | None, lang: str) -> bool:
    """The clause is "on <drug> <how often>": a drug's name right after "on", and the dictionary's
    ``regimen_frequency`` wording (daily, twice a day, every night) after it. The frequency is what tells a
    regimen from "on the treadmill", "on holiday" (no drug) or a bare list ("on metformin and lisinopril")."""
    if lang != "en" or dictionary is None or ("regimen_frequency", lang) not in dictionary.cues:
        return False
    on = _ON.match(clause.text)
    if on is None:
        return False
    at = clause.start + on.end()
    drug = next((m for m in matches if m.start == at and m.term_key is not None
                 and dictionary.record_type(m.term_key) == _REGIMEN), None)
    if drug is None:
        return False
    return bool(cue_pattern(dictionary, "regimen_frequency", lang).search(clause.text[drug.end - clause.start:]))
