"""A rating said as a bare number in English ("down to a 3", "about 5 today", "maybe a 6 now"): pure, on text.

English says a symptom's severity as a whole number from 0 to 10 led by a hedge or a copula (the dictionary's
``rating`` cues: "like a", "was", "down to a"; and, right after the symptom or in a reply about it, the bare hedges
of ``rating_bare`` in 84_rule_words: "about", "around", "maybe") and closing what it says: the end of its clause or
sentence, a time expression ("today", "since lunch"), a word of now ("now", "still", "again") or the reason it
changed ("with ice", "after the advil"). A number with a unit, one a word follows that it counts ("3 days", "2
pills"), or one inside a time expression ("at 5") is no rating. Read by the symptom's own fields (``symptom_fields``)
and by a reply that rates the one open symptom (``followup_symptom``, rule ``earlier_turn.grade``).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from functools import cache

from pia_graph.ingest.cue_words import cue_pattern
from pia_graph.ingest.extract.numbers import Quantity
from pia_graph.ontology import Dictionary
from pia_graph.ontology.word_lists import words_alternation

# what may close a rating's clause after it besides a time expression: "down to like a 3 now", "a 4 again today"
NOW_TAIL = re.compile(r"\s*(?:now|still|again|atm|at\s+the\s+moment|so\s+far|today|tonight)\b(?:\s+(?:today|tonight))?"
                      r"[\s.!~?,]*$", re.I)
# the reason a rating changed, said after it: "down to a 3 with ice", "a 4 after the advil"
_REASON_TAIL = re.compile(r"[\s,]*(?:(?:now|today|tonight)\s+)?(?:with|after|since|thanks\s+to|because|bc|cuz)\b",
                          re.I)
_CLOSES = " .!~?,;)"
_LEAD_REACH = 20  # how far before the number its lead may start


def closes_rating(text: str, pos: int, end: int, timed: Callable[[int], bool]) -> bool:
    """What follows a rating at ``pos`` (up to ``end``, its clause's or sentence's end) closes it: nothing, a time
    expression starting right after it, a word of now, or the reason it changed."""
    return not text[pos:end].strip(_CLOSES) or timed(pos) or NOW_TAIL.match(text, pos, end) is not None \
        or _REASON_TAIL.match(text, pos, end) is not None


def time_starts_after(text: str, pos: int, starts: Iterable[int]) -> bool:
    """A time expression (one of ``starts``) starts right after ``pos``, past a space ("the nausea is a 6 every
    single morning", "down to a 3 today")."""
    gap = len(text[pos:]) - len(text[pos:].lstrip())
    return gap > 0 and pos + gap in starts


def led_as_rating(text: str, q: Quantity, dictionary: Dictionary, *, bare: bool) -> bool:
    """An English whole number 0-10 without a unit, right after a ``rating`` cue ("like a 5", "was 6", "down to a 3")
    or, with ``bare``, a ``rating_bare`` hedge ("about 5", "maybe 6")."""
    if q.kind != "number" or q.unit is not None or q.value != int(q.value) or not 0 <= q.value <= 10:
        return False
    before = text[max(0, q.start - _LEAD_REACH):q.start]
    return _ending(cue_pattern(dictionary, "rating", "en").pattern).search(before) is not None \
        or (bare and _bare_hedge().search(before) is not None)


@cache
def _ending(cues: str) -> re.Pattern[str]:
    """A cue list's pattern anchored at the end of the text before the number (compiled once per list)."""
    return re.compile(rf"(?:{cues})\s*$", re.I)


@cache
def _bare_hedge() -> re.Pattern[str]:
    """The ``rating_bare`` words (84_rule_words) as whole words, right before the number."""
    return re.compile(rf"\b(?:{words_alternation('rating_bare', 'en')})\s*$", re.I)


def english_rating(text: str, q: Quantity, end: int, dictionary: Dictionary, timed: Callable[[int], bool], *,
                   bare: bool) -> bool:
    """``q`` is a rating said in passing: led as one (``led_as_rating``) and closed as one (``closes_rating``)."""
    return led_as_rating(text, q, dictionary, bare=bare) and closes_rating(text, q.end, end, timed)
