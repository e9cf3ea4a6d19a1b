"""Inventory of word lists written as regex alternations in Python (issue 12: cue words are dictionary data).

    PYTHONPATH=. python scripts/cue_inventory.py [--min 4] [--verbose] pia_graph/retrieve pia_graph/hu2 ...

A *word list* is one alternation (``a|b|c``) of at least ``--min`` alternatives that are plain words: letters
(Latin or Hangul), spaces, apostrophes and hyphens, with ``\\s``-type gaps between words allowed. Grammar
(digits, character classes, optional endings, lookarounds) is not a word, so ``\\d+\\s*(?:mg|ml)`` counts only if
its unit list alone has enough plain words. Prints one line per list (``--verbose``) and the totals.
``tests/unit/test_cue_literals.py`` reads :func:`word_alternations` to keep new lists out of these packages.
"""

from __future__ import annotations

import argparse
import ast
import re
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from re import _constants as sre_c  # type: ignore[attr-defined]
from re import _parser as sre_parse  # type: ignore[attr-defined]
from typing import Any

_WORD_CHAR = re.compile(r"[A-Za-z\uac00-\ud7a3\u3131-\u318e' \-’]")


@dataclass(frozen=True, slots=True)
class WordList:
    path: str
    line: int
    words: tuple[str, ...]


def _plain(items: Any) -> str | None:
    """The word an alternative spells, or None when it holds grammar (a class, a repeat other than a gap)."""
    out: list[str] = []
    for op, av in items:
        if op is sre_c.LITERAL:
            ch = chr(av)
            if not _WORD_CHAR.fullmatch(ch):
                return None
            out.append(ch)
        elif _is_gap([(op, av)]) or (op in (sre_c.MAX_REPEAT, sre_c.MIN_REPEAT) and _is_gap(av[2])):
            out.append(" ")
        else:
            return None
    word = " ".join("".join(out).split())
    return word or None


def _is_gap(items: Any) -> bool:
    return len(items) == 1 and items[0][0] is sre_c.IN and items[0][1] == [(sre_c.CATEGORY, sre_c.CATEGORY_SPACE)]


def _branches(items: Any) -> Iterator[list[Any]]:
    """Every alternation in a parsed pattern, as its list of alternatives."""
    for op, av in items:
        if op is sre_c.BRANCH:
            yield list(av[1])
            for alt in av[1]:
                yield from _branches(alt)
        elif op is sre_c.SUBPATTERN:
            yield from _branches(av[-1])
        elif op in (sre_c.MAX_REPEAT, sre_c.MIN_REPEAT, sre_c.POSSESSIVE_REPEAT):
            yield from _branches(av[2])
        elif op in (sre_c.ASSERT, sre_c.ASSERT_NOT):
            yield from _branches(av[1])
        elif op is sre_c.ATOMIC_GROUP:
            yield from _branches(av)
        elif op is sre_c.GROUPREF_EXISTS:
            yield from _branches(av[1])
            if av[2] is not None:
                yield from _branches(av[2])


def _docstrings(tree: ast.AST) -> set[int]:
    ids: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant):
            ids.add(id(node.value))
    return ids


def _texts(tree: ast.AST) -> list[tuple[int, str]]:
    """Every string literal but docstrings; an f-string whole, each value it formats read as an empty group
    (grammar, never a word), so that a list beside a spliced-in one is still seen."""
    skip = _docstrings(tree)
    out: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.JoinedStr):
            parts = [v.value if isinstance(v, ast.Constant) else "(?:)" for v in node.values]
            skip.update(id(v) for v in node.values)
            out.append((node.lineno, "".join(str(p) for p in parts)))
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in skip:
            out.append((node.lineno, node.value))
    return out


def word_alternations(path: Path, minimum: int = 4, root: Path | None = None) -> list[WordList]:
    """The word lists in one Python file's string literals (docstrings left out)."""
    name = str(path.relative_to(root)) if root else str(path)
    found: list[WordList] = []
    for line, text in _texts(ast.parse(path.read_text(encoding="utf-8"))):
        if "|" not in text:
            continue
        try:
            parsed = sre_parse.parse(text, re.IGNORECASE)
        except (re.error, RecursionError, OverflowError):
            continue
        for alts in _branches(parsed.data):
            words = tuple(w for w in (_plain(a) for a in alts) if w)
            if len(words) >= minimum:
                found.append(WordList(name, line, words))
    return found


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    ap.add_argument("folders", nargs="+", type=Path)
    ap.add_argument("--min", type=int, default=4)
    ap.add_argument("--verbose", action="store_true")
    args = ap.parse_args(argv)
    root = Path.cwd()
    total_lists = total_words = 0
    for folder in args.folders:
        lists = [w for p in sorted(folder.rglob("*.py")) for w in word_alternations(p.resolve(), args.min, root)]
        n_words = sum(len(w.words) for w in lists)
        total_lists += len(lists)
        total_words += n_words
        print(f"{folder}: {len(lists)} lists, {n_words} words")
        if args.verbose:
            for w in sorted(lists, key=lambda w: -len(w.words)):
                print(f"  {w.path}:{w.line} ({len(w.words)}) {'|'.join(w.words)[:150]}")
    print(f"total: {total_lists} lists, {total_words} words")
    return 0


if __name__ == "__main__":
    sys.exit(main())
