"""What a compiled pattern cannot match without: a set of alternatives (literal strings, small character
classes), one of which every match contains.

The rules run many patterns over a short text, and most of them cannot match a given text: "yesterday" cannot
match without "yesterday", a Korean rule without its Hangul, a quantity without a digit. ``needs(pattern)`` reads
the pattern's own syntax tree for such pieces, so that the pattern is run only on a text that holds one of them;
the matches are the same, since a text without any of the pieces has none. The analysis is conservative: a
construct it does not follow (a negated or wide class, an inline flag, a conditional group, an optional part)
contributes no piece, and a pattern with no piece on every path needs nothing (None: it runs on every text).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from re import _constants as sre  # type: ignore[attr-defined]
from re import _parser as sre_parse  # type: ignore[attr-defined]
from typing import Any

import ahocorasick

#: the flags that bear on how a piece matches (case folding and its character tables)
_PIECE_FLAGS = re.IGNORECASE | re.ASCII | re.LOCALE | re.UNICODE
_SMALL_CLASS = 8  # a character class of at most this many items is a piece

#: pieces as (kind, text, length in characters): kind "lit", a literal string; "class", a character class's regex
#: source; a set of them: one occurs in every match
Piece = tuple[str, str, int]
Needs = frozenset[Piece]


def _score(options: Needs) -> tuple[int, int]:
    """How selective a set of alternatives is: its shortest piece first, then fewer alternatives."""
    return (min(n for _, _, n in options), -len(options))


def _class(items: Any) -> str | None:
    """A character class as regex source: literals, ranges and digits, not negated and small; else None."""
    if len(items) > _SMALL_CLASS:
        return None
    parts = [class_item_source(op, av, _DIGIT_ONLY) for op, av in items]
    return None if None in parts else f"[{''.join(p for p in parts if p)}]"


_DIGIT_ONLY = {sre.CATEGORY_DIGIT: r"\d"}


def class_item_source(op: Any, av: Any, categories: dict[Any, str]) -> str | None:
    """One item of a parsed character class as regex source: a literal, a range, or a category named in
    ``categories``; None for anything else (negation, other categories). Shared with ``regex_lead``."""
    if op is sre.LITERAL:
        return re.escape(chr(av))
    if op is sre.RANGE:
        return f"{re.escape(chr(av[0]))}-{re.escape(chr(av[1]))}"
    if op is sre.CATEGORY:
        return categories.get(av)
    return None


def _item(op: Any, av: Any) -> Needs | None:
    if op is sre.SUBPATTERN:
        _group, add_flags, del_flags, sub = av
        return None if add_flags or del_flags else _sequence(sub)
    if op is sre.ATOMIC_GROUP:
        return _sequence(av)
    if op is sre.BRANCH:
        found: set[Piece] = set()
        for alternative in av[1]:
            got = _sequence(alternative)
            if got is None:
                return None
            found |= got
        return frozenset(found)
    if op in (sre.MAX_REPEAT, sre.MIN_REPEAT, sre.POSSESSIVE_REPEAT):
        low, _high, sub = av
        return _sequence(sub) if low >= 1 else None
    if op is sre.IN:
        source = _class(av)
        return frozenset({("class", source, 1)}) if source is not None else None
    return None


def _options(items: Any) -> list[Needs]:
    """Every need of a sequence, each of which its every match contains: its runs of literal characters and the
    needs of its required items."""
    options: list[Needs] = []
    run: list[str] = []
    for op, av in items:
        if op is sre.LITERAL:
            run.append(chr(av))
            continue
        if run:
            options.append(frozenset({("lit", "".join(run), len(run))}))
            run = []
        got = _item(op, av)
        if got:
            options.append(got)
    if run:
        options.append(frozenset({("lit", "".join(run), len(run))}))
    return options


def _sequence(items: Any) -> Needs | None:
    """The most selective need of a sequence: a run of literal characters, or one item's need."""
    options = _options(items)
    return max(options, key=_score) if options else None


#: the characters other than ASCII letters that a case-insensitive pattern's ASCII letter matches (İ, ı, ſ, the
#: Kelvin sign; ``tests/unit/test_regex_needs.py`` checks the list against ``re`` itself)
FOLDS_TO_ASCII = frozenset("\u0130\u0131\u017f\u212a")


