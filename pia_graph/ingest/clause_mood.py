"""The mood and the subject of a clause that tells nothing of the user although it names health (RETAIN gate, pure):

- a wish for an activity or a food, not done ("날씨 좋다 산책가고싶네", "wanna go for a run so bad"): a plan or a
  craving, no record (the dictionary's ``desire`` list closing the clause, every health word in it an activity, a
  meal or a substance; a symptom, a goal or a sleep wish stays the user's: "죽고 싶어", "잠만 자고싶어요");
- people picked out by what they do ("요즘 마라톤 뛰는 사람 진짜 많더라", "통풍 있는 사람은"): a Korean 사람 after a
  relative clause (a syllable closed by ㄴ) is people in general, not the user;
- a superlative record named with no value ("lowest fasting sugar ive had this month"): a record asked for, said
  without its question mark (the dictionary's ``record_superlative`` list opening the clause, no number, no
  predicate of its own besides the relative clause that picks the record);
- a relative's passing episode continued by a pronoun ("my son has strep throat, peds put him on amoxicillin"): the
  care is still the relative's episode, not the user's family history.

The words are dictionary data (``ontology/84_rule_words.cypher``); this module holds the grammar."""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import cache

from pia_graph.ingest import cues
from pia_graph.ingest.clause_verdict import Verdict
from pia_graph.ingest.clauses import SS_FINAL_KO, Segment, syllables_with_final
from pia_graph.ingest.cue_words import cue_pattern
from pia_graph.ingest.experiencer import Experiencer, self_anchor
from pia_graph.ontology import Dictionary, TermMatch
from pia_graph.ontology.word_lists import words_alternation

# the kinds of term a wish may name and still be a plan or a craving: an activity, a meal, a substance
_WISHED_KINDS = ("activity:", "meal:", "substance:")
# what may close a clause after its last word: punctuation, laughter, tears, a tilde, an emoji
_CLOSE = r"[\s?.!~…ㅠㅜㅋㅎ^;]*(?:[^\w\s]\s*)*$"
# a past stem's syllable (했, 먹었, 좋아졌; not 있): a change or an event told, no claim in general
_PAST_KO = SS_FINAL_KO.replace("있", "")
_GAP = {"ko": r"\s*", "en": r"\s+"}  # a Korean word list's space matches any spacing or none
_N_FINAL = 4  # ㄴ, the 4th of the 28 final consonants: a relative clause's ending (뛰는, 있는, 아픈, 먹은)


@cache
def _people_ko() -> re.Pattern[str]:
    return re.compile(f"[{syllables_with_final(_N_FINAL)}]\\s*사람(?:들)?(?:이|은|는|도|가|한테|에게|\\s|$)")


def people_in_general_ko(clause: str) -> bool:
    """A Korean clause about people picked out by a relative clause ("마라톤 뛰는 사람", "통풍 있는 사람은")."""
    return bool(_people_ko().search(clause))


def _keys_in(part: Segment, matches: Sequence[TermMatch]) -> list[str]:
    return [m.term_key or "" for m in matches if part.start <= m.start < part.end and m.term_key is not None]


@cache
def _wish_closing(lang: str) -> re.Pattern[str]:
    """A wish (``desire``) in the clause; in Korean it must close the clause."""
    desire = words_alternation("desire", lang, _GAP[lang])
    return re.compile(f"(?:{desire}){_CLOSE}" if lang == "ko" else f"(?:{desire})", re.IGNORECASE)


def wish_not_done(part: Segment, lang: str, matches: Sequence[TermMatch], dictionary: Dictionary | None) -> bool:
    """The clause closes on a wish (``desire``) and every health term it names is an activity, a meal or a
    substance: a plan or a craving, nothing done."""
    if dictionary is None:
        return False
    keys = _keys_in(part, matches)
    if not keys or not all(k.startswith(_WISHED_KINDS) for k in keys):
        return False
    return bool(_wish_closing(lang).search(part.text))


_NUMBER = re.compile(r"\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty"
                     r"|fifty|sixty|seventy|eighty|ninety|hundred)\b", re.I)
