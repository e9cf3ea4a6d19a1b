"""A medicine someone else gave or advised the user (pure).

"my friend gave me some of her oxycodone", "옆집 할머니가 졸피뎀 몇알 줬는데 오늘밤 두알 먹어볼까", "buddy says
tramadol is the best for migraines", "친구가 아스피린 한 알 묵으면 허리도 낫는다카던데 묵어볼까예?": the clause names
a drug and a person who is not a carer (a friend, a neighbour, a relative) handing it over or advising it. The
person rules read that person as the clause's subject, so the clause was someone else's health and the turn was
dropped; but the drug is one the user means to take or asks about: the turn is about the user's own health.

The clause is the user's (experiencer self) and a statement, giving a fact whose source is the giver (``giver``),
and no regimen or intake: nothing says the user takes the drug as prescribed or took it (extract.pipeline drops
the medication records of such a clause; the user's own state said in it, "감기 기운 있으셔서", is kept).
Wording is curators' data: cue list ``drug_given`` (giving, handing over, advising; enough alone) and
``drug_hearsay`` (what the person said of the drug, "…다던데", "…카던데": only in a sentence that asks or means to
take it, ``drug_try``).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pia_graph.ingest import cues
from pia_graph.ingest.clause_verdict import Verdict
from pia_graph.ingest.clauses import Segment
from pia_graph.ingest.cue_words import cue_pattern
from pia_graph.ingest.experiencer import THIRD_PRONOUN, care_speaker_ko
from pia_graph.ingest.sentence_asks import is_question_clause
from pia_graph.ontology import Dictionary, TermMatch

# A Korean recipient other than the user ("애기한테", "엄마에게"): the drug was given to someone else
_TO_ANOTHER_KO = re.compile(r"(?<![가-힣])(?!(?:나|저|내|제)(?:한테|에게))[가-힣]+(?:한테|에게|께)(?![가-힣])")
# A carer's word ("the GP gave me", "pharmacist offered me"): a prescription or advice of care, read as before
_CARER_EN = re.compile(rf"\b{cues.CARE_ROLE_EN}", re.I)


def _has(dictionary: Dictionary, group: str, lang: str, text: str) -> bool:
    return (group, lang) in dictionary.cues and bool(cue_pattern(dictionary, group, lang).search(text))


def names_drug(clause: Segment, matches: Sequence[TermMatch]) -> bool:
    return any(m.term_key and m.term_key.startswith("drug:") and clause.start <= m.start < clause.end
               for m in matches)


def giver(clause: str, lang: str) -> str:
    """The word naming the person in the clause who gave the drug (the first one not a pronoun: "gave me some of
    her oxycodone" names no giver of its own), or "" when the person rules read a word no list holds ("my mate")."""
    text = THIRD_PRONOUN.sub(" ", clause) if lang == "en" else clause
    hit = cues.person_rx("other", lang).search(text) or cues.person_rx("family", lang).search(text)
    return hit.group(0).strip() if hit is not None else ""


def _person_named(clause: str, lang: str) -> bool:
    return bool(giver(clause, lang))


def given_drug(clause: Segment, sentence: str, lang: str, matches: Sequence[TermMatch],
               dictionary: Dictionary | None, *, someone_else: bool) -> bool:
    """Whether the clause tells a drug someone other than a carer gave or advised the user. ``sentence``: the
    clause's sentence (hearsay counts only when the user means to take the drug or is advised to);
    ``someone_else``: the person rules read the clause as another's (else a person must be named in it beside the
    user: "my friend gave me some of her oxycodone")."""
    if dictionary is None or not names_drug(clause, matches):
        return False
    text = clause.text
    if not someone_else and not _person_named(text, lang):
        return False
    if lang == "ko":
        if care_speaker_ko().search(text + " ") or _TO_ANOTHER_KO.search(text):
            return False
    elif _CARER_EN.search(text):
        return False
    if _after_giver(dictionary, "drug_given", lang, text):
        return True
    # hearsay of the drug, with the advice or the user's own wish to take it in the sentence ("…가라앉는다는데 통풍엔
    # 그게 최고라고", "…낫는다카던데 묵어볼까예?"); a question alone asks about the other's own drug ("친구가 리피토
    # 먹는다는데 그거 근육통 생겨?")
    return _after_giver(dictionary, "drug_hearsay", lang, text) and (
        _has(dictionary, "drug_try", lang, sentence) or _has(dictionary, "drug_given", lang, sentence))


def _after_giver(dictionary: Dictionary, group: str, lang: str, text: str) -> bool:
    """A cue of ``group`` said after the giver's word: the giver is its subject ("my friend gave me"), not a drug
    that gave the user a reaction ("amoxicillin gave me hives as a kid")."""
    if (group, lang) not in dictionary.cues:
        return False
    who = giver(text, lang)
    first = text.find(who) if who else 0
    return any(m.start() >= first for m in cue_pattern(dictionary, group, lang).finditer(text))


# What a given clause is read as when the verdict rules took its giver for its subject, its sentence for a question
# or its plan for a hypothetical ("이웃이 준 오구멘틴이랑 부루펜 드시게 하려는데": the plan is to take the drug given;
# a sentence said of a made-up case, "if a friend gave me …", is never read as given)
_TOLD_AS_STATEMENT = frozenset({Verdict.QUESTION, Verdict.OTHER_PERSON, Verdict.FAMILY_EPISODE, Verdict.HYPOTHETICAL})


def told_by_giver(verdict: Verdict, clause: str, lang: str) -> Verdict:
    """A given clause tells who gave the drug: a statement, even in a sentence that asks ("친구가 이부프로펜 주는데
    아스피린이랑은 다른 약이니까 괜찮겠죠?"), unless the clause itself asks ("did my friend give me oxycodone?")."""
    if verdict in _TOLD_AS_STATEMENT and not is_question_clause(clause, lang):
        return Verdict.STATEMENT
    return verdict
