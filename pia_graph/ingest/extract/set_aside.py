"""An alternative set aside: "X 아니고 Y", "X 말고 Y", "X 아니죠?" (Korean), "Y, not X", "not just X" (English).

A thing named and set aside by a contrastive negation (the dictionary's ``set_aside`` cue lists) is not said of the
user: "심방세동 아니고 그냥 두근거림이래요" (a palpitation, no atrial fibrillation), "에이형 간염 말고 비형간염 주사"
(the hepatitis B shot only), "필라테스 말고 요가" (the yoga only), "저혈당 아니죠?" (asked), "real milk allergy, not
lactose intolerance" (the allergy only). The golds store no record of it, not even a negated one; a plain denial
("두통 없어요", "no fever") stays a negated record (``negation.is_negated``). Values are left alone: "131 아니고 113"
is a correction (``corrections.py``). Korean reads the words after the term (any record type); English the words
right before a condition (the wrong diagnosis set aside; "not allergic to penicillin" is a denial, kept negated).
A person set aside ("애기 말고 제가") is the experiencer's; "아니라서" / "아니라면" give a reason or a condition, no
contrast (ko46 and spur46 wrote this rule apart in session 46; this module is the one).
"""

from __future__ import annotations

import re
from functools import cache

from pia_graph.ingest.cue_words import cue_pattern
from pia_graph.ontology import Dictionary

# Korean, after the term: a particle, or one short word of Hangul (주사는, 약이) with its particle, then the cue
_LEAD_KO = r"^\s*(?:[가-힣]{1,4}\s*)?"
SET_ASIDE_TYPES_EN = frozenset({"condition"})
# "아니라서" (because it is not), "아니라면": a reason or a condition after the cue, no contrast
_NOT_CONTRAST = re.compile(r"서|면")


@cache
def _after_term(cues: str) -> re.Pattern[str]:
    return re.compile(_LEAD_KO + r"(?:" + cues + r")")


@cache
def _before_term(cues: str) -> re.Pattern[str]:
    return re.compile(r"(?:" + cues + r")\s+$", re.IGNORECASE)


def set_aside(dictionary: Dictionary, text: str, start: int, end: int, lang: str, rtype: str) -> bool:
    """The thing of type ``rtype`` named in ``text[start:end]`` is set aside by the words around it."""
    if any(ch.isdigit() for ch in text[start:end]):
        return False  # "아 그거 500 아니고 850mg": a value taken back, a correction (corrections.py)
    if lang == "ko":
        after = text[end:end + 24]
        said = _after_term(cue_pattern(dictionary, "set_aside", "ko").pattern).match(after)
        return said is not None and not _NOT_CONTRAST.match(after, said.end())
    if rtype not in SET_ASIDE_TYPES_EN:
        return False
    return bool(_before_term(cue_pattern(dictionary, "set_aside", "en").pattern).search(text[max(0, start - 24):start]))
