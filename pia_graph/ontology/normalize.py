"""Alias normalization: the one definition that the Cypher scripts implement too.

NFKC, lowercase, every separator character becomes a space, runs of spaces collapse, trim.
The Cypher tail in ``ontology/README.md`` ("Script tail") must stay equal to :func:`normalize_alias`;
the integration test compares both on every alias in the database.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass
from functools import lru_cache

# Exactly the list in the Cypher tail; keep both in step.
SEPARATORS: frozenset[str] = frozenset(
    [
        " ",
        "\t",
        "\n",
        "-",
        "_",
        ".",
        ",",
        ";",
        ":",
        "!",
        "?",
        "'",
        '"',
        "(",
        ")",
        "[",
        "]",
        "{",
        "}",
        "/",
        "\\",
        "|",
        "·",
    ]
)


def normalize_alias(text: str) -> str:
    """The normalized form (``Alias.norm``) of a surface form."""
    out: list[str] = []
    for ch in unicodedata.normalize("NFKC", text).lower():
        if ch in SEPARATORS:
            if out and out[-1] != " ":
                out.append(" ")
        else:
            out.append(ch)
    return "".join(out).strip()


def compact_key(text: str) -> str:
    """The normalized form with spaces removed: variants that differ only in spacing count once."""
    return normalize_alias(text).replace(" ", "")


@dataclass(frozen=True, slots=True)
class NormalizedText:
    """A normalized utterance with, for each of its characters, the span it came from in the original."""

    text: str
    starts: tuple[int, ...]
    ends: tuple[int, ...]

    def span(self, start: int, end: int) -> tuple[int, int]:
        """Original (start, end) of the normalized slice [start, end)."""
        return self.starts[start], self.ends[end - 1]


# Both per-character answers below depend on the character alone, and an utterance is read character by character
# (most of an utterance's normalizing was these two Unicode lookups): each distinct character or cluster is worked
# out once per process. Bounded; a chat's alphabet is a few hundred characters.
_CHARS_KEPT = 1 << 14


@lru_cache(maxsize=_CHARS_KEPT)
def _joins_previous(ch: str) -> bool:
    """True when NFKC may compose ``ch`` with the character before it (combining marks, Hangul jamo)."""
    if unicodedata.combining(ch):
        return True
    decomposed = unicodedata.normalize("NFKD", ch)
    first = decomposed[0] if decomposed else ch
    code = ord(first)
    # Hangul vowel (jungseong) and final consonant (jongseong) jamo compose with what precedes them.
    return 0x1160 <= code <= 0x11FF or 0xD7B0 <= code <= 0xD7FF or bool(unicodedata.combining(first))


@lru_cache(maxsize=_CHARS_KEPT)
def _folded(cluster: str) -> str:
    """A cluster of the utterance as :func:`normalize_alias` reads it, before separators: NFKC, lower case."""
    return unicodedata.normalize("NFKC", cluster).lower()


def _clusters(text: str) -> list[tuple[int, int]]:
    spans: list[tuple[int, int]] = []
    for i, ch in enumerate(text):
        if spans and _joins_previous(ch):
            spans[-1] = (spans[-1][0], i + 1)
        else:
            spans.append((i, i + 1))
    return spans


def normalize_with_offsets(text: str) -> NormalizedText:
    """Normalize an utterance like :func:`normalize_alias`, keeping a map back to original offsets.

    Any Unicode whitespace counts as a separator here (user text may hold tabs, non-breaking spaces,
    line separators); alias texts never do, so alias norms and utterance norms stay comparable.
    """
    chars: list[str] = []
    starts: list[int] = []
    ends: list[int] = []
    for start, end in _clusters(text):
        for ch in _folded(text[start:end]):
            if ch in SEPARATORS or ch.isspace():
                if chars and chars[-1] != " ":
                    chars.append(" ")
                    starts.append(start)
                    ends.append(end)
            else:
                chars.append(ch)
                starts.append(start)
                ends.append(end)
    while chars and chars[-1] == " ":
        chars.pop()
        starts.pop()
        ends.pop()
    return NormalizedText("".join(chars), tuple(starts), tuple(ends))
