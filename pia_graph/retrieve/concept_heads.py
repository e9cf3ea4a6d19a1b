"""A concept reached by its head word when no alias matched (pure): "how have my kidneys been doing" names no
alias of the kidney panel, but "kidney" is the word most of that panel's aliases share, and "livr enzymes" is
one letter from it.

Head words come from the dictionary, not from a list here: a word (four letters or more, lightly stemmed) is
a concept's head when at least half of the concept's English aliases (three or more) contain it, and three
times as many as in any other concept's (a word several concepts share, "numbers" or "levels", is generic).
A question word matches a head exactly, or one edit away when it keeps the head's first and last letters
(a dropped or doubled letter, not another word: "live" is not "liver").
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict

from rapidfuzz.distance import Levenshtein

from pia_graph.ontology.model import Dictionary
from pia_graph.ontology.per_dictionary import per_dictionary
from pia_graph.retrieve.associative import en_stem

_WORD = re.compile(r"[a-z]{4,}")
MIN_SHARE = 0.5  # of a concept's aliases that contain the word
MIN_ALIASES = 3  # ... and at least this many of them
DOMINANCE = 3  # times more aliases than in any other concept (a word several concepts share is generic)


def _words(text: str) -> set[str]:
    return {en_stem(w) for w in _WORD.findall(text.lower())}


@per_dictionary
def head_words(dictionary: Dictionary) -> dict[str, str]:
    """word -> concept key, for every concept that has a head word (computed once per dictionary)."""
    counts_by_word: dict[str, dict[str, int]] = defaultdict(dict)
    sizes: dict[str, int] = {}
    for concept in dictionary.concepts.values():
        aliases = [a.text for a in concept.aliases if a.lang == "en"]
        if not aliases:
            continue
        sizes[concept.key] = len(aliases)
        counts: Counter[str] = Counter()
        for alias in aliases:
            counts.update(_words(alias))
        for word, n in counts.items():
            counts_by_word[word][concept.key] = n
    heads: dict[str, str] = {}
    for word, by_concept in counts_by_word.items():
        ranked = sorted(by_concept.items(), key=lambda kv: (-kv[1], kv[0]))
        key, n = ranked[0]
        runner_up = ranked[1][1] if len(ranked) > 1 else 0
        if n >= MIN_ALIASES and n / sizes[key] >= MIN_SHARE and n >= DOMINANCE * runner_up:
            heads[word] = key
    return heads


def concepts_by_head(text: str, dictionary: Dictionary) -> list[tuple[str, str, str]]:
    """(concept key, the question's word, the head word) for each head word the question carries."""
    heads = head_words(dictionary)
    out: list[tuple[str, str, str]] = []
    seen: set[str] = set()
    for raw in _WORD.findall(text.lower()):
        word = en_stem(raw)
        head = word if word in heads else next(
            (h for h in sorted(heads) if h[0] == word[0] and h[-1] == word[-1]
             and Levenshtein.distance(h, word, score_cutoff=1) <= 1), None)
        if head is None or heads[head] in seen:
            continue
        seen.add(heads[head])
        out.append((heads[head], raw, head))
    return out
