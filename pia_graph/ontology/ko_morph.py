"""One Korean analyser: morphemes with their lemma and offsets, from kiwipiepy, opt-in (``PIA_KO_MORPH=kiwi``).

The alias gate asks it whether a term ends on a morpheme boundary inside a glued word ("발진때문에",
"혈압약먹고") when the particle list does not account for the rest of the word; the read path asks it for the
leading nouns of a question's word (배탈났을때 → 배탈). By default, and whenever kiwipiepy is not installed,
``analyser()`` is None and the callers keep the hand rules (``ko_suffixes``): measured against them
(``scripts/measure_ko_morph.py``, docs/extraction.md "Libraries measured") kiwi moved the figures by one or two
scenarios either way, so it is not a dependency. The model is loaded lazily, once per process (about 7 s), and
analyses are cached per text.
"""

from __future__ import annotations

import importlib
import logging
from dataclasses import dataclass
from functools import cache
from typing import Any, Protocol

from pia_graph.config import get_settings

log = logging.getLogger(__name__)

# Sejong tags (kiwi's tag set) by what they do after a noun inside one word.
NOUN_TAGS = frozenset({"NNG", "NNP", "NR", "XR", "SL", "SH", "SN"})
# What may follow a term inside the same word with the term still whole: a particle, an ending, the copula,
# a predicate or its derivation (설사해요: 설사/NNG 하/XSV), a dependent noun (발진때문에: 때문/NNB).
CLOSES_TERM = ("J", "E", "VV", "VA", "VX", "XSV", "XSA", "NNB", "MAG", "MAJ")
_CACHE_SIZE = 4096  # analyses kept per process (one per utterance or question)


@dataclass(frozen=True, slots=True)
class Morph:
    form: str
    tag: str
    start: int
    end: int
    lemma: str


class KoreanAnalyser(Protocol):
    name: str

    def analyse(self, text: str) -> tuple[Morph, ...]: ...


class KiwiAnalyser:
    """kiwipiepy's ``Kiwi.tokenize``; the offsets index the text given."""

    name = "kiwi"

    def __init__(self, kiwi: Any) -> None:
        self._kiwi = kiwi
        self._cache: dict[str, tuple[Morph, ...]] = {}

    def analyse(self, text: str) -> tuple[Morph, ...]:
        hit = self._cache.get(text)
        if hit is None:
            hit = tuple(
                Morph(t.form, t.tag, t.start, t.start + t.len, str(getattr(t, "lemma", t.form)))
                for t in self._kiwi.tokenize(text)
            )
            if len(self._cache) >= _CACHE_SIZE:
                self._cache.clear()
            self._cache[text] = hit
        return hit


def wanted() -> str:
    """Settings.ko_morph (``PIA_KO_MORPH``): ``rules`` (the default: never load it) or ``kiwi`` (when installed)."""
    return get_settings().ko_morph.strip().lower() or "rules"


@cache
def _load(choice: str) -> KoreanAnalyser | None:
    if choice != "kiwi":
        return None
    try:
        kiwipiepy = importlib.import_module("kiwipiepy")  # optional: typed as Any, no stubs needed
    except ImportError:
        log.info("kiwipiepy is not installed: Korean morphology falls back to the particle rules")
        return None
    return KiwiAnalyser(kiwipiepy.Kiwi())


def analyser() -> KoreanAnalyser | None:
    """The process's Korean analyser (loaded on the first call), or None: the rules apply."""
    return _load(wanted())


def boundary_closes_term(morphs: tuple[Morph, ...], start: int, end: int) -> bool:
    """True when ``[start, end)`` ends on a morpheme boundary and what follows inside the word leaves the term
    whole: a particle, an ending, a predicate, a dependent noun (혈압약|먹고, 발진|때문에), never a noun that
    makes a compound with it (혈압|계) nor a morpheme that straddles the end."""
    last_in = next_after = None
    for m in morphs:
        if m.start < end < m.end or (m.start < start < m.end):
            return False
        if m.end <= end and m.start >= start:
            last_in = m
        if m.start == end and next_after is None:
            next_after = m
    if last_in is None or next_after is None or last_in.end != end:
        return False
    if last_in.tag not in NOUN_TAGS and not last_in.tag.startswith(("V", "XR")):
        return False
    return next_after.tag.startswith(CLOSES_TERM)


def leading_content(morphs: tuple[Morph, ...], word_start: int, word_end: int) -> int | None:
    """The end offset of the nouns a word starts with (혈압약먹고 → after 약), or None when it starts otherwise."""
    end = None
    for m in morphs:
        if m.end <= word_start or m.start >= word_end:
            continue
        if m.tag in NOUN_TAGS and m.start == (word_start if end is None else end):
            end = m.end
        else:
            break
    return end
