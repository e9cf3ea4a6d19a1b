"""Whose kin a clause names, read for the person rules of ``experiencer``: kin of someone else's and relatives of
relatives read as "someone" (``kin_read``), and the Korean carers and places of care that speak to the user
(``care_speaker_ko``, ``care_place_ko``), a relative who only owns an occasion (``kin_occasion_ko``) and a
stranger opening an English clause (``stranger_subject_en``). Pure; the words are the dictionary's (``kin_other``,
``health_work``, ``care_place``, ``kin_occasion``, ``stranger``)."""

from __future__ import annotations

import re
from functools import cache

from pia_graph.ingest import cues
from pia_graph.regex_needs import sub_where

# "my husbands bp", "my sons pediatrician": a possessive typed without its apostrophe, read with it (not before a
# verb or a function word: "my sons are both asthmatic" is a plural subject)
_BARE_POSSESSIVE = re.compile(
    rf"\b((?:my|our|his|her)\s+(?:{cues.FIRST_DEGREE_EN}|{cues.OTHER_PERSON_EN}))s\s+"
    r"(?!(?:are|were|is|was|have|has|had|and|or|both|all|too|do|did|dont|don't|will|would|can|could|should|got"
    r"|get|go|went|keep|kept|say|said|also|each|never|always|still|just|really|in|at|on|to|for|with|from|who|that"
    r"|been|love|hate|play|\w+ed)\b)(?=\w)",
    re.I,
)
_SOMEONE = {"en": "someone", "ko": "누군가"}


# A relative of a relative ("my sister's son", "my dad's brother", "Mam's sister", "남동생네 아기", "언니네 딸"): a
# second-degree relative, whose health is not the user's family history ("my" left unsaid before the first relative
# is the user's all the same)
_KIN_OF_KIN = {
    "en": re.compile(rf"\b(?:(?:my|our)\s+)?(?:{cues.FIRST_DEGREE_EN})['’]s\s+(?:{cues.FIRST_DEGREE_EN}|baby|babies)\b",
                     re.I),
    "ko": re.compile(rf"(?<![가-힣])(?:{cues.FIRST_DEGREE_KO})네\s*(?:{cues.FIRST_DEGREE_KO})"),
}


def kin_read(clause: str, lang: str) -> str:
    """The clause as the person rules read it: someone of the dictionary's ``kin_other`` list (an in-law, a
    step-relative, 형부, 시누이, a classmate) or a relative of a relative (``_KIN_OF_KIN``) read as "someone", and a
    possessive typed without its apostrophe read with it, so that "my" or "내" before them owns no health of the
    user's."""
    if lang == "ko":
        return _KIN_OF_KIN["ko"].sub(_SOMEONE["ko"], _kin_ko().sub(_SOMEONE["ko"], clause))
    read = _BARE_POSSESSIVE.sub(r"\1's ", sub_where(cues.gate_cues("kin_other", lang), _SOMEONE["en"], clause))
    return _KIN_OF_KIN["en"].sub(_SOMEONE["en"], read)


@cache
def _kin_ko() -> re.Pattern[str]:
    # a Korean kin word starts a word or follows 우리/저희/내 ("어제부터" holds no 제부)
    words = cues.gate_cues("kin_other", "ko").pattern
    return re.compile(rf"(?:(?<![가-힣])|(?<=우리)|(?<=저희)|(?<=내))(?:{words})", re.I)


@cache
def care_speaker_ko() -> re.Pattern[str]:
    """A carer who speaks to the user: a title (선생님, 쌤, 원장님, 주치의) or a health-care job of the dictionary's
    ``health_work`` list (의사, 약사, 간호사, 물리치료사 …)."""
    jobs = cues.gate_cues("health_work", "ko").pattern
    return re.compile(rf"(?:선생님|쌤|교수님|원장님|주치의|{jobs})\S*\s*(?:이|가|께서|는|은)?\s")


@cache
def care_place_ko() -> re.Pattern[str]:
    """A place of care that speaks to the user: one of the dictionary's ``care_place`` words with 에서 / 에
    ("정신과에서 … 괜찮대요", "산부인과에 물어봄 괜찮대요"), or gone to and joined to what was heard there by a word
    of ``care_place_went`` ("병원 갔더니 … 맞대요", "안과 다시 갔더니 … 반응이래요")."""
    places = cues.gate_cues("care_place", "ko").pattern
    went = cues.gate_cues("care_place_went", "ko").pattern
    return re.compile(rf"(?:{places})(?:(?:에서|에선|에서는|에는|에)(?![가-힣])"
                      rf"|\s*(?:에|엘|을|를)?\s*(?:다시\s*|또\s*|한번\s*|한\s*번\s*)?(?:{went}))")


@cache
def kin_occasion_ko() -> re.Pattern[str]:
    """A relative right before an occasion or a place of theirs ("엄마 생신 때", "아빠 집에서"): when or where, not
    whose health the clause tells."""
    # a relative word (as ``cues.person_rx("kin")`` reads one) then, with 의 or nothing between, an occasion or a
    # place of theirs (cue list ``kin_occasion``) that ends there or takes a particle: 생신 때, 집에서, 댁에
    kin = cues.person_rx("kin", "ko").pattern
    occasion = cues.gate_cues("kin_occasion", "ko").pattern
    return re.compile(rf"(?:{kin})(?:의)?\s*(?:{occasion})(?=\s|$|[에때을를이가은는도날까])")


@cache
def household_kin_ko() -> re.Pattern[str]:
    """A relative of a household not the user's (cue list ``other_household``: 옆집, 윗집 …), 의 or 네 or nothing
    between ("옆집 아이가 천식이래요", "윗집 딸이"): someone else's child or parent, as "친구 아들" is."""
    house = cues.gate_cues("other_household", "ko").pattern
    return re.compile(rf"(?:{house})(?:의|네)?\s*(?:{cues.person_rx('kin', 'ko').pattern})")


@cache
def stranger_subject_en() -> re.Pattern[str]:
    """A stranger (cue list ``stranger``) with "a", "some" or "this" opening the clause, a verb after it: its
    subject ("a guy collapsed at the gym", "some lady fainted"), not "a guy named Marco" or "a man of seventy"."""
    words = cues.gate_cues("stranger", "en").pattern
    return re.compile(rf"^\W*(?:(?:and|but|so|then)\s+)?(?:an?|some|this)\s+(?:\w+\s+)?(?:{words})"
                      rf"\s+(?!named\b|called\b|of\b|with\b|like\b|who\b|my\b)[a-z]+\b", re.I)
