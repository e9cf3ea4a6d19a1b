"""Where a matched term may start and end in normalized text: character classes, the Korean particles and endings
that may follow a term, a drug's product line and dosage form, the Korean analyser's morpheme boundary, and cues.

Pure functions, split out of `alias_gate` (which decides the matches) so each reads in one sitting.
"""

from __future__ import annotations

from pia_graph.ontology.ko_morph import analyser, boundary_closes_term
from pia_graph.ontology.ko_suffixes import KO_SUFFIXES
from pia_graph.ontology.normalize import normalize_alias
from pia_graph.ontology.products import DOSAGE_FORMS, LINE_SUFFIXES

_MAX_SUFFIX_PARTS = 3


def hangul_only(text: str) -> bool:
    return bool(text) and all(0xAC00 <= ord(ch) <= 0xD7A3 for ch in text)


def is_hangul(ch: str) -> bool:
    code = ord(ch)
    return 0xAC00 <= code <= 0xD7A3 or 0x1100 <= code <= 0x11FF or 0x3130 <= code <= 0x318F


def is_latin_or_digit(ch: str) -> bool:
    return ch.isalnum() and not is_hangul(ch) and ord(ch) < 0x2E80


def char_class(ch: str) -> str:
    if is_hangul(ch):
        return "h"
    if is_latin_or_digit(ch):
        return "a"
    return "o"


def is_jamo(ch: str) -> bool:
    """A jamo written alone: the chat's emoticons and laughter (ㅠㅠ, ㅋㅋ, ㅎㅎ, ㄷㄷ), never a word; normalized text
    holds them as conjoining jamo (NFKC maps U+3160 ㅠ to U+1172)."""
    code = ord(ch)
    return 0x1100 <= code <= 0x11FF or 0x3131 <= code <= 0x318E


def suffix_ok(rest: str, parts: int = 0) -> bool:
    """True when ``rest`` is a sequence of Korean particles/endings (at most a few), then perhaps the chat's jamo
    emoticons glued on ("당뇨전단계래요ㅠ", "빈혈ㅋㅋ")."""
    if not rest or all(is_jamo(ch) for ch in rest):
        return True
    if parts >= _MAX_SUFFIX_PARTS:
        return False
    return any(rest.startswith(s) and suffix_ok(rest[len(s) :], parts + 1) for s in KO_SUFFIXES)


_PRODUCT_SUFFIXES: tuple[str, ...] = tuple(
    sorted({x for x in DOSAGE_FORMS + LINE_SUFFIXES if hangul_only(x)}, key=len, reverse=True)
)


def product_suffix_ok(rest: str, parts: int = 0) -> bool:
    """After a drug: a product line and a dosage form ("큐", "정", "연질캡슐"), then particles ("게보린정을")."""
    if parts and suffix_ok(rest):
        return True
    if parts >= 2:
        return False
    return any(rest.startswith(x) and product_suffix_ok(rest[len(x) :], parts + 1) for x in _PRODUCT_SUFFIXES)


def morph_boundary(s: str, start: int, end: int) -> bool:
    """The Korean analyser, when installed, reads the rest of a glued word the particle list does not cover
    ("발진때문에", "혈압약먹고"): the term holds when it ends on a morpheme boundary that closes it."""
    ko = analyser()
    return ko is not None and boundary_closes_term(ko.analyse(s), start, end)


def cue_in(cue: str, utterance: str, matched: str) -> bool:
    """A cue occurs in the normalized utterance: Latin cues on word boundaries, a trailing ``*`` making
    the cue a prefix (``diagnos*``); Korean cues anywhere."""
    prefix = cue.endswith("*")
    c = normalize_alias(cue.rstrip("*"))
    if not c or c == matched:
        return False
    latin = char_class(c[0]) == "a"
    pos = utterance.find(c)
    while pos >= 0:
        before = utterance[pos - 1] if pos > 0 else " "
        after = utterance[pos + len(c)] if pos + len(c) < len(utterance) else " "
        if not latin or (char_class(before) != "a" and (prefix or char_class(after) != "a")):
            return True
        pos = utterance.find(c, pos + 1)
    return False