def _caseless(ch: str) -> bool:
    """A character that a case-insensitive pattern matches with itself alone (ASCII digits and punctuation,
    Hangul)."""
    code = ord(ch)
    return (ch.isascii() and not ch.isalpha()) or 0xAC00 <= code <= 0xD7A3 or 0x1100 <= code <= 0x11FF \
        or 0x3130 <= code <= 0x318F


@dataclass(frozen=True, slots=True, eq=False)  # one object per need (``_need``): hashed by identity
class Need:
    """What a pattern cannot match without, tested cheaply: literals found as they are (``exact``), literals of
    ASCII case-insensitive (``folded``, lower case, in the lowered text), character classes (``classes``), and
    the whole need as one pattern (``whole``) for a text or a piece the cheap tests do not cover."""

    exact: tuple[str, ...]
    folded: tuple[str, ...]
    classes: re.Pattern[str] | None
    whole: re.Pattern[str]
    cheap: bool  # every piece is exact, folded or a class


@cache
def needs(pattern: re.Pattern[str]) -> Need | None:
    """What every match of ``pattern`` contains one of, with ``pattern``'s own case folding; None when the
    analysis finds nothing (the pattern is then run on every text)."""
    try:
        found = _sequence(sre_parse.parse(pattern.pattern, pattern.flags))
    except (re.error, ValueError, TypeError):  # pragma: no cover - a compiled pattern parses
        return None
    return _need(found, pattern.flags & _PIECE_FLAGS) if found else None


@cache
def needs_all(pattern: re.Pattern[str]) -> tuple[Need, ...]:
    """Every need of ``pattern``'s top-level sequence, each of which every match contains (a literal run, a
    required group's or class's need): ``needs`` keeps the most selective one, a ``Prefilter`` tests them all (a
    Korean date needs a digit *and* 월; a text with digits and no 월 runs it for nothing). Empty when the analysis
    finds none (the pattern is then run on every text)."""
    try:
        options = _options(sre_parse.parse(pattern.pattern, pattern.flags))
    except (re.error, ValueError, TypeError):  # pragma: no cover - a compiled pattern parses
        return ()
    flags = pattern.flags & _PIECE_FLAGS
    return tuple(dict.fromkeys(_need(option, flags) for option in options))


@cache
def _need(found: Needs, flags: int) -> Need:
    """One ``Need`` per set of pieces and flags, shared by the patterns that need the same."""
    pieces = sorted(found, key=lambda p: (-p[2], p[1]))
    folding = bool(flags & re.IGNORECASE)
    exact: list[str] = []
    folded: list[str] = []
    classes: list[str] = []
    cheap = True
    for kind, piece, _ in pieces:
        if kind == "class":
            classes.append(piece)
        elif not folding or all(_caseless(ch) for ch in piece):
            exact.append(piece)
        elif piece.isascii():
            folded.append(piece.lower())
        else:
            cheap = False
    whole = "|".join(source if kind == "class" else re.escape(source) for kind, source, _ in pieces)
    return Need(tuple(exact), tuple(folded), re.compile("|".join(classes), flags) if classes else None,
                re.compile(whole, flags), cheap)


