"""The Korean words of a text that no exact alias match covers, each with a glued particle read off: what the fuzzy
gates (``fuzzy_ko`` for drug names, ``fuzzy_jamo`` for reading names) compare with the dictionary. Pure."""

from __future__ import annotations

import re
from collections.abc import Iterator

from pia_graph.ontology.alias_gate import TermMatch


def uncovered_words(text: str, exact: list[TermMatch], word: re.Pattern[str], particles: tuple[str, ...],
                    min_left: int) -> Iterator[tuple[re.Match[str], str]]:
    """Each ``word`` match of ``text`` that overlaps no exact match, with the first of ``particles`` (longest first)
    it ends in read off when ``min_left`` syllables stay."""
    spans = [(m.start, m.end) for m in exact]
    for w in word.finditer(text):
        if any(a < w.end() and w.start() < b for a, b in spans):
            continue
        stem = w.group(0)
        for p in particles:
            if stem.endswith(p) and len(stem) - len(p) >= min_left:
                stem = stem[: -len(p)]
                break
        yield w, stem
