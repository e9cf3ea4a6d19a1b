"""A bare reading: a number said with when or how it was measured and no coordinate named ("148 this morning",
"99.4 this am", "오늘 아침 72.3", "아침에 잰거 128").

People who log one measure every day drop its name and its unit. The clause is such a reading when it holds one
number, a ``reading_moment`` word (when or how it was measured), and nothing else but ``reading_word`` words
(function words), punctuation, laughter and emoji (both lists in ``84_rule_words.cypher``, compiled by
``cue_words.cue_pattern``: longest word first, whole words in English, inside words in Korean, where particles
glue on); and when the number lies in the range of a coordinate a bare number may name (the ``implied`` ranges
of ``ontology/81_unit_inference.cypher``: a weight, a temperature, a glucose). Such a clause tells a health
reading for the RETAIN gate; which coordinate it is stays open (the extractor makes a record only where a word
names one). This module reads the evidence, once per clause; ``classify_clause`` alone decides the verdict from
it (a STATEMENT where the clause is the user's and not asked, in place of NO_HEALTH). All the words are
dictionary data. Pure.
"""

from __future__ import annotations

import re

from pia_graph.ingest.clauses import Segment
from pia_graph.ingest.cue_words import cue_pattern
from pia_graph.ontology import Dictionary

# a value as a reading is said: digits with at most one decimal part; not a clock time, a date, a ratio, a
# percentage or a number glued to a unit or a word ("7:30", "12/3", "5k", "3x", "40%")
_VALUE = re.compile(r"(?<![\w.:/])(\d{1,4}(?:\.\d{1,2})?)(?![\w:/%]|\.\d)")
# what may remain beside the value and the cue words: punctuation, laughter, sighs, emoji
_NOISE = re.compile(r"[\W_ㅋㅎㅠㅜ]+", re.UNICODE)


def _ranges(dictionary: Dictionary, lang: str) -> list[tuple[float, float]]:
    return [(r.min, r.max) for rule in dictionary.unit_inference.values() if rule.lang in (lang, "any")
            for r in rule.implied]


def bare_value(text: str, lang: str, dictionary: Dictionary | None) -> float | None:
    """The value of a bare reading said in ``text``, or None when the text is no bare reading."""
    if dictionary is None or not _listed(dictionary, "reading_moment", lang) \
            or not _listed(dictionary, "reading_word", lang):
        return None
    values = list(_VALUE.finditer(text))
    if len(values) != 1:
        return None
    moment = cue_pattern(dictionary, "reading_moment", lang)
    if not moment.search(text):
        return None
    rest = moment.sub(" ", text[:values[0].start()] + " " + text[values[0].end():])
    rest = cue_pattern(dictionary, "reading_word", lang).sub(" ", rest)
    if _NOISE.sub("", rest):
        return None
    value = float(values[0].group(1))
    return value if any(lo <= value <= hi for lo, hi in _ranges(dictionary, lang)) else None


def _listed(dictionary: Dictionary, group: str, lang: str) -> bool:
    found = dictionary.cues.get((group, lang))
    return found is not None and bool(found.cues)


def bare_reading(clause: Segment, lang: str, dictionary: Dictionary | None) -> bool:
    """The clause is a bare reading (``bare_value``)."""
    return bare_value(clause.text, lang, dictionary) is not None
