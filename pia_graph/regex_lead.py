"""Patterns led by a look-ahead at the characters their every match begins with (pure; the matches are the same).

``re`` finds where a match may begin by itself only for a literal prefix or a first character from a set of
uncased ones; a word alternation whose branches open with ``\\b`` or a case-folded letter gets neither, and at
every position of the text each branch is tried in turn (a hundred for a cue list). A look-ahead at the first
characters, read from the pattern's syntax tree, fails most positions on one class test (session 56:
docs/benchmarks.md). ``led`` groups an alternation's branches behind it, ``lead`` gives it for a sequence,
``compile_led`` compiles a pattern behind it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from re import _compiler as sre_compiler  # type: ignore[attr-defined]
from re import _constants as sre  # type: ignore[attr-defined]
from re import _parser as sre_parse  # type: ignore[attr-defined]
from typing import Any

from pia_graph.regex_needs import class_item_source

#: the categories a leading class may hold (``\d``, ``\s``): a word or non-class category would let most characters
#: through and guard nothing
_LEAD_CATEGORIES = {sre.CATEGORY_DIGIT: r"\d", sre.CATEGORY_SPACE: r"\s"}


class _UnboundedError(Exception):
    """A construct whose first character the analysis does not bound."""


def _first_items(items: Any) -> tuple[list[str], bool]:
    """The class items (regex source) that the first character of a match of ``items`` is one of, and whether
    ``items`` may match the empty string."""
    found: list[str] = []
    for op, av in items:
        got, empty = _first_item(op, av)
        found += got
        if not empty:
            return found, False
    return found, True


def _first_item(op: Any, av: Any) -> tuple[list[str], bool]:
    if op is sre.LITERAL:
        return [re.escape(chr(av))], False
    if op in (sre.AT, sre.ASSERT, sre.ASSERT_NOT):
        return [], True  # zero-width: the first character is the next item's
    if op is sre.IN:
        out: list[str] = []
        for kind, value in av:
            source = class_item_source(kind, value, _LEAD_CATEGORIES)
            if source is None:
                raise _UnboundedError
            out.append(source)
        return out, False
    if op is sre.SUBPATTERN:
        _group, add_flags, del_flags, sub = av
        if add_flags or del_flags:
            raise _UnboundedError
        return _first_items(sub)
    if op is sre.ATOMIC_GROUP:
        return _first_items(av)
    if op is sre.BRANCH:
        out, empty = [], False
        for alternative in av[1]:
            got, may_be_empty = _first_items(alternative)
            out += got
            empty = empty or may_be_empty
        return out, empty
    if op in (sre.MAX_REPEAT, sre.MIN_REPEAT, sre.POSSESSIVE_REPEAT):
        low, _high, sub = av
        got, empty = _first_items(sub)
        return got, empty or low == 0
    raise _UnboundedError


def _first_class(source: str, flags: int) -> list[str] | None:
    """The class items (regex source) that every match of ``source`` (under ``flags``) begins with one of; None
    where the analysis does not bound them (a wildcard, a word class, an inline flag, a match that may be empty)."""
    if _GLOBAL_FLAGS.match(source):
        return None  # nothing may be put before global inline flags
    try:
        found, empty = _first_items(sre_parse.parse(source, flags))
    except (_UnboundedError, re.error, RecursionError):
        return None
    except (AttributeError, TypeError):  # ``re``'s private parser changed shape (another Python): no look-ahead
        return None
    return None if empty or not found else found


def lead(source: str, flags: int) -> str:
    """A look-ahead at the characters every match of ``source`` begins with, to put before it (``source`` a
    sequence: ``lead(s) + s`` matches as ``s`` does, and its top-level items, which ``needs_all`` reads, stay
    as they were); "" where the analysis does not bound them or ``re`` finds the starts by itself."""
    first = _first_class(source, flags)
    if first is None or _skips_by_itself(source, flags):
        return ""
    return f"(?=[{''.join(dict.fromkeys(first))}])"


def led(alternatives: Sequence[str], flags: int) -> str:
    """The alternation of ``alternatives`` (regex sources, compiled with ``flags``), in their order, each run of
    neighbours whose first characters the analysis bounds grouped behind a look-ahead at those characters
    (``(?=[ab…])(?:…|…)``); an alternative it does not bound stays where it is. The matches are the same, and so
    is which alternative wins: the look-ahead holds wherever one of its run could match, and the runs keep their
    order. A long word alternation then fails at most positions on one class test, where ``re`` tried each
    alternative in turn (a cue opens with ``\\b`` or a case-folded letter, which a branch cannot skip by)."""
    plain = "|".join(alternatives)
    if _skips_by_itself(plain, flags):
        return plain
    out: list[str] = []
    run: list[str] = []
    chars: list[str] = []

    def close() -> None:
        if run:
            out.append(f"(?=[{''.join(dict.fromkeys(chars))}])(?:{'|'.join(run)})")
            run.clear()
            chars.clear()

    for alternative in alternatives:
        first = _first_class(alternative, flags)
        if first is None:
            close()
            out.append(alternative)
        else:
            run.append(alternative)
            chars.extend(first)
    close()
    return "|".join(out)


def _skips_by_itself(source: str, flags: int) -> bool:
    """Whether ``re`` finds where a match of ``source`` may begin by itself (a literal prefix, or a first
    character from a set of uncased ones: a Korean word list), or runs it only at the start (``^``): a
    look-ahead put first would hide that from it."""
    try:
        parsed = sre_parse.parse(source, flags)
        first = parsed.data[0] if parsed.data else None
        if first is not None and first[0] is sre.AT and first[1] in (sre.AT_BEGINNING, sre.AT_BEGINNING_STRING):
            return True
        return bool(
            sre_compiler._get_literal_prefix(parsed, flags)[0] or sre_compiler._get_charset_prefix(parsed, flags)
        )
    except (re.error, RecursionError):
        return True
    except (AttributeError, TypeError):  # ``re``'s private helpers changed shape (another Python): leave it plain
        return True


def compile_led(source: str, flags: int = 0) -> re.Pattern[str]:
    """``re.compile(source, flags)`` behind the look-ahead of :func:`led` (its matches are the same)."""
    return re.compile(led([source], flags), flags)


#: global inline flags ("(?i)..."), which must open a pattern
_GLOBAL_FLAGS = re.compile(r"\(\?[aiLmsux]+\)")
