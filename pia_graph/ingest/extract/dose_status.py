"""Whether a clause says a dose was missed or taken: one source for named and unnamed medications.

The words are the dictionary's (``ontology/80_cues.cypher``, groups ``dose_missed`` and ``dose_taken``);
here is only the precedence (a missed cue wins: "haven't taken my metformin" says *taken* inside a
negation) and one piece of Korean grammar that a word list cannot hold.
"""

from __future__ import annotations

import re
from typing import Literal

from pia_graph.ingest import cues
from pia_graph.ingest.clauses import syllables_with_final
from pia_graph.ingest.cue_words import cue_pattern
from pia_graph.ontology import Dictionary

DoseStatus = Literal["missed", "taken"]

# every Hangul syllable closed by ㅁ (final consonant 16 of 27): 함, 옴, 잠, 감 …
_M_FINAL = "".join(chr(c) for c in range(0xAC00 + 16, 0xD7A4, 28))
# a past tense: a syllable closed by ㅆ (잤, 왔, 났, 었, 렸, 셨 …), not 있 (먹고 있어: taking) nor 겠 (future)
_PAST = "".join(c for c in syllables_with_final(20) if c not in "있겠")
# "먹고 잤어요", "먹고 출근했어", "먹고 열 내렸어", "먹고 나서 맥박 58까지 떨어짐", "먹고 생리통 좀 나아짐": 먹고
# followed within a few words by a verb in the past tense, or a change said in the nominal ending (-아짐, -어짐),
# says the dose was taken; so does a clause that ends on 먹고 after such a verb ("두통 다 나았어요 타이레놀 먹고":
# the reason told last). Grammar, not words.
_KO_TAKEN_THEN = re.compile(rf"먹고\s+(?:\S+\s+){{0,3}}\S*(?:[{_PAST}]|[아어]짐)"
                            r"|(?:었|았|였|졌|[아어]짐)\S*\s+(?:\S+\s+){0,2}먹고\s*[.!~ㅎㅋ]*$"
                            # the note-style ending -(으)ㅁ on the verb after 먹고 ("먹고 나옴", "먹고 출근함"):
                            # a syllable closed by ㅁ ends the word; not 있음/싶음/없음 (taking, wanting)
                            rf"|먹고\s+(?:\S+\s+)?\S*(?<![있싶없])[{_M_FINAL}](?![가-힣])")

# "지르텍 한알 먹고 잘게요", "약 먹고 잘래요": 먹고 before what the user will do next, a promise on a stem in ㄹ that
# closes the clause: the dose is taken now, the next step is what is to come. With a time still to come in the
# clause ("내일 약 먹고 갈게요", `plan_future_time`) the whole is a plan.
_KO_TAKEN_BEFORE_NEXT = re.compile(rf"먹고\s+(?:\S+\s+)?\S*[{syllables_with_final(8)}]\s*(?:게|게요|래|래요)"
                                   r"[\s.!~…ㅎㅋ^]*$")


def _taken_before_next(text: str) -> bool:
    return _KO_TAKEN_BEFORE_NEXT.search(text) is not None \
        and cues.gate_cues("plan_future_time", "ko").search(text) is None


def missed_cue(dictionary: Dictionary, lang: str) -> re.Pattern[str]:
    return cue_pattern(dictionary, "dose_missed", "ko" if lang == "ko" else "en")


def says_missed(dictionary: Dictionary, lang: str, text: str) -> bool:
    """A missed cue, unless the dose was then taken late: a ``dose_late`` cue and a taken cue after it
    ("forgot it this morning but took it at lunch", "까먹었다가 지금 먹음")."""
    missed = missed_cue(dictionary, lang).search(text)
    if missed is None:
        return False
    code = "ko" if lang == "ko" else "en"
    late = cue_pattern(dictionary, "dose_late", code).search(text, missed.end())
    if late is None:
        return True
    return cue_pattern(dictionary, "dose_taken", code).search(text, late.end()) is None


def _errand_free(dictionary: Dictionary, text: str) -> str:
    """The text with its errand wording blanked ("popped to the chemist", "had my prescription filled"): a
    taken cue inside it is a trip or a supply, no dose (``dose_errand``; a supply alone makes no intake)."""
    if ("dose_errand", "en") not in dictionary.cues:
        return text
    return cue_pattern(dictionary, "dose_errand", "en").sub(lambda m: " " * len(m.group()), text)


def says_taken(dictionary: Dictionary, lang: str, text: str, drug: str | None = None) -> bool:
    if lang != "ko":
        text = _errand_free(dictionary, text)
    if cue_pattern(dictionary, "dose_taken", "ko" if lang == "ko" else "en").search(text):
        return True
    if lang != "ko":
        return False
    return _KO_TAKEN_THEN.search(text) is not None or _taken_before_next(text) \
        or says_injected(dictionary, text, drug)


# a dose in units then 맞고, the sequence ending ("란투스 12단위 맞고 공복 104", "인슐린 8단위 맞고 출근"): the shot
# given, then what came next; a shot is given in units, so 맞고 after them is no "right and"
_UNITS_THEN = re.compile(r"\d+(?:\.\d+)?\s*(?:단위|유닛|units?|iu|u)\s*맞고(?![가-힣])", re.IGNORECASE)


def says_injected(dictionary: Dictionary, text: str, drug: str | None = None) -> bool:
    """Korean 맞다 is a shot taken ("인슐린 18단위 맞음") only beside an injection word, or of a drug whose own
    dictionary names carry one (란투스 is 인슐린 글라진: "란투스 어젯밤에 맞았어요"); alone it is "be right"
    ("메트포르민 500 맞음": the user confirms what was said)."""
    if not cue_pattern(dictionary, "dose_injected", "ko").search(text) and (
            _UNITS_THEN.search(text) is None or cue_pattern(dictionary, "plan_future_time", "ko").search(text)):
        return False  # "내일부터 14단위 맞고 보재요": a time to come, the plan
    injection = cue_pattern(dictionary, "injection", "ko")
    if injection.search(text):
        return True
    term = dictionary.terms.get(drug) if drug else None
    return term is not None and any(a.lang == "ko" and injection.search(a.text) for a in term.aliases)


def dose_status(dictionary: Dictionary, lang: str, text: str) -> DoseStatus | None:
    """``missed`` when any missed cue is said, else ``taken`` when a taken cue is, else None."""
    if says_missed(dictionary, lang, text):
        return "missed"
    return "taken" if says_taken(dictionary, lang, text) else None
