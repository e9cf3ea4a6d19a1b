"""The words of a question and their spans (pure): which spans overlap or cover others, an abbreviation said in the
plural, the full-text words a question's understanding left unused (`understand.py` reads them)."""

from __future__ import annotations

import re
from collections.abc import Callable

from pia_graph.retrieve.associative import lucene_terms


def overlaps(a: tuple[int, int], spans: list[tuple[int, int]]) -> bool:
    return any(a[0] < e and s < a[1] for s, e in spans)


def inside(a: tuple[int, int], spans: list[tuple[int, int]]) -> bool:
    """Whether an alias span covers `a` whole (the cue is part of a longer name)."""
    return any(s <= a[0] and a[1] <= e for s, e in spans)


def within(a: tuple[int, int], alias_keys: list[tuple[tuple[int, int], tuple[str, ...]]]) -> list[str]:
    """The terms of the aliases that lie strictly inside `a`."""
    return [k for (s, e), keys in alias_keys if a[0] <= s and e <= a[1] and (s, e) != a for k in keys]


def names_before(a: tuple[int, int], alias_keys: list[tuple[tuple[int, int], tuple[str, ...]]], text: str) -> bool:
    """A drug named right before a class word ("심비코트 흡입기", "ventolin puffer"): the word describes the drug."""
    return any(e <= a[0] and not text[e:a[0]].strip() and any(k.startswith("drug:") for k in keys)
               for (_, e), keys in alias_keys)


_HANGUL = re.compile(r"[가-힣]+")
_PLURAL = re.compile(r"\b([a-z0-9]{3,})s\b", re.IGNORECASE)


def singular_names(text: str, names: Callable[[str], bool]) -> tuple[str, list[str]]:
    """An abbreviation said in the plural ("list my a1cs", "ldls", "tshs") where only its singular is an alias (the
    index inflects words, not letters and digits): the singular, with the reason (pure)."""
    reasons: list[str] = []

    def single(m: re.Match[str]) -> str:
        if names(m.group(0)) or not names(m.group(1)):
            return m.group(0)
        reasons.append(f"plural:{m.group(0)}->{m.group(1)}")
        return m.group(1) + " "  # the same length: spans stay where the question has them

    return _PLURAL.sub(single, text), reasons


def residual_words(text: str, spans: list[tuple[int, int]]) -> list[str]:
    """The question's full-text words outside the spans its understanding used (pure)."""
    chars = list(text)
    for start, end in spans:
        # A Korean word goes with its tail: what follows a used stem with no space is its particle or ending
        # (병원에서, 관련해서, 바꿨더라), not a word of its own.
        while 0 < end < len(text) and _HANGUL.match(text[end - 1]) and _HANGUL.match(text[end]):
            end += 1
        for i in range(max(0, start), min(len(chars), end)):
            chars[i] = " "
    return [t.split(" OR ")[0].rstrip("*").replace("\\", "") for t in lucene_terms("".join(chars))]
