"""The user named in an English clause but not as the one whose health it tells (pure; ``experiencer.experiencer_of``
blanks these before it looks for the first person): the user as a child ("appendix out as a kid"), a bystander or the
one spoken to ("my coworker keeps coughing at me"), the one told ("my coworker just told me she has type 2
diabetes"), the one annoyed ("it's driving me mad"), the owner of the device ("checked hers on my cuff"), and the
subject of a clause of time only, with someone else the subject of the clause ("my girlfriend keeps getting UTIs
after we travel": the user travels, the girlfriend has the infection).
"""

from __future__ import annotations

import re
from functools import cache

from pia_graph.ingest import cues

# "appendix out as a kid": the user's own childhood, not a child of the user's
_AS_A_CHILD = re.compile(r"\b(?:as\s+a|when\s+i\s+was\s+(?:a|little)|since\s+i\s+was\s+a)\s+"
                         r"(?:little\s+)?(?:kid|child|teen(?:ager)?|baby|toddler|boy|girl)\b", re.IGNORECASE)


# The user named only as a bystander, not as the one whose health it is: an object after a preposition or a
# comparison ("my coworker keeps coughing at me", "my cat is fatter than me"), or the frame of an opinion ("i
# think he has sleep apnea": the one who thinks is not the one who has it)
_BYSTANDER_EN = re.compile(r"\b(?:at|on|near|around|behind|beside|next\s+to|towards?|than|like)\s+me\b"
                           # the one spoken to ("he never listens to me", "she lied to me about it")
                           r"|\b(?:listen|talk|lie|complain|moan|whine)(?:s|ed|ing|d)?\s+to\s+me\b"
                           r"|\b(?:in|living)\s+with\s+(?:me|us)\b"  # "my dad moved in with us": he moved
                           r"|\bi\s+(?:think|guess|bet|suspect|reckon|believe|swear)\s+(?=(?:he|she|they|his|her|their)\b)"
                           # the user as the one who asked or spoke of it ("it was the cat's pill I was asking about")
                           r"|\bi\s+(?:was|am|'m|were)\s+(?:asking|talking|thinking|on\s+about)\s+(?:about|of)\b"
                           r"|\bi\s+meant\b",
                           re.IGNORECASE)


@cache
def _annoyed_en() -> re.Pattern[str]:
    """The user as the one annoyed ("my flatmate's been coughing all week and it's driving me mad"): the state is the
    other's, the annoyance the user's; the word after "me" is an evaluation (the dictionary's
    ``figurative_predicate``: crazy, nuts, insane …) or mad."""
    said = cues.gate_cues("figurative_predicate", "en").pattern
    return re.compile(rf"\b(?:driving|drives|drove|driven)\s+me\s+(?:mad\b|up\s+the\s+wall\b|{said})", re.IGNORECASE)


@cache
def _device_of_mine_en() -> re.Pattern[str]:
    """The user as the owner of the device someone else measured with ("my mother-in-law checked hers on my cuff,
    160/100"): "on / with / using / used / tried / borrowed my" before one of the dictionary's ``measuring_device``
    words owns the device, not the reading."""
    device = cues.gate_cues("measuring_device", "en").pattern
    return re.compile(rf"\b(?:on|with|using|used|tried|borrowed)\s+my\s+(?:[\w-]+\s+)?(?:{device})", re.IGNORECASE)


@cache
def _told_me_en() -> re.Pattern[str]:
    """The user as the one told ("my coworker just told me she has type 2 diabetes", "keeps telling me her sugar is
    fine"): a speech verb (the dictionary's ``said_verb``; telling, texted) before me (that) and he/she/they: the one
    who tells is the one whose health it is."""
    said = cues.gate_cues("said_verb", "en").pattern
    return re.compile(rf"(?:{said}|\btelling\b|\btext(?:ed|ing)\b)\s+me\s+(?:that\s+)?"
                      r"(?=(?:he|she|they|his|her|their)\b)", re.IGNORECASE)


# "after we travel", "whenever we eat out": a clause of time whose subject is "we", up to the clause's end; the main
# clause keeps its own subject ("I get migraines when we fly" stays the user's by its "I")
_WE_OF_TIME_EN = re.compile(r"\b(?:after|when|whenever|before|since|while|once|until|every\s+time|each\s+time)\s+we\b"
                            r"[^,.;!?]*", re.IGNORECASE)


def not_the_subject_en(clause: str) -> str:
    """The clause with each mention of the user that is not its subject blanked."""
    for said in (_AS_A_CHILD, _BYSTANDER_EN, _told_me_en(), _annoyed_en(), _device_of_mine_en(), _WE_OF_TIME_EN):
        clause = said.sub(" ", clause)
    return clause
