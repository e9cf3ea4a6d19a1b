"""A value of the user's put right in so many words ("sorry, 80 not 60, wrong line", "oops it was 6 hours not 4 on
the mask", "9.1 아니고 1.9예요 오타", "아 40 아니고 20이에요"): one number withdrawn for another.

Such a reply names no health word of its own (what the value measures was said in the turn before), so the word
lists read it as no health and the gate alone dropped it; the write path could keep it only when its history made a
record (``followup_resolve``), which a compound reading (140/85) or a value with no coordinate (AHI, CPAP hours)
does not. Whatever the history holds, a number taken back for another is the user's own earlier statement fixed:
a fact to keep. Not when the turn names another person, a relative or a pet ("my husband's was 140 not 130": whose
it is, ``retain_gate._disowned`` and the experiencer rules), nor in a clause that asks or imagines. Pure.
"""

from __future__ import annotations

import re

from pia_graph.ingest import cues
from pia_graph.ingest.clause_verdict import Verdict
from pia_graph.ingest.correction_cues import quoted_marker
from pia_graph.ingest.experiencer import Experiencer
from pia_graph.ingest.utterance import AnalysedUtterance
from pia_graph.ontology import load_default_dictionary

# the value kept, up to two words (a unit, "hours on the"), then "not" and the value withdrawn: "80 not 60", "6
# hours not 4"; or the value withdrawn first: "not 25, 52", "not 25, it was 52"
_SWAP_EN = re.compile(r"(?<![\w.])\d+(?:\.\d+)?(?:\s*[A-Za-z%/]+){0,2}\s*,?\s+not\s+\d"
                      r"|\bnot\s+\d+(?:\.\d+)?\s*,\s*(?:it\s+was\s+|it's\s+|its\s+)?\d", re.IGNORECASE)
# the value withdrawn, a unit or a particle, 아니고 / 아니라 / 말고, then the value kept: "40 아니고 20이에요",
# "75mg 말고 100mg", "2.8이 아니라 8.2"
_SWAP_KO = re.compile(r"(?<![\d.])\d+(?:\.\d+)?\s*[A-Za-z%/가-힣]{0,4}\s*(?:아니고|아니라|말고)[\s,]*\d")
_SWAP = {"en": _SWAP_EN, "ko": _SWAP_KO}
# a clause that asks or imagines does not tell what it swaps
_NOT_TOLD = (Verdict.QUESTION, Verdict.HYPOTHETICAL, Verdict.REQUEST, Verdict.SMALL_TALK)


def own_value_corrected(utterance: AnalysedUtterance) -> tuple[int, int] | None:
    """The span of the user's clause that withdraws one value for another, or None."""
    lang = "ko" if utterance.lang == "ko" else "en"
    found = _SWAP[lang].search(utterance.text)
    if found is None:
        return None
    # English "not" swaps any two counts ("the store had 3 not 2 left"): a word of correction ("sorry", "scratch
    # that", "misread", the three lists of ``correction_cues``) or the value opening the turn says it is one put right
    if lang == "en" and utterance.text[:found.start()].strip(" ,.:;!-") and not quoted_marker(
            load_default_dictionary(), lang).search(utterance.text):
        return None
    if cues.names_someone(utterance.text, lang, cues.SOMEONE_ELSE):
        return None
    clause = next((c for c in utterance.clauses if c.start <= found.start() < c.end), None)
    if clause is None or clause.experiencer != Experiencer.SELF or clause.hypothetical or clause.in_question \
            or clause.verdict in _NOT_TOLD:
        return None
    return clause.start, clause.end