class Prefilter:
    """Which of many patterns may match a text, read in one pass: the literals of every pattern's need found by
    two Aho-Corasick automata (one over the text, one over its lowered form for case-insensitive ASCII
    literals), each found literal marking the needs that hold it; each need with a character class, and each need
    the cheap tests do not cover, searched once. Its owner builds it once, on first use, and keeps it."""

    def __init__(self, patterns: tuple[re.Pattern[str], ...]) -> None:
        distinct: dict[Need, int] = {}
        for pattern in patterns:
            for need in needs_all(pattern):
                distinct.setdefault(need, len(distinct))
        #: per pattern, the numbers of its needs (all of them must hold; none: it may match any text)
        self._index = tuple(tuple(distinct[n] for n in needs_all(pattern)) for pattern in patterns)
        exact: dict[str, set[int]] = {}
        folded: dict[str, set[int]] = {}
        self._classes: list[tuple[int, re.Pattern[str]]] = []
        self._whole: list[tuple[int, re.Pattern[str]]] = []  # needs read by their pattern on every text
        self._folding: list[tuple[int, re.Pattern[str]]] = []  # ... on a text whose lowered form is not exact
        for need, k in distinct.items():
            if not need.cheap:
                self._whole.append((k, need.whole))
                continue
            for piece in need.exact:
                exact.setdefault(piece, set()).add(k)
            for piece in need.folded:
                folded.setdefault(piece, set()).add(k)
            if need.classes is not None:
                self._classes.append((k, need.classes))
            if need.folded:
                self._folding.append((k, need.whole))
        self._exact = _automaton(exact)
        self._folded = _automaton(folded)

    def possible(self, text: str) -> list[bool]:
        """Per pattern, False when it cannot match ``text`` (the text holds none of its need), else True."""
        held: set[int] = set()
        if self._exact is not None:
            for _, ks in self._exact.iter(text):
                held |= ks
        if text.isascii() or FOLDS_TO_ASCII.isdisjoint(text):
            if self._folded is not None:
                for _, ks in self._folded.iter(text.lower()):
                    held |= ks
        else:
            held.update(k for k, whole in self._folding if k not in held and whole.search(text) is not None)
        held.update(k for k, rx in self._classes if k not in held and rx.search(text) is not None)
        held.update(k for k, whole in self._whole if whole.search(text) is not None)
        return [held.issuperset(ks) for ks in self._index]


def _automaton(pieces: dict[str, set[int]]) -> Any:
    """An automaton over the pieces, each found with the numbers of the needs that hold it; None for none."""
    if not pieces:
        return None
    found = ahocorasick.Automaton()
    for piece, ks in pieces.items():
        found.add_word(piece, frozenset(ks))
    found.make_automaton()
    return found


class _Guard:
    """One need tested alone (``may_match``): its literals by an automaton each (the text, its lowered form), its
    classes and, where the cheap tests do not cover it, its whole pattern."""

    def __init__(self, need: Need) -> None:
        self._need = need
        self._exact = _automaton({p: {0} for p in need.exact}) if need.cheap else None
        self._folded = _automaton({p: {0} for p in need.folded}) if need.cheap else None

    def held(self, text: str) -> bool:
        need = self._need
        if not need.cheap:
            return need.whole.search(text) is not None
        if self._exact is not None and next(self._exact.iter(text), None) is not None:
            return True
        if self._folded is not None:
            if text.isascii() or FOLDS_TO_ASCII.isdisjoint(text):
                if next(self._folded.iter(text.lower()), None) is not None:
                    return True
            elif need.whole.search(text) is not None:
                return True
        return need.classes is not None and need.classes.search(text) is not None


#: the guard of each pattern asked about, by the pattern's id, with the pattern itself (kept alive, so that its id
#: names no other pattern): a compiled pattern's own hash reads its whole compiled code on every call (tens of
#: microseconds for a long alternation), which a `functools.cache` keyed by the pattern would pay each time
_GUARDS: dict[int, tuple[re.Pattern[str], _Guard | None]] = {}
_GUARDS_KEPT = 4096


def may_match(pattern: re.Pattern[str], text: str) -> bool:
    """False when ``pattern`` cannot match ``text`` (the text holds none of its need), else True: a rule may skip
    a search, a `sub` or a `finditer` that would find nothing, and its output is the same. For a long word
    alternation (a cue list) on a short text that holds none of its words, one automaton pass instead of the
    regular expression's try at every position. Kept per pattern (the rules' patterns are compiled once)."""
    kept = _GUARDS.get(id(pattern))
    if kept is None or kept[0] is not pattern:
        if len(_GUARDS) >= _GUARDS_KEPT:
            _GUARDS.clear()
        need = needs(pattern)
        kept = _GUARDS[id(pattern)] = (pattern, _Guard(need) if need is not None else None)
    return kept[1] is None or kept[1].held(text)


def sub_where(pattern: re.Pattern[str], repl: str | Callable[[re.Match[str]], str], text: str) -> str:
    """``pattern.sub(repl, text)``, skipped where the pattern cannot match (``may_match``): the same text back."""
    return pattern.sub(repl, text) if may_match(pattern, text) else text
