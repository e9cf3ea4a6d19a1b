"""A health word's sense in its clause: frames that make it no health evidence of the user's (pure).

The gate reads health words by their form; some are said in a sense that tells nothing of the user's health. Each
frame pairs a dictionary list (``ontology/80_cues.cypher``) with the small grammar it needs, and says where the
words are in that sense; ``utterance.analyse`` blanks those spans for the gate and the extractor, as it blanks the
plain ``figurative`` list, or (the work frame) reads the sentence as someone else's:

- ``idiom_subject`` (en): an idiom of hurt said of a subject that names no body part and no health word
  ("this traffic is killing me"; "my back is killing me" stays);
- ``idiom_cause`` (ko): a feeling of the body said after a cause that names no health word, joined by -서 /
  때문에 ("차 막혀서 머리아프다", "경기 져서 속쓰려"; "술 마셔서 머리 아파" and a ``bodily_cause``, "넘어져서 머리
  아파", stay);
- ``social_meal``: a meal named as a social event or a chore, not as what was eaten ("dinner with the in-laws
  tonight", "making dinner", "저녁 약속 있음");
- ``measuring_device`` with ``acquired``: a device bought or unboxed, no reading of it ("bought a pulse ox on
  sale", "혈압계 새로 샀는데");
- ``device_fault``: a device that was not worn or was charging: what it says in that sentence is not the user's
  ("my watch says 0 steps today bc i left it on the charger");
- ``public_person``: a player, an actor, a character: what the clause says of them is someone else's ("그 선수
  무릎 부상 심하던데");
- ``health_work`` (the work frame): the user says a health-care job or study of theirs ("im a pharmacist so i count
  out 100 metformin scripts", "간호사라 하루종일 남의 혈압만 재고 다님"): the health words of that sentence are
  the work's, unless a clause names a state (a symptom, a mood, a pain) or the user's own.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Sequence

from pia_graph.ingest import cues
from pia_graph.ingest.cue_words import cue_pattern
from pia_graph.ontology import Dictionary

# Every list a frame reads; a dictionary without one leaves its frame off (the LOSO check removes them)
SENSE_GROUPS = ("idiom_subject", "idiom_cause", "bodily_cause", "public_person", "social_meal", "measuring_device",
                "acquired", "device_fault", "health_work")

# A Korean cause joined to what follows: "막혀서", "져서", "때문에", "하니까"
_CAUSE_END_KO = re.compile(r"(?:(?<!에)(?<=[가-힣])서|때문에|니까|길래|더니)\s+$")
_NUMBER = re.compile(r"\d")
# The user says the job is theirs: "im a pharmacist", "I work as an RN", "as a nurse"; "간호사라", "약대생인데"
_WORK_EN = r"\b(?:i'?m|i\s+am|im|i\s+work\s+as|working\s+as|as)\s+an?\s+(?:[\w-]+\s+)?(?:{job})"
_WORK_KO = r"(?:^|\s)(?:{job})\s*(?:이라서|라서|이라|라|인데|이고|이에요|예요|입니다|임|으로\s*일|로\s*일)"


def _has(dictionary: Dictionary | None, group: str, lang: str) -> bool:
    return dictionary is not None and (group, lang) in dictionary.cues


def _health_in(text: str, lang: str, spans: Sequence[tuple[int, int]], start: int, end: int) -> bool:
    return any(s < end and e > start for s, e in spans) or bool(cues.health_rx(lang).search(text[start:end]))


def sense_spans(text: str, lang: str, dictionary: Dictionary | None,
                match_spans: Sequence[tuple[int, int]]) -> list[tuple[int, int]]:
    """The spans of ``text`` whose health words are said in no health sense of the user's."""
    out: list[tuple[int, int]] = []
    if _has(dictionary, "idiom_subject", lang) and dictionary is not None:
        for m in cue_pattern(dictionary, "idiom_subject", lang).finditer(text):
            head = text.rfind(",", 0, m.start()) + 1  # the subject: the words of its part before the idiom
            if not _health_in(text, lang, match_spans, head, m.start()):
                out.append((m.start(), m.end()))
    if _has(dictionary, "idiom_cause", lang) and dictionary is not None:
        for m in cue_pattern(dictionary, "idiom_cause", lang).finditer(text):
            before = text[:m.start()]
            cause = _CAUSE_END_KO.search(before)
            head = max(before.rfind(c, 0, cause.start()) for c in ".!?\n,") + 1 if cause else 0
            if cause is not None and not _health_in(text, lang, match_spans, head, cause.end()) \
                    and not any(cue_pattern(dictionary, g, lang).search(text[head:cause.end()])
                                for g in ("injury", "pain_word", "bodily_cause") if (g, lang) in dictionary.cues):
                out.append((m.start(), m.end()))
    if _has(dictionary, "social_meal", lang) and dictionary is not None:
        out += [(m.start(), m.end()) for m in cue_pattern(dictionary, "social_meal", lang).finditer(text)]
    out += _device_spans(text, lang, dictionary)
    return out


def _sentences(text: str) -> list[tuple[int, int]]:
    bounds = [0, *(m.end() for m in re.finditer(r"[.!?\n]+\s*", text)), len(text)]
    return [(a, b) for a, b in itertools.pairwise(bounds) if b > a]


def _device_spans(text: str, lang: str, dictionary: Dictionary | None) -> list[tuple[int, int]]:
    if dictionary is None or not _has(dictionary, "measuring_device", lang):
        return []
    out: list[tuple[int, int]] = []
    device = cue_pattern(dictionary, "measuring_device", lang)
    for a, b in _sentences(text):
        sentence = text[a:b]
        found = [(a + m.start(), a + m.end()) for m in device.finditer(sentence)]
        if not found:
            continue
        if _has(dictionary, "device_fault", lang) and cue_pattern(dictionary, "device_fault", lang).search(sentence):
            out.append((a, b))  # what a device not worn says is no reading of the user's
        elif _has(dictionary, "acquired", lang) and cue_pattern(dictionary, "acquired", lang).search(sentence) \
                and not _NUMBER.search(sentence):
            out += found  # a device bought, no reading: a product, not a measurement
    return out


def work_sentence(sentence: str, lang: str, dictionary: Dictionary | None) -> bool:
    """The sentence says a health-care job or study of the user's (``health_work``; in English also a carer of
    ``cues.CARE_ROLE_EN``: "im a nurse", "i'm a pharmacist")."""
    if dictionary is None or not _has(dictionary, "health_work", lang):
        return False
    job = cue_pattern(dictionary, "health_work", lang).pattern + ("" if lang == "ko" else f"|{cues.CARE_ROLE_EN}")
    return bool(re.search((_WORK_KO if lang == "ko" else _WORK_EN).format(job=job), sentence, re.I))


def public_person(clause: str, lang: str, dictionary: Dictionary | None) -> bool:
    """The clause names a person known from a game, a show or the news (``public_person``)."""
    return _has(dictionary, "public_person", lang) and dictionary is not None \
        and bool(cue_pattern(dictionary, "public_person", lang).search(clause))
