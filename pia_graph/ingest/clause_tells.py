"""What a clause tells of its own: a reading, an event, a state, a statement's ending (the RETAIN gate's tests of
whether a clause says something or only names what is asked). Pure; used by ``clause_verdict`` and
``clause_talk``.
"""

from __future__ import annotations

import re

from pia_graph.ingest import cues
from pia_graph.ingest.clauses import statement_end_ko

PAST_VERB_START_EN = re.compile(
    r"^(?:just\s+|finally\s+|also\s+)?(?:\w+ed|got|had|took|did|went|ran|slept|woke|ate|drank|saw|felt|been"
    r"|was|were|began|kept|made|gave|came|threw|swam|rode|lost|gained|quit|skipped|finished|having|feeling"
    r"|doing|broke|fell|caught|hurt|threw|woke|tore|twisted|cut|burned|burnt|seeing|starting|getting|going)\b"
    r"|^\w+(?:\s+\w+)?\s+(?:\w+ed|hurts?|aches?|acting|playing)\s+(?:up|again|back|out)\b",
    re.IGNORECASE,
)
# A noun phrase of the user's and nothing else ("my bp readings", "and my weight"): no verb among its words
MY_NOUN_PHRASE_EN = re.compile(
    r"^(?:and\s+|also\s+|plus\s+)?(?:my|our)\s+(?:(?!(?:is|are|was|were|am|has|have|had|said|says|did|does|do|got"
    r"|gets|went|goes|feels?|felt|keeps?|kept|seems?|looks?|wants?|told|\w+ed)\b)[\w'-]+\s*){1,4}[.!]*$", re.IGNORECASE)
_NUMBER = re.compile(r"\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|half|a couple)\b", re.I)
# A clause with its own predicate ("shoulder's sore again") is a statement even inside a question sentence.
PREDICATE_EN = re.compile(r"(?:'s|\b(?:is|are|was|were|been|has|have|had|keeps?|still))\s+\w", re.I)
_FEELS_EN = re.compile(r"\b(?:feels?|felt|feeling|hurts?|hurting|aches?|aching|itch(?:es|y)?|throbbing)\b", re.I)
# The user's own event in a clause of an asking sentence ("remind me what I'm allergic to, I broke out in hives")
# (a word about the talk itself, "I mentioned", "I asked", is no event of the user's health)
_OWN_EVENT_EN = re.compile(r"\b(?:i|we)\s+(?:just\s+|also\s+|finally\s+)?(?!(?:mentioned|asked|wanted|wondered)\b)"
                           r"(?:\w+ed|got|had|took|broke|ate|drank|ran"
                           r"|slept|woke|felt|went|was|am|have|'ve|'m|began|fell|threw|caught|tore|quit)\b", re.I)


# A number said as a bound or a case ("130 넘었나", "5 이하였나", "200이면"), not a value told
_BOUND_NUMBER_KO = re.compile(r"\d\S*\s*(?:넘|이상|이하|미만|아래|밑|초과|정도|쯤)|\d\S*(?:이면|면)(?:\s|$)")


def value_told_ko(clause: str) -> bool:
    """A Korean clause gives a number that is no bound ("걸음수 12000보 어제보다 많이 걸었나")."""
    return bool(re.search(r"\d", clause)) and not _BOUND_NUMBER_KO.search(clause)


def topic_phrase_en(clause: str) -> bool:
    """An English clause that only names a thing of the user's, with no verb and no value ("my knee.", "and my
    weight"): before a question it is that question's topic, nothing told."""
    return bool(MY_NOUN_PHRASE_EN.match(clause.strip())) and not _NUMBER.search(clause) and not tells(clause, "en")


def tells(clause: str, lang: str, named: bool = False) -> bool:
    """The clause tells something of its own: a reading, an event or a state ("chest feels tight again")."""
    return (measure(clause, lang, named) or bool(_OWN_EVENT_EN.search(clause) or PAST_VERB_START_EN.match(clause)
                                           or PREDICATE_EN.search(clause) or _FEELS_EN.search(clause)))


def asked_for(clause: str, lang: str) -> bool:
    """The clause tells nothing of its own: no number, and no event, predicate or feeling (English) or no
    statement's final ending (Korean). After a request it is what the request asks for ("scores and what Dr Osei
    told me", "약이랑 검사 수치랑 전에 의사가 한 말까지")."""
    if re.search(r"\d", clause):
        return False
    return not (tells_ko(clause) if lang == "ko" else tells(clause, lang))


def tells_ko(clause: str) -> bool:
    """A Korean clause tells something of its own: a number, or a statement's final ending."""
    return bool(re.search(r"\d", clause)) or statement_end_ko(clause)


def measure(clause: str, lang: str, named: bool = False) -> bool:
    """A number with a health word, a kind of medicine ("on antibiotics for 10 days": the dictionary's drug
    classes, no gate word) or a term of the dictionary (``named``: "Synthroid 100mcg", a drug's name being the
    dictionary's and no gate word)."""
    return bool(_NUMBER.search(clause)) and (named or bool(cues.health_rx(lang).search(clause))
                                             or bool(cues.drug_class_rx(lang).search(clause)))
