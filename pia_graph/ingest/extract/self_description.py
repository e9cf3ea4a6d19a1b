"""The user's age and sex said together as a self-description: "about me: 54 yo guy", "58 yo male, 5'10",
"38F, 5'3", "I'm a 45 year old woman".

The grammar: an age of two digits, an optional year-old word (``yo``, ``y/o``, ``years old``, ``yr old``), then a
word for a man or a woman from the dictionary (``84_rule_words.cypher`` lists ``self_sex_male`` and
``self_sex_female``). The clipped form, a capital M or F glued to the age ("38F", "54 M"), is read only where a
clause begins or after "I'm", so that "temp 99F" stays a temperature. Whose age it is (a friend's "my buddy, 54 yo
guy") is decided later by the experiencer of the clause, as for every record.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

from pia_graph.ontology.word_lists import words_alternation

_YEARS_OLD = r"(?:\s*-?\s*(?:years?|yrs?)\s*-?\s*old|\s*y/?o\b|\s*y\.o\.)"


@dataclass(frozen=True, slots=True)
class SelfDescription:
    age: int
    sex: str  # "male" | "female"
    start: int
    end: int


@cache
def _worded() -> re.Pattern[str]:
    male, female = words_alternation("self_sex_male", "en"), words_alternation("self_sex_female", "en")
    return re.compile(rf"(?<![\w.])(?P<age>\d{{2}}){_YEARS_OLD}?[\s-]+(?:(?P<m>{male})|(?P<f>{female}))\b", re.I)


# "38F", "54 M", "about me: 61M": the clipped form, capital and right where a clause begins or after "I'm"
_CLIPPED = re.compile(r"(?:^|[:;,(]\s*|\b(?:[Ii]'?m|[Ii]\s+am|[Mm]e)\s+)(?P<age>\d{2})\s?(?P<sex>[MF])(?![\w'’])")


# "a 60 year old man at my gym": someone the article introduces, unless the user is ("I'm a 45 year old woman")
_INTRODUCED = re.compile(r"\b(?:a|an|the|this|that|some|one)\s+$", re.I)
_I_AM = re.compile(r"\b(?:i'?m|i\s+am)\s+an?\s+$", re.I)


def _introduced(text: str, start: int) -> bool:
    before = text[max(0, start - 16):start]
    return bool(_INTRODUCED.search(before)) and not _I_AM.search(before)


def self_description(text: str) -> SelfDescription | None:
    """The first age said with a sex in ``text``, or None; an age outside 13–99 is no self-description, nor one
    an article introduces as someone else ("a 60 yo guy at work")."""
    found: list[SelfDescription] = []
    m = next((w for w in _worded().finditer(text) if not _introduced(text, w.start())), None)
    if m is not None:
        found.append(SelfDescription(int(m.group("age")), "male" if m.group("m") else "female",
                                     m.start("age"), m.end()))
    c = _CLIPPED.search(text)
    if c is not None:
        found.append(SelfDescription(int(c.group("age")), "male" if c.group("sex") == "M" else "female",
                                     c.start("age"), c.end()))
    found = [f for f in found if 13 <= f.age <= 99]
    return min(found, key=lambda f: f.start) if found else None