# the relative clause that picks the record out ("ive had", "i've gotten this year", "that i hit"): no predicate
_PICKING = re.compile(r"\b(?:that\s+|which\s+)?(?:i|i've|ive|i\s+have|i'd|we|we've)\s+(?:ever\s+)?"
                      r"(?:had|got|gotten|seen|hit|done|recorded|logged|reached|been|measured|run|ran|walked|slept)\b",
                      re.I)
_PREDICATE = re.compile(r"(?:'s|\b(?:is|are|was|were|am|has|have|had|feel|feels|felt|got|get|hit|came|come)\b)", re.I)


@cache
def _superlative_opener() -> re.Pattern[str]:
    return re.compile(rf"^\W*(?:(?:my|the|what(?:'s|s|\s+is|\s+was))\s+)?"
                      rf"(?:{words_alternation('record_superlative', 'en')})\b", re.I)


def superlative_asked_en(clause: str, dictionary: Dictionary | None, sentence: str = "") -> bool:
    """An English clause that names a superlative record with no value in its sentence and no predicate of its
    own ("lowest fasting sugar ive had this month", "highest bp this year"): what it names is asked for."""
    if dictionary is None or _NUMBER.search(sentence):
        return False
    text = clause.strip()
    opener = _superlative_opener().match(text)
    if opener is None or _NUMBER.search(text):
        return False
    return not _PREDICATE.search(_PICKING.sub(" ", text[opener.end():]))


_THIRD_EN = re.compile(r"\b(?:he|she|him|her|his|they|them|their|he's|she's|they're)\b", re.I)
_FIRST_SINGULAR_EN = re.compile(r"\b(?:i|i'm|im|i've|ive|i'd|me|my|mine|myself)\b", re.I)


def episode_continued_en(clause: str) -> bool:
    """An English clause whose only person is a third-person pronoun and no one new ("peds put him on
    amoxicillin", "she's on antibiotics now"): after a relative's passing episode, it goes on with it."""
    others = _THIRD_EN.sub(" ", clause)  # (the pronouns are among the person words: "her" is someone)
    return bool(_THIRD_EN.search(clause)) and not _FIRST_SINGULAR_EN.search(clause) \
        and not cues.names_someone(others, "en", cues.SOMEONE_ELSE)


# the dative after a health word (혈당에, 두통엔, 관절염에는, 간한테) and up to two words before the evaluation
_DATIVE_KO = r"\s*(?:에는|에|엔|한테|에게)\s*(?:\S+\s+){0,2}?\S*?"
_FOR_EN = r"\s+for\s+(?:your\s+|the\s+|a\s+|an\s+)?$"


_DIGIT = re.compile(r"\d")
_PAST_SYLLABLE_KO = re.compile(f"[{_PAST_KO}]")


@cache
def _benefit_after(lang: str) -> re.Pattern[str]:
    """The claim's predicate (``benefit_predicate``): in Korean after the health word and its dative (matched at
    the word's end), in English before it, closed by "for" (searched in the text up to the word)."""
    pred = words_alternation("benefit_predicate", lang, _GAP[lang])
    if lang == "ko":
        return re.compile(f"{_DATIVE_KO}(?:{pred})")
    return re.compile(f"\\b(?:{pred}){_FOR_EN}", re.IGNORECASE)


def benefit_claim(part: Segment, lang: str, matches: Sequence[TermMatch], dictionary: Dictionary | None) -> bool:
    """A clause that says what a thing does for a health thing, with no first person, no value and no past
    ("현미밥이 백미보다 혈당에 좋아", "역류성식도염에 커피 안좋아", "are eggs bad for cholesterol"): a claim in
    general (the dictionary's ``benefit_predicate`` list), not a fact of the user's."""
    if dictionary is None:
        return False
    text = part.text
    if self_anchor(text, lang) or _DIGIT.search(text) or (lang == "ko" and _PAST_SYLLABLE_KO.search(text)):
        return False
    claim = _benefit_after(lang)
    for m in matches:
        if not (part.start <= m.start < part.end and m.term_key is not None):
            continue
        if lang == "ko" and claim.match(text[m.end - part.start:]):
            return True
        if lang != "ko" and claim.search(text[:m.start - part.start]):
            return True
    return False


