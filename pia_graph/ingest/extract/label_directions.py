"""A pharmacy label pasted by the user: the drug and its strength on one line, the directions on the next.

"METFORMIN HCL 500 MG TABLET. Take 1 tablet by mouth twice daily", "ATORVASTATIN 20MG TAB\\nTAKE ONE TABLET BY
MOUTH AT BEDTIME": the drug's own sentence has no verb; the directions that follow (a sentence or line opening with
an imperative of the dictionary's ``label_directions``, naming no drug, saying a schedule of ``regimen_frequency``)
make it the regimen. Pure functions over the extraction context."""

from __future__ import annotations

import re

from pia_graph.ingest.clauses import Segment
from pia_graph.ingest.cue_words import cue_pattern
from pia_graph.ingest.extract.context import Ctx
from pia_graph.ontology import TermMatch

_LEAD = " \t-*•·>:"
# a Korean schedule with no verb, as a 약봉투 prints it: meal times ("아침 저녁 식후 30분"), times a day ("1일 2회",
# "하루 한 번"), then the pills per dose ("1정씩"); the whole of what follows a drug and its dose, or a line of its own
KO_SCHEDULE = (r"(?:(?:(?:식후|식전)\s*\d+\s*분(?:\s*(?:이내|후|전)에?)?"
               r"|(?:아침|점심|저녁|밤|자기\s*전|취침\s*전|공복|식후|식전)\S{0,3}(?:\s*[전후]에?)?"
               r"|(?:1일|하루)\s*(?:\d+|한|두|세)\s*(?:회|번))\s*)+"
               r"(?:[,/]?\s*(?:\d+|한|두)\s*(?:정|알|캡슐|포)\s*씩?\s*)?"
               # the label quoted: "… 1정씩이라고 써있어요", "… 이렇게 적혀 있음"
               r"(?:(?:이?라고|이렇게)\s*(?:써|적혀)\s*있\S*\s*)?[.!~,ㅋㅎㅠㅜ]*")
_KO_DIRECTIONS = re.compile(r"\s*" + KO_SCHEDULE + r"$")


def next_sentence(ctx: Ctx, sentence: Segment) -> Segment | None:
    """The sentence (or line) right after ``sentence``, or None at the end of the utterance."""
    later = [s for s, _parts in ctx.sentences if s.start >= sentence.end]
    return min(later, key=lambda s: s.start) if later else None


def directions_after(ctx: Ctx, m: TermMatch, sentence: Segment, drug_starts: list[int]) -> Segment | None:
    """The label's directions for the drug ``m``: the next sentence when it names no drug (``drug_starts``) and, in
    English, opens with a ``label_directions`` imperative and says a ``regimen_frequency`` schedule, in Korean is a
    schedule alone (``KO_SCHEDULE``); else None. The drug's own
    sentence must name no other drug after it (a list of drugs is no label line)."""
    if any(m.end <= d < sentence.end for d in drug_starts):
        return None
    nxt = next_sentence(ctx, sentence)
    if nxt is None or any(nxt.start <= d < nxt.end for d in drug_starts):
        return None
    body = nxt.text.lstrip(_LEAD)
    if ctx.lang == "ko":  # "메트포르민 500mg\n아침 저녁 식후 30분 1정씩": a line of schedule alone
        return nxt if _KO_DIRECTIONS.match(body) is not None else None
    if cue_pattern(ctx.dictionary, "label_directions", "en").match(body) is None:
        return None
    if cue_pattern(ctx.dictionary, "regimen_frequency", "en").search(body) is None:
        return None
    return nxt
