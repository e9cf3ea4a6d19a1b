"""A drug the user weighs or plans to take, not taken yet (pure): "considered, not taken".

"집에 탁센 있어서 그거 먹으려고요", "부루펜 세 알 먹어야겠다", "오늘 밤은 하이드로코티손 건너뛰고 내일 먹으려고요",
"남편이 치과에서 받은 오구멘틴 남은 거 있는데 그거 그냥 먹을까 봐요", "thinking of taking two of her oxys tonight".
The plan grammar (``plans.plan_weighed``) reads such a clause as a plan not carried out, and the gate dropped it as
hypothetical; for a health agent it is a safety fact all the same (a friend's tramadol beside an SSRI, naproxen
with a bleeding disorder). Such a clause is the user's statement, kept as a fact marked ``considered`` and never as
an intake or a regimen (nothing was taken; ``extract.pipeline`` drops its medication drafts, as it does for a drug
someone else gave: ``given_drug``).

The frame: the clause names a drug (a ``drug:`` term) and is a plan of the user's by its grammar, or in English by
a wording of the cue list ``drug_plan`` ("gonna take", "thinking of taking"). Not a case imagined ("만약에 메트포르민
끊으면", "if I took ibuprofen": the ``hypothetical`` cue list, a Korean conditional), not a question, and not
someone else's plan: a clause whose person rules read another person is the user's only when that person gave or
left the drug (``given_drug``'s cues after the giver: "남편이 … 받은 오구멘틴 남은 거 있는데"). A plan of anything
else ("going to the gym", "피검사 받아볼까봐요") names no drug and stays as it is.
"""

from __future__ import annotations

from collections.abc import Sequence

from pia_graph.ingest import cues
from pia_graph.ingest.clauses import Segment
from pia_graph.ingest.cue_words import cue_pattern
from pia_graph.ingest.given_drug import given_drug, names_drug
from pia_graph.ingest.plans import plan_weighed
from pia_graph.ingest.sentence_asks import is_question_clause
from pia_graph.ontology import Dictionary, TermMatch

#: the RETAIN reason of a turn kept for a drug the user considers or was given: the RETAIN opinion does not veto it
#: (its features cannot learn the convention from develop's few such turns, session 68; ``retain_model.combine``)
REASON = "considered_drug"


def _planned(text: str, lang: str, dictionary: Dictionary) -> bool:
    if plan_weighed(text, lang):
        return True
    return ("drug_plan", lang) in dictionary.cues and bool(cue_pattern(dictionary, "drug_plan", lang).search(text))


def _imagined(sentence: str, lang: str) -> bool:
    """The sentence imagines a case rather than plans one ("what if I doubled my metformin", "만약에 … 끊으면")."""
    if lang == "ko" and cues.rx(cues.CONDITION_IMAGINED_KO).search(sentence):
        return True
    return bool(cues.gate_cues("hypothetical", lang).search(sentence.lower()))


def considered_drug(clause: Segment, sentence: str, lang: str, matches: Sequence[TermMatch],
                    dictionary: Dictionary | None, *, someone_else: bool, given: bool = False) -> bool:
    """Whether the clause tells a drug the user plans or weighs taking (or skipping), not taken yet. ``sentence``:
    the clause's sentence; ``someone_else``: the person rules read the clause as another's (then only a drug that
    person gave or left the user counts); ``given``: the clause tells a drug someone gave the user
    (``given_drug``), whose plan may be said in a clause of its own ("… 오구멘틴 남은 거 있는데 그거 그냥 먹을까
    봐요")."""
    if dictionary is None or not names_drug(clause, matches):
        return False
    text = clause.text
    if is_question_clause(text, lang) or _imagined(sentence, lang):
        return False
    if given or someone_else:
        return _planned(sentence[sentence.find(text):] if text in sentence else sentence, lang, dictionary) and (
            given or given_drug(clause, sentence, lang, matches, dictionary, someone_else=True))
    return _planned(text, lang, dictionary)
