"""Word lists of the dictionary spliced into a rule's own grammar (``ontology/84_rule_words.cypher``).

A rule keeps its grammar in code (digits, spacing, boundaries, what may follow); the words it alternates over are
curators' data. A list is read in its order, because a regular expression takes the first alternative that
matches; a space in a word stands for the gap the rule says (``\\s+``, ``\\s*`` or a plain space). Unlike the cue
syntax of ``80_cues.cypher`` (``ingest.cue_words``), nothing else is read into a word: ``*`` is a star.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import cache

from pia_graph.ontology.scripts import load_default_dictionary

RULE_WORDS_FILE = "84_rule_words.cypher"


class MissingWordsError(LookupError):
    """A rule asked for a word list the dictionary does not hold: a bug in the rule or the dictionary."""


def alternation(words: Sequence[str], gap: str = r"\s+") -> str:
    """The words as the branches of one alternation, in order, each escaped, a space written as ``gap``."""
    return "|".join(gap.join(re.escape(part) for part in word.split()) for word in words)


@cache
def rule_words(group: str, lang: str) -> tuple[str, ...]:
    """The words of ``group`` in ``lang`` from the repository's dictionary (parsed once per process: the rules
    that read them run before and without a store, as the gate does); raises when the list is missing."""
    found = load_default_dictionary().cues.get((group, lang))
    if found is None or not found.cues:
        raise MissingWordsError(f"the dictionary has no word list {group!r} for {lang!r} (ontology/{RULE_WORDS_FILE})")
    return found.cues


def words_alternation(group: str, lang: str, gap: str = r"\s+") -> str:
    """:func:`alternation` over the dictionary's list ``group`` in ``lang``."""
    return alternation(rule_words(group, lang), gap)