def mood_verdict(part: Segment, lang: str, matches: Sequence[TermMatch], dictionary: Dictionary | None, *,
                 before: Verdict | None, sentence: str = "") -> Verdict | None:
    """The verdict of a clause judged a statement, when its mood or its subject says it tells nothing of the user
    (a wish not done, people in general, a superlative record asked for, a relative's episode continued); None
    when it stays a statement. ``before``: the verdict of the turn's clause before it; ``sentence``: the clause's
    sentence (a value told anywhere in it is told of the record named)."""
    text = part.text
    if wish_not_done(part, lang, matches, dictionary):
        return Verdict.HYPOTHETICAL
    if benefit_claim(part, lang, matches, dictionary):
        return Verdict.GENERIC
    if lang == "ko":
        return Verdict.GENERIC if people_in_general_ko(text) and not self_anchor(text, lang) else None
    if superlative_asked_en(text, dictionary, sentence):
        return Verdict.QUESTION
    if before == Verdict.FAMILY_EPISODE and episode_continued_en(text):
        return Verdict.FAMILY_EPISODE
    return None


# "my husband's i mean", "(that was) my mom's btw", "남편 거예요", "아 엄마꺼임": a clause that only names whose the
# reading or the state told before it was, after the fact
# an interjection or a correction word before it ("oh wait, my husband's", "oops sorry that was my mom's"): the
# dictionary's lists (``interjection``, ``correction_between``, ``correction``), the words written once there
_LATE_OWNER_EN = (r"^\W*(?:(?:{said})\W+)*"
                  r"(?:(?:that|thats|that's|it|its|it's|this|those|these)\s+(?:was|is|were|are|'s)?\s*)?(?:my|our)\s+(?P<who>[\w-]+(?:\s+[\w-]+)?)"
                  r"(?:'s|s)(?:\s+(?:i\s+mean|btw|lol|not\s+mine|actually|though|reading|numbers?))*\W*$")
_OWNER_PREFIX_GROUPS = ("interjection", "correction_between", "correction")


@cache
def _late_owner_en(said: str) -> re.Pattern[str]:
    return re.compile(_LATE_OWNER_EN.format(said=said or r"(?!)"), re.IGNORECASE)


def _owner_prefix(dictionary: Dictionary | None) -> str:
    if dictionary is None:
        return ""
    return "|".join(cue_pattern(dictionary, g, "en").pattern for g in _OWNER_PREFIX_GROUPS
                    if (g, "en") in dictionary.cues)
_LATE_OWNER_KO = re.compile(r"^\W*(?:아\s*|앗\s*|아니\s*)?(?:우리\s*|내\s*|제\s*)?(?P<who>\S+?)\s*(?:거|꺼|것)"
                            r"(?:예요|에요|이에요|임|요|야|이야|였어|였어요|이었어요)?\s*[.!~ㅋㅎㅠㅜ]*$")


def late_owner(clause: str, lang: str, dictionary: Dictionary | None = None) -> Experiencer | None:
    """Whose the turn's statement before was, named after it in a clause of its own ("bp 150/95 this morning. my
    husband's i mean", "혈압 150 나옴 아 남편 거예요"): a first-degree relative (FAMILY) or someone else (OTHER);
    None for any other clause, and for the user's own ("my own", "내 거")."""
    pattern = _LATE_OWNER_KO if lang == "ko" else _late_owner_en(_owner_prefix(dictionary))
    hit = pattern.match(clause.strip())
    if hit is None:
        return None
    who = hit.group("who")
    if lang == "ko" and who in ("내", "제", "나", "저"):
        return None
    if cues.person_rx("family", lang).search(who + " "):
        return Experiencer.FAMILY
    if cues.names_someone(who, lang, ("other", "pet")):
        return Experiencer.OTHER
    return None
